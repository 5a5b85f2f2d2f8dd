"""The map's terrain, painted with pygame (no images): each hex lit from the top left, with a
bevelled rim, a drop shadow and a texture of its own kind (dusty ground with pebbles and
craters, water with ripples and glints, dark rock for the named areas); the glow of an area a
tile may go on. Every picture depends only on its kind, size and variant (seeded by a stable
hash), so the map looks the same every run; callers cache them per window size."""

from __future__ import annotations

import functools
import math
import random
import zlib

import pygame

from game.ui.draw.palette import Colour, mix
from game.ui.tmdice.map_art import HEX_GROUND, HEX_OCEAN, HEX_SPECIAL, hex_points

#: Terrain variants per kind: neighbours differ without a picture per hex.
VARIANTS = 4
LIGHT: Colour = (255, 236, 210)
DARK: Colour = (28, 12, 10)
GLOW: Colour = (255, 226, 140)
#: The ring of a lit area: bright with a dark core line, so it reads on any hex and without
#: telling colours apart (colour-vision palettes included).
RING_LIGHT: Colour = (255, 250, 225)
RING_DARK: Colour = (20, 10, 8)
TARGET: Colour = (255, 150, 60)


def _base(kind: str) -> Colour:
    return {"ocean": HEX_OCEAN, "special": HEX_SPECIAL}.get(kind, HEX_GROUND)


def _gradient(size: int, top: Colour, bottom: Colour) -> pygame.Surface:
    """Light from the top left: a diagonal blend from ``top`` to ``bottom``."""
    surface = pygame.Surface((size, size))
    for y in range(size):
        pygame.draw.line(surface, mix(top, bottom, y / max(1, size - 1)), (0, y), (size, y))
    tilt = pygame.Surface((size, size), pygame.SRCALPHA)
    for x in range(size):  # a little lighter on the left, darker on the right
        shade = round(28 * (x / max(1, size - 1) - 0.5))
        ink = (0, 0, 0, shade) if shade > 0 else (255, 255, 255, -shade)
        pygame.draw.line(tilt, ink, (x, 0), (x, size))
    surface.blit(tilt, (0, 0))
    return surface


def _ground(surface: pygame.Surface, rnd: random.Random, r: float, base: Colour) -> None:
    size = surface.get_width()
    for _ in range(int(r * 2.2)):  # dust: fine specks, lighter and darker
        x, y = rnd.uniform(0, size), rnd.uniform(0, size)
        tone = mix(base, LIGHT if rnd.random() < 0.5 else DARK, rnd.uniform(0.12, 0.3))
        pygame.draw.circle(surface, tone, (x, y), rnd.choice((1, 1, 1.5)))
    for _ in range(rnd.randint(1, 2)):  # a crater: a dark bowl with a lit far rim
        x, y = rnd.uniform(0.3, 0.7) * size, rnd.uniform(0.3, 0.7) * size
        cr = rnd.uniform(0.1, 0.17) * r
        pygame.draw.circle(surface, mix(base, DARK, 0.28), (x, y), cr)
        pygame.draw.arc(
            surface, mix(base, LIGHT, 0.35), (x - cr, y - cr, 2 * cr, 2 * cr), 3.6, 5.9, 1
        )
    for _ in range(3):  # pebbles with a lit top
        x, y = rnd.uniform(0.15, 0.85) * size, rnd.uniform(0.15, 0.85) * size
        pygame.draw.circle(surface, mix(base, DARK, 0.35), (x + 0.8, y + 0.8), 1.8)
        pygame.draw.circle(surface, mix(base, LIGHT, 0.25), (x, y), 1.4)


def _water(surface: pygame.Surface, rnd: random.Random, r: float, base: Colour) -> None:
    size = surface.get_width()
    deep = mix(base, (10, 30, 70), 0.35)
    pygame.draw.circle(surface, deep, (size * 0.55, size * 0.6), r * 0.55)  # the deep middle
    for k in range(5):  # ripples: light crests over dark troughs
        y = size * (0.2 + 0.15 * k) + rnd.uniform(-2, 2)
        phase = rnd.uniform(0, math.tau)
        crest = [(x, y + math.sin(x / size * 9 + phase) * r * 0.05) for x in range(0, size + 1, 2)]
        pygame.draw.lines(
            surface, mix(base, (8, 20, 50), 0.3), False, [(x, y + 1.5) for x, y in crest]
        )
        pygame.draw.lines(surface, mix(base, (190, 225, 255), 0.4), False, crest)
    for _ in range(5):  # glints of light on the water
        x, y = rnd.uniform(0.2, 0.6) * size, rnd.uniform(0.15, 0.5) * size
        pygame.draw.line(surface, (225, 240, 255), (x, y), (x + 3, y), 1)


def _rock(surface: pygame.Surface, rnd: random.Random, r: float, base: Colour) -> None:
    size = surface.get_width()
    _ground(surface, rnd, r * 0.6, base)
    for _ in range(3):  # cracks in the dark rock
        x, y = rnd.uniform(0.2, 0.8) * size, rnd.uniform(0.55, 0.85) * size
        pts = [(x, y)]
        for _ in range(3):
            x += rnd.uniform(-5, 5)
            y += rnd.uniform(2, 5)
            pts.append((x, y))
        pygame.draw.lines(surface, mix(base, DARK, 0.45), False, pts, 1)


@functools.lru_cache(maxsize=64)
def render_hex(kind: str, r: float, variant: int) -> pygame.Surface:
    """A map hex of a kind ("ground", "ocean", "special"): shadow, lit texture and rim, on a
    transparent square of side ``2r + 8`` centred on the hex (kept: the caller blits it)."""
    size = math.ceil(r * 2) + 8
    c = (size / 2, size / 2)
    base = _base(kind)
    rnd = random.Random(zlib.crc32(f"{kind}:{variant}".encode()))
    paint = _gradient(size, mix(base, LIGHT, 0.16), mix(base, DARK, 0.22))
    {"ocean": _water, "special": _rock}.get(kind, _ground)(paint, rnd, r, base)
    inner = hex_points(c, r - 1.5)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), inner)
    shaped = _with_alpha(paint)
    shaped.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    shadow = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.polygon(shadow, (0, 0, 0, 120), hex_points((c[0] + 1.5, c[1] + 2.5), r - 1))
    out.blit(pygame.transform.gaussian_blur(shadow, 2), (0, 0))
    out.blit(shaped, (0, 0))
    _rim(out, inner, base)
    return out


def _with_alpha(surface: pygame.Surface) -> pygame.Surface:
    """An opaque surface as a per-pixel-alpha one (no display to convert against)."""
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    out.blit(surface, (0, 0))
    return out


def _rim(surface: pygame.Surface, pts: list[tuple[float, float]], base: Colour) -> None:
    """A bevel: the edges facing the light (top left) bright, the others dark, and a thin
    outline holding the hex together."""
    for i in range(6):
        a, b = pts[i], pts[(i + 1) % 6]
        normal = math.radians(60 * i)  # the outward direction of edge i
        facing = math.cos(normal - math.radians(225))  # 1: straight at the light
        tone = mix(base, LIGHT, 0.45) if facing > 0.1 else mix(base, DARK, 0.5)
        pygame.draw.line(surface, tone, a, b, 2)
    pygame.draw.polygon(surface, (40, 20, 16), pts, 1)


def render_lit(r: float, level: int) -> pygame.Surface:
    """An area a tile may go on, at pulse ``level`` (0-8): a warm glow over the hex, a soft
    halo past its edge, and a bright ring with a dark core line (readable by shape and
    brightness, not by hue alone)."""
    size = math.ceil(r * 2) + 16
    c = (size / 2, size / 2)
    halo = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.polygon(halo, (*GLOW, 90 + level * 12), hex_points(c, r + 2), 6)
    surface = pygame.transform.gaussian_blur(halo, 3)
    pygame.draw.polygon(surface, (*GLOW, 46 + level * 7), hex_points(c, r - 3))
    pygame.draw.polygon(surface, (*RING_LIGHT, 210 + level * 5), hex_points(c, r - 2), 4)
    pygame.draw.polygon(surface, (*RING_DARK, 235), hex_points(c, r - 2), 1)
    return surface


def render_target(r: float) -> pygame.Surface:
    """The lit area the pointer or the keyboard has chosen: a warm fill and a thick bright
    ring held by dark lines on both sides, unmistakable among the other lit areas."""
    size = math.ceil(r * 2) + 16
    c = (size / 2, size / 2)
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.polygon(surface, (*TARGET, 90), hex_points(c, r - 3))
    pygame.draw.polygon(surface, (*RING_DARK, 255), hex_points(c, r + 1), 7)
    pygame.draw.polygon(surface, (*TARGET, 255), hex_points(c, r), 4)
    return surface
