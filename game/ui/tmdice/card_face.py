"""A TM Dice card face drawn whole at any size, from the hand's smallest (77 px wide) to the
enlarged card: a frame of the card's colour whose corners tell its kind (green production
cards square, red events cut, blue actions round, corporations and bonus cards doubled), its
picture across the top with the cost dice (20 px at least, in two rows when one does not fit,
see `art_spots`) and the brown production box over it, the name on a band of the frame's
colour, the effect icons when there is room, and the whole rules text, never cut nor past
the paper: the picture and the icons give up room first, then the type shrinks, down to
`MIN_TEXT` points, then the text's margins narrow and the name takes one line of smaller
type (see `_squeezed`). Callers cache the results."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.rules.tmdice.content import Effect, content
from game.ui.draw.palette import Colour, mix
from game.ui.draw.pictures import picture
from game.ui.draw.text import FontBook, standard_size, wrap
from game.ui.tmdice.card_art import CARD_FRAME, COLOUR_WORDS, _production_box
from game.ui.tmdice.dice_art import render_die
from game.ui.tmdice.effect_art import draw_vp
from game.ui.tmdice.effect_row import draw_effects, effects_fit
from game.ui.tmdice.symbols import INK, PAPER, PAPER_INK

C = content()
#: The smallest rules text on a card at 1280x720 (the canvas); the enlarged card is bigger.
MIN_TEXT = 9
NAME_LIGHT: Colour = (250, 244, 232)
PICTURE_KIND = {"project": "cards", "corp": "corporations", "bonus": "bonus"}


@dataclass(frozen=True)
class Face:
    """What a card face shows, read from the content."""

    frame: Colour
    shape: str  # "square", "cut", "round", "double"
    name: str
    text: str
    cost: tuple[str, ...]
    production: tuple[str, ...]
    vp: int
    end_vp: int
    effects: tuple[Effect, ...]
    foot: str


def face_of(kind: str, cid: str) -> Face:
    if kind == "project":
        card = C.cards[cid]
        shape = {"green": "square", "red": "cut", "blue": "round"}[card.colour]
        effects = tuple(card.action.gain) if card.action is not None else tuple(card.effects)
        return Face(
            CARD_FRAME[card.colour],
            shape,
            card.name,
            card.text,
            tuple(card.cost),
            tuple(card.production),
            card.vp,
            card.end_vp,
            effects,
            COLOUR_WORDS[card.colour],
        )
    if kind == "corp":
        corp = C.corps[cid]
        return Face(
            CARD_FRAME["corp"],
            "double",
            corp.name,
            corp.text,
            (),
            tuple(corp.production),
            0,
            0,
            tuple(corp.start),
            "CORPORATION",
        )
    bonus = C.bonus[cid]
    return Face(
        CARD_FRAME["bonus"],
        "double",
        bonus.name,
        bonus.text,
        tuple(bonus.cost),
        (),
        0,
        bonus.end_vp,
        tuple(bonus.effects),
        "BONUS CARD",
    )


@dataclass(frozen=True)
class Plan:
    """How a face of some size is laid out: the picture's height, the name's and the rules
    text's type and lines, whether the effect icons show."""

    art_h: int
    name_size: int
    name_lines: tuple[str, ...]
    text_size: int
    text_lines: tuple[str, ...]
    icons: bool
    #: the text fits whole
    whole: bool
    #: the rules text's margin each side, and its gap under the name band (narrower on a
    #: squeezed card, see `_squeezed`)
    pad: int = 4
    gap: int = 3


def _sizes(w: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if w >= 170:
        return (18, 16, 15), (16, 15, 14, 13, 12)
    return (12, 11, 10, 9), tuple(z for z in (11, 10, 9) if z >= MIN_TEXT)


def _inner(size: tuple[int, int]) -> pygame.Rect:
    w, h = size
    border = max(3, w // 30)
    return pygame.Rect(border, border, w - 2 * border, h - 2 * border - 2)


def paper_width(w: int) -> int:
    """The width of the paper inside the frame of a card ``w`` pixels wide: the rules text
    keeps inside it, a `Plan`'s ``pad`` each side."""
    return _inner((w, w)).width


@standard_size
def line_pitch(fonts: FontBook, size: int) -> int:
    """The rules text's line spacing: DejaVu's own, a pixel tighter in the small sizes."""
    return fonts.get(size).get_linesize() - (1 if size <= 10 else 0)


def die_size(w: int) -> int:
    """The effect icons and the production box's dice of a card ``w`` pixels wide."""
    return max(13, min(24, w // 7))


def cost_die(w: int) -> int:
    """The cost dice: 20 px at least on the 1280x720 canvas, whatever the card's size."""
    return max(20, min(28, w // 5))


@dataclass(frozen=True)
class ArtSpots:
    """Where the cost dice, the production box and the VP badges go over the picture of a
    card ``w`` pixels wide, relative to the picture's top-left corner."""

    #: the cost dice's size and the gap between them
    cost: int
    gap: int
    #: the top-left corner of each cost die
    dice: tuple[tuple[int, int], ...]
    #: the dark pill under the cost dice: one rect a row, stacked without overlapping
    pills: tuple[pygame.Rect, ...]
    #: the production box (None: no production)
    prod: pygame.Rect | None
    #: the production box's dice
    prod_die: int
    #: the VP badges' die size (their centres are `vp_centres` of the picture's height)
    vp_die: int
    vp_count: int
    #: the picture's least height: everything above shows whole, the VP badges clear of it
    least: int

    def vp_centres(self, width: int, height: int) -> list[tuple[float, float]]:
        """The VP badges' centres, right to left along the picture's bottom."""
        d = self.vp_die
        return [(width - d * 0.6 - i * (d + 2), height - d * 0.55) for i in range(self.vp_count)]


def _cost_rows(n: int, width: int, size: int) -> tuple[list[int], int]:
    """How many cost dice each row of a card's picture ``width`` pixels wide holds, and the
    gap between them: all in one row when they fit, a pixel apart or else touching; else as
    many a row as fit a pixel apart, the rows filled in reading order."""
    for gap in (1, 0):
        if n * (size + gap) + 5 <= width:
            return ([n] if n else []), gap
    per_row = max(1, (width - 5) // (size + 1))
    return [min(per_row, n - i) for i in range(0, n, per_row)], 1


def art_spots(face: Face, w: int) -> ArtSpots:
    """The cost dice top left, 20 px at least, wrapped onto a second row when one row does
    not fit the card; the production box top right, else beside the cost's last row, else
    under the cost; the VP badges along the picture's bottom right, under whatever they
    would cover."""
    width = _inner((w, w)).width
    size = cost_die(w)
    rows, gap = _cost_rows(len(face.cost), width, size)
    dice: list[tuple[int, int]] = []
    pills: list[pygame.Rect] = []
    for r, count in enumerate(rows):
        y = 2 + r * (size + gap)
        dice += [(2 + i * (size + gap), y) for i in range(count)]
        top = pills[-1].bottom if pills else 0
        pills.append(pygame.Rect(0, top, count * (size + gap) + 5, y + size + 3 - top))
    pd = die_size(w) - 2
    prod = None
    if face.production:
        prod_w = len(face.production) * (pd + 2) + 6
        prod = pygame.Rect(width - 2 - prod_w, 2, prod_w, pd + 6)
        beside = [p for p in pills if p.right + 4 + prod_w <= width]
        if pills and pills[0] not in beside:  # beside the last row, else under the cost
            if pills[-1] in beside:
                prod.y = pills[-1].y + 1
            else:
                prod.topleft = (2, pills[-1].bottom + 2)
    held = [*pills, *([prod] if prod is not None else [])]
    least = max([14, *(r.bottom + 1 for r in held)])
    vp_die = die_size(w)
    vp_count = (face.vp > 0) + (face.end_vp > 0)
    if vp_count:
        left = width - vp_die * 0.6 - (vp_count - 1) * (vp_die + 2) - vp_die * 0.45
        under = [r.bottom + vp_die + 1 for r in held if r.right > left - 1]
        least = max([least, *under])
    return ArtSpots(size, gap, tuple(dice), tuple(pills), prod, pd, vp_die, vp_count, least)


def least_art(face: Face, w: int) -> int:
    """The picture's least height: see `art_spots`."""
    return art_spots(face, w).least


@standard_size
def plan(fonts: FontBook, kind: str, cid: str, size: tuple[int, int]) -> Plan:
    """The layout that shows the whole rules text: the most picture and the biggest type
    that leave it whole (the effect icons only when they fit too)."""
    face = face_of(kind, cid)
    inner = _inner(size)
    name_sizes, text_sizes = _sizes(size[0])
    text_w = inner.width - 8
    name_size, name_lines = name_sizes[-1], [face.name]
    for z in name_sizes:
        lines = wrap(fonts.get(z, True), face.name, inner.width - 8)
        if len(lines) <= 2 and all(fonts.get(z, True).size(x)[0] <= inner.width - 8 for x in lines):
            name_size, name_lines = z, lines
            break
    name_h = fonts.get(name_size, True).get_linesize() * len(name_lines) + 4
    die = die_size(size[0])
    icons_h = die + 4 if face.effects and effects_fit(fonts, kind, cid, inner.width - 8, die) else 0
    foot_h = 14 if size[0] >= 170 else 0
    most_art = round(inner.width * (0.62 if size[0] >= 170 else 0.42))
    least = least_art(face, size[0])
    for text_size in text_sizes:
        font = fonts.get(text_size)
        # a word wider than the paper narrows the margins, then takes smaller type
        fits = (
            (pad, lines)
            for pad in (4, *SQUEEZE_PADS)
            for lines in [wrap(font, face.text, inner.width - 2 * pad)]
            if all(font.size(x)[0] <= inner.width - 2 * pad for x in lines)
        )
        pad, lines = next(fits, (0, []))
        if not lines:
            continue
        text_h = len(lines) * line_pitch(fonts, text_size) + 4
        for icons in (icons_h, 0):
            room = inner.height - name_h - icons - text_h - foot_h - 4
            if room >= least:
                art = max(least, min(most_art, room))
                return Plan(
                    art,
                    name_size,
                    tuple(name_lines),
                    text_size,
                    tuple(lines),
                    icons > 0,
                    True,
                    pad,
                )
    squeezed = (
        None
        if foot_h
        else _squeezed(fonts, face, size, (name_size, name_lines), text_sizes[-1], least)
    )
    if squeezed is not None:
        return squeezed
    font = fonts.get(text_sizes[-1])
    lines = wrap(font, face.text, text_w)
    pitch = line_pitch(fonts, text_sizes[-1])
    keep = max(1, (inner.height - name_h - least - foot_h - 8) // pitch)
    shown = lines[:keep]
    if len(lines) > keep:  # the rest is one hover away: say so
        shown[-1] = shown[-1].rstrip(".") + "\u2026"
    return Plan(least, name_size, tuple(name_lines), text_sizes[-1], tuple(shown), False, False)


#: A squeezed card's rules text: its margins each side (the widest that fits first), its gap
#: under the name band and over the card's bottom edge.
SQUEEZE_PADS, SQUEEZE_GAP, SQUEEZE_FOOT = (3, 2), 2, 1


def _squeezed(
    fonts: FontBook,
    face: Face,
    size: tuple[int, int],
    name: tuple[int, list[str]],
    text_size: int,
    least: int,
) -> Plan | None:
    """The layout of a narrow card whose text would not fit whole at the smallest type with
    the usual margins: the picture only the cost row's height, the text the paper's width
    but two or three pixels each side, and the name as usual (``name``: its size and lines)
    or, if the text needs that line too, in one line of smaller bold type. None: the text
    is cut even so."""
    inner = _inner(size)
    names = [name]
    for z in _sizes(size[0])[0]:
        if z < name[0] or len(name[1]) > 1:
            names.append((z, [face.name]))
    most_art = round(inner.width * (0.62 if size[0] >= 170 else 0.42))
    for name_size, name_lines in names:
        name_font = fonts.get(name_size, True)
        for pad in SQUEEZE_PADS:
            if any(name_font.size(x)[0] > inner.width - 2 * pad for x in name_lines):
                continue
            name_h = name_font.get_linesize() * len(name_lines) + 4
            lines = wrap(fonts.get(text_size), face.text, inner.width - 2 * pad)
            if any(fonts.get(text_size).size(x)[0] > inner.width - 2 * pad for x in lines):
                continue
            text_h = len(lines) * line_pitch(fonts, text_size)
            room = inner.height - name_h - SQUEEZE_GAP - text_h - SQUEEZE_FOOT
            if room >= least:
                art = max(least, min(most_art, room))
                text = tuple(lines)
                return Plan(
                    art,
                    name_size,
                    tuple(name_lines),
                    text_size,
                    text,
                    False,
                    True,
                    pad,
                    SQUEEZE_GAP,
                )
    return None


def _frame(surface: pygame.Surface, face: Face, rect: pygame.Rect) -> None:
    """The frame in the card's colour; its corners tell the kind."""
    w = rect.width
    radius = {"square": 3, "cut": 0, "round": max(8, w // 8), "double": max(5, w // 14)}
    r = radius[face.shape]
    shadow = rect.move(0, 2)
    if face.shape == "cut":
        cut = max(7, w // 9)

        def octagon(b: pygame.Rect) -> list[tuple[int, int]]:
            return [
                (b.x + cut, b.y),
                (b.right - cut, b.y),
                (b.right, b.y + cut),
                (b.right, b.bottom - cut),
                (b.right - cut, b.bottom),
                (b.x + cut, b.bottom),
                (b.x, b.bottom - cut),
                (b.x, b.y + cut),
            ]

        pygame.draw.polygon(surface, (0, 0, 0, 120), octagon(shadow.inflate(-1, -1)))
        pygame.draw.polygon(surface, face.frame, octagon(rect.inflate(-1, -1)))
        return
    pygame.draw.rect(surface, (0, 0, 0, 120), shadow, border_radius=r)
    pygame.draw.rect(surface, face.frame, rect, border_radius=r)
    if face.shape == "double":
        edge = mix(face.frame, NAME_LIGHT, 0.45)
        pygame.draw.rect(surface, edge, rect.inflate(-4, -4), 1, border_radius=max(2, r - 2))


@standard_size
def card_surface(fonts: FontBook, kind: str, cid: str, size: tuple[int, int]) -> pygame.Surface:
    """A card face from the data: ``kind`` is "project", "corp" or "bonus"."""
    face = face_of(kind, cid)
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    _frame(surface, face, pygame.Rect(0, 0, w, h - 2))
    inner = _inner(size)
    layout = plan(fonts, kind, cid, size)
    pygame.draw.rect(surface, PAPER, inner, border_radius=3)
    # the picture across the top, its middle band
    art = pygame.Rect(inner.x, inner.y, inner.width, layout.art_h)
    pic = picture("tmdice", PICTURE_KIND[kind], cid, (inner.width, inner.width))
    top = max(0, min(inner.width - art.height, round(inner.width * 0.5 - art.height * 0.55)))
    surface.blit(pic, art, pygame.Rect(0, top, art.width, art.height))
    spots = art_spots(face, w)
    for pill in spots.pills:
        pygame.draw.rect(surface, (*INK, 150), pill.move(art.topleft), border_bottom_right_radius=6)
    for cost_face, (x, y) in zip(face.cost, spots.dice, strict=True):
        surface.blit(render_die(cost_face, spots.cost, shadow=False), (art.x + x, art.y + y))
    if spots.prod is not None:
        box = spots.prod.move(art.topleft)
        _production_box(surface, face.production, box.right, box.y, spots.prod_die, fonts)
    badges = [(n, green) for n, green in ((face.end_vp, False), (face.vp, True)) if n]
    for (n, green), (x, y) in zip(badges, spots.vp_centres(art.width, art.height), strict=True):
        draw_vp(
            surface,
            (art.x + x, art.y + y),
            spots.vp_die * 0.45,
            str(n),
            fonts,
            palette_green=green,
        )
    # the name on a band of the frame's colour
    font = fonts.get(layout.name_size, True)
    band_h = font.get_linesize() * len(layout.name_lines) + 4
    band = pygame.Rect(inner.x, art.bottom, inner.width, band_h)
    pygame.draw.rect(surface, mix(face.frame, PAPER, 0.1), band)
    y = band.y + 2
    for line in layout.name_lines:
        img = fonts.text(layout.name_size, line, NAME_LIGHT, bold=True)
        surface.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += font.get_linesize()
    y = band.bottom + layout.gap
    if layout.icons:
        die = die_size(w)
        draw_effects(surface, fonts, kind, cid, (inner.x + 4, y), inner.right - 4, die)
        y += die + 4
    pitch = line_pitch(fonts, layout.text_size)
    for line in layout.text_lines:
        surface.blit(fonts.text(layout.text_size, line, PAPER_INK), (inner.x + layout.pad, y))
        y += pitch
    if w >= 170:
        foot = fonts.text(11, face.foot, mix(face.frame, INK, 0.2), bold=True)
        surface.blit(foot, foot.get_rect(bottomleft=(inner.x + 4, inner.bottom - 2)))
    return surface
