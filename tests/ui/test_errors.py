"""Issue 7, point 3: an uncaught error is logged with its traceback, the game is saved, the
error screen says so with the log's path and a way back; the exit code says it failed.
Also the app's own icon."""

from __future__ import annotations

import logging
import struct
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from table_helpers import click, frames

from game.logs import LogFileHandler, setup_logging, stop_logging
from game.store.app_saves import Saves
from game.store.saves import SaveStore
from game.store.settings import Settings
from game.ui.play.seats import MatchSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table
from game.ui.scenes.error import ErrorScene, sentence
from game.ui.scenes.title import TitleScene
from game.ui.shell import app as app_module
from game.ui.shell.app import ERROR_EXIT, App, run_app, title_scene
from game.ui.shell.scene import Scene


@pytest.fixture
def log_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The app's rotating log, in a folder of this test's own."""
    stop_logging()
    monkeypatch.setenv("MARS_TABLE_LOG_DIR", str(tmp_path / "logs"))
    path = setup_logging()
    assert path is not None
    yield path
    stop_logging()


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "data")


@pytest.fixture
def app(display: pygame.Surface, store: SaveStore, log_file: Path) -> Iterator[App]:
    settings = Settings(animation_speed="instant", volume=0.0)  # type: ignore[arg-type]
    app = App(display, settings=settings, sound=False, saves=Saves(store), log_path=log_file)
    yield app
    app.close()


class Boom(Scene):
    """A scene that fails on its first update."""

    def update(self, dt: float) -> None:
        raise RuntimeError("the flux capacitor melted")


class FailingBot:
    """Plays like a random bot for a few decisions, then raises (on the worker thread)."""

    def __init__(self, good: int) -> None:
        self.good = good

    def choose(self, view: Any, rng: Any) -> Any:
        if self.good <= 0:
            raise ZeroDivisionError("the rover's planner divided by zero")
        self.good -= 1
        return rng.choice(view.legal_actions())


def run_until_error(app: App, limit: int = 3000) -> ErrorScene:
    for _ in range(limit):
        app.step(pygame.event.get(), 1 / 60)
        if isinstance(app.stack.top, ErrorScene):
            return app.stack.top
        session = getattr(app.stack.top, "session", None)
        if session is not None and session.thinking is not None:
            session.thinking.join(0.05)
    raise AssertionError("no error screen")


def test_an_error_in_a_scene_becomes_the_error_screen(app: App, log_file: Path) -> None:
    app.stack.push(title_scene(app))
    app.stack.push(Boom())
    screen = run_until_error(app)
    assert [type(s) for s in app.stack] == [ErrorScene]
    assert screen.saved is None and screen.text == sentence(None)
    assert screen.log_path == log_file
    assert app.failed and app.running
    text = log_file.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "RuntimeError: the flux capacitor melted" in text


def test_a_bot_that_raises_on_its_thread_saves_the_game_and_shows_the_error(
    app: App, store: SaveStore, log_file: Path
) -> None:
    app.stack.push(title_scene(app))
    session = GameSession(MatchSpec("digmars", default_seats(2, humans=0), seed=4), app.saves)
    session.bots = {0: FailingBot(3), 1: FailingBot(3)}
    app.stack.push(open_table(app.ctx, session))
    screen = run_until_error(app)
    assert screen.saved is True
    assert screen.text == "Something went wrong and the game stopped. Your game was saved."
    assert session.match.actions  # some moves were made before the bot failed
    assert session.match_id is not None
    loaded = store.load(store.autosave_path(session.match_id))
    assert loaded.match.engine.to_json() == session.engine.to_json()
    text = log_file.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "ZeroDivisionError: the rover's planner divided by zero" in text
    assert "BotError" in text


def test_an_error_before_any_autosave_still_saves_the_game(app: App, store: SaveStore) -> None:
    app.stack.push(title_scene(app))
    session = GameSession(MatchSpec("digmars", default_seats(2, humans=0), seed=4), app.saves)
    session.bots = {0: FailingBot(0), 1: FailingBot(0)}
    app.stack.push(open_table(app.ctx, session))
    screen = run_until_error(app)
    assert screen.saved is True
    assert session.match_id is not None
    assert store.autosave_path(session.match_id).exists()


def test_back_to_title_from_the_error_screen(app: App) -> None:
    app.stack.push(Boom())
    screen = run_until_error(app)
    frames(app, 2)
    click(app, screen.buttons["title"].get_abs_rect().center)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1
    title = app.stack.top
    click(app, title.buttons["open_new_game"].get_abs_rect().center)
    assert type(app.stack.top).__name__ == "SetupScene"
    assert app.failed  # the run still ends with the error's exit code


def test_quit_from_the_error_screen_ends_the_run_with_the_error_exit_code(app: App) -> None:
    app.stack.push(Boom())
    screen = run_until_error(app)
    frames(app, 1)
    click(app, screen.buttons["quit"].get_abs_rect().center)
    assert not app.running
    assert app.run(fps=1000) == ERROR_EXIT


def test_an_error_on_the_error_screen_ends_the_run(app: App) -> None:
    app.stack.push(Boom())
    screen = run_until_error(app)
    screen.update = Boom().update  # type: ignore[method-assign]
    app.step([], 1 / 60)
    assert not app.running


@pytest.mark.usefixtures("registry")
def test_run_app_says_it_failed_in_its_exit_code_and_prints_no_traceback(
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    stop_logging()
    monkeypatch.setenv("MARS_TABLE_LOG_DIR", str(tmp_path / "logs"))

    class BoomThenQuit(Scene):
        def update(self, dt: float) -> None:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            raise RuntimeError("kaboom")

    monkeypatch.setattr(app_module, "title_scene", lambda app: BoomThenQuit())
    try:
        assert run_app((800, 600)) == ERROR_EXIT
    finally:
        stop_logging()
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err
    log = (tmp_path / "logs" / "mars-table.log").read_text(encoding="utf-8")
    assert "RuntimeError: kaboom" in log and "Traceback" in log
    assert "exit code 3" in log


def test_the_log_rotates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stop_logging()
    monkeypatch.setenv("MARS_TABLE_LOG_DIR", str(tmp_path))
    try:
        path = setup_logging()
        handler = next(h for h in logging.getLogger().handlers if isinstance(h, LogFileHandler))
        assert path == tmp_path / "mars-table.log"
        assert handler.maxBytes > 0 and handler.backupCount > 0
        handler.maxBytes = 400
        for i in range(40):
            logging.getLogger("test").info("line %d of a long session", i)
        kept = sorted(p.name for p in tmp_path.iterdir())
        assert kept == [f"mars-table.log{end}" for end in ("", ".1", ".2", ".3")]
        assert all(p.stat().st_size < 400 for p in tmp_path.iterdir())
        assert "line 39 of a long session" in path.read_text(encoding="utf-8")
    finally:
        stop_logging()


# --- the icon ------------------------------------------------------------------------------
def test_the_icon_is_drawn_at_any_size(display: pygame.Surface) -> None:
    from game.ui.draw.icon import draw_icon

    for size in (16, 32, 64, 256):
        icon = draw_icon(size)
        assert icon.get_size() == (size, size)
        assert icon.get_at((0, 0)).a == 0  # a transparent corner
        assert icon.get_at((size // 2, size // 2)).a == 255  # the planet


def test_the_icon_files_are_a_png_and_an_ico_of_pngs(
    display: pygame.Surface, tmp_path: Path
) -> None:
    from game.ui.draw.icon import ICO_SIZES, write_icons

    png, ico = write_icons(tmp_path)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    data = ico.read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(ICO_SIZES))
    for i, size in enumerate(ICO_SIZES):
        w, h, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        assert (w, h) == ((0, 0) if size == 256 else (size, size))
        assert (planes, bits) == (1, 32)
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(data)


def test_the_shipped_icons_exist() -> None:
    from game.paths import assets_dir

    folder = assets_dir() / "images"
    assert (folder / "icon.png").is_file()
    assert (folder / "icon.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"
