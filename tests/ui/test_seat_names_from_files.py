"""Issue 35, point 1, at the tables: a seat's name read from a save is one safe line, so a
control or format character first in it (U+1D173 has no width) never leaves a table with
an initial it cannot draw."""

from __future__ import annotations

import pygame

from game.store.safe_text import STAND_IN
from game.store.saves_format import SeatInfo
from game.ui.draw.text import FontBook
from game.ui.play.seat_info import seat_spec


def test_a_saved_name_with_a_format_character_first_keeps_an_initial(
    display: pygame.Surface,
) -> None:
    info = SeatInfo(name="\U0001d173Ada\u200d", colour="Teal", kind="human", bot=None)
    seat = seat_spec(info, 0, ["greedy"])
    assert seat.name == f"{STAND_IN}Ada{STAND_IN}"
    initial = FontBook().text(12, seat.name[:1], (255, 255, 255), bold=True)
    assert initial.get_width() > 0
