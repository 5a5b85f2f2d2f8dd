"""Who reads the TM Dice log, for the functions that word its lines."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.rules.core import Event
from game.ui.draw import palette
from game.ui.draw.palette import Colour
from game.ui.tmdice.words import Line


@dataclass(frozen=True, slots=True)
class Teller:
    """Who reads the log: names and colours of the seats, the viewer ("You"), a solo game."""

    name: Callable[[int], str]
    colour: Callable[[int], Colour]
    viewer: int | None
    solo: bool

    def who(self, seat: int) -> str:
        return "You" if seat == self.viewer else self.name(seat)

    def s(self, seat: int) -> str:
        """The verb's "s" when the seat is someone else ("takes"), none for "You take"."""
        return "s" if seat != self.viewer else ""


LineOf = Callable[[Event, Teller], Line | None]
PLAIN = palette.SAND_DIM
