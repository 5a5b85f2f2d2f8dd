"""Where the TM Dice table can be clicked to act right now: the action panel's enabled
buttons, the playable or discardable hand cards, the dice that a click spends, the areas a
tile may go on, the seat's usable blue cards. Overlays (the tableau popup, an enlarged card)
keep clear of these, so nothing ever covers a choice."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.tmdice import actions as A
from game.ui.draw import palette
from game.ui.tmdice import action_panel, hand, tray
from game.ui.tmdice.hover import OnButton
from game.ui.tmdice.layout import ACTIONS, HEX_R, STATUS, TURN_BOX, hex_centre

if TYPE_CHECKING:
    from game.ui.tmdice.table import TMDiceTable

#: The middle column (whose turn, the action panel, the status line): never covered.
MIDDLE = TURN_BOX.union(ACTIONS).union(STATUS)


def live_rects(t: TMDiceTable) -> list[pygame.Rect]:
    """Every rectangle a click on which acts now (for the person at the screen)."""
    out = [b.rect for b in t.buttons if action_panel.shown(b) and b.enabled]
    legal = t.legal()
    if not legal:
        return out
    cards = {a.card for a in legal if isinstance(a, A.PlayCard | A.DiscardCard)}
    out += [r for cid, r in hand.card_rects(t) if cid in cards]
    out += [r for face, r in tray.tray_dice(t) if t.die_action(face) is not None]
    for a in legal:
        if isinstance(a, A.PlaceTile):
            x, y = hex_centre(a.area)
            out.append(
                pygame.Rect(round(x - HEX_R), round(y - HEX_R), round(2 * HEX_R), round(2 * HEX_R))
            )
    blue = {a.card for a in legal if isinstance(a, A.UseBlue)}
    for cid, r in t.blue_chips.get(t.viewer, []) if t.viewer is not None else []:
        if cid in blue:
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


def draw_rings(t: TMDiceTable, surface: pygame.Surface) -> None:
    """The keyboard focus and the hovered button, ringed (they change with every frame)."""
    focus = t.focused_action()
    hover_button = t.hover.button if isinstance(t.hover, OnButton) else None
    for b in t.buttons:
        if not action_panel.shown(b):
            continue
        if focus is not None and b.action == focus:
            pygame.draw.rect(surface, palette.LIMB, b.rect.inflate(4, 4), 2, border_radius=8)
        elif id(b) == hover_button and b.enabled:
            pygame.draw.rect(surface, palette.OCHRE, b.rect.inflate(2, 2), 2, border_radius=8)
