"""Reaction windows (DESIGN.md, "Out-of-turn decisions are first-class"): any seat may act in
a window, plays stack and resolve last in first out, a window closes when every seat has
passed; Match records the seat of every action and undo never takes back another's."""

from __future__ import annotations

import json

import pytest
from test_core_match import TOY, Answer, Roll, ToyEngine

from game.rules.core import FlowStack, IllegalAction, Match, Play, Step, Window
from game.rules.core.reactions import ANSWER, seats_from


def test_window_asks_every_seat_in_turn_order_and_closes_when_all_passed() -> None:
    w = FlowStack().open_window("after_roll", 2, 4)
    asked = []
    while not w.closed():
        asked.append(w.asked())
        w.record_pass()
    assert asked == [2, 3, 0, 1]


def test_a_play_reopens_the_window_for_everyone_and_opens_an_answer_window() -> None:
    flow = FlowStack()
    outer = flow.open_window("before_injuries", 0, 3)
    outer.record_pass()  # seat 0 passes
    flow.play(Play(seat=1, card="a"), 3)  # seat 1 plays
    assert outer.passes == 0 and outer.asked() == 2
    answer = flow.top()
    assert isinstance(answer, Window) and answer.moment == ANSWER
    assert answer.seats == [2, 0, 1]  # from the player's left, the player last
    assert [p.card for p in flow.pending_plays()] == ["a"]


def test_plays_resolve_last_in_first_out() -> None:
    """004: several support cards played one after the other resolve in the opposite order."""
    flow = FlowStack()
    flow.push(Step(kind="inflict"))
    flow.open_window("before_injuries", 0, 2)
    flow.play(Play(seat=0, card="first"), 2)
    flow.play(Play(seat=1, card="second"), 2)  # in answer to the first
    resolved = []
    while flow.frames:
        top = flow.top()
        if isinstance(top, Window):
            if top.record_pass():
                flow.pop()
        elif isinstance(top, Play):
            resolved.append(flow.pop().card)  # type: ignore[union-attr]
        else:
            resolved.append(flow.pop().kind)  # type: ignore[union-attr]
    assert resolved == ["second", "first", "inflict"]


def test_skip_while_passes_only_for_the_given_public_reason() -> None:
    w = Window(moment="end", seats=seats_from(1, 3))
    empty_hands = {1, 2}
    assert not w.skip_while(lambda seat: seat in empty_hands)
    assert w.asked() == 0 and w.passes == 2
    w.record_pass()
    assert w.closed()
    assert Window(moment="end", seats=[0, 1]).skip_while(lambda seat: True)


def test_flow_stack_json_round_trip_and_copies_are_independent() -> None:
    flow = FlowStack()
    flow.push(Step(kind="roll", seat=1, data={"dice": [1, 2]}))
    flow.open_window("after_roll", 1, 2)
    flow.play(Play(seat=1, card="x", args={"target": 0}), 2)
    again = FlowStack.model_validate_json(flow.model_dump_json())
    assert again == flow
    copy = flow.clone()
    assert copy == flow
    copy.frames[0].data["dice"].append(3)  # type: ignore[union-attr]
    copy.windows()[0].record_pass()
    assert flow.frames[0].data["dice"] == [1, 2]  # type: ignore[union-attr]
    assert json.loads(flow.model_dump_json()) == json.loads(again.model_dump_json())


def test_match_records_the_seat_of_every_action_and_derives_it_on_replay() -> None:
    match = Match(ToyEngine, TOY, 3)
    for action in [Roll(), Answer(True), Roll(), Answer(False)]:
        match.apply(action)
    assert match.seats == [0, 1, 1, 0]
    again = Match.replay(ToyEngine, TOY, 3, match.actions)
    assert again.seats == match.seats


def test_undo_by_a_seat_never_takes_back_another_seats_action() -> None:
    match = Match(ToyEngine, TOY, 3)
    match.apply(Roll())
    match.apply(Answer(True))  # seat 1's answer, revealing nothing
    assert match.undoable() == 1
    assert match.undoable(0) == 0 and match.undoable(1) == 1
    with pytest.raises(IllegalAction) as err:
        match.undo(1, seat=0)
    assert "another player has acted since" in err.value.sentence
    assert len(match.actions) == 2 and match.seats == [0, 1]
    match.undo(1, seat=1)
    assert match.seats == [0] and match.engine.decider() == 1
