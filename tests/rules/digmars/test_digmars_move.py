"""Dig Mars, "Move" (rule text seed 003). Squares: row * 4 + column, 0 top-left."""

from __future__ import annotations

import pytest
from digmars_helpers import A, position

from game.rules.core import IllegalAction


def _moves(engine, source: int) -> set[int]:
    return {
        a.target for a in engine.legal_actions() if isinstance(a, A.Move) and a.source == source
    }


def test_move_to_an_orthogonally_adjacent_stack() -> None:
    """Move one of your stations to a horizontally or vertically adjacent stack (seed 003,
    "Move"): never diagonally, never further while the neighbour has tiles."""
    engine = position(2, stations=[[5], [15]])
    assert _moves(engine, 5) == {1, 4, 6, 9}
    engine.apply(A.Move(5, 6))
    assert engine.state.stations[0] == [6]
    assert engine.state.actions_left == 2


def test_move_never_off_the_grid() -> None:
    """The grid is 4x4: a station in a corner has two neighbours, on an edge three (seed 003,
    "Move")."""
    engine = position(2, stations=[[0, 7], [15]], levels=[[1, 1, 2], [1, 1, 1]])
    assert _moves(engine, 0) == {1, 4}
    assert _moves(engine, 7) == {3, 6, 11}
    assert _moves(engine, 15) == set()  # not the current player's station


def test_move_skips_emptied_stacks_to_the_nearest_stack_that_way() -> None:
    """Where the adjacent stack has been emptied, the station may skip it (them) and jump to
    the closest stack in the same direction (seed 003, "Move")."""
    engine = position(2, stations=[[4], [15]], empty=[5, 6])
    # Right: 5 and 6 are emptied; 7 is the closest stack that way. Up and down: neighbours.
    assert _moves(engine, 4) == {0, 8, 5, 7}
    engine.apply(A.Move(4, 7))
    assert engine.state.stations[0] == [7]


def test_move_jump_stops_at_the_closest_stack_not_beyond() -> None:
    """The jump goes to the *closest* stack in that direction (seed 003, "Move")."""
    engine = position(2, stations=[[0], [15]], empty=[1])
    assert 2 in _moves(engine, 0)
    assert 3 not in _moves(engine, 0)
    with pytest.raises(IllegalAction):
        engine.apply(A.Move(0, 3))


def test_move_may_stop_on_an_empty_space() -> None:
    """A station may move onto an empty space, to change direction later (seed 003, "Move"),
    and move on from there."""
    engine = position(2, stations=[[4], [15]], empty=[5, 6, 1, 9])
    engine.apply(A.Move(4, 5))
    assert engine.state.stations[0] == [5]
    # From the empty space 5: left 4; right the emptied 6 or past it to 7; up the emptied 1
    # (the edge is beyond it); down the emptied 9 or past it to 13.
    assert _moves(engine, 5) == {4, 6, 7, 1, 9, 13}
    engine.apply(A.Move(5, 13))
    assert engine.state.stations[0] == [13]


def test_move_with_nothing_beyond_offers_only_the_empty_neighbour() -> None:
    """Skipping needs a stack beyond; with none left that way only the empty space itself
    remains (seed 003, "Move")."""
    engine = position(2, stations=[[1], [15]], empty=[2, 3])
    assert _moves(engine, 1) == {0, 5, 2}


def test_move_only_your_own_station() -> None:
    """Move *one of your* stations (seed 003, "Move"): another player's station is not yours
    to move, and the answer says so."""
    engine = position(2, stations=[[0], [5]])
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.Move(5, 6))
    assert "no station on B2" in err.value.sentence
    assert engine.state.stations == [[0], [5]]


def test_move_with_two_stations_on_one_stack_moves_one() -> None:
    """A move carries one station token; another on the same stack stays (seed 003, "Move")."""
    engine = position(2, stations=[[5, 5], [15]], levels=[[1, 1, 2], [1, 1, 1]])
    engine.apply(A.Move(5, 9))
    assert sorted(engine.state.stations[0]) == [5, 9]
