"""The bots (game/ai/bots.py): they choose only from the legal actions, through a SeatView,
and never change the game they are asked about."""

from __future__ import annotations

import pytest

from game.ai.bots import GreedyBot, RandomBot
from game.ai.registry import bot_names, make_bot
from game.rules.core import Rng, SeatView, Setup
from game.rules.digmars import actions as A
from game.rules.digmars.engine import DigMarsEngine


def _game(seed: int, players: int = 2) -> DigMarsEngine:
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=players), seed)
    return engine


@pytest.mark.parametrize("name", ["random", "greedy"])
def test_bots_choose_only_legal_actions_and_leave_the_game_alone(name: str) -> None:
    for seed, players in [(1, 2), (2, 3), (3, 4)]:
        engine = _game(seed, players)
        bot = make_bot(name, "digmars")
        rng = Rng.from_seed(seed)
        for _ in range(120):
            if engine.is_over():
                break
            seat = engine.decider()
            legal = list(engine.legal_actions())
            before = engine.to_json()
            choice = bot.choose(SeatView(engine, seat), rng)
            assert engine.to_json() == before  # looking ahead did not touch the real game
            assert choice in legal
            engine.apply(choice)


def test_bots_are_reproducible_from_their_rng() -> None:
    engine = _game(5)
    for name in ("random", "greedy"):
        bot = make_bot(name, "digmars")
        picks = {bot.choose(SeatView(engine, 0), Rng.from_seed(8)) for _ in range(3)}
        assert len(picks) == 1


def test_random_bot_spreads_over_the_choices() -> None:
    engine = _game(5)
    bot = RandomBot()
    picks = {bot.choose(SeatView(engine, 0), Rng.from_seed(s)) for s in range(200)}
    assert picks == set(engine.legal_actions())


def test_greedy_bot_keeps_the_action_its_evaluation_rates_best() -> None:
    """One-step look-ahead: each action is tried in a sampled world and rated afterwards."""
    engine = _game(6)
    seen: list[int] = []

    def prefer_square_9(world, seat: int) -> float:
        seen.append(seat)
        placed = world.state.stations[seat]
        return 1.0 if placed == [9] else 0.0

    bot = GreedyBot(prefer_square_9)
    seat = engine.decider()
    assert bot.choose(SeatView(engine, seat), Rng.from_seed(1)) == A.PlaceStation(9)
    assert len(seen) == 16 and set(seen) == {seat}


def test_greedy_bot_with_one_choice_takes_it() -> None:
    engine = _game(6)

    def never(world, seat: int) -> float:
        raise AssertionError("no look-ahead needed")

    class OneChoice(SeatView):
        def legal_actions(self):
            return [A.PlaceStation(3)]

    assert GreedyBot(never).choose(OneChoice(engine, 0), Rng.from_seed(1)) == A.PlaceStation(3)


def test_unknown_bot_is_named_with_the_known_ones() -> None:
    assert bot_names("digmars")[:2] == ["random", "greedy"]
    with pytest.raises(ValueError) as err:
        make_bot("clever", "digmars")
    assert (
        str(err.value)
        == "Unknown bot 'clever' for digmars. Known bots: random, greedy, easy, normal, hard."
    )
