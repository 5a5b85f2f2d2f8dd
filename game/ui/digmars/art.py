"""Dig Mars pieces drawn with pygame: tile backs (the ground is unknown until dug, so a back
shows only its digging difficulty), empty pits, the stack's lower tiles, small icons. The
faces, drawn from the ground and treasure pictures, are in faces.py. Callers cache the
results.
"""

from __future__ import annotations

import random

import pygame

from game.rules.digmars.content import BONUS_NAMES
from game.ui.draw import palette
from game.ui.draw.palette import Colour, mix
from game.ui.draw.text import FontBook, render

TILE = 118
#: A tile's corner radius.
RADIUS = 9
#: Where a face's bonus ribbon sits; the station tokens stand below it.
BONUS_RIBBON = pygame.Rect(6, 78, TILE - 12, 17)

#: The backs darken as the ground gets harder; the number says it too.
BACKS: dict[int, Colour] = {
    1: (200, 150, 96),
    2: (170, 98, 60),
    3: (126, 62, 44),
    4: (78, 46, 52),
}
INK: Colour = (66, 34, 22)
COIN: Colour = (234, 182, 64)
COIN_RIM: Colour = (160, 108, 28)
SLAB: Colour = (92, 52, 38)
SLAB_EDGE: Colour = (44, 22, 18)
PIT: Colour = (34, 20, 22)

SHORT_BONUS: dict[str, str] = {
    "extra_dig": "Extra dig",
    "extra_carry": "Extra carry",
    "extra_fortune": "+1 fortune",
    "inspect": "Inspect",
    "relocate": "Relocate",
}


def _rounded(surface: pygame.Surface, colour: Colour, rect: pygame.Rect, r: int = 9) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=r)


def rounded(picture: pygame.Surface, radius: int = RADIUS) -> pygame.Surface:
    """A copy of a picture with its corners cut round (transparent)."""
    out = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    out.blit(picture, (0, 0))
    mask = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def _speckle(surface: pygame.Surface, base: Colour, seed: int, amount: int = 70) -> None:
    rng = random.Random(seed)
    w, h = surface.get_size()
    for _ in range(amount):
        x, y = rng.randrange(6, w - 6), rng.randrange(6, h - 6)
        shade = mix(base, (0, 0, 0) if rng.random() < 0.6 else (255, 240, 220), 0.18)
        pygame.draw.circle(surface, shade, (x, y), rng.choice((1, 1, 2)))
    for _ in range(3):  # a few cracks
        x, y = rng.randrange(10, w - 10), rng.randrange(10, h - 10)
        points = [(x, y)]
        for _ in range(4):
            x += rng.randrange(-9, 10)
            y += rng.randrange(-9, 10)
            points.append((x, y))
        pygame.draw.lines(surface, mix(base, (0, 0, 0), 0.3), False, points, 1)


def shade_tile(surface: pygame.Surface, light: int = 34, dark: float = 0.72) -> None:
    """Light from the top left: the top edge of a tile brighter, its lower part darker, so it
    reads as a thick piece on the table. Changes colour only, never the transparent corners."""
    w, h = surface.get_size()
    lift = pygame.Surface((w, h))
    shadow = pygame.Surface((w, h))
    shadow.fill((255, 255, 255))
    band = max(1, h // 6)
    for y in range(band):  # a bright rim fading in from the top edge
        k = round(light * (1 - y / band))
        pygame.draw.line(lift, (k, k, k), (0, y), (w, y))
    for x in range(band // 2):  # and a fainter one down the left edge
        k = round(light * 0.6 * (1 - x / (band // 2)))
        pygame.draw.line(lift, (k, k, k), (x, band), (x, h))
    for y in range(h // 2, h):  # darker towards the bottom, most at the very edge
        f = 1 - (1 - dark) * ((y - h // 2) / (h - h // 2)) ** 2
        v = round(255 * f)
        pygame.draw.line(shadow, (v, v, v), (0, y), (w, y))
    surface.blit(lift, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surface.blit(shadow, (0, 0), special_flags=pygame.BLEND_RGB_MULT)


def draw_pick(surface: pygame.Surface, centre: tuple[int, int], size: int, colour: Colour) -> None:
    """A pickaxe: the digging icon."""
    cx, cy = centre
    s = size
    pygame.draw.line(surface, colour, (cx - s // 2, cy + s // 2), (cx + s // 3, cy - s // 3), 3)
    head = [
        (cx - s // 6, cy - s // 2),
        (cx + s // 4, cy - s // 2 + 2),
        (cx + s // 2, cy - s // 6),
        (cx + s // 2 - 2, cy + s // 5),
        (cx + s // 4 + 2, cy - s // 5),
        (cx, cy - s // 3),
    ]
    pygame.draw.polygon(surface, colour, head)


def draw_crate(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A crate: the carrying icon."""
    pygame.draw.rect(surface, colour, rect, border_radius=2)
    dark = mix(colour, (0, 0, 0), 0.45)
    pygame.draw.rect(surface, dark, rect, 2, border_radius=2)
    pygame.draw.line(surface, dark, rect.topleft, rect.bottomright, 2)
    pygame.draw.line(surface, dark, rect.midtop, rect.midbottom, 1)


def render_back(fonts: FontBook, dig: int, seed: int, number: bool = True) -> pygame.Surface:
    """The unexplored side: the ground's colour and its digging difficulty, large (without
    the number and pick when `number` is False: a looked-at tile shows its face there)."""
    surface = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    base = BACKS.get(dig, BACKS[4])
    inner = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    inner.fill(base)
    _speckle(inner, base, seed)
    surface.blit(rounded(inner), (0, 0))
    shade_tile(surface)
    pygame.draw.rect(surface, mix(base, (255, 230, 200), 0.35), surface.get_rect(), 2, 9)
    ink = INK if dig == 1 else palette.SAND
    label = render(fonts.get(11, bold=True), "DIG", ink)
    surface.blit(label, (9, 7))
    if not number:
        return surface
    figure = render(fonts.get(42, bold=True), str(dig), ink)
    rect = figure.get_rect(center=(TILE // 2 + 12, 48))
    surface.blit(figure, rect)
    draw_pick(surface, (rect.left - 16, 50), 24, ink)
    return surface


def depth_pips(rect: pygame.Rect) -> list[tuple[int, int]]:
    """Where a stack's depth pips sit on its top tile (one per tile left), top right."""
    return [(rect.right - 12 - i * 9, rect.top + 12) for i in range(3)]


def render_slab() -> pygame.Surface:
    """A lower tile of a stack: only its edge shows."""
    surface = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    _rounded(surface, SLAB, surface.get_rect())
    shade_tile(surface, light=10, dark=0.6)
    pygame.draw.rect(surface, SLAB_EDGE, surface.get_rect(), 2, 9)
    return surface


def render_shadow() -> pygame.Surface:
    """The soft shadow a stack casts on the plate, down and to the right."""
    surface = pygame.Surface((TILE + 8, TILE + 8), pygame.SRCALPHA)
    for i, alpha in enumerate((26, 36, 48)):
        rect = surface.get_rect().inflate(-2 * (2 - i) - 2, -2 * (2 - i) - 2)
        pygame.draw.rect(surface, (10, 4, 6, alpha), rect, border_radius=12 - i)
    return surface


def render_pit(fonts: FontBook) -> pygame.Surface:
    """An emptied square: a dug-out pit."""
    surface = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    rect = surface.get_rect().inflate(-8, -8)
    _rounded(surface, PIT, rect, 12)
    pygame.draw.rect(surface, (70, 40, 34), rect, 2, 12)
    pygame.draw.ellipse(surface, (22, 12, 14), rect.inflate(-30, -56).move(0, 6))
    text = render(fonts.get(11, bold=True), "DUG OUT", palette.MUTED)
    surface.blit(text, text.get_rect(midtop=(TILE // 2, rect.top + 8)))
    return surface


def bonus_name(bonus: str) -> str:
    return BONUS_NAMES.get(bonus, bonus)
