"""TM Dice card pictures: a card face from the data (project, corporation, bonus card), a
card back, and the strip of a played card seen stacked. Callers cache the results."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.rules.tmdice.content import content
from game.ui.draw import palette
from game.ui.draw.palette import Colour, mix
from game.ui.draw.pictures import picture
from game.ui.draw.text import FontBook, standard_size, wrap
from game.ui.tmdice.dice_art import render_blank, render_die, render_wild
from game.ui.tmdice.effect_art import draw_vp
from game.ui.tmdice.symbols import DIE, INK, PAPER, PAPER_INK

C = content()
CARD_FRAME: dict[str, Colour] = {
    "green": (70, 142, 74),
    "red": (184, 64, 52),
    "blue": (58, 110, 176),
    "corp": (150, 112, 60),
    "bonus": (168, 60, 96),
}
BROWN_BOX: Colour = (112, 72, 44)
#: The foot of a big project card: its colour and what the colour means.
COLOUR_WORDS = {
    "green": "GREEN \u00b7 PRODUCTION",
    "red": "RED \u00b7 EVENT",
    "blue": "BLUE \u00b7 ACTION",
}


def ellipsize(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` cut with an ellipsis so that it fits ``width`` pixels."""
    if font.size(text)[0] <= width:
        return text
    while len(text) > 1 and font.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text.rstrip() + "\u2026"


def _fit_lines(
    fonts: FontBook, text: str, width: int, height: int, sizes: tuple[int, ...], bold: bool = False
) -> tuple[int, list[str]]:
    """The biggest font size (of ``sizes``) whose wrapped ``text`` fits the box."""
    for size in sizes:
        font = fonts.get(size, bold)
        lines = wrap(font, text, width)
        if len(lines) * font.get_linesize() <= height and all(
            font.size(x)[0] <= width for x in lines
        ):
            return size, lines
    size = sizes[-1]
    font = fonts.get(size, bold)
    lines = wrap(font, text, width)
    keep = max(1, height // font.get_linesize())
    if len(lines) > keep:
        lines = lines[:keep]
        lines[-1] = lines[-1].rstrip(".") + "\u2026"
    return size, lines


def _production_box(
    surface: pygame.Surface, items: Sequence[str], right: int, y: int, die: int, fonts: FontBook
) -> pygame.Rect:
    w = len(items) * (die + 2) + 6
    box = pygame.Rect(right - w, y, w, die + 6)
    pygame.draw.rect(surface, BROWN_BOX, box, border_radius=3)
    pygame.draw.rect(surface, mix(BROWN_BOX, INK, 0.5), box, 1, border_radius=3)
    x = box.x + 3
    for item in items:
        if item == "wild":
            surface.blit(render_wild(die - 2), (x, box.y + 3))
        elif item in DIE:
            surface.blit(render_blank(item, die), (x, box.y + 3))
        elif item == "vp":
            draw_vp(surface, (x + die / 2, box.y + 3 + die / 2 - 2), die * 0.4, "1", fonts)
        elif item == "draw":
            r = pygame.Rect(x + die * 0.2, box.y + 4, die * 0.6, die - 2)
            pygame.draw.rect(surface, PAPER, r, border_radius=2)
        x += die + 2
    return box


def card_back(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (0, 0, 0, 120), rect.move(0, 2), border_radius=8)
    pygame.draw.rect(surface, (110, 44, 30), rect.inflate(0, -2), border_radius=8)
    pygame.draw.rect(surface, palette.OCHRE, rect.inflate(-8, -10), 2, border_radius=6)
    pygame.draw.circle(surface, palette.RUST_BRIGHT, rect.center, min(size) // 4)
    pygame.draw.circle(surface, palette.LIMB, rect.center, min(size) // 4, 2)
    return surface


#: A played card's strip: its height and its cost dice (20 px, as on every card face: the
#: costs of played cards count for the awards).
STRIP_H = 26
STRIP_DIE = 20
STRIP_PROD_DIE = 14
#: A strip's name: one line, else two (the narrow strips of a two-column tableau popup).
STRIP_NAME_SIZES = (11, 10, 9)


@dataclass(frozen=True)
class StripPlan:
    """Where a played card's strip puts its cost dice, production box, VP badge and name."""

    dice: list[pygame.Rect]
    prod: pygame.Rect | None
    vp: pygame.Rect | None
    name_size: int
    name_lines: list[str]
    name_at: tuple[int, int]


@standard_size
def strip_plan(fonts: FontBook, cid: str, width: int, tapped: bool = False) -> StripPlan:
    card = C.cards[cid]
    top = (STRIP_H - STRIP_DIE) // 2
    dice = [
        pygame.Rect(4 + i * (STRIP_DIE + 1), top, STRIP_DIE, STRIP_DIE)
        for i in range(len(card.cost))
    ]
    x = dice[-1].right + 1 if dice else 4
    right = width - 4
    prod = vp = None
    if card.production:
        w = len(card.production) * (STRIP_PROD_DIE + 2) + 6
        prod = pygame.Rect(right - w, (STRIP_H - STRIP_PROD_DIE - 6) // 2, w, STRIP_PROD_DIE + 6)
        right = prod.x - 3
    if card.vp or card.end_vp:
        vp = pygame.Rect(right - 16, STRIP_H // 2 - 8, 16, 16)
        right = vp.x - 4
    name = card.name if not tapped else card.name + " (used)"
    size, lines = _fit_lines(fonts, name, right - x - 6, STRIP_H - 4, STRIP_NAME_SIZES, True)
    tall = fonts.get(size, True).get_linesize() * len(lines)
    return StripPlan(dice, prod, vp, size, lines, (x + 4, (STRIP_H - tall) // 2))


@standard_size
def card_strip(fonts: FontBook, cid: str, width: int, tapped: bool = False) -> pygame.Surface:
    """A played card seen stacked: a strip with its cost dice, production box / VP and name."""
    card = C.cards[cid]
    frame = CARD_FRAME[card.colour]
    laid = strip_plan(fonts, cid, width, tapped)
    surface = pygame.Surface((width, STRIP_H), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, frame, rect, border_radius=4)
    pygame.draw.rect(
        surface, PAPER if not tapped else (196, 186, 170), rect.inflate(-4, -4), border_radius=3
    )
    for face, where in zip(card.cost, laid.dice, strict=True):
        surface.blit(render_die(face, STRIP_DIE, shadow=False), where)
    if laid.prod is not None:
        _production_box(
            surface, list(card.production), laid.prod.right, laid.prod.y, STRIP_PROD_DIE, fonts
        )
    if laid.vp is not None:
        n = card.vp + card.end_vp
        draw_vp(surface, laid.vp.center, 7, str(n), fonts, palette_green=card.end_vp == 0)
    x, y = laid.name_at
    for line in laid.name_lines:
        surface.blit(fonts.text(laid.name_size, line, PAPER_INK, bold=True), (x, y))
        y += fonts.get(laid.name_size, True).get_linesize()
    return surface


#: The rules text of a compact card.
MINI_TEXT = 9
#: Font sizes tried for a compact card's name, biggest first (all readable at 1280x720; 9 on
#: the narrowest cards of a hand of 15 or 16, for the longest words).
MINI_NAME_SIZES = (12, 11, 10, 9)
#: A compact card's cost dice (as on every card face), its frame, and the production box's dice.
MINI_DIE = 20
MINI_FRAME = 2
MINI_PROD_DIE = 14


@dataclass(frozen=True)
class MiniPlan:
    """Where a compact card's parts go (in the card's own pixels): the cost dice, the
    production box and the VP badge (None: left out, the hover shows them), the name's
    size, lines and top, the rules text's lines and top."""

    inner: pygame.Rect
    dice: list[pygame.Rect]
    prod: pygame.Rect | None
    vp: pygame.Rect | None
    name_size: int
    name_lines: list[str]
    name_y: int
    name_bottom: int
    text_lines: list[str]
    text_y: int

    @property
    def band(self) -> pygame.Rect:
        """The name band."""
        return pygame.Rect(
            self.inner.x, self.name_y - 2, self.inner.width, self.name_bottom - self.name_y + 2
        )

    @property
    def cost_bottom(self) -> int:
        return max(d.bottom for d in self.dice) if self.dice else self.inner.y


def _mini_inner(size: tuple[int, int]) -> pygame.Rect:
    body = pygame.Rect(0, 0, *size).inflate(0, -2).move(0, -1)
    return body.inflate(-2 * MINI_FRAME, -2 * MINI_FRAME)


def _mini_dice(inner: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The cost dice, 20 px, in as many rows as the card's width needs."""
    step = MINI_DIE + 1
    per_row = max(1, (inner.width - 4 + 1) // step)
    return [
        pygame.Rect(
            inner.x + 2 + (i % per_row) * step,
            inner.y + 2 + (i // per_row) * step,
            MINI_DIE,
            MINI_DIE,
        )
        for i in range(n)
    ]


@standard_size
def mini_plan(fonts: FontBook, cid: str, size: tuple[int, int]) -> MiniPlan:
    """How a compact card of ``size`` lays out card ``cid``: the cost dice whole at 20 px
    (in two rows on a narrow card), the production box and VP badge beside the last row of
    dice where they fit, the whole name under them, then as much rules text as fits."""
    card = C.cards[cid]
    inner = _mini_inner(size)
    dice = _mini_dice(inner, len(card.cost))
    last = dice[-1] if dice else pygame.Rect(inner.x, inner.y + 2, 0, MINI_DIE)
    right = inner.right - 2
    prod = vp = None
    if card.production:
        w = len(card.production) * (MINI_PROD_DIE + 2) + 6
        prod = pygame.Rect(right - w, last.y, w, MINI_PROD_DIE + 6)
        right = prod.x - 2
    if card.vp or card.end_vp:
        vp = pygame.Rect(right - MINI_DIE + 2, last.y + 1, MINI_DIE - 2, MINI_DIE - 2)
        right = vp.x - 2
    beside = right >= last.right + 2
    top = (dice[-1].bottom if dice else inner.y) + 3
    room = inner.bottom - top - 2
    font_h = fonts.get(MINI_NAME_SIZES[-1], True).get_linesize()
    name_size, lines = _fit_lines(
        fonts, card.name, inner.width - 8, min(room, 2 * font_h + 6), MINI_NAME_SIZES, True
    )
    band_bottom = name_bottom = top + fonts.get(name_size, True).get_linesize() * len(lines) + 2
    if not beside and (prod or vp):
        # no room beside the dice: in a row under the name where the card has room for it,
        # else left out (the hover shows them)
        row = band_bottom + 2
        if row + MINI_DIE <= inner.bottom - 1:
            x = inner.x + 2
            if prod is not None:
                prod.topleft = (x, row)
                x = prod.right + 4
            if vp is not None:
                vp.topleft = (x, row + 1)
            band_bottom = row + MINI_DIE - 1
        else:
            prod = vp = None
    text_room = inner.bottom - band_bottom - 2
    text: list[str] = []
    if text_room >= fonts.get(MINI_TEXT).get_linesize():
        _, text = _fit_lines(fonts, card.text, inner.width - 6, text_room, (MINI_TEXT,))
    return MiniPlan(
        inner, dice, prod, vp, name_size, lines, top, name_bottom, text, band_bottom + 1
    )


@standard_size
def mini_name(fonts: FontBook, name: str, size: tuple[int, int]) -> tuple[int, list[str]]:
    """How a compact card of ``size`` writes the name of the card so named: font size and
    lines (two at most)."""
    (cid,) = [c for c, card in C.cards.items() if card.name == name]
    laid = mini_plan(fonts, cid, size)
    return laid.name_size, laid.name_lines


@standard_size
def card_mini(fonts: FontBook, cid: str, size: tuple[int, int]) -> pygame.Surface:
    """A project card drawn compact for a big hand: colour frame, its picture behind the cost
    dice and the production box or VP, the whole name, and as much of the rules text as fits
    (hover enlarges the card). The name shrinks first; it is never cut."""
    card = C.cards[cid]
    frame = CARD_FRAME[card.colour]
    laid = mini_plan(fonts, cid, size)
    inner = laid.inner
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (0, 0, 0, 120), rect.move(0, 2), border_radius=6)
    body = rect.inflate(0, -2).move(0, -1)
    pygame.draw.rect(surface, frame, body, border_radius=6)
    pygame.draw.rect(surface, PAPER, inner, border_radius=4)
    strip = pygame.Rect(inner.x, inner.y, inner.width, laid.name_y - 1 - inner.y)
    pic = picture("tmdice", "cards", cid, (inner.width, inner.width))
    surface.blit(pic, strip, pygame.Rect(0, (inner.width - strip.height) // 2, *strip.size))
    if laid.prod is not None:
        _production_box(
            surface, list(card.production), laid.prod.right, laid.prod.y, MINI_PROD_DIE, fonts
        )
    if laid.vp is not None:
        n = card.vp + card.end_vp
        r = laid.vp.width / 2
        draw_vp(surface, laid.vp.center, r, str(n), fonts, palette_green=card.end_vp == 0)
    for face, where in zip(card.cost, laid.dice, strict=True):
        surface.blit(render_die(face, MINI_DIE, shadow=False), where)
    font = fonts.get(laid.name_size, True)
    y = laid.name_y
    pygame.draw.rect(surface, mix(frame, PAPER, 0.15), laid.band)
    for line in laid.name_lines:
        img = fonts.text(laid.name_size, line, (250, 244, 232), bold=True)
        surface.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += font.get_linesize()
    y = laid.text_y
    for line in laid.text_lines:
        surface.blit(fonts.text(MINI_TEXT, line, PAPER_INK), (inner.x + 3, y))
        y += fonts.get(MINI_TEXT).get_linesize() - 1
    return surface
