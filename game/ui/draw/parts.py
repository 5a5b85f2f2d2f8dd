"""Parts of a table kept as last drawn, each with a key of everything it showed: a part is
drawn again only when its key changes, so a frame that changes one thing (a die locked, a
VP counted) redraws that one part and blits the others as they were.

A move changes many parts at once, and drawing them all in its frame made the slowest frames
of a game. So a part that is only read (a player's panel, the log, the header: nothing is
clicked on it) may wait: in a frame that has drawn a part afresh already, it keeps its last
picture, and the parts that wait are drawn one a frame in the next frames (a table stays
dirty while any waits), none waiting more than `MOST_FRAMES_WAITED` frames even while moves
come every frame. The parts people act on are always drawn in the frame that changed
them, so a click never lands on a stale picture of a button."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

T = TypeVar("T")

#: Frames a part only read may show an older picture (about 1/15 s at 60 frames a second).
MOST_FRAMES_WAITED = 4


class Parts:
    def __init__(self) -> None:
        self._kept: dict[object, tuple[object, Any]] = {}
        self._common: object = None
        #: The read-only parts asked for in this frame that show an older picture.
        self._waiting: set[object] = set()
        #: How many frames each read-only part showing an older picture has waited.
        self._waited: dict[object, int] = {}
        self._drew = False  # a part was drawn afresh in this frame

    def drawn_with(self, common: object) -> None:
        """What every part draws from (seat colours and names): when it changes, every part
        is drawn afresh."""
        if common != self._common:
            self.clear()
            self._common = common

    def new_frame(self) -> None:
        """A new frame: a read-only part may be drawn afresh again (the ones that wait are
        asked for again, and say so again)."""
        self._drew = False
        for name in self._waiting:
            self._waited[name] = self._waited.get(name, 0) + 1
        self._waiting.clear()

    def get(self, name: object, key: object, render: Callable[[], T], read: bool = False) -> T:
        """The part `name` as last drawn if it showed `key`, else `render()` kept under it.
        `read`: only read, never clicked, so it may wait for a later frame (see the module)."""
        kept = self._kept.get(name)
        if kept is not None and kept[0] == key:
            self._waited.pop(name, None)
            return cast(T, kept[1])
        waited = self._waited.get(name, 0)
        if read and kept is not None and self._drew and waited < MOST_FRAMES_WAITED:
            self._waiting.add(name)
            return cast(T, kept[1])
        self._waited.pop(name, None)
        part = render()
        self._kept[name] = (key, part)
        self._drew = True
        return part

    def waiting(self) -> bool:
        """A part asked for in this frame shows an older picture: the table must be drawn
        again next frame."""
        return bool(self._waiting)

    def clear(self) -> None:
        """Draw every part afresh next time (the look changed: a palette, the fonts)."""
        self._kept.clear()
        self._waiting.clear()
        self._waited.clear()
