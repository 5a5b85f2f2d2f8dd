"""The hunt's pictures, drawn by code: the four symbols, a die showing a face, seat tokens."""

from __future__ import annotations

import math

import pygame

from game.ui.draw import palette
from game.ui.draw.palette import Colour

SYMBOL_COLOURS: dict[str, Colour] = {
    "star": (240, 200, 90),
    "serum": (110, 200, 190),
    "injury": (220, 80, 70),
    "danger": (250, 150, 40),
}
SYMBOL_NAMES = {"star": "star", "serum": "serum", "injury": "injury", "danger": "danger"}
DIE_FACE: Colour = (236, 222, 204)
DIE_LOCKED: Colour = (120, 104, 100)
SPECIAL_FACE: Colour = (60, 40, 70)


def draw_symbol(
    surface: pygame.Surface, symbol: str, centre: tuple[float, float], r: float
) -> None:
    """One symbol: a star, a serum vial (a drop), an injury (claw marks), a danger (a
    warning triangle)."""
    x, y = centre
    colour = SYMBOL_COLOURS.get(symbol, palette.SAND)
    dark = (40, 24, 20)
    if symbol == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, dark, points, 1)
    elif symbol == "serum":
        pygame.draw.circle(surface, colour, (x, y + r * 0.3), r * 0.65)
        pygame.draw.polygon(
            surface, colour, [(x, y - r), (x - r * 0.6, y + r * 0.1), (x + r * 0.6, y + r * 0.1)]
        )
        pygame.draw.circle(surface, dark, (x, y + r * 0.3), r * 0.65, 1)
    elif symbol == "injury":
        for dx in (-0.5, 0.0, 0.5):
            pygame.draw.line(
                surface,
                colour,
                (x + (dx - 0.3) * r, y - r * 0.8),
                (x + (dx + 0.3) * r, y + r * 0.8),
                max(2, int(r * 0.28)),
            )
    elif symbol == "danger":
        tri = [(x, y - r), (x - r, y + r * 0.8), (x + r, y + r * 0.8)]
        pygame.draw.polygon(surface, colour, tri)
        pygame.draw.polygon(surface, dark, tri, 1)
        pygame.draw.line(surface, dark, (x, y - r * 0.35), (x, y + r * 0.25), 2)
        pygame.draw.circle(surface, dark, (x, y + r * 0.52), 1.5)


def draw_die(
    surface: pygame.Surface,
    rect: pygame.Rect,
    face: list[str],
    locked: bool = False,
    special: bool = False,
    angle: float = 0.0,
) -> None:
    """A die showing `face` (its symbols); a locked die is greyed with a padlock; `angle`
    (degrees) tilts it while it tumbles."""
    size = rect.width
    die = pygame.Surface((size, size), pygame.SRCALPHA)
    body = DIE_LOCKED if locked else (SPECIAL_FACE if special else DIE_FACE)
    pygame.draw.rect(die, body, die.get_rect(), border_radius=size // 6)
    edge = palette.OCHRE if special else (90, 60, 50)
    pygame.draw.rect(die, edge, die.get_rect(), 2, border_radius=size // 6)
    n = len(face)
    r = size * (0.28 if n == 1 else 0.21 if n == 2 else 0.17)
    spots = {
        1: [(0.5, 0.5)],
        2: [(0.3, 0.32), (0.7, 0.68)],
        3: [(0.28, 0.28), (0.72, 0.28), (0.5, 0.72)],
    }.get(n, [(0.5, 0.5)])
    for symbol, (fx, fy) in zip(face, spots, strict=False):
        draw_symbol(die, symbol, (fx * size, fy * size), r)
    if locked:
        shade = pygame.Surface((size, size), pygame.SRCALPHA)
        shade.fill((20, 14, 18, 120))
        die.blit(shade, (0, 0))
        draw_padlock(die, (size - 11, 11), 8)
    if angle:
        die = pygame.transform.rotate(die, angle)
    surface.blit(die, die.get_rect(center=rect.center))


def draw_unrolled_special(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The special die before it is rolled: its own body (violet, ochre edge), dimmed, with
    the symbols it can show (stars, serums, injuries; never a danger) faint on it."""
    size = rect.width
    die = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(die, SPECIAL_FACE, die.get_rect(), border_radius=size // 6)
    pygame.draw.rect(die, palette.OCHRE, die.get_rect(), 2, border_radius=size // 6)
    r = size * 0.15
    for symbol, (fx, fy) in (("star", (0.3, 0.3)), ("serum", (0.7, 0.3)), ("injury", (0.5, 0.7))):
        draw_symbol(die, symbol, (fx * size, fy * size), r)
    die.set_alpha(110)
    surface.blit(die, rect)


def draw_padlock(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    x, y = centre
    pygame.draw.circle(surface, palette.SAND, (x, y - r // 3), r // 2 + 1, 2)
    body = pygame.Rect(0, 0, r + 4, r)
    body.midtop = (x, y - r // 4)
    pygame.draw.rect(surface, palette.SAND, body, border_radius=2)


def draw_token(
    surface: pygame.Surface,
    centre: tuple[int, int],
    colour: Colour,
    letter: pygame.Surface,
    r: int = 13,
) -> None:
    """A hero marker: a disc in the seat's colour with the seat's initial."""
    pygame.draw.circle(surface, (10, 8, 12), (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(surface, colour, centre, r)
    pygame.draw.circle(surface, palette.SAND, centre, r, 2)
    surface.blit(letter, letter.get_rect(center=centre))
