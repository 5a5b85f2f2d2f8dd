"""A row of key hints: each key or button in a pill, then what it does ("[Esc] quits"), named
for the device last used (glyphs.py), so a person holding a controller reads [B] and one at
the keyboard [Esc]."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.draw import palette
from game.ui.draw.text import FontBook, render
from game.ui.shell import glyphs
from game.ui.widgets.panel import render_pill

#: Between a pill and its words, and between one hint and the next.
INNER_GAP = 8
HINT_GAP = 22


def render_key_hints(
    fonts: FontBook, hints: Sequence[tuple[str, str]], size: int = 13
) -> pygame.Surface:
    """``hints``: (intent, what it does) pairs, left to right, in one line."""
    font = fonts.get(size)
    parts: list[tuple[pygame.Surface, pygame.Surface]] = []
    for intent, words in hints:
        pill = render_pill(
            render(font, glyphs.glyph(intent), palette.SAND_DIM), palette.SAND_DIM, (7, 2)
        )
        parts.append((pill, render(font, words, palette.SAND_DIM)))
    width = sum(p.get_width() + INNER_GAP + w.get_width() for p, w in parts)
    width += HINT_GAP * max(0, len(parts) - 1)
    height = max((max(p.get_height(), w.get_height()) for p, w in parts), default=0)
    surface = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    x = 0
    for pill, words in parts:
        surface.blit(pill, pill.get_rect(midleft=(x, height // 2)))
        x += pill.get_width() + INNER_GAP
        surface.blit(words, words.get_rect(midleft=(x, height // 2)))
        x += words.get_width() + HINT_GAP
    return surface


def blit_key_hints(
    surface: pygame.Surface,
    fonts: FontBook,
    hints: Sequence[tuple[str, str]],
    midright: tuple[int, int],
) -> pygame.Rect:
    """Draw ``hints`` ending at ``midright``; where they went."""
    row = render_key_hints(fonts, hints)
    return surface.blit(row, row.get_rect(midright=midright))
