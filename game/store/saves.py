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

The parts, one job each: reading.py (a file's bytes and format), verify.py (replay and compare
with the snapshot), listing.py (the Load screen's entries), making.py (a save of a match),
names.py (save names and file names), atomic.py (writes that keep the previous version),
session.py (one game being played, saved through a store).
This module holds the folder itself and re-exports what the screens import.

A file that fails to load (its format, its replay or the snapshot comparison) is never
overwritten or deleted: before a write would replace a file this store did not write or load
itself, the file is loaded and verified in full, and if that fails it is first renamed aside
to `<name>.damaged-<time>.json`, where the Load screen lists it with its sentence. The same
holds for the backup a write replaces (set aside as `<name>-backup.damaged-<time>.json`). Temp files
left by a writer that was killed are removed when a store opens the folder.
"""

from __future__ import annotations

import builtins
import contextlib
import os
import re
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path

from game.store.atomic import BACKUP_SUFFIX, TEMP_SUFFIX, atomic_write, backup_path, sweep_temps
from game.store.dirs import examples_dir, saves_dir
from game.store.errors import SaveError
from game.store.listing import AUTOSAVE_PREFIX, Kind, SaveEntry, check_entry
from game.store.making import (
    app_version,
    make_save,
    new_match_id,
    progress_of,
    public_scores,
    rules_fingerprint,
    summarize,
)
from game.store.names import check_save_name, file_stem
from game.store.reading import read_bytes, read_header
from game.store.saves_format import MAX_SAVE_BYTES, SaveFile, dump_save
from game.store.session import SaveSession
from game.store.sizes import sizes_apart
from game.store.verify import LoadedGame, load_save, replay_save

__all__ = [
    "AUTOSAVE_PREFIX",
    "Kind",
    "LoadedGame",
    "SaveEntry",
    "SaveError",
    "SaveSession",
    "SaveStore",
    "app_version",
    "check_entry",
    "file_stem",
    "load_save",
    "make_save",
    "new_match_id",
    "progress_of",
    "public_scores",
    "read_bytes",
    "read_header",
    "replay_save",
    "rules_fingerprint",
    "summarize",
]

SAVE_SUFFIX = ".json"
DAMAGED_TAG = ".damaged-"


def _present(path: Path) -> bool:
    """Whether something is at `path` (a link that leads nowhere counts)."""
    return path.exists() or path.is_symlink()


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
        sweep_temps(self.dir)  # litter of a write that was killed halfway

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
        name = check_save_name(name)
        path = self.path_for(name)
        if path.exists() and not overwrite:
            raise SaveError(f"There is already a save named '{path.stem}'.")
        self._write(path, save.model_copy(update={"name": name}))
        return path

    def _write(self, path: Path, save: SaveFile) -> None:
        data = dump_save(save)
        if len(data) > MAX_SAVE_BYTES:
            size, most = sizes_apart(len(data), MAX_SAVE_BYTES)
            raise SaveError(f"This game has grown too long to save ({size}; at most {most}).")
        with self._lock:
            self._write_locked(path, data)

    def _write_locked(self, path: Path, data: bytes) -> None:
        backup = backup_path(path)
        try:
            self.dir.mkdir(parents=True, exist_ok=True)
            if _present(path) and not self._known_good(path):
                self._set_aside_unless_it_loads(path)
            # The write makes the current file the backup, replacing the backup there is:
            # that one is kept aside too when it does not load.
            rotates = path.exists()
            if rotates and _present(backup) and not self._known_good(backup):
                self._set_aside_unless_it_loads(backup, f"{path.stem}-backup")
            atomic_write(path, data, backup=True)
            self._remember(path)
            if rotates:  # the backup now holds the file just found good
                self._remember(backup)
        except OSError as err:
            raise SaveError(f"The game could not be saved: {err.strerror or err}.") from None

    def _remember(self, path: Path) -> None:
        """`path` is known good as it is now (this store wrote it, or loaded it)."""
        stat = path.stat()
        self._good[path] = (stat.st_mtime_ns, stat.st_size)

    def _known_good(self, path: Path) -> bool:
        try:
            stat = path.stat()
        except OSError:
            return False
        return self._good.get(path) == (stat.st_mtime_ns, stat.st_size)

    def _set_aside_unless_it_loads(self, path: Path, stem: str | None = None) -> None:
        """Load and verify `path` in full (format, replay, snapshot), as the Load screen
        would; if any stage fails, rename the file aside so the write cannot replace it."""
        try:
            load_save(path)
        except Exception:  # SaveError, or anything else: it does not load, so it is kept
            self._set_aside(path, stem or path.stem)

    def _set_aside(self, path: Path, stem: str) -> Path:
        """Rename a file that does not load out of the way, so that a write never replaces
        it: `<stem>.damaged-<time>.json`, which the Load screen lists with its sentence."""
        moment = f"{datetime.now(UTC):%Y%m%d-%H%M%S}"
        target = path.with_name(f"{stem}{DAMAGED_TAG}{moment}{SAVE_SUFFIX}")
        counter = 1
        while _present(target):
            counter += 1
            target = path.with_name(f"{stem}{DAMAGED_TAG}{moment}-{counter}{SAVE_SUFFIX}")
        os.replace(path, target)
        self._cache.clear()
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
        else:
            with contextlib.suppress(OSError):
                self._remember(backup_path(path) if use_backup else path)
        return loaded

    def _files(self, folder: Path) -> builtins.list[Path]:
        """The saves in `folder`: every `*.json` that is not a folder (a pipe or a device so
        named is listed, to be refused with its sentence), and a save of which only the
        backup is left. Hidden files and temp files never count."""
        try:
            names = list(folder.iterdir())
        except OSError:
            return []
        out: dict[Path, None] = {}
        for p in names:
            if p.name.startswith(".") or p.name.endswith(TEMP_SUFFIX):
                continue
            if p.name.endswith(SAVE_SUFFIX):
                if not p.is_dir():
                    out[p] = None
            elif p.name.endswith(SAVE_SUFFIX + BACKUP_SUFFIX):
                main = p.with_name(p.name[: -len(BACKUP_SUFFIX)])
                if not main.exists():  # only the backup is left: list the save as missing
                    out[main] = None
        return list(out)

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

    def examples(self, *, verify: bool = True) -> builtins.list[SaveEntry]:
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
        if path.is_symlink():
            raise SaveError(
                "This save is a link to a file kept somewhere else, so Mars Table leaves it "
                "alone: delete the link or the file yourself."
            )
        if path.resolve().parent != self.dir.resolve():
            raise SaveError("Only your own saves can be deleted; example games stay.")
        try:
            path.unlink(missing_ok=True)
            backup_path(path).unlink(missing_ok=True)
        except OSError as err:
            raise SaveError(f"The save could not be deleted: {err.strerror or err}.") from None
        self._good.pop(path, None)
