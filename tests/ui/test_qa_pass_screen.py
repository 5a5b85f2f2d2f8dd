"""QA: Esc on a hot-seat "pass to" screen opens the menu without uncovering the table; Ctrl+Z
says why it does nothing."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import click, frames, key, make_app, pass_screens, start_table

from game.ui.digmars.layout import tile_rect
from game.ui.play.seats import default_seats
from game.ui.scenes.pass_device import PassScene

#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def test_esc_on_a_pass_screen_opens_the_menu_over_it(display: pygame.Surface) -> None:
    from game.ui.scenes.menu import PauseMenu
    from game.ui.scenes.title import TitleScene
    from game.ui.shell.app import title_scene

    app = make_app(display)
    app.stack.push(title_scene(app))
    table, _ = start_table(app, default_seats(2, humans=2), seed=3)
    frames(app, 3)
    assert isinstance(app.stack.top, PassScene)
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    scenes = list(app.stack)
    assert isinstance(scenes[scenes.index(menu) - 1], PassScene)  # the table stays covered
    key(app, pygame.K_ESCAPE)  # Esc closes the menu: back at the pass screen
    assert isinstance(app.stack.top, PassScene)
    key(app, pygame.K_ESCAPE)
    app.stack.top.choose("leave")
    assert isinstance(app.stack.top, TitleScene)
    assert table not in list(app.stack)


def test_ctrl_z_at_the_start_of_a_turn_says_so(display: pygame.Surface) -> None:
    app = make_app(display)
    table, session = start_table(app, default_seats(2, humans=2), seed=11)
    for _ in range(2):
        pass_screens(app)
        rect = tile_rect(0, table.view.stacks[0].height)
        click(app, (rect.centerx, rect.top + 30))
    pass_screens(app)
    assert session.engine.state.phase == "turn"
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert "not acted yet this turn" in table.message
