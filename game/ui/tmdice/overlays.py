"""What the TM Dice table draws over everything else: the big cards of a private choice
(corporations at setup, bonus cards) over the map, the tableau popup of a hovered player, and
an enlarged card (pinned by right-click, or under the mouse)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.tmdice import actions as A
from game.ui.draw import palette
from game.ui.tmdice import tableaus
from game.ui.tmdice.hand import card_rects
from game.ui.tmdice.hover import CardRef, OnCard, OnChoice, OnStrip
from game.ui.tmdice.layout import (
    ACTIONS,
    BIG_H,
    BIG_W,
    BOARD,
    HAND,
    RIGHT,
    VPTRACK,
    H,
    W,
    choice_rects,
)

if TYPE_CHECKING:
    from game.ui.tmdice.table import TMDiceTable

ChoiceCard = tuple[CardRef, pygame.Rect, A.Action]


def choice_cards(t: TMDiceTable) -> list[ChoiceCard]:
    """The big cards of a private choice, with where they are and what a click takes."""
    if not t.human_to_act():
        return []
    top = t.top_pending()
    if top is None or top.kind not in ("corp", "bonus"):
        return []
    items: list[tuple[CardRef, A.Action]] = []
    for a in t.legal():
        if isinstance(a, A.ChooseCorp) and top.kind == "corp":
            items.append((("corp", a.corp), a))
        elif isinstance(a, A.ChooseBonus) and top.kind == "bonus":
            items.append((("bonus", a.card), a))
    rects = choice_rects(len(items))
    return [(card, rect, action) for (card, action), rect in zip(items, rects, strict=True)]


def choice_at(t: TMDiceTable, pos: tuple[int, int]) -> A.Action | None:
    for _, rect, action in choice_cards(t):
        if rect.collidepoint(pos):
            return action
    return None


def choice_card_at(t: TMDiceTable, pos: tuple[int, int]) -> CardRef | None:
    for card, rect, _ in choice_cards(t):
        if rect.collidepoint(pos):
            return card
    return None


def _shade(size: tuple[int, int]) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (12, 8, 16, 215), s.get_rect(), border_radius=12)
    return s


def draw_overlays(t: TMDiceTable, surface: pygame.Surface) -> None:
    choice = choice_cards(t)
    if choice:
        _draw_choice(t, surface, choice)
    # a player's tableau, while their panel or the popup itself is under the mouse
    popup: tuple[pygame.Rect, tableaus.Strips] | None = None
    if t.popup_seat is not None and t.popup_seat < t.view.players:
        pic, rect, strips = tableaus.popup(t, t.popup_seat)
        if tableaus.popup_clear(t, rect):
            surface.blit(pic, rect)
            popup = (rect, strips)
    # an enlarged card: pinned by right-click, or under the mouse (hand, strips)
    card: CardRef | None = t.pinned_card
    if card is None and isinstance(t.hover, OnCard | OnStrip):
        card = ("project", t.hover.card)
    if card is not None and not (choice and card[0] != "project"):
        _draw_enlarged(t, surface, card, popup)


def _draw_choice(t: TMDiceTable, surface: pygame.Surface, choice: list[ChoiceCard]) -> None:
    """Private choices: the corporations or bonus cards, big, over the shaded map."""
    area = pygame.Rect(BOARD.x, BOARD.y, BOARD.width, BOARD.height + VPTRACK.height)
    shade = t.ctx.cached(("tmd-shade", area.size), lambda: _shade(area.size))
    surface.blit(shade, area)
    top = t.top_pending()
    if top and top.kind == "corp":
        head = (
            "Keep one corporation"
            if t.view.solo
            else "Keep one corporation (secret until all have chosen)"
        )
    else:
        head = "Choose a bonus card: it is played at once, for free"
    img = t.ctx.fonts.text(14, head, palette.SAND, bold=True)
    surface.blit(img, img.get_rect(midtop=(area.centerx, area.y + 12)))
    hover = t.hover.card if isinstance(t.hover, OnChoice) else None
    focus = t.focused_action()
    for card, rect, action in choice:
        surface.blit(t.pics.card_face(card[0], card[1], rect.size), rect)
        if card == hover or action == focus:
            pygame.draw.rect(surface, palette.LIMB, rect.inflate(6, 6), 3, border_radius=12)


def _draw_enlarged(
    t: TMDiceTable,
    surface: pygame.Surface,
    card: CardRef,
    popup: tuple[pygame.Rect, tableaus.Strips] | None,
) -> None:
    big = t.pics.card_face(card[0], card[1], (BIG_W, BIG_H))
    surface.blit(big, enlarged_rect(t, card, popup))


def enlarged_rect(
    t: TMDiceTable, card: CardRef, popup: tuple[pygame.Rect, tableaus.Strips] | None = None
) -> pygame.Rect:
    """Where an enlarged card shows: above its hand card, clear of every card of the hand and
    of the action panel when a decision is open there; beside the popup for a popup strip."""
    anchor = None
    for cid, rect in card_rects(t):
        if cid == card[1]:
            anchor = rect
    where = pygame.Rect(0, 0, BIG_W, BIG_H)
    if anchor is not None:
        x = min(max(anchor.centerx - BIG_W // 2, 10), HAND.right - BIG_W)
        top = t.top_pending()
        if t.choosing is not None or (top is not None and top.seat == t.viewer):
            # a decision is open in the action panel (the payment of the card just clicked,
            # its tile...): keep the enlarged card off it and off the board
            x = ACTIONS.right + 6
        elif t.human_to_act():  # the panel's buttons are live: keep over the map, left of them
            x = min(x, ACTIONS.x - 10 - BIG_W)
        cards_top = min(r.y for _, r in card_rects(t))
        where.topleft = (x, min(HAND.y + 20, cards_top - 6) - BIG_H)
    elif popup is not None and isinstance(t.hover, OnStrip) and t.hover.in_popup:
        # over the players' column (the popup keeps left of the action panel), level with
        # the strip under the mouse
        row = next((r for cid, r in popup[1] if cid == card[1]), popup[0])
        where.centerx = RIGHT.centerx
        where.centery = row.centery
        where.clamp_ip(pygame.Rect(0, 10, W, H - 20))
    else:
        where.topright = (ACTIONS.x - 10, ACTIONS.y)
    return where
