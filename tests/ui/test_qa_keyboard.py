"""QA: the menus work from the keyboard alone (Tab / arrows move a focus, Enter presses)."""

from __future__ import annotations

import pygame
from table_helpers import frames, key, make_app, start_table

from game.ui.play.seats import default_seats


def test_the_title_menu_is_played_by_keyboard(display: pygame.Surface) -> None:
    from game.ui.scenes.setup import SetupScene
    from game.ui.shell.app import title_scene

    app = make_app(display)
    title = title_scene(app)
    app.stack.push(title)
    frames(app, 1)
    buttons = title.focusable_buttons()
    assert [b.text for b in buttons][:2] in (
        ["New game", "Learn to play"],
        ["Continue", "New game"],
    )
    key(app, pygame.K_DOWN)
    assert title.focused_button is buttons[0]
    frames(app, 1)  # the focus ring is drawn over the chrome without trouble
    while title.focused_button.text != "New game":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    frames(app, 1)
    assert isinstance(app.stack.top, SetupScene)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # backwards from nothing: the last button
    assert app.stack.top.focused_button is app.stack.top.focusable_buttons()[-1]


def test_the_pause_menu_is_played_by_keyboard(display: pygame.Surface) -> None:
    from game.ui.scenes.menu import PauseMenu
    from game.ui.scenes.rules import RulesScene

    app = make_app(display)
    start_table(app, default_seats(2, humans=1), seed=3)
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    while menu.focused_button is None or menu.focused_button.text != "Rules":
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu
    texts = [b.text for b in menu.focusable_buttons()]
    key(app, pygame.K_UP)
    assert menu.focused_button is not None
    assert menu.focused_button.text == texts[texts.index("Rules") - 1]


def test_the_table_keeps_its_own_keyboard(display: pygame.Surface) -> None:
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=1), seed=3)
    frames(app, 2)
    assert table.focusable_buttons() == []
