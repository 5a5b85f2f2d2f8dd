"""Dig Mars, "Bonus actions" (rule text seed 003)."""

from __future__ import annotations

import pytest
from digmars_helpers import A, T, kinds, position, top_id, top_tile

from game.rules.core import IllegalAction

EXTRA_DIG = T(bonus="extra_dig")
EXTRA_CARRY = T(carry=2, bonus="extra_carry")
EXTRA_FORTUNE = T(carry=4, bonus="extra_fortune")
INSPECT = T(carry=3, bonus="inspect")
RELOCATE = T(carry=3, bonus="relocate")
PLAIN = T(dig=1, carry=1, fortune=3)


def _bonus_actions(engine) -> list:
    return [
        a
        for a in engine.legal_actions()
        if isinstance(a, A.TakeFortune | A.Inspect | A.Relocate)
        or (isinstance(a, A.Dig | A.Carry) and a.bonus)
    ]


def test_bonus_only_after_you_flip_that_tile() -> None:
    """Only when you flip a tile with the dig action may you use its bonus (seed 003, "Bonus
    actions"): before the flip there is none, and carrying an explored bonus tile that someone
    else flipped gives none."""
    engine = position(2, stations=[[5], [15]], tops={5: EXTRA_FORTUNE})
    assert _bonus_actions(engine) == []
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.TakeFortune())
    assert "only in the turn you dig up a tile that shows it" in err.value.sentence
    events = engine.apply(A.Dig(5))
    assert "bonus_gained" in kinds(events)
    assert engine.state.bonuses == ["extra_fortune"]
    assert A.TakeFortune() in engine.legal_actions()

    carried = position(
        2, stations=[[5], [15]], tops={5: EXTRA_FORTUNE}, face_up=[5], levels=[[1, 4, 1]] * 2
    )
    carried.apply(A.Carry(5))
    assert carried.state.bonuses == []
    assert _bonus_actions(carried) == []


def test_bonus_only_during_this_turn() -> None:
    """The bonus may be used only during the same turn (seed 003, "Bonus actions"): unused,
    it is gone at the end of the turn, also for the digger's next turn."""
    engine = position(2, stations=[[5], [15]], tops={5: EXTRA_FORTUNE})
    engine.apply(A.Dig(5))
    engine.apply(A.EndTurn())
    assert engine.state.bonuses == []
    engine.apply(A.EndTurn())  # the rival's turn
    assert engine.state.current == 0
    assert A.TakeFortune() not in engine.legal_actions()


def test_bonus_only_for_the_player_who_dug() -> None:
    """Only the player who performed the dig and flipped the tile may use the bonus (seed 003,
    "Bonus actions"): a rival cooperating on the stack gets nothing in their turn."""
    engine = position(2, stations=[[5], [5]], tops={5: [INSPECT, PLAIN]}, levels=[[1, 1, 1]] * 2)
    engine.apply(A.Dig(5))
    assert "inspect" in engine.state.bonuses
    engine.apply(A.EndTurn())
    assert engine.decider() == 1
    assert _bonus_actions(engine) == []
    with pytest.raises(IllegalAction):
        engine.apply(A.Inspect(6))


def test_bonus_usable_once() -> None:
    """Each bonus may be used once (seed 003, "Bonus actions")."""
    engine = position(2, stations=[[5], [15]], tops={5: EXTRA_FORTUNE})
    engine.apply(A.Dig(5))
    engine.apply(A.TakeFortune())
    assert engine.state.fortune[0] == 1
    assert A.TakeFortune() not in engine.legal_actions()
    with pytest.raises(IllegalAction):
        engine.apply(A.TakeFortune())
    assert engine.state.fortune[0] == 1


def test_bonus_usable_after_the_three_actions() -> None:
    """The bonus may be used at any time during the turn, so the turn stays open after the
    third action while a bonus can still be used (seed 003, "Bonus actions")."""
    engine = position(2, stations=[[5], [15]], tops={5: EXTRA_FORTUNE}, actions_left=1)
    engine.apply(A.Dig(5))
    assert engine.state.current == 0 and engine.state.actions_left == 0
    assert engine.legal_actions() == [A.TakeFortune(), A.EndTurn()]
    engine.apply(A.TakeFortune())
    assert engine.state.current == 1  # nothing left to do: the turn passed


def test_bonus_unusable_does_not_hold_the_turn() -> None:
    """A bonus that cannot be used (an extra dig with nothing diggable) does not keep the
    turn open after the third action (seed 003, "Bonus actions", "Playing the game")."""
    engine = position(2, stations=[[5], [15]], tops={5: EXTRA_DIG}, actions_left=1)
    engine.apply(A.Dig(5))  # the tile is now explored: nothing else to dig under a station
    assert engine.state.current == 1


def test_extra_dig_does_not_use_an_action() -> None:
    """Extra dig: one more dig action, by the basic rules (seed 003, "Bonus actions")."""
    engine = position(2, stations=[[5, 6], [15]], tops={5: EXTRA_DIG, 6: PLAIN}, actions_left=1)
    engine.state.levels[0][2] = 2
    engine._legal = None
    engine.apply(A.Dig(5))
    assert engine.state.actions_left == 0
    assert A.Dig(6, bonus=True) in engine.legal_actions()
    assert A.Dig(6) not in engine.legal_actions()
    engine.apply(A.Dig(6, bonus=True))
    assert engine.state.face_up[6]
    assert engine.state.current == 1


def test_extra_dig_follows_the_basic_rules() -> None:
    """The extra dig still needs a station and the digging level (seed 003, "Bonus
    actions")."""
    hard = T(dig=3)
    engine = position(2, stations=[[5, 6], [15]], tops={5: EXTRA_DIG, 6: hard, 7: PLAIN})
    engine.state.levels[0][2] = 2
    engine._legal = None
    engine.apply(A.Dig(5))
    assert not [a for a in engine.legal_actions() if isinstance(a, A.Dig) and a.bonus]
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.Dig(7, bonus=True))
    assert err.value.sentence == "You need a station on D2 to dig there."


def test_extra_carry_does_not_use_an_action() -> None:
    """Extra carry: one more carry action, by the basic rules (seed 003, "Bonus actions")."""
    engine = position(
        2,
        stations=[[5, 6], [15]],
        tops={5: EXTRA_CARRY, 6: PLAIN},
        face_up=[6],
        levels=[[1, 1, 2], [1, 1, 1]],
        actions_left=1,
    )
    engine.apply(A.Dig(5))
    assert engine.legal_actions() == [A.Carry(6, bonus=True), A.EndTurn()]
    engine.apply(A.Carry(6, bonus=True))
    assert engine.state.fortune[0] == PLAIN.fortune


def test_extra_fortune_point_comes_from_the_bank() -> None:
    """Extra fortune point: take a fortune token (or a discarded tile worth 1) (seed 003,
    "Bonus actions"): it comes out of the change box and costs no action."""
    engine = position(2, stations=[[5], [15]], tops={5: EXTRA_FORTUNE})
    engine.apply(A.Dig(5))
    bank = engine.state.bank
    engine.apply(A.TakeFortune())
    assert engine.state.bank == bank - 1
    assert engine.state.fortune[0] == 1
    assert engine.state.actions_left == 2
    engine.validate()


def test_extra_fortune_point_needs_something_in_the_bank() -> None:
    """With no token and no discarded tile there is nothing to take (seed 003, "Bonus
    actions")."""
    engine = position(2, stations=[[5], [15]], tops={5: EXTRA_FORTUNE}, fortune=[10, 0])
    assert engine.state.bank == 0
    engine.apply(A.Dig(5))
    assert A.TakeFortune() not in engine.legal_actions()
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.TakeFortune())
    assert err.value.sentence == "The bank has no fortune left to give."


def test_inspect_ground_is_seen_by_the_inspector_alone() -> None:
    """Inspect ground: look at any unexplored top tile of any stack without showing it to the
    others, then put it back face down (seed 003, "Bonus actions")."""
    engine = position(3, stations=[[5], [15], [15]], tops={5: INSPECT, 12: PLAIN})
    engine.apply(A.Dig(5))
    assert A.Inspect(12) in engine.legal_actions()
    stack = list(engine.state.stacks[12])
    events = engine.apply(A.Inspect(12))
    # Put back, face down, on the same stack.
    assert engine.state.stacks[12] == stack
    assert engine.state.face_up[12] is False
    mine, theirs = engine.observation(0).stacks[12], engine.observation(1).stacks[12]
    assert mine.top == top_tile(engine, 12) and mine.inspected
    assert PLAIN.matches(mine.top)
    assert theirs.top is None and not theirs.inspected
    assert theirs.top_dig == mine.top_dig == PLAIN.dig
    (seen,) = [e for e in events if e.kind == "inspected"]
    assert seen.reveal
    assert seen.seen_by(0).secret == {"tile": top_id(engine, 12)}
    assert seen.seen_by(1).secret == {}
    assert seen.seen_by(None).secret == {}
    assert seen.seen_by(2).data == {"player": 0, "square": 12}  # no tile in the public part
    assert engine.state.actions_left == 2


def test_inspect_only_unexplored_tops() -> None:
    """Only an unexplored tile on top of a stack can be inspected (seed 003, "Bonus
    actions")."""
    engine = position(2, stations=[[5], [15]], tops={5: INSPECT}, face_up=[6], empty=[7])
    engine.apply(A.Dig(5))
    squares = {a.square for a in engine.legal_actions() if isinstance(a, A.Inspect)}
    assert squares == set(range(16)) - {5, 6, 7}
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.Inspect(6))
    assert err.value.sentence == "Inspect a stack whose top tile is still face down."


def test_relocate_any_station_to_any_stack_not_an_empty_space() -> None:
    """Relocate station: move any station, yours or another player's, to any stack on the
    grid, but not onto an empty space (seed 003, "Bonus actions")."""
    engine = position(2, stations=[[5], [15]], tops={5: RELOCATE}, empty=[0])
    engine.apply(A.Dig(5))
    moves = {
        (a.owner, a.source, a.target) for a in engine.legal_actions() if isinstance(a, A.Relocate)
    }
    assert (1, 15, 3) in moves  # a rival's station, far across the grid
    assert (0, 5, 12) in moves
    assert not any(target == 0 for _, _, target in moves)
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.Relocate(1, 15, 0))
    assert (
        err.value.sentence
        == "A station can only be relocated to another stack that still has tiles."
    )
    engine.apply(A.Relocate(1, 15, 3))
    assert engine.state.stations == [[5], [3]]
    assert engine.state.actions_left == 2
    assert RELOCATE.matches(top_tile(engine, 5))


def test_every_flipped_bonus_tile_gives_its_bonus() -> None:
    """Each bonus tile flipped in a turn gives its own bonus, to use once (seed 003, "Bonus
    actions"): two tiles, two bonuses; two alike, two uses."""
    other_fortune = T(dig=2, bonus="extra_fortune")
    engine = position(
        2,
        stations=[[5, 6, 6], [15]],
        tops={5: INSPECT, 6: EXTRA_FORTUNE, 9: PLAIN},
        levels=[[1, 1, 3], [1, 1, 1]],
    )
    engine.apply(A.Dig(5))
    engine.apply(A.Dig(6))
    assert sorted(engine.state.bonuses) == ["extra_fortune", "inspect"]
    engine.apply(A.Inspect(9))
    engine.apply(A.TakeFortune())
    assert engine.state.bonuses == []

    twice = position(
        2,
        stations=[[5, 6, 6], [15]],
        tops={5: EXTRA_FORTUNE, 6: other_fortune},
        levels=[[1, 1, 3], [1, 1, 1]],
    )
    twice.apply(A.Dig(5))
    twice.apply(A.Dig(6))
    twice.apply(A.TakeFortune())
    twice.apply(A.TakeFortune())
    assert twice.state.fortune[0] == 2
    assert A.TakeFortune() not in twice.legal_actions()
