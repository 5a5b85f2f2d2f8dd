"""Dig Mars bots: greedy (one-step look-ahead with game/ai/digmars.evaluate) plays far better
than random, takes an obvious win, and sees only what its seat may see."""

from __future__ import annotations

import random

from game.ai.bots import GreedyBot
from game.ai.registry import make_bot
from game.rules.core import Rng, SeatView, Setup
from game.rules.digmars import actions as A
from game.rules.digmars.engine import SQUARES, DigMarsEngine
from game.tools.simulate import play_game

SETUP = Setup(game="digmars", players=2)


def test_greedy_beats_random_in_a_clear_majority() -> None:
    games = 40
    wins = 0.0
    for seed in range(games):
        greedy_seat = seed % 2  # half the games from each seat
        bots = ["greedy", "random"] if greedy_seat == 0 else ["random", "greedy"]
        engine, _ = play_game(DigMarsEngine, SETUP, 1000 + seed, bots)
        result = engine.result()
        assert result is not None
        if greedy_seat in result.winners:
            wins += 1 / len(result.winners)
    assert wins / games >= 0.85


def _started(seed: int) -> DigMarsEngine:
    engine, _ = DigMarsEngine.new(SETUP, seed)
    engine.apply(A.PlaceStation(5))
    engine.apply(A.PlaceStation(10))
    return engine


def test_greedy_declares_victory_when_it_can() -> None:
    engine = _started(2)
    seat = engine.decider()
    s = engine.state
    for q in (0, 1, 2, 3, 4, 6, 7):  # as if this seat had carried these stacks away
        s.carried[seat].extend(s.stacks[q])
        s.fortune[seat] += sum(engine.tiles[t].fortune for t in s.stacks[q])
        s.stacks[q] = []
    assert s.fortune[seat] >= 40
    engine._legal = None
    engine.validate()
    choice = make_bot("greedy", "digmars").choose(SeatView(engine, seat), Rng.from_seed(1))
    assert choice == A.DeclareVictory()


def test_greedy_carries_treasure_within_reach() -> None:
    engine = _started(3)
    seat = engine.decider()
    square = engine.state.stations[seat][0]
    s = engine.state
    # The most valuable carrying-1 tile lies explored under the station.
    best = max((t for t in engine.tiles if t.carry == 1), key=lambda t: t.fortune)
    q, i = next((q, i) for q, st in enumerate(s.stacks) for i, t in enumerate(st) if t == best.id)
    s.stacks[q][i], s.stacks[square][-1] = s.stacks[square][-1], s.stacks[q][i]
    s.face_up[square] = True
    engine._legal = None
    engine.validate()
    choice = make_bot("greedy", "digmars").choose(SeatView(engine, seat), Rng.from_seed(1))
    assert choice == A.Carry(square)


def _hidden_shuffle(engine: DigMarsEngine, seat: int, seed: int) -> DigMarsEngine:
    """The same game as `seat` sees it, with the tiles it has not seen lying elsewhere: tiles
    below the tops are exchanged freely, face-down tops only for tops of the same digging
    difficulty (their backs are on show); tiles `seat` has seen stay put."""
    other = engine.clone()
    s = other.state
    known = set(s.inspected[seat])
    pyr = random.Random(seed)
    deep = [(q, d) for q in range(SQUARES) for d in range(len(s.stacks[q]) - 1)]
    tops = [
        q
        for q in range(SQUARES)
        if s.stacks[q] and not s.face_up[q] and s.stacks[q][-1] not in known
    ]
    moved = {}
    ids = [s.stacks[q][d] for q, d in deep]
    pyr.shuffle(ids)
    for (q, d), t in zip(deep, ids, strict=True):
        moved[s.stacks[q][d]] = t
        s.stacks[q][d] = t
    for need in range(1, 5):
        group = [q for q in tops if other.tiles[s.stacks[q][-1]].dig == need]
        ids = [s.stacks[q][-1] for q in group]
        pyr.shuffle(ids)
        for q, t in zip(group, ids, strict=True):
            moved[s.stacks[q][-1]] = t
            s.stacks[q][-1] = t
    # Other seats' private looks follow their tiles (they are not `seat`'s to see anyway).
    for p in range(s.players):
        if p != seat:
            s.inspected[p] = [moved.get(t, t) for t in s.inspected[p]]
    other._legal = None
    return other


def _positions(count: int):
    """Mid-game positions of random play, each with the seat to decide."""
    rand = make_bot("random", "digmars")
    for seed in range(count):
        engine, _ = DigMarsEngine.new(SETUP, seed)
        rng = Rng.from_seed(seed)
        for _ in range(25 + seed % 40):
            if engine.is_over():
                break
            engine.apply(rand.choose(SeatView(engine, engine.decider()), rng))
        if not engine.is_over():
            yield seed, engine, engine.decider()


def test_greedy_does_not_read_hidden_tiles() -> None:
    """Moving the tiles the greedy seat has not seen, consistently with its observation, does
    not change what it chooses: it decides from its observation alone."""
    bot = make_bot("greedy", "digmars")
    changed = 0
    for seed, engine, seat in _positions(60):
        other = _hidden_shuffle(engine, seat, seed)
        assert other.observation(seat) == engine.observation(seat)
        changed += other.state.stacks != engine.state.stacks
        for look in range(3):
            mine = bot.choose(SeatView(engine, seat), Rng.from_seed(look))
            theirs = bot.choose(SeatView(other, seat), Rng.from_seed(look))
            assert mine == theirs, f"seed {seed}: the hidden tiles changed the choice"
    assert changed >= 50


def test_greedy_world_is_a_function_of_the_observation() -> None:
    """Whatever an evaluation reads in the world the greedy bot samples (here: every tile id
    on the grid) is the same for two games that look the same to its seat."""
    rated: list[str] = []

    def snoop(world, seat: int) -> float:
        rated.append(str(world.state.stacks))
        return float(hash(str(world.state.stacks)) % 1000)

    bot = GreedyBot(snoop)
    for seed, engine, seat in _positions(12):
        other = _hidden_shuffle(engine, seat, seed)
        rated.clear()
        mine = bot.choose(SeatView(engine, seat), Rng.from_seed(seed))
        seen_mine = list(rated)
        rated.clear()
        theirs = bot.choose(SeatView(other, seat), Rng.from_seed(seed))
        assert seen_mine == rated
        assert mine == theirs
