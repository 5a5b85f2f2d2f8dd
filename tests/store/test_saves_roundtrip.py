"""Hypothesis round trips: a mid-game state of every playable game saves, loads, replays and
plays on exactly as the original; and no bytes or edited JSON ever get past the loader
without a sentence."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from saves_helpers import playable_ids, seats

from game.games import game_info
from game.rules.core import Match, Setup
from game.store.saves import SaveError, SaveSession, SaveStore, check_entry, load_save, make_save
from game.store.saves_format import SaveFormatError, dump_save, parse_save

SETTINGS = settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def _mid_game(data: st.DataObject, game: str) -> Match:
    info = game_info(game)
    low, high = info.players
    players = data.draw(st.integers(low, high), label="players")
    seed = data.draw(st.integers(-(2**64), 2**64), label="seed")
    steps = data.draw(st.integers(0, 150), label="steps")
    match = Match(info.engine_cls(), Setup(game=game, players=players), seed)
    for _ in range(steps):
        legal = match.engine.legal_actions()
        if not legal:
            break
        match.apply(legal[data.draw(st.integers(0, len(legal) - 1))])
    if match.can_undo() and data.draw(st.booleans(), label="undo"):
        match.undo()
    return match


@pytest.mark.parametrize("game", playable_ids())
@SETTINGS
@given(data=st.data())
def test_a_mid_game_state_round_trips(
    game: str, data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    match = _mid_game(data, game)
    store = SaveStore(tmp_path_factory.mktemp("rt"))
    session = SaveSession(store, match, seats(match.setup.players))
    path = session.autosave()

    loaded = store.load(path)
    again = loaded.match
    assert again.engine.to_json() == match.engine.to_json()
    assert again.actions_json() == match.actions_json()
    assert again.setup == match.setup and again.seed == match.seed
    assert again.undo_floor == match.undo_floor
    assert loaded.seats == session.seats
    assert loaded.save.match_id == session.match_id
    # ...and play goes on the same way from both.
    legal = match.engine.legal_actions()
    assert again.engine.legal_actions() == legal
    if legal:
        pick = legal[data.draw(st.integers(0, len(legal) - 1), label="next")]
        match.apply(pick)
        again.apply(pick)
        assert again.engine.to_json() == match.engine.to_json()
    entry = check_entry(path)
    assert entry.ok and entry.players == match.setup.players


@pytest.mark.parametrize("game", playable_ids())
@SETTINGS
@given(data=st.data())
def test_the_file_bytes_round_trip(game: str, data: st.DataObject) -> None:
    match = _mid_game(data, game)
    save = make_save(match, seats(match.setup.players), match_id="m")
    parsed, _ = parse_save(dump_save(save))
    assert parsed == save


@settings(max_examples=200, deadline=None)
@given(blob=st.binary(max_size=2000))
def test_random_bytes_are_refused_with_a_sentence(blob: bytes) -> None:
    try:
        parse_save(blob)
    except SaveFormatError as err:
        assert str(err) and "\n" not in str(err)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


def _paths(node: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [here] if here else []
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*here, key))
    elif isinstance(node, list):
        for i, value in enumerate(node[:6]):
            out += _paths(value, (*here, i))
    return out


@pytest.fixture(scope="module")
def a_save_dict() -> dict[str, Any]:
    match = Match(game_info("digmars").engine_cls(), Setup(game="digmars", players=2), 3)
    for _ in range(12):
        match.apply(match.engine.legal_actions()[-1])
    return make_save(match, seats(2), match_id="m").model_dump(mode="json")


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_any_edit_of_a_save_loads_or_gets_a_sentence(
    a_save_dict: dict[str, Any], data: st.DataObject, tmp_path: Path
) -> None:
    raw = json.loads(json.dumps(a_save_dict))
    spots = _paths(raw)
    for _ in range(data.draw(st.integers(1, 3))):
        spot = data.draw(st.sampled_from(spots))
        node = raw
        for key in spot[:-1]:
            node = node[key]
        node[spot[-1]] = data.draw(JSON)
        spots = _paths(raw)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(raw))
    try:
        load_save(path)
    except SaveError as err:
        assert err.sentence and "\n" not in err.sentence
    assert check_entry(path) is not None
