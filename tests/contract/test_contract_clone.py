"""Independent clones (DESIGN.md, the rules contract: "a clone is cheap"; bots try actions on
clones): whatever is done to a clone never shows in the original, nor the other way round."""

from __future__ import annotations

from contract_helpers import (
    CONTRACT,
    EVERY_GAME,
    Start,
    deep_mutate,
    random_match,
    shared_mutable_parts,
    snapshot,
    starts,
)
from contract_known import SHARED_FIELDS
from hypothesis import given
from hypothesis import strategies as st

from game.games import GameDescriptor


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_different_actions_on_a_clone_and_the_original_stay_apart(
    info: GameDescriptor, data: st.DataObject
) -> None:
    start: Start = data.draw(starts(info))
    engine = random_match(start).engine
    players = start.setup.players
    legal = engine.legal_actions()
    if engine.is_over():
        return
    before = snapshot(engine, players)
    clone = engine.clone()
    assert snapshot(clone, players) == before
    clone.apply(legal[0])
    assert snapshot(engine, players) == before  # the clone's move left the original alone
    after_clone = snapshot(clone, players)
    other = data.draw(st.sampled_from(engine.legal_actions()))
    engine.apply(other)
    assert snapshot(clone, players) == after_clone  # and the original's left the clone alone


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_deep_changes_to_a_clone_state_never_reach_the_original(
    info: GameDescriptor, data: st.DataObject
) -> None:
    """Every list, dict and mutable model in the clone's state is changed in place."""
    start: Start = data.draw(starts(info))
    engine = random_match(start).engine
    players = start.setup.players
    before = snapshot(engine, players)
    clone = engine.clone()
    deep_mutate(clone.state, spare=SHARED_FIELDS.get(info.game_id, frozenset()))
    assert snapshot(engine, players) == before


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_deep_changes_to_the_original_never_reach_a_clone(
    info: GameDescriptor, data: st.DataObject
) -> None:
    start: Start = data.draw(starts(info))
    engine = random_match(start).engine
    players = start.setup.players
    clone = engine.clone()
    before = snapshot(clone, players)
    deep_mutate(engine.state, spare=SHARED_FIELDS.get(info.game_id, frozenset()))
    assert snapshot(clone, players) == before


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_a_clone_shares_no_mutable_part_with_the_original(
    info: GameDescriptor, data: st.DataObject
) -> None:
    """Immutable content (frozen models, ids) may be shared; nothing that can change may."""
    start: Start = data.draw(starts(info))
    engine = random_match(start).engine
    known = {f"state.{name}" for name in SHARED_FIELDS.get(info.game_id, ())}
    shared = shared_mutable_parts(engine.state, engine.clone().state)
    assert [path for path in shared if path not in known] == []
