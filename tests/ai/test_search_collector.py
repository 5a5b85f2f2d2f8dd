"""The search pauses Python's cycle collector while it thinks (game/ai/search.py): that is
sound only if a search makes no cycles, and it must leave the collector as it found it."""

from __future__ import annotations

import gc

import pytest

from game.ai.registry import make_bot
from game.ai.search import SearchBot, SearchBudget, cycle_collector_paused
from game.games import game_info
from game.rules.core import Rng, SeatView, Setup


@pytest.mark.parametrize(("game", "players"), [("tmdice", 2), ("digmars", 2), ("cockroach", 3)])
def test_a_search_leaves_no_cycles_behind(game: str, players: int) -> None:
    """Everything a search made is freed by reference counting alone: nothing is left for
    the collector to find afterwards."""
    engine, _ = game_info(game).engine_cls().new(Setup(game=game, players=players), 7)
    greedy = make_bot("greedy", game)
    rng = Rng.from_seed(7)
    for _ in range(12):  # past the setup, into play
        seat = engine.decider()
        assert seat is not None
        engine.apply(greedy.choose(SeatView(engine, seat), rng))
    bot = make_bot("hard", game)
    assert isinstance(bot, SearchBot)
    bot.budget = SearchBudget(iterations=60, seconds=1e9)
    seat = engine.decider()
    assert seat is not None
    gc.collect()
    bot.search(SeatView(engine, seat), Rng.from_seed(8))
    assert gc.collect() == 0


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_is_left_as_it_was(enabled: bool) -> None:
    was = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        with cycle_collector_paused():
            assert not gc.isenabled()
        assert gc.isenabled() is enabled
        with pytest.raises(RuntimeError), cycle_collector_paused():
            raise RuntimeError("a search stopped by an error")
        assert gc.isenabled() is enabled
    finally:
        gc.enable() if was else gc.disable()
