"""What a save looks like on the Load screen: one `SaveEntry` per file, never an exception (a
bad file gets its sentence in `problem`). Every text an entry holds is one safe line
(game/store/safe_text.py): the Load screen, Continue and `saves check` show it as it is."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from game.games import game_info
from game.store.atomic import backup_path
from game.store.errors import SaveError
from game.store.making import summarize
from game.store.reading import read_header
from game.store.safe_text import one_line
from game.store.saves_format import SaveFile, SaveSummary, SeatInfo
from game.store.verify import _kind, replay_save

AUTOSAVE_PREFIX = "autosave-"
Kind = Literal["autosave", "named", "example"]


@dataclass(frozen=True)
class SaveEntry:
    """One line of the Load screen. `problem` is set (one sentence) when the file is bad;
    then `backup_ok` says whether its backup loads instead (offer it: load(use_backup=True))."""

    path: Path
    kind: Kind
    title: str  # the name given on Save as, "Autosave", or "Example"
    game: str = ""
    game_title: str = ""
    players: int = 0
    seat_names: tuple[str, ...] = ()
    seats: tuple[SeatInfo, ...] = ()  # names, colours, human or bot
    progress: str = ""  # "turn 41", "round 5"
    turn: int | None = None
    round: int | None = None
    over: bool = False
    scores: tuple[int, ...] | None = None
    winners: tuple[int, ...] | None = None
    saved_at: datetime | None = None
    match_id: str = ""
    format_version: int | None = None
    size: int = 0
    file_name: str = ""  # the file's name as a screen can show it (one_line)
    problem: str | None = None
    backup_ok: bool = False
    verified: bool = False  # replayed and checked against the snapshot

    @property
    def ok(self) -> bool:
        return self.problem is None

    def describe(self) -> str:
        """'Dig Mars, 3 players, turn 41' (and 'finished, scores 20, 14, 9' when over)."""
        parts = [self.game_title or self.game]
        if self.players:
            parts.append(f"{self.players} player" + ("s" * (self.players != 1)))
        if self.progress:
            parts.append(self.progress)
        if self.over:
            parts.append("finished")
        if self.scores is not None:
            parts.append("scores " + ", ".join(str(s) for s in self.scores))
        return ", ".join(parts)


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _mtime(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:
        return None


def _kind_of(path: Path, example: bool) -> Kind:
    if example:
        return "example"
    return "autosave" if path.name.startswith(AUTOSAVE_PREFIX) else "named"


def _entry(
    path: Path, save: SaveFile, version: int, kind: Kind, summary: SaveSummary | None
) -> SaveEntry:
    try:
        title = game_info(save.game).title
    except KeyError:
        title = one_line(save.game)
    summary = summary or save.summary or SaveSummary(actions=len(save.actions))
    name = save.name or {"autosave": "Autosave", "example": "Example", "named": ""}[kind]
    name = one_line(name or path.stem)
    seats = tuple(s.model_copy(update={"name": one_line(s.name)}) for s in save.seats)
    try:
        size = path.stat().st_size
    except OSError:
        size = 0
    return SaveEntry(
        path=path,
        kind=kind,
        title=name,
        game=save.game,
        game_title=title,
        players=save.setup.players,
        seat_names=tuple(s.name for s in seats),
        seats=seats,
        progress=one_line(summary.progress),
        turn=summary.turn,
        round=summary.round,
        over=summary.over,
        scores=tuple(summary.scores) if summary.scores is not None else None,
        winners=tuple(summary.winners) if summary.winners is not None else None,
        saved_at=_aware(save.saved_at),
        match_id=save.match_id,
        format_version=version,
        size=size,
        file_name=one_line(path.name),
    )


def _problem_entry(path: Path, kind: Kind, problem: str, backup_ok: bool) -> SaveEntry:
    try:
        size = path.stat().st_size
    except OSError:
        size = 0
    return SaveEntry(
        path=path,
        kind=kind,
        title=one_line(path.stem),
        saved_at=_mtime(path) or _mtime(backup_path(path)),
        size=size,
        file_name=one_line(path.name),
        problem=problem,
        backup_ok=backup_ok,
    )


def check_entry(path: Path, *, verify: bool = True, example: bool = False) -> SaveEntry:
    """The Load-screen entry for one file; never raises (a bad file gets a `problem`)."""
    path = Path(path)
    kind = _kind_of(path, example)
    try:
        save, version = read_header(path)
        summary = None
        verified = False
        if verify:
            match = replay_save(save)
            summary = summarize(match.engine, len(match.actions))
            verified = True
        elif save.summary is None:  # an old format without one: read it off the snapshot
            summary = _snapshot_summary(save)
        entry = _entry(path, save, version, kind, summary)
        return replace(entry, verified=verified)
    except SaveError as err:
        return _problem_entry(path, kind, err.sentence, _backup_loads(path, verify))
    except Exception as err:  # a listing must never take the app down
        return _problem_entry(
            path, kind, f"This save could not be read ({_kind(err)}).", _backup_loads(path, verify)
        )


def _snapshot_summary(save: SaveFile) -> SaveSummary | None:
    try:
        engine = game_info(save.game).engine_cls().from_json(json.dumps(save.state))
        return summarize(engine, len(save.actions))
    except Exception:  # the quick look cannot tell; a full load will say what is wrong
        return None


def _backup_loads(path: Path, verify: bool) -> bool:
    backup = backup_path(path)
    if not backup.is_file():
        return False
    try:
        save, _ = read_header(backup)
        if verify:
            replay_save(save)
        return True
    except Exception:
        return False
