"""The app's icon, drawn with pygame: a rust planet in a tilted ring of dice pips.

The window's icon is drawn at run time (``draw_icon``). ``python -m game.ui.draw.icon`` writes
assets/images/icon.png (256 px) and assets/images/icon.ico (256, 64, 48, 32 and 16 px, each an
embedded PNG) for the packaged build. The ICO is written with the standard library: a 6-byte
ICONDIR, one 16-byte ICONDIRENTRY per size, then the PNG bytes.
"""

from __future__ import annotations

import io
import math
import struct
import sys
from pathlib import Path

import pygame

from game.ui.draw import palette

ICO_SIZES = (256, 64, 48, 32, 16)
PIPS = 10
TILT = -22.0  # degrees: the ring's tilt
SUPERSAMPLE = 4


def _ring_points(size: int) -> list[tuple[float, float, float]]:
    """(x, y, depth) of each pip on the ring; depth < 0 is behind the planet."""
    c = size / 2
    a, b = size * 0.47, size * 0.2
    tilt = math.radians(TILT)
    points = []
    for i in range(PIPS):
        t = 2 * math.pi * (i + 0.5) / PIPS
        x, y = a * math.cos(t), b * math.sin(t)
        rx = x * math.cos(tilt) - y * math.sin(tilt)
        ry = x * math.sin(tilt) + y * math.cos(tilt)
        points.append((c + rx, c + ry, math.sin(t)))
    return points


def _draw_pip(surface: pygame.Surface, centre: tuple[float, float], r: float, front: bool) -> None:
    colour = palette.SAND if front else palette.DUSTY_ROSE
    pygame.draw.circle(surface, (*palette.RUST_DEEP, 255), (centre[0], centre[1] + r * 0.25), r)
    pygame.draw.circle(surface, (*colour, 255), centre, r * 0.86)


def _draw_planet(surface: pygame.Surface, size: int) -> None:
    c = size / 2
    r = size * 0.27
    pygame.draw.circle(surface, (*palette.RUST_DEEP, 255), (c, c), r)
    # Light from the upper left: shrinking, brightening discs shifted towards it.
    steps = 14
    for i in range(steps):
        t = i / (steps - 1)
        colour = palette.mix(palette.RUST_DARK, palette.RUST_BRIGHT, t)
        rr = r * (1 - 0.62 * t)
        off = r * 0.34 * t
        pygame.draw.circle(surface, (*colour, 255), (c - off, c - off), rr)
    # A few dark plains and a light cap, blended on (pygame's drawing on a surface with
    # alpha would replace the planet's pixels, punching see-through holes).
    marks = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for dx, dy, w, h in ((-0.35, 0.18, 0.55, 0.16), (0.05, 0.42, 0.5, 0.12), (0.2, -0.1, 0.3, 0.1)):
        rect = pygame.Rect(0, 0, w * r * 2, h * r * 2)
        rect.center = (round(c + dx * r), round(c + dy * r))
        pygame.draw.ellipse(marks, (*palette.RUST_DARK, 150), rect)
    cap = pygame.Rect(0, 0, r * 0.7, r * 0.22)
    cap.center = (round(c - r * 0.12), round(c - r * 0.86))
    pygame.draw.ellipse(marks, (*palette.LIMB, 220), cap)
    surface.blit(marks, (0, 0))
    pygame.draw.circle(surface, (*palette.LIMB, 255), (c, c), r, max(1, round(size * 0.008)))


def draw_icon(size: int = 256) -> pygame.Surface:
    """The icon at ``size`` pixels square, on a transparent background (antialiased by
    drawing larger and scaling down)."""
    big = size * SUPERSAMPLE if size < 512 else size
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    points = _ring_points(big)
    pip = big * 0.048
    # The ring's band behind the planet, then its pips, the planet, and the front pips.
    band = pygame.Surface((big, big), pygame.SRCALPHA)
    a, b = big * 0.47, big * 0.2
    outline = []
    for i in range(72):
        t = 2 * math.pi * i / 72
        x, y = a * math.cos(t), b * math.sin(t)
        tilt = math.radians(TILT)
        outline.append(
            (
                big / 2 + x * math.cos(tilt) - y * math.sin(tilt),
                big / 2 + x * math.sin(tilt) + y * math.cos(tilt),
            )
        )
    pygame.draw.lines(band, (*palette.OCHRE, 150), True, outline, max(1, round(big * 0.012)))
    surface.blit(band, (0, 0))
    for x, y, depth in points:
        if depth < 0:
            _draw_pip(surface, (x, y), pip * (0.85 + 0.15 * (depth + 1)), front=False)
    _draw_planet(surface, big)
    # The band passes in front of the planet's lower half.
    front = pygame.Surface((big, big), pygame.SRCALPHA)
    half = [p for i, p in enumerate(outline) if 0 <= i <= 36]
    pygame.draw.lines(front, (*palette.OCHRE, 230), False, half, max(1, round(big * 0.014)))
    surface.blit(front, (0, 0))
    for x, y, depth in points:
        if depth >= 0:
            _draw_pip(surface, (x, y), pip * (0.85 + 0.15 * (depth + 1)), front=True)
    if big == size:
        return surface
    return pygame.transform.smoothscale(surface, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    data = io.BytesIO()
    pygame.image.save(surface, data, "icon.png")
    return data.getvalue()


def ico_bytes(pngs: list[tuple[int, bytes]]) -> bytes:
    """An ICO file holding each (size, PNG bytes); 256 px is written as 0 in the entry."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries = b""
    images = b""
    for size, data in pngs:
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        images += data
    return header + entries + images


def write_icons(folder: Path) -> tuple[Path, Path]:
    """Write icon.png and icon.ico into ``folder``; their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    pngs = [(size, png_bytes(draw_icon(size))) for size in ICO_SIZES]
    png = folder / "icon.png"
    ico = folder / "icon.ico"
    png.write_bytes(pngs[0][1])
    ico.write_bytes(ico_bytes(pngs))
    return png, ico


def main() -> int:
    from game.paths import assets_dir

    pygame.init()
    try:
        for path in write_icons(assets_dir() / "images"):
            print(path)
    finally:
        pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
