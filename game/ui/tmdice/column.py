"""The right column of the TM Dice table as it is now: which seat's panel lists its cards in
play (the seat whose dice and hand are along the bottom), how many colony tiles are shown,
and so where every panel, the missions, the colony tiles and the log go."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.tmdice.layout import Column, right_column

if TYPE_CHECKING:
    from game.ui.tmdice.table import TMDiceTable


def colony_tiles_shown(t: TMDiceTable) -> list[str]:
    """The colony tiles on the table (solo setup: the four drawn, before one goes back)."""
    c = t.view.colonies
    if c is None:
        return []
    return list(c.tiles or c.offered)


def column(t: TMDiceTable) -> Column:
    view = t.view
    own = t.tray_seat()
    cards = len(t.views[own].played) if own < len(t.views) else 0
    tiles = len(colony_tiles_shown(t))
    return right_column(view.players, own, cards, view.options.missions, tiles)
