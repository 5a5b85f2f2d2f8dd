"""The revealed panel: beside a finished game's table in the replay's "Everything revealed",
every seat's secrets in words (their hands, their private looks, their hidden numbers), as
the game's table words them (`TableScene.revealed_secrets`). Drawn by us, to the right of the
table, which is scaled to leave it room: nothing of the table is covered."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.draw import palette
from game.ui.draw.palette import Colour
from game.ui.draw.text import FontBook, render, wrap

TITLE = "EVERYTHING REVEALED"
#: Text sizes tried, largest first, until every seat's lines fit the panel's height.
SIZES = (13, 12, 11, 10)
ITEM = "\u00b7 "
PAD = 10


def _lines(
    fonts: FontBook,
    size: int,
    width: int,
    secrets: list[tuple[int, list[str]]],
    name: Callable[[int], str],
    colour: Callable[[int], Colour],
) -> list[tuple[pygame.Surface, int, int]]:
    """Every line as (picture, x, space above) at text size `size`: a seat's name, its lines,
    items of a list behind a dot and wrapped under their own first word."""
    out: list[tuple[pygame.Surface, int, int]] = []
    plain, bold = fonts.get(size), fonts.get(size + 1, bold=True)
    dot = plain.size(ITEM)[0]
    for number, (seat, lines) in enumerate(secrets):
        out.append((render(bold, name(seat), colour(seat)), PAD, 10 if number else 0))
        for line in lines or ["Nothing hidden."]:
            if line.startswith(ITEM):
                parts = wrap(plain, line[len(ITEM) :], width - 6 - dot)
                for i, part in enumerate(parts):
                    x = PAD + 6 if i == 0 else PAD + 6 + dot
                    shown = ITEM + part if i == 0 else part
                    out.append((render(plain, shown, palette.SAND), x, 1))
            else:
                for part in wrap(plain, line, width):
                    out.append((render(plain, part, palette.SAND_DIM), PAD, 1))
    return out


def render_revealed(
    fonts: FontBook,
    size: tuple[int, int],
    secrets: list[tuple[int, list[str]]],
    name: Callable[[int], str],
    colour: Callable[[int], Colour],
) -> pygame.Surface:
    """The panel, `size` big: a title, then each seat's name and secrets; the text shrinks
    until it all fits (and, past the smallest size, the last lines give way to a note)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (*palette.PANEL, 238), rect, border_radius=8)
    pygame.draw.rect(surface, palette.PANEL_EDGE, rect, 1, border_radius=8)
    title = render(fonts.get(12, bold=True), TITLE, palette.OCHRE)
    surface.blit(title, (PAD, PAD))
    top = PAD + title.get_height() + 8
    room = rect.height - top - PAD
    inner = rect.width - 2 * PAD
    lines: list[tuple[pygame.Surface, int, int]] = []
    for text_size in SIZES:
        lines = _lines(fonts, text_size, inner, secrets, name, colour)
        if sum(pic.get_height() + gap for pic, _, gap in lines) <= room:
            break
    y = top
    for number, (picture, x, gap) in enumerate(lines):
        last = number == len(lines) - 1
        need = picture.get_height() * (1 if last else 2)  # room for a note after it
        if y + gap + need > top + room:
            left = len(lines) - number
            note = f"\u2026 {left} more line{'s' if left != 1 else ''}"
            surface.blit(render(fonts.get(SIZES[-1]), note, palette.MUTED), (PAD, y + gap))
            break
        surface.blit(picture, (x, y + gap))
        y += gap + picture.get_height()
    return surface
