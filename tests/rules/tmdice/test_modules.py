"""The module mechanism (game/rules/tmdice/modules): a variant plugs in with its state, its
hooks and its scoring in one place. The 001 missions are such a module; a toy module shows a
new one needs no edit of the engine."""

from __future__ import annotations

import json
from typing import ClassVar

import pytest
from pydantic import BaseModel
from tmdice_helpers import (
    action_turn,
    check_invariants,
    new_game,
    play_game,
    run_random,
    set_dice,
    set_wild,
)

from game.rules.core import Event
from game.rules.tmdice.actions import Action, CardsDone, ChooseTurn, Pay, Skip
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.modules import registry
from game.rules.tmdice.modules.base import Module
from game.rules.tmdice.modules.missions import MissionsState, missions_of
from game.rules.tmdice.resources import spend_one, vp
from game.rules.tmdice.state import MODULE_STATES, Options, Pending, TMState


def test_missions_state_lives_in_its_module__001_missions() -> None:
    e = play_game(2, missions=True)
    assert isinstance(e.state.modules["missions"], MissionsState)
    assert len(missions_of(e.state).display) == 3
    assert "missions" not in play_game(2).state.modules
    # saved and loaded as its own model
    loaded = TMDiceEngine.from_json(e.to_json())
    assert isinstance(loaded.state.modules["missions"], MissionsState)
    assert loaded.state == e.state
    # clones are independent
    twin = e.clone()
    missions_of(twin.state).display.pop()
    assert len(missions_of(e.state).display) == 3


def test_observation_shows_the_missions_from_the_module__001_missions() -> None:
    e = play_game(3, missions=True)
    obs = e.observation(0)
    m = missions_of(e.state)
    assert obs.mission_display == m.display and obs.mission_deck_size == len(m.deck)
    assert obs.you.missions == m.done[0] and obs.you.cubes == m.cubes[0]


class CountsState(BaseModel):
    heard: list[int] = []  # per seat: rule events heard
    turns: int = 0


class Counts(Module):
    """A toy module: counts what each seat does and every turn's end, scores 1 VP at the end
    for the seat that did most."""

    name = "counts"
    state_model: ClassVar[type[BaseModel]] = CountsState

    def enabled(self, options: Options) -> bool:
        return options.storage  # any option will do for the test

    def setup(self, s: TMState, ev: list[Event]) -> None:
        self._of(s).heard = [0] * s.players

    def on_event(self, s: TMState, key: str, seat: int, ev: list[Event]) -> None:
        self._of(s).heard[seat] += 1

    def end_of_turn(self, s: TMState, ev: list[Event]) -> None:
        self._of(s).turns += 1

    def end_points(self, s: TMState, seat: int, ev: list[Event]) -> None:
        heard = self._of(s).heard
        if heard[seat] == max(heard):
            vp(s, seat, 1, "counts", ev)

    @staticmethod
    def _of(s: TMState) -> CountsState:
        state = s.modules["counts"]
        assert isinstance(state, CountsState)
        return state


@pytest.fixture
def counts_module(monkeypatch: pytest.MonkeyPatch) -> Counts:
    module = Counts()
    monkeypatch.setattr(registry, "MODULES", (*registry.MODULES, module))
    monkeypatch.setitem(MODULE_STATES, module.name, CountsState)
    return module


def test_a_new_module_plugs_in_without_editing_the_engine__design_modules(
    counts_module: Counts,
) -> None:
    e = new_game(2, seed=3, storage=True, missions=True)
    assert set(e.state.modules) == {"missions", "counts"}
    run_random(e, seed=3)
    state = e.state.modules["counts"]
    assert isinstance(state, CountsState)
    assert state.turns == e.state.turns and sum(state.heard) > 0
    best = [seat for seat, k in enumerate(state.heard) if k == max(state.heard)]
    assert all(e.state.players_state[seat].vp_sources.get("counts") == 1 for seat in best)
    # its state is saved and loaded with the game
    data = json.loads(e.to_json())
    assert data["modules"]["counts"]["turns"] == state.turns
    assert TMDiceEngine.from_json(e.to_json()).state == e.state


class Bank(Module):
    """A toy module with a main action of its own: trade a wild token for 1 VP."""

    name = "bank"
    state_model: ClassVar[type[BaseModel]] = CountsState

    def enabled(self, options: Options) -> bool:
        return options.storage

    def window_actions(self, s: TMState) -> list[Action]:
        return [Pay("wild")] if s.players_state[s.current].wild else []

    def apply_action(self, s: TMState, action: Action, ev: list[Event]) -> bool:
        if action != Pay("wild"):
            return False
        spend_one(s, s.current, "wild")
        vp(s, s.current, 1, "bank", ev)
        return True


def test_a_module_offers_its_own_main_action__design_modules(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    module = Bank()
    monkeypatch.setattr(registry, "MODULES", (*registry.MODULES, module))
    monkeypatch.setitem(MODULE_STATES, module.name, CountsState)
    e = play_game(2, storage=True)
    seat = e.state.current
    set_wild(e, seat, 1)
    action_turn(e)
    assert Pay("wild") not in e.legal_actions()  # a main action: not in the support step
    e.apply(Skip())
    assert Pay("wild") in e.legal_actions()
    vp_before = e.state.players_state[seat].vp
    e.apply(Pay("wild"))
    assert e.state.players_state[seat].vp == vp_before + 1
    assert e.state.players_state[seat].wild == 0
    assert e.state.step != "main"  # the main action is used
    check_invariants(e)


class Toll(Module):
    """A toy module with a decision of its own: after producing, pay a wild token for 1 VP,
    or not."""

    name = "toll"
    state_model: ClassVar[type[BaseModel]] = CountsState

    def enabled(self, options: Options) -> bool:
        return options.storage

    def on_event(self, s: TMState, key: str, seat: int, ev: list[Event]) -> None:
        if key == "production_turn":
            s.pending.append(Pending(kind="module", module=self.name, seat=seat))

    def decision_options(self, s: TMState, top: Pending) -> list[Action]:
        return [Pay("wild"), Skip()] if s.players_state[top.seat].wild else []

    def resolve(self, s: TMState, top: Pending, action: Action, ev: list[Event]) -> None:
        if action == Pay("wild"):
            spend_one(s, top.seat, "wild")
            vp(s, top.seat, 1, "toll", ev)


def test_a_module_puts_its_own_decision_on_the_stack__design_modules(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    module = Toll()
    monkeypatch.setattr(registry, "MODULES", (*registry.MODULES, module))
    monkeypatch.setitem(MODULE_STATES, module.name, CountsState)
    e = play_game(2, storage=True)
    seat = e.state.current
    set_wild(e, seat, 1)
    set_dice(e, seat, {})
    e.apply(ChooseTurn("production"))
    e.apply(CardsDone())
    top = e.state.pending[-1]
    assert (top.kind, top.module, top.seat) == ("module", "toll", seat)
    view = e.observation(1 - seat).pending
    assert view is not None and (view.kind, view.module) == ("module", "toll")
    assert e.legal_actions() == [Pay("wild"), Skip()]
    wild = e.state.players_state[seat].wild
    vp_before = e.state.players_state[seat].vp
    e.apply(Pay("wild"))
    assert e.state.players_state[seat].vp == vp_before + 1
    assert e.state.players_state[seat].wild == wild - 1
    assert not any(p.kind == "module" for p in e.state.pending)
    check_invariants(e)
    # with nothing to pay, the decision is impossible and skipped
    world = play_game(2, storage=True)
    set_wild(world, world.state.current, 0)
    set_dice(world, world.state.current, {})
    world.apply(ChooseTurn("production"))
    events = world.apply(CardsDone())
    assert ("effect_ignored", "module") in [(ev.kind, ev.data.get("what")) for ev in events]


def test_an_unknown_module_in_a_save_is_refused__design_modules() -> None:
    data = json.loads(play_game(2).to_json())
    data["modules"] = {"no_such_module": {}}
    with pytest.raises(ValueError, match="unknown module 'no_such_module'"):
        TMDiceEngine.from_json(json.dumps(data))
