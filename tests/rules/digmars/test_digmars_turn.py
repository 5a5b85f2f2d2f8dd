"""Dig Mars, "Playing the game": turns and actions (rule text seed 003)."""

from __future__ import annotations

from digmars_helpers import A, T, kinds, position

from game.rules.digmars.actions import DIG


def _open(players: int = 2, current: int = 0):
    """Each player one station on their own corner."""
    corners = [0, 3, 12, 15][:players]
    return position(players, stations=[[q] for q in corners], current=current)


def test_turn_up_to_three_actions_then_the_next_player() -> None:
    """In his turn a player may perform up to 3 actions; once he has, it is the next player's
    turn (seed 003, "Playing the game"). The turn passes by itself after the third."""
    engine = _open()
    engine.apply(A.Move(0, 1))
    engine.apply(A.Move(1, 0))
    assert engine.state.current == 0
    assert engine.state.actions_left == 1
    events = engine.apply(A.Move(0, 4))
    assert kinds(events)[-2:] == ["turn_ended", "turn_started"]
    assert engine.state.current == 1
    assert engine.state.actions_left == 3
    assert engine.state.turns == 1


def test_turn_may_end_with_fewer_than_three_actions() -> None:
    """Up to 3 actions: a player may stop earlier (seed 003, "Playing the game")."""
    engine = _open()
    assert A.EndTurn() in engine.legal_actions()
    engine.apply(A.Move(0, 1))
    engine.apply(A.EndTurn())
    assert engine.state.current == 1
    assert engine.state.stations[0] == [1]


def test_turn_actions_in_any_order_and_repeated() -> None:
    """Actions may be performed in any order and each more than once (seed 003, "Playing the
    game"): dig, carry and dig again on the same stack, or upgrade twice."""
    easy = T(dig=1, carry=1, fortune=2)
    below = T(dig=1, carry=1, fortune=1)
    engine = position(2, stations=[[5], [10]], tops={5: [easy, below]}, current=0)
    engine.apply(A.Dig(5))
    engine.apply(A.Carry(5))
    engine.apply(A.Dig(5))
    assert engine.state.fortune[0] == 2
    assert engine.state.current == 1  # three actions: the turn passed

    rich = position(2, stations=[[5], [10]], fortune=[3, 0], empty=[0])
    rich.apply(A.Upgrade(DIG))
    rich.apply(A.Upgrade(DIG))
    assert rich.state.levels[0][DIG] == 3
    assert rich.state.fortune[0] == 0


def test_turns_go_clockwise() -> None:
    """Players take their turns in clockwise order (seed 003, "Playing the game")."""
    engine = _open(players=4, current=2)
    seen = []
    for _ in range(5):
        seen.append(engine.state.current)
        engine.apply(A.EndTurn())
    assert seen == [2, 3, 0, 1, 2]
