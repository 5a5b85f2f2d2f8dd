"""Game end (seed 003): a declared victory, most fortune once the last tile is taken, and this
edition's locked canyon (no one could ever dig or carry again) and tie-break."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Event, Result
from game.rules.core.events import emit
from game.rules.digmars.actions import CARRY, DIG
from game.rules.digmars.events import GameOver
from game.rules.digmars.grid import SQUARES
from game.rules.digmars.state import MAX_LEVEL, UPGRADE_COST

if TYPE_CHECKING:
    from game.rules.digmars.engine import DigMarsEngine


def best_reach(level: int, stations: int, fortune: int, others: int) -> int:
    """The highest digging (or carrying) strength a player could ever bring to one stack:
    their equipment level plus cooperation from every station in the game, after spending all
    their fortune on that equipment and on more stations (an upper bound)."""
    best = 0
    for target in range(level, MAX_LEVEL + 1):
        spent = sum(UPGRADE_COST[n] for n in range(level, target))
        if spent > fortune:
            break
        fleet, left = stations, fortune - spent
        while fleet < MAX_LEVEL and UPGRADE_COST[fleet] <= left:
            left -= UPGRADE_COST[fleet]
            fleet += 1
        best = max(best, target + fleet + others - 1)
    return best


def canyon_locked(engine: DigMarsEngine) -> bool:
    """True when no player could ever dig or carry another tile, even after spending all
    their fortune: the rule text does not foresee it, so the game ends as if emptied."""
    s = engine.state
    n = s.players
    fleets = [len(row) for row in s.stations]
    # Quick answer first: a top tile someone can already handle with everyone gathered.
    gathered = sum(fleets) - 1
    for square in range(SQUARES):
        tile = engine.top(square)
        if tile is not None:
            kind, need = (CARRY, tile.carry) if s.face_up[square] else (DIG, tile.dig)
            if any(s.levels[q][kind] + gathered >= need for q in range(n)):
                return False
    affordable = []
    for q in range(n):
        fleet, left = fleets[q], s.fortune[q]
        while fleet < MAX_LEVEL and UPGRADE_COST[fleet] <= left:
            left -= UPGRADE_COST[fleet]
            fleet += 1
        affordable.append(fleet)
    total = sum(affordable)
    reach = [
        [
            best_reach(s.levels[q][e], fleets[q], s.fortune[q], total - affordable[q])
            for e in (DIG, CARRY)
        ]
        for q in range(n)
    ]
    for square in range(SQUARES):
        tile = engine.top(square)
        if tile is None:
            continue
        kind, need = (CARRY, tile.carry) if s.face_up[square] else (DIG, tile.dig)
        if any(reach[q][kind] >= need for q in range(n)):
            return False
    return True


def finish_by_fortune(engine: DigMarsEngine, reason: str, events: list[Event]) -> None:
    """Most fortune wins; a tie goes to more equipment levels (edition), then is shared."""
    s = engine.state
    best = max(s.fortune)
    tied = [p for p in range(s.players) if s.fortune[p] == best]
    how = f"Most fortune ({best}) after {reason}"
    if len(tied) > 1:
        most = max(sum(s.levels[p]) for p in tied)
        tied = [p for p in tied if sum(s.levels[p]) == most]
        how += "; tie broken by equipment levels" + (" (still tied: shared)" * (len(tied) > 1))
    finish(engine, tied, how, events)


def finish(engine: DigMarsEngine, winners: list[int], how: str, events: list[Event]) -> None:
    s = engine.state
    s.phase = "over"
    s.winners = winners
    s.end_reason = how
    events.append(emit("game_over", GameOver(winners=winners, how=how, fortune=list(s.fortune))))


def result(engine: DigMarsEngine) -> Result | None:
    s = engine.state
    if s.phase != "over":
        return None
    breakdown = [
        {
            "fortune": s.fortune[p],
            "treasures": len(s.carried[p]),
            "equipment_levels": sum(s.levels[p]),
        }
        for p in range(s.players)
    ]
    return Result(
        scores=list(s.fortune), winners=list(s.winners), how=s.end_reason, breakdown=breakdown
    )
