"""The Dig Mars screen keeps to its side of the boundary (its imports are checked for every
game by tests/ui/test_boundary.py): it asks the engine only the contract's questions, shows
each seat only its own secrets, and its buttons carry typed values."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from table_helpers import frames, key, make_app, pass_screens, start_table

from game.rules.core import Event, Rng
from game.rules.digmars import actions as A
from game.ui.digmars import action_panel
from game.ui.digmars.action_panel import ActionPanel, StartBonus
from game.ui.digmars.animations import upgrade_note
from game.ui.digmars.counting import Counting
from game.ui.digmars.table import observe
from game.ui.play.seats import MatchSpec, default_seats
from game.ui.play.session import GameSession

SCREEN = Path(action_panel.__file__).parent
#: What the screen may ask of the engine: the rules contract, never its state (the revealed
#: observation only for a finished game's replay, "Everything revealed").
ENGINE_CALLS = {"observation", "revealed_observation", "describe", "why_illegal", "legal_actions"}


#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def test_the_screen_never_reads_the_engines_state() -> None:
    """No `engine.state` (nor any other engine attribute but the contract's calls)."""
    for path in sorted(SCREEN.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and ast.unparse(node.value).endswith("engine"):
                assert node.attr in ENGINE_CALLS, f"{path.name}: {ast.unparse(node)}"


def test_no_screen_module_is_over_500_lines() -> None:
    for path in SCREEN.glob("*.py"):
        assert len(path.read_text(encoding="utf-8").splitlines()) <= 500, path.name


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 4), st.integers(0, 2**32 - 1))
def test_each_seat_sees_its_own_fortune_and_looks_only(players: int, seed: int) -> None:
    """Seed 003: "Always keep your Fortune points hidden from other players"; Inspect ground:
    "don't show it to the other players". Through a whole random game, the screen's view for
    a seat holds its own fortune and nobody else's, and a face-down tile only that seat
    inspected; with no seat at the screen, no fortune and no inspected tile at all."""
    session = GameSession(MatchSpec("digmars", default_seats(players, humans=players), seed=seed))
    engine = session.engine
    rng = Rng.from_seed(seed)
    for _ in range(400):
        if engine.is_over():
            break
        state = engine.state  # the test may look; the screen may not
        for viewer in [*range(players), None]:
            view = observe(session, viewer)
            for seat, fortune in enumerate(view.fortune):
                assert fortune == (state.fortune[seat] if seat == viewer else None)
            for stack in view.stacks:
                if stack.inspected:
                    assert viewer is not None and stack.top is not None
                    assert stack.top.id in state.inspected[viewer]
                if not stack.face_up and viewer is None:
                    assert stack.top is None
        legal = engine.legal_actions()
        looks = [a for a in legal if isinstance(a, A.Inspect)]
        session.apply(rng.choice(looks) if looks else rng.choice(legal))


def test_every_game_button_carries_an_action_or_a_bonus_choice(display: pygame.Surface) -> None:
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=2), seed=11)
    panel: ActionPanel = table.panel
    values = panel.values
    assert set(values) == {
        "upgrade0",
        "upgrade1",
        "upgrade2",
        "take_fortune",
        "inspect",
        "relocate",
        "end_turn",
        "declare",
    }
    typed = StartBonus | A.Upgrade | A.TakeFortune | A.EndTurn | A.DeclareVictory
    assert all(isinstance(v, typed) for v in values.values())
    assert values["upgrade2"] == A.Upgrade(A.FLEET)
    assert values["inspect"] == StartBonus("inspect")
    assert panel.name_of(A.Upgrade(A.CARRY)) == "upgrade1"
    assert panel.name_of(A.Move(1, 2)) is None


def test_the_keyboard_focus_lights_the_button_that_takes_it(display: pygame.Surface) -> None:
    """Tab through the legal actions: on End turn, the End turn button is the one selected;
    Enter takes the focused action."""
    app = make_app(display)
    table, session = start_table(app, default_seats(2, humans=2), seed=11)
    pass_screens(app)
    for _ in range(2):
        key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)
        pass_screens(app)
    frames(app, 1)
    assert observe(session, table.viewer).phase == "turn"
    for _ in range(200):
        key(app, pygame.K_TAB)
        if table.focused_action() == A.EndTurn():
            break
    assert table._chrome["end_turn"].is_selected
    assert not table._chrome["upgrade0"].is_selected
    before = len(session.match.actions)
    key(app, pygame.K_RETURN)
    assert session.match.actions[before] == A.EndTurn()


def test_upgrade_labels_show_the_rule_costs(display: pygame.Surface) -> None:
    """Seed 003, Upgrade: 1, 2, 3 fortune from levels 1, 2, 3; the label says what the player
    has when it is not enough, and that level 4 is the top."""
    session = GameSession(MatchSpec("digmars", default_seats(2, humans=2), seed=11))
    engine = session.engine
    engine.apply(A.PlaceStation(0))
    engine.apply(A.PlaceStation(1))
    me = engine.state.current
    engine.state.levels[me] = [1, 3, 4]
    engine.state.fortune[me] = 1
    view = observe(session, me)
    text = ActionPanel.upgrade_text
    assert text(view, A.DIG, human=True) == "Digging 1 \u2192 2  \u00b7  pay 1"
    assert text(view, A.CARRY, human=True) == "Carrying 3 \u2192 4  \u00b7  pay 3 (you have 1)"
    assert text(view, A.FLEET, human=True) == "Fleet: level 4, the top"
    assert "you have" not in text(view, A.CARRY, human=False)


def test_fortune_notes_show_only_the_viewers_own_fortune(display: pygame.Surface) -> None:
    """Seed 003: fortune is kept hidden. A share of a carried treasure floats up by the
    panel of the viewer only; an upgrade shows the fortune before and after to its own
    player, and only the price to everyone else."""
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=2), seed=11)
    share = Event("fortune_gained", {"player": 1}, secret={"amount": 3}, secret_to=(1,))
    animations, session = table.animations, table.session
    by = {seat: observe(session, seat) for seat in (0, 1)}
    assert len(animations.for_events([share], by[1], 1, banners=False)) == 1
    assert animations.for_events([share], by[0], 0, banners=False) == []
    assert animations.for_events([share], observe(session, None), None, banners=False) == []
    upgrade = Event("upgraded", {"player": 1, "equipment": A.CARRY, "level": 3, "cost": 2})
    (theirs,) = animations.for_events([upgrade], by[0], 0, banners=False)
    assert theirs.key is None  # another player's upgrade counts no fortune of theirs
    (own,) = animations.for_events([upgrade], by[1], 1, banners=False)
    after = by[1].fortune[1]
    assert after is not None
    assert own.key == Counting(1, "fortune", after + 2, after)
    assert upgrade_note(A.CARRY, 3, 2, 4) == "Carrying \u2192 3, paid 2: fortune 6 \u2192 4"
    assert upgrade_note(A.CARRY, 3, 2, None) == "Carrying \u2192 3, paid 2"
