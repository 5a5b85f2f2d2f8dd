"""The Dig Mars bots: both choose only among the actions that make progress
(game/ai/digmars_plan.py); random picks one of them at random, greedy looks one step ahead
and rates each position for its seat.

The rating is in fortune points: fortune in hand, plus what equipment and station placement
promise (treasure within reach), minus what rivals hold or are about to take.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.ai.bots import Bot, GreedyBot
from game.ai.digmars_plan import purposeful
from game.rules.core import Engine, Rng, SeatView
from game.rules.digmars.actions import CARRY, DIG, FLEET
from game.rules.digmars.content import Tile
from game.rules.digmars.engine import SQUARES, DigMarsEngine
from game.rules.digmars.grid import DISTANCE
from game.rules.digmars.state import DigObservation

WIN = 10_000.0
# No game between these bots runs past this many turns: seeded greedy tables (5,000 games for
# each player count) ended within 46, random and mixed tables (1,000 each) within 54, so 150
# leaves room. `python -m game simulate` reports a game past it as unfinished.
TURN_LIMIT = 150
# What a level is worth, by level: roughly what it cost, for the treasure it opens up.
EQUIPMENT_WORTH = {1: 0.0, 2: 1.2, 3: 3.2, 4: 6.0}
FLEET_WORTH = {1: 0.0, 2: 1.5, 3: 3.8, 4: 6.5}
_DISCOUNT = tuple(0.8**moves for moves in range(64))  # a stack `moves` away is worth this part


# Tile list -> its payoffs; the list itself is kept so that its id cannot be reused.
_PAYOFFS: dict[int, tuple[list[Tile], dict[int, float]]] = {}


def _dig_payoff(engine: DigMarsEngine) -> dict[int, float]:
    """The mean fortune of the tiles of each digging difficulty: what a dig promises."""
    known = _PAYOFFS.get(id(engine.tiles))
    if known is not None and known[0] is engine.tiles:
        return known[1]
    by_dig: dict[int, list[int]] = {}
    for tile in engine.tiles:
        by_dig.setdefault(tile.dig, []).append(tile.fortune)
    payoff = {d: sum(v) / len(v) for d, v in by_dig.items()}
    if len(_PAYOFFS) > 64:  # tests build tile lists of their own: keep the cache small
        _PAYOFFS.clear()
    _PAYOFFS[id(engine.tiles)] = (engine.tiles, payoff)
    return payoff


def _upgrade_paths(level: int, fortune: int) -> list[tuple[int, int]]:
    """(level, fortune spent) for the current level and each higher one we can pay for."""
    paths = [(level, 0)]
    spent = 0
    for current in range(level, 4):
        spent += current  # from level n to n + 1 costs n fortune
        if spent > fortune:
            break
        paths.append((current + 1, spent))
    return paths


# Stations (sorted squares) -> for every square, the moves to gather the k nearest there, for
# every k. The search rates thousands of positions a decision and stations rarely move.
_GATHER: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}


def _gather(stations: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    key = tuple(sorted(stations))
    known = _GATHER.get(key)
    if known is None:
        table = []
        for q in range(SQUARES):
            sums = [0]
            for d in sorted(DISTANCE[station][q] for station in key):
                sums.append(sums[-1] + d)
            table.append(tuple(sums))
        known = _GATHER[key] = tuple(table)
    return known


def _prospects(engine: DigMarsEngine, seat: int) -> float:
    """Treasure this seat could take next. For every stack: how many of our stations it takes
    to work it (cooperation counts), how many moves to gather them, and what it pays (our
    share of a treasure; part of the expected find for ground still to dig). Rated by the
    best stack plus half the second, each discounted by the moves it needs."""
    s = engine.state
    mine = s.stations[seat]
    if not mine:
        return 0.0
    payoff = _dig_payoff(engine)
    rivals_total = sum(len(row) for p, row in enumerate(s.stations) if p != seat)
    dig_level, carry_level = s.levels[seat][DIG], s.levels[seat][CARRY]
    fortune = s.fortune[seat]
    rivals_at = [0] * SQUARES
    sharers_at = [0] * SQUARES
    for p, row in enumerate(s.stations):
        if p != seat:
            for q in row:
                rivals_at[q] += 1
            for q in set(row):
                sharers_at[q] += 1
    paths = {DIG: _upgrade_paths(dig_level, fortune), CARRY: _upgrade_paths(carry_level, fortune)}
    count = len(mine)
    gathers = _gather(mine)
    rated: list[float] = []
    for q in range(SQUARES):
        stack = s.stacks[q]
        if not stack:
            continue
        tile = engine.tiles[stack[-1]]
        rivals_here, sharers = rivals_at[q], sharers_at[q]
        if s.face_up[q]:
            need, kind = tile.carry, CARRY
            value: float = tile.fortune // (1 + sharers) + tile.fortune % (1 + sharers)
        else:
            need, kind = tile.dig, DIG
            value = 0.35 * payoff[tile.dig] / (1 + sharers)
        gather = gathers[q]
        best = 0.0
        # Work it as we are, or after upgrading the equipment it needs (the upgrade takes an
        # action and fortune, but the level stays ours for the rest of the game).
        for target, cost in paths[kind]:
            own_needed = max(1, need - target - rivals_here + 1)
            factor = 1.0 if cost == 0 else 0.75
            if own_needed > count:
                # Only reachable if rivals bring stations too: they gain a share, so they may.
                if own_needed - count > rivals_total - rivals_here:
                    continue
                own_needed, factor = count, factor * 0.3 / (1 + own_needed - count)
            worth = factor * (value - 0.4 * cost) * _DISCOUNT[gather[own_needed]]
            if worth > best:
                best = worth
        if best > 0:
            rated.append(best)
    rated.sort(reverse=True)
    return sum(r * w for r, w in zip(rated, (1.0, 0.5), strict=False))


def _holdings(engine: DigMarsEngine, seat: int) -> float:
    """Fortune in hand plus what the seat's equipment is worth."""
    s = engine.state
    levels = s.levels[seat]
    return (
        s.fortune[seat]
        + EQUIPMENT_WORTH[levels[DIG]]
        + EQUIPMENT_WORTH[levels[CARRY]]
        + FLEET_WORTH[levels[FLEET]]
    )


def evaluate(engine: Engine[Any, Any], seat: int) -> float:
    """Higher is better for `seat`."""
    assert isinstance(engine, DigMarsEngine)
    s = engine.state
    if s.phase == "over":
        return WIN / len(s.winners) if seat in s.winners else -WIN
    mine = _holdings(engine, seat) + 0.7 * _prospects(engine, seat)
    if s.current == seat:
        mine += 0.8 * len(s.bonuses)  # an unused bonus action is an action in hand
    # Rivals' prospects are left out on purpose: counting them makes every shared stack look
    # bad, and two greedy expeditions then never cooperate on ground neither can work alone.
    rivals = max(_holdings(engine, p) for p in range(s.players) if p != seat)
    # Reaching the target is a win at the start of the seat's next turn.
    if s.fortune[seat] >= engine.target():
        mine += WIN / 4
    return mine - 0.5 * rivals


class DigMarsGreedyBot(GreedyBot):
    """Greedy over the purposeful actions only: it never walks a station back and forth,
    and never ends a turn while work or a step towards work is to be had."""

    def __init__(self) -> None:
        super().__init__(evaluate)

    def choose(self, view: SeatView, rng: Rng) -> Any:
        seen = view.observation()
        assert isinstance(seen, DigObservation)
        return self.choose_among(view, purposeful(seen, view.legal_actions()), rng)


class DigMarsRandomBot:
    """Uniform over the purposeful actions: an easy opponent, but one that never idles."""

    name = "random"

    def choose(self, view: SeatView, rng: Rng) -> Any:
        seen = view.observation()
        assert isinstance(seen, DigObservation)
        return rng.choice(purposeful(seen, view.legal_actions()))


def candidates(view: SeatView) -> list[Any]:
    """The purposeful actions: what the easy and hard bots choose among (never idling), and
    what the hard bot's search expects of every seat in its sampled worlds."""
    seen = view.observation()
    assert isinstance(seen, DigObservation)
    return purposeful(seen, view.legal_actions())


BOTS: dict[str, Callable[[], Bot]] = {"random": DigMarsRandomBot, "greedy": DigMarsGreedyBot}
