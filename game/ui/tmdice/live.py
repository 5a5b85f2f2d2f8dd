"""Where the TM Dice table can be clicked to act right now: the action panel's enabled
buttons, the playable or discardable hand cards, the dice that a click spends, the areas a
tile may go on, the seat's usable blue cards. Overlays (the tableau popup, an enlarged card)
keep clear of these, so nothing ever covers a choice."""

from __future__ import annotations

import pygame

from game.rules.tmdice import actions as A
from game.rules.tmdice.content import content
from game.ui.draw import palette
from game.ui.tmdice.action_panel import Placed, shown
from game.ui.tmdice.arriving import Arriving
from game.ui.tmdice.hand import card_rects, lay_out
from game.ui.tmdice.layout import ACTIONS, HEX_R, STATUS, TURN_BOX, hex_centre
from game.ui.tmdice.model import TableModel
from game.ui.tmdice.own_tableau import chips
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.targets import OnButton
from game.ui.tmdice.transitions import die_action
from game.ui.tmdice.tray import tray_dice

C = content()

#: The middle column (whose turn, the action panel, the status line): never covered.
MIDDLE = TURN_BOX.union(ACTIONS).union(STATUS)


def live_rects(
    sit: Situation, model: TableModel, arriving: Arriving, buttons: tuple[Placed, ...]
) -> list[pygame.Rect]:
    """Every rectangle a click on which acts now (for the person at the screen)."""
    out = [b.rect for b in buttons if shown(b) and b.button.enabled]
    legal = sit.legal
    if not legal:
        return out
    cards = {a.card for a in legal if isinstance(a, A.PlayCard | A.DiscardCard)}
    out += [r for cid, r in card_rects(sit, model) if cid in cards]
    tray = lay_out(sit, model).tray
    dice = tray_dice(sit, arriving, tray)
    out += [r for face, r in dice if die_action(legal, face) is not None]
    for a in legal:
        if isinstance(a, A.PlaceTile):
            x, y = hex_centre(a.area)
            out.append(
                pygame.Rect(round(x - HEX_R), round(y - HEX_R), round(2 * HEX_R), round(2 * HEX_R))
            )
    blue = {a.card for a in legal if isinstance(a, A.UseBlue)}
    # the viewer's blue cards are chips on their own panel (they sit along the bottom)
    own = chips(sit, sit.viewer) if sit.viewer is not None else []
    for cid, r in own:
        if cid in blue and C.cards[cid].colour == "blue":
            out.append(r)
    return out


def clear_spot(
    size: tuple[int, int], candidates: list[tuple[int, int]], live: list[pygame.Rect]
) -> pygame.Rect:
    """Of ``candidates`` (top-left corners), the first where a box of ``size`` covers no live
    rectangle; else the one covering the fewest."""
    best: pygame.Rect | None = None
    best_hits = 1 << 30
    for x, y in candidates:
        rect = pygame.Rect((x, y), size)
        hits = sum(1 for r in live if rect.colliderect(r))
        if hits < best_hits:
            best, best_hits = rect, hits
        if hits == 0:
            break
    assert best is not None
    return best


def draw_rings(
    sit: Situation, model: TableModel, buttons: tuple[Placed, ...], surface: pygame.Surface
) -> None:
    """The keyboard focus and the hovered button, ringed (they change with every frame)."""
    focus = sit.focus
    hovered = model.pointer.index if isinstance(model.pointer, OnButton) else None
    for i, b in enumerate(buttons):
        if not shown(b):
            continue
        if focus is not None and b.button.action == focus:
            pygame.draw.rect(surface, palette.LIMB, b.rect.inflate(4, 4), 2, border_radius=8)
        elif i == hovered and b.button.enabled:
            pygame.draw.rect(surface, palette.OCHRE, b.rect.inflate(2, 2), 2, border_radius=8)
