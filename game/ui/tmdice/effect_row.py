"""A card's effects as one row of icons: a blue card's action with its timing ("MAIN"), what
it costs, an arrow and what it gains; any other card's effects one after another."""

from __future__ import annotations

import pygame

from game.rules.tmdice.content import Effect, content
from game.ui.draw.text import FontBook
from game.ui.tmdice.card_art import CARD_FRAME
from game.ui.tmdice.dice_art import render_die
from game.ui.tmdice.effect_art import effect_icon
from game.ui.tmdice.symbols import PAPER_INK

C = content()
TIMING = {"support": "SUPPORT", "main": "MAIN", "free": "FREE"}


def _effects(kind: str, cid: str) -> list[Effect]:
    if kind == "project":
        card = C.cards[cid]
        return list(card.action.gain) if card.action is not None else list(card.effects)
    if kind == "corp":
        return list(C.corps[cid].start)
    return list(C.bonus[cid].effects)


def draw_effects(
    surface: pygame.Surface,
    fonts: FontBook,
    kind: str,
    cid: str,
    at: tuple[int, int],
    right: int,
    die: int,
) -> bool:
    """Draw the row from ``at``, no further right than ``right``; whether all of it shows
    (the row is ``die + 4`` pixels high)."""
    x, y = at
    action = C.cards[cid].action if kind == "project" else None
    if action is not None:
        small = max(8, min(13, die // 2))
        label = fonts.text(small, TIMING[action.timing], CARD_FRAME["blue"], bold=True)
        surface.blit(label, (x, y + (die - label.get_height()) // 2))
        x += label.get_width() + 3
        for face in action.cost:
            surface.blit(render_die(face, die - 2, shadow=False), (x, y))
            x += die - 1
        if action.pay_any:
            any_ = fonts.text(small, f"+{action.pay_any} any", PAPER_INK, bold=True)
            surface.blit(any_, (x + 1, y + (die - any_.get_height()) // 2))
            x += any_.get_width() + 2
        arrow = fonts.text(small, "\u2192", PAPER_INK, bold=True)
        surface.blit(arrow, (x + 1, y + (die - arrow.get_height()) // 2))
        x += arrow.get_width() + 3
    for eff in _effects(kind, cid):
        if x + die > right:
            return False
        x += effect_icon(surface, eff, (x + die / 2, y + die / 2), die, fonts) + 3
    return x <= right + 3


def effects_fit(fonts: FontBook, kind: str, cid: str, width: int, die: int) -> bool:
    """The whole row fits ``width`` pixels."""
    scratch = pygame.Surface((width, die + 8), pygame.SRCALPHA)
    return draw_effects(scratch, fonts, kind, cid, (0, 0), width, die)
