"""JSON round trip (DESIGN.md, the rules contract and "Saves"): a state read back from its
JSON is the same game — the same state, decider, legal actions and observations, and it goes
on exactly as the original does; every action survives action_to_json / action_from_json."""

from __future__ import annotations

import json

from contract_helpers import CONTRACT, EVERY_GAME, Start, random_match, snapshot, starts, walk
from hypothesis import given
from hypothesis import strategies as st

from game.games import GameDescriptor
from game.rules.core import Rng


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_a_mid_game_state_survives_its_json_round_trip(
    info: GameDescriptor, data: st.DataObject
) -> None:
    start: Start = data.draw(starts(info))
    engine = random_match(start).engine
    cls = start.engine_cls()
    restored = cls.from_json(engine.to_json())
    assert snapshot(restored, start.setup.players) == snapshot(engine, start.setup.players)
    assert restored.result() == engine.result()


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_an_observation_survives_its_json_round_trip(
    info: GameDescriptor, data: st.DataObject
) -> None:
    """What a seat sees is plain data too: it can cross to a bot's worker process."""
    start: Start = data.draw(starts(info))
    engine = random_match(start).engine
    for seat in range(start.setup.players):
        seen = engine.observation(seat)
        assert type(seen).model_validate_json(seen.model_dump_json()) == seen


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_a_restored_game_goes_on_exactly_as_the_original(
    info: GameDescriptor, data: st.DataObject
) -> None:
    """Nothing that matters lives outside the state: after the round trip the same actions
    give the same events and the same states, chance included."""
    start: Start = data.draw(starts(info))
    match = random_match(start)
    engine = match.engine
    restored = start.engine_cls().from_json(engine.to_json())
    chooser = Rng.from_seed(data.draw(st.integers(0, 2**32 - 1)))
    for _ in range(30):
        if engine.is_over():
            break
        action = chooser.choice(engine.legal_actions())
        assert engine.apply(action) == restored.apply(action)
        assert restored.to_json() == engine.to_json()


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_every_legal_action_survives_its_json_round_trip(
    info: GameDescriptor, data: st.DataObject
) -> None:
    start: Start = data.draw(starts(info, max_steps=200))
    cls = start.engine_cls()
    for engine, _, _ in walk(start):
        for action in engine.legal_actions():
            text = json.dumps(cls.action_to_json(action))
            back = cls.action_from_json(json.loads(text))
            assert back == action, text
