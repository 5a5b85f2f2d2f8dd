"""What the TM Dice table draws over everything else: the big cards of a private choice
(corporations at setup, bonus cards) over the map, the tableau popup of a hovered player, and
an enlarged card (pinned by right-click, or under the mouse)."""

from __future__ import annotations

import pygame

from game.rules.tmdice import actions as A
from game.ui.draw import palette
from game.ui.tmdice.hand import card_rects
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
from game.ui.tmdice.model import TableModel
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.tableaus import Strips
from game.ui.tmdice.targets import CardRef, OnCard, OnChip, OnChoice, OnStrip

ChoiceCard = tuple[CardRef, pygame.Rect, A.Action]
#: The tableau popup as shown: its picture, where it is, where its card strips are.
Popup = tuple[pygame.Surface, pygame.Rect, Strips]


def choice_cards(sit: Situation) -> list[ChoiceCard]:
    """The big cards of a private choice, with where they are and what a click takes."""
    if not sit.to_act:
        return []
    top = sit.top
    if top is None or top.kind not in ("corp", "bonus"):
        return []
    items: list[tuple[CardRef, A.Action]] = []
    for a in sit.allowed:  # a guided step's other choices too, greyed
        if isinstance(a, A.ChooseCorp) and top.kind == "corp":
            items.append((("corp", a.corp), a))
        elif isinstance(a, A.ChooseBonus) and top.kind == "bonus":
            items.append((("bonus", a.card), a))
    rects = choice_rects(len(items))
    return [(card, rect, action) for (card, action), rect in zip(items, rects, strict=True)]


def _shade(size: tuple[int, int]) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (12, 8, 16, 215), s.get_rect(), border_radius=12)
    return s


def draw_overlays(
    pics: Pictures,
    sit: Situation,
    model: TableModel,
    popup: Popup | None,
    surface: pygame.Surface,
) -> None:
    """The big cards of a private choice, the tableau ``popup`` shown (if any), then the card
    enlarged by a right-click, under the pointer or picked by the focus."""
    choice = choice_cards(sit)
    if choice:
        _draw_choice(pics, sit, model, surface, choice)
    # a player's tableau, while their panel or the popup itself is under the mouse
    if popup is not None:
        surface.blit(popup[0], popup[1])
    # an enlarged card: pinned by right-click, or under the mouse (hand, strips, chips)
    card: CardRef | None = model.pinned_card
    if card is None and isinstance(model.pointer, OnCard | OnStrip | OnChip):
        card = ("project", model.pointer.card)
    focus = sit.focus  # the keyboard's or a controller's pick previews its card as hovering
    if card is None and isinstance(focus, A.PlayCard | A.DiscardCard | A.UseBlue):
        card = ("project", focus.card)
    if card is not None and not (choice and card[0] != "project"):
        big = pics.card_face(card[0], card[1], (BIG_W, BIG_H))
        surface.blit(big, enlarged_rect(sit, model, card, popup))


def _draw_choice(
    pics: Pictures,
    sit: Situation,
    model: TableModel,
    surface: pygame.Surface,
    choice: list[ChoiceCard],
) -> None:
    """Private choices: the corporations or bonus cards, big, over the shaded map."""
    area = pygame.Rect(BOARD.x, BOARD.y, BOARD.width, BOARD.height + VPTRACK.height)
    shade = pics.cached(("tmd-shade", area.size), lambda: _shade(area.size))
    surface.blit(shade, area)
    top = sit.top
    if top and top.kind == "corp":
        head = (
            "Keep one corporation"
            if sit.view.solo
            else "Keep one corporation (secret until all have chosen)"
        )
    else:
        head = "Choose a bonus card: it is played at once, for free"
    img = pics.fonts.text(14, head, palette.SAND, bold=True)
    surface.blit(img, img.get_rect(midtop=(area.centerx, area.y + 12)))
    hover = model.pointer.card if isinstance(model.pointer, OnChoice) else None
    focus = sit.focus
    for card, rect, action in choice:
        surface.blit(pics.card_face(card[0], card[1], rect.size), rect)
        if action not in sit.legal:  # greyed: a guided step takes another one first
            surface.blit(pics.veil(rect.size), rect)
            word = pics.fonts.text(14, "Not yet", palette.SAND, bold=True)
            pill = word.get_rect(center=rect.center).inflate(20, 10)
            pygame.draw.rect(surface, palette.BUTTON_DISABLED, pill, border_radius=8)
            pygame.draw.rect(surface, palette.PANEL_EDGE, pill, 1, border_radius=8)
            surface.blit(word, word.get_rect(center=rect.center))
        elif card == hover or action == focus:
            pygame.draw.rect(surface, palette.LIMB, rect.inflate(6, 6), 3, border_radius=12)


def enlarged_rect(
    sit: Situation, model: TableModel, card: CardRef, popup: Popup | None = None
) -> pygame.Rect:
    """Where an enlarged card shows: above its hand card, clear of every card of the hand and
    of the action panel when a decision is open there; beside the popup for a popup strip."""
    anchor = None
    hand = card_rects(sit, model)
    for cid, rect in hand:
        if cid == card[1]:
            anchor = rect
    where = pygame.Rect(0, 0, BIG_W, BIG_H)
    pointer = model.pointer
    if anchor is not None:
        x = min(max(anchor.centerx - BIG_W // 2, 10), HAND.right - BIG_W)
        top = sit.top
        if model.paying is not None or (top is not None and top.seat == sit.viewer):
            # a decision is open in the action panel (the payment of the card just clicked,
            # its tile...): keep the enlarged card off it and off the board
            x = ACTIONS.right + 6
        elif sit.to_act:  # the panel's buttons are live: keep over the map, left of them
            x = min(x, ACTIONS.x - 10 - BIG_W)
        cards_top = min(r.y for _, r in hand)
        where.topleft = (x, min(HAND.y + 20, cards_top - 6) - BIG_H)
    elif popup is not None and isinstance(pointer, OnStrip) and pointer.in_popup:
        # over the players' column (the popup keeps left of the action panel), level with
        # the strip under the mouse
        row = next((r for cid, r in popup[2] if cid == card[1]), popup[1])
        where.centerx = RIGHT.centerx
        where.centery = row.centery
        where.clamp_ip(pygame.Rect(0, 10, W, H - 20))
    else:
        where.topright = (ACTIONS.x - 10, ACTIONS.y)
    return where
