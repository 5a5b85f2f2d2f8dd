"""What a click on the Dig Mars grid means (game/ui/digmars/choices.py), without a window:
each click becomes one of the engine's legal actions, or a sentence."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

from game.rules.core import Setup
from game.rules.digmars import actions as A
from game.rules.digmars.engine import DigMarsEngine
from game.rules.digmars.state import DigObservation
from game.ui.digmars.choices import Note, Selection, focus_squares, work_action


def placed(seed: int = 5, square: int = 5) -> DigMarsEngine:
    """A two-player game after both placed their first station on ``square``."""
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=2), seed)
    engine.apply(A.PlaceStation(square))
    engine.apply(A.PlaceStation(square))
    return engine


def seen(engine: DigMarsEngine) -> DigObservation:
    return engine.observation(engine.state.current)


def name(seat: int) -> str:
    return f"Seat {seat}"


def click(
    engine: DigMarsEngine,
    selection: Selection,
    token: tuple[int, int] | None,
    square: int | None,
    shift: bool = False,
) -> tuple[Selection, A.Action | Note | None]:
    """The selection after the click, and what the click means."""
    return selection.click(
        seen(engine), engine.legal_actions(), token, square, shift, name, engine.why_illegal
    )


def test_setup_clicks_place_a_station_on_any_stack() -> None:
    """Seed 003, setup: each player places a station on any stack, even an occupied one."""
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=2), 5)
    selection = Selection()
    assert click(engine, selection, None, 9) == (selection, A.PlaceStation(9))
    assert click(engine, selection, (1, 4), 4) == (selection, A.PlaceStation(4))


def test_picking_an_own_station_then_a_square_moves_it() -> None:
    """Seed 003, Move: a station moves to an orthogonally adjacent stack."""
    engine = placed(square=5)
    me = engine.state.current
    selection, outcome = click(engine, Selection(), (me, 5), 5)
    assert outcome == Note("")
    assert selection.selected == 5
    targets, rings = selection.targets(seen(engine), engine.legal_actions(), None, None)
    assert {q for q, word in targets.items() if word.startswith("MOVE")} == {1, 4, 6, 9}
    assert rings == {5}
    assert click(engine, selection, None, 6)[1] == A.Move(5, 6)


def test_a_station_that_cannot_move_gets_the_engines_sentence() -> None:
    """Seed 003: up to 3 actions a turn; with none left a station cannot move, and the click
    says so in the engine's words and drops the selection."""
    engine = placed(square=5)
    me = engine.state.current
    engine.state.actions_left = 0
    engine._legal = None
    selection, outcome = click(engine, Selection(), (me, 5), 5)
    assert outcome == Note(engine.why_illegal(A.Move(5, 1)), error=True)
    assert isinstance(outcome, Note) and "three actions" in outcome.text
    assert selection.selected is None


def test_an_extra_dig_is_spent_before_an_action_unless_shift_is_held() -> None:
    """Seed 003, Bonus actions: an Extra dig is an additional dig; the click uses the bonus
    first, and Shift+click spends a regular action instead."""
    engine = placed(square=5)
    top = engine.state.stacks[5][-1]
    engine.state.levels[engine.state.current][A.DIG] = engine.tiles[top].dig
    engine.state.bonuses.append("extra_dig")
    engine._legal = None
    legal = engine.legal_actions()
    view = seen(engine)
    assert work_action(view, 5, legal, shift=False) == A.Dig(5, bonus=True)
    assert work_action(view, 5, legal, shift=True) == A.Dig(5, bonus=False)
    assert work_action(view, 6, legal, shift=False) is None  # no station there


def test_a_click_where_nothing_is_possible_asks_the_engine_why() -> None:
    """A click on a stack without a station of yours is answered, not ignored: the click
    means the dig there, which the table answers with the engine's sentence."""
    engine = placed(square=5)
    _, outcome = click(engine, Selection(), None, 15)
    assert outcome == A.Dig(15)
    assert outcome not in engine.legal_actions()
    assert "station" in engine.why_illegal(A.Dig(15))


def test_relocating_picks_any_station_then_a_stack() -> None:
    """Seed 003, Relocate station: move any station (your own or another player's) to any
    stack on the grid."""
    engine = placed(square=5)
    rival = 1 - engine.state.current
    engine.state.bonuses.append("relocate")
    engine._legal = None
    selection = Selection().toggled("relocate")
    selection, first = click(engine, selection, None, 3)
    assert isinstance(first, Note) and first.error
    selection, second = click(engine, selection, (rival, 5), 5)
    assert second == Note(
        f"Now click the stack to relocate {name(rival)}'s station to (not an empty one)."
    )
    targets, rings = selection.targets(seen(engine), engine.legal_actions(), None, None)
    assert rings == {5} and set(targets.values()) == {"PUT HERE"} and 5 not in targets
    _, action = click(engine, selection, None, 12)
    assert action == A.Relocate(rival, 5, 12)
    assert action in engine.legal_actions()


def test_inspecting_lights_only_face_down_stacks() -> None:
    """Seed 003, Inspect ground: look at any unexplored tile from the top of any stack."""
    engine = placed(square=5)
    engine.state.face_up[3] = True
    engine.state.bonuses.append("inspect")
    engine._legal = None
    selection = Selection().toggled("inspect")
    targets, _ = selection.targets(seen(engine), engine.legal_actions(), None, None)
    assert set(targets) == set(range(16)) - {3}
    assert set(targets.values()) == {"LOOK"}
    assert click(engine, selection, None, 7)[1] == A.Inspect(7)
    selection = selection.toggled("inspect")
    assert selection.mode is None


def test_a_keyboard_focus_lights_the_squares_it_touches() -> None:
    assert focus_squares(A.Move(1, 2)) == {1: "FROM", 2: "TO \u21b5"}
    assert focus_squares(A.Dig(4)) == {4: "DIG \u21b5"}
    assert focus_squares(A.Carry(4, bonus=True)) == {4: "CARRY \u21b5"}
    assert focus_squares(A.Upgrade(0)) == {}
    assert focus_squares(A.EndTurn()) == {}


def test_a_selection_is_a_value_and_a_click_gives_a_new_one() -> None:
    """The interaction model is pure data (DESIGN.md, "The screens"): a click never changes
    the selection it was made on, and the module needs no pygame."""
    engine = placed(square=5)
    me = engine.state.current
    before = Selection()
    after, _ = click(engine, before, (me, 5), 5)
    assert before == Selection() and after.selected == 5
    with pytest.raises(dataclasses.FrozenInstanceError):
        after.selected = 6  # type: ignore[misc]
    code = (
        "import sys, game.ui.digmars.choices, game.ui.digmars.words\n"
        "sys.exit(any(m.split('.')[0] == 'pygame' for m in sys.modules))\n"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
