"""Replay (DESIGN.md, the rules contract): "A game is its setup, its seed and its list of
actions; replaying them rebuilds it exactly" — the same state and the same events, also when
the actions went through JSON as a save keeps them."""

from __future__ import annotations

import json

from contract_helpers import CONTRACT, EVERY_GAME, Start, default_setups, random_match, starts
from hypothesis import given
from hypothesis import strategies as st

from game.games import GameDescriptor
from game.rules.core import Match


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_replay_of_setup_seed_and_actions_rebuilds_the_same_state(
    info: GameDescriptor, data: st.DataObject
) -> None:
    start: Start = data.draw(starts(info))
    played = random_match(start)
    replayed = Match.replay(start.engine_cls(), start.setup, start.seed, played.actions)
    assert replayed.engine.to_json() == played.engine.to_json()
    assert replayed.events == played.events
    assert replayed.engine.legal_actions() == played.engine.legal_actions()
    assert replayed.engine.result() == played.engine.result()


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_replay_from_the_saved_action_list_rebuilds_the_same_state(
    info: GameDescriptor, data: st.DataObject
) -> None:
    """The action list as a save holds it: JSON text, read back with action_from_json."""
    start: Start = data.draw(starts(info))
    played = random_match(start)
    cls = start.engine_cls()
    saved = json.loads(json.dumps(played.actions_json()))
    actions = [cls.action_from_json(item) for item in saved]
    replayed = Match.replay(cls, start.setup, start.seed, actions)
    assert replayed.engine.to_json() == played.engine.to_json()
    assert replayed.events == played.events


@EVERY_GAME
def test_a_new_game_depends_only_on_its_setup_and_seed(info: GameDescriptor) -> None:
    """Two games from the same setup and seed are dealt alike, with the same setup events."""
    cls = info.engine_cls()
    for setup in default_setups(info):
        for seed in (0, 7, 2**31 + 5):
            first, first_events = cls.new(setup, seed)
            second, second_events = cls.new(setup, seed)
            assert first.to_json() == second.to_json()
            assert first_events == second_events
