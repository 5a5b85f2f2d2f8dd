"""The TM Dice bots: random and greedy, through the registry, seeing only their seat."""

from __future__ import annotations

from game.ai.registry import bot_names, make_bot
from game.ai.tmdice import evaluate
from game.rules.core import Rng, SeatView
from game.rules.tmdice.actions import ChooseTurn, Skip, Terraform
from game.rules.tmdice.content import FACE_COLOUR
from tests.rules.tmdice.tmdice_helpers import play_game


def test_tmdice_has_random_and_greedy_bots() -> None:
    assert bot_names("tmdice")[:2] == ["random", "greedy"]
    assert make_bot("random", "tmdice").name == "random"
    assert make_bot("greedy", "tmdice").name == "greedy"


def test_evaluate_is_a_number_for_every_seat() -> None:
    e = play_game(3)
    for seat in range(3):
        assert isinstance(evaluate(e, seat), float)


def test_evaluate_prefers_terraforming_to_nothing() -> None:
    e = play_game(1)
    s = e.state
    p = s.players_state[0]
    for face, k in p.dice.items():  # back to the pool, then exactly three heat
        s.pool[FACE_COLOUR[face]] += k
    p.dice = {"heat": 3}
    s.pool["red"] -= 3
    e._legal = None
    e.apply(ChooseTurn("action"))
    e.apply(Skip())
    raised = e.clone()
    raised.apply(Terraform("heat", 0))
    skipped = e.clone()
    skipped.apply(Skip())
    assert evaluate(raised, 0) > evaluate(skipped, 0)


def test_greedy_chooses_a_legal_action_from_its_own_view() -> None:
    e = play_game(2, seed=4)
    bot = make_bot("greedy", "tmdice")
    for _ in range(30):
        seat = e.decider()
        assert seat is not None
        action = bot.choose(SeatView(e, seat), Rng.from_seed(7))
        assert action in e.legal_actions()
        e.apply(action)
