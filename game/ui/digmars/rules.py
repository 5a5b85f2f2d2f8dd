"""Dig Mars rules in our own words, a page at a time, each with a small diagram. A diagram
that shows seat colours takes ``seat_palette`` and draws them in the palette in use."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.rules.digmars.content import tiles
from game.rules.digmars.figures import SQUARES, distance, move_targets
from game.ui.digmars import art, faces
from game.ui.draw import palette
from game.ui.draw.text import FontBook, render
from game.ui.play.seats import SHAPES, draw_mark, seat_colour


@dataclass(frozen=True)
class Page:
    title: str
    text: str
    diagram: Callable[..., pygame.Surface]  # (fonts, size[, seat_palette=]) -> picture


def _tiles_diagram(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    tile = next(t for t in tiles() if t.bonus is not None and t.dig == 2)
    back = art.render_back(fonts, tile.dig, 3)
    face = faces.render_face(fonts, tile)
    cx = size[0] // 2
    surface.blit(back, back.get_rect(midtop=(cx - 80, 30)))
    surface.blit(face, face.get_rect(midtop=(cx + 80, 30)))
    small = fonts.get(13)
    for x, text in ((cx - 80, "Face down: digging 2"), (cx + 80, "Dug up: the treasure")):
        label = render(small, text, palette.SAND_DIM)
        surface.blit(label, label.get_rect(midtop=(x, 160)))
    notes = [
        "The coin is the fortune the treasure is worth.",
        "The crate is the carrying it needs.",
        "A star ribbon is a bonus for whoever digs it up.",
    ]
    for i, line in enumerate(notes):
        surface.blit(render(small, line, palette.SAND), (30, 210 + i * 24))
    return surface


def _arrow(surface: pygame.Surface, points: list[pygame.Vector2]) -> None:
    """A line through `points` with a head at the last one."""
    pygame.draw.lines(surface, palette.SAND, False, points, 2)
    tip = points[-1]
    d = (tip - points[-2]).normalize()
    side = pygame.Vector2(-d.y, d.x)
    pygame.draw.polygon(
        surface, palette.SAND, [tip, tip - d * 9 + side * 5, tip - d * 9 - side * 5]
    )


def _jump(a: pygame.Vector2, b: pygame.Vector2, lift: float) -> list[pygame.Vector2]:
    """An arc from near `a` to near `b`, bowed up by `lift`, over the square between."""
    control = (a + b) / 2 - pygame.Vector2(0, lift)
    curve = [
        a * (1 - t) ** 2 + control * 2 * t * (1 - t) + b * t**2 for t in (i / 24 for i in range(25))
    ]
    return [p for p in curve if p.distance_to(a) > 16 and p.distance_to(b) > 16]


MOVE_CELL, MOVE_GAP, MOVE_TOP = 62, 8, 20
MOVE_EMPTY = frozenset({6})  # C2 has been emptied
MOVE_START = 5  # B2


def move_square(q: int, size: tuple[int, int]) -> pygame.Rect:
    """Where square `q` lies in the move diagram of this size."""
    cell, gap = MOVE_CELL, MOVE_GAP
    x0 = (size[0] - (4 * cell + 3 * gap)) // 2
    r, c = divmod(q, 4)
    return pygame.Rect(x0 + c * (cell + gap), MOVE_TOP + r * (cell + gap), cell, cell)


def move_diagram_targets() -> list[int]:
    """The squares the diagram lights: the engine's own answer for a station on B2 with C2
    emptied (the neighbours, C2 itself where a station may stop to turn later, and D2, the
    nearest stack past it)."""
    return move_targets([q not in MOVE_EMPTY for q in range(SQUARES)], MOVE_START)


def _move_diagram(
    fonts: FontBook, size: tuple[int, int], seat_palette: str = "standard"
) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    cell, gap, y0 = MOVE_CELL, MOVE_GAP, MOVE_TOP
    empty, start, targets = MOVE_EMPTY, MOVE_START, move_diagram_targets()

    def rect(q: int) -> pygame.Rect:
        return move_square(q, size)

    for q in range(16):
        r = rect(q)
        if q in empty:
            pygame.draw.rect(surface, art.PIT, r, border_radius=8)
            label = render(fonts.get(10, bold=True), "EMPTY", palette.MUTED)
            surface.blit(label, label.get_rect(midbottom=(r.centerx, r.bottom - 5)))
        else:
            pygame.draw.rect(surface, art.BACKS[1 + q % 3], r, border_radius=8)
        if q in targets:
            pygame.draw.rect(surface, palette.OCHRE, r.inflate(4, 4), 3, border_radius=10)
    draw_mark(surface, SHAPES[0], seat_colour(0, seat_palette), rect(start).center, 11)
    a = pygame.Vector2(rect(start).center)
    for q in targets:
        b = pygame.Vector2(rect(q).center)
        if distance(start, q) > 1:  # past the emptied square: drawn as a jump over it
            _arrow(surface, _jump(a, b, cell * 0.9))
        else:
            d = (b - a).normalize()
            _arrow(surface, [a + d * 16, b - d * 16])
    small = fonts.get(13)
    notes = [
        "A move goes one square up, down, left or right.",
        "An emptied square may be a stop, to turn later,",
        "or jumped: the move lands on the nearest stack beyond.",
    ]
    for i, line in enumerate(notes):
        surface.blit(render(small, line, palette.SAND), (30, y0 + 4 * (cell + gap) + 14 + i * 22))
    return surface


def _track_diagram(
    fonts: FontBook, size: tuple[int, int], seat_palette: str = "standard"
) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    small = fonts.get(13)
    y = 30
    for name, level in (("DIGGING", 2), ("CARRYING", 1), ("EXPEDITION FLEET", 1)):
        surface.blit(render(fonts.get(12, bold=True), name, palette.SAND_DIM), (40, y))
        for lv in range(1, 5):
            box = pygame.Rect(40 + (lv - 1) * 58, y + 20, 50, 36)
            fill = seat_colour(0, seat_palette) if lv <= level else (44, 30, 34)
            pygame.draw.rect(surface, fill, box, border_radius=6)
            digit = render(
                fonts.get(16, bold=True), str(lv), (20, 12, 14) if lv <= level else palette.MUTED
            )
            surface.blit(digit, digit.get_rect(center=box.center))
            if lv > 1:
                cost = render(fonts.get(11), f"pay {lv - 1}", palette.OCHRE)
                surface.blit(cost, cost.get_rect(midtop=(box.centerx, box.bottom + 2)))
        y += 86
    notes = ["Each step up costs 1, then 2, then 3 fortune.", "A fleet step brings a new station."]
    for i, line in enumerate(notes):
        surface.blit(render(small, line, palette.SAND), (40, y + 4 + i * 22))
    return surface


def _coop_diagram(
    fonts: FontBook, size: tuple[int, int], seat_palette: str = "standard"
) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    tile = next(t for t in tiles() if t.carry == 4 and t.fortune >= 5)
    face = faces.render_face(fonts, tile)
    rect = face.get_rect(midtop=(size[0] // 2, 24))
    surface.blit(face, rect)
    for i, seat in enumerate((0, 1, 2)):
        centre = (rect.centerx + (i - 1) * 24, rect.bottom - 12)
        draw_mark(surface, SHAPES[seat], seat_colour(seat, seat_palette), centre, 9)
    small = fonts.get(13)
    share, rest = divmod(tile.fortune, 3)
    notes = [
        "Three players' stations share this stack: each other",
        "station adds 1 to your digging and carrying here.",
        f"Carried away, its {tile.fortune} fortune is split by players:",
        f"{share} each, and the {rest} left over to the one who carried.",
    ]
    for i, line in enumerate(notes):
        surface.blit(render(small, line, palette.SAND), (30, rect.bottom + 20 + i * 22))
    return surface


PAGES: tuple[Page, ...] = (
    Page(
        "The canyon",
        "Sixteen stacks of three tiles lie face down in a 4 by 4 canyon. The back of each tile "
        "shows how hard its ground is to dig (1 to 4); the front shows the treasure: its "
        "fortune, how hard it is to carry, and sometimes a bonus.\n\n"
        "Each player has a digging, a carrying and an expedition fleet track, all starting at "
        "level 1, and one station per fleet level. In turn order everyone first places a "
        "station on any stack.\n\n"
        "The goal: fortune. With enough of it (40 with two players, 30 with three, 20 with "
        "four) you may declare victory on your turn and win at once. Fortune is kept hidden: "
        "only you see yours.",
        _tiles_diagram,
    ),
    Page(
        "Your turn: three actions",
        "On your turn take up to three actions, in any order, repeats allowed:\n\n"
        "Move: one of your stations to the next square up, down, left or right. An emptied "
        "square may be a stop, to turn later, or be jumped: the move then lands on the "
        "nearest stack beyond.\n\n"
        "Dig: flip the face-down top tile of a stack where you have a station, if your "
        "digging is at least its difficulty. A bonus on it is yours to use this turn.\n\n"
        "Carry: take the face-up top tile of a stack where you have a station, if your "
        "carrying is at least its difficulty. Its fortune is yours.",
        _move_diagram,
    ),
    Page(
        "Upgrades",
        "Upgrade: pay fortune to raise one track a level: 1 from level 1 to 2, 2 from 2 to 3, "
        "3 from 3 to 4. The bank always makes exact change.\n\n"
        "This departs from the box, where change comes only from the 10 fortune tokens and "
        "the tiles paid in, and runs short in most 3- and 4-player games, with no rule for "
        "what then. Here fortune is a hidden number, so every split and every upgrade is "
        "paid exactly.\n\n"
        "Raising the expedition fleet gives you a new station, which you place at once on any "
        "square of the canyon.\n\n"
        "Upgrades are an action like the others; the table shows what each would cost before "
        "you choose.",
        _track_diagram,
    ),
    Page(
        "Cooperation, bonuses and the end",
        "Every other station on a stack, yours or a rival's, adds 1 to your digging and "
        "carrying there. Fortune carried from a shared stack is split equally between the "
        "players present; the rest goes to the carrier.\n\n"
        "Bonuses: extra dig, extra carry (free actions), +1 fortune from the bank, inspect a "
        "face-down tile privately, relocate any station to any stack.\n\n"
        "The game ends at once when the last tile is taken (if that carry brings you to the "
        "target you may still declare victory first), or after the turn in which no one can "
        "ever dig or carry again. Then most fortune wins; a tie goes to more equipment "
        "levels, then it is shared.",
        _coop_diagram,
    ),
)
