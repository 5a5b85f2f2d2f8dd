"""Match: a game is its setup, seed and actions; undo never crosses new information; the
decider is not always the player whose turn it is (DESIGN.md, "The rules contract")."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Literal, Self

import pytest
from pydantic import BaseModel, TypeAdapter

from game.rules.core import Engine, Event, IllegalAction, Match, Result, Rng, SeatView, Setup, event
from game.rules.digmars import actions as A
from game.rules.digmars.engine import DigMarsEngine

DIG_SETUP = Setup(game="digmars", players=2)


# --- a toy game whose answer comes from the player whose turn it is not ---------------------
@dataclass(frozen=True)
class Roll:
    kind: Literal["roll"] = "roll"


@dataclass(frozen=True)
class Answer:
    accept: bool
    kind: Literal["answer"] = "answer"


class ToyState(BaseModel):
    rng: Rng
    turn: int = 0
    waiting: bool = False  # the other seat must answer the roll
    last: int = 0
    scores: list[int] = [0, 0]
    rolls: int = 0


class ToyEngine(Engine[ToyState, Roll | Answer]):
    """Two seats. The turn player rolls a die (new information); the *other* seat accepts
    (the roller scores it) or refuses (the answerer scores 1); four rolls end the game."""

    game_id = "toy"
    state_model = ToyState
    action_adapter = TypeAdapter(Roll | Answer)

    @classmethod
    def new(cls, setup: Setup, seed: int) -> tuple[Self, list[Event]]:
        return cls(ToyState(rng=Rng.from_seed(seed))), [event("start")]

    def _legal_actions(self):
        return [Answer(True), Answer(False)] if self.state.waiting else [Roll()]

    def _apply(self, action):
        s = self.state
        if isinstance(action, Roll):
            s.last = s.rng.randint(1, 6)
            s.waiting = True
            s.rolls += 1
            return [Event("rolled", {"value": s.last}, reveal=True)]
        s.scores[s.turn if action.accept else 1 - s.turn] += s.last if action.accept else 1
        s.waiting = False
        s.turn = 1 - s.turn
        return [event("answered", accept=action.accept)]

    def why_illegal(self, action) -> str:
        return "Answer the roll first." if self.state.waiting else "Roll the die first."

    def decider(self):
        if self.state.rolls >= 4 and not self.state.waiting:
            return None
        return 1 - self.state.turn if self.state.waiting else self.state.turn

    def turn_player(self) -> int:
        return self.state.turn

    def result(self):
        if self.decider() is not None:
            return None
        s = self.state
        best = max(s.scores)
        return Result(scores=s.scores, winners=[p for p in (0, 1) if s.scores[p] == best], how="")

    def observation(self, player: int) -> BaseModel:
        return self.state

    def revealed_observation(self, seat: int) -> BaseModel:
        return self.state

    def determinize(self, player: int, rng: Rng) -> Self:
        world = self.clone()
        world.state.rng = rng.fork()
        return world


TOY = Setup(game="toy", players=2)


def test_decider_may_be_another_than_the_turn_player() -> None:
    match = Match(ToyEngine, TOY, 1)
    assert match.engine.decider() == match.engine.turn_player() == 0
    match.apply(Roll())
    assert match.engine.turn_player() == 0
    assert match.engine.decider() == 1  # out of turn
    view = SeatView(match.engine, 1)
    assert view.decider() == 1
    assert view.legal_actions() == [Answer(True), Answer(False)]
    with pytest.raises(IllegalAction) as err:
        match.apply(Roll())
    assert err.value.sentence == "Answer the roll first."
    match.apply(Answer(False))
    assert match.engine.state.scores == [0, 1]
    assert match.engine.decider() == match.engine.turn_player() == 1


def test_toy_game_replays_and_round_trips() -> None:
    match = Match(ToyEngine, TOY, 8)
    for action in [Roll(), Answer(True), Roll(), Answer(False), Roll(), Answer(True), Roll()]:
        match.apply(action)
    data = json.loads(json.dumps(match.actions_json()))
    again = Match.replay(ToyEngine, TOY, 8, [ToyEngine.action_from_json(a) for a in data])
    assert again.engine.to_json() == match.engine.to_json()
    match.apply(Answer(True))
    assert match.engine.is_over()
    with pytest.raises(IllegalAction) as err:
        match.apply(Roll())
    assert err.value.sentence == "The game is over."


# --- the same contract on Dig Mars ------------------------------------------------------------
def _placed(seed: int = 3) -> Match:
    match = Match(DigMarsEngine, DIG_SETUP, seed)
    match.apply(A.PlaceStation(5))
    match.apply(A.PlaceStation(10))
    return match


def _moves(match: Match) -> list:
    return [a for a in match.engine.legal_actions() if isinstance(a, A.Move)]


def test_replay_rebuilds_an_identical_state() -> None:
    match = Match(DigMarsEngine, DIG_SETUP, 12)
    rng = Rng.from_seed(4)
    for _ in range(150):
        if match.engine.is_over():
            break
        match.apply(rng.choice(match.engine.legal_actions()))
    again = Match.replay(DigMarsEngine, DIG_SETUP, 12, list(match.actions))
    assert again.engine.to_json() == match.engine.to_json()
    assert again.undo_floor == match.undo_floor
    other_seed = Match(DigMarsEngine, DIG_SETUP, 13)
    assert other_seed.engine.to_json() != Match(DigMarsEngine, DIG_SETUP, 12).engine.to_json()


def test_actions_json_round_trip() -> None:
    match = _placed()
    match.apply(_moves(match)[0])
    match.apply(A.EndTurn())
    data = json.loads(json.dumps(match.actions_json()))
    assert data[0] == {"square": 5, "kind": "place"}
    actions = [DigMarsEngine.action_adapter.validate_python(item) for item in data]
    assert actions == match.actions
    assert Match.replay(DigMarsEngine, DIG_SETUP, 3, actions).engine.to_json() == (
        match.engine.to_json()
    )


def test_replay_names_the_action_that_cannot_be_replayed() -> None:
    with pytest.raises(IllegalAction) as err:
        Match.replay(DigMarsEngine, DIG_SETUP, 3, [A.PlaceStation(5), A.EndTurn()])
    assert err.value.sentence == (
        "Action 2 cannot be replayed: First place your new station on the grid."
    )


def test_undo_of_quiet_actions_restores_the_exact_state() -> None:
    match = _placed()
    snapshots = [match.engine.to_json()]
    for _ in range(4):  # moves reveal nothing (the turn passes after the third)
        match.apply(_moves(match)[0])
        snapshots.append(match.engine.to_json())
    events = len(match.events)
    match.undo()
    assert match.engine.to_json() == snapshots[3]
    assert len(match.events) < events
    match.undo(2)
    assert match.engine.to_json() == snapshots[1]
    assert len(match.actions) == 3
    match.undo(3)  # the placements too: they revealed nothing
    assert match.engine.to_json() == Match(DigMarsEngine, DIG_SETUP, 3).engine.to_json()
    assert not match.can_undo()


def _both_on(pred) -> tuple[Match, int]:
    """A match whose grid has a top tile matching `pred` that two stations can dig, with both
    stations placed on it and the first player to act."""
    for seed in range(500):
        match = Match(DigMarsEngine, DIG_SETUP, seed)
        engine = match.engine
        for q, stack in enumerate(engine.state.stacks):
            tile = engine.tiles[stack[-1]]
            if tile.dig <= 2 and pred(tile):
                match.apply(A.PlaceStation(q))
                match.apply(A.PlaceStation(q))
                return match, q
    raise AssertionError("no such grid")


def _refused(match: Match, steps: int = 1) -> None:
    before, count = match.engine.to_json(), len(match.actions)
    with pytest.raises(IllegalAction) as err:
        match.undo(steps)
    assert err.value.sentence.startswith("That cannot be undone: new information has been")
    assert match.engine.to_json() == before and len(match.actions) == count


def test_undo_stops_at_a_flip() -> None:
    """A dig flips a tile: new information, so undo cannot go back past it (and nothing
    changes when asked to); quiet actions after it can be undone back to it."""
    match, q = _both_on(lambda t: t.bonus is None)
    match.apply(A.EndTurn())  # quiet
    match.apply(A.Dig(q))  # the second player digs: a flip
    assert any(e.kind == "tile_flipped" and e.reveal for e in match.action_events[-1])
    assert not match.can_undo()
    _refused(match)
    flipped = match.engine.to_json()
    match.apply(_moves(match)[0])
    assert match.can_undo()
    _refused(match, 2)
    match.undo()
    assert match.engine.to_json() == flipped


def test_undo_stops_at_an_inspection() -> None:
    """Inspecting ground is a private look at a hidden tile: undo cannot cross it either."""
    match, q = _both_on(lambda t: t.bonus == "inspect")
    match.apply(A.Dig(q))
    match.apply(_moves(match)[0])  # quiet, undoable
    assert match.can_undo()
    target = next(a for a in match.engine.legal_actions() if isinstance(a, A.Inspect))
    events = match.apply(target)
    assert any(e.kind == "inspected" and e.reveal for e in events)
    assert not match.can_undo()
    _refused(match)
    _refused(match, 2)
