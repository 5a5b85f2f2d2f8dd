"""The app's saves: the store, autosaves written off the frame loop, and the statistics.

One ``Saves`` per running app (``ctx.saves``). A game session hands it a snapshot after every
applied action and every undo; the snapshot is taken on the frame thread (the match must not
change under it) and written by the store's background saver. A failed write is a sentence
(``problem``) the table shows as a warning; the game goes on.
"""

from __future__ import annotations

from pathlib import Path

from game.store.background import BackgroundSaver
from game.store.saves import SaveStore
from game.store.saves_format import SaveFile
from game.store.stats import StatsStore, stats_path


class Saves:
    def __init__(self, store: SaveStore | None = None) -> None:
        self.store = store if store is not None else SaveStore()
        self.saver = BackgroundSaver(self.store)
        self.stats = StatsStore(stats_path(self.store.data_dir))
        self._closed = False

    @property
    def problem(self) -> str | None:
        """The sentence of the last autosave that failed (None once one works again)."""
        return self.saver.problem

    def submit(self, save: SaveFile) -> None:
        """Write ``save`` over its game's autosave, on the saver's thread."""
        if self._closed:
            self.store.autosave(save)
            return
        self.saver.submit(save)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait for the autosaves under way (before Continue, Load, quitting)."""
        if self._closed:
            return True
        return self.saver.flush(timeout)

    def close(self, timeout: float = 10.0) -> bool:
        if self._closed:
            return True
        self._closed = True
        self.stats.flush()
        return self.saver.close(timeout)

    @property
    def folder(self) -> Path:
        return self.store.dir
