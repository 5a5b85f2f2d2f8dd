"""The TM Dice resource symbols, drawn with pygame (no image files): every face has its own
shape, so a die reads without its colour. The ink colours shared by dice, tiles and cards."""

from __future__ import annotations

import math

import pygame

from game.ui.draw.palette import Colour
from game.ui.draw.palettes import DIE_COLOURS

#: The die colours of the standard palette (light enough for a dark symbol on every one);
#: dice are drawn in the palette in use (palettes.die_colour), "wild" is the same in all.
DIE: dict[str, Colour] = DIE_COLOURS["standard"]
INK: Colour = (28, 18, 20)
PAPER: Colour = (242, 232, 214)
PAPER_INK: Colour = (48, 32, 28)
PINK: Colour = (236, 96, 170)
#: An ink with its alpha (a faint symbol on a blank die).
Ink = Colour | tuple[int, int, int, int]


def _pts(
    cx: float, cy: float, r: float, pts: list[tuple[float, float]]
) -> list[tuple[float, float]]:
    return [(cx + x * r, cy + y * r) for x, y in pts]


def _star(
    cx: float, cy: float, r: float, n: int = 5, inner: float = 0.45, turn: float = -90
) -> list[tuple[float, float]]:
    out = []
    for i in range(2 * n):
        a = math.radians(turn + i * 180 / n)
        k = r if i % 2 == 0 else r * inner
        out.append((cx + k * math.cos(a), cy + k * math.sin(a)))
    return out


def _capsule(
    surface: pygame.Surface, ink: Ink, left: float, right: float, y: float, r: float
) -> None:
    """A filled horizontal capsule (a rod with round ends) of radius ``r``."""
    pygame.draw.rect(
        surface, ink, pygame.Rect(round(left), round(y - r), round(right - left), round(2 * r))
    )
    for x in (left, right):
        pygame.draw.circle(surface, ink, (x, y), r)


def draw_symbol(
    surface: pygame.Surface, face: str, centre: tuple[float, float], r: float, ink: Ink = INK
) -> None:
    """The symbol of a resource face (or "wild"), filling a circle of radius ``r``."""
    cx, cy = centre
    w = max(1, round(r / 6))
    if face == "plant":  # a leaf with its midrib
        leaf = []
        for i in range(21):
            t = i / 20
            leaf.append(
                (
                    cx - r * 0.75 + 1.5 * r * t,
                    cy + r * 0.75 - 1.5 * r * t - 0.55 * r * math.sin(math.pi * t),
                )
            )
        for i in range(21):
            t = 1 - i / 20
            leaf.append(
                (
                    cx - r * 0.75 + 1.5 * r * t,
                    cy + r * 0.75 - 1.5 * r * t + 0.55 * r * math.sin(math.pi * t),
                )
            )
        pygame.draw.polygon(surface, ink, leaf)
        pygame.draw.line(
            surface,
            DIE["wild"],
            (cx - r * 0.55, cy + r * 0.55),
            (cx + r * 0.5, cy - r * 0.5),
            max(1, w - 1),
        )
    elif face == "microbe":
        # a rod-shaped cell lying flat, a light nucleus inside and a wavy tail: unlike the
        # animal's round pad and toes, and the plant's solid diagonal leaf
        y0 = cy - r * 0.15
        left, right, thick = cx - r * 0.3, cx + r * 0.5, r * 0.42
        _capsule(surface, ink, left, right, y0, thick)
        pygame.draw.circle(surface, DIE["wild"], (cx + r * 0.12, y0), r * 0.2)
        wave = []
        for i in range(9):
            t = i / 8
            wiggle = r * 0.14 * math.sin(t * 3 * math.pi)
            wave.append((left - thick + 1 - r * 0.5 * t, y0 + r * 0.55 * t + wiggle))
        pygame.draw.lines(surface, ink, False, wave, max(1, w))
    elif face == "animal":  # a paw
        pygame.draw.ellipse(
            surface, ink, pygame.Rect(cx - r * 0.45, cy - r * 0.05, r * 0.9, r * 0.75)
        )
        for dx, dy in ((-0.62, -0.2), (-0.25, -0.62), (0.25, -0.62), (0.62, -0.2)):
            pygame.draw.circle(surface, ink, (cx + dx * r, cy + dy * r), r * 0.2)
    elif face == "water":  # a drop
        pygame.draw.circle(surface, ink, (cx, cy + r * 0.3), r * 0.55)
        pygame.draw.polygon(
            surface,
            ink,
            [(cx, cy - r * 0.9), (cx - r * 0.5, cy + r * 0.15), (cx + r * 0.5, cy + r * 0.15)],
        )
    elif face == "energy":  # a bolt
        bolt = [
            (0.15, -0.95),
            (-0.55, 0.1),
            (-0.05, 0.1),
            (-0.2, 0.95),
            (0.55, -0.15),
            (0.05, -0.15),
            (0.3, -0.95),
        ]
        pygame.draw.polygon(surface, ink, _pts(cx, cy, r, bolt))
    elif face == "oxygen":  # an O2 ring
        pygame.draw.circle(surface, ink, (cx - r * 0.15, cy), r * 0.62, w + 1)
        pygame.draw.circle(surface, ink, (cx + r * 0.62, cy + r * 0.55), r * 0.28, max(1, w))
    elif face == "steel":  # an I-beam
        beam = [
            (-0.8, -0.7),
            (0.8, -0.7),
            (0.8, -0.4),
            (0.2, -0.4),
            (0.2, 0.4),
            (0.8, 0.4),
            (0.8, 0.7),
            (-0.8, 0.7),
            (-0.8, 0.4),
            (-0.2, 0.4),
            (-0.2, -0.4),
            (-0.8, -0.4),
        ]
        pygame.draw.polygon(surface, ink, _pts(cx, cy, r, beam))
    elif face == "titanium":  # a cut diamond
        outline = _pts(cx, cy, r, [(0, -0.9), (0.8, 0), (0, 0.9), (-0.8, 0)])
        pygame.draw.polygon(surface, ink, outline, w + 1)
        pygame.draw.polygon(
            surface, ink, _pts(cx, cy, r, [(0, -0.4), (0.35, 0), (0, 0.4), (-0.35, 0)])
        )
    elif face == "city":  # a block of buildings
        base = cy + r * 0.8
        for x0, x1, h in ((-0.85, -0.35, 0.9), (-0.3, 0.25, 1.5), (0.3, 0.85, 1.15)):
            pygame.draw.rect(
                surface, ink, pygame.Rect(cx + x0 * r, base - h * r, (x1 - x0) * r, h * r)
            )
        for x0, y0 in ((-0.7, 0.0), (-0.15, -0.45), (-0.15, 0.1), (0.45, -0.15)):
            pygame.draw.rect(
                surface,
                DIE["wild"],
                pygame.Rect(cx + x0 * r, cy + y0 * r, max(1, r * 0.18), max(1, r * 0.22)),
            )
    elif face == "heat":  # a flame
        flame = [
            (0, -0.95),
            (0.35, -0.4),
            (0.65, -0.1),
            (0.6, 0.45),
            (0.3, 0.85),
            (-0.3, 0.85),
            (-0.6, 0.45),
            (-0.55, -0.1),
            (-0.3, 0.1),
            (-0.2, -0.5),
        ]
        pygame.draw.polygon(surface, ink, _pts(cx, cy, r, flame))
        pygame.draw.polygon(
            surface,
            DIE["wild"],
            _pts(
                cx,
                cy + r * 0.3,
                r * 0.45,
                [(0, -0.6), (0.45, 0.3), (0.2, 0.9), (-0.2, 0.9), (-0.45, 0.3)],
            ),
        )
    elif face == "event":  # a star
        pygame.draw.polygon(surface, ink, _star(cx, cy + r * 0.05, r * 0.95))
    elif face == "nuclear":  # a trefoil
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.16)
        for k in range(3):
            a0 = math.radians(-90 + k * 120 - 30)
            a1 = math.radians(-90 + k * 120 + 30)
            pts = [(cx + r * 0.28 * math.cos(a0), cy + r * 0.28 * math.sin(a0))]
            for i in range(7):
                a = a0 + (a1 - a0) * i / 6
                pts.append((cx + r * 0.92 * math.cos(a), cy + r * 0.92 * math.sin(a)))
            pts.append((cx + r * 0.28 * math.cos(a1), cy + r * 0.28 * math.sin(a1)))
            pygame.draw.polygon(surface, ink, pts)
    elif face == "megacredit":  # a coin with a bar
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.85, w + 1)
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.55)
        pygame.draw.rect(
            surface,
            DIE["wild"],
            pygame.Rect(cx - r * 0.1, cy - r * 0.38, max(1, r * 0.2), r * 0.76),
        )
    elif face == "science":  # a flask
        flask = [
            (-0.18, -0.9),
            (0.18, -0.9),
            (0.18, -0.3),
            (0.75, 0.8),
            (-0.75, 0.8),
            (-0.18, -0.3),
        ]
        pygame.draw.polygon(surface, ink, _pts(cx, cy, r, flask), w + 1)
        pygame.draw.polygon(
            surface, ink, _pts(cx, cy, r, [(-0.45, 0.25), (0.45, 0.25), (0.75, 0.8), (-0.75, 0.8)])
        )
    elif face == "jovian":  # a ringed planet
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.48)
        ring = pygame.Rect(0, 0, r * 1.9, r * 0.7)
        ring.center = (round(cx), round(cy))
        pygame.draw.ellipse(surface, ink, ring, max(1, w))
    elif face == "asteroid":  # a cratered rock
        rock = [
            (-0.8, -0.2),
            (-0.4, -0.8),
            (0.3, -0.75),
            (0.85, -0.15),
            (0.6, 0.7),
            (-0.2, 0.85),
            (-0.75, 0.45),
        ]
        pygame.draw.polygon(surface, ink, _pts(cx, cy, r, rock))
        pygame.draw.circle(
            surface, DIE["wild"], (cx + r * 0.2, cy - r * 0.2), r * 0.2, max(1, w - 1)
        )
        pygame.draw.circle(
            surface, DIE["wild"], (cx - r * 0.3, cy + r * 0.35), r * 0.14, max(1, w - 1)
        )
    elif face == "floater":  # a balloon with a gondola
        pygame.draw.ellipse(
            surface, ink, pygame.Rect(cx - r * 0.6, cy - r * 0.95, r * 1.2, r * 1.1)
        )
        pygame.draw.line(
            surface,
            ink,
            (cx - r * 0.3, cy + r * 0.1),
            (cx - r * 0.15, cy + r * 0.55),
            max(1, w - 1),
        )
        pygame.draw.line(
            surface,
            ink,
            (cx + r * 0.3, cy + r * 0.1),
            (cx + r * 0.15, cy + r * 0.55),
            max(1, w - 1),
        )
        pygame.draw.rect(surface, ink, pygame.Rect(cx - r * 0.25, cy + r * 0.55, r * 0.5, r * 0.32))
    elif face == "artifact":  # an obelisk with glyphs
        pygame.draw.polygon(
            surface,
            ink,
            _pts(cx, cy, r, [(-0.3, -0.7), (0, -0.95), (0.3, -0.7), (0.45, 0.9), (-0.45, 0.9)]),
        )
        for y in (-0.35, 0.05, 0.45):
            pygame.draw.line(
                surface,
                DIE["wild"],
                (cx - r * 0.18, cy + y * r),
                (cx + r * 0.18, cy + y * r),
                max(1, w - 1),
            )
    elif face == "wild":  # a four-point sparkle in a ring
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.92, max(1, w))
        pygame.draw.polygon(surface, ink, _star(cx, cy, r * 0.72, n=4, inner=0.3, turn=-90))
    else:
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.4)
