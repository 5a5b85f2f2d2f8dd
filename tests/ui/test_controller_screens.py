"""Issue 40 on the screens a game leads to, with the controller alone: the replay viewer's
buttons (shoulders jump turns, X changes the view, triggers change the speed, A plays), a
hint asked with Y and taken with A, key hints that name the device last used on every
screen, the mouse pointer hidden while a controller is used, and hovering information that
follows the focus (TM Dice's card preview)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
from controller_helpers import PadPlayer, focus_button, plug, press, stick
from table_helpers import frames, make_app

from game.ui.play.seats import MatchSpec, SeatSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table
from game.ui.shell import glyphs
from game.ui.shell.app import App

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X
Y = pygame.CONTROLLER_BUTTON_Y
LB = pygame.CONTROLLER_BUTTON_LEFTSHOULDER
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN


def _table(app: App, game_id: str, seats: list[SeatSpec], seed: int = 3) -> Any:
    session = GameSession(MatchSpec(game_id, seats, seed=seed))
    table = open_table(app.ctx, session)
    app.stack.push(table)
    frames(app, 2)
    return table


def _keyboard(app: App, key: int = pygame.K_TAB) -> None:
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")], 1 / 60)


def _mouse(app: App) -> None:
    where = app.canvas.to_window((400, 300))
    moved = pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(4, 0), buttons=(0, 0, 0))
    app.frame([moved], 1 / 60)


def _replay(app: App) -> Any:
    from game.ui.scenes.results import ResultsScene

    table = _table(app, "digmars", default_seats(2, humans=2), 7)
    PadPlayer(app, table, "digmars").play()
    assert isinstance(app.stack.top, ResultsScene)
    focus_button(app, "Replay")
    press(app, A)
    return app.stack.top


def test_the_replay_has_buttons_for_turns_view_speed_and_play(display: pygame.Surface) -> None:
    from game.ui.replay.table import replay_help

    app = make_app(display)
    plug(app)
    replay = _replay(app)
    positions = replay.session.positions
    start = replay.session.step
    press(app, RB)  # a shoulder jumps a turn on
    assert replay.session.step == positions.next_turn(start) != start
    press(app, LB)  # and back
    assert replay.session.step == start
    view = replay.viewpoint
    press(app, X)  # X changes whose view
    assert replay.viewpoint != view
    rate = replay.rate
    stick(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 32000)  # the right trigger: faster
    assert replay.rate > rate
    stick(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 0)
    stick(app, pygame.CONTROLLER_AXIS_TRIGGERLEFT, 32000)  # the left trigger: slower
    assert replay.rate == rate
    press(app, A)  # A plays
    assert replay.playing
    press(app, A)
    assert not replay.playing
    # the help line names the controller's buttons
    assert replay.message == replay_help()
    assert "LB / RB" in replay.message and "X view" in replay.message
    assert "LT / RT speed" in replay.message
    _keyboard(app, pygame.K_RIGHT)  # a key: the help names keys again
    assert "PgUp / PgDn" in replay.message and "V view" in replay.message


def test_a_hint_is_asked_with_y_and_taken_with_a(display: pygame.Surface) -> None:
    app = make_app(display)
    plug(app)
    table = _table(app, "digmars", default_seats(2, humans=1), 7)
    assert table.human_to_act()
    actions = len(table.session.match.actions)
    press(app, Y)
    for _ in range(3000):  # the hint is thought on another process; the frame never waits
        if table.focus >= 0:
            break
        app.frame([], 1 / 60)
        pygame.time.wait(2)
    assert table.focus >= 0, table.message  # the hinted choice has the focus...
    hinted = table.focused_action()
    press(app, A)  # ...and A takes it
    assert table.session.match.actions[actions] == hinted


def test_every_screens_key_hints_follow_the_device(display: pygame.Surface) -> None:
    from game.ui.scenes.menu import PauseMenu
    from game.ui.shell.app import title_scene

    app = make_app(display)
    app.stack.push(title_scene(app))
    frames(app, 1)
    title = app.stack.top
    assert title.key_hints() == [("back", "quits")]
    plug(app)
    press(app, DOWN)
    assert glyphs.device() == "pad" and title.key_hints()[-1] == ("take", "chooses")
    app.stack.clear()
    table = _table(app, "digmars", default_seats(2, humans=1), 7)
    assert table.status_lines()[1] == "D-pad pick a square, A places."
    press(app, DOWN)
    assert table.message.startswith("A: ")  # the pick, named with the button that takes it
    _keyboard(app)
    assert table.message.startswith("Enter: ")
    assert table.status_lines()[1] == "Tab / arrows pick a square, Enter places."
    press(app, pygame.CONTROLLER_BUTTON_START)
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    frames(app, 1)
    assert glyphs.glyph("back") == "B"  # the menu's row: [A] chooses [B] resumes
    assert menu.key_hints() == [("take", "chooses"), ("back", "resumes")]


def test_the_tm_dice_hints_name_the_controller(display: pygame.Surface) -> None:
    from game.ui.tmdice.hints import legal_hint

    app = make_app(display)
    plug(app)
    table = _table(app, "tmdice", [SeatSpec("Ada", 0, True), SeatSpec("Rover 1", 1, False)], 5)
    press(app, DOWN)
    assert legal_hint(table.situation()) == "Choose one of the buttons (D-pad + A work too)."
    _keyboard(app)
    assert (
        legal_hint(table.situation())
        == "Choose one of the buttons (Tab / arrows + Enter work too)."
    )


def test_the_mouse_pointer_hides_on_every_screen_and_comes_back(display: pygame.Surface) -> None:
    from game.ui.shell.app import title_scene

    app = make_app(display)
    app.stack.push(title_scene(app))
    frames(app, 1)
    plug(app)
    for screen in ("New game", "Load game", "Settings", "Your history"):
        focus_button(app, screen)
        press(app, A)
        assert not pygame.mouse.get_visible(), screen
        _mouse(app)
        assert pygame.mouse.get_visible(), screen
        press(app, B)
    replay = _replay(app)
    press(app, RB)
    assert not pygame.mouse.get_visible()
    _mouse(app)
    assert pygame.mouse.get_visible()
    assert replay.message.startswith("\u2190 / \u2192 step")  # the mouse's hints name keys


def test_a_focused_card_shows_its_preview_as_hovering_does(display: pygame.Surface) -> None:
    from game.rules.tmdice import actions as TA
    from game.ui.tmdice import overlays

    app = make_app(display)
    plug(app)
    table = _table(app, "tmdice", [SeatSpec("Ada", 0, True), SeatSpec("Rover 1", 1, False)], 5)
    player = PadPlayer(app, table, "tmdice")
    for _ in range(3000):
        legal = table.legal()
        if any(isinstance(a, TA.PlayCard | TA.DiscardCard) for a in legal):
            break
        player.step()
    legal = table.legal()
    card = next(a for a in legal if isinstance(a, TA.PlayCard | TA.DiscardCard))
    while table.focused_action() != card:
        press(app, DOWN)
    sit = table.situation()
    assert sit.focus == card
    focused = pygame.Surface(app.ctx.size, pygame.SRCALPHA)
    overlays.draw_overlays(table.pics, sit, table.model, None, focused)
    bare = pygame.Surface(app.ctx.size, pygame.SRCALPHA)
    overlays.draw_overlays(table.pics, replace(sit, focus=None), table.model, None, bare)
    where = overlays.enlarged_rect(sit, table.model, ("project", card.card))
    assert focused.subsurface(where).get_bounding_rect().size == where.size  # the big card
    assert bare.subsurface(where).get_bounding_rect().width < where.width


def test_a_whole_tm_dice_game_with_colonies_is_played_with_the_controller_alone(
    display: pygame.Surface,
) -> None:
    from game.ui.scenes.results import ResultsScene

    app = make_app(display)
    plug(app)
    seats = [SeatSpec("Ada", 0, True), SeatSpec("Rover 1", 1, False, "normal")]
    session = GameSession(MatchSpec("tmdice", seats, {"colonies": True}, seed=6))
    table = open_table(app.ctx, session)
    app.stack.push(table)
    frames(app, 2)
    assert "colonies" in session.engine.state.modules
    player = PadPlayer(app, table, "tmdice")
    player.play()
    assert session.is_over() and isinstance(app.stack.top, ResultsScene)
    built = [a for a in session.match.actions if type(a).__name__ in ("BuildColony", "Trade")]
    print(f"tmdice with colonies: {player.decisions} decisions, {len(built)} colony actions")
