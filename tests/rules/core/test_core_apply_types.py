"""The rules contract (DESIGN.md): `apply(action)` validates and raises `IllegalAction` with a
sentence a player understands. That holds for actions built in Python with fields of the wrong
type too (issue 10, point 8): never a TypeError or KeyError, and the state is left unchanged.
Checked once in the core, so every registered game gets it.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
import typing
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.games import GAMES
from game.rules.core import Engine, IllegalAction, Match, Setup
from game.rules.core.action_types import fits, misfit_sentence

GAME_IDS = [g.game_id for g in GAMES]


def action_classes(game_id: str) -> list[type]:
    info = next(g for g in GAMES if g.game_id == game_id)
    module = importlib.import_module(info.rules_package() + ".actions")
    return list(typing.get_args(module.Action))


@cache
def positions(game_id: str) -> tuple[Engine[Any, Any], ...]:
    """A few positions of a game: just set up, a few moves in, further on."""
    info = next(g for g in GAMES if g.game_id == game_id)
    players = max(2, info.players[0])
    match = Match(info.engine_cls(), Setup(game=game_id, players=players), 5)
    rng = random.Random(5)
    out = [match.engine.clone()]
    for step in range(1, 41):
        legal = match.engine.legal_actions()
        if not legal:
            break
        match.apply(rng.choice(legal))
        if step in (6, 40):
            out.append(match.engine.clone())
    return tuple(out)


ANY_VALUE = st.one_of(
    st.integers(min_value=-(10**20), max_value=10**20),
    st.integers(min_value=-2, max_value=40),
    st.text(max_size=6),
    st.booleans(),
    st.none(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.lists(st.integers(min_value=-3, max_value=20), max_size=3),
    st.tuples(st.integers(min_value=0, max_value=20), st.text(max_size=3)),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


@st.composite
def random_action(draw: st.DrawFn, game_id: str) -> Any:
    cls = draw(st.sampled_from(action_classes(game_id)))
    values = {}
    for f in dataclasses.fields(cls):
        has_default = f.default is not dataclasses.MISSING
        if has_default and draw(st.booleans()):
            continue  # keep the class's own default (its `kind`, a `bonus` flag...)
        values[f.name] = draw(ANY_VALUE)
    return cls(**values)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_apply_answers_any_action_object_with_a_sentence_and_no_change(
    game_id: str, data: st.DataObject
) -> None:
    """Contract: apply validates and raises IllegalAction with a sentence; a refused action
    changes nothing. Random action objects of every class, with random field values."""
    engine = data.draw(st.sampled_from(positions(game_id))).clone()
    action = data.draw(random_action(game_id))
    before = engine.to_json()
    legal = list(engine.legal_actions())
    try:
        engine.apply(action)
    except IllegalAction as err:
        assert isinstance(err.sentence, str) and err.sentence.strip()
        assert engine.to_json() == before
        return
    # Taken: it must have been one of the legal actions, with fields of the right types.
    assert action in legal
    assert misfit_sentence(action) is None


def first_typed(game_id: str, kinds: tuple[type, ...]) -> tuple[Engine[Any, Any], Any, str]:
    """A position of a seeded random game, a legal action in it with a field of one of
    `kinds` (not its `kind` tag), and that field's name."""
    info = next(g for g in GAMES if g.game_id == game_id)
    match = Match(info.engine_cls(), Setup(game=game_id, players=max(2, info.players[0])), 8)
    rng = random.Random(8)
    for _ in range(2000):
        legal = match.engine.legal_actions()
        for action in legal:
            for f in dataclasses.fields(action):
                if f.name != "kind" and type(getattr(action, f.name)) in kinds:
                    return match.engine.clone(), action, f.name
        if not legal:
            break
        match.apply(rng.choice(legal))
    raise AssertionError(f"no legal action of {game_id} in a whole game has such a field")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_field_of_the_wrong_type_is_refused_with_a_sentence(game_id: str) -> None:
    """Contract: a string where a number belongs (or a number where text belongs) is an
    illegal action worded for a player, naming the field."""
    engine, action, name = first_typed(game_id, (int, str))
    value = getattr(action, name)
    odd = str(value) if isinstance(value, int) else 7
    before = engine.to_json()
    with pytest.raises(IllegalAction) as err:
        engine.apply(dataclasses.replace(action, **{name: odd}))
    assert name.replace("_", " ") in err.value.sentence
    assert ("whole number" if isinstance(value, int) else "text") in err.value.sentence
    assert engine.to_json() == before


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_float_or_bool_equal_to_a_legal_number_is_still_refused(game_id: str) -> None:
    """1.0 == 1 and True == 1 in Python; the rules still take only whole numbers, so a state
    never holds a float where the game keeps a square or a seat."""
    engine, action, name = first_typed(game_id, (int,))
    value = getattr(action, name)
    for odd in (float(value), bool(value)):
        before = engine.to_json()
        with pytest.raises(IllegalAction):
            engine.apply(dataclasses.replace(action, **{name: odd}))
        assert engine.to_json() == before


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_something_that_is_not_an_action_is_refused_with_a_sentence(game_id: str) -> None:
    engine = positions(game_id)[0].clone()
    before = engine.to_json()
    for thing in ["move", 3, None, {"kind": "move"}, object()]:
        with pytest.raises(IllegalAction) as err:
            engine.apply(thing)
        assert err.value.sentence.strip()
    assert engine.to_json() == before


def test_type_fit_rules() -> None:
    assert fits(3, int) and not fits(True, int) and not fits(3.0, int) and not fits("3", int)
    assert fits(True, bool) and not fits(1, bool)
    assert fits("move", typing.Literal["move"]) and not fits("dig", typing.Literal["move"])
    assert fits(None, int | None) and fits(2, int | None) and not fits("2", int | None)
    assert fits((1, 2), tuple[int, ...]) and not fits((1, "2"), tuple[int, ...])
    assert fits((1, "a"), tuple[int, str]) and not fits((1,), tuple[int, str])
    assert fits([1], list[int]) and not fits((1,), list[int])
