"""000, support action: "roll 1 die of your choice from the dice pool". The TM Dice greedy bot
(and the hard bot's one-step favourite) rate that choice by the odds of the die's faces, not
by the one roll a sampled world happens to show."""

from __future__ import annotations

import pytest

from game.ai.bots import GreedyBot
from game.ai.registry import make_bot
from game.ai.tmdice import evaluate
from game.ai.tmdice_odds import FACE_ODDS, TMDiceGreedyBot, rate_by_odds
from game.rules.core import Rng, SeatView
from game.rules.tmdice.actions import ChooseTurn, GainDie
from game.rules.tmdice.engine import C, TMDiceEngine
from tests.rules.tmdice.tmdice_helpers import play_game

WORLD_SEEDS = range(6)


def _at_support(players: int, seed: int) -> TMDiceEngine:
    """Seat 0 at the support action of its first action turn."""
    e = play_game(players, seed)
    while e.decider() != 0 or e.state.step != "turn":
        e.apply(e.legal_actions()[0])
    e.apply(ChooseTurn("action"))
    assert e.state.step == "support"
    return e


def test_the_odds_of_each_colour_sum_to_one_and_the_common_face_leads() -> None:
    """Each die has a common face (3 sides), an uncommon (2) and a rare one (1)."""
    for colour, odds in FACE_ODDS.items():
        assert sum(p for _, p in odds) == pytest.approx(1.0)
        assert sorted(p for _, p in odds) == pytest.approx([1 / 6, 2 / 6, 3 / 6]), colour
        assert all(face in C.faces[colour] for face, _ in odds)


@pytest.mark.parametrize("players", [1, 2])
def test_a_rolled_die_is_rated_the_same_whatever_roll_the_world_shows(players: int) -> None:
    """Worlds sampled with different seeds roll a gained die differently; its rating by the
    odds of its faces is the same in each. Rated by the roll seen (the generic one-step
    look-ahead) it is not, which is why the greedy bot chose its colour almost by chance."""
    e = _at_support(players, seed=4)
    view = SeatView(e, 0)
    seen_differ = False
    for colour in C.colour_faces:
        if e.state.pool.get(colour, 0) <= 0 or colour == "purple":
            continue
        action = GainDie(colour)
        worlds = [view.determinize(Rng.from_seed(k)) for k in WORLD_SEEDS]
        by_odds = [rate_by_odds(w, action, 0, evaluate) for w in worlds]
        assert max(by_odds) - min(by_odds) == pytest.approx(0.0, abs=1e-9)
        by_roll = [GreedyBot(evaluate).rate(w, action, 0) for w in worlds]
        seen_differ = seen_differ or max(by_roll) - min(by_roll) > 1e-6
    assert seen_differ


def test_an_action_without_a_roll_is_rated_as_the_generic_look_ahead_rates_it() -> None:
    e = _at_support(1, seed=2)
    world = SeatView(e, 0).determinize(Rng.from_seed(1))
    for action in world.legal_actions():
        if isinstance(action, GainDie):
            continue
        assert rate_by_odds(world, action, 0, evaluate) == GreedyBot(evaluate).rate(
            world, action, 0
        )


def test_the_normal_strength_of_tm_dice_rates_rolls_by_their_odds() -> None:
    assert isinstance(make_bot("normal", "tmdice"), TMDiceGreedyBot)
    assert isinstance(make_bot("greedy", "tmdice"), TMDiceGreedyBot)
