"""004, squads 21, 22 and 26 say "this turn" (issue 34, point 6): played in the target's
turn they hit that turn, and they are offered only where they can change something; none is
held over to a later turn. Squad 35 ("they miss their turn") keeps its reading: the target's
turn if it has not rolled yet, else its next turn (DECISIONS.md)."""

from __future__ import annotations

from roach_helpers import SS, A, S, V, at_spend, kinds, pass_until, pass_windows, play, position

from game.rules.core import Window

DUO = ["scout", "vanguard"]


def _plays(engine, card: str) -> list:
    return [a for a in engine.legal_actions() if isinstance(a, A.PlaySquad) and a.card == card]


def test_effect_21_before_the_targets_roll_it_rolls_two_dice_fewer_that_turn() -> None:
    engine = position(heroes=DUO, hands={1: ["s21"]})
    assert _plays(engine, "s21") == [A.PlaySquad("s21", target=0)]
    play(engine, [A.PlaySquad("s21", target=0)])
    pass_until(engine, "spend")
    assert len(engine.state.dice) == 4 and engine.state.marks == [[], []]


def test_effect_21_after_the_roll_is_not_offered_nor_held_for_a_later_turn() -> None:
    engine = position(heroes=DUO, hands={1: ["s21"]})
    pass_until(engine, "after_roll")
    assert _plays(engine, "s21") == []
    play(engine, [A.Pass()])
    play(engine, [A.EndSpending()])
    assert _plays(engine, "s21") == []


def test_effect_21_in_your_own_turn_has_no_target() -> None:
    """In seat 1's own turn no opponent is rolling: "this turn" is not theirs."""
    engine = position(heroes=DUO, current=1, hands={1: ["s21"]})
    top = engine.state.flow.top()
    assert isinstance(top, Window) and top.asked() == 1
    assert _plays(engine, "s21") == []


def test_effect_26_not_offered_once_every_rolled_star_is_spent() -> None:
    engine = at_spend([SS, V], heroes=DUO, display=["s15"], hands={0: ["s16"], 1: ["s26"]})
    play(engine, [A.Acquire("s15"), A.PlaySquad("s16")])  # a window: seat 1 may answer
    top = engine.state.flow.top()
    assert isinstance(top, Window) and top.asked() == 1
    assert _plays(engine, "s26") == []


def test_effect_22_not_offered_once_the_spending_is_over() -> None:
    engine = at_spend([V, V, S], heroes=DUO, hands={0: ["s16"], 1: ["s22"]})
    play(engine, [A.EndSpending()])
    top = engine.state.flow.top()
    assert isinstance(top, Window) and top.moment == "before_injuries"
    play(engine, [A.PlaySquad("s16")])
    assert engine.state.flow.top().asked() == 1
    assert _plays(engine, "s22") == []


def test_effect_35_after_the_roll_takes_the_targets_next_turn() -> None:
    engine = position(heroes=DUO, hands={1: ["s35"]})
    pass_until(engine, "after_roll")
    events = play(engine, [A.PlaySquad("s35", target=0)])
    events += pass_windows(engine)
    assert "marked" in kinds(events) and engine.state.marks[0] == ["skip"]
    assert not engine.state.skipped  # this turn goes on


def test_effects_21_22_26_are_not_offered_once_35_has_taken_the_targets_turn() -> None:
    """35 makes the target miss the turn about to be rolled: 21, 22 and 26 would then change
    nothing ("offers it only where it can change something")."""
    engine = position(
        players=3, heroes=["scout", "vanguard", "chemist"], hands={1: ["s35"], 2: ["s21", "s22"]}
    )
    play(engine, [A.PlaySquad("s35", target=0)])
    top = engine.state.flow.top()
    while isinstance(top, Window) and top.moment == "answer":
        play(engine, [A.Pass()])
        top = engine.state.flow.top()
    assert engine.state.marks[0] == ["skip"]
    assert isinstance(top, Window) and top.asked() == 2
    assert _plays(engine, "s21") == [] and _plays(engine, "s22") == []
