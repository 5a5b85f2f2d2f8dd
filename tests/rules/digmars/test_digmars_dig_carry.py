"""Dig Mars, "Dig" and "Carry" (rule text seed 003)."""

from __future__ import annotations

import pytest
from digmars_helpers import A, T, kinds, position, top_id, top_tile

from game.rules.core import IllegalAction

HARD = T(dig=3, carry=1)  # digging difficulty 3
EASY = T(dig=1, carry=1, fortune=2)
HEAVY = T(dig=1, carry=3, fortune=4)


def _digs(engine) -> set[int]:
    return {a.square for a in engine.legal_actions() if isinstance(a, A.Dig) and not a.bonus}


def _carries(engine) -> set[int]:
    return {a.square for a in engine.legal_actions() if isinstance(a, A.Carry) and not a.bonus}


def test_dig_needs_one_of_your_stations_on_the_stack() -> None:
    """Dig an unexplored tile on top of a stack with at least one of your stations on it
    (seed 003, "Dig")."""
    engine = position(2, stations=[[5], [6]], tops={5: EASY, 6: 1})
    assert _digs(engine) == {5}
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.Dig(6))
    assert err.value.sentence == "You need a station on C2 to dig there."


def test_dig_needs_digging_level_at_least_the_difficulty() -> None:
    """You may flip the tile only if your digging level is equal to or greater than its
    digging difficulty (seed 003, "Dig")."""
    low = position(2, stations=[[5], [15]], tops={5: HARD}, levels=[[2, 1, 1], [1, 1, 1]])
    assert _digs(low) == set()
    with pytest.raises(IllegalAction) as err:
        low.apply(A.Dig(5))
    assert "needs digging 3; you have 2" in err.value.sentence
    equal = position(2, stations=[[5], [15]], tops={5: HARD}, levels=[[3, 1, 1], [1, 1, 1]])
    assert _digs(equal) == {5}
    greater = position(2, stations=[[5], [15]], tops={5: HARD}, levels=[[4, 1, 1], [1, 1, 1]])
    assert _digs(greater) == {5}


def test_dig_flips_the_tile_and_the_stations_stay_on_it() -> None:
    """Digging flips the tile, which becomes explored; the stations on it stay on the
    explored tile (seed 003, "Dig"). It costs one action and reveals the face to all."""
    engine = position(2, stations=[[5], [5]], tops={5: EASY})
    events = engine.apply(A.Dig(5))
    s = engine.state
    assert s.face_up[5] is True
    assert EASY.matches(top_tile(engine, 5))
    assert len(s.stacks[5]) == 3
    assert s.stations == [[5], [5]]
    assert s.actions_left == 2
    flipped = next(e for e in events if e.kind == "tile_flipped")
    assert flipped.reveal and flipped.data["tile"] == top_id(engine, 5)
    assert engine.observation(1).stacks[5].top == top_tile(engine, 5)


def test_dig_only_an_unexplored_tile() -> None:
    """Dig chooses an *unexplored* tile; an explored one is carried, not dug (seed 003,
    "Dig")."""
    engine = position(2, stations=[[5], [15]], tops={5: EASY}, face_up=[5])
    assert _digs(engine) == set()
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.Dig(5))
    assert "carry it instead" in err.value.sentence


def test_carry_needs_an_explored_tile_and_your_station() -> None:
    """Carry chooses an explored tile on top of a stack with at least one of your stations
    (seed 003, "Carry")."""
    engine = position(2, stations=[[5], [6]], tops={5: EASY, 6: T(carry=2)}, face_up=[6])
    assert _carries(engine) == set()
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.Carry(5))
    assert err.value.sentence == "That tile has not been dug up yet."
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.Carry(6))
    assert err.value.sentence == "You need a station on C2 to carry there."


def test_carry_needs_carrying_level_at_least_the_difficulty() -> None:
    """You may take the tile only if your carrying level is equal to or greater than its
    carrying difficulty (seed 003, "Carry")."""
    low = position(2, stations=[[5], [15]], tops={5: HEAVY}, face_up=[5])
    assert _carries(low) == set()
    with pytest.raises(IllegalAction) as err:
        low.apply(A.Carry(5))
    assert "needs carrying 3; you have 1" in err.value.sentence
    enough = position(
        2, stations=[[5], [15]], tops={5: HEAVY}, face_up=[5], levels=[[1, 3, 1], [1, 1, 1]]
    )
    assert _carries(enough) == {5}


def test_carry_takes_the_tile_as_fortune_and_uncovers_an_unexplored_one() -> None:
    """The carried tile is placed face down in front of the carrier (its fortune points); the
    tile below is unexplored (seed 003, "Carry")."""
    engine = position(2, stations=[[5], [15]], tops={5: HEAVY}, face_up=[5], levels=[[1, 3, 1]] * 2)
    below, heavy = engine.state.stacks[5][-2:]
    events = engine.apply(A.Carry(5))
    s = engine.state
    assert s.fortune == [HEAVY.fortune, 0]
    assert s.carried[0][-1] == heavy
    assert len(s.stacks[5]) == 2 and s.stacks[5][-1] == below
    assert s.face_up[5] is False
    assert s.actions_left == 2
    assert "tile_carried" in kinds(events)
    engine.validate()


def test_carry_stations_stay_on_the_stack_even_when_it_becomes_empty() -> None:
    """All stations on the carried tile remain on the same stack, even if it becomes empty
    (seed 003, "Carry")."""
    engine = position(2, stations=[[5], [5]], tops={5: EASY}, face_up=[5], heights={5: 1})
    engine.apply(A.Carry(5))
    assert engine.state.stacks[5] == []
    assert engine.state.stations == [[5], [5]]
    assert not [a for a in engine.legal_actions() if isinstance(a, A.Dig | A.Carry)]
