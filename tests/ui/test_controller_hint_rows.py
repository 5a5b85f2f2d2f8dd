"""Issue 40 point 2: Settings, Rules, "Your history" and the full log show the row of key
hints the other screens have (game/ui/widgets/key_hints.py), naming what each key or
controller button does there, clear of every button and panel; and each is fully usable
with a controller alone (the D-pad, A, B, the shoulders)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pygame_gui
import pytest
from controller_helpers import focus_button, plug, press
from stats_helpers import write_history
from table_helpers import frames, make_app, start_table

from game.ui.play.seats import default_seats
from game.ui.scenes.log_view import LogScene
from game.ui.scenes.rules import CARD as RULES_CARD
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import CARD as SETTINGS_CARD
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.title import TitleScene
from game.ui.shell import glyphs
from game.ui.shell.app import App, title_scene
from game.ui.widgets.key_hints import render_key_hints

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
UP = pygame.CONTROLLER_BUTTON_DPAD_UP
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT = pygame.CONTROLLER_BUTTON_DPAD_LEFT
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
LB = pygame.CONTROLLER_BUTTON_LEFTSHOULDER
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER

# Issue 40 point 3: the rows stay clear at every text size offered.
pytestmark = pytest.mark.usefixtures("text_size")


def row_rect(scene: Any) -> pygame.Rect:
    """Where the scene's key-hint row is drawn on the canvas."""
    row = render_key_hints(scene.ctx.fonts, scene.key_hints())
    anchor, point = scene.key_hints_place()
    return row.get_rect(**{anchor: point})


def assert_clear(scene: Any, *panels: pygame.Rect) -> None:
    """The hint row: inside the canvas, over no button (greyed ones too) and no panel."""
    row = row_rect(scene)
    assert pygame.Rect((0, 0), scene.ctx.size).contains(row), row
    for element in scene.ui.elements:
        if isinstance(element, pygame_gui.elements.UIButton) and element.visible:
            assert not row.colliderect(element.rect), (element.text, row, element.rect)
    for panel in panels:
        assert not row.colliderect(panel), (row, panel)


def names(scene: Any) -> list[str]:
    """The row's words as the device last used names them."""
    return [f"[{glyphs.glyph(intent)}] {words}" for intent, words in scene.key_hints()]


def focus_on(app: App, scene: Any, element: Any, limit: int = 12) -> None:
    """The D-pad (up) moves the focus until it is on ``element``."""
    for _ in range(limit):
        if scene.focused_button is element:
            return
        press(app, UP)
    raise AssertionError(f"the focus never reached {element}")


def from_title(display: pygame.Surface, label: str) -> App:
    app = make_app(display)
    app.stack.push(title_scene(app))
    frames(app, 1)
    plug(app)
    focus_button(app, label)
    press(app, A)
    return app


def test_settings_has_its_hint_row_and_is_changed_with_the_controller(
    display: pygame.Surface,
) -> None:
    app = from_title(display, "Settings")
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    assert names(scene) == ["[D-pad] moves", "[A] changes it", "[B] done"]
    assert_clear(scene, SETTINGS_CARD)
    speed = app.ctx.settings.animation_speed
    auto = app.ctx.settings.auto_end_turn
    focus_on(app, scene, scene.elements["auto_end_turn"])
    press(app, A)
    assert app.ctx.settings.auto_end_turn is not auto
    focus_on(app, scene, scene.elements["speed"])
    press(app, A)  # a list shows its next choice
    assert app.ctx.settings.animation_speed != speed
    press(app, B)
    assert isinstance(app.stack.top, TitleScene)


def test_the_rules_have_their_hint_row_and_turn_pages_and_games_with_the_controller(
    display: pygame.Surface,
) -> None:
    app = from_title(display, "Rules")
    scene = app.stack.top
    assert isinstance(scene, RulesScene) and scene.games
    assert names(scene) == [
        "[D-pad \u2190 / \u2192] turns the page",
        "[D-pad \u2191 / \u2193] another game",
        "[B] closes",
    ]
    assert_clear(scene, RULES_CARD)
    first = scene.game_id
    press(app, RIGHT)
    assert scene.page == 1
    press(app, LEFT)
    assert scene.page == 0
    press(app, DOWN)
    assert scene.game_id != first and scene.page == 0
    press(app, UP)
    assert scene.game_id == first
    press(app, B)
    assert isinstance(app.stack.top, TitleScene)


def test_the_rules_from_a_table_name_only_the_pages_and_closing(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=1))
    frames(app, 2)
    plug(app)
    app.stack.push(RulesScene(app.ctx, table.session.info.game_id))
    frames(app, 2)
    scene = app.stack.top
    press(app, RIGHT)  # the controller in use: the row names its buttons
    assert scene.page == 1
    assert names(scene) == ["[D-pad \u2190 / \u2192] turns the page", "[B] closes"]
    assert_clear(scene, RULES_CARD)


def test_your_history_has_its_hint_row_and_is_read_with_the_controller(
    display: pygame.Surface, tmp_path: Path
) -> None:
    app = make_app(display)
    app.stack.push(title_scene(app))
    plug(app)
    scene = StatsScene(app.ctx, write_history(tmp_path / "stats.json"))
    app.stack.push(scene)
    scene.wait_read()
    frames(app, 2)
    press(app, DOWN)  # the controller in use: the row names its buttons
    assert names(scene) == ["[D-pad] moves", "[A] chooses", "[B] back"]
    assert_clear(scene)
    for _, rect in scene.texts:
        assert not row_rect(scene).colliderect(rect)
    assert len(scene.names) > 1 and scene.chosen == 0
    second = next(b for b, i in scene.name_buttons.items() if i == 1)
    focus_button(app, second.text)
    press(app, A)
    assert scene.chosen == 1
    focus_button(app, "Back")
    press(app, A)
    assert isinstance(app.stack.top, TitleScene)


def test_the_full_log_has_its_hint_row_and_scrolls_with_the_controller(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=1))
    frames(app, 2)
    for i in range(120):  # a long history: more lines than the panel shows
        table.log.add(f"Line {i} of a long game.", (200, 200, 200))
    plug(app)
    table.open_full_log()
    frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, LogScene)
    assert scene.anchor is None  # the newest lines
    press(app, UP)
    assert names(scene) == ["[D-pad] scrolls", "[LB / RB] a page", "[B] closes"]
    assert_clear(scene, scene.rect)
    one = scene.anchor
    assert one is not None
    press(app, LB)
    assert scene.anchor is not None and scene.anchor < one
    press(app, RB)
    assert scene.anchor == one
    press(app, DOWN)
    assert scene.anchor is None
    press(app, B)
    assert app.stack.top is table
