"""How a Dig Mars position looks to a seat, for the greedy bot's one-step look-ahead.

The rating is in fortune points: fortune in hand, plus what equipment and station placement
promise (treasure within reach), minus what rivals hold or are about to take.
"""

from __future__ import annotations

from typing import Any

from game.rules.core import Engine
from game.rules.digmars.actions import CARRY, DIG, FLEET, SIZE
from game.rules.digmars.engine import SQUARES, DigMarsEngine

WIN = 10_000.0
# What a level is worth, by level: roughly what it cost, for the treasure it opens up.
EQUIPMENT_WORTH = {1: 0.0, 2: 1.2, 3: 3.2, 4: 6.0}
FLEET_WORTH = {1: 0.0, 2: 1.5, 3: 3.8, 4: 6.5}


def _distance(a: int, b: int) -> int:
    (ra, ca), (rb, cb) = divmod(a, SIZE), divmod(b, SIZE)
    return abs(ra - rb) + abs(ca - cb)


def _prospects(engine: DigMarsEngine, seat: int) -> float:
    """Treasure this seat's stations could take next: carryable tiles under its stations
    count most, diggable ground less, and the best reachable stack pulls idle stations."""
    s = engine.state
    occupancy = [0] * SQUARES
    for row in s.stations:
        for q in row:
            occupancy[q] += 1
    dig_level, carry_level = s.levels[seat][DIG], s.levels[seat][CARRY]
    mine = s.stations[seat]
    worth: list[float] = [0.0] * SQUARES
    for q in range(SQUARES):
        stack = s.stacks[q]
        if not stack:
            continue
        tile = engine.tiles[stack[-1]]
        here = mine.count(q)
        helpers = occupancy[q] - (1 if here else 0)
        sharers = len({p for p, row in enumerate(s.stations) if q in row and p != seat})
        if s.face_up[q]:
            value = tile.fortune / (1 + sharers) + 0.5 * (tile.fortune % (1 + sharers))
            short = tile.carry - carry_level - helpers
        else:
            value = 0.45 * (tile.dig + 1.5) / (1 + sharers)
            short = tile.dig - dig_level - helpers
        # Ground out of reach now may come within reach as more of our stations gather.
        spare = len(mine) - max(here, 1)
        if short <= 0:
            worth[q] = value
        elif short <= spare:
            worth[q] = value * 0.5**short
    total = 0.0
    used: set[int] = set()
    for q in s.stations[seat]:
        if q in used:
            continue
        used.add(q)
        here = worth[q]
        best_away = max(
            (worth[t] * 0.8 ** _distance(q, t) for t in range(SQUARES) if t not in used),
            default=0.0,
        )
        total += max(here, 0.6 * best_away)
    return total


def _standing(engine: DigMarsEngine, seat: int) -> float:
    s = engine.state
    levels = s.levels[seat]
    return (
        s.fortune[seat]
        + EQUIPMENT_WORTH[levels[DIG]]
        + EQUIPMENT_WORTH[levels[CARRY]]
        + FLEET_WORTH[levels[FLEET]]
        + 0.7 * _prospects(engine, seat)
    )


def evaluate(engine: Engine[Any, Any], seat: int) -> float:
    """Higher is better for `seat`."""
    assert isinstance(engine, DigMarsEngine)
    s = engine.state
    if s.phase == "over":
        return WIN / len(s.winners) if seat in s.winners else -WIN
    mine = _standing(engine, seat)
    rivals = max(_standing(engine, p) for p in range(s.players) if p != seat)
    # Reaching the target is a win at the start of the seat's next turn.
    if s.fortune[seat] >= engine.target():
        mine += WIN / 4
    return mine - 0.5 * rivals
