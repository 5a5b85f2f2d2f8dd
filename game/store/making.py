"""Making a save of a match as it stands: its id, the app and rules versions, the summary the
Load screen shows without replaying."""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Sequence
from datetime import UTC, datetime
from functools import cache
from typing import Any

from game.games import game_info
from game.paths import assets_dir
from game.rules.core import Engine, Match
from game.store.saves_format import SaveFile, SaveSummary, SeatInfo, now_utc


def app_version() -> str:
    try:
        from importlib.metadata import version

        return version("mars-table")
    except Exception:  # not installed (a frozen build without metadata): still save
        return "0"


def new_match_id() -> str:
    """A fresh id for one game: when it started, and a random tail ('20261122-074317-3fa9c1')."""
    return f"{datetime.now(UTC):%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"


@cache
def rules_fingerprint(game_id: str) -> str:
    """A short hash of a game's rules data (its `rules_version` if the engine class has one,
    and the files in assets/data/<game>): when a replay no longer matches its snapshot, this
    tells "the rules changed since" from "the file was altered"."""
    digest = hashlib.sha256(game_id.encode())
    try:
        info = game_info(game_id)
        digest.update(str(getattr(info.engine_cls(), "rules_version", "")).encode())
        folder = assets_dir() / "data" / game_id
        for path in sorted(folder.rglob("*")) if folder.is_dir() else ():
            if path.is_file() and path.suffix in (".json", ".toml"):
                digest.update(path.relative_to(folder).as_posix().encode())
                digest.update(path.read_bytes())
    except Exception:  # an unknown game or unreadable data: no fingerprint
        return ""
    return digest.hexdigest()[:16]


def progress_of(engine: Engine[Any, Any]) -> tuple[str, int] | None:
    """('turn', 41) or ('round', 5): how far a game is, for the Load screen.

    A game may define `progress() -> tuple[str, int]`; otherwise the state's `round`,
    `turn_no` (turns started) or `turns` (turns completed) field is used.
    """
    hook = getattr(engine, "progress", None)
    if callable(hook):
        found = hook()
        if found is not None:
            label, number = found
            return str(label), int(number)
    state = engine.state
    for name, label in (("round", "round"), ("turn_no", "turn")):
        value = getattr(state, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return label, value
    turns = getattr(state, "turns", None)
    if isinstance(turns, int) and not isinstance(turns, bool):
        return "turn", turns if engine.is_over() else turns + 1
    return None


def public_scores(engine: Engine[Any, Any]) -> list[int] | None:
    """Scores every seat may see: the final ones, or a game's `public_scores()` if it has one
    (TM Dice's VP track is public; Dig Mars fortune is hidden until the end)."""
    result = engine.result()
    if result is not None:
        return list(result.scores)
    hook = getattr(engine, "public_scores", None)
    if callable(hook):
        scores = hook()
        return None if scores is None else [int(s) for s in scores]
    return None


def summarize(engine: Engine[Any, Any], actions: int) -> SaveSummary:
    progress = progress_of(engine)
    result = engine.result()
    if progress is not None and progress[1] < 1:  # turn 0: still choosing the setup
        text, progress = "setting up", None
    else:
        text = f"{progress[0]} {progress[1]}" if progress else ""
    return SaveSummary(
        progress=text,
        turn=progress[1] if progress and progress[0] == "turn" else None,
        round=progress[1] if progress and progress[0] == "round" else None,
        actions=actions,
        over=result is not None,
        decider=engine.decider(),
        scores=public_scores(engine),
        winners=list(result.winners) if result is not None else None,
    )


def make_save(
    match: Match, seats: Sequence[SeatInfo], *, match_id: str, name: str = ""
) -> SaveFile:
    """The save of `match` as it stands now."""
    if len(seats) != match.setup.players:
        raise ValueError(f"{len(seats)} seats for a {match.setup.players}-player game")
    engine = match.engine
    return SaveFile(
        app_version=app_version(),
        game=match.setup.game,
        setup=match.setup,
        seed=match.seed,
        seats=list(seats),
        match_id=match_id,
        name=name,
        rules=rules_fingerprint(match.setup.game),
        actions=match.actions_json(),
        state=json.loads(engine.to_json()),
        saved_at=now_utc(),
        summary=summarize(engine, len(match.actions)),
    )
