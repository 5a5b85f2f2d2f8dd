"""Figures the Dig Mars screen shows, computed from what an observation carries: pure
functions of plain data, the same arithmetic the engine does (seed 003, "Upgrade", "Move",
"Game end"), so a screen never works out a rule for itself."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.digmars.grid import SQUARES, distance  # re-exported for the screens
from game.rules.digmars.grid import move_targets as grid_move_targets
from game.rules.digmars.state import MAX_LEVEL, UPGRADE_COST, VICTORY_TARGET

__all__ = ["SQUARES", "distance", "move_targets", "upgrade_cost", "victory_target"]


def upgrade_cost(level: int) -> int | None:
    """Fortune to raise an equipment tile from ``level`` to the next (1, 2, then 3); None
    once it is at the top level."""
    return None if level >= MAX_LEVEL else UPGRADE_COST[level]


def victory_target(players: int) -> int:
    """Fortune a player needs to declare victory: 40, 30 or 20 for 2, 3 or 4 players."""
    return VICTORY_TARGET[players]


def move_targets(heights: Sequence[int], source: int) -> list[int]:
    """Squares a station on ``source`` may move to, given each square's stack height: every
    orthogonal neighbour (an emptied one too, to turn there later), and past an emptied
    neighbour the nearest square in that direction that still has tiles. The engine's own
    rule (grid.move_targets), so the screen and the engine can never disagree."""
    return grid_move_targets(heights, source)
