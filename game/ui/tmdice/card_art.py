"""TM Dice card pictures: a card face from the data (project, corporation, bonus card), a
card back, and the strip of a played card seen stacked. Callers cache the results."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.rules.tmdice.content import Effect, content
from game.ui.draw import palette
from game.ui.draw.palette import Colour, mix
from game.ui.draw.text import FontBook, wrap
from game.ui.tmdice.dice_art import render_blank, render_die, render_wild
from game.ui.tmdice.effect_art import draw_vp, effect_icon
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


def card_surface(
    fonts: FontBook,
    kind: str,
    cid: str,
    size: tuple[int, int],
    left: bool = False,
) -> pygame.Surface:
    """A card face from the data: ``kind`` is "project", "corp" or "bonus"; ``left`` aligns
    the name to the left (for cards overlapping in a fanned hand)."""
    w = size[0]
    big = w >= 170
    surface = pygame.Surface(size, pygame.SRCALPHA)
    if kind == "project":
        card = C.cards[cid]
        frame = CARD_FRAME[card.colour]
        name, text, cost = card.name, card.text, list(card.cost)
        production = list(card.production)
        vp, end_vp = card.vp, card.end_vp
        effects: list[Effect] = list(card.effects)
        if card.action is not None:
            effects = list(card.action.gain)
    elif kind == "corp":
        corp = C.corps[cid]
        frame, name, text, cost = CARD_FRAME["corp"], corp.name, corp.text, []
        production, vp, end_vp = list(corp.production), 0, 0
        effects = list(corp.start)
    else:
        bonus = C.bonus[cid]
        frame, name, text, cost = CARD_FRAME["bonus"], bonus.name, bonus.text, list(bonus.cost)
        production, vp, end_vp = [], 0, bonus.end_vp
        effects = list(bonus.effects)
    rect = surface.get_rect()
    radius = max(4, w // 14)
    pygame.draw.rect(surface, (0, 0, 0, 120), rect.move(0, 2), border_radius=radius)
    body = rect.inflate(0, -2).move(0, -1)
    pygame.draw.rect(surface, frame, body, border_radius=radius)
    inner = body.inflate(-max(4, w // 20), -max(4, w // 20))
    pygame.draw.rect(surface, PAPER, inner, border_radius=max(2, radius - 2))
    die = max(12, w // 7)
    pad = inner.x + 3
    top = inner.y + 3
    # top row: cost icons (left), production box (right)
    if cost:
        _cost_row(surface, cost, pad, top, die, 1)
    pdie = max(10, die - 2)
    prod_w = len(production) * (pdie + 2) + 6
    prod_below = bool(production) and len(cost) * (die + 1) + prod_w + 6 > inner.width - 4
    if production and not prod_below:
        _production_box(surface, production, inner.right - 2, top - 1, pdie, fonts)
    # the name on a colour band
    band_y = top + die + 4
    name_size, name_lines = _fit_lines(
        fonts,
        name,
        inner.width - 8,
        (30 if big else 26),
        ((18, 16, 15) if big else (12, 11, 10, 9)),
        bold=True,
    )
    font = fonts.get(name_size, True)
    band_h = font.get_linesize() * len(name_lines) + 4
    band = pygame.Rect(inner.x, band_y, inner.width, band_h)
    pygame.draw.rect(surface, mix(frame, PAPER, 0.15), band)
    y = band_y + 2
    for line in name_lines:
        img = fonts.text(name_size, line, (250, 244, 232), bold=True)
        if left:
            surface.blit(img, (pad, y))
        else:
            surface.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += font.get_linesize()
    y = band.bottom + 4
    if prod_below:  # a long cost: the production box goes under the name
        _production_box(surface, production, pad + prod_w, y - 1, pdie, fonts)
        y += pdie + 9
    # effects as icons (blue: the action with its timing)
    if kind == "project" and C.cards[cid].action is not None:
        act = C.cards[cid].action
        assert act is not None
        tag = {"support": "SUPPORT", "main": "MAIN", "free": "FREE"}[act.timing]
        small = max(8, min(13, die // 2))
        label = fonts.text(small, tag, frame, bold=True)
        surface.blit(label, (pad, y))
        x = pad + label.get_width() + 4
        for face in act.cost:
            surface.blit(render_die(face, die - 2, shadow=False), (x, y - 2))
            x += die - 1
        if act.pay_any:
            any_ = fonts.text(small, f"+{act.pay_any} any", PAPER_INK, bold=True)
            surface.blit(any_, (x + 1, y))
            x += any_.get_width() + 2
        arrow = fonts.text(small, "\u2192", PAPER_INK, bold=True)
        surface.blit(arrow, (x + 1, y))
        x += arrow.get_width() + 4
        for eff in effects:
            if x + die > inner.right - 2:  # no room after the arrow: the gain on a new line
                x = pad + 12
                y += die + 1
            x += effect_icon(surface, eff, (x + die / 2, y + die / 2 - 2), die, fonts) + 2
        y += die + 3
    elif effects:
        x = pad + 2
        for eff in effects:
            if x > inner.right - die:
                break
            x += effect_icon(surface, eff, (x + die / 2, y + die / 2), die, fonts) + 3
        y += die + 3
    # the short text
    bottom = inner.bottom - (die + 4 if (vp or end_vp) else 3)
    sizes = (17, 16, 15, 14, 13) if big else (10, 9, 8)
    if big:
        bottom -= 24
    tsize, lines = _fit_lines(fonts, text, inner.width - 8, bottom - y, sizes)
    tfont = fonts.get(tsize)
    for line in lines:
        surface.blit(fonts.text(tsize, line, PAPER_INK), (pad + 1, y))
        y += tfont.get_linesize()
    # VP ribbons, bottom right: green now, red at the end
    x = inner.right - die // 2 - 4
    if end_vp:
        draw_vp(
            surface,
            (x, inner.bottom - die * 0.9),
            die * 0.45,
            str(end_vp),
            fonts,
            palette_green=False,
        )
        x -= die + 2
    if vp:
        draw_vp(
            surface, (x, inner.bottom - die * 0.9), die * 0.45, str(vp), fonts, palette_green=True
        )
    if kind == "project":
        if big:
            word = COLOUR_WORDS[C.cards[cid].colour]
            foot = fonts.text(11, word, mix(frame, INK, 0.2), bold=True)
            surface.blit(foot, foot.get_rect(bottomleft=(pad, inner.bottom - 3)))
    else:
        word = "CORPORATION" if kind == "corp" else "BONUS CARD"
        foot = fonts.text(max(8, die // 2 + 2), word, mix(frame, INK, 0.2), bold=True)
        surface.blit(foot, foot.get_rect(bottomleft=(pad, inner.bottom - 2)))
    return surface


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
    """A project card drawn compact for a big hand: colour frame, cost, production box or VP,
    and the whole name (hover enlarges the card). Nothing is cut: the name shrinks first."""
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
    if card.action is not None and x + 14 <= right:
        tag = {"support": "S", "main": "M", "free": "F"}[card.action.timing]
        surface.blit(fonts.text(10, tag, frame, bold=True), (x + 2, inner.y + 3))
    name_size, lines = mini_name(fonts, card.name, size)
    font = fonts.get(name_size, True)
    y = _mini_top(size)
    band = pygame.Rect(inner.x, y - 2, inner.width, font.get_linesize() * len(lines) + 4)
    pygame.draw.rect(surface, mix(frame, PAPER, 0.15), band)
    for line in lines:
        img = fonts.text(name_size, line, (250, 244, 232), bold=True)
        surface.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += font.get_linesize()
    word = COLOUR_WORDS[card.colour].split("\u00b7")[-1].strip()
    foot = fonts.text(9, word, mix(frame, INK, 0.2), bold=True)
    if band.bottom + foot.get_height() <= inner.bottom:
        surface.blit(foot, foot.get_rect(bottomleft=(inner.x + 3, inner.bottom - 1)))
    return surface
