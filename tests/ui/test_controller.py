"""Issue 40: every screen playable with a game controller (SDL's GameController API), tested
without hardware by posting the controller events SDL would send."""

from __future__ import annotations

import pygame
import pytest
from controller_helpers import PadPlayer, focus_button, plug, press, stick, unplug
from table_helpers import frames, make_app

from game.ui.play.seats import MatchSpec, SeatSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
START = pygame.CONTROLLER_BUTTON_START


def test_a_controller_goes_from_the_title_to_a_table(display: pygame.Surface) -> None:
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.table import TableScene
    from game.ui.shell.app import title_scene

    app = make_app(display)
    app.stack.push(title_scene(app))
    frames(app, 1)
    plug(app)
    focus_button(app, "New game")
    press(app, A)
    assert isinstance(app.stack.top, SetupScene)
    focus_button(app, "Start game")
    press(app, A)  # the first A claims the first person's seat for this controller
    assert app.pads.claims == {0: 0}
    press(app, A)
    frames(app, 2)
    assert isinstance(app.stack.top, TableScene)
    assert app.pads.device == "pad"


def test_each_person_claims_a_controller_and_the_pass_screen_says_whose_acts(
    display: pygame.Surface,
) -> None:
    from game.ui.scenes.pass_device import PassScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.table import TableScene
    from game.ui.shell.app import title_scene

    app = make_app(display)
    app.stack.push(title_scene(app))
    frames(app, 1)
    plug(app, 0)
    plug(app, 1)
    focus_button(app, "New game")
    press(app, A)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    human = [i for i, s in enumerate(setup.seats) if s.human]
    press(app, A, instance=1)  # the second controller claims the first person's seat
    press(app, A, instance=1)  # (a second A from it is an ordinary A)
    while len(human) < 2:
        kind = setup.rows[len(human)]["kind"]
        while setup.focused_button is not kind:
            press(app, DOWN, instance=1)
        while not setup.seats[len(human)].human:
            press(app, A, instance=1)
        human = [i for i, s in enumerate(setup.seats) if s.human]
    press(app, A, instance=0)
    assert app.pads.claims == {0: 1, 1: 0}
    frames(app, 1)  # the claims are drawn
    focus_button(app, "Start game")
    press(app, A, instance=0)
    frames(app, 4)
    tables = [s for s in app.stack if isinstance(s, TableScene)]
    assert tables
    assert tables[0].who_acts(0) == f"Controller 2 acts: {tables[0].session.name(0)}'s."
    assert tables[0].who_acts(1) == f"Controller 1 acts: {tables[0].session.name(1)}'s."
    top = app.stack.top
    if isinstance(top, PassScene):  # a game with secrets: the pass screen says it
        assert top.acts.startswith("Controller ")


def test_a_seat_with_a_controller_is_played_with_that_controller_only(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    plug(app, 0)
    plug(app, 1)
    table = _table(app, "digmars", default_seats(2, humans=1))
    app.pads.claims = {0: 1}
    press(app, DOWN, instance=0)
    assert table.focus == -1
    press(app, DOWN, instance=1)
    assert table.focus == 0


def test_a_controller_makes_a_seat_a_computer_on_new_game(display: pygame.Surface) -> None:
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.table import TableScene
    from game.ui.shell.app import title_scene

    app = make_app(display)
    app.stack.push(title_scene(app))
    frames(app, 1)
    focus_button(app, "New game")
    press(app, A)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    kind = setup.rows[1]["kind"]
    for _ in range(40):
        if setup.focused_button is kind:
            break
        press(app, DOWN)
    assert setup.focused_button is kind
    press(app, A)  # the first A claims the first person's seat for this controller
    assert app.pads.claims == {0: 0}
    for flips in range(2):  # A goes through the list: a person, then a computer again
        was = setup.seats[1].human
        for _ in range(10):
            press(app, A)
            kind = setup.rows[1]["kind"]
            assert setup.focused_button is kind  # the list rebuilt keeps the focus
            if setup.seats[1].human != was:
                break
        assert setup.seats[1].human != was
        if flips and not setup.seats[1].human:
            break
    assert not setup.seats[1].human
    focus_button(app, "Start game")
    press(app, A)
    frames(app, 2)
    top = app.stack.top
    assert isinstance(top, TableScene), (getattr(top, "error", ""), top.focused_button)
    assert not top.session.is_human(1)


def test_a_controller_changes_the_settings(display: pygame.Surface) -> None:
    from game.ui.scenes.settings import SettingsScene
    from game.ui.shell.app import title_scene

    app = make_app(display)
    app.stack.push(title_scene(app))
    frames(app, 1)
    focus_button(app, "Settings")
    press(app, A)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    speed, volume = settings.elements["speed"], settings.elements["volume"]
    was = app.settings.animation_speed
    while settings.focused_button is not speed:
        press(app, DOWN)
    press(app, A)
    assert app.settings.animation_speed != was
    while settings.focused_button is not volume:
        press(app, DOWN)
    loud = app.settings.volume
    press(app, A)
    assert app.settings.volume != loud
    press(app, B)
    assert app.stack.top is not settings


def test_b_backs_out_and_never_quits_from_the_title(display: pygame.Surface) -> None:
    from game.ui.scenes.title import TitleScene
    from game.ui.shell.app import title_scene

    app = make_app(display)
    app.stack.push(title_scene(app))
    frames(app, 1)
    focus_button(app, "New game")
    press(app, A)
    press(app, B)
    assert isinstance(app.stack.top, TitleScene)
    press(app, B)
    assert app.running and isinstance(app.stack.top, TitleScene)


def test_start_opens_the_menu_and_b_leaves_it(display: pygame.Surface) -> None:
    from game.ui.scenes.menu import PauseMenu

    app = make_app(display)
    table = _table(app, "digmars", default_seats(2, humans=1))
    press(app, DOWN)  # a pick...
    assert table.focus >= 0
    press(app, START)  # ...and Start still opens the menu
    assert isinstance(app.stack.top, PauseMenu)
    press(app, B)
    assert app.stack.top is table
    press(app, B)  # B drops the pick
    assert table.focus == -1


def test_the_stick_moves_the_focus_past_a_dead_zone_and_repeats(display: pygame.Surface) -> None:
    app = make_app(display)
    table = _table(app, "digmars", default_seats(2, humans=1))
    stick(app, pygame.CONTROLLER_AXIS_LEFTY, 6000)  # in the dead zone: nothing
    assert table.focus == -1
    stick(app, pygame.CONTROLLER_AXIS_LEFTY, 30000)
    assert table.focus == 0
    assert len(table.legal()) > 10
    for _ in range(9):  # held less than the repeat's delay: still
        app.frame([], 1 / 30)
    assert table.focus == 0
    for _ in range(9):  # held longer: it repeats, a few times a second
        app.frame([], 1 / 30)
    assert 2 <= table.focus <= 4
    stick(app, pygame.CONTROLLER_AXIS_LEFTY, 0)
    held = table.focus
    for _ in range(30):
        app.frame([], 1 / 30)
    assert table.focus == held


def test_the_mouse_pointer_hides_while_a_controller_is_used(display: pygame.Surface) -> None:
    app = make_app(display)
    _table(app, "digmars", default_seats(2, humans=1))
    press(app, DOWN)
    assert app.pads.device == "pad" and app.pads.glyph("take") == "A"
    where = app.canvas.to_window((300, 300))
    app.frame(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(3, 0), buttons=(0, 0, 0))],
        1 / 60,
    )
    assert app.pads.device == "mouse" and app.pads.glyph("take") == "Enter"


def test_unplugging_the_controller_in_use_pauses_the_game_with_a_sentence(
    display: pygame.Surface,
) -> None:
    from game.ui.scenes.dialog import ControllerLostDialog

    app = make_app(display)
    table = _table(app, "digmars", default_seats(2, humans=1))
    plug(app)
    press(app, DOWN)
    unplug(app)
    top = app.stack.top
    assert isinstance(top, ControllerLostDialog)
    assert "unplugged" in top.question
    frames(app, 2)
    plug(app)  # plugged in again: A goes on
    press(app, A)
    assert app.stack.top is table


def test_unplugging_a_persons_controller_pauses_the_game_too(display: pygame.Surface) -> None:
    from game.ui.scenes.dialog import ControllerLostDialog

    app = make_app(display)
    _table(app, "digmars", default_seats(2, humans=2))
    plug(app, 0)
    plug(app, 1)
    app.pads.claims = {0: 0, 1: 1}
    press(app, DOWN, instance=0)
    unplug(app, 1)
    assert isinstance(app.stack.top, ControllerLostDialog)


def test_unplugging_a_controller_not_in_use_changes_nothing(display: pygame.Surface) -> None:
    app = make_app(display)
    table = _table(app, "digmars", default_seats(2, humans=1))
    press(app, DOWN, instance=0)
    plug(app, 1)
    unplug(app, 1)
    assert app.stack.top is table


@pytest.mark.parametrize(
    ("game_id", "seats", "seed"),
    [
        (
            "tmdice",
            [SeatSpec("Ada", 0, True), SeatSpec("Rover 1", 1, False, "normal")],
            5,
        ),
        ("digmars", default_seats(2, humans=2), 7),
        ("cockroach", default_seats(3, humans=2), 9),
    ],
)
def test_a_whole_game_is_played_with_the_controller_alone(
    display: pygame.Surface, game_id: str, seats: list[SeatSpec], seed: int
) -> None:
    from game.ui.scenes.results import ResultsScene

    app = make_app(display)
    plug(app)
    table = _table(app, game_id, seats, seed)
    player = PadPlayer(app, table, game_id)
    player.play()
    assert table.session.is_over()
    assert isinstance(app.stack.top, ResultsScene)
    assert player.decisions > 5
    print(
        f"{game_id}: {player.decisions} decisions, {player.presses} presses, "
        f"{player.pass_screens} pass screens"
    )


def _table(app, game_id: str, seats: list[SeatSpec], seed: int = 3):  # type: ignore[no-untyped-def]
    session = GameSession(MatchSpec(game_id, seats, seed=seed))
    table = open_table(app.ctx, session)
    app.stack.push(table)
    frames(app, 2)
    return table


def test_after_a_game_the_controller_reaches_replay_review_and_the_title(
    display: pygame.Surface,
) -> None:
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.review import ReviewScene
    from game.ui.scenes.title import TitleScene
    from game.ui.shell.app import title_scene

    app = make_app(display)
    app.stack.push(title_scene(app))
    plug(app)
    table = _table(app, "digmars", default_seats(2, humans=2), 7)
    PadPlayer(app, table, "digmars").play()
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    focus_button(app, "Replay")
    press(app, A)
    replay = app.stack.top
    assert replay is not results
    step = replay.session.step
    press(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert replay.session.step == step + 1
    press(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    assert replay.session.step == step
    press(app, B)
    assert app.stack.top is results
    focus_button(app, "Review")
    press(app, A)
    assert isinstance(app.stack.top, ReviewScene)
    press(app, B)
    assert app.stack.top is results
    focus_button(app, "Back to title")
    press(app, A)
    assert isinstance(app.stack.top, TitleScene)


def test_a_shoulder_undoes_and_y_asks_for_a_hint(display: pygame.Surface) -> None:
    app = make_app(display)
    from game.ui.scenes.pass_device import PassScene

    table = _table(app, "digmars", default_seats(2, humans=1), 7)
    assert not isinstance(app.stack.top, PassScene) and table.human_to_act()
    actions = len(table.session.match.actions)
    press(app, DOWN, A)
    for _ in range(2000):  # the computer's turn, then the person's again
        if table.human_to_act():
            break
        if table.session.thinking is not None:
            table.session.thinking.join(0.01)
        app.frame([], 1 / 60)
    after = len(table.session.match.actions)
    assert after > actions
    allowed = table.undo_allowed()
    press(app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)  # as Ctrl+Z: undone, or why not
    if allowed:
        assert len(table.session.match.actions) < after
    else:
        assert table.message == table.undo_refusal(table.viewer)
    press(app, pygame.CONTROLLER_BUTTON_Y)
    assert table.hinting.asked is not None or table.hinting.started or table.message
