"""Loading and verifying a save: replay its actions from the setup and seed, and check the
result against the snapshot it holds. Every failure is a SaveError with one sentence."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game.games import GameDescriptor, game_info
from game.rules.core import IllegalAction, Match, RulesError
from game.rules.core.content import ContentError
from game.store.atomic import backup_path
from game.store.errors import SaveError
from game.store.making import rules_fingerprint
from game.store.reading import read_header
from game.store.saves_format import FORMAT_VERSION, SaveFile, SeatInfo
from game.store.session import SaveSession, SaveTarget


def _game(save: SaveFile) -> GameDescriptor:
    try:
        info = game_info(save.game)
    except KeyError:
        raise SaveError(
            f"This save is of a game this version of Mars Table does not know ('{save.game}')."
        ) from None
    low, high = info.players
    if not low <= save.setup.players <= high:
        raise SaveError(
            f"This save is damaged: {info.title} is for {low}\u2013{high} players, "
            f"and it has {save.setup.players}."
        )
    return info


def _first_difference(saved: Any, replayed: Any, where: str = "") -> str | None:
    """The path of the first place two JSON values differ ('fortune[2]'), or None."""
    if type(saved) is not type(replayed):
        return where or "the whole state"
    if isinstance(saved, dict):
        for key in list(saved) + [k for k in replayed if k not in saved]:
            if key not in saved or key not in replayed:
                return f"{where}.{key}".lstrip(".")
            found = _first_difference(saved[key], replayed[key], f"{where}.{key}")
            if found:
                return found.lstrip(".")
        return None
    if isinstance(saved, list):
        if len(saved) != len(replayed):
            return f"{where} (length)".lstrip(".")
        for i, (a, b) in enumerate(zip(saved, replayed, strict=True)):
            found = _first_difference(a, b, f"{where}[{i}]")
            if found:
                return found
        return None
    return None if saved == replayed else (where.lstrip(".") or "the whole state")


def replay_save(save: SaveFile) -> Match:
    """Replay `save` from its setup and seed; check the result equals its snapshot."""
    return _replay(save)[0]


def _replay(save: SaveFile) -> tuple[Match, list[int]]:
    """The replayed match, and the seat that decided each action (-1: none)."""
    info = _game(save)
    title = info.title
    try:
        engine_cls = info.engine_cls()
    except Exception as err:  # an install problem, not the file's
        raise SaveError(f"Mars Table could not start {title}: {err}.") from None
    actions: list[Any] = []
    for number, raw in enumerate(save.actions, start=1):
        try:
            actions.append(engine_cls.action_from_json(raw))
        except (ValidationError, ValueError, TypeError):
            raise SaveError(
                f"This save is damaged: action {number} is not a move of {title}."
            ) from None
    try:
        match = Match(engine_cls, save.setup, save.seed)
    except ContentError as err:
        raise SaveError(f"Mars Table could not read its own game data: {err}") from None
    except (IllegalAction, RulesError) as err:
        raise SaveError(f"This save's game cannot be set up: {_sentence(err)}") from None
    except Exception as err:
        raise SaveError(
            f"This save's game cannot be set up: the rules refused its options ({_kind(err)})."
        ) from None
    total = len(actions)
    actors: list[int] = []
    for number, action in enumerate(actions, start=1):
        try:
            seat = match.engine.decider()
            match.apply(action)
            actors.append(-1 if seat is None else seat)
        except IllegalAction as err:
            raise SaveError(
                f"Action {number} of {total} in this save cannot be replayed: {err.sentence}"
                + _made_with_other_rules(save, title)
            ) from None
        except Exception as err:  # bad content can trip the rules anywhere: still a sentence
            raise SaveError(
                f"Action {number} of {total} in this save cannot be replayed: the rules "
                f"refused it ({_kind(err)})." + _made_with_other_rules(save, title)
            ) from None
    check = getattr(match.engine, "validate", None)
    if callable(check):
        try:
            check()
        except RulesError as err:
            raise SaveError(f"This save's game breaks the rules: {_sentence(err)}") from None
    replayed = json.loads(match.engine.to_json())
    if replayed != save.state:
        where = _first_difference(save.state, replayed) or "the whole state"
        if save.rules and save.rules != rules_fingerprint(save.game):
            raise SaveError(
                f"This save was made with different {title} rules than this version of Mars "
                f"Table has: replaying its {total} actions gives a different table (first "
                f"difference at '{where}'), so it was not opened."
            )
        raise SaveError(
            f"This save does not add up: replaying its {total} actions gives a different "
            f"table than the one saved (first difference at '{where}'), so it was not opened."
        )
    return match, actors


def _made_with_other_rules(save: SaveFile, title: str) -> str:
    """Why an action of an older save may no longer replay: its game's cards or rules changed
    since (the save's fingerprint differs), said in a second sentence; else nothing."""
    if save.rules and save.rules != rules_fingerprint(save.game):
        return f" The save was made with different {title} rules or cards than this version has."
    return ""


def _sentence(err: Exception) -> str:
    text = str(err).strip() or type(err).__name__
    return text if text.endswith((".", "!", "?")) else text + "."


def _kind(err: Exception) -> str:
    detail = str(err).strip()
    text = f"{type(err).__name__}: {detail}" if detail else type(err).__name__
    return text if len(text) <= 120 else text[:117] + "..."


@dataclass
class LoadedGame:
    """A save that loaded and verified: the replayed match, who sits where, and where from."""

    match: Match
    save: SaveFile  # as loaded and migrated; `match_id` is the id to keep autosaving under
    path: Path
    from_backup: bool = False
    migrated_from: int | None = None  # the file's format version, when older than the current
    actors: list[int] = field(default_factory=list)  # the seat that decided each action

    @property
    def seats(self) -> list[SeatInfo]:
        return self.save.seats

    @property
    def title(self) -> str:
        return game_info(self.save.game).title

    def session(self, store: SaveTarget) -> SaveSession:
        """Keep playing this game, autosaving it in `store`."""
        return SaveSession(store, self.match, self.seats, match_id=self.save.match_id)


def load_save(path: Path, *, use_backup: bool = False) -> LoadedGame:
    """Load and verify the save at `path` (or its backup); SaveError with a sentence if bad."""
    path = Path(path)
    source = backup_path(path) if use_backup else path
    if use_backup and not source.exists():
        raise SaveError("This save has no backup.")
    save, version = read_header(source)
    match, actors = _replay(save)
    return LoadedGame(
        match=match,
        save=save,
        path=path,
        from_backup=use_backup,
        migrated_from=version if version != FORMAT_VERSION else None,
        actors=actors,
    )
