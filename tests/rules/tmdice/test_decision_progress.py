"""A decision taken several times in a row ("gain 3 dice of any colour", "lose 2 resources")
tells every seat how far along it is, so the table can say "die 2 of 3" (issue 13 point 6)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tmdice_helpers import action_turn, legal_of, play_game, refresh, set_dice

from game.rules.tmdice.actions import PickColour
from game.rules.tmdice.state import Pending


@settings(max_examples=15, deadline=None)
@given(total=st.integers(min_value=1, max_value=4))
def test_gain_several_dice_of_any_colour_counts_die_k_of_n(total: int) -> None:
    """000: a die icon of any colour times n is n separate gains: each one is "die k of n"."""
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {})
    action_turn(e)
    e.state.pending.append(Pending(kind="colour", seat=seat, n=total))
    refresh(e)
    for k in range(1, total + 1):
        top = e.observation(seat).pending
        assert top is not None and top.kind == "colour"
        assert (top.step, top.total) == (k, total)
        # every seat sees the same progress: it is a public fact of the table
        other = e.observation(1 - seat).pending
        assert other is not None and (other.step, other.total) == (k, total)
        e.apply(legal_of(e, PickColour)[0])
    top = e.observation(seat).pending
    assert top is None or top.kind != "colour"


def test_a_single_decision_is_step_1_of_1() -> None:
    """A decision taken once shows no progress to count."""
    e = play_game(2)
    seat = e.state.current
    action_turn(e)
    e.state.pending.append(Pending(kind="colour", seat=seat))
    refresh(e)
    top = e.observation(seat).pending
    assert top is not None and (top.step, top.total) == (1, 1)


def test_the_progress_is_not_saved_so_older_saves_still_replay() -> None:
    """A save is verified by replaying its actions to the same JSON; saves written before
    the progress count existed have none, so the count stays out of the saved state (and a
    copied state keeps it)."""
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {})
    action_turn(e)
    e.state.pending.append(Pending(kind="colour", seat=seat, n=2))
    refresh(e)
    e.apply(legal_of(e, PickColour)[0])
    assert '"done"' not in e.to_json()
    top = e.clone().observation(seat).pending
    assert top is not None and (top.step, top.total) == (2, 2)
