"""TM Dice map pictures: hexes, placed tiles (ocean, greenery, city, special) and the small
tile icons of effects. Callers cache the results."""

from __future__ import annotations

import math
import random
import zlib

import pygame

from game.ui.draw.palette import Colour, mix
from game.ui.draw.text import FontBook
from game.ui.tmdice.symbols import INK, draw_symbol
from game.ui.tmdice.words import SPECIAL_NAMES

HEX_GROUND: Colour = (150, 74, 46)
HEX_OCEAN: Colour = (70, 98, 140)
HEX_SPECIAL: Colour = (104, 66, 48)
TILE_OCEAN: Colour = (52, 118, 196)
TILE_GREENERY: Colour = (70, 150, 70)
TILE_CITY: Colour = (150, 150, 160)
TILE_SPECIAL: Colour = (170, 110, 60)


def hex_points(centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = centre
    return [
        (cx + r * math.cos(math.radians(60 * i - 30)), cy + r * math.sin(math.radians(60 * i - 30)))
        for i in range(6)
    ]


def draw_tile_icon(
    surface: pygame.Surface, tile: str, centre: tuple[float, float], r: float
) -> None:
    fill = {"ocean": TILE_OCEAN, "greenery": TILE_GREENERY, "city": TILE_CITY}.get(
        tile, TILE_SPECIAL
    )
    pts = hex_points(centre, r)
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, INK, pts, 1)
    symbol = {"ocean": "water", "greenery": "plant", "city": "city"}.get(tile)
    if symbol:
        draw_symbol(surface, symbol, centre, r * 0.55, INK)
    else:
        draw_symbol(surface, "artifact", centre, r * 0.55, INK)


def _lit_body(fill: Colour, c: tuple[float, float], r: float, size: int) -> pygame.Surface:
    """A hex of ``fill`` lit from above: lighter at the top, darker at the bottom."""
    paint = pygame.Surface((size, size), pygame.SRCALPHA)
    top, bottom = mix(fill, (255, 255, 255), 0.32), mix(fill, INK, 0.3)
    for y in range(size):
        pygame.draw.line(paint, mix(top, bottom, y / max(1, size - 1)), (0, y), (size, y))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), hex_points(c, r))
    paint.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return paint


def render_tile(kind: str, r: float, fonts: FontBook) -> pygame.Surface:
    """A placed tile (ocean, greenery, city, or a special tile by its name), hex-shaped."""
    size = math.ceil(r * 2) + 4
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    fill = {"ocean": TILE_OCEAN, "greenery": TILE_GREENERY, "city": TILE_CITY}.get(
        kind, TILE_SPECIAL
    )
    pygame.draw.polygon(surface, mix(fill, INK, 0.5), hex_points((c[0], c[1] + 1.5), r - 1))
    surface.blit(_lit_body(fill, c, r - 2, size), (0, 0))
    pts = hex_points(c, r - 2)
    for i in range(6):  # a bevel: edges facing the light (top left) bright, the others dark
        tone = mix(fill, (255, 255, 255), 0.5) if i in (3, 4, 5) else mix(fill, INK, 0.35)
        pygame.draw.line(surface, tone, pts[i], pts[(i + 1) % 6], 2)
    # str hashes change from run to run: the tile's seed must not (same picture every run)
    rnd = random.Random(zlib.crc32(kind.encode()) & 0xFFFF)
    if kind == "ocean":
        for k in range(3):
            y = c[1] - r * 0.35 + k * r * 0.32
            pts = [
                (c[0] - r * 0.55 + i * r * 0.11, y + math.sin(i * 1.2) * r * 0.06)
                for i in range(11)
            ]
            pygame.draw.lines(surface, mix(fill, (255, 255, 255), 0.5), False, pts, 2)
    elif kind == "greenery":
        for _ in range(4):
            x = c[0] + rnd.uniform(-0.45, 0.45) * r
            y = c[1] + rnd.uniform(-0.4, 0.35) * r
            pygame.draw.circle(surface, mix(fill, INK, 0.3), (x, y + 2), r * 0.18)
            pygame.draw.circle(surface, mix(fill, (200, 255, 170), 0.3), (x, y), r * 0.16)
    elif kind == "city":
        draw_symbol(surface, "city", c, r * 0.55, (50, 50, 60))
    else:
        draw_symbol(surface, "artifact", (c[0], c[1] - r * 0.12), r * 0.4, INK)
        name = SPECIAL_NAMES.get(kind, kind).split()[0]
        label = fonts.text(max(8, round(r * 0.3)), name, INK, bold=True)
        surface.blit(label, label.get_rect(center=(c[0], c[1] + r * 0.5)))
    return surface
