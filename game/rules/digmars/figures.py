"""Figures the Dig Mars screen shows, computed from what an observation carries: pure
functions of plain data, the same arithmetic the engine does (seed 003, "Upgrade", "Move",
"Game end"), so a screen never works out a rule for itself."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.digmars.actions import SIZE
from game.rules.digmars.state import MAX_LEVEL, UPGRADE_COST, VICTORY_TARGET

_DIRECTIONS = ((-1, 0), (1, 0), (0, -1), (0, 1))


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
    neighbour the nearest square in that direction that still has tiles."""
    row, col = divmod(source, SIZE)
    out: list[int] = []
    for dr, dc in _DIRECTIONS:
        r, c = row + dr, col + dc
        if not (0 <= r < SIZE and 0 <= c < SIZE):
            continue
        first = r * SIZE + c
        out.append(first)
        if heights[first]:
            continue
        r, c = r + dr, c + dc
        while 0 <= r < SIZE and 0 <= c < SIZE:
            if heights[r * SIZE + c]:
                out.append(r * SIZE + c)
                break
            r, c = r + dr, c + dc
    return out
