"""Where everything is on the TM Dice table's 1280x720 canvas: the fixed rectangles, and the
geometry that depends on what is shown (hexes, dice in the tray, cards in the hand, the
players' panels, the big cards of a private choice). Pure: no drawing, no game state."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.rules.tmdice.content import BASE_COLOURS, content

C = content()
W, H = 1280, 720
#: Left column: the map between its tracks, the VP track under it; middle column: whose turn,
#: the action panel, the status line; along the bottom: the seat's dice and hand; right
#: column: every player's panel (the seat at the screen's with its cards in play), the colony
#: tiles when the Colonies module is on, and the log (see `right_column`).
HEADER = pygame.Rect(10, 6, 900, 58)
BOARD = pygame.Rect(10, 70, 540, 400)
VPTRACK = pygame.Rect(10, 474, 540, 44)
TURN_BOX = pygame.Rect(560, 70, 350, 86)
ACTIONS = pygame.Rect(560, 162, 350, 316)
STATUS = pygame.Rect(560, 482, 350, 36)
TRAY = pygame.Rect(10, 524, 292, 188)
HAND = pygame.Rect(310, 524, 600, 188)
RIGHT = pygame.Rect(920, 52, 350, 660)
FINAL = pygame.Rect(14, 74, 532, 440)
#: The hexes: 33 px from centre to corner (30 before the map grew into the wider left
#: column), the map centred between the thermometer and the oxygen tube.
HEX_R = 33.0
MAP_CX, MAP_CY = 286, 279
SQ3 = math.sqrt(3)
TEMP_X, OXY_X = 68, 506
TRACK_TOP, TRACK_BOTTOM = 108, 442
DIE_BIG = 34
BIG_W, BIG_H = 216, 302
PANEL_GAP = 6
#: Dice shown per row in the tray, and rows.
TRAY_PER_ROW, TRAY_ROWS = 7, 3


def hex_centre(area: int) -> tuple[float, float]:
    a = C.map.areas[area]
    return (MAP_CX + HEX_R * SQ3 * (a.q + a.r / 2), MAP_CY + HEX_R * 1.5 * a.r)


def area_at(pos: tuple[int, int]) -> int | None:
    """The map area under ``pos`` (a circle inside each hex, so a border belongs to none)."""
    for a in C.map.areas:
        cx, cy = hex_centre(a.id)
        if (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= (HEX_R * 0.86) ** 2:
            return a.id
    return None


def temp_y(step: int) -> float:
    return TRACK_BOTTOM - (TRACK_BOTTOM - TRACK_TOP) * step / 10


def oxy_y(step: int) -> float:
    return TRACK_BOTTOM - (TRACK_BOTTOM - TRACK_TOP) * step / 7


#: A tray this narrow (the biggest hands') has smaller dice, its pool in two rows, and its wild
#: tokens' count without the word.
SLIM_TRAY_W = 160
SLIM_DIE = 28


def tray_die(tray: pygame.Rect = TRAY) -> int:
    return DIE_BIG if tray.width >= SLIM_TRAY_W else SLIM_DIE


def pool_x(tray: pygame.Rect = TRAY) -> tuple[int, int, int]:
    """Where the pool's first colour goes in the tray, the step to the next and the size of
    its die: after the word "POOL" in the whole tray; without it, smaller and closer in the
    narrow one (a big hand's), so six colours (purple too) fit; three a row in the slim one."""
    if tray.width >= TRAY.width:
        return (58, 38, 20)
    return (6, 32, 16) if tray.width >= SLIM_TRAY_W else (6, 46, 14)


def pool_point(colour: str, tray: pygame.Rect = TRAY) -> tuple[int, int]:
    """Where a colour's die of the pool is drawn (its left middle), under the tray's dice."""
    order = [*BASE_COLOURS, "purple"]
    i = order.index(colour) if colour in order else 0
    x0, step, _ = pool_x(tray)
    if tray.width >= SLIM_TRAY_W:
        return (tray.x + x0 + i * step, tray.bottom - 18)
    row, col = divmod(i, 3)
    return (tray.x + x0 + col * step, tray.bottom - 38 + 21 * row)


def tray_per_row(tray: pygame.Rect = TRAY) -> int:
    return (tray.width - 12) // (tray_die(tray) + 4 + (1 if tray.width >= SLIM_TRAY_W else 0))


def tray_rects(faces: list[str], tray: pygame.Rect = TRAY) -> list[tuple[str, pygame.Rect]]:
    """The tray's dice (face, rect), in the order given, as many as fit."""
    out = []
    per_row = tray_per_row(tray)
    die = tray_die(tray)
    gap = 5 if die == DIE_BIG else 4
    for i, face in enumerate(faces):
        row, col = divmod(i, per_row)
        if row >= TRAY_ROWS:
            break
        x = tray.x + 12 + col * (die + gap)
        y = tray.y + 30 + row * (die + gap + 1)
        out.append((face, pygame.Rect(x, y, die, die)))
    return out


def wild_rect(tray: pygame.Rect = TRAY) -> pygame.Rect:
    """The wild tokens in the tray's corner."""
    back = 96 if tray.width >= SLIM_TRAY_W else 64
    return pygame.Rect(tray.right - back, tray.y + 4, 22, 22)


#: A player's panel: name, dice and production rows; with the row of its blue cards.
PANEL_H, PANEL_BLUE_H = 80, 104
#: ... and last, its labelled award counts, in every layout but the most crowded (there the
#: header's award boxes still name the leaders and their count).
AWARD_H = 17
#: The seat at the screen has its cards in play listed in its panel, as chips in columns,
#: under its name and production rows (its dice are in the tray).
OWN_TOP, CHIP_H, CHIP_PITCH = 54, 16, 19
MISSIONS_H = 50
#: Solo: the score bands box.
SOLO_H = 82
#: The colony tiles (002 module): a heading with the fleets at home, then a row per tile.
COLONY_HEAD, COLONY_ROW = 22, 25
#: The log keeps at least this much height when the panels can shrink to leave it.
LOG_MIN = 120
#: ... and never less than this, for the usual hands of cards in play (up to 24).
LOG_LEAST = 60


@dataclass(frozen=True)
class Column:
    """The right column's rectangles for one table: a panel per seat (in seat order), the
    mission display and the colony tiles when they are in the game, and the log."""

    panels: tuple[pygame.Rect, ...]
    missions: pygame.Rect | None
    colonies: pygame.Rect | None
    log: pygame.Rect
    #: how many columns of chips the own panel's cards in play are listed in
    chip_columns: int
    #: whether every panel ends with its row of award counts
    awards: bool = True
    #: the colony tiles' row pitch
    colony_row: int = COLONY_ROW
    #: solo: the rulebook's score bands and where the score would land now
    solo: pygame.Rect | None = None


def own_panel_height(cards: int, columns: int, awards: bool = True) -> int:
    """The panel of the seat at the screen: the usual rows, then its cards in play, then its
    award counts."""
    rows = max(1, math.ceil(cards / columns))
    return OWN_TOP + rows * CHIP_PITCH + 4 + (AWARD_H if awards else 0)


#: The colony tiles' row pitches tried, tallest first (the tallest shows the moons best).
COLONY_ROWS = (COLONY_ROW, 21, 19)


def colonies_height(tiles: int, row: int = COLONY_ROW) -> int:
    return COLONY_HEAD + tiles * row + 6


def right_column(
    players: int,
    own: int | None,
    own_cards: int,
    missions: bool,
    colony_tiles: int,
    solo: bool = False,
) -> Column:
    """Stack the right column: the panels take the height they need (the others' panels
    drop their blue-card row, and the own cards go three to a row, only when the log would
    be shorter than ``LOG_MIN``); the log takes what is left."""
    # the colony rows are as tall as leaves the panels as roomy, and the log as long, as the
    # shortest rows would
    least, fit = _stack(players, own, own_cards, missions, colony_tiles, COLONY_ROWS[-1], solo)
    for row in COLONY_ROWS[:-1]:
        col, i = _stack(players, own, own_cards, missions, colony_tiles, row, solo)
        if i == fit and col.log.height >= min(LOG_MIN, least.log.height):
            return col
    return least


def _stack(
    players: int,
    own: int | None,
    own_cards: int,
    missions: bool,
    colony_tiles: int,
    row: int,
    solo: bool = False,
) -> tuple[Column, int]:
    """The column with colony rows of pitch ``row``, and which of the fits it took."""
    gap = PANEL_GAP
    fixed = gap * players  # between the panels, and before the log
    if solo:
        fixed += SOLO_H + gap
    if missions:
        fixed += MISSIONS_H + gap
    if colony_tiles:
        fixed += colonies_height(colony_tiles, row) + gap
    fits = [
        (PANEL_BLUE_H, 2, True),
        (PANEL_BLUE_H, 3, True),
        (PANEL_H, 2, True),
        (PANEL_H, 3, True),
        (PANEL_H, 3, False),
        (PANEL_H, 4, True),
        (PANEL_H, 4, False),
    ]
    for i, (others, columns, awards) in enumerate(fits):
        heights = [
            own_panel_height(own_cards, columns, awards)
            if seat == own
            else others + (AWARD_H if awards else 0)
            for seat in range(players)
        ]
        # past the first fits (a short log, then no award rows, then four columns of chips with
        # small names), only to keep some log at all
        least = LOG_MIN if i < 3 else LOG_LEAST
        if RIGHT.height - fixed - sum(heights) >= least:
            break
    panels = []
    y = RIGHT.y
    for h in heights:
        panels.append(pygame.Rect(RIGHT.x, y, RIGHT.width, h))
        y += h + gap
    mission_rect = colony_rect = solo_rect = None
    if solo:
        solo_rect = pygame.Rect(RIGHT.x, y, RIGHT.width, SOLO_H)
        y += SOLO_H + gap
    if missions:
        mission_rect = pygame.Rect(RIGHT.x, y, RIGHT.width, MISSIONS_H)
        y += MISSIONS_H + gap
    if colony_tiles:
        colony_rect = pygame.Rect(RIGHT.x, y, RIGHT.width, colonies_height(colony_tiles, row))
        y = colony_rect.bottom + gap
    log = pygame.Rect(RIGHT.x, y, RIGHT.width, max(0, RIGHT.bottom - y))
    column = Column(tuple(panels), mission_rect, colony_rect, log, columns, awards, row, solo_rect)
    return column, i


def chip_rects(panel: pygame.Rect, cards: int, columns: int) -> list[pygame.Rect]:
    """Where the own panel's cards in play go: chips in ``columns`` columns, row by row,
    under the panel's usual rows."""
    width = (panel.width - 24 - (columns - 1) * 4) // columns
    out = []
    for i in range(cards):
        row, col = divmod(i, columns)
        x = panel.x + 12 + col * (width + 4)
        out.append(pygame.Rect(x, panel.y + OWN_TOP + row * CHIP_PITCH, width, CHIP_H))
    return out


def award_rects() -> list[pygame.Rect]:
    return [pygame.Rect(HEADER.x + 114 + i * 104, HEADER.y + 16, 98, 40) for i in range(3)]


def milestone_rects() -> list[pygame.Rect]:
    x0 = HEADER.x + 114 + 3 * 104 + 8
    w = (HEADER.right - 8 - x0 - 12) // 3
    return [pygame.Rect(x0 + i * (w + 6), HEADER.y + 16, w, 40) for i in range(3)]


def choice_rects(n: int) -> list[pygame.Rect]:
    """The big cards of a private choice (corporations, bonus cards): the biggest that fit
    the map's place, in even rows."""
    area = pygame.Rect(BOARD.x, BOARD.y + 40, BOARD.width, BOARD.height + VPTRACK.height - 44)
    gap = 10
    count = max(1, n)
    for w in (226, 200, 176, 150, 132, 118, 104):
        h = round(w * 1.33)
        per_row = max(1, min(count, (area.width + gap) // (w + gap)))
        rows = (count + per_row - 1) // per_row
        if rows * h + (rows - 1) * gap <= area.height:
            per_row = (count + rows - 1) // rows  # even rows: 2 + 2 rather than 3 + 1
            break
    total_h = rows * h + (rows - 1) * gap
    out = []
    for i in range(n):
        r, c = divmod(i, per_row)
        in_row = min(per_row, n - r * per_row)
        x = area.centerx - (in_row * w + (in_row - 1) * gap) // 2 + c * (w + gap)
        y = area.centery - total_h // 2 + r * (h + gap)
        out.append(pygame.Rect(x, y, w, h))
    return out
