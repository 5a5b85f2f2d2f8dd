"""The right column of the TM Dice table as it is now: which seat's panel lists its cards in
play (the seat whose dice and hand are along the bottom), how many colony tiles are shown,
and so where every panel, the missions, the colony tiles and the log go."""

from __future__ import annotations

import pygame

from game.ui.tmdice.colony_words import colony_tiles_shown
from game.ui.tmdice.hand_layout import Middle
from game.ui.tmdice.layout import BOARD, HEADER, TURN_BOX, VPTRACK, Column, right_column
from game.ui.tmdice.situation import Situation


def column(sit: Situation) -> Column:
    view = sit.view
    own = sit.tray_seat
    cards = len(sit.views[own].played) if own < len(sit.views) else 0
    tiles = len(colony_tiles_shown(view))
    return right_column(view.players, own, cards, view.options.missions, tiles, view.solo)


def part_spots(mid: Middle, right: Column) -> list[tuple[str | int, pygame.Rect]]:
    """Where each cached part of the table goes, bottom first: names, and each player's panel
    by its seat."""
    spots: list[tuple[str | int, pygame.Rect | None]] = [
        ("board", BOARD.union(VPTRACK)),
        ("header", HEADER),
        ("turn", TURN_BOX),
        ("actions", mid.actions),
        ("tray", mid.tray),
        ("hand", mid.area),
    ]
    spots += list(enumerate(right.panels))
    spots += [("log", right.log), ("missions", right.missions), ("colonies", right.colonies)]
    spots.append(("solo", right.solo))
    return [(name, at) for name, at in spots if at is not None]
