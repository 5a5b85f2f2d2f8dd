"""Which click leads to an action on the Dig Mars table (choices.next_click), for every kind
of action of rule text 003, and following each answer through `Selection.click` takes the
action: the pointer of a guided game and the table's own clicks agree."""

from __future__ import annotations

from typing import Any

from game.rules.core import Setup
from game.rules.digmars import actions as A
from game.rules.digmars.engine import DigMarsEngine
from game.rules.digmars.state import DigObservation
from game.ui.digmars.choices import Aim, Note, Selection, next_click


def turn_engine() -> DigMarsEngine:
    """Seed 3 (the guided game's), both stations placed, seat 0 to act."""
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=2), 3)
    engine.apply(A.PlaceStation(1))
    engine.apply(A.PlaceStation(2))
    return engine


def view_of(engine: DigMarsEngine) -> DigObservation:
    view = engine.observation(engine.state.current)
    assert isinstance(view, DigObservation)
    return view


def follow(engine: DigMarsEngine, action: A.Action, limit: int = 6) -> A.Action | None:
    """Click where next_click says until an action comes out (a button press is the
    table's: a bonus mode toggles, an action button takes its action)."""
    view, legal = view_of(engine), engine.legal_actions()
    selection = Selection()
    for _ in range(limit):
        aim = next_click(view, selection, legal, action)
        assert aim is not None
        if aim.button is not None:
            if isinstance(aim.button, str):
                selection = selection.toggled(aim.button)
                continue
            return aim.button
        token = aim.token
        square = aim.square if aim.square is not None else token[1] if token else None
        selection, outcome = selection.click(
            view, legal, token, square, False, str, engine.why_illegal
        )
        if outcome is not None and not isinstance(outcome, Note):
            return outcome
    return None


def legal_of(engine: DigMarsEngine, kind: type[Any]) -> list[Any]:
    return [a for a in engine.legal_actions() if isinstance(a, kind)]


def test_003_placing_points_at_the_square() -> None:
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=2), 3)
    view = view_of(engine)
    assert next_click(view, Selection(), engine.legal_actions(), A.PlaceStation(5)) == Aim(square=5)


def test_003_a_move_is_its_station_then_its_square() -> None:
    engine = turn_engine()
    move = legal_of(engine, A.Move)[0]
    view = view_of(engine)
    legal = engine.legal_actions()
    assert next_click(view, Selection(), legal, move) == Aim(token=(0, move.source))
    picked = Selection(selected=move.source)
    assert next_click(view, picked, legal, move) == Aim(square=move.target)
    assert follow(engine, move) == move


def test_003_dig_carry_and_the_panel_actions_are_taken_by_following_the_spots() -> None:
    engine = turn_engine()
    engine.apply(A.Move(1, 2))
    for action in (A.Dig(2), A.Carry(2)):
        assert follow(engine, action) == action
        engine.apply(action)
    engine.state.fortune[0] = 40  # enough for every upgrade and to declare victory
    engine.state.actions_left = 3
    engine = DigMarsEngine(engine.state)  # its legal actions listed anew
    for action in (A.Upgrade(0), A.Upgrade(2), A.DeclareVictory(), A.EndTurn()):
        assert action in engine.legal_actions()
        assert follow(engine, action) == action


def test_003_a_dig_where_the_picked_station_could_move_puts_the_station_down_first() -> None:
    engine = turn_engine()
    engine.state.stations[0] = [1, 2]  # one station beside another on a diggable stack
    engine = DigMarsEngine(engine.state)
    view, legal = view_of(engine), engine.legal_actions()
    assert A.Move(1, 2) in legal and A.Dig(2) in legal
    aim = next_click(view, Selection(selected=1), legal, A.Dig(2))
    assert aim == Aim(token=(0, 1))


def test_003_bonus_actions_inspect_relocate_and_the_extra_fortune() -> None:
    engine = turn_engine()
    engine.state.bonuses = ["inspect", "relocate", "extra_fortune"]
    engine = DigMarsEngine(engine.state)
    inspect = legal_of(engine, A.Inspect)[0]
    relocate = next(a for a in legal_of(engine, A.Relocate) if a.owner == 1)
    view, legal = view_of(engine), engine.legal_actions()
    assert next_click(view, Selection(), legal, inspect) == Aim(button="inspect")
    assert follow(engine, inspect) == inspect
    assert follow(engine, relocate) == relocate
    assert follow(engine, A.TakeFortune()) == A.TakeFortune()
    # A bonus choice under way that is not the action's is dropped first.
    assert next_click(view, Selection(mode="inspect"), legal, relocate) == Aim(button="inspect")
    other = Selection(mode="relocate", relocate_pick=(0, 1))
    assert next_click(view, other, legal, relocate) == Aim(button="relocate")
