"""Card-like panels: a translucent dark plate with a thin edge and an optional accent bar."""

from __future__ import annotations

import pygame

from game.ui.draw import palette
from game.ui.draw.palette import Colour


def render_panel(
    size: tuple[int, int],
    accent: Colour | None = palette.RUST_BRIGHT,
    fill_alpha: int = 215,
    radius: int = 10,
) -> pygame.Surface:
    """A panel of ``size`` on a transparent surface, to blit over a backdrop."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (*palette.PANEL, fill_alpha), rect, border_radius=radius)
    pygame.draw.rect(surface, (*palette.PANEL_EDGE, 200), rect, width=1, border_radius=radius)
    if accent is not None:
        bar = pygame.Rect(0, 0, 4, rect.height - 2 * radius)
        bar.midleft = (rect.left + 1, rect.centery)
        pygame.draw.rect(surface, (*accent, 255), bar, border_radius=2)
    return surface


def render_pill(
    text_surface: pygame.Surface, colour: Colour, padding: tuple[int, int] = (10, 3)
) -> pygame.Surface:
    """A rounded outline around a line of text, like a tag."""
    tw, th = text_surface.get_size()
    size = (tw + 2 * padding[0], th + 2 * padding[1])
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (*colour, 40), rect, border_radius=size[1] // 2)
    pygame.draw.rect(surface, (*colour, 190), rect, width=1, border_radius=size[1] // 2)
    surface.blit(text_surface, padding)
    return surface
