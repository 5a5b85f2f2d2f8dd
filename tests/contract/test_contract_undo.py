"""Undo (DESIGN.md, the rules contract): "Undo goes back any number of steps, but never past
new information (a roll, a draw, a flip): cheap locally, and it cannot be used to peek."

`Match` stops undo at an action whose events carry `reveal`; so the contract holds only if
every action that lets some seat learn something marks it. The last test checks exactly that:
an action after which a seat's observation depends on what that seat could not see before
(hidden cards, face-down tiles, the chance to come) must reveal."""

from __future__ import annotations

from contract_adapters import other_worlds
from contract_helpers import CONTRACT, EVERY_GAME, WALKS, Start, chooser_rng, starts, view_of, walk
from contract_known import UNMARKED_REVEALS
from hypothesis import given
from hypothesis import strategies as st

from game.games import GameDescriptor
from game.rules.core import IllegalAction, Match


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_undo_never_crosses_a_reveal(info: GameDescriptor, data: st.DataObject) -> None:
    start: Start = data.draw(starts(info))
    match = Match(start.engine_cls(), start.setup, start.seed)
    rng = chooser_rng(start)
    assert not match.can_undo()  # the deal itself is new information
    for _ in range(start.steps):
        if match.engine.is_over():
            break
        events = match.apply(rng.choice(match.engine.legal_actions()))
        if any(e.reveal for e in events):
            assert not match.can_undo()
            before = match.engine.to_json()
            try:
                match.undo()
            except IllegalAction as err:
                assert err.sentence.strip().endswith(".")
            else:
                raise AssertionError("undo went back past a reveal")
            assert match.engine.to_json() == before
        else:
            assert match.can_undo()


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_undo_rebuilds_the_state_as_it_was(info: GameDescriptor, data: st.DataObject) -> None:
    """Undo of k actions gives back the state (and legal actions) of k actions ago, and asking
    for one more than the last reveal allows is refused without changing anything."""
    start: Start = data.draw(starts(info))
    match = Match(start.engine_cls(), start.setup, start.seed)
    rng = chooser_rng(start)
    states = [match.engine.to_json()]
    for _ in range(start.steps):
        if match.engine.is_over():
            break
        match.apply(rng.choice(match.engine.legal_actions()))
        states.append(match.engine.to_json())
    undoable = len(match.actions) - match.undo_floor
    before = match.engine.to_json()
    try:
        match.undo(undoable + 1)
    except IllegalAction:
        pass
    else:
        raise AssertionError("undo went back past the last reveal")
    assert match.engine.to_json() == before
    if undoable == 0:
        return
    steps = data.draw(st.integers(1, undoable))
    match.undo(steps)
    assert match.engine.to_json() == states[-1 - steps]
    assert len(match.actions) == len(states) - 1 - steps
    replayed = start.engine_cls().from_json(states[-1 - steps])
    assert match.engine.legal_actions() == replayed.legal_actions()


@EVERY_GAME
@WALKS
@given(data=st.data())
def test_every_action_that_lets_a_seat_learn_something_is_a_reveal(
    info: GameDescriptor, data: st.DataObject
) -> None:
    """Take the action in the true world and in a world that differs only in what seat q has
    not seen; if q's observations afterwards differ, the action showed q something new, and
    its events must say `reveal` (else undo would let q take it back and look again)."""
    start: Start = data.draw(starts(info, max_steps=250))
    ways = other_worlds(info.game_id)
    known_bugs = UNMARKED_REVEALS.get(info.game_id, frozenset())
    for engine, action, rng in walk(start):
        events = engine.clone().apply(action)
        if any(e.reveal for e in events) or {e.kind for e in events} & known_bugs:
            continue
        for seat in range(start.setup.players):
            for way, build in ways:
                other = build(engine, seat, rng.fork())
                if action not in other.legal_actions():
                    continue  # the action rests on what the seat has not seen: not its view
                true_world = engine.clone()
                true_world.apply(action)
                other.apply(action)
                seen = view_of(true_world, seat)
                assert seen == view_of(other, seat), (
                    f"{engine.describe(action)!r} shows seat {seat} something new (worlds by "
                    f"{way}) but none of its events is marked as a reveal"
                )
