"""TM Dice dice and wild tokens, drawn with pygame: a die of a face, a blank die of a colour
(gain and roll), a wild token. Callers cache the results."""

from __future__ import annotations

import pygame

from game.rules.tmdice.content import FACE_COLOUR, content
from game.ui.draw.palette import mix
from game.ui.draw.palettes import die_colour
from game.ui.tmdice.symbols import INK, draw_symbol

C = content()


#: Each die colour's own mark in a die's upper left corner, so the colour reads without hue
#: (the faces' symbols tell the faces apart): a dot, two dots, a plus, a triangle, a ring and
#: a diamond. The wild die has none.
COLOUR_MARKS: dict[str, str] = {
    "green": "dot",
    "blue": "two dots",
    "grey": "plus",
    "red": "triangle",
    "yellow": "ring",
    "purple": "diamond",
}
#: Dice smaller than this (a card's cost) show no mark: it would be a speck.
MARK_MIN = 18


def draw_colour_mark(
    surface: pygame.Surface, colour: str, centre: tuple[float, float], r: float
) -> None:
    """The mark of die colour ``colour`` (none for the wild die), ``r`` its half-size."""
    kind = COLOUR_MARKS.get(colour)
    if kind is None:
        return
    ink = mix(die_colour(colour), INK, 0.6)
    cx, cy = centre
    r = max(2.0, r)
    if kind == "dot":
        pygame.draw.circle(surface, ink, centre, r)
    elif kind == "ring":
        pygame.draw.circle(surface, ink, centre, r + 0.5, max(1, round(r / 2.5)))
    elif kind == "plus":
        w = max(2, round(r * 0.7))
        pygame.draw.rect(
            surface, ink, pygame.Rect(round(cx - r), round(cy - w / 2), round(2 * r), w)
        )
        pygame.draw.rect(
            surface, ink, pygame.Rect(round(cx - w / 2), round(cy - r), w, round(2 * r))
        )
    elif kind == "triangle":
        pygame.draw.polygon(
            surface,
            ink,
            [(cx, cy - r * 1.1), (cx + r * 1.1, cy + r * 0.8), (cx - r * 1.1, cy + r * 0.8)],
        )
    elif kind == "diamond":
        k = r * 1.2
        pygame.draw.polygon(surface, ink, [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)])
    else:  # two dots
        for dx in (-0.75, 0.75):
            pygame.draw.circle(surface, ink, (cx + dx * r, cy), max(1.5, r * 0.6))


def render_die(
    face: str | None, size: int, colour: str | None = None, shadow: bool = True
) -> pygame.Surface:
    """A die (its colour from the face, or ``colour`` for a blank die) on its own surface."""
    colour = colour or (FACE_COLOUR[face] if face and face != "wild" else "wild")
    pad = max(1, size // 14) if shadow else 0
    surface = pygame.Surface((size + pad, size + pad), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, size, size)
    radius = max(2, size // 5)
    body = die_colour(colour)
    if shadow:
        pygame.draw.rect(surface, (0, 0, 0, 110), rect.move(pad, pad), border_radius=radius)
    pygame.draw.rect(surface, mix(body, INK, 0.45), rect, border_radius=radius)
    pygame.draw.rect(surface, body, rect.inflate(-2, -2).move(0, -1), border_radius=radius)
    hi = pygame.Rect(rect.x + size // 6, rect.y + 2, size * 2 // 3, max(1, size // 10))
    pygame.draw.rect(surface, mix(body, (255, 255, 255), 0.45), hi, border_radius=radius)
    if face is not None and size >= MARK_MIN:  # (a blank die shows its colour's face)
        draw_colour_mark(surface, colour, (size * 0.165, size * 0.195), size * 0.082)
    if face is not None:
        draw_symbol(surface, face, (size / 2, size / 2), size * 0.34)
    else:  # a blank die: pips of its colour's letter
        for dx, dy in ((-1, -1), (1, 1), (0, 0)):
            pygame.draw.circle(
                surface,
                mix(body, INK, 0.55),
                (size / 2 + dx * size * 0.22, size / 2 + dy * size * 0.22),
                max(1, size * 0.07),
            )
    return surface


def render_wild(size: int) -> pygame.Surface:
    """A wild token: a round chip with the sparkle."""
    surface = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(surface, (0, 0, 0, 110), (c + 1.5, c + 1.5), c)
    pygame.draw.circle(surface, (120, 96, 150), (c, c), c)
    pygame.draw.circle(surface, (236, 226, 246), (c, c), c - max(2, size // 9))
    draw_symbol(surface, "wild", (c, c), size * 0.34, (70, 44, 100))
    return surface


def render_blank(colour: str, size: int) -> pygame.Surface:
    """A blank die of a colour (gain and roll), marked with its colour's common face so it
    reads without colour."""
    surface = render_die(None, size, colour)
    if colour in C.colour_faces:
        small = pygame.Surface((size, size), pygame.SRCALPHA)
        draw_symbol(
            small,
            C.colour_faces[colour][0],
            (size / 2, size / 2),
            size * 0.3,
            (*mix(die_colour(colour), INK, 0.55), 255),
        )
        surface.blit(small, (0, 0))
    return surface
