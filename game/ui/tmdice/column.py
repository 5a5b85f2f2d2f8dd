"""The right column of the TM Dice table as it is now: which seat's panel lists its cards in
play (the seat whose dice and hand are along the bottom), how many colony tiles are shown,
and so where every panel, the missions, the colony tiles and the log go."""

from __future__ import annotations

from game.ui.tmdice.colony_words import colony_tiles_shown
from game.ui.tmdice.layout import Column, right_column
from game.ui.tmdice.situation import Situation


def column(sit: Situation) -> Column:
    view = sit.view
    own = sit.tray_seat
    cards = len(sit.views[own].played) if own < len(sit.views) else 0
    tiles = len(colony_tiles_shown(view))
    return right_column(view.players, own, cards, view.options.missions, tiles, view.solo)
