"""Fitting a save's row on the Load screen: its name beside its game, its seats on one line;
long text gives way (cut with an ellipsis) so nothing overlaps the date or the buttons."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.store.saves_format import SeatInfo


def title_line(
    bold: pygame.font.Font, font: pygame.font.Font, title: str, game: str, width: int
) -> tuple[str, str]:
    """A save row's name and its "· game" tail, fitted to ``width`` pixels (12 between them).
    The tail is left out when the name already says the game (an example named after its
    game); when both do not fit, the game's name gives way first, then the save's."""
    if not game or game.casefold() in title.casefold():
        return cut(bold, title, width), ""
    tail = f"\u00b7  {game}"
    name_w, tail_w = bold.size(title)[0], font.size(tail)[0]
    if name_w + 12 + tail_w <= width:
        return title, tail
    name_room = max(width // 2, width - 12 - tail_w)
    shown = cut(bold, title, name_room)
    tail_room = width - bold.size(shown)[0] - 12
    if tail_room < font.size("\u00b7  M\u2026")[0]:
        return cut(bold, title, width), ""
    return shown, cut(font, tail, tail_room)


def seat_line_fit(
    font: pygame.font.Font, small: pygame.font.Font, seats: Sequence[SeatInfo], width: int
) -> tuple[list[str], bool]:
    """The seat names as a save's row shows them, and whether "computer" fits after a bot's
    name: long names first lose the "computer" tags, then are cut short, so the line never
    runs under the Load button."""

    def line_width(names: list[str], kind: bool) -> int:
        total = 0
        for seat, name in zip(seats, names, strict=True):
            total += 18 + font.size(name)[0] + 22
            if kind and seat.kind == "bot":
                total += 5 + small.size("computer")[0]
        return total

    names = [seat.name for seat in seats]
    for kind in (True, False):
        if line_width(names, kind) <= width:
            return names, kind
    each = max(24, width // max(1, len(seats)) - 40)
    return [cut(font, name, each) for name in names], False


def cut(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` shortened with an ellipsis to fit ``width`` pixels."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text.rstrip() + "\u2026"
