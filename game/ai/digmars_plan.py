"""What a Dig Mars computer seat is working towards, so that every turn it takes makes
progress (no idle walking, no turn ended with work in reach).

A *job* is a stack the seat can dig or carry at once its own stations stand there (with the
stations already on it cooperating, seed 003 "Cooperation"), perhaps after upgrades it can
pay for. The seat's moves all walk stations along shortest paths to its best job; while it
can dig, carry, walk towards its job or buy an upgrade its job needs, it does not end its
turn. A seat with no job walks towards the meeting point: the stack every seat computes alike
from public facts, where all stations gathered together could work, so seats that can only
work together do meet. Each move brings a job or the meeting point one step nearer, so a
station never walks back and forth, and every table of such seats keeps digging to the end.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from game.ai.memo import BoundedMemo
from game.rules.digmars import actions as A
from game.rules.digmars.actions import CARRY, DIG
from game.rules.digmars.content import tiles
from game.rules.digmars.grid import SQUARES, UNREACHABLE, distances_from, move_targets
from game.rules.digmars.state import MAX_LEVEL, UPGRADE_COST, DigObservation

STEP_DISCOUNT = 0.8  # a job one move further away is worth this much less
UPGRADE_PENALTY = 0.4  # per fortune an upgrade costs: the level stays, the fortune does not
DIG_SHARE = 0.35  # what digging promises, as a part of the mean treasure of that ground


@dataclass(frozen=True)
class Job:
    square: int
    equipment: int  # DIG or CARRY
    stations: tuple[int, ...]  # the squares of the own stations to bring there
    upgrades: int  # levels of `equipment` to buy first
    moves: int
    score: float


@cache
def _mean_fortune_by_dig() -> dict[int, float]:
    by_dig: dict[int, list[int]] = {}
    for tile in tiles():
        by_dig.setdefault(tile.dig, []).append(tile.fortune)
    return {d: sum(v) / len(v) for d, v in by_dig.items()}


@cache
def _distance_table(filled: tuple[bool, ...]) -> tuple[tuple[int, ...], ...]:
    """distance[a][b]: fewest moves from square a to square b over this grid."""
    return tuple(tuple(distances_from(filled, a)) for a in range(SQUARES))


def _filled(o: DigObservation) -> tuple[bool, ...]:
    return tuple(stack.height > 0 for stack in o.stacks)


def distances(o: DigObservation) -> tuple[tuple[int, ...], ...]:
    return _distance_table(_filled(o))


# For every square: stations nearest first, and the moves that bring the first k of them there
Nearest = tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]


@lru_cache(maxsize=4096)
def _nearest(stations: tuple[int, ...], filled: tuple[bool, ...]) -> Nearest:
    """For every square, `stations` nearest first (ties: the lower square) and, for each k,
    the moves that bring the k nearest there. Worked out once per stations and grid: the
    search plans a seat's job at every decision of its own in every sampled world."""
    dist = _distance_table(filled)
    table = []
    for q in range(SQUARES):
        order = tuple(sorted(stations, key=lambda s: (dist[s][q], s)))
        moves = [0]
        for s in order:
            moves.append(moves[-1] + dist[s][q])
        table.append((order, tuple(moves)))
    return tuple(table)


def _need(o: DigObservation, square: int) -> tuple[int, int] | None:
    """(equipment, difficulty) of the work the top tile of `square` asks for."""
    stack = o.stacks[square]
    if stack.height == 0:
        return None
    if stack.face_up:
        assert stack.top is not None
        return CARRY, stack.top.carry
    assert stack.top_dig is not None
    return DIG, stack.top_dig


def _value(o: DigObservation, square: int, sharers: int) -> float:
    stack = o.stacks[square]
    if stack.face_up:
        assert stack.top is not None
        fortune = stack.top.fortune
        return float(fortune // (1 + sharers) + fortune % (1 + sharers))
    assert stack.top_dig is not None
    return DIG_SHARE * _mean_fortune_by_dig()[stack.top_dig] / (1 + sharers)


def best_job(o: DigObservation) -> Job | None:
    """The seat's most promising job, or None when no stack can be worked by its stations."""
    me = o.seat
    mine = o.stations[me]
    if not mine:
        return None
    fortune = o.fortune[me] or 0
    nearest = _nearest(tuple(mine), _filled(o))
    rivals_at, sharers_at = _rivals_by_square(o.stations, me)
    best: Job | None = None
    rank: tuple[float, int, int] | None = None  # (score, -moves, -square) of `best`
    for q in range(SQUARES):
        need = _need(o, q)
        if need is None:
            continue
        equipment, difficulty = need
        level = o.levels[me][equipment]
        found = _cheapest_level(difficulty, level, rivals_at[q], len(mine), fortune)
        if found is None:
            continue
        upgrades, spent, own_needed = found
        order, gather = nearest[q]
        chosen, moves = order[:own_needed], gather[own_needed]
        score = (_value(o, q, sharers_at[q]) - UPGRADE_PENALTY * spent) * STEP_DISCOUNT**moves
        if rank is None or (score, -moves, -q) > rank:
            best, rank = Job(q, equipment, chosen, upgrades, moves, score), (score, -moves, -q)
    return best


def _rivals_by_square(stations: list[list[int]], me: int) -> tuple[list[int], list[int]]:
    """For every square: the rival stations on it, and the rival seats with a station there."""
    rivals_at = [0] * SQUARES
    sharers_at = [0] * SQUARES
    for p, row in enumerate(stations):
        if p != me:
            for q in row:
                rivals_at[q] += 1
            for q in set(row):
                sharers_at[q] += 1
    return rivals_at, sharers_at


@cache
def _cheapest_level(
    difficulty: int, level: int, rivals_here: int, stations: int, fortune: int
) -> tuple[int, int, int] | None:
    """(levels to buy, fortune they cost, own stations needed) at the cheapest level of the
    equipment from which `stations` own stations (with the rivals' there) can do the work:
    fortune kept is worth more. None if no level the seat can pay for suffices."""
    start, spent = level, 0
    while True:
        own_needed = max(1, difficulty - level - rivals_here + 1)
        if own_needed <= stations:
            return level - start, spent, own_needed
        if level >= MAX_LEVEL or spent + UPGRADE_COST[level] > fortune:
            return None
        spent += UPGRADE_COST[level]
        level += 1


def meeting_point(o: DigObservation) -> int | None:
    """The stack nearest to all stations together (ties: the lowest square) that some seat
    could work if every station stood on it; None if there is no such stack. It depends on
    public facts only, so every seat finds the same one."""
    everyone = [s for row in o.stations for s in row]
    dist = distances(o)
    best: tuple[int, int] | None = None
    for q in range(SQUARES):
        need = _need(o, q)
        if need is None:
            continue
        equipment, difficulty = need
        strongest = max(levels[equipment] for levels in o.levels)
        if strongest + len(everyone) - 1 < difficulty:
            continue
        key = (sum(dist[s][q] for s in everyone), q)
        if best is None or key < best:
            best = key
    return None if best is None else best[1]


def _moves_towards(o: DigObservation, sources: Sequence[int], square: int) -> list[tuple[int, int]]:
    """(source, target) of every move that brings a station on `sources` a step nearer."""
    dist = distances(o)
    filled = [stack.height > 0 for stack in o.stacks]
    out: list[tuple[int, int]] = []
    for source in sorted(set(sources)):
        here = dist[source][square]
        if here == 0 or here >= UNREACHABLE:
            continue
        out.extend((source, t) for t in move_targets(filled, source) if dist[t][square] == here - 1)
    return out


Plan = tuple[Job | None, tuple[tuple[int, int], ...]]
# Plans already worked out, by what they depend on (`_plan_key`)
_PLANS: BoundedMemo[Plan] = BoundedMemo(4096)


def plan(o: DigObservation) -> Plan:
    """The seat's best job (None: it has none) and the moves that walk towards it (or towards
    the meeting point). Remembered by what they depend on: the sampled worlds of a search
    differ in hidden tiles only, so a seat's view, and its plan, recur often."""
    return _PLANS.known(_plan_key(o), lambda: _work_out_plan(o))


def _plan_key(o: DigObservation) -> tuple[object, ...]:
    """Everything of the view a plan reads: the seat and its fortune, every seat's levels and
    stations, and each square's work (none if empty; a face-up tile's carrying and fortune,
    else the digging difficulty on its back)."""
    me = o.seat
    squares = tuple(
        (st.top.carry, st.top.fortune) if st.face_up and st.top else st.top_dig if st.height else 0
        for st in o.stacks
    )
    return (me, o.fortune[me], tuple(map(tuple, o.levels)), tuple(map(tuple, o.stations)), squares)


def _work_out_plan(o: DigObservation) -> Plan:
    job = best_job(o)
    if job is not None:
        return job, tuple(_moves_towards(o, job.stations, job.square))
    meet = meeting_point(o)
    walks = () if meet is None else tuple(_moves_towards(o, o.stations[o.seat], meet))
    return None, walks


def purposeful(o: DigObservation, legal: Sequence[Any]) -> list[Any]:
    """The legal actions that make progress, out of `legal` (the seat's own turn only):
    no move but towards the job (or the meeting point), and no ending the turn while work,
    a step towards the job or an upgrade the job needs is still to be had."""
    if o.phase != "turn" or o.current != o.seat or o.decider != o.seat:
        return list(legal)
    job, walks = plan(o)
    allowed_moves = set(walks)
    out = [a for a in legal if not isinstance(a, A.Move) or (a.source, a.target) in allowed_moves]
    if o.actions_left > 0:
        work = any(isinstance(a, A.Dig | A.Carry) and not a.bonus for a in out)
        upgrade = job is not None and job.upgrades > 0 and A.Upgrade(job.equipment) in out
        if work or walks or upgrade:
            out = [a for a in out if not isinstance(a, A.EndTurn)]
    return out
