"""Issue 38, point 8: the window is named "Mars Table" with the app's icon, never after the
script that started Python ("__main__.py" showed in task bars: pygame names the X11 window
class after sys.argv[0] unless told otherwise before the display starts)."""

from __future__ import annotations

import os

import pygame
import pytest

from game.ui.shell import app as app_module
from game.ui.shell.window import APP_NAME, name_the_app


def test_the_app_is_named_wherever_sdl_takes_a_name_from(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")  # what pygame's import set
    name_the_app()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == APP_NAME == "Mars Table"
    assert os.environ["SDL_APP_NAME"] == APP_NAME
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "mars-table"


def test_the_names_are_set_before_the_display_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, str | None] = {}

    def start() -> None:
        seen["class"] = os.environ.get("SDL_VIDEO_X11_WMCLASS")
        raise pygame.error("no display in this test")

    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")
    monkeypatch.setattr(app_module.pygame, "init", start)
    assert app_module.run_app((640, 360)) == 1
    assert seen["class"] == APP_NAME
    assert app_module.WINDOW_TITLE == APP_NAME
