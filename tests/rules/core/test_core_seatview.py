"""SeatView: what a bot or a hot-seat screen may touch (DESIGN.md: no bot ever reads what its
seat cannot see)."""

from __future__ import annotations

from game.rules.core import Engine, Rng, SeatView, Setup
from game.rules.digmars import actions as A
from game.rules.digmars.engine import DigMarsEngine
from game.rules.digmars.state import DigObservation, DigState


def _engine() -> DigMarsEngine:
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=2), 4)
    engine.apply(A.PlaceStation(0))
    engine.apply(A.PlaceStation(15))
    engine.state.fortune = [3, 5]
    engine.state.bank -= 8
    return engine


def test_seat_view_exposes_no_state() -> None:
    view = SeatView(_engine(), 1)
    public = {name for name in dir(view) if not name.startswith("_")}
    assert public == {"seat", "legal_actions", "decider", "observation", "determinize", "describe"}
    assert not any(isinstance(getattr(view, n), (DigState, Engine)) for n in public - {"seat"})


def test_seat_view_observation_is_the_seats_own() -> None:
    engine = _engine()
    obs = SeatView(engine, 1).observation()
    assert isinstance(obs, DigObservation) and not isinstance(obs, DigState)
    assert obs.seat == 1
    assert obs.fortune == [None, 5]


def test_seat_view_hands_out_copies_not_the_game() -> None:
    engine = _engine()
    before = engine.to_json()
    view = SeatView(engine, engine.decider())
    actions = view.legal_actions()
    actions.clear()
    assert engine.legal_actions()
    world = view.determinize(Rng.from_seed(1))
    assert world is not engine and world.state is not engine.state
    world.apply(world.legal_actions()[0])
    assert engine.to_json() == before
    assert view.describe(A.EndTurn()) == "End turn"
