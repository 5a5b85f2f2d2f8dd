"""`copy_state` (every clone and sampled world of the search) builds its models without
pydantic's per-field assignment; the copy must be exactly what pydantic's own copy gives:
equal data, equal fields-set bookkeeping, and no mutable part shared with the original."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from game.rules.core import Rng, Setup
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.state import PlayerState, TMState
from game.rules.tmdice.view import copy_state


def _reference_player(p: PlayerState) -> PlayerState:
    q = p.model_copy()
    q.corp_options = list(p.corp_options)
    q.corp_dealt = list(p.corp_dealt)
    q.hand = list(p.hand)
    q.dice = dict(p.dice)
    q.vp_sources = dict(p.vp_sources)
    q.played = list(p.played)
    q.bonus = list(p.bonus)
    q.tapped = list(p.tapped)
    q.milestones = list(p.milestones)
    q.bonus_steps = list(p.bonus_steps)
    return q


def _reference_copy(s: TMState) -> TMState:
    """copy_state as it was written with pydantic's model_copy and assignments."""
    ns = s.model_copy()
    ns.rng = Rng(state=s.rng.state)
    for name in (
        "tiles",
        "owners",
        "award_dice",
        "milestones",
        "milestone_state",
        "deck",
        "discard",
        "bonus_pile",
        "bonus_box",
        "bonus_seen",
        "corp_box",
        "purple_map",
        "purple_track",
        "scores",
        "winners",
    ):
        setattr(ns, name, list(getattr(s, name)))
    ns.pool = dict(s.pool)
    ns.pending = [p.model_copy(update={"effects": list(p.effects)}) for p in s.pending]
    ns.players_state = [_reference_player(p) for p in s.players_state]
    ns.breakdown = [dict(b) for b in s.breakdown]
    ns.notes = dict(s.notes)
    ns.modules = {name: state.model_copy(deep=True) for name, state in s.modules.items()}
    ns.options = s.options.model_copy()
    return ns


def _bookkeeping(model: Any, path: str = "state") -> dict[str, Any]:
    """Every model's type, fields-set and private slots, by path."""
    out: dict[str, Any] = {}
    if isinstance(model, BaseModel):
        out[path] = (
            type(model),
            model.__pydantic_fields_set__,
            model.__pydantic_extra__,
            model.__pydantic_private__,
            model.__dict__.keys(),
        )
        for name, value in model.__dict__.items():
            out |= _bookkeeping(value, f"{path}.{name}")
    elif isinstance(model, list):
        for i, value in enumerate(model):
            out |= _bookkeeping(value, f"{path}[{i}]")
    elif isinstance(model, dict):
        for key, value in model.items():
            out |= _bookkeeping(value, f"{path}[{key!r}]")
    return out


def _mutable_ids(value: Any) -> set[int]:
    """The ids of every list, dict and unfrozen model inside `value`."""
    found: set[int] = set()
    if isinstance(value, BaseModel):
        if not value.model_config.get("frozen"):
            found.add(id(value))
            for item in value.__dict__.values():
                found |= _mutable_ids(item)
    elif isinstance(value, list | dict):
        found.add(id(value))
        for item in value.values() if isinstance(value, dict) else value:
            found |= _mutable_ids(item)
    return found


def _positions(players: int, seed: int, options: dict[str, Any], every: int) -> list[TMState]:
    engine, _ = TMDiceEngine.new(Setup(game="tmdice", players=players, options=options), seed)
    rng = Rng.from_seed(seed)
    states = []
    step = 0
    while not engine.is_over() and step < 600:
        if step % every == 0:
            states.append(engine.state)
            engine = engine.clone()
        legal = engine.legal_actions()
        engine.apply(legal[rng.randbelow(len(legal))])
        step += 1
    states.append(engine.state)
    return states


OPTIONS = [
    {},
    {"colonies": True},
    {"missions": True, "purple": True, "storage": True, "bonus_pile": "001"},
]


@settings(max_examples=12, deadline=None)
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 2**32),
    options=st.sampled_from(OPTIONS),
)
def test_copy_state_is_pydantics_copy_without_its_cost(
    players: int, seed: int, options: dict[str, Any]
) -> None:
    """The copy equals the original and pydantic's own copy, model by model (data and
    bookkeeping), and shares no list, dict or unfrozen model with the original."""
    for s in _positions(players, seed, options, every=25):
        copied = copy_state(s)
        reference = _reference_copy(s)
        assert copied.model_dump() == s.model_dump()
        assert copied.model_dump_json() == reference.model_dump_json()
        assert _bookkeeping(copied) == _bookkeeping(reference)
        assert not _mutable_ids(copied) & _mutable_ids(s)


@pytest.mark.parametrize("options", OPTIONS)
def test_a_copy_plays_on_like_the_original(options: dict[str, Any]) -> None:
    """A copy taken mid-game and the original, given the same actions, stay equal (chance
    included: the copy's generator continues where the original's stands)."""
    engine, _ = TMDiceEngine.new(Setup(game="tmdice", players=2, options=options), 5)
    rng = Rng.from_seed(5)
    for _ in range(80):
        legal = engine.legal_actions()
        engine.apply(legal[rng.randbelow(len(legal))])
    twin = TMDiceEngine(copy_state(engine.state))
    while not engine.is_over():
        legal = engine.legal_actions()
        assert twin.legal_actions() == legal
        action = legal[rng.randbelow(len(legal))]
        assert twin.apply(action) == engine.apply(action)
    assert twin.to_json() == engine.to_json()
