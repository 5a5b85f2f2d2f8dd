"""Dig Mars computer seats make progress (seed 003: a turn is "up to 3 actions"; the game ends
with a declared victory or once "the last tile has been taken"): every game between the bots
ends within their stated turn bound, and no bot turn walks stations about for nothing."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import game.ai.digmars as digmars_ai
import game.tools.simulate
from game.__main__ import main
from game.ai.digmars_plan import best_job, purposeful
from game.ai.registry import make_bot, turn_limit
from game.rules.core import Rng, SeatView, Setup
from game.rules.digmars import actions as A
from game.rules.digmars.actions import CARRY, DIG
from game.rules.digmars.engine import SQUARES, DigMarsEngine
from game.rules.digmars.grid import distances_from
from game.rules.digmars.state import MAX_LEVEL, UPGRADE_COST, DigObservation


def _reach(engine: DigMarsEngine, seat: int) -> tuple[bool, dict[tuple[int, int], int]]:
    """For each stack the seat could work by bringing its own stations there (the other
    stations where they stand, its levels as they are or with levels bought with its fortune):
    the fewest moves that takes, per stack and levels bought. When there is none, for each
    stack that all stations gathered could work: the moves to bring every station of the seat
    there. The flag: alone or not."""
    s = engine.state
    mine = s.stations[seat]
    dist = {q: distances_from(s.stacks, q) for q in set(mine)}
    out: dict[tuple[int, int], int] = {}
    for q in range(SQUARES):
        tile = engine.top(q)
        if tile is None:
            continue
        kind, need = (CARRY, tile.carry) if s.face_up[q] else (DIG, tile.dig)
        others = sum(row.count(q) for p, row in enumerate(s.stations) if p != seat)
        near = sorted(dist[m][q] for m in mine)
        level, spent = s.levels[seat][kind], 0
        while True:
            own = max(1, need - level - others + 1)
            if own <= len(mine):
                out[q, level - s.levels[seat][kind]] = sum(near[:own])
            if level >= MAX_LEVEL or spent + UPGRADE_COST[level] > s.fortune[seat]:
                break
            spent += UPGRADE_COST[level]
            level += 1
    if out:
        return True, out
    everyone = sum(len(row) for row in s.stations)
    for q in range(SQUARES):
        tile = engine.top(q)
        if tile is None:
            continue
        kind, need = (CARRY, tile.carry) if s.face_up[q] else (DIG, tile.dig)
        if max(levels[kind] for levels in s.levels) + everyone - 1 >= need:
            out[q, 0] = sum(dist[m][q] for m in mine)
    return False, out


@dataclass
class Turn:
    seat: int
    start: DigMarsEngine
    actions: list[A.Action] = field(default_factory=list)


def idle_reason(turn: Turn, end: DigMarsEngine) -> str | None:
    """Why a computer seat's turn was idle walking, or None if it was purposeful: its
    stations stood again as they had stood earlier in the turn with nothing done in between
    (back and forth, or ending where they started); the seat ended its turn with actions left
    while it could dig or carry; or the turn only moved stations and brought none nearer to a
    stack it could work."""
    replay = turn.start.clone()
    seen = {tuple(sorted(replay.state.stations[turn.seat]))}
    for action in turn.actions:
        replay.apply(action)
        stations = tuple(sorted(replay.state.stations[turn.seat]))
        if not isinstance(action, A.Move):
            seen = {stations}  # a dig, carry, upgrade or bonus in between: a purpose
        elif stations in seen:
            return f"came back to {action.target}"
        seen.add(stations)
    worked = any(not isinstance(a, A.Move | A.EndTurn) for a in turn.actions)
    if isinstance(turn.actions[-1], A.EndTurn) and any(
        isinstance(a, A.Dig | A.Carry) and not a.bonus for a in _legal_before_end(turn)
    ):
        return "ended the turn with work in reach"
    if worked or not any(isinstance(a, A.Move) for a in turn.actions):
        return None
    (alone_before, before), (alone_after, after) = (
        _reach(turn.start, turn.seat),
        _reach(end, turn.seat),
    )
    if alone_after and not alone_before:
        return None  # came to where it can work with the stations already there
    if alone_after == alone_before and any(
        way in before and moves < before[way] for way, moves in after.items()
    ):
        return None
    return "moved and came no nearer to any work"


def _legal_before_end(turn: Turn) -> list[A.Action]:
    engine = turn.start.clone()
    for action in turn.actions[:-1]:
        engine.apply(action)
    return engine.legal_actions()


def play_and_judge(players: int, seed: int, bots: list[str]) -> tuple[DigMarsEngine, list[str]]:
    """A seeded game between the bots; the idle turns found, one line each."""
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=players), seed)
    seats = [make_bot(bots[i % len(bots)], "digmars") for i in range(players)]
    rng = Rng.from_seed(seed ^ 0x5EED)
    idle: list[str] = []
    turn: Turn | None = None
    while not engine.is_over():
        s = engine.state
        if s.phase == "turn" and (turn is None or turn.start.state.turns != s.turns):
            turn = Turn(s.current, engine.clone())
        seat = engine.decider()
        assert seat is not None
        action = seats[seat].choose(SeatView(engine, seat), rng)
        engine.apply(action)
        if turn is not None:
            turn.actions.append(action)
        if turn is not None and (engine.is_over() or engine.state.turns != turn.start.state.turns):
            if turn.actions and (reason := idle_reason(turn, engine)):
                idle.append(f"seed {seed}, turn {turn.start.state.turns}: {reason}")
            turn = None
    return engine, idle


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("bot", ["greedy", "random"])
def test_bot_turns_are_purposeful(players: int, bot: str) -> None:
    """Over seeded games, no computer turn walks a station back and forth, ends with a dig
    or carry left undone, or moves without coming nearer to work: the count is 0."""
    idle: list[str] = []
    for seed in range(6):
        engine, found = play_and_judge(players, 300 + seed, [bot])
        assert engine.is_over()
        idle.extend(found)
    assert idle == []


def test_the_judge_sees_idle_walking() -> None:
    """The count above can fail: a turn of two moves there and back is idle, and so is
    ending a turn where a carry was to be had."""
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=2), 3)
    engine.apply(A.PlaceStation(5))
    engine.apply(A.PlaceStation(10))
    seat, start = engine.state.current, engine.clone()
    source = engine.state.stations[seat][0]
    target = engine.move_targets(source)[0]
    there_and_back: list[A.Action] = [A.Move(source, target), A.Move(target, source), A.EndTurn()]
    for action in there_and_back:
        engine.apply(action)
    assert idle_reason(Turn(seat, start, there_and_back), engine) == f"came back to {source}"
    # Ending at once where a carry was legal.
    start.state.face_up[source] = True
    start.state.levels[seat][CARRY] = 4
    start._legal = None
    after = start.clone()
    after.apply(A.EndTurn())
    assert idle_reason(Turn(seat, start, [A.EndTurn()]), after) == (
        "ended the turn with work in reach"
    )


# Tables of greedy bots that once never finished (simulate's seeds): both ended every turn on
# a shared stack whose treasure either could carry, for 1,400 turns and more.
CARRY_STALLS = [(2, 287), (2, 605)]


@pytest.mark.parametrize(("players", "seed"), CARRY_STALLS)
def test_former_stalls_finish_within_the_bound(players: int, seed: int) -> None:
    """Every game ends (seed 003, "Game end"): these tables now finish within the bound."""
    engine, _ = game.tools.simulate.play_game(
        DigMarsEngine, Setup(game="digmars", players=players), seed, ["greedy"]
    )
    assert engine.is_over()
    assert engine.state.turns <= digmars_ai.TURN_LIMIT


def _shared_treasure() -> DigMarsEngine:
    """Both seats' only stations on one explored treasure (carrying 3) that either may carry
    with the other's help (seed 003, "Cooperation"), as in the stalled seed 287."""
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=2), 287)
    engine.apply(A.PlaceStation(15))
    engine.apply(A.PlaceStation(15))
    s = engine.state
    stack = s.stacks[15]
    hard = next(i for i, t in enumerate(stack) if engine.tiles[t].carry == 3)
    stack[hard], stack[-1] = stack[-1], stack[hard]
    s.face_up[15] = True
    s.levels = [[1, 2, 1], [1, 2, 1]]
    engine._legal = None
    return engine


@pytest.mark.parametrize("bot", ["greedy", "random"])
def test_a_shared_treasure_is_carried_not_left(bot: str) -> None:
    """Cooperation (seed 003): a bot whose carrying with the other station reaches the
    treasure carries it in its turn rather than ending the turn."""
    engine = _shared_treasure()
    seat = engine.state.current
    assert A.Carry(15) in engine.legal_actions()
    chooser = make_bot(bot, "digmars")
    rng = Rng.from_seed(4)
    while engine.decider() == seat and not engine.is_over():
        choice = chooser.choose(SeatView(engine, seat), rng)
        assert choice != A.EndTurn() or A.Carry(15) not in engine.legal_actions()
        engine.apply(choice)
    assert engine.state.carried[seat]


def test_seats_that_can_only_dig_together_meet() -> None:
    """Cooperation (seed 003): every top needs digging 2, both seats dig at 1 with one
    station each and no fortune; their stations meet on one stack and dig it."""
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=2), 0)
    assert min(engine.tiles[stack[-1]].dig for stack in engine.state.stacks) == 2
    engine.apply(A.PlaceStation(0))
    engine.apply(A.PlaceStation(15))
    bots = [make_bot("greedy", "digmars") for _ in range(2)]
    rng = Rng.from_seed(1)
    while not any(engine.state.face_up) and engine.state.turns < 6:
        seat = engine.state.current
        engine.apply(bots[seat].choose(SeatView(engine, seat), rng))
    assert any(engine.state.face_up), "the two stations never met to dig"


def _positions() -> st.SearchStrategy[tuple[int, int, int]]:
    return st.tuples(st.integers(2, 4), st.integers(0, 10_000), st.integers(0, 120))


@settings(max_examples=60, deadline=None)
@given(_positions())
def test_purposeful_is_a_nonempty_part_of_the_legal_actions(case: tuple[int, int, int]) -> None:
    """Whatever the position, the purposeful actions are legal, there is at least one, and
    every move among them brings a station nearer to the seat's job when it has one."""
    players, seed, steps = case
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=players), seed)
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        if engine.is_over():
            return
        engine.apply(rng.choice(engine.legal_actions()))
    if engine.is_over():
        return
    seat = engine.decider()
    assert seat is not None
    seen = engine.observation(seat)
    assert isinstance(seen, DigObservation)
    legal = engine.legal_actions()
    chosen = purposeful(seen, legal)
    assert chosen and all(a in legal for a in chosen)
    job = best_job(seen)
    if job is None or seen.phase != "turn":
        return
    for action in chosen:
        if isinstance(action, A.Move):
            before = distances_from(engine.state.stacks, action.source)[job.square]
            after = distances_from(engine.state.stacks, action.target)[job.square]
            assert after == before - 1


def test_bound_is_stated_and_simulate_reports_games_past_it(monkeypatch, capsys) -> None:
    """A game still running past the bots' turn bound is unfinished: simulate says so in its
    JSON and exits non-zero."""
    assert turn_limit("digmars") == digmars_ai.TURN_LIMIT == 150
    monkeypatch.setattr(digmars_ai, "TURN_LIMIT", 3)
    code = main(["simulate", "digmars", "--players", "2", "--games", "2", "--json"])
    figures = json.loads(capsys.readouterr().out)
    assert figures["unfinished"] == 2 and figures["finished"] == 0
    assert figures["turn_limit"] == 3
    assert "first_unfinished" in figures
    assert code != 0


def test_simulate_reports_no_unfinished_games_within_the_bound(capsys) -> None:
    code = main(["simulate", "digmars", "--players", "3", "--games", "2", "--json"])
    figures = json.loads(capsys.readouterr().out)
    assert figures["unfinished"] == 0 and figures["finished"] == 2
    assert figures["turns"]["max"] <= 150
    assert code == 0
