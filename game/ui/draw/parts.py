"""Parts of a table kept as last drawn, each with a key of everything it showed: a part is
drawn again only when its key changes, so a frame that changes one thing (a die locked, a
VP counted) redraws that one part and blits the others as they were."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

T = TypeVar("T")


class Parts:
    def __init__(self) -> None:
        self._kept: dict[object, tuple[object, Any]] = {}
        self._common: object = None

    def drawn_with(self, common: object) -> None:
        """What every part draws from (seat colours and names): when it changes, every part
        is drawn afresh."""
        if common != self._common:
            self._kept.clear()
            self._common = common

    def get(self, name: object, key: object, render: Callable[[], T]) -> T:
        """The part `name` as last drawn if it showed `key`, else `render()` kept under it."""
        kept = self._kept.get(name)
        if kept is not None and kept[0] == key:
            return cast(T, kept[1])
        part = render()
        self._kept[name] = (key, part)
        return part

    def clear(self) -> None:
        """Draw every part afresh next time (the look changed: a palette, the fonts)."""
        self._kept.clear()
