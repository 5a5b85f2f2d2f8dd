"""Issue 40: text fields are typed with a game controller on the on-screen keyboard (a
person's name and the seed on New game, a save's name), tested by posting the controller
events SDL would send."""

from __future__ import annotations

import pygame
import pygame_gui
from controller_helpers import focus_button, plug, press
from table_helpers import frames, make_app

from game.ui.shell.app import App

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X
Y = pygame.CONTROLLER_BUTTON_Y
START = pygame.CONTROLLER_BUTTON_START
UP = pygame.CONTROLLER_BUTTON_DPAD_UP
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT = pygame.CONTROLLER_BUTTON_DPAD_LEFT
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT


def type_letters(app: App, word: str) -> None:
    """Type ``word`` on the on-screen keyboard with the D-pad and A alone (the test reads
    where the focus is, as a person looks at the screen)."""
    from game.ui.scenes.letters import LetterPicker

    picker = app.stack.top
    assert isinstance(picker, LetterPicker)
    for letter in word:
        target = next(b for b, k in picker.keys.items() if k.lower() == letter.lower())
        for _ in range(40):
            row, col = picker._where()
            goal_row = next(r for r, line in enumerate(picker.grid) if target in line)
            if picker.focused_button is target:
                break
            if row != goal_row:
                press(app, DOWN if goal_row > row else UP)
            else:
                press(app, RIGHT if picker.grid[row].index(target) > col else LEFT)
        assert picker.focused_button is target
        press(app, A)


def _setup(app: App):  # type: ignore[no-untyped-def]
    from game.ui.scenes.setup import SetupScene
    from game.ui.shell.app import title_scene

    app.stack.push(title_scene(app))
    frames(app, 1)
    plug(app)
    focus_button(app, "New game")
    press(app, A)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    press(app, A)  # the first A claims the first person's seat for this controller
    return setup


def _focus(app: App, element: object, limit: int = 60) -> None:
    top = app.stack.top
    for _ in range(limit):
        if top.focused_button is element:  # type: ignore[union-attr]
            return
        press(app, DOWN)
    raise AssertionError("the D-pad never reached the field")


def test_a_on_a_name_opens_the_keyboard_and_start_keeps_the_name(display: pygame.Surface) -> None:
    from game.ui.scenes.letters import LetterPicker
    from game.ui.scenes.table import TableScene

    app = make_app(display)
    setup = _setup(app)
    name = setup.rows[0]["name"]
    _focus(app, name)
    press(app, A)
    picker = app.stack.top
    assert isinstance(picker, LetterPicker)
    for _ in range(len(picker.text)):
        press(app, X)  # X erases a letter
    assert picker.text == ""
    type_letters(app, "zoe")
    assert picker.text == "Zoe"  # a word starts with a capital, then small letters
    press(app, START)
    assert app.stack.top is setup
    assert name.get_text() == "Zoe"
    focus_button(app, "Start game")
    press(app, A)
    frames(app, 2)
    table = next(s for s in app.stack if isinstance(s, TableScene))
    assert table.session.name(0) == "Zoe"


def test_b_cancels_the_keyboard_and_y_switches_capitals(display: pygame.Surface) -> None:
    from game.ui.scenes.letters import LetterPicker

    app = make_app(display)
    setup = _setup(app)
    name = setup.rows[0]["name"]
    was = name.get_text()
    _focus(app, name)
    press(app, A)
    picker = app.stack.top
    assert isinstance(picker, LetterPicker)
    assert was and not was.endswith(" ")
    press(app, Y)  # capitals switched: inside a word the next letter is a capital
    type_letters(app, "q")
    assert picker.text == was + "Q"
    press(app, B)
    assert app.stack.top is setup
    assert name.get_text() == was


def test_the_seed_takes_digits_only(display: pygame.Surface) -> None:
    from game.ui.scenes.letters import LetterPicker

    app = make_app(display)
    setup = _setup(app)
    _focus(app, setup.seed_entry)
    press(app, A)
    picker = app.stack.top
    assert isinstance(picker, LetterPicker) and picker.head == "Seed"
    assert all(k.isdigit() or k in ("erase", "done") for k in picker.keys.values())
    type_letters(app, "42")
    press(app, START)
    assert setup.seed_entry is not None and setup.seed_entry.get_text() == "42"
    spec = setup.spec()
    assert spec is not None and spec.seed == 42


def test_a_save_is_named_with_the_controller(display: pygame.Surface) -> None:
    from game.ui.play.seats import MatchSpec, default_seats
    from game.ui.play.session import GameSession
    from game.ui.play.tables import open_table
    from game.ui.scenes.dialog import SaveAsDialog
    from game.ui.scenes.letters import LetterPicker
    from game.ui.scenes.menu import PauseMenu

    app = make_app(display)
    plug(app)
    session = GameSession(MatchSpec("digmars", default_seats(2, humans=1), seed=3), app.saves)
    app.stack.push(open_table(app.ctx, session))
    frames(app, 2)
    press(app, START)
    assert isinstance(app.stack.top, PauseMenu)
    focus_button(app, "Save as\u2026")
    press(app, A)
    dialog = app.stack.top
    assert isinstance(dialog, SaveAsDialog)
    _focus(app, dialog.entry)
    press(app, A)
    picker = app.stack.top
    assert isinstance(picker, LetterPicker)
    while picker.text:
        press(app, X)
    type_letters(app, "mars")
    press(app, START)
    assert dialog.name() == "Mars"
    focus_button(app, "Save")
    press(app, A)
    assert session.saving is not None
    assert session.saving.store.path_for("Mars").exists()
    assert app.stack.top is not dialog


def test_the_keyboard_names_its_buttons_for_the_device(display: pygame.Surface) -> None:
    from game.ui.scenes.letters import LetterPicker

    app = make_app(display)
    setup = _setup(app)
    _focus(app, setup.rows[0]["name"])
    press(app, A)
    picker = app.stack.top
    assert isinstance(picker, LetterPicker)
    assert ("case", "capitals") in picker.key_hints()  # Y, named on the keyboard's row
    app.frame(
        [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)],
        1 / 60,
    )
    assert picker.key_hints() == [("done", "keeps"), ("back", "cancels")]
    assert picker.text.endswith("a") or picker.text.endswith("A")
    assert isinstance(picker.entry, pygame_gui.elements.UITextEntryLine)
