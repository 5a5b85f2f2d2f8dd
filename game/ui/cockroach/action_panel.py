"""The action panel drawn: what is asked now (prompts.py) over every choice as a button
(rows.py), the one under the pointer or the keyboard's pick lit; and which button a point
on the canvas is on."""

from __future__ import annotations

import math

import pygame

from game.ui.cockroach.layout import PANEL
from game.ui.cockroach.look import Look, card_box
from game.ui.cockroach.model import Value
from game.ui.draw import palette
from game.ui.draw.text import render_tracked, wrap

ROW_H = 27
ROW_GAP = 4


def row_rect(i: int, count: int) -> pygame.Rect:
    """Button `i` of `count`, stacked up from the bottom of the panel."""
    top = PANEL.bottom - 10 - (count - i) * (ROW_H + ROW_GAP) + ROW_GAP
    return pygame.Rect(PANEL.x + 12, top, PANEL.width - 24, ROW_H)


def render_panel(
    look: Look,
    title: str,
    lines: list[tuple[str, tuple[int, int, int]]],
    rows: list[tuple[str, Value]],
    hover: int | None,
    focus: Value | None,
) -> pygame.Surface:
    """The panel: a title, lines of text (the hand, the stack of plays, a note) and buttons."""
    surface = card_box(PANEL.size, palette.PANEL_EDGE, (24, 16, 26))
    width = PANEL.width - 24
    head = render_tracked(look.fonts.get(12, bold=True), title.upper(), palette.OCHRE, 2)
    if head.get_width() > width:
        head = look.line(title.upper(), palette.OCHRE, width, 12, True)
    surface.blit(head, (12, 10))
    y = 30
    bottom = row_rect(0, len(rows)).top - PANEL.y - 4 if rows else PANEL.height - 8
    font = look.fonts.get(13)
    step = 16
    for text, colour in lines:
        wrapped = wrap(font, text, width)
        if y + step * len(wrapped) > bottom:
            wrapped = wrapped[: max(0, (bottom - y) // step)]
            if not wrapped:
                break
            surface.blit(look.line(" ".join(wrapped) + " \u2026", colour, width, 13), (12, y))
            break
        for part in wrapped:
            surface.blit(look.fonts.text(13, part, colour), (12, y))
            y += step
        y += 2
    for i, (text, value) in enumerate(rows):
        rect = row_rect(i, len(rows)).move(-PANEL.x, -PANEL.y)
        lit = i == hover or (focus is not None and value == focus)
        fill = palette.BUTTON_HOVER if lit else palette.BUTTON
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        pygame.draw.rect(surface, palette.PANEL_EDGE, rect, 1, border_radius=6)
        label = look.line(text, palette.SAND, rect.width - 16, 14)
        surface.blit(label, label.get_rect(midleft=(rect.x + 8, rect.centery)))
    return surface


def row_at(rows: list[tuple[str, Value]], pos: tuple[int, int]) -> int | None:
    for i in range(len(rows)):
        if row_rect(i, len(rows)).collidepoint(pos):
            return i
    return None


def draw_waiting_edge(surface: pygame.Surface, time: float) -> None:
    """The pulsing edge round the panel while a choice there waits on the people."""
    pulse = 0.5 + 0.5 * math.sin(time * 4.0)
    edge = tuple(int(c * (0.6 + 0.4 * pulse)) for c in palette.OCHRE)
    pygame.draw.rect(surface, edge, PANEL.inflate(4, 4), 2, border_radius=12)
