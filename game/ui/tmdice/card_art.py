"""TM Dice card pictures: a card face from the data (project, corporation, bonus card), a
card back, and the strip of a played card seen stacked. Callers cache the results."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.rules.tmdice.content import content
from game.ui.draw import palette
from game.ui.draw.palette import Colour, mix
from game.ui.draw.pictures import picture
from game.ui.draw.text import FontBook, wrap
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


def _cost_row(
    surface: pygame.Surface, cost: Sequence[str], x: int, y: int, die: int, gap: int
) -> int:
    for face in cost:
        surface.blit(render_die(face, die, shadow=False), (x, y))
        x += die + gap
    return x


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


def card_strip(fonts: FontBook, cid: str, width: int, tapped: bool = False) -> pygame.Surface:
    """A played card seen stacked: a strip with its cost icons, production box / VP and name."""
    card = C.cards[cid]
    frame = CARD_FRAME[card.colour]
    h = 24
    surface = pygame.Surface((width, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, frame, rect, border_radius=4)
    pygame.draw.rect(
        surface, PAPER if not tapped else (196, 186, 170), rect.inflate(-4, -4), border_radius=3
    )
    x = _cost_row(surface, list(card.cost), 4, 4, 16, 1)
    right = width - 4
    if card.production:
        box = _production_box(surface, list(card.production), right, 2, 14, fonts)
        right = box.x - 3
    if card.vp or card.end_vp:
        n = card.vp + card.end_vp
        draw_vp(surface, (right - 8, 10), 7, str(n), fonts, palette_green=card.end_vp == 0)
        right -= 20
    name = card.name if not tapped else card.name + " (used)"
    font = fonts.get(11, bold=True)
    name = ellipsize(font, name, right - x - 6)
    surface.blit(fonts.text(11, name, PAPER_INK, bold=True), (x + 4, 5))
    return surface


#: The rules text of a compact card.
MINI_TEXT = 9
#: Font sizes tried for a compact card's name, biggest first (all readable at 1280x720).
MINI_NAME_SIZES = (12, 11, 10)


def mini_name(fonts: FontBook, name: str, size: tuple[int, int]) -> tuple[int, list[str]]:
    """How a compact card of ``size`` writes ``name``: font size and lines (two at most)."""
    w, h = size
    box_h = h - _mini_top(size) - 4
    font_h = fonts.get(MINI_NAME_SIZES[-1], True).get_linesize()
    return _fit_lines(fonts, name, w - 12, min(box_h, 2 * font_h + 6), MINI_NAME_SIZES, True)


def _mini_die(size: tuple[int, int]) -> int:
    """The cost dice of a compact card: smaller on the short cards of a three-row hand."""
    w, h = size
    return 12 if h < 60 else max(12, min(15, w // 7))


def _mini_top(size: tuple[int, int]) -> int:
    """Where a compact card's name begins: under its cost row."""
    return 3 + _mini_die(size) + 3


def card_mini(fonts: FontBook, cid: str, size: tuple[int, int]) -> pygame.Surface:
    """A project card drawn compact for a big hand: colour frame, its picture as a strip
    under the cost and the production box or VP, the whole name, and as much of the rules
    text as fits (hover enlarges the card). The name shrinks first; it is never cut."""
    card = C.cards[cid]
    frame = CARD_FRAME[card.colour]
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (0, 0, 0, 120), rect.move(0, 2), border_radius=6)
    body = rect.inflate(0, -2).move(0, -1)
    pygame.draw.rect(surface, frame, body, border_radius=6)
    inner = body.inflate(-6, -6)
    pygame.draw.rect(surface, PAPER, inner, border_radius=4)
    die = _mini_die(size)
    strip = pygame.Rect(inner.x, inner.y, inner.width, die + 4)
    pic = picture("tmdice", "cards", cid, (inner.width, inner.width))
    surface.blit(pic, strip, pygame.Rect(0, (inner.width - strip.height) // 2, *strip.size))
    right = inner.right - 2
    if card.production:
        box = _production_box(surface, list(card.production), right, inner.y + 1, die - 3, fonts)
        right = box.x - 2
    if card.vp or card.end_vp:
        n = card.vp + card.end_vp
        draw_vp(
            surface,
            (right - die // 2, inner.y + 2 + die // 2),
            die * 0.45,
            str(n),
            fonts,
            palette_green=card.end_vp == 0,
        )
        right -= die + 2
    x = inner.x + 2
    for face in card.cost:
        if x + die > right:
            break
        surface.blit(render_die(face, die, shadow=False), (x, inner.y + 2))
        x += die + 1
    name_size, lines = mini_name(fonts, card.name, size)
    font = fonts.get(name_size, True)
    y = _mini_top(size)
    band = pygame.Rect(inner.x, y - 2, inner.width, font.get_linesize() * len(lines) + 4)
    pygame.draw.rect(surface, mix(frame, PAPER, 0.15), band)
    for line in lines:
        img = fonts.text(name_size, line, (250, 244, 232), bold=True)
        surface.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += font.get_linesize()
    room = inner.bottom - band.bottom - 2
    _, text = _fit_lines(fonts, card.text, inner.width - 6, room, (MINI_TEXT,))
    y = band.bottom + 1
    for line in text:
        surface.blit(fonts.text(MINI_TEXT, line, PAPER_INK), (inner.x + 3, y))
        y += fonts.get(MINI_TEXT).get_linesize() - 1
    return surface
