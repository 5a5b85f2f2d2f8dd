"""A TM Dice card face drawn whole at any size, from the hand's smallest (92 px wide) to the
enlarged card: a frame of the card's colour whose corners tell its kind (green production
cards square, red events cut, blue actions round, corporations and bonus cards doubled), its
picture across the top with the cost dice and the brown production box over it, the name on
a band of the frame's colour, the effect icons when there is room, and the whole rules text,
never cut: the picture and the icons give up room first, then the type shrinks, down to
`MIN_TEXT` points, then the text's margins narrow and the name takes one line of smaller
type (see `_squeezed`). Callers cache the results."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.rules.tmdice.content import Effect, content
from game.ui.draw.palette import Colour, mix
from game.ui.draw.pictures import picture
from game.ui.draw.text import FontBook, wrap
from game.ui.tmdice.card_art import CARD_FRAME, COLOUR_WORDS, _cost_row, _production_box
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


def line_pitch(fonts: FontBook, size: int) -> int:
    """The rules text's line spacing: DejaVu's own, a pixel tighter in the small sizes."""
    return fonts.get(size).get_linesize() - (1 if size <= 10 else 0)


def die_size(w: int) -> int:
    """The effect icons and the production box's dice of a card ``w`` pixels wide."""
    return max(13, min(24, w // 7))


def cost_die(w: int) -> int:
    """The cost dice: 20 px at least on the 1280x720 canvas, whatever the card's size."""
    return max(20, min(28, w // 5))


def cost_row(face: Face, w: int) -> tuple[int, int]:
    """The cost dice of this card as they fit its width: their size (``cost_die``, smaller
    only for a cost too long for a narrow card) and the gap between them."""
    n = max(1, len(face.cost))
    room = _inner((w, w)).width - 5
    size = cost_die(w)
    if n * (size + 1) - 1 <= room:
        return size, 1
    return min(size, room // n), 0


def least_art(face: Face, w: int) -> int:
    """The picture's least height: the cost row over it, and the production box beside the
    cost or, when both do not fit one row, under it."""
    cost, gap = cost_row(face, w)
    height = cost + 6 if face.cost else 0
    if face.production:
        pd = die_size(w) - 2
        prod_w = len(face.production) * (pd + 2) + 6
        cost_w = len(face.cost) * (cost + gap) + 5
        beside = not face.cost or cost_w + prod_w + 4 <= _inner((w, w)).width
        height = max(height, pd + 8) if beside else height + pd + 8
    return max(height, 14)


def _prod_under_cost(face: Face, w: int) -> bool:
    return bool(face.cost) and least_art(face, w) > cost_row(face, w)[0] + 6


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
        lines = wrap(font, face.text, text_w)
        text_h = len(lines) * line_pitch(fonts, text_size) + 4
        for icons in (icons_h, 0):
            room = inner.height - name_h - icons - text_h - foot_h - 4
            if room >= least:
                art = min(most_art, room)
                return Plan(
                    art, name_size, tuple(name_lines), text_size, tuple(lines), icons > 0, True
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
    die = die_size(w)
    cost, gap = cost_row(face, w)
    if face.cost:
        pill = pygame.Rect(art.x, art.y, len(face.cost) * (cost + gap) + 5, cost + 5)
        pygame.draw.rect(surface, (*INK, 150), pill, border_bottom_right_radius=6)
        _cost_row(surface, face.cost, art.x + 2, art.y + 2, cost, gap)
    if face.production:
        pd = die - 2
        if _prod_under_cost(face, w):
            prod_w = len(face.production) * (pd + 2) + 6
            _production_box(
                surface, face.production, art.x + 2 + prod_w, art.y + cost + 7, pd, fonts
            )
        else:
            _production_box(surface, face.production, art.right - 2, art.y + 2, pd, fonts)
    vp_y = art.bottom - die * 0.55
    x = art.right - die * 0.6
    for n, green in ((face.end_vp, False), (face.vp, True)):
        if n:
            draw_vp(surface, (x, vp_y), die * 0.45, str(n), fonts, palette_green=green)
            x -= die + 2
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
