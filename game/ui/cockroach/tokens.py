"""The hunt's counters drawn as tokens, never as words: stars, serums, injuries and dangers
(a disc with the symbol), victory points (a gold medal with its number), a hand of cards (a
fanned pair of card backs). A count rides beside its token; each picture is drawn once per
(kind, count, size) and kept.

Tokens are the same shapes as the symbols on the dice (art.py), so a star on a die, a star
counter held as spoils and a star in a price read alike."""

from __future__ import annotations

import math

import pygame

from game.ui.cockroach.art import SYMBOL_COLOURS, draw_symbol, draw_token
from game.ui.cockroach.look import Look
from game.ui.draw import palette
from game.ui.draw.palette import Colour, mix
from game.ui.play.seats import SHAPES, shape_points

#: Every kind of token: the four symbols, victory points and a hand of cards.
KINDS = ("star", "serum", "injury", "danger", "vp", "hand")
TOKEN_FACE: Colour = (44, 30, 36)
VP_GOLD: Colour = (232, 184, 84)
VP_DARK: Colour = (92, 60, 18)
CARD_BACK: Colour = (96, 44, 34)

_cache: dict[tuple[int, str, int, int, bool], pygame.Surface] = {}


def _disc(surface: pygame.Surface, kind: str, centre: tuple[int, int], r: int) -> None:
    """A counter: a dark disc rimmed in its symbol's colour, the symbol on it."""
    x, y = centre
    colour = SYMBOL_COLOURS[kind]
    pygame.draw.circle(surface, (10, 8, 12), (x + 1, y + 2), r)
    pygame.draw.circle(surface, TOKEN_FACE, centre, r)
    pygame.draw.circle(surface, mix(colour, palette.PANEL, 0.25), centre, r, max(2, r // 5))
    draw_symbol(surface, kind, (x, y + (1 if kind == "danger" else 0)), r * 0.62)


def _medal(look: Look, surface: pygame.Surface, centre: tuple[int, int], r: int, n: int) -> None:
    """Victory points: a gold medal (eight-sided, like a minted counter) with the number."""
    x, y = centre
    step = math.pi / 4
    points = [
        (x + r * math.cos(step / 2 + i * step), y + r * math.sin(step / 2 + i * step))
        for i in range(8)
    ]
    shadow = [(px + 1, py + 2) for px, py in points]
    pygame.draw.polygon(surface, (10, 8, 12), shadow)
    pygame.draw.polygon(surface, VP_GOLD, points)
    pygame.draw.polygon(surface, VP_DARK, points, max(1, r // 7))
    size = max(8, int(r * (1.05 if n < 10 else 0.85)))
    number = look.fonts.text(size, str(n), VP_DARK, bold=True)
    if r >= 13:
        tag = look.fonts.text(max(7, r // 2), "VP", VP_DARK, bold=True)
        surface.blit(number, number.get_rect(center=(x, y - r * 0.18)))
        surface.blit(tag, tag.get_rect(center=(x, y + r * 0.52)))
    else:
        surface.blit(number, number.get_rect(center=(x, y)))


def _hand(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """A hand of cards: two card backs fanned."""
    x, y = centre
    w, h = int(r * 1.15), int(r * 1.6)
    for dx, dy in ((-r // 3, 1), (r // 3, -1)):
        card = pygame.Rect(0, 0, w, h)
        card.center = (x + dx, y + dy)
        pygame.draw.rect(surface, (10, 8, 12), card.move(1, 2), border_radius=3)
        pygame.draw.rect(surface, CARD_BACK, card, border_radius=3)
        pygame.draw.rect(surface, palette.OCHRE, card, 1, border_radius=3)
        pygame.draw.line(surface, palette.OCHRE, card.midtop, card.midbottom, 1)


def token(look: Look, kind: str, r: int, n: int = 0) -> pygame.Surface:
    """One token of `kind`, radius `r` (a square surface of side 2r+4); the VP medal carries
    its number `n`."""
    key = (id(look.fonts), kind, r, n if kind == "vp" else 0, False)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    side = 2 * r + 4
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = (side // 2 - 1, side // 2 - 1)
    if kind == "vp":
        _medal(look, surface, centre, r, n)
    elif kind == "hand":
        _hand(surface, centre, r)
    else:
        _disc(surface, kind, centre, r)
    _keep(key, surface)
    return surface


def hero_marker(look: Look, seat: int, r: int = 12) -> pygame.Surface:
    """A seat's hero marker (a square surface of side 2r+4): the seat's shape (a disc, square,
    triangle or diamond, as everywhere else it appears) in its colour with its tag ("R1",
    "E"), so two seats differ without colour, even when their names share an initial."""
    shape = SHAPES[seat % len(SHAPES)]
    tag = look.tag(seat)
    room = 2 * r - (9 if shape == "triangle" else 5)
    for size in (13, 12, 11, 10, 9):
        words = look.fonts.text(size, tag, (20, 12, 12), bold=True)
        if words.get_width() <= room:
            break
    side = 2 * r + 4
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = (side // 2 - 1, side // 2 - 1)
    if shape == "circle":
        draw_token(surface, centre, look.colour(seat), words, r=r)
        return surface
    if shape == "triangle":  # as wide as the surface, its apex at the top
        big = (side - 1) / math.sqrt(3) / 1.1
        at: tuple[float, float] = (centre[0], 1 + 1.1 * big)
        text_at = (centre[0], round(at[1] + 1))
    else:
        big = (r + 1) / (0.86 if shape == "square" else 1.12)
        at, text_at = centre, centre
    pts = shape_points(shape, at, big)
    pygame.draw.polygon(surface, (10, 8, 12), [(x + 1, y + 2) for x, y in pts])
    pygame.draw.polygon(surface, look.colour(seat), pts)
    pygame.draw.polygon(surface, palette.SAND, pts, 2)
    surface.blit(words, words.get_rect(center=text_at))
    return surface


def counted(look: Look, kind: str, n: int, r: int = 8, size: int = 12) -> pygame.Surface:
    """A token and its count beside it ("[star] 3"); a VP medal carries its number inside."""
    if kind == "vp":
        return token(look, kind, r, n)
    key = (id(look.fonts), kind, r, n, True)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    mark = token(look, kind, r)
    colour = palette.SAND if n else palette.MUTED
    number = look.fonts.text(size, str(n), colour, bold=True)
    surface = pygame.Surface(
        (mark.get_width() + 2 + number.get_width(), max(mark.get_height(), number.get_height())),
        pygame.SRCALPHA,
    )
    surface.blit(mark, mark.get_rect(midleft=(0, surface.get_height() // 2)))
    surface.blit(number, number.get_rect(midleft=(mark.get_width() + 2, surface.get_height() // 2)))
    _keep(key, surface)
    return surface


def _keep(key: tuple[int, str, int, int, bool], surface: pygame.Surface) -> None:
    if len(_cache) > 600:
        _cache.clear()
    _cache[key] = surface


def row_of(pictures: list[pygame.Surface], gap: int = 6) -> pygame.Surface:
    """Pictures side by side, centred on one line."""
    if not pictures:
        return pygame.Surface((1, 1), pygame.SRCALPHA)
    height = max(p.get_height() for p in pictures)
    width = sum(p.get_width() for p in pictures) + gap * (len(pictures) - 1)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for picture in pictures:
        surface.blit(picture, picture.get_rect(midleft=(x, height // 2)))
        x += picture.get_width() + gap
    return surface
