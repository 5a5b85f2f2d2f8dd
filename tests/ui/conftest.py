"""Headless UI tests: SDL draws to memory, never to a screen or a sound card."""

from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

# Read by SDL when pygame.init() starts the video and audio, which no import does.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Never read or write the real user's settings from a test.
os.environ["MARS_TABLE_CONFIG_DIR"] = tempfile.mkdtemp(prefix="mars-table-test-config-")
# ...nor their saves or logs.
os.environ["MARS_TABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="mars-table-test-data-")
os.environ["MARS_TABLE_LOG_DIR"] = tempfile.mkdtemp(prefix="mars-table-test-logs-")

# Import `game` from this checkout even when it is not installed and pytest is run as a
# plain command (pyproject's pytest settings do not put the repo root on sys.path yet), and
# `ui_fakes` from beside this file whatever pytest's import mode.
for _path in (Path(__file__).resolve().parents[2], Path(__file__).resolve().parent):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from ui_fakes import DIG_MARS, HIDDEN, TM_DICE  # noqa: E402


@pytest.fixture(autouse=True)
def hints_name_keys() -> None:
    """Every test starts with the mouse as the device last used (hints name keys): one test's
    controller never words another's hints (glyphs.py keeps the device for the whole app)."""
    from game.ui.shell import glyphs

    glyphs.use("mouse")


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test's saves in a folder of its own: one test's autosaves never show up as
    another's Continue."""
    folder = tmp_path / "mars-table-data"
    monkeypatch.setenv("MARS_TABLE_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Make ``game.games`` importable: a stub while the real one does not exist yet."""
    try:
        missing = importlib.util.find_spec("game.games") is None
    except ImportError:
        missing = True
    if missing:
        module = types.ModuleType("game.games")
        module.GAMES = (DIG_MARS, HIDDEN, TM_DICE)  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, "game.games", module)
    yield


@pytest.fixture
def open_window() -> Iterator[Callable[[tuple[int, int]], pygame.Surface]]:
    """Opens a (dummy) window of the given size; pygame is shut down after the test."""

    def open_(size: tuple[int, int]) -> pygame.Surface:
        pygame.init()
        return pygame.display.set_mode(size)

    yield open_
    pygame.quit()


@pytest.fixture
def display(open_window: Callable[[tuple[int, int]], pygame.Surface]) -> pygame.Surface:
    """pygame with a 1280x720 (dummy) window."""
    return open_window((1280, 720))


@pytest.fixture
def saves_app(display: pygame.Surface, tmp_path: Path) -> Iterator[Any]:
    """The app at instant speed and silent, with its saves in a folder of the test's own."""
    from game.store.app_saves import Saves
    from game.store.saves import SaveStore
    from game.store.settings import Settings
    from game.ui.shell.app import App

    settings = Settings(animation_speed="instant", volume=0.0)
    app = App(display, settings=settings, sound=False, saves=Saves(SaveStore(tmp_path / "d")))
    yield app
    app.close()


@pytest.fixture(params=(100, 125, 150), ids=lambda size: f"text{size}")
def text_size(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[int]:
    """Issue 40 point 3: the test runs at each text size offered (100, 125, 150 %): every app
    made in it reads that size from its settings, and fonts made outside an app draw at it.
    A module runs all its tests at each size with
    ``pytestmark = pytest.mark.usefixtures("text_size")``."""
    from game.store.settings import Settings
    from game.ui.draw.text import text_scale, use_text_scale

    size = int(request.param)
    monkeypatch.setattr(Settings, "text_scale", lambda self: size / 100)
    before = text_scale()
    use_text_scale(size / 100)
    yield size
    use_text_scale(before)
