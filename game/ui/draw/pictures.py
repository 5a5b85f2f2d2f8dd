"""Our vector pictures: one SVG file per picture, `assets/images/<game>/<kind>/<id>.svg`
(../shared/ART.md), rendered with pygame-ce's `pygame.image.load_sized_svg` at the size a
screen needs, once per size (cached), so they stay crisp from 1280x720 to 4K.

A missing or broken file never stops a game: it draws a plain placeholder shape in its place
and logs one line (once per file).
"""

from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path

import pygame

from game.ui.draw import palette
from game.ui.draw.assets import assets_root

log = logging.getLogger(__name__)
_reported: set[Path] = set()


def picture_path(game: str, kind: str, pid: str) -> Path:
    return assets_root() / "images" / game / kind / f"{pid}.svg"


def picture(game: str, kind: str, pid: str, size: tuple[int, int]) -> pygame.Surface:
    """The picture `pid` of that game and kind, `size` pixels (w, h), from the cache once
    drawn. Callers must not draw on it (it is shared): blit it."""
    return _picture(game, kind, pid, (max(1, size[0]), max(1, size[1])))


@lru_cache(maxsize=1024)
def _picture(game: str, kind: str, pid: str, size: tuple[int, int]) -> pygame.Surface:
    path = picture_path(game, kind, pid)
    try:
        loaded = pygame.image.load_sized_svg(str(path), size)
    except (FileNotFoundError, OSError, pygame.error, ValueError) as err:
        if path not in _reported:
            _reported.add(path)
            log.warning("Picture %s could not be drawn (%s); a placeholder stands in", path, err)
        return placeholder(size)
    surface = (
        loaded.convert_alpha()
        if pygame.display.get_init() and pygame.display.get_surface()
        else loaded
    )
    if surface.get_size() != size:  # the SVG keeps its ratio: centre it in the box asked for
        boxed = pygame.Surface(size, pygame.SRCALPHA)
        boxed.blit(surface, surface.get_rect(center=(size[0] // 2, size[1] // 2)))
        surface = boxed
    return surface


def placeholder(size: tuple[int, int]) -> pygame.Surface:
    """A plain stand-in: a dim rounded frame with a diagonal, nothing that reads as art."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect().inflate(-2, -2)
    pygame.draw.rect(surface, palette.PANEL_EDGE, rect, max(1, min(w, h) // 24), border_radius=6)
    pygame.draw.line(surface, palette.MUTED, rect.topleft, rect.bottomright, 1)
    return surface


def forget() -> None:
    """Drop every cached picture (after the display changes)."""
    _picture.cache_clear()
