"""A night sky over the curve of Mars: the backdrop of the title and the menus.

Drawn once with pygame's own drawing (no image files) onto a surface that callers cache.
Everything is placed in proportion to the requested size, and the stars come from a fixed
seed, so the same size always gives the same picture.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui.draw import palette
from game.ui.draw.drawn_once import drawn_once
from game.ui.draw.palette import Colour, mix

if TYPE_CHECKING:
    from game.ui.shell.context import UiContext

#: Raised whenever the drawing below changes: the copies kept on disk are then drawn anew.
VERSION = 1


def backdrop(ctx: UiContext, size: tuple[int, int]) -> pygame.Surface:
    """A copy of the backdrop at `size` to draw on: drawn once per run (and kept on disk for
    the next start, the title's first frame included), shared by every screen."""
    return ctx.cached(backdrop_key(size), lambda: backdrop_picture(size)).copy()


def backdrop_key(size: tuple[int, int]) -> tuple[str, tuple[int, int]]:
    """The backdrop's key among the pictures a UiContext keeps (``UiContext.cached``)."""
    return ("backdrop", size)


def backdrop_picture(size: tuple[int, int]) -> pygame.Surface:
    """The backdrop at `size` as kept on disk (drawn and kept there when it is not): read-only,
    for the app's first frame, drawn before there is a UiContext to keep it."""
    return drawn_once(f"backdrop-v{VERSION}-{size[0]}x{size[1]}", lambda: render_backdrop(size))


def render_backdrop(
    size: tuple[int, int],
    horizon: float = 0.80,
    sagitta: float = 0.14,
    stars: int = 120,
    seed: int = 4,
) -> pygame.Surface:
    """The backdrop as an opaque surface of ``size``.

    ``horizon`` is the top of the planet's arc as a fraction of the height; ``sagitta`` is
    how far the arc falls towards the sides, as a fraction of the height.
    """
    width, height = size
    top = round(height * horizon)
    drop = max(1.0, height * sagitta)
    half = width / 2
    radius = (half * half + drop * drop) / (2 * drop)
    centre = (half, top + radius)

    surface = pygame.Surface(size)
    _sky(surface, top)
    _haze(surface, centre, radius)
    _stars(surface, top, drop, stars, random.Random(seed))
    _planet(surface, centre, radius, random.Random(seed + 1))
    _limb(surface, centre, radius)
    _vignette(surface)
    return surface.convert() if pygame.display.get_surface() else surface


def _ramp(stops: Sequence[tuple[float, Colour]], t: float) -> Colour:
    """The colour at ``t`` along a list of (position, colour) stops."""
    if t <= stops[0][0]:
        return stops[0][1]
    for (p0, c0), (p1, c1) in itertools.pairwise(stops):
        if t <= p1:
            return mix(c0, c1, (t - p0) / (p1 - p0))
    return stops[-1][1]


def _vertical_gradient(
    size: tuple[int, int], stops: Sequence[tuple[float, Colour]]
) -> pygame.Surface:
    height = size[1]
    strip = pygame.Surface((1, height))
    for y in range(height):
        strip.set_at((0, y), _ramp(stops, y / max(1, height - 1)))
    return pygame.transform.scale(strip, size)


def _sky(surface: pygame.Surface, top: int) -> None:
    width, height = surface.get_size()
    horizon_t = top / height
    stops = [
        (0.0, palette.SPACE_DEEP),
        (horizon_t * 0.55, palette.SPACE),
        (horizon_t, mix(palette.SPACE, palette.HAZE, 0.75)),
        (1.0, palette.HAZE),
    ]
    surface.blit(_vertical_gradient((width, height), stops), (0, 0))


def _soft(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A blurred copy, made cheaply at a quarter of the size."""
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, w // 4), max(1, h // 4)))
    small = pygame.transform.gaussian_blur(small, max(1, radius // 4))
    return pygame.transform.smoothscale(small, (w, h))


def _haze(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> None:
    """A dusty-rose glow of thin air above the planet's limb."""
    width, height = surface.get_size()
    glow = pygame.Surface((width, height))
    glow.fill((0, 0, 0))
    for extra, shade in ((height * 0.22, 0.10), (height * 0.12, 0.22), (height * 0.05, 0.36)):
        colour = mix((0, 0, 0), palette.DUSTY_ROSE, shade)
        pygame.draw.circle(glow, colour, centre, radius + extra)
    surface.blit(_soft(glow, round(height * 0.12)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)


def _stars(surface: pygame.Surface, top: int, drop: float, count: int, rng: random.Random) -> None:
    width, height = surface.get_size()
    layer = pygame.Surface((width, height), pygame.SRCALPHA)
    for _ in range(count):
        x = rng.uniform(0, width)
        # More stars high up, fewer near the glowing horizon.
        y = (rng.random() ** 1.4) * (top + drop * 0.5)
        depth = 1.0 - y / (top + drop)
        kind = rng.random()
        warm = rng.random() < 0.35
        tint = mix(palette.STAR, palette.OCHRE, 0.35) if warm else palette.STAR
        if kind < 0.86:
            alpha = round(rng.uniform(70, 210) * (0.45 + 0.55 * depth))
            layer.fill((*tint, alpha), (round(x), round(y), 1, 1))
        elif kind < 0.97:
            alpha = round(rng.uniform(150, 235) * (0.5 + 0.5 * depth))
            pygame.draw.circle(layer, (*tint, alpha), (x, y), 1.3)
        else:
            _bright_star(layer, (x, y), tint)
    surface.blit(layer, (0, 0))


def _bright_star(layer: pygame.Surface, pos: tuple[float, float], tint: Colour) -> None:
    x, y = pos
    for r, alpha in ((5.0, 18), (3.0, 40), (1.8, 150), (1.1, 255)):
        pygame.draw.circle(layer, (*tint, alpha), (x, y), r)
    for length, alpha in ((7, 45), (4, 90)):
        pygame.draw.line(layer, (*tint, alpha), (x - length, y), (x + length, y))
        pygame.draw.line(layer, (*tint, alpha), (x, y - length), (x, y + length))


def _planet(
    surface: pygame.Surface, centre: tuple[float, float], radius: float, rng: random.Random
) -> None:
    width, height = surface.get_size()
    body = pygame.Surface((width, height), pygame.SRCALPHA)
    # Lit along the limb, darkening towards us and the bottom of the screen.
    depth = height - (centre[1] - radius)
    stops = [
        (0.0, palette.RUST_BRIGHT),
        (0.08, palette.RUST),
        (0.45, palette.RUST_DARK),
        (1.0, palette.RUST_DEEP),
    ]
    steps = max(2, round(depth / 2))
    for i in range(steps):
        inset = depth * i / steps
        pygame.draw.circle(body, (*_ramp(stops, i / steps), 255), centre, radius - inset)

    # Dusty plains and dark lowlands, squashed flat by the low angle of view.
    top = centre[1] - radius
    marks = pygame.Surface((width, height), pygame.SRCALPHA)
    for _ in range(22):
        w = rng.uniform(width * 0.06, width * 0.30)
        y = rng.uniform(top + 4, height)
        # Nearer the viewer (lower on screen) the features look taller.
        h = w * rng.uniform(0.04, 0.08) * (1.0 + 2.0 * (y - top) / depth)
        x = rng.uniform(-w * 0.3, width - w * 0.7)
        dark = rng.random() < 0.6
        colour = (*palette.RUST_DEEP, 110) if dark else (*palette.OCHRE, 40)
        pygame.draw.ellipse(marks, colour, (x, y - h / 2, w, h))
    body.blit(_soft_alpha(marks, 12), (0, 0))

    # Keep everything inside the disc.
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.aacircle(mask, (255, 255, 255, 255), centre, radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(body, (0, 0))


def _soft_alpha(layer: pygame.Surface, radius: int) -> pygame.Surface:
    w, h = layer.get_size()
    small = pygame.transform.smoothscale(layer, (max(1, w // 2), max(1, h // 2)))
    small = pygame.transform.gaussian_blur(small, max(1, radius // 2))
    return pygame.transform.smoothscale(small, (w, h))


def _limb(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> None:
    """The bright rim of atmosphere along the planet's edge."""
    width, height = surface.get_size()
    glow = pygame.Surface((width, height))
    glow.fill((0, 0, 0))
    pygame.draw.circle(glow, mix((0, 0, 0), palette.DUSTY_ROSE, 0.55), centre, radius + 7, 9)
    pygame.draw.circle(glow, mix((0, 0, 0), palette.LIMB, 0.9), centre, radius + 2, 4)
    surface.blit(_soft(glow, 14), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    edge = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.aacircle(edge, (*palette.LIMB, 150), centre, radius + 1, 2)
    surface.blit(edge, (0, 0))


def _vignette(surface: pygame.Surface) -> None:
    """Darken the corners a little to hold the eye in the middle."""
    width, height = surface.get_size()
    small_w, small_h = 64, 36
    shade = pygame.Surface((small_w, small_h))
    for y in range(small_h):
        for x in range(small_w):
            dx = (x + 0.5) / small_w * 2 - 1
            dy = (y + 0.5) / small_h * 2 - 1
            d = min(1.0, math.hypot(dx * 0.85, dy * 0.9))
            v = round(255 * (1.0 - 0.45 * d**2.2))
            shade.set_at((x, y), (v, v, v))
    shade = pygame.transform.smoothscale(shade, (width, height))
    surface.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_MULT)


def render_table_cloth(size: tuple[int, int], seed: int = 11) -> pygame.Surface:
    """The game table's background: dark sky fading into rust, with fine dust and a soft
    vignette, drawn once (opaque)."""
    width, height = size
    surface = _vertical_gradient(
        size, [(0.0, palette.SPACE), (0.55, (38, 20, 26)), (1.0, palette.RUST_DEEP)]
    )
    rng = random.Random(seed)
    dust = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(width * height // 900):
        x, y = rng.randrange(width), rng.randrange(height)
        warm = rng.random() < 0.5
        colour = palette.OCHRE if warm else palette.DUSTY_ROSE
        dust.fill((*colour, rng.randrange(6, 22)), (x, y, 1 + rng.random() * 2, 1))
    surface.blit(dust, (0, 0))
    _vignette(surface)
    return surface.convert() if pygame.display.get_surface() else surface
