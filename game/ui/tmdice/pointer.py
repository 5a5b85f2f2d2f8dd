"""What the mouse is over on the TM Dice table: a button, a card, an area, a die, a player's
panel or the tableau popup it opened, an award, a milestone; and which card a right-click
enlarges."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.tmdice import action_panel, colonies_view, hand, overlays, own_tableau, tableaus, tray
from game.ui.tmdice.hover import (
    CardRef,
    Hover,
    OnArea,
    OnAward,
    OnButton,
    OnCard,
    OnChoice,
    OnColony,
    OnDie,
    OnMilestone,
    OnPanel,
    OnPopup,
    OnStrip,
)
from game.ui.tmdice.layout import HEADER, area_at, award_rects, milestone_rects

if TYPE_CHECKING:
    from game.ui.tmdice.table import TMDiceTable


def follow(t: TMDiceTable, pos: tuple[int, int]) -> bool:
    """The mouse moved to ``pos``: what it is over, the hovered hand card lifted, the hand's
    layout held while the pointer is on it. True when the whole table must be drawn again."""
    closes_up = hand.hold_while_pointed(t, pos)
    hover = hover_at(t, pos)
    if hover != t.hover:
        cards = [h for h in (hover, t.hover) if isinstance(h, OnCard)]
        set_hover(t, hover)
        if cards and "hand" in t.cache:
            t.cache["hand"] = hand.render_hand(t)  # the card under the mouse lifts
    return closes_up


def set_hover(t: TMDiceTable, hover: Hover | None) -> None:
    """What the mouse is over; a hovered panel previews its player's tableau popup, a
    clicked one pins it (it stays open to hover its cards, until a click elsewhere)."""
    t.hover = hover
    t.popup_seat = hover.seat if isinstance(hover, OnPanel) else t.popup_pinned


def popup_hit(t: TMDiceTable, pos: tuple[int, int]) -> Hover | None:
    """The pinned tableau popup under ``pos``: one of its card strips, or the popup itself.
    A popup only previewed (its panel hovered) is never under the mouse, so it takes no click."""
    seat = t.popup_pinned
    if seat is None or seat != t.popup_seat or seat >= t.view.players:
        return None
    _, rect, strips = tableaus.popup(t, seat)
    if tableaus.popup_clear(t, rect) and rect.collidepoint(pos):
        for cid, r in strips:
            if r.collidepoint(pos):
                return OnStrip(cid, in_popup=True)
        return OnPopup(seat)
    return None


def hover_at(t: TMDiceTable, pos: tuple[int, int]) -> Hover | None:
    """The thing under ``pos``, the topmost first."""
    popup = popup_hit(t, pos)
    if popup is not None:
        return popup
    b = action_panel.button_at(t, pos)
    if b is not None:
        return OnButton(id(b))
    big = overlays.choice_card_at(t, pos)
    if big is not None:
        return OnChoice(big)
    for cid, rect in t.strips:
        if rect.collidepoint(pos):
            return OnStrip(cid)
    card = hand.card_at(t, pos)
    if card is not None:
        return OnCard(card)
    blue = tableaus.blue_chip_at(t, pos)
    if blue is not None:
        return OnStrip(blue[1])
    own = own_tableau.chip_at(t, pos)
    if own is not None:
        return OnStrip(own)
    tile = colonies_view.tile_at(t, pos)
    if tile is not None:
        return OnColony(tile)
    seat = tableaus.panel_at(t, pos)
    if seat is not None:
        return OnPanel(seat)
    area = area_at(pos)
    if area is not None:
        return OnArea(area)
    face = tray.die_at(t, pos)
    if face is not None:
        return OnDie(face)
    if HEADER.collidepoint(pos):
        for i, rect in enumerate(award_rects()):
            if rect.collidepoint(pos):
                return OnAward(i)
        for i, rect in enumerate(milestone_rects()):
            if rect.collidepoint(pos):
                return OnMilestone(i)
    return None


def card_under(t: TMDiceTable, pos: tuple[int, int]) -> CardRef | None:
    """The card a right-click enlarges: in the popup, the hand, the panel's strips, or a
    big card of a private choice."""
    popup = popup_hit(t, pos)
    if popup is not None:
        return ("project", popup.card) if isinstance(popup, OnStrip) else None
    card = hand.card_at(t, pos)
    if card is not None:
        return ("project", card)
    for cid, rect in t.strips:
        if rect.collidepoint(pos):
            return ("project", cid)
    own = own_tableau.chip_at(t, pos)
    if own is not None:
        return ("project", own)
    return overlays.choice_card_at(t, pos)
