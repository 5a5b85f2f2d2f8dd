"""Issue 10, point 1: changing the window size never crashes.

The crash seen from outside: the canvas kept a subsurface of the window across a
`set_mode` to exactly the logical size and back, so it wrote into freed pixels (a native
crash). These tests change the size through the real Settings screen, with the title, a table,
the results and the Load screen underneath, and draw frames between the switches.
"""

from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest
from table_helpers import frames, make_app, pass_screens, start_table

from game.store.settings import WINDOW_SIZES
from game.ui.draw.canvas import Canvas
from game.ui.play.seats import MatchSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.scenes.settings import SettingsScene
from game.ui.shell.app import App

MARK = (201, 77, 13)


@pytest.fixture(autouse=True)
def big_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 4K desktop, so every offered size fits (the dummy driver reports a small one)."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(3840, 2160)])


def choose_size(app: App, scene: SettingsScene, size: tuple[int, int]) -> None:
    """What the size drop-down sends when the player picks a size."""
    event = pygame.event.Event(
        pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
        {"ui_element": scene.elements["size"], "text": f"{size[0]} \u00d7 {size[1]}"},
    )
    app.frame([event], 1 / 60)


def toggle_full_screen(app: App, scene: SettingsScene) -> None:
    event = pygame.event.Event(
        pygame_gui.UI_BUTTON_PRESSED, {"ui_element": scene.elements["fullscreen"]}
    )
    app.frame([event], 1 / 60)


def window_shows_the_canvas(app: App) -> bool:
    """The canvas's centre pixel, marked, reaches the window's centre after a frame."""
    app.canvas.surface.fill(MARK, pygame.Rect(600, 330, 80, 60))
    app.canvas.present(app.window)
    centre = app.canvas.to_window((640, 360))
    return tuple(app.window.get_at(centre))[:3] == MARK


def surfaces_held_by(canvas: Canvas) -> list[pygame.Surface]:
    return [v for v in vars(canvas).values() if isinstance(v, pygame.Surface)]


def test_the_canvas_keeps_no_surface_cut_from_the_window(display: pygame.Surface) -> None:
    """The cause: nothing the canvas keeps may point into the window's pixels."""
    canvas = Canvas((1920, 1080))
    for size in [(1920, 1080), (1280, 720), (1920, 1080), (1600, 900)]:
        window = pygame.display.set_mode(size)
        canvas.resize(size)
        canvas.present(window)
        for surface in surfaces_held_by(canvas):
            assert surface.get_parent() is None
            assert surface._pixels_address != window._pixels_address


def test_scaled_then_logical_then_scaled_again_draws_the_new_window(
    display: pygame.Surface,
) -> None:
    """1920x1080 -> 1280x720 (the logical size, drawn without scaling) -> 1920x1080: the
    third window gets the frame, scaled in full."""
    app = make_app(display)
    for size in [(1920, 1080), (1280, 720), (1920, 1080), (1280, 720), (2560, 1440)]:
        app.settings.window_size = size
        app.apply_display()
        assert app.window.get_size() == size
        assert window_shows_the_canvas(app)


def open_underneath(app: App, which: str) -> None:
    """Put the screen `which` on the stack, as the player would have it under Settings."""
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.results import ResultsScene
    from game.ui.shell.app import title_scene

    app.stack.push(title_scene(app))
    if which == "table":
        start_table(app)
    elif which == "results":
        session = GameSession(MatchSpec("digmars", default_seats(2, humans=0), seed=4))
        while not session.is_over():
            session.start_thinking().join(5)
            session.apply(session.take_decision())
        app.stack.push(ResultsScene(app.ctx, session))
    elif which == "load":
        load = LoadScene(app.ctx)
        app.stack.push(load)
        load.wait_checked()
    frames(app, 2)


def open_settings(app: App, which: str) -> SettingsScene:
    """Settings as the player opens it: from the title's menu, or the table's pause menu."""
    from game.ui.scenes.menu import PauseMenu
    from game.ui.scenes.title import TitleScene

    top = app.stack.top
    if which == "table":
        pass_screens(app)
        table = app.stack.top
        table.open_menu()  # type: ignore[union-attr]
        menu = app.stack.top
        assert isinstance(menu, PauseMenu)
        menu.choose("settings")
    elif isinstance(top, TitleScene):
        top.open_settings()
    else:
        app.stack.push(SettingsScene(app.ctx))
    frames(app, 1)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    return scene


@pytest.mark.usefixtures("registry")
def test_fifty_size_changes_through_settings_never_crash(display: pygame.Surface) -> None:
    """Any number of changes, in any order (the logical size among them), over the title,
    a table, the results and the Load screen: the app keeps drawing, each frame reaches the
    window, and the window has the size chosen."""
    rng = random.Random(10)
    switches = 0
    drawn = 0
    for which in ("title", "table", "results", "load"):
        app = make_app(pygame.display.set_mode((1280, 720)))
        open_underneath(app, which)
        settings = open_settings(app, which)
        order = [WINDOW_SIZES[0], WINDOW_SIZES[2], WINDOW_SIZES[0], WINDOW_SIZES[2]]
        order += [rng.choice(WINDOW_SIZES) for _ in range(9)]
        for size in order:
            choose_size(app, settings, size)
            switches += 1
            assert app.window.get_size() == size
            assert app.stack.top is settings
            frames(app, 2)
            drawn += 3
            assert window_shows_the_canvas(app)
        for _ in range(2):  # full screen and back: two more windows
            toggle_full_screen(app, settings)
            switches += 1
            frames(app, 2)
            drawn += 3
            assert window_shows_the_canvas(app)
        assert app.window.get_size() == order[-1]
        app.close()
    assert switches >= 58
    print(f"\nresize: {switches} switches, {drawn} frames drawn, 0 crashes")


def test_a_size_change_keeps_the_window_on_screen_centred(display: pygame.Surface) -> None:
    """Issue 38, point 8: a bigger window grown from its old corner ran off the screen; after
    every size change the window sits whole in the middle of the screen."""
    from game.ui.shell.window import centred

    app = make_app(display)
    for size in [(1920, 1080), (3840, 2160), (1280, 720), (2560, 1440)]:
        app.settings.window_size = size
        app.apply_display()
        assert app.window.get_size() == size
        x, y = pygame.display.get_window_position()
        assert (x, y) == centred(size, (3840, 2160))
        assert x + size[0] <= 3840 and y + size[1] <= 2160
    assert centred((1920, 1080), (1280, 720)) == (0, 0)  # never above or left of the screen
