"""Where everything sits on the 1280x720 canvas: one fixed layout, no scrolling."""

from __future__ import annotations

import pygame

from game.ui.cockroach.slots import SLOT_COLUMNS, SLOT_ROWS

W, H = 1280, 720
MARGIN = 16
HEADER_H = 52

#: The cockroaches in play, one card per slot (up to four), across the top.
ROACH_TOP = 60
ROACH_H = 182
ROACH_W = 232
ROACH_GAP = 10

#: The heroes, one panel per seat, under the cockroaches.
HERO_TOP = ROACH_TOP + ROACH_H + 10
HERO_H = 196
HERO_W = ROACH_W

#: The right column: the support market on top, the log under it.
RIGHT_X = MARGIN + 4 * ROACH_W + 3 * ROACH_GAP + 14
RIGHT_W = W - MARGIN - RIGHT_X
MARKET = pygame.Rect(RIGHT_X, ROACH_TOP, RIGHT_W, 336)
LOG_RECT = pygame.Rect(RIGHT_X, MARKET.bottom + 8, RIGHT_W, H - MARGIN - MARKET.bottom - 8)

#: The bottom row: the dice tray on the left, the action panel on the right.
BOTTOM_TOP = HERO_TOP + HERO_H + 10
TRAY = pygame.Rect(MARGIN, BOTTOM_TOP, 2 * ROACH_W + ROACH_GAP, H - MARGIN - BOTTOM_TOP)
PANEL = pygame.Rect(TRAY.right + ROACH_GAP, BOTTOM_TOP, 2 * ROACH_W + ROACH_GAP, TRAY.height)

#: The combat dice as large as the tray's width allows beside the special die (1280x720).
DIE = 58
DIE_GAP = 6
DICE_TOP = 34  # the dice row, relative to the tray

#: The action panel's buttons: a grid of stable slots (slots.py) at its foot.
SLOT_H = 28
SLOT_GAP = 4
SLOT_W = (PANEL.width - 24 - SLOT_GAP * 2) // SLOT_COLUMNS

#: Where the squads waiting to resolve show: the foot of the dice tray.
STACK_TOP = TRAY.y + 142


def roach_rect(slot: int) -> pygame.Rect:
    return pygame.Rect(MARGIN + slot * (ROACH_W + ROACH_GAP), ROACH_TOP, ROACH_W, ROACH_H)


def hero_rect(seat: int) -> pygame.Rect:
    return pygame.Rect(MARGIN + seat * (HERO_W + ROACH_GAP), HERO_TOP, HERO_W, HERO_H)


def die_rect(die: int) -> pygame.Rect:
    """Combat dice in one row at the top of the tray; the special die ends the row."""
    return pygame.Rect(TRAY.x + 14 + die * (DIE + DIE_GAP), TRAY.y + DICE_TOP, DIE, DIE)


def special_rect() -> pygame.Rect:
    return pygame.Rect(TRAY.right - 14 - DIE, TRAY.y + DICE_TOP, DIE, DIE)


def market_card_rect(i: int) -> pygame.Rect:
    return pygame.Rect(MARKET.x + 8, MARKET.y + 32 + i * 92, MARKET.width - 16, 86)


def slot_rect(slot: int) -> pygame.Rect:
    """The panel's button slot `slot` (0 top left, then across and down; SETTLE_SLOT last)."""
    column, row = slot % SLOT_COLUMNS, slot // SLOT_COLUMNS
    bottom = PANEL.bottom - 10 - (SLOT_ROWS - 1 - row) * (SLOT_H + SLOT_GAP)
    x = PANEL.x + 12 + column * (SLOT_W + SLOT_GAP * 2)
    return pygame.Rect(x, bottom - SLOT_H, SLOT_W, SLOT_H)


def buttons_top() -> int:
    """The top of the panel's button grid (what the panel's words stay above)."""
    return slot_rect(0).top


def at(rect: pygame.Rect, pos: tuple[int, int]) -> bool:
    return rect.collidepoint(pos)
