"""Issue 40, seats and controllers: in hot-seat with claims only the acting person's
controller (or, for a person with none, a controller nobody claimed) acts, and any other says
why in a sentence; a save keeps who held which controller (by its GUID and name) and the
game loaded again gives each back; the Load screen is played with the controller."""

from __future__ import annotations

import pygame
from controller_helpers import focus_button, press
from table_helpers import frames, make_app

from game.ui.play.seats import MatchSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table
from game.ui.shell.app import App

A = pygame.CONTROLLER_BUTTON_A
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN


def plug(app: App, index: int, guid: str = "") -> None:
    """A controller SDL adds; a made-up one names its GUID in the event."""
    event = pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index, guid=guid)
    app.frame([event], 1 / 60)


def _hot_seat(app: App):  # type: ignore[no-untyped-def]
    from game.ui.scenes.pass_device import PassScene

    session = GameSession(MatchSpec("digmars", default_seats(2, humans=2), seed=7))
    table = open_table(app.ctx, session)
    app.stack.push(table)
    frames(app, 3)
    if isinstance(app.stack.top, PassScene):
        app.stack.top.confirm()
        frames(app, 2)
    assert app.stack.top is table and table.human_to_act()
    return table


def test_another_persons_controller_is_refused_with_a_sentence(display: pygame.Surface) -> None:
    app = make_app(display)
    for i in range(2):
        plug(app, i)
    table = _hot_seat(app)
    seat = table.session.decider()
    other = 1 - seat
    app.pads.claims = {seat: 0, other: 1}
    press(app, DOWN, instance=1)
    assert table.focus == -1  # nothing moved...
    name = table.session.name(seat)
    number = app.pads.number(0)
    assert table.message == f"{name}'s turn: controller {number} acts for them."  # ...and why
    assert table.message_is_error
    press(app, DOWN, instance=0)
    assert table.focus == 0


def test_a_person_without_a_controller_may_use_a_free_one_not_anothers(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    for i in range(3):
        plug(app, i)
    table = _hot_seat(app)
    seat = table.session.decider()
    other = 1 - seat
    app.pads.claims = {other: 1}
    press(app, DOWN, instance=1)
    assert table.focus == -1
    mine, theirs = table.session.name(seat), table.session.name(other)
    number = app.pads.number(1)
    assert table.message == f"{mine}'s turn: controller {number} is {theirs}'s."
    press(app, DOWN, instance=2)  # nobody claimed controller 2: it acts for them
    assert table.focus == 0


def test_the_pass_screen_says_why_another_controller_does_nothing(
    display: pygame.Surface,
) -> None:
    from game.ui.scenes.pass_device import PassScene

    app = make_app(display)
    for i in range(2):
        plug(app, i)
    session = GameSession(MatchSpec("cockroach", default_seats(3, humans=2), seed=9))
    app.stack.push(open_table(app.ctx, session))
    frames(app, 3)
    top = app.stack.top
    assert isinstance(top, PassScene)  # two people at a game with secrets: the pass screen
    seat = session.decider()
    assert seat is not None
    app.pads.claims = {seat: 0, next(s for s in session.humans() if s != seat): 1}
    press(app, A, instance=1)
    assert app.stack.top is top and top.refusal.startswith(session.name(seat))
    press(app, A, instance=0)
    assert app.stack.top is not top


def test_a_save_keeps_the_claims_and_load_gives_each_controller_back(
    display: pygame.Surface,
) -> None:
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.table import TableScene
    from game.ui.shell.app import title_scene

    app = make_app(display)
    app.stack.push(title_scene(app))
    frames(app, 1)
    plug(app, 0, "guid-red")
    plug(app, 1, "guid-blue")
    focus_button(app, "New game")
    press(app, A)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    for seat in setup.seats:  # two people, no computer (set on the form as a click would)
        seat.human = True
    setup.seats = setup.seats[:2]
    setup._build_rows()
    press(app, A, instance=1)  # blue claims the first person's seat, red the second
    press(app, A, instance=0)
    assert app.pads.claims == {0: 1, 1: 0}
    focus_button(app, "Start game")
    press(app, A, instance=0)
    frames(app, 3)
    table = next(s for s in app.stack if isinstance(s, TableScene))
    assert [s.controller for s in table.session.spec.seats] == ["guid-blue", "guid-red"]
    assert table.session.save_now()
    app.close()

    again = make_app(display)  # the app starts again; the controllers come in another order
    again.stack.push(title_scene(again))
    frames(again, 1)
    plug(again, 0, "guid-blue")
    plug(again, 1, "guid-red")
    focus_button(again, "Load game")
    press(again, A)
    load = again.stack.top
    assert isinstance(load, LoadScene)
    load.wait_checked()
    frames(again, 2)
    opened = next(b for b, (name, _) in load.row_buttons.items() if name == "load")
    for _ in range(40):
        if load.focused_button is opened:
            break
        press(again, DOWN)
    assert load.focused_button is opened
    press(again, A)
    frames(again, 3)
    assert any(isinstance(s, TableScene) for s in again.stack)
    assert again.pads.claims == {0: 0, 1: 1}  # blue is seat 0's again, red seat 1's


def test_a_claimed_controller_plugged_in_again_goes_back_to_its_person(
    display: pygame.Surface,
) -> None:
    from game.ui.scenes.dialog import ControllerLostDialog

    app = make_app(display)
    plug(app, 0, "guid-red")
    plug(app, 1, "guid-blue")
    _hot_seat(app)
    app.pads.claims = {0: 0, 1: 1}
    press(app, DOWN, instance=0)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=1))
    frames(app, 1)
    assert isinstance(app.stack.top, ControllerLostDialog)
    assert app.pads.claims == {0: 0}  # meanwhile seat 1 plays with the mouse or the keys
    plug(app, 5, "guid-blue")
    assert app.pads.claims == {0: 0, 1: 5}
