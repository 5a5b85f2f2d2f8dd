"""Where everything sits on the Dig Mars table's 1280x720 canvas: the grid plate and its
cells, the players' panels, the turn box, the action panel, the status line and the log, and
where station tokens stand on a stack."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.rules.digmars.actions import SIZE
from game.rules.digmars.state import DigObservation
from game.ui.digmars import art

HEADER_H = 56
CELL = 130
GAP = 8
GRID_X, GRID_Y = 44, 74
GRID_W = SIZE * CELL + (SIZE - 1) * GAP
PLATE = pygame.Rect(GRID_X - 24, GRID_Y - 22, GRID_W + 40, GRID_W + 36)
STATUS = pygame.Rect(PLATE.left, PLATE.bottom + 8, PLATE.width, 720 - PLATE.bottom - 14)
PANEL_X, PANEL_W, PANEL_H, PANEL_GAP = PLATE.right + 16, 300, 130, 8
RIGHT_X = PANEL_X + PANEL_W + 16
RIGHT_W = 1280 - 20 - RIGHT_X
TURN_BOX = pygame.Rect(RIGHT_X, PLATE.top, RIGHT_W, 104)
#: The log keeps this place on every turn, a person's or a computer's.
LOG_RECT = pygame.Rect(RIGHT_X, 484, RIGHT_W, 720 - 484 - 12)
HEADER_AT = (PLATE.left + 150, 14)

# The action panel under the turn box: three upgrade rows, then the bonus rows, then the
# turn buttons; every row keeps its place whether its button shows or not.
UPGRADE_TOP = TURN_BOX.bottom + 28
UPGRADE_STEP = 40
BONUS_TOP = TURN_BOX.bottom + 170
BONUS_STEP = 35
UPGRADE_HEAD_AT = (RIGHT_X + 4, TURN_BOX.bottom + 10)
BONUS_HEAD_AT = (RIGHT_X + 4, TURN_BOX.bottom + 152)
_TURN_BUTTONS_Y = BONUS_TOP + 3 * BONUS_STEP + 2
_HALF_W = (RIGHT_W - 8) // 2
#: End turn (also where a held turn's End turn shows) and Declare victory, side by side.
END_TURN_RECT = pygame.Rect(RIGHT_X, _TURN_BUTTONS_Y, _HALF_W, 40)
DECLARE_RECT = pygame.Rect(RIGHT_X + _HALF_W + 8, _TURN_BUTTONS_Y, RIGHT_W - _HALF_W - 8, 40)
# Skip ahead (computer turns only) sits in the header, left of Rules: a place no button of a
# person's turn ever takes, so a click meant for it never lands on an upgrade or End turn
# when the computers finish under the cursor. Left of the Hint button too (92 wide, 6 apart).
SKIP_RECT = pygame.Rect(1260 - 292 - 12 - 98 - 196, 11, 196, 34)

TOKEN_R = 9
TOKEN_STEP = 26  # room for a station count beside a token
TOKEN_BASE = 10  # a token's centre above the tile's bottom: clear of a bonus ribbon


def cell_rect(square: int) -> pygame.Rect:
    row, col = divmod(square, SIZE)
    return pygame.Rect(GRID_X + col * (CELL + GAP), GRID_Y + row * (CELL + GAP), CELL, CELL)


def tile_rect(square: int, height: int) -> pygame.Rect:
    """Where the top tile of a stack of ``height`` is drawn: lower stacks sit lower."""
    offset = (3 - max(1, min(3, height))) * 4
    cell = cell_rect(square)
    return pygame.Rect(cell.x + offset, cell.y + offset, art.TILE, art.TILE)


def panel_rect(seat: int) -> pygame.Rect:
    return pygame.Rect(PANEL_X, PLATE.top + seat * (PANEL_H + PANEL_GAP), PANEL_W, PANEL_H)


def square_at(pos: tuple[int, int]) -> int | None:
    """The grid square under a canvas point, if any."""
    for q in range(SIZE * SIZE):
        if cell_rect(q).collidepoint(pos):
            return q
    return None


class Spot(NamedTuple):
    """Where one seat's stations on a square stand: the token's centre, its owner, its square
    and how many of the owner's stations it stands for."""

    pos: tuple[int, int]
    owner: int
    square: int
    stations: int = 1


def token_slots(square: int, height: int, count: int) -> list[tuple[int, int]]:
    """Centres for ``count`` tokens on a stack, in one row along the tile's bottom edge, below
    its bonus ribbon: never over its digging, carrying or fortune figures."""
    rect = tile_rect(square, height)
    y = rect.bottom - TOKEN_BASE
    return [(rect.centerx + round((i - (count - 1) / 2) * TOKEN_STEP), y) for i in range(count)]


def token_spots(view: DigObservation) -> list[Spot]:
    """One token per seat with stations on a square (several stations of a seat show as one
    token with their number), seat by seat: at most four to a tile, so always one row."""
    spots = []
    for q in range(SIZE * SIZE):
        owners = [p for p in range(view.players) if q in view.stations[p]]
        for pos, owner in zip(
            token_slots(q, view.stacks[q].height, len(owners)), owners, strict=True
        ):
            spots.append(Spot(pos, owner, q, view.stations[owner].count(q)))
    return spots


def token_centre(spots: list[Spot], owner: int, square: int) -> tuple[int, int]:
    """Where the token of `owner`'s stations on `square` stands (the square's centre when
    it has none)."""
    for spot in spots:
        if spot.owner == owner and spot.square == square:
            return spot.pos
    return cell_rect(square).center


def token_at(spots: list[Spot], pos: tuple[int, int]) -> tuple[int, int] | None:
    """(owner, square) of the token under a canvas point, if any."""
    for spot in spots:
        x, y = spot.pos
        if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (TOKEN_R + 3) ** 2:
            return spot.owner, spot.square
    return None
