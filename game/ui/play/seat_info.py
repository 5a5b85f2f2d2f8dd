"""A seat of the new-game screen as a save file writes it, and back."""

from __future__ import annotations

from game.store.safe_text import one_line
from game.store.saves_format import SeatInfo
from game.ui.play.seats import COLOUR_NAMES, SeatSpec


def seat_info(seat: SeatSpec) -> SeatInfo:
    """A seat of the new-game screen as the save file writes it."""
    return SeatInfo(
        name=seat.name or "Player",
        colour=COLOUR_NAMES[seat.colour % len(COLOUR_NAMES)],
        kind="human" if seat.human else "bot",
        bot=None if seat.human else seat.bot,
        couch=seat.couch if seat.human else "",
        controller=seat.controller if seat.human else "",
    )


def seat_spec(info: SeatInfo, index: int, bots: list[str]) -> SeatSpec:
    """A seat read from a save, as the table plays it (an unknown bot plays as the default;
    a control or format character in the name shows as U+FFFD: a zero-width one first in a
    name left nothing to draw of a seat's initial)."""
    colour = COLOUR_NAMES.index(info.colour) if info.colour in COLOUR_NAMES else index
    human = info.kind == "human"
    bot = info.bot if info.bot in bots else ("greedy" if "greedy" in bots else bots[0])
    return SeatSpec(
        name=one_line(info.name),
        colour=colour,
        human=human,
        bot=bot,
        couch=info.couch,
        controller=info.controller if human else "",
    )
