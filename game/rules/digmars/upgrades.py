"""Upgrade (seed 003): raise an equipment tile a level for fortune; a fleet level brings a
new station, placed at once (the placing itself is turn flow: game.rules.digmars.flow)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Event
from game.rules.core.events import emit
from game.rules.digmars.actions import FLEET
from game.rules.digmars.events import Upgraded
from game.rules.digmars.state import UPGRADE_COST

if TYPE_CHECKING:
    from game.rules.digmars.engine import DigMarsEngine


def upgrade_cost(level: int) -> int:
    """Fortune to raise an equipment tile from `level` to the next."""
    return UPGRADE_COST[level]


def upgrade(engine: DigMarsEngine, player: int, equipment: int, events: list[Event]) -> None:
    """Pay for the next level; the bank takes the fortune and makes exact change (edition)."""
    s = engine.state
    s.actions_left -= 1
    level = s.levels[player][equipment]
    cost = UPGRADE_COST[level]
    s.fortune[player] -= cost
    s.bank += cost
    s.levels[player][equipment] = level + 1
    events.append(
        emit(
            "upgraded",
            Upgraded(player=player, equipment=equipment, level=level + 1, cost=cost),
        )
    )
    if equipment == FLEET:
        s.phase = "fleet"
