"""Illegal actions (DESIGN.md, the rules contract): "`apply(action)` validates and raises
`IllegalAction` with a sentence a player understands"; project standard: "Bad input gets a
clear sentence, never a traceback".

The illegal actions tried: actions that were legal somewhere else in the game (another
position, another seat), and legal actions with one field changed to a wrong value (a number
out of range, an unknown name, another choice of a fixed set)."""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, Literal

from contract_helpers import CONTRACT, EVERY_GAME, Start, starts, walk
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel

from game.games import GameDescriptor
from game.rules.core import Engine, IllegalAction, Rng

TRIES_PER_POSITION = 6
POOL_SIZE = 200
UNKNOWN = "no-such-thing"


def _wrong_values(hint: Any, value: Any) -> list[Any]:
    """Values of a field's type that are likely wrong here."""
    origin = typing.get_origin(hint)
    if origin is Literal:
        return [v for v in typing.get_args(hint) if v != value]
    if origin in (typing.Union, types.UnionType):
        members = [h for h in typing.get_args(hint) if h is not type(None)]
        return [w for h in members for w in _wrong_values(h, value)]
    if origin is tuple:
        args = typing.get_args(hint)
        item = args[0] if args else str
        extra = _wrong_values(item, None)[:1]
        return [(), *((*(value or ()), e) for e in extra)]
    if hint is bool:
        return [not value]
    if hint is int:
        return [-1, 99, (value or 0) + 1]
    if hint is str:
        return [UNKNOWN, f"{value}x"]
    return []


def mutations(action: Any) -> list[Any]:
    """The action with one field (never its `kind` tag) changed to a wrong value."""
    if dataclasses.is_dataclass(action) and not isinstance(action, type):
        names = [f.name for f in dataclasses.fields(action)]

        def rebuilt(name: str, value: Any) -> Any:
            return dataclasses.replace(action, **{name: value})
    elif isinstance(action, BaseModel):
        names = list(type(action).model_fields)

        def rebuilt(name: str, value: Any) -> Any:
            return action.model_copy(update={name: value})
    else:
        return []
    hints = typing.get_type_hints(type(action))
    return [
        rebuilt(name, wrong)
        for name in names
        if name != "kind"
        for wrong in _wrong_values(hints.get(name), getattr(action, name))
    ]


def illegal_candidates(engine: Engine[Any, Any], pool: list[Any], rng: Rng) -> list[Any]:
    legal = engine.legal_actions()
    tries: list[Any] = []
    for _ in range(TRIES_PER_POSITION):
        if pool:
            tries.append(rng.choice(pool))
        if legal:
            changed = mutations(rng.choice(legal))
            if changed:
                tries.append(rng.choice(changed))
    return [a for a in tries if a not in legal]


def assert_sentence(text: object) -> None:
    assert isinstance(text, str), text
    assert text.strip(), "an empty sentence"
    assert text.strip().endswith("."), f"not a full sentence: {text!r}"


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_illegal_actions_get_a_sentence_and_are_refused(
    info: GameDescriptor, data: st.DataObject
) -> None:
    start: Start = data.draw(starts(info, max_steps=250))
    pool: list[Any] = []
    tried = 0
    for engine, _, rng in walk(start):
        before = engine.to_json()
        for action in illegal_candidates(engine, pool, rng):
            tried += 1
            assert_sentence(engine.why_illegal(action))
            try:
                engine.apply(action)
            except IllegalAction as err:
                assert_sentence(err.sentence)
            else:
                raise AssertionError(f"{action!r} is not legal, yet apply took it")
            assert engine.to_json() == before  # a refused action changes nothing
        for action in engine.legal_actions():
            if len(pool) < POOL_SIZE:
                pool.append(action)
            else:
                pool[rng.randbelow(POOL_SIZE)] = action
    assert tried or start.steps == 0


@EVERY_GAME
@CONTRACT
@given(data=st.data())
def test_every_legal_action_has_words(info: GameDescriptor, data: st.DataObject) -> None:
    """The words on a button and in the log: a non-empty text for every legal action."""
    start: Start = data.draw(starts(info, max_steps=250))
    for engine, _, _ in walk(start):
        for action in engine.legal_actions():
            words = engine.describe(action)
            assert isinstance(words, str) and words.strip(), action
