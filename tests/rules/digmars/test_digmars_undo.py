"""Dig Mars undo: any number of steps, never past new information (DESIGN.md, "The rules
contract"): a flip (seed 003, "Dig"), a private look (seed 003, "Bonus actions": inspect
ground), or a carry that uncovers the back of the tile below (seed 003, "Carry")."""

from __future__ import annotations

import pytest
from digmars_helpers import A, T, match_at, position

from game.rules.core import IllegalAction
from game.rules.digmars.actions import CARRY


def _refused(match, steps: int = 1) -> None:
    before, count = match.engine.to_json(), len(match.actions)
    with pytest.raises(IllegalAction) as err:
        match.undo(steps)
    assert err.value.sentence.startswith("That cannot be undone: new information")
    assert match.engine.to_json() == before and len(match.actions) == count


def test_undo_of_moves_and_upgrades_restores_the_exact_state() -> None:
    match = match_at(position(2, stations=[[5], [10]], fortune=[3, 0]))
    start = match.engine.to_json()
    match.apply(A.Move(5, 6))
    after_move = match.engine.to_json()
    match.apply(A.Upgrade(CARRY))
    match.apply(A.Upgrade(CARRY))
    assert match.engine.state.levels[0][CARRY] == 3
    match.undo(2)
    assert match.engine.to_json() == after_move
    match.undo()
    assert match.engine.to_json() == start
    assert not match.can_undo()


def test_undo_stops_at_a_flip() -> None:
    match = match_at(position(2, stations=[[5], [10]], tops={5: T()}))
    match.apply(A.Move(5, 4))
    match.apply(A.Move(4, 5))
    assert match.can_undo()
    match.apply(A.Dig(5))
    assert not match.can_undo()
    _refused(match)
    _refused(match, 3)


def test_undo_stops_at_an_inspection() -> None:
    match = match_at(position(2, stations=[[5], [10]], tops={5: T(bonus="inspect")}))
    match.apply(A.Dig(5))
    match.apply(A.Move(5, 6))
    assert match.can_undo()
    match.apply(A.Inspect(0))
    assert not match.can_undo()
    _refused(match)
    _refused(match, 2)


def test_undo_stops_at_a_carry_that_uncovers_a_tile() -> None:
    """Carrying the top tile shows the back of the one below, its digging difficulty: taking
    the carry back would let a player peek."""
    match = match_at(position(2, stations=[[5], [10]], tops={5: T()}, face_up=[5]))
    match.apply(A.Move(5, 4))
    match.apply(A.Move(4, 5))
    match.apply(A.Carry(5))
    assert match.engine.observation(0).stacks[5].top_dig is not None
    assert not match.can_undo()
    _refused(match)


def test_undo_may_cross_a_carry_that_empties_the_stack() -> None:
    """The last tile of a stack uncovers nothing: that carry can be taken back."""
    engine = position(2, stations=[[5], [10]], tops={5: T()}, face_up=[5], heights={5: 1})
    match = match_at(engine)
    start = match.engine.to_json()
    match.apply(A.Carry(5))
    assert match.engine.state.stacks[5] == []
    assert match.can_undo()
    match.undo()
    assert match.engine.to_json() == start
