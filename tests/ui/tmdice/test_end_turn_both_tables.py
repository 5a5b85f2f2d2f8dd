"""Issue 13, point 5 (both tables): you see what happened before your turn ends. When the
rules end a person's turn by themselves (TM Dice 000: after the main action, or after a
production turn with no free action left; Dig Mars: no action left), the table holds on that
person's view -- the cards just drawn, the dice just rolled -- until they press "End turn";
Settings can end the turn automatically instead (off by default)."""

from __future__ import annotations

import random

import pygame
from table_helpers import frames, key, make_app, start_table
from tmdice_ui_helpers import start, to_turn_window

from game.store.settings import Settings
from game.ui.play.seats import default_seats
from game.ui.scenes.pass_device import PassScene
from game.ui.scenes.table import TableScene
from game.ui.shell.app import App


def _play_until_held(app: App, table: TableScene, limit: int = 400) -> int:
    """Random legal moves by the people until a turn ends by itself; the seat that played."""
    rng = random.Random(4)
    for _ in range(limit):
        frames(app, 1)
        top = app.stack.top
        if isinstance(top, PassScene):
            top.confirm()
            continue
        if table.holding:
            assert table.viewer is not None
            return table.viewer
        if table.human_to_act():
            table.try_action(rng.choice(table.legal()))
    raise AssertionError("no turn ended by itself")


def test_settings_end_turns_by_hand_by_default() -> None:
    assert Settings().auto_end_turn is False


def test_a_tmdice_hot_seat_turn_waits_for_end_turn(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, default_seats(2, humans=2), seed=5)
    to_turn_window(app, table)
    seat = _play_until_held(app, table)
    hand_before = table.views[seat].hand
    frames(app, 30)  # the table waits: no pass screen, the same person's view
    assert table.holding and app.stack.top is table and table.viewer == seat
    assert table.views[seat].hand == hand_before
    assert table._end_turn_button is not None and table._end_turn_button.visible
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert not table.holding
    assert isinstance(app.stack.top, PassScene)


def test_end_turn_automatically_skips_the_wait(display: pygame.Surface) -> None:
    app = App(
        display,
        settings=Settings(animation_speed="instant", volume=0.0, auto_end_turn=True),
        sound=False,
    )
    table = start(app, default_seats(2, humans=2), seed=5)
    to_turn_window(app, table)
    rng = random.Random(4)
    turns = 0
    for _ in range(300):
        frames(app, 1)
        assert not table.holding
        top = app.stack.top
        if isinstance(top, PassScene):
            top.confirm()
            turns += 1
            if turns >= 3:
                return
            continue
        if table.human_to_act():
            table.try_action(rng.choice(table.legal()))
    raise AssertionError("the turns did not pass")


def test_a_dig_mars_hot_seat_turn_waits_for_end_turn(display: pygame.Surface) -> None:
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=2), seed=7)
    seat = _play_until_held(app, table)
    frames(app, 30)
    assert table.holding and app.stack.top is table and table.viewer == seat
    button = table._end_turn_button
    assert button is not None
    app.frame(
        [pygame.event.Event(pygame_gui_pressed(), ui_element=button)],
        1 / 60,
    )
    frames(app, 3)
    assert not table.holding
    assert isinstance(app.stack.top, PassScene)


def pygame_gui_pressed() -> int:
    import pygame_gui

    return int(pygame_gui.UI_BUTTON_PRESSED)
