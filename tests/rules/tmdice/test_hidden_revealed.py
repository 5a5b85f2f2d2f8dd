"""TM Dice, everything revealed (issue 18 point 1, for a finished game's replay): the hands
dealt to each player (seed 000, "Deal 5 Project cards to each player"), the two
corporations each is dealt and the one kept before all reveal (seed 001, "Each player
secretly chooses one corporation"), shown for every seat at once; the deck stays face down."""

from __future__ import annotations

from tmdice_helpers import new_game, play_game, to_move

from game.rules.tmdice.actions import ChooseCorp


def _seat_views(view):
    others = iter(view.others)
    return [view.you if s == view.seat else next(others) for s in range(view.players)]


def test_every_hand_is_revealed_around_any_seat__000_setup() -> None:
    e = play_game(3)
    hands = [p.hand for p in e.state.players_state]
    for seat in range(3):
        revealed = e.revealed_observation(seat)
        assert revealed.seat == seat
        assert [v.hand for v in _seat_views(revealed)] == hands
        for card in e.state.deck:
            assert (
                card not in revealed.model_dump_json()
                or any(card in h for h in hands)
                or (card in revealed.discard)
            )


def test_secret_corporation_choices_are_revealed__001_setup() -> None:
    e = new_game(2, seed=4)
    first = to_move(e)
    kept = e.state.players_state[first].corp_options[1]
    e.apply(ChooseCorp(kept))
    other = 1 - first
    revealed = e.revealed_observation(other)
    assert revealed.others[0].corp == kept
    assert revealed.you.corp_options == e.state.players_state[other].corp_options
    assert e.observation(other).others[0].corp is None  # the seat's own eyes: still secret
