"""Bad input gets a sentence a player understands, never a traceback; every legal action has
words for the buttons and the log."""

from __future__ import annotations

import pytest
from roach_helpers import HURT, SS, A, Rng, at_spend, new_game, position

from game.rules.core import IllegalAction


@pytest.mark.parametrize(
    ("action", "words"),
    [
        (A.Acquire("s99"), "not face up"),
        (A.PlaySquad("s29"), "do not hold"),
        (A.Pass(), "spend your symbols"),
        (A.RollSpecial(), "3 serums"),
        (A.UseInjuries(), "no injury counters"),
        (A.Marker(3), "not something you can do"),
    ],
)
def test_illegal_actions_are_answered_with_a_sentence(action: A.Action, words: str) -> None:
    engine = at_spend([SS, HURT], heroes=["scout", "vanguard"], display=["s07", "s08", "s09"])
    with pytest.raises(IllegalAction) as err:
        engine.apply(action)
    assert words in err.value.sentence


def test_a_window_says_what_may_be_done() -> None:
    engine = position(heroes=["scout", "vanguard"], hands={1: ["s18"]})
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.EndSpending())
    assert err.value.sentence == "Player 2 may only play a squad card or pass now."


def test_every_legal_action_of_a_game_has_words() -> None:
    engine = new_game(3, 5)
    rng = Rng.from_seed(2)
    while not engine.is_over():
        legal = engine.legal_actions()
        for action in legal:
            words = engine.describe(action)
            assert words and "kind=" not in words
        engine.apply(rng.choice(legal))
