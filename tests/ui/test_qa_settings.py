"""QA: the Settings screen only offers window sizes that fit the screen."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import frames, make_app

from game.ui.scenes.settings import SettingsScene

#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def size_options(scene: SettingsScene) -> list[str]:
    menu = scene.elements["size"]
    return [text for text, _ in menu.options_list]


def test_a_laptop_screen_is_not_offered_a_window_bigger_than_itself(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    app = make_app(display)
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 1)
    assert size_options(scene) == ["1280 \u00d7 720"]


def test_a_big_screen_gets_every_size_up_to_its_own(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1200)])
    app = make_app(display)
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 1)
    assert size_options(scene) == ["1280 \u00d7 720", "1600 \u00d7 900", "1920 \u00d7 1080"]


def test_a_saved_window_bigger_than_the_screen_opens_at_a_size_that_fits(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.ui.draw.canvas import fit_to_screen

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    assert fit_to_screen((1600, 900)) == (1280, 720)
    assert fit_to_screen((1280, 720)) == (1280, 720)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    assert fit_to_screen((2560, 1440)) == (1920, 1080)
    assert fit_to_screen((1600, 900)) == (1600, 900)


def test_leaving_full_screen_reopens_a_window_that_fits(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    opened: list[tuple[int, int]] = []
    real = pygame.display.set_mode

    def set_mode(size=(0, 0), flags=0, *args, **kwargs):
        opened.append(tuple(size))
        return real((1280, 720), *args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    app = make_app(display)
    app.ctx.settings.window_size = (1600, 900)  # saved on a bigger screen
    app.ctx.settings.fullscreen = False
    app.ctx.apply_display()
    assert opened == [(1280, 720)]
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 1)
    assert scene.elements["size"].selected_option[0] == "1280 \u00d7 720"


def test_the_volume_slider_shows_its_value(display: pygame.Surface) -> None:
    """Settings: the sound volume reads as a number, and follows the slider."""
    import pygame_gui

    app = make_app(display)
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 1)
    label = scene.elements["volume_value"]
    assert label.text == f"{round(app.ctx.settings.volume * 100)} %"
    slider = scene.elements["volume"]
    moved = pygame.event.Event(
        pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, {"ui_element": slider, "value": 35}
    )
    scene.handle_event(moved)
    assert label.text == "35 %"


def test_settings_show_the_window_size_after_a_resize_by_hand(display: pygame.Surface) -> None:
    """Issue 13 point 9: a window the player dragged to another size shows that size, both
    when Settings opens and when the window changes while Settings is open."""
    app = make_app(display)
    app.ctx.settings.window_size = (1280, 720)
    pygame.display.set_mode((1440, 810))  # the player drags the window's corner
    app.frame([], 1 / 60)
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 1)
    assert scene.elements["size"].selected_option[0] == "1440 \u00d7 810"
    pygame.display.set_mode((1500, 844))
    frames(app, 2)
    assert scene.elements["size"].selected_option[0] == "1500 \u00d7 844"
    assert "1500 \u00d7 844" in size_options(scene)
