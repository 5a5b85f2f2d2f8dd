"""Dig Mars, everything revealed (issue 18 point 1, for a finished game's replay): every
player's fortune, hidden from the others in play (seed 003, "Carry": "Always keep your
Fortune points hidden"), and every tile a player inspected (seed 003, "Inspect ground":
"don't show it to the other players") are shown at once; tiles nobody looked at stay face
down."""

from __future__ import annotations

from digmars_helpers import SQUARES, A, T, position


def _mid_game():
    """Player 0 has flipped an inspect tile and inspected square 12; fortune 3, 6, 1."""
    engine = position(3, stations=[[5], [9], [10]], tops={5: T(bonus="inspect")}, fortune=[3, 6, 1])
    engine.apply(A.Dig(5))
    engine.apply(A.Inspect(12))
    return engine


def test_every_fortune_is_revealed_around_any_seat() -> None:
    """Fortune kept hidden in play (seed 003, "Carry") is every player's in the revealed view,
    whichever seat it is laid out around."""
    engine = _mid_game()
    for seat in range(3):
        revealed = engine.revealed_observation(seat)
        assert revealed.seat == seat
        assert revealed.fortune == [3, 6, 1]


def test_a_private_look_is_revealed_and_unseen_tiles_stay_face_down() -> None:
    """The tile player 0 inspected (seed 003, "Inspect ground") shows in the revealed view
    laid out around player 1; face-down tiles nobody looked at keep their backs."""
    engine = _mid_game()
    revealed = engine.revealed_observation(1)
    looked = revealed.stacks[12]
    assert looked.inspected and looked.top == engine.tiles[engine.state.stacks[12][-1]]
    assert engine.observation(1).stacks[12].top is None  # seat 1's own eyes: still hidden
    for q in range(SQUARES):
        if q != 12 and not engine.state.face_up[q] and engine.state.stacks[q]:
            assert revealed.stacks[q].top is None and not revealed.stacks[q].inspected
