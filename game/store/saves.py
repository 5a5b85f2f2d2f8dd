"""Saves: autosave after every action, Continue, Save as, Load, Delete; never lose a game.

The API the screens use:

    store = SaveStore(data_dir)            # None: $MARS_TABLE_DATA_DIR or the user data dir
    session = SaveSession(store, match, seats)     # a new game...
    session.autosave()                     # ...after every applied action (and undo)
    session.save_as("Before the dust storm")
    store.list() -> [SaveEntry]            # never raises; a bad file has `problem`
    store.examples() -> [SaveEntry]        # the example games shipped in saves/
    store.latest() -> SaveEntry | None     # Continue: the newest unfinished game that loads
    loaded = store.load(path)              # LoadedGame, or SaveError(sentence)
    loaded = store.load(path, use_backup=True)   # when entry.backup_ok
    session = loaded.session(store)        # keep playing, autosaving (loaded.actors: who
                                           # decided each action, for per-seat undo)
    store.delete(path)                     # after the player confirmed
    BackgroundSaver(store).submit(session.snapshot())   # the same, off the frame loop
                                                        # (game/store/background.py)

Loading reads at most MAX_SAVE_BYTES, validates the JSON with pydantic, migrates older
formats, refuses newer ones, replays the actions from the setup and seed, and checks that the
replayed state equals the saved snapshot. Every failure is a `SaveError` whose `sentence` is
shown to the player as it is. A file that fails to load is never overwritten or deleted: if a
write would replace it, it is first renamed aside to `<name>.damaged-<time>.json`.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import secrets
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from game.games import GameDescriptor, game_info
from game.paths import assets_dir
from game.rules.core import Engine, IllegalAction, Match, RulesError
from game.rules.core.content import ContentError
from game.store.atomic import BACKUP_SUFFIX, TEMP_SUFFIX, atomic_write, backup_path
from game.store.dirs import examples_dir, saves_dir
from game.store.saves_format import (
    FORMAT_VERSION,
    MAX_SAVE_BYTES,
    SaveFile,
    SaveFormatError,
    SaveSummary,
    SeatInfo,
    dump_save,
    now_utc,
    parse_save,
)

AUTOSAVE_PREFIX = "autosave-"
SAVE_SUFFIX = ".json"
Kind = Literal["autosave", "named", "example"]


class SaveError(Exception):
    """A save that cannot be loaded or written; `sentence` says why, for the player."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence


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


def _mb(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MB"


# --- what a game looks like in a list -------------------------------------------------------
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


# --- reading and verifying ----------------------------------------------------------------
def read_bytes(path: Path) -> bytes:
    """The bytes of a save file, refusing early anything that cannot be one."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SaveError("There is no save here: the file is missing.") from None
    except OSError as err:
        raise SaveError(f"The save cannot be read: {err.strerror or err}.") from None
    if path.is_dir():
        raise SaveError("This is a folder, not a save.")
    if size > MAX_SAVE_BYTES:
        raise SaveError(
            f"This file is {_mb(size)}, far larger than any save (at most "
            f"{_mb(MAX_SAVE_BYTES)}), so it was not opened."
        )
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_SAVE_BYTES + 1)
    except OSError as err:
        raise SaveError(f"The save cannot be read: {err.strerror or err}.") from None
    if len(data) > MAX_SAVE_BYTES:  # it grew while we looked
        raise SaveError(f"This file is larger than any save (at most {_mb(MAX_SAVE_BYTES)}).")
    return data


def read_header(path: Path) -> tuple[SaveFile, int]:
    """The save at `path`, validated and migrated but not replayed; SaveError if it is bad."""
    data = read_bytes(path)
    try:
        return parse_save(data)
    except SaveFormatError as err:
        raise SaveError(str(err)) from None


def _game(save: SaveFile) -> GameDescriptor:
    try:
        info = game_info(save.game)
    except KeyError:
        raise SaveError(
            f"This save is of a game this version of Mars Table does not know ('{save.game}')."
        ) from None
    if not info.playable:
        raise SaveError(f"{info.title} cannot be played in this version of Mars Table yet.")
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
            ) from None
        except Exception as err:  # bad content can trip the rules anywhere: still a sentence
            raise SaveError(
                f"Action {number} of {total} in this save cannot be replayed: the rules "
                f"refused it ({_kind(err)})."
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

    def session(self, store: SaveStore) -> SaveSession:
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


# --- the list -------------------------------------------------------------------------------
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
        title = save.game
    summary = summary or save.summary or SaveSummary(actions=len(save.actions))
    name = save.name or {"autosave": "Autosave", "example": "Example", "named": path.stem}[kind]
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
        seat_names=tuple(s.name for s in save.seats),
        seats=tuple(save.seats),
        progress=summary.progress,
        turn=summary.turn,
        round=summary.round,
        over=summary.over,
        scores=tuple(summary.scores) if summary.scores is not None else None,
        winners=tuple(summary.winners) if summary.winners is not None else None,
        saved_at=_aware(save.saved_at),
        match_id=save.match_id,
        format_version=version,
        size=size,
    )


def _problem_entry(path: Path, kind: Kind, problem: str, backup_ok: bool) -> SaveEntry:
    try:
        size = path.stat().st_size
    except OSError:
        size = 0
    return SaveEntry(
        path=path,
        kind=kind,
        title=path.stem,
        saved_at=_mtime(path) or _mtime(backup_path(path)),
        size=size,
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


# --- file names -----------------------------------------------------------------------------
_WINDOWS_RESERVED = {"con", "prn", "aux", "nul"} | {
    f"{d}{i}" for d in ("com", "lpt") for i in range(10)
}


def file_stem(name: str) -> str:
    """A safe file name (without .json) for a save called `name`."""
    stem = re.sub(r"[^\w\- ]+", "-", name, flags=re.UNICODE).strip(" -.")
    stem = re.sub(r"[\s]+", " ", stem)[:60].strip(" -.") or "save"
    if stem.lower() in _WINDOWS_RESERVED:
        stem += "-save"
    if stem.lower().startswith(AUTOSAVE_PREFIX.rstrip("-")):
        stem = "save-" + stem
    return stem


@dataclass
class SaveStore:
    """The player's saves in one folder: `<data dir>/saves`."""

    data_dir: Path | None = None
    dir: Path = field(init=False)
    # Files this store wrote or loaded, as (mtime_ns, size): known good, safe to replace.
    _good: dict[Path, tuple[int, int]] = field(default_factory=dict, init=False, repr=False)
    _cache: dict[tuple[Path, int, int, bool], SaveEntry] = field(
        default_factory=dict, init=False, repr=False
    )
    # One write at a time (a background autosave and a Save as may overlap).
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)

    def __post_init__(self) -> None:
        self.dir = saves_dir(self.data_dir)

    # --- writing ----------------------------------------------------------------------
    def autosave_path(self, match_id: str) -> Path:
        if not match_id or not re.fullmatch(r"[\w\-]+", match_id):
            raise ValueError(f"not a match id: {match_id!r}")
        return self.dir / f"{AUTOSAVE_PREFIX}{match_id}{SAVE_SUFFIX}"

    def path_for(self, name: str) -> Path:
        """Where `save_as(..., name)` writes."""
        return self.dir / f"{file_stem(name)}{SAVE_SUFFIX}"

    def autosave(self, save: SaveFile) -> Path:
        """Write `save` over its game's autosave (the previous one kept as .bak)."""
        path = self.autosave_path(save.match_id)
        self._write(path, save)
        return path

    def save_as(self, save: SaveFile, name: str, *, overwrite: bool = False) -> Path:
        """Write `save` as a named save; SaveError if the name is taken and not `overwrite`."""
        name = name.strip()
        if not name:
            raise SaveError("A save needs a name.")
        path = self.path_for(name)
        if path.exists() and not overwrite:
            raise SaveError(f"There is already a save named '{path.stem}'.")
        self._write(path, save.model_copy(update={"name": name[:80]}))
        return path

    def _write(self, path: Path, save: SaveFile) -> None:
        data = dump_save(save)
        if len(data) > MAX_SAVE_BYTES:
            raise SaveError(f"This game has grown too long to save ({_mb(len(data))}).")
        with self._lock:
            self._write_locked(path, data)

    def _write_locked(self, path: Path, data: bytes) -> None:
        try:
            self.dir.mkdir(parents=True, exist_ok=True)
            if path.exists() and not self._known_good(path):
                try:
                    read_header(path)
                except SaveError:
                    self._set_aside(path)
            atomic_write(path, data, backup=True)
            stat = path.stat()
        except OSError as err:
            raise SaveError(f"The game could not be saved: {err.strerror or err}.") from None
        self._good[path] = (stat.st_mtime_ns, stat.st_size)

    def _known_good(self, path: Path) -> bool:
        try:
            stat = path.stat()
        except OSError:
            return False
        return self._good.get(path) == (stat.st_mtime_ns, stat.st_size)

    def _set_aside(self, path: Path) -> Path:
        """Rename a file that does not load out of the way, so that a write never replaces it."""
        moment = f"{datetime.now(UTC):%Y%m%d-%H%M%S}"
        target = path.with_name(f"{path.stem}.damaged-{moment}{path.suffix}")
        counter = 1
        while target.exists():
            counter += 1
            target = path.with_name(f"{path.stem}.damaged-{moment}-{counter}{path.suffix}")
        os.replace(path, target)
        return target

    # --- reading ----------------------------------------------------------------------
    def load(self, path: Path, *, use_backup: bool = False) -> LoadedGame:
        """Load and verify a save; SaveError(sentence) if it cannot be. Reads only.

        The returned game keeps its match id (so autosaves continue in the same file) only
        when it is this store's autosave of that match; a named save, an example or a file
        from elsewhere starts a new branch with a fresh id, so playing on never replaces the
        autosave of the game it came from.
        """
        path = Path(path)
        loaded = load_save(path, use_backup=use_backup)
        save = loaded.save
        own_autosave = False
        if save.match_id:
            with contextlib.suppress(ValueError):
                own_autosave = self.autosave_path(save.match_id).resolve() == path.resolve()
        if not own_autosave:
            loaded.save = save.model_copy(update={"match_id": new_match_id(), "name": ""})
        elif not use_backup:
            with contextlib.suppress(OSError):
                stat = path.stat()
                self._good[path] = (stat.st_mtime_ns, stat.st_size)
        return loaded

    def _files(self, folder: Path) -> list[Path]:
        try:
            names = list(folder.iterdir())
        except OSError:
            return []
        out = []
        for p in names:
            if p.name.startswith(".") or p.name.endswith(TEMP_SUFFIX):
                continue
            if p.name.endswith(SAVE_SUFFIX) and p.is_file():
                out.append(p)
            elif p.name.endswith(SAVE_SUFFIX + BACKUP_SUFFIX):
                main = p.with_name(p.name[: -len(BACKUP_SUFFIX)])
                if not main.exists():  # only the backup is left: list the save as missing
                    out.append(main)
        return out

    def _entries(self, paths: Iterable[Path], verify: bool, example: bool) -> list[SaveEntry]:
        out = []
        for path in paths:
            try:
                stat = path.stat()
                key = (path, stat.st_mtime_ns, stat.st_size, verify)
            except OSError:
                key = None
            entry = self._cache.get(key) if key else None
            if entry is None:
                entry = check_entry(path, verify=verify, example=example)
                if entry.problem and not path.exists() and entry.backup_ok:
                    entry = replace(entry, problem="Only the backup of this save is left.")
                if key:
                    self._cache[key] = entry
            out.append(entry)
        far_past = datetime.min.replace(tzinfo=UTC)
        out.sort(key=lambda e: (e.saved_at or far_past, e.path.name), reverse=True)
        return out

    def list(self, *, verify: bool = True) -> list[SaveEntry]:
        """Every save in the folder, newest first; bad files included with their `problem`.

        With `verify` each save is replayed and checked (cached while the file is unchanged);
        without it only the file's format is checked, which is enough for a quick look.
        """
        return self._entries(self._files(self.dir), verify, example=False)

    def examples(self, *, verify: bool = True) -> list[SaveEntry]:
        """The example games shipped in saves/, newest format first."""
        entries = self._entries(self._files(examples_dir()), verify, example=True)
        return sorted(entries, key=lambda e: (e.game, -(e.format_version or 0)))

    def latest(self) -> SaveEntry | None:
        """What Continue resumes: the most recently saved unfinished game that loads."""
        for entry in self.list():
            if entry.ok and not entry.over:
                return entry
        return None

    def delete(self, path: Path) -> None:
        """Delete a save of this store and its backup (the screen asks the player first)."""
        path = Path(path)
        if path.resolve().parent != self.dir.resolve():
            raise SaveError("Only your own saves can be deleted; example games stay.")
        try:
            path.unlink(missing_ok=True)
            backup_path(path).unlink(missing_ok=True)
        except OSError as err:
            raise SaveError(f"The save could not be deleted: {err.strerror or err}.") from None
        self._good.pop(path, None)


class SaveSession:
    """One game being played: autosave it after every action, save it under a name."""

    def __init__(
        self,
        store: SaveStore,
        match: Match,
        seats: Sequence[SeatInfo],
        *,
        match_id: str | None = None,
    ) -> None:
        if len(seats) != match.setup.players:
            raise ValueError(f"{len(seats)} seats for a {match.setup.players}-player game")
        self.store = store
        self.match = match
        self.seats = list(seats)
        self.match_id = match_id or new_match_id()

    def snapshot(self, name: str = "") -> SaveFile:
        return make_save(self.match, self.seats, match_id=self.match_id, name=name)

    def autosave(self) -> Path:
        """Call after every applied action and every undo; SaveError if the disk refuses."""
        return self.store.autosave(self.snapshot())

    def save_as(self, name: str, *, overwrite: bool = False) -> Path:
        return self.store.save_as(self.snapshot(name), name, overwrite=overwrite)
