"""Where the things of the TM Dice table are on the canvas this frame, and which one is under a
point: the scene turns a pointer's position into a `Target` here, and the interaction model
reads the rest. The topmost thing wins where they overlap (the pinned tableau popup, then
the action panel's buttons, the big cards of a private choice, the strips, the hand...)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.rules.tmdice import actions as A
from game.rules.tmdice.content import content
from game.ui.tmdice.action_panel import Drawn, Placed, button_at, panel_layout
from game.ui.tmdice.arriving import Arriving
from game.ui.tmdice.colonies_view import row_rects
from game.ui.tmdice.column import column
from game.ui.tmdice.hand import card_at, card_rects, lay_out
from game.ui.tmdice.layout import HEADER, HEX_R, area_at, award_rects, hex_centre, milestone_rects
from game.ui.tmdice.leading import leading_target
from game.ui.tmdice.live import live_rects
from game.ui.tmdice.model import TableModel
from game.ui.tmdice.overlays import ChoiceCard, Popup, choice_cards
from game.ui.tmdice.own_tableau import chips
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.popup import Popups, popup_clear
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.tableaus import Strips, blue_chips, has_blue_row
from game.ui.tmdice.targets import (
    OnArea,
    OnAward,
    OnButton,
    OnCard,
    OnChip,
    OnChoice,
    OnColony,
    OnDie,
    OnMilestone,
    OnPanel,
    OnPopup,
    OnStrip,
    Target,
)
from game.ui.tmdice.tray import tray_dice, wild_click_rect

C = content()


@dataclass(frozen=True)
class Places:
    #: the pinned tableau popup (its seat, where it is, its strips), when it is shown
    pinned: tuple[int, pygame.Rect, Strips] | None
    buttons: tuple[Placed, ...]
    choices: list[ChoiceCard]
    strips: tuple[tuple[str, pygame.Rect], ...]
    hand: list[tuple[str, pygame.Rect]]
    #: the chips of the players' panels: (seat, card, where)
    chips: list[tuple[int, str, pygame.Rect]]
    colonies: list[tuple[str, pygame.Rect]]
    panels: tuple[pygame.Rect, ...]
    dice: list[tuple[str, pygame.Rect]]
    wild: pygame.Rect | None


def shown_popup(
    popups: Popups, pics: Pictures, sit: Situation, seat: int | None, live: list[pygame.Rect]
) -> Popup | None:
    """The tableau popup of ``seat`` (hovered or pinned) on the table now, if any: where it
    covers none of the ``live`` rectangles, where a click acts (else it is not shown)."""
    if seat is None or seat >= sit.view.players:
        return None
    popup = popups.placed(pics, sit, seat, live)
    return popup if popup_clear(popup[1], live) else None


def panel_chips(pics: Pictures, sit: Situation) -> list[tuple[int, str, pygame.Rect]]:
    """Every chip of the players' panels: all the cards in play of the seat along the
    bottom, the blue cards of the others (where their panel has the room)."""
    out: list[tuple[int, str, pygame.Rect]] = []
    for seat, rect in enumerate(column(sit).panels):
        if seat == sit.tray_seat:
            out += [(seat, cid, r) for cid, r in chips(sit, seat)]
        elif has_blue_row(sit, rect):
            out += [(seat, cid, r) for cid, r in blue_chips(pics.fonts, sit.views[seat], rect)]
    return out


def places(
    pics: Pictures,
    sit: Situation,
    model: TableModel,
    arriving: Arriving,
    panel: Drawn,
    popups: Popups,
) -> Places:
    pinned = None
    seat = model.pinned_panel
    if seat is not None and seat == model.popup_seat:
        # a popup only previewed (its panel hovered) is never under the mouse: no click
        live = live_rects(sit, model, arriving, panel.buttons)
        popup = shown_popup(popups, pics, sit, seat, live)
        if popup is not None:
            pinned = (seat, popup[1], popup[2])
    return Places(
        pinned=pinned,
        buttons=panel.buttons,
        choices=choice_cards(sit),
        strips=panel.strips,
        hand=card_rects(sit, model),
        chips=panel_chips(pics, sit),
        colonies=row_rects(sit),
        panels=column(sit).panels,
        dice=tray_dice(sit, arriving, lay_out(sit, model).tray),
        wild=wild_click_rect(sit, lay_out(sit, model).tray),
    )


def target_at(where: Places, pos: tuple[int, int]) -> Target | None:
    """The thing under ``pos``, the topmost first."""
    if where.pinned is not None:
        seat, rect, strips = where.pinned
        if rect.collidepoint(pos):
            for cid, r in strips:
                if r.collidepoint(pos):
                    return OnStrip(cid, in_popup=True)
            return OnPopup(seat)
    index = button_at(where.buttons, pos)
    if index is not None:
        return OnButton(index, where.buttons[index].button)
    for card, rect, action in where.choices:
        if rect.collidepoint(pos):
            return OnChoice(card, action)
    for cid, rect in where.strips:
        if rect.collidepoint(pos):
            return OnStrip(cid)
    card = card_at(where.hand, pos)
    if card is not None:
        return OnCard(card)
    for seat, cid, rect in where.chips:
        if rect.collidepoint(pos):
            return OnChip(seat, cid)
    return _below_the_cards(where, pos)


def _below_the_cards(where: Places, pos: tuple[int, int]) -> Target | None:
    """The colony tiles, the panels, the map, the tray and the header (they never overlap)."""
    for tile, rect in where.colonies:
        if rect.collidepoint(pos):
            return OnColony(tile)
    for seat, rect in enumerate(where.panels):
        if rect.collidepoint(pos):
            return OnPanel(seat)
    area = area_at(pos)
    if area is not None:
        return OnArea(area)
    for slot, (face, rect) in enumerate(where.dice):
        if rect.collidepoint(pos):
            return OnDie(face, slot)
    if where.wild is not None and where.wild.collidepoint(pos):
        return OnDie("wild")
    if HEADER.collidepoint(pos):
        for i, rect in enumerate(award_rects()):
            if rect.collidepoint(pos):
                return OnAward(i)
        for i, rect in enumerate(milestone_rects()):
            if rect.collidepoint(pos):
                return OnMilestone(i)
    return None


def spots(where: Places) -> list[tuple[Target, pygame.Rect]]:
    """Every thing a click acts on, and where it is: the panel's buttons shown, the big
    cards of a private choice, the hand, the panels' chips, the colony tiles, the map's
    areas, the tray's dice and the wild tokens (what `target_at` finds, listed)."""
    out: list[tuple[Target, pygame.Rect]] = [
        (OnButton(i, placed.button), placed.rect)
        for i, placed in enumerate(where.buttons)
        if placed.visible
    ]
    out += [(OnChoice(card, action), rect) for card, rect, action in where.choices]
    out += [(OnCard(cid), rect) for cid, rect in where.hand if cid]
    out += [(OnChip(seat, cid), rect) for seat, cid, rect in where.chips]
    out += [(OnColony(tile), rect) for tile, rect in where.colonies]
    out += [(OnArea(area), area_rect(area)) for area in (a.id for a in C.map.areas)]
    out += [(OnDie(face, slot), rect) for slot, (face, rect) in enumerate(where.dice)]
    if where.wild is not None:
        out.append((OnDie("wild"), where.wild))
    return out


def area_rect(area: int) -> pygame.Rect:
    """A square inside the area's hex, where a click lands on it."""
    side = int(HEX_R)
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (round(hex_centre(area)[0]), round(hex_centre(area)[1]))
    return rect


def clickable_part(where: Places, target: Target, rect: pygame.Rect) -> pygame.Rect | None:
    """The part of ``rect`` where a click finds ``target`` (a card of the hand half under the
    next one, a chip under a popup): the whole rect if its centre does, else the largest
    band of it that does, else None."""
    if target_at(where, rect.center) == target:
        return rect
    step = 4
    hits = [
        (x, y)
        for y in range(rect.top + 2, rect.bottom - 1, step)
        for x in range(rect.left + 2, rect.right - 1, step)
        if target_at(where, (x, y)) == target
    ]
    if not hits:
        return None
    xs = sorted({x for x, _ in hits})
    ys = sorted({y for _, y in hits})
    part = pygame.Rect(xs[0], ys[0], xs[-1] - xs[0] + 1, ys[-1] - ys[0] + 1)
    if target_at(where, part.center) == target:
        return part
    x, y = hits[len(hits) // 2]
    return pygame.Rect(x - step, y - step, 2 * step, 2 * step)


def spot_for(
    pics: Pictures,
    sit: Situation,
    model: TableModel,
    where: Places,
    panel: pygame.Rect,
    action: A.Action,
) -> pygame.Rect | None:
    """Where the person clicks next on the way to ``action`` (`leading.leading_target`),
    where a click on it lands; None when no click leads there now."""
    if action not in sit.legal:
        return None
    now = spots(where)

    def targets(after: TableModel) -> list[Target]:
        if after == model:
            return [target for target, _ in now]
        _, buttons, _ = panel_layout(pics, sit, after, panel)
        listed: list[Target] = [OnButton(i, b.button) for i, b in enumerate(buttons) if b.visible]
        return [*listed, *(t for t, _ in now if not isinstance(t, OnButton))]

    target = leading_target(model, sit, action, targets)
    rect = next((r for t, r in now if t == target), None)
    return None if target is None or rect is None else clickable_part(where, target, rect)
