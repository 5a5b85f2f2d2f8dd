"""Every game ends (DESIGN.md, habits: "property tests for invariants ... every game ends";
"seeded whole-game simulations for every game and player count"): random and greedy bots
finish every allowed player count within a bound on decisions, with a well-formed result."""

from __future__ import annotations

from typing import Any

import pytest
from contract_helpers import (
    CONTRACT,
    DECISION_BOUND,
    EVERY_GAME,
    default_setups,
    player_counts,
    setups,
)
from hypothesis import given
from hypothesis import strategies as st

from game.ai.bots import Bot
from game.ai.registry import make_bot
from game.games import GameDescriptor
from game.rules.core import Engine, IllegalAction, Rng, SeatView, Setup


def play_to_the_end(
    info: GameDescriptor, setup: Setup, seed: int, bots: list[Bot]
) -> tuple[Engine[Any, Any], int]:
    """The game played by one bot per seat (cycling through `bots`), and its decisions."""
    engine, _ = info.engine_cls().new(setup, seed)
    rng = Rng.from_seed(seed ^ 0xB075)
    decisions = 0
    while not engine.is_over():
        assert decisions < DECISION_BOUND, f"not over after {decisions} decisions"
        seat = engine.decider()
        assert seat is not None, "nobody decides, yet the game is not over"
        bot = bots[seat % len(bots)]
        engine.apply(bot.choose(SeatView(engine, seat), rng))
        decisions += 1
    return engine, decisions


def assert_well_ended(engine: Engine[Any, Any], players: int) -> None:
    result = engine.result()
    assert result is not None
    assert len(result.scores) == players
    assert set(result.winners) <= set(range(players))
    assert engine.decider() is None
    assert engine.legal_actions() == []
    with pytest.raises(IllegalAction):
        engine.apply(object())


def mixed_bots(info: GameDescriptor, players: int) -> list[Bot]:
    """Greedy and random seats taking turns around the table (greedy alone in a solo game)."""
    if players == 1:
        return [make_bot("greedy", info.game_id)]
    return [make_bot(name, info.game_id) for name in ("greedy", "random")]


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_every_game_ends_under_random_bots(info: GameDescriptor, data: st.DataObject) -> None:
    setup = data.draw(setups(info))
    seed = data.draw(st.integers(0, 2**32 - 1))
    engine, _ = play_to_the_end(info, setup, seed, [make_bot("random", info.game_id)])
    assert_well_ended(engine, setup.players)


@EVERY_GAME
def test_every_player_count_ends_under_greedy_and_random_bots(info: GameDescriptor) -> None:
    for setup in default_setups(info):
        engine, _ = play_to_the_end(info, setup, 11, [make_bot("random", info.game_id)])
        assert_well_ended(engine, setup.players)
        engine, _ = play_to_the_end(info, setup, 11, mixed_bots(info, setup.players))
        assert_well_ended(engine, setup.players)


@pytest.mark.slow
@EVERY_GAME
@pytest.mark.parametrize("seed", range(5))
def test_many_games_end_under_greedy_bots(info: GameDescriptor, seed: int) -> None:
    """The bigger run: every player count, every option at its non-default choice too."""
    for players in player_counts(info):
        for options in ({}, {o.name: o.choices[-1][0] for o in info.options}):
            setup = Setup(game=info.game_id, players=players, options=options)
            bots = [make_bot("greedy", info.game_id)]
            engine, _ = play_to_the_end(info, setup, 1000 + seed, bots)
            assert_well_ended(engine, players)
