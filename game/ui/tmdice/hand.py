"""The hand along the bottom: the cards of the seat at the screen (a spectator sees backs),
those that can be played or discarded now lit, the focused or chosen one ringed, the one
under the mouse lifted; the deck and discard counts. A big hand is drawn as compact cards in
rows, so every card's name is readable without hovering."""

from __future__ import annotations

import pygame

from game.rules.tmdice import actions as A
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.text import render_tracked, standard_size
from game.ui.tmdice.hand_layout import (
    Middle,
    card_lift,
    hand_compact,
    hand_rects,
    head_y,
    middle,
)
from game.ui.tmdice.model import TableModel, hand_slots
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.targets import OnCard


def hand_cards(sit: Situation) -> list[str]:
    """The hand along the bottom: its card ids, or "" for each card seen from the back."""
    p = sit.views[sit.tray_seat]
    return list(p.hand) if p.hand is not None else [""] * p.hand_size


def lay_out(sit: Situation, model: TableModel) -> Middle:
    """The action panel, the status line, the hand and the tray as the hand's size lays them
    out (held while the pointer rests on the hand)."""
    return middle(len(hand_slots(model, hand_cards(sit))), model.shelf)


def card_rects(sit: Situation, model: TableModel) -> list[tuple[str, pygame.Rect]]:
    """The hand's cards (ids, "" for a back) and where they are, as laid out now."""
    slots = hand_slots(model, hand_cards(sit))
    return [(cid, rect) for cid, rect in hand_rects(slots, model.shelf) if cid is not None]


def card_at(cards: list[tuple[str, pygame.Rect]], pos: tuple[int, int]) -> str | None:
    """The card of the hand under ``pos`` (the topmost where they overlap); None for a back."""
    for cid, rect in reversed(cards):
        if rect.collidepoint(pos):
            return cid or None
    return None


@standard_size
def render_hand(pics: Pictures, sit: Situation, model: TableModel, mid: Middle) -> pygame.Surface:
    """The hand on its whole place (``mid.area``: the bottom row, and the shelf above it when
    the hand is big enough to have one)."""
    rect = mid.area
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    if mid.shelf is not None:  # the shelf joins the hand's panel, which the table draws
        shelf = mid.shelf.move(-rect.x, -rect.y)
        pygame.draw.rect(surface, (*palette.PANEL, 235), shelf.inflate(0, 16), border_radius=10)
        pygame.draw.rect(surface, palette.PANEL_EDGE, shelf.inflate(0, 16), 1, border_radius=10)
        joint = pygame.Rect(shelf.x + 1, shelf.bottom - 6, shelf.width - 2, 24)
        pygame.draw.rect(surface, (*palette.PANEL, 235), joint)
    fonts = pics.fonts
    n = len(hand_slots(model, hand_cards(sit)))
    top = mid.hand.y - rect.y
    head = top + head_y(n, model.shelf)
    seat = sit.tray_seat
    p = sit.views[seat]
    # Everything revealed shows a hand that is not the viewer's: named by its owner.
    owner = f"{sit.name(seat).upper()}'S HAND"
    hidden = "" if p.hand is not None else " (HIDDEN)"
    label = "YOUR HAND" if seat == sit.viewer else owner + hidden
    words = f"{label} \u00b7 {p.hand_size}"
    surface.blit(render_tracked(fonts.get(11, bold=True), words, palette.OCHRE, 2), (12, head))
    info = f"deck {sit.view.deck_size} \u00b7 discard {len(sit.view.discard)}"
    lab = fonts.text(11, info, palette.SAND_DIM)
    surface.blit(lab, lab.get_rect(topright=(rect.width - 12, head)))
    legal = sit.legal
    playable = {a.card for a in legal if isinstance(a, A.PlayCard)}
    discard = {a.card for a in legal if isinstance(a, A.DiscardCard)}
    # A guided step lights its own card only; "not yet": the others the rules allow now.
    guided = sit.engine_legal is not None
    allowed = {a.card for a in sit.allowed if isinstance(a, A.PlayCard | A.DiscardCard)}
    greyed = allowed - playable - discard
    focus = sit.focus
    focus_card = focus.card if isinstance(focus, A.PlayCard | A.DiscardCard) else None
    paying = model.paying
    chosen = paying.ident if paying is not None and paying.kind == "card" else None
    hover = model.pointer.card if isinstance(model.pointer, OnCard) else None
    rects = card_rects(sit, model)
    compact = hand_compact(n, model.shelf)
    lift = card_lift(n, model.shelf)
    for cid, where in rects:
        r = where.move(-rect.x, -rect.y)
        if cid in (hover, focus_card) and not compact:  # the focus lifts it as hovering does
            r = r.move(0, -lift)
        if cid and compact:
            pic = pics.card_mini(cid, where.size)
        elif cid:
            pic = pics.card_face("project", cid, where.size)
        else:
            pic = pics.card_back(where.size)
        surface.blit(pic, r)
        if cid in playable or cid in discard:
            to_discard = cid in model.picks.cards
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
        elif guided:  # not the step's card: dimmed, and ringed faintly if "not yet"
            surface.blit(pics.veil(r.size), r)
            if cid in greyed:
                pygame.draw.rect(surface, palette.MUTED, r.inflate(4, 4), 1, border_radius=9)
    if not rects:
        surface.blit(fonts.text(13, "no cards in hand", palette.MUTED), (14, top + 40))
    return fast(surface)
