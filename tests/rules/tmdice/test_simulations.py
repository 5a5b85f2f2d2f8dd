"""Seeded whole games to the end for 1-4 players, random and greedy bots (issue item 12)."""

from __future__ import annotations

import pytest
from tmdice_helpers import check_invariants, new_game, run_random

from game.ai.registry import make_bot
from game.rules.core import Rng, SeatView


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_bots_play_to_the_end(players: int) -> None:
    e = new_game(players, seed=100 + players, purple=True, missions=True, storage=True)
    run_random(e, seed=players, check_every=3)
    check_invariants(e)
    assert e.result() is not None


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_greedy_bots_play_to_the_end(players: int) -> None:
    e = new_game(players, seed=200 + players)
    bots = [make_bot("greedy", "tmdice") for _ in range(players)]
    rng = Rng.from_seed(players)
    steps = 0
    while not e.is_over():
        seat = e.decider()
        assert seat is not None
        e.apply(bots[seat].choose(SeatView(e, seat), rng))
        steps += 1
        assert steps < 20000
    check_invariants(e)
    r = e.result()
    assert (r is not None and r.winners) or players == 1
    if players == 1:
        assert e.state.turn_no <= 50


@pytest.mark.parametrize("players", [1, 4])
def test_simulate_play_game_runs_tmdice(players: int) -> None:
    """The `python -m game simulate` loop plays TM Dice to the end; solo notes carry the
    figures simulate reports (solo_counted, solo_bands)."""
    from game.rules.core import Setup
    from game.rules.tmdice.engine import TMDiceEngine
    from game.tools.simulate import play_game

    engine, decisions = play_game(
        TMDiceEngine, Setup(game="tmdice", players=players), 7, ["random", "greedy"]
    )
    result = engine.result()
    assert result is not None and decisions > 0
    if players == 1:
        assert set(result.notes) >= {"counted", "band"}
