"""The hand along the bottom: the cards of the seat at the screen (a spectator sees backs),
those that can be played or discarded now lit, the focused or chosen one ringed, the one
under the mouse lifted; the deck and discard counts. A big hand is drawn as compact cards in
rows, so every card's name is readable without hovering."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from game.rules.tmdice import actions as A
from game.ui.draw import palette
from game.ui.draw.text import render_tracked
from game.ui.tmdice.hover import OnCard
from game.ui.tmdice.layout import HAND, hand_compact, hand_rects
from game.ui.tmdice.pictures import fast

if TYPE_CHECKING:
    from game.ui.tmdice.table import TMDiceTable


def hand_cards(t: TMDiceTable) -> list[str]:
    """The hand along the bottom: its card ids, or "" for each card seen from the back."""
    p = t.views[t.tray_seat()]
    return list(p.hand) if p.hand is not None else [""] * p.hand_size


def held_slots(held: list[str | None], cards: list[str]) -> list[str | None] | None:
    """`cards` in the slots of `held`, the layout kept while the pointer rests on the hand: a
    card still in hand keeps its slot and a card gone leaves a gap, so the next card never
    slides under the pointer. None when the hand gained a card: it is laid out afresh."""
    left = Counter(cards)
    slots: list[str | None] = []
    for cid in held:
        if cid is not None and left[cid] > 0:
            left[cid] -= 1
            slots.append(cid)
        else:
            slots.append(None)
    return None if +left else slots


def hand_slots(t: TMDiceTable) -> list[str | None]:
    """The hand as laid out: held while the pointer is on it (`held_slots`), else as it is.
    Read against the hand of now, so a card that left since the last redraw is never drawn."""
    cards = hand_cards(t)
    held = held_slots(t.hand_hold, cards) if t.hand_hold is not None else None
    return held if held is not None else list(cards)


def hold_while_pointed(t: TMDiceTable, pos: tuple[int, int]) -> bool:
    """The hand keeps its layout while the pointer is on it and closes up once it leaves:
    nothing slides under the pointer when a card is played or discarded. True when the hand
    must be drawn again (it closes up)."""
    on_hand = HAND.collidepoint(pos)
    if on_hand and t.hand_hold is None:
        t.hand_hold = list(hand_cards(t))
    elif not on_hand and t.hand_hold is not None:
        closes_up = t.hand_hold != hand_cards(t)
        t.hand_hold = None
        return closes_up
    return False


def update_hold(t: TMDiceTable) -> None:
    """The held layout after the hand changed: gaps where cards left, laid out afresh when a
    card came in."""
    if t.hand_hold is not None:
        t.hand_hold = hand_slots(t)


def card_rects(t: TMDiceTable) -> list[tuple[str, pygame.Rect]]:
    return [(cid, rect) for cid, rect in hand_rects(hand_slots(t)) if cid is not None]


def card_at(t: TMDiceTable, pos: tuple[int, int]) -> str | None:
    """The card of the hand under ``pos`` (the topmost where they overlap); None for a back."""
    for cid, rect in reversed(card_rects(t)):
        if rect.collidepoint(pos):
            return cid or None
    return None


def render_hand(t: TMDiceTable) -> pygame.Surface:
    surface = pygame.Surface(HAND.size, pygame.SRCALPHA)
    fonts = t.ctx.fonts
    seat = t.tray_seat()
    p = t.views[seat]
    # Everything revealed shows a hand that is not the viewer's: named by its owner.
    owner = f"{t.session.name(seat).upper()}'S HAND"
    hidden = "" if p.hand is not None else " (HIDDEN)"
    label = "YOUR HAND" if seat == t.viewer else owner + hidden
    head = f"{label} \u00b7 {p.hand_size}"
    surface.blit(render_tracked(fonts.get(11, bold=True), head, palette.OCHRE, 2), (12, 8))
    info = f"deck {t.view.deck_size} \u00b7 discard {len(t.view.discard)}"
    lab = fonts.text(11, info, palette.SAND_DIM)
    surface.blit(lab, lab.get_rect(topright=(HAND.width - 12, 8)))
    legal = t.legal()
    playable = {a.card for a in legal if isinstance(a, A.PlayCard)}
    discard = {a.card for a in legal if isinstance(a, A.DiscardCard)}
    focus = t.focused_action()
    focus_card = focus.card if isinstance(focus, A.PlayCard | A.DiscardCard) else None
    chosen = t.choosing.ident if t.choosing is not None and t.choosing.kind == "card" else None
    hover = t.hover.card if isinstance(t.hover, OnCard) else None
    rects = card_rects(t)
    compact = hand_compact(len(hand_slots(t)))
    for cid, rect in rects:
        r = rect.move(-HAND.x, -HAND.y)
        if cid == hover and not compact:
            r = r.move(0, -6)
        if cid and compact:
            pic = t.pics.card_mini(cid, rect.size)
        elif cid:
            pic = t.pics.card_face("project", cid, rect.size)
        else:
            pic = t.pics.card_back(rect.size)
        surface.blit(pic, r)
        if cid in playable or cid in discard:
            to_discard = cid in t.picked_cards
            picked = cid in (focus_card, chosen) or to_discard
            edge = palette.LIMB if picked else palette.OCHRE
            pygame.draw.rect(surface, edge, r.inflate(4, 4), 3 if picked else 2, border_radius=9)
            if to_discard:
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((10, 8, 14, 90))
                surface.blit(shade, r)
            if cid in discard:
                word = "\u2713 DISCARD" if to_discard else "DISCARD?"
                tag = fonts.text(10, word, palette.SPACE_DEEP, bold=True)
                chip = pygame.Rect(0, 0, tag.get_width() + 10, 15)
                if compact:  # the next row is right below: the chip stays on the card
                    chip.midbottom = (r.centerx, r.bottom - 1)
                else:
                    chip.midtop = (r.centerx, r.bottom - 8)
                chip_fill = palette.LIMB if to_discard else palette.OCHRE
                pygame.draw.rect(surface, chip_fill, chip, border_radius=7)
                surface.blit(tag, tag.get_rect(center=chip.center))
    if not rects:
        surface.blit(fonts.text(13, "no cards in hand", palette.MUTED), (14, 40))
    return fast(surface)
