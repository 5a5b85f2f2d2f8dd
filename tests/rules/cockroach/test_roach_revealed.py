"""The cockroach hunt, everything revealed (issue 18 point 1, for a finished game's replay):
squad cards "are held in the player's hand" (seed 004, "Support Cards"), unseen by the
others in play; the revealed view shows every hand, whichever seat it is laid out around,
and the seat's own observation stays as it was."""

from __future__ import annotations

from roach_helpers import new_game

from game.rules.core import Rng


def test_every_hand_is_revealed_around_any_seat() -> None:
    engine = new_game(players=3, seed=2)
    rng = Rng.from_seed(2)
    while engine.state.phase == "setup":  # the heroes chosen, their starting cards dealt
        engine.apply(rng.choice(engine.legal_actions()))
    hands = [list(h) for h in engine.state.hands]
    assert all(hands)
    for seat in range(3):
        revealed = engine.revealed_observation(seat)
        assert revealed.hands == hands
        assert revealed.hand == hands[seat]
        own = engine.observation(seat)
        assert own.hands is None and own.hand == hands[seat]
