"""Invariants of the hunt under random legal play (hypothesis): no support card, cockroach or
counter is created or lost (validate after every action), and every game ends."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from roach_helpers import new_game

from game.rules.core import Rng


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000), bot=st.integers(0, 10_000))
def test_cards_and_counters_are_conserved_and_every_game_ends(
    players: int, seed: int, bot: int
) -> None:
    engine = new_game(players, seed)
    rng = Rng.from_seed(bot)
    steps = 0
    while not engine.is_over():
        engine.apply(rng.choice(engine.legal_actions()))
        engine.validate()
        steps += 1
        assert steps < 20_000
    result = engine.result()
    assert result is not None
    assert result.scores == engine.state.vp
    assert sum(result.scores) + engine.state.supply_vp == engine.c.supply.vp_value()
    assert set(result.winners) <= set(range(players))
