"""The app's saves: the store, autosaves written off the frame loop, and the statistics.

One ``Saves`` per running app (``ctx.saves``). A game session hands it a snapshot after every
applied action and every undo; the snapshot is taken on the frame thread (the match must not
change under it) and written by the store's background saver. A failed write is a sentence
(``problem``) the table shows as a warning; the game goes on.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.store.background import BackgroundSaver
    from game.store.saves import SaveStore
    from game.store.saves_format import SaveFile
    from game.store.stats import StatsStore


class Saves:
    """The store, its autosaver and the statistics, made on first use: the save formats
    (pydantic models) load then, off the title's first frame (its look for a game to
    continue runs on a thread of its own and is the first to ask)."""

    def __init__(self, store: SaveStore | None = None) -> None:
        self._given = store
        self._lock = threading.Lock()
        self._parts: tuple[SaveStore, BackgroundSaver, StatsStore] | None = None
        self._closed = False

    def _made(self) -> tuple[SaveStore, BackgroundSaver, StatsStore]:
        with self._lock:
            if self._parts is None:
                from game.store.background import BackgroundSaver
                from game.store.saves import SaveStore
                from game.store.stats import StatsStore, stats_path

                store = self._given if self._given is not None else SaveStore()
                self._parts = (
                    store,
                    BackgroundSaver(store),
                    StatsStore(stats_path(store.data_dir)),
                )
            return self._parts

    @property
    def store(self) -> SaveStore:
        return self._made()[0]

    @property
    def saver(self) -> BackgroundSaver:
        return self._made()[1]

    @property
    def stats(self) -> StatsStore:
        return self._made()[2]

    @property
    def problem(self) -> str | None:
        """The sentence of the last autosave that failed (None once one works again)."""
        return self.saver.problem if self._parts is not None else None

    def submit(self, save: SaveFile) -> None:
        """Write ``save`` over its game's autosave, on the saver's thread."""
        if self._closed:
            self.store.autosave(save)
            return
        self.saver.submit(save)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait for the autosaves under way (before Continue, Load, quitting)."""
        if self._closed or self._parts is None:
            return True
        return self.saver.flush(timeout)

    def close(self, timeout: float = 10.0) -> bool:
        if self._closed:
            return True
        self._closed = True
        if self._parts is None:  # nothing was ever saved or read: nothing to finish
            return True
        self.stats.flush()
        return self.saver.close(timeout)

    @property
    def folder(self) -> Path:
        return self.store.dir
