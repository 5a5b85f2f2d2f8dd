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
from functools import cache
from typing import Any

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


def distances(o: DigObservation) -> tuple[tuple[int, ...], ...]:
    return _distance_table(tuple(stack.height > 0 for stack in o.stacks))


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
    dist = distances(o)
    best: Job | None = None
    for q in range(SQUARES):
        need = _need(o, q)
        if need is None:
            continue
        equipment, difficulty = need
        rivals_here = sum(row.count(q) for p, row in enumerate(o.stations) if p != me)
        sharers = sum(1 for p, row in enumerate(o.stations) if p != me and q in row)
        value = _value(o, q, sharers)
        nearest = sorted(mine, key=lambda s: (dist[s][q], s))
        level, spent = o.levels[me][equipment], 0
        while True:
            own_needed = max(1, difficulty - level - rivals_here + 1)
            if own_needed <= len(mine):
                chosen = tuple(nearest[:own_needed])
                moves = sum(dist[s][q] for s in chosen)
                upgrades = level - o.levels[me][equipment]
                score = (value - UPGRADE_PENALTY * spent) * STEP_DISCOUNT**moves
                job = Job(q, equipment, chosen, upgrades, moves, score)
                if best is None or (score, -moves, -q) > (best.score, -best.moves, -best.square):
                    best = job
                break  # the cheapest level that suffices: fortune kept is worth more
            if level >= MAX_LEVEL or spent + UPGRADE_COST[level] > fortune:
                break
            spent += UPGRADE_COST[level]
            level += 1
    return best


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


def purposeful(o: DigObservation, legal: Sequence[Any]) -> list[Any]:
    """The legal actions that make progress, out of `legal` (the seat's own turn only):
    no move but towards the job (or the meeting point), and no ending the turn while work,
    a step towards the job or an upgrade the job needs is still to be had."""
    if o.phase != "turn" or o.current != o.seat or o.decider != o.seat:
        return list(legal)
    job = best_job(o)
    if job is not None:
        walks = _moves_towards(o, job.stations, job.square)
    else:
        meet = meeting_point(o)
        walks = [] if meet is None else _moves_towards(o, o.stations[o.seat], meet)
    allowed_moves = set(walks)
    out = [a for a in legal if not isinstance(a, A.Move) or (a.source, a.target) in allowed_moves]
    if o.actions_left > 0:
        work = any(isinstance(a, A.Dig | A.Carry) and not a.bonus for a in out)
        upgrade = job is not None and job.upgrades > 0 and A.Upgrade(job.equipment) in out
        if work or walks or upgrade:
            out = [a for a in out if not isinstance(a, A.EndTurn)]
    return out
