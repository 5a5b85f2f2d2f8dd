"""Where everything is on the TM Dice table's 1280x720 canvas: the fixed rectangles, and the
geometry that depends on what is shown (hexes, dice in the tray, cards in the hand, the
players' panels, the big cards of a private choice). Pure: no drawing, no game state."""

from __future__ import annotations

import math

import pygame

from game.rules.tmdice.content import BASE_COLOURS, FACE_COLOUR, content

C = content()
W, H = 1280, 720
HEADER = pygame.Rect(10, 6, 860, 58)
BOARD = pygame.Rect(10, 70, 500, 392)
VPTRACK = pygame.Rect(10, 466, 500, 44)
TURN_BOX = pygame.Rect(520, 70, 350, 90)
ACTIONS = pygame.Rect(520, 166, 350, 306)
STATUS = pygame.Rect(520, 476, 350, 34)
TRAY = pygame.Rect(10, 516, 292, 196)
HAND = pygame.Rect(310, 516, 560, 196)
RIGHT = pygame.Rect(880, 52, 390, 484)
LOG = pygame.Rect(880, 542, 390, 170)
FINAL = pygame.Rect(14, 74, 500, 436)
HEX_R = 30.0
MAP_CX, MAP_CY = 272, 270
SQ3 = math.sqrt(3)
TEMP_X, OXY_X = 62, 474
TRACK_TOP, TRACK_BOTTOM = 104, 438
DIE_BIG = 34
CARD_W, CARD_H = 104, 146
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


def die_order(face: str) -> tuple[int, int]:
    """Dice sort by colour (the pool's order, purple last), then common to rare face."""
    colour = FACE_COLOUR[face]
    order = [*BASE_COLOURS, "purple"]
    return order.index(colour), C.colour_faces[colour].index(face)


def pool_point(colour: str) -> tuple[float, float]:
    """Where a colour's dice sit in the pool, under the tray."""
    order = [*BASE_COLOURS, "purple"]
    i = order.index(colour) if colour in order else 0
    return (TRAY.x + 58 + i * 38, TRAY.bottom - 18)


def tray_rects(faces: list[str]) -> list[tuple[str, pygame.Rect]]:
    """The tray's dice (face, rect), in the order given, as many as fit."""
    out = []
    for i, face in enumerate(faces):
        row, col = divmod(i, TRAY_PER_ROW)
        if row >= TRAY_ROWS:
            break
        x = TRAY.x + 12 + col * (DIE_BIG + 5)
        y = TRAY.y + 30 + row * (DIE_BIG + 6)
        out.append((face, pygame.Rect(x, y, DIE_BIG, DIE_BIG)))
    return out


def wild_rect() -> pygame.Rect:
    """The wild tokens in the tray's corner."""
    return pygame.Rect(TRAY.right - 96, TRAY.y + 4, 22, 22)


#: Whole cards in one row up to this many; beyond, compact cards in rows (name, cost, VP).
HAND_WHOLE = 5
HAND_GAP = 6
#: The tallest compact card of a big hand (two rows of them fill the hand's height).
MINI_H = 80


def hand_compact(n: int) -> bool:
    """A hand of ``n`` cards is drawn as compact cards, so that no name is ever covered."""
    return n > HAND_WHOLE


def hand_rects(cards: list[str]) -> list[tuple[str, pygame.Rect]]:
    """The hand's cards, never overlapping: up to five whole cards in a row; a bigger hand as
    compact cards in rows of five (more columns past fifteen), using the hand's full height."""
    if not cards:
        return []
    room = HAND.width - 16
    n = len(cards)
    x0, y0 = HAND.x + 8, HAND.y + 26
    if not hand_compact(n):
        w = min(CARD_W, (room - (n - 1) * HAND_GAP) // n)
        h = round(w * CARD_H / CARD_W)
        return [
            (cid, pygame.Rect(x0 + i * (w + HAND_GAP), y0, w, h)) for i, cid in enumerate(cards)
        ]
    cols = max(HAND_WHOLE, math.ceil(n / 3))
    rows = math.ceil(n / cols)
    w = (room - (cols - 1) * HAND_GAP) // cols
    height = HAND.bottom - 6 - y0
    h = min(MINI_H, (height - (rows - 1) * HAND_GAP) // rows)
    out = []
    for i, cid in enumerate(cards):
        r, c = divmod(i, cols)
        out.append((cid, pygame.Rect(x0 + c * (w + HAND_GAP), y0 + r * (h + HAND_GAP), w, h)))
    return out


def panel_rect(seat: int, players: int) -> pygame.Rect:
    """A player's compact tableau in the right column."""
    h = min(150, (RIGHT.height - (players - 1) * PANEL_GAP) // players)
    return pygame.Rect(RIGHT.x, RIGHT.y + seat * (h + PANEL_GAP), RIGHT.width, h)


def missions_rect(players: int) -> pygame.Rect:
    """The mission display (001 variant), under the players' panels."""
    top = panel_rect(players - 1, players).bottom + 6
    return pygame.Rect(LOG.x, top, LOG.width, 50)


def log_rect(players: int, missions: bool) -> pygame.Rect:
    """The log fills the right column under the players' panels (and the missions)."""
    above = missions_rect(players) if missions else panel_rect(players - 1, players)
    top = above.bottom + 6
    return pygame.Rect(LOG.x, top, LOG.width, LOG.bottom - top)


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
