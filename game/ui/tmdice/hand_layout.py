"""Where the hand's cards go, and what the tray and the middle column give up for them. Pure:
no drawing, no game state.

Up to five cards stand whole in one row along the bottom. Six or seven cards stay whole in
one row too, each with its rules text: the dice tray narrows (four dice a row) to give the
hand its width. Eight or nine: when the action panel's choices leave it room, the panel
gives up its lower part (the "shelf") and the first cards of the hand stand there, above
the others; else all stand in the one row beside the slim tray, taller than elsewhere so that
every card's rules text stays whole. Past nine, the cards are
drawn compact in two rows (cost, name, the start of the text; hover shows the whole card),
the tray narrowing as far as it must for each compact card to stay wide enough for its cost
dice and its name; past sixteen, three rows."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TypeVar

import pygame

from game.ui.tmdice.layout import ACTIONS, HAND, STATUS, TRAY

#: A card of the hand (its id, "" for a back) or, while the layout is held, a gap (None).
CardSlot = TypeVar("CardSlot", bound=str | None)

#: Whole cards in the bottom row; past this the shelf opens.
HAND_WHOLE = 5
#: The most cards the bottom row and the shelf hold whole; past this, compact cards.
HAND_SHELVED = 9
HAND_GAP = 6
#: A whole card of the bottom row, and its header's room above the cards.
CARD_W, CARD_H = 112, 160
HAND_TOP = 24
#: How much height the action panel and the status line give up to the shelf.
LIFT = 150
#: The tallest compact card of a big hand (two rows of them fill the hand's height), the
#: width a compact card is given where the hand's place allows, and the most cards in two rows.
MINI_H = 80
MINI_W = 99
MINI_TWO_ROWS = 16
#: The gap between compact cards (narrower than whole cards', for the longest names' room).
MINI_GAP = 4
#: The narrow tray of a big hand, and the wide hand beside it; the slim tray of a hand of 8 or
#: 9 beside a full action panel, and the widest hand beside it.
NARROW_TRAY = pygame.Rect(TRAY.x, TRAY.y, 200, TRAY.height)
WIDE_HAND = pygame.Rect(
    NARROW_TRAY.right + 8, HAND.y, HAND.right - NARROW_TRAY.right - 8, HAND.height
)
SLIM_TRAY = pygame.Rect(TRAY.x, TRAY.y, 144, TRAY.height)
WIDEST_HAND = pygame.Rect(
    SLIM_TRAY.right + 8, HAND.y, HAND.right - SLIM_TRAY.right - 8, HAND.height
)
#: Hands that take the wide place in one row (without a shelf).
WIDE_MOST = 7
#: Beside the slim tray the cards are narrowest: they stand taller, from closer under the
#: hand's header (drawn higher, see `head_y`) to nearer the bottom edge, and the card under
#: the pointer lifts less, clear of the header.
SLIM_TOP, SLIM_BOTTOM = 21, 2
HEAD_Y, SLIM_HEAD_Y = 8, 4
CARD_LIFT, SLIM_LIFT = 6, 4


@dataclass(frozen=True)
class Middle:
    """The middle column below the turn box for a hand of some size: the action panel, the
    status line, the shelf of cards (None: no shelf) and the bottom row of the hand."""

    actions: pygame.Rect
    status: pygame.Rect
    shelf: pygame.Rect | None
    hand: pygame.Rect
    tray: pygame.Rect = field(default_factory=TRAY.copy)

    @property
    def area(self) -> pygame.Rect:
        """The hand's whole place, shelf included (what the hand is drawn on)."""
        return self.hand.union(self.shelf) if self.shelf is not None else self.hand

    def on_hand(self, pos: tuple[int, int]) -> bool:
        return self.hand.collidepoint(pos) or (
            self.shelf is not None and self.shelf.collidepoint(pos)
        )


def shelved(n: int) -> bool:
    """A hand of ``n`` cards stands partly on a shelf when the action panel has room."""
    return WIDE_MOST < n <= HAND_SHELVED


def wide(n: int, shelf: bool = True) -> bool:
    """A hand of ``n`` cards stands in one row beside the narrow tray."""
    return HAND_WHOLE < n <= WIDE_MOST or (shelved(n) and not shelf)


def _mini_cols(n: int) -> tuple[int, int]:
    """Columns and rows of a compact hand of ``n`` cards."""
    rows = 2 if n <= MINI_TWO_ROWS else 3
    return max(HAND_WHOLE, math.ceil(n / rows)), rows


def _mini_width(n: int, place: pygame.Rect) -> int:
    cols, _ = _mini_cols(n)
    return min(CARD_W, (place.width - 16 - (cols - 1) * MINI_GAP) // cols)


def _compact_middle(n: int) -> Middle:
    """A compact hand takes the first place (the usual, beside the narrow tray, beside the
    slim tray) where its cards are `MINI_W` wide."""
    for place, tray in ((HAND, TRAY), (WIDE_HAND, NARROW_TRAY)):
        if _mini_width(n, place) >= MINI_W:
            return Middle(ACTIONS, STATUS, None, place, tray)
    return Middle(ACTIONS, STATUS, None, WIDEST_HAND, SLIM_TRAY)


def middle(n: int, shelf: bool = True) -> Middle:
    """The middle column, the hand and the tray for a hand of ``n`` cards (gaps of a held
    hand count); ``shelf``: the action panel's choices leave room for one."""
    if hand_compact(n, shelf):
        return _compact_middle(n)
    if wide(n, shelf):
        if shelved(n):
            return Middle(ACTIONS, STATUS, None, WIDEST_HAND, SLIM_TRAY)
        return Middle(ACTIONS, STATUS, None, WIDE_HAND, NARROW_TRAY)
    if not (shelf and shelved(n)):
        return Middle(ACTIONS, STATUS, None, HAND)
    actions = pygame.Rect(ACTIONS.x, ACTIONS.y, ACTIONS.width, ACTIONS.height - LIFT)
    status = STATUS.move(0, -LIFT)
    shelf = pygame.Rect(ACTIONS.x, HAND.y - LIFT + 4, ACTIONS.width, LIFT - 4)
    return Middle(actions, status, shelf, HAND)


def slim(n: int, shelf: bool = True) -> bool:
    """A hand of ``n`` cards stands in one row beside the slim tray (eight or nine while the
    action panel needs all its room)."""
    return wide(n, shelf) and shelved(n)


def head_y(n: int, shelf: bool = True) -> int:
    """How far under the hand's top its header (whose hand, the deck and discard) is."""
    return SLIM_HEAD_Y if slim(n, shelf) else HEAD_Y


def card_lift(n: int, shelf: bool = True) -> int:
    """How far the card under the pointer is drawn lifted (its place to click stays)."""
    return SLIM_LIFT if slim(n, shelf) else CARD_LIFT


def hand_compact(n: int, shelf: bool = True) -> bool:
    """A hand of ``n`` cards is drawn as compact cards (cost, name, the start of the text)
    in rows: past nine cards."""
    return n > HAND_SHELVED


def _row(
    cards: Sequence[CardSlot], x0: int, y: int, room: int, w: int, h: int, gap: int = HAND_GAP
) -> list[tuple[CardSlot, pygame.Rect]]:
    n = len(cards)
    w = min(w, (room - (n - 1) * gap) // max(1, n))
    return [(cid, pygame.Rect(x0 + i * (w + gap), y, w, h)) for i, cid in enumerate(cards)]


def hand_rects(cards: Sequence[CardSlot], shelf: bool = True) -> list[tuple[CardSlot, pygame.Rect]]:
    """The hand's cards, never overlapping, in reading order: up to five whole cards in a row;
    six to nine whole cards, the first ones on the shelf (see `middle`); more as compact cards
    in two rows (three past sixteen), using the hand's full height. A slot may be a gap (None)
    where a card just left."""
    if not cards:
        return []
    n = len(cards)
    x0, y0 = HAND.x + 8, HAND.y + HAND_TOP
    room = HAND.width - 16
    height = HAND.bottom - 4 - y0
    if n <= HAND_WHOLE:
        return _row(cards, x0, y0, room, CARD_W, height)
    if slim(n, shelf):  # eight or nine: every pixel to the text
        place = middle(n, shelf).hand
        top = HAND.y + SLIM_TOP
        tall = HAND.bottom - SLIM_BOTTOM - top
        return _row(cards, place.x + 8, top, place.width - 16, CARD_W, tall, 4)
    if wide(n, shelf):
        place = middle(n, shelf).hand
        return _row(cards, place.x + 8, y0, place.width - 16, CARD_W, height)
    if shelf and shelved(n):
        place = middle(n).shelf
        assert place is not None
        bottom = HAND_WHOLE if n <= 8 else 6  # and three on the shelf
        up = n - bottom
        top = _row(cards[:up], place.x + 8, place.y + 2, place.width - 16, CARD_W, place.height - 4)
        return top + _row(cards[up:], x0, y0, room, CARD_W, height)
    place = middle(n, shelf).hand
    cols, rows = _mini_cols(n)
    w = _mini_width(n, place)
    h = min(MINI_H, (height - (rows - 1) * MINI_GAP) // rows)
    out = []
    for i, cid in enumerate(cards):
        r, c = divmod(i, cols)
        x = place.x + 8 + c * (w + MINI_GAP)
        out.append((cid, pygame.Rect(x, y0 + r * (h + MINI_GAP), w, h)))
    return out
