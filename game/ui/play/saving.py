"""The app's saves as the screens use them: the store, and autosaves written off the frame loop.

One ``Saves`` per running app (``ctx.saves``). A game session hands it a snapshot after every
applied action and every undo; the snapshot is taken on the frame thread (the match must not
change under it) and written by the store's background saver. A failed write is a sentence
(``problem``) the table shows as a warning; the game goes on.
"""

from __future__ import annotations

import logging
from pathlib import Path

from game.store.background import BackgroundSaver
from game.store.saves import SaveStore
from game.store.saves_format import SaveFile, SeatInfo
from game.store.stats import StatsStore, stats_path
from game.ui.play.seats import COLOUR_NAMES, SeatSpec

log = logging.getLogger(__name__)


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


def seat_info(seat: SeatSpec) -> SeatInfo:
    """A seat of the new-game screen as the save file writes it."""
    return SeatInfo(
        name=seat.name or "Player",
        colour=COLOUR_NAMES[seat.colour % len(COLOUR_NAMES)],
        kind="human" if seat.human else "bot",
        bot=None if seat.human else seat.bot,
    )


def seat_spec(info: SeatInfo, index: int, bots: list[str]) -> SeatSpec:
    """A seat read from a save, as the table plays it (an unknown bot plays as the default)."""
    colour = COLOUR_NAMES.index(info.colour) if info.colour in COLOUR_NAMES else index
    human = info.kind == "human"
    bot = info.bot if info.bot in bots else ("greedy" if "greedy" in bots else bots[0])
    return SeatSpec(name=info.name, colour=colour, human=human, bot=bot)
