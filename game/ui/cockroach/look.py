"""What every view of the hunt shares: the fonts, seat colours and names, the content."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.rules.cockroach.content import Content, content
from game.ui.draw.palette import Colour
from game.ui.draw.text import FontBook, render_fitted, render_paragraph


@dataclass
class Look:
    fonts: FontBook
    colour: Callable[[int], Colour]
    name: Callable[[int], str]
    c: Content

    @classmethod
    def make(
        cls, fonts: FontBook, colour: Callable[[int], Colour], name: Callable[[int], str]
    ) -> Look:
        return cls(fonts, colour, name, content())

    def line(
        self, text: str, colour: Colour, width: int, size: int = 14, bold: bool = False
    ) -> pygame.Surface:
        """One line that never runs past `width` (smaller, then cut with an ellipsis)."""
        return render_fitted(self.fonts, text, colour, width, (size, size - 1, size - 2), bold)

    def para(
        self, text: str, colour: Colour, width: int, size: int = 12, lines: int = 3
    ) -> pygame.Surface:
        return render_paragraph(
            self.fonts.get(size), text, colour, width, line_spacing=1.05, max_lines=lines
        )


def card_box(size: tuple[int, int], edge: Colour, fill: Colour = (34, 22, 28)) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*fill, 235), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, edge, surface.get_rect(), 2, border_radius=10)
    return surface
