"""The app: the headless smoke screenshot, and the loop driven by simulated input."""

from __future__ import annotations

import logging
import os
import struct
import sys
import warnings
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.ui.scenes.title import TitleScene
from game.ui.shell import app as app_module
from game.ui.shell.app import App, run_app, title_scene
from game.ui.shell.scene import Scene
from game.ui.shell.smoke import smoke

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
OpenWindow = Callable[[tuple[int, int]], pygame.Surface]


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == PNG_SIGNATURE, "not a PNG file"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def assert_one_line_error(err: str, starts: str) -> None:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(starts), lines[0]
    assert "Traceback" not in err


# smoke


@pytest.mark.usefixtures("registry")
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_smoke_writes_a_png_of_the_requested_size(tmp_path: Path, size: tuple[int, int]) -> None:
    shot = tmp_path / "deep" / "er" / "title.png"
    assert smoke(shot, size) == 0
    assert png_size(shot) == size


@pytest.mark.usefixtures("registry")
def test_smoke_picture_is_not_blank(tmp_path: Path) -> None:
    shot = tmp_path / "title.png"
    assert smoke(shot) == 0
    image = pygame.image.load(str(shot))
    colours = {
        tuple(image.get_at((x, y)))[:3] for x in range(0, 1280, 64) for y in range(0, 720, 48)
    }
    assert len(colours) > 20


@pytest.mark.usefixtures("registry")
def test_smoke_is_silent_when_it_succeeds(
    tmp_path: Path, capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert smoke(tmp_path / "title.png") == 0
    assert [str(w.message) for w in caught] == []
    assert caplog.records == []
    assert capfd.readouterr() == ("", "")


@pytest.mark.usefixtures("registry")
def test_smoke_sets_the_headless_drivers_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SDL_VIDEODRIVER")
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    assert smoke(tmp_path / "title.png") == 0
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"
    assert os.environ["SDL_AUDIODRIVER"] == "dummy"


@pytest.mark.usefixtures("registry")
@pytest.mark.parametrize("where", ["under_a_file", "a_directory"])
def test_smoke_to_an_unwritable_path_says_so_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file, not a folder")
    target = blocker / "title.png" if where == "under_a_file" else tmp_path
    assert smoke(target) != 0
    err = capsys.readouterr().err
    assert_one_line_error(err, f"mars-table: could not write screenshot to {target}: ")


def test_smoke_without_the_games_registry_fails_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "game.games", None)
    assert smoke(tmp_path / "title.png") != 0
    assert_one_line_error(capsys.readouterr().err, "mars-table: smoke test failed: ")
    assert not (tmp_path / "title.png").exists()


def test_smoke_refuses_an_empty_size(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert smoke(tmp_path / "title.png", (0, 720)) != 0
    assert_one_line_error(capsys.readouterr().err, "mars-table: invalid screenshot size")


# the loop, driven by simulated input


def start(open_window: OpenWindow, size: tuple[int, int]) -> tuple[App, TitleScene]:
    app = App(open_window(size))
    app.stack.push(title_scene(app))
    scene = app.stack.top
    assert isinstance(scene, TitleScene)
    pygame.event.clear()
    return app, scene


def post_click(pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


@pytest.mark.usefixtures("registry")
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1920, 1200)])
def test_clicking_quit_ends_the_loop(open_window: OpenWindow, size: tuple[int, int]) -> None:
    app, scene = start(open_window, size)
    post_click(app.canvas.to_window(scene.quit_rect.center))
    assert app.run(max_frames=30) == 0
    assert app.stack.quit_requested
    assert app.frames < 30


@pytest.mark.usefixtures("registry")
def test_clicking_beside_quit_does_not_quit(open_window: OpenWindow) -> None:
    app, scene = start(open_window, (1920, 1080))
    beside = scene.quit_rect.move(scene.quit_rect.width + 20, 0).center
    post_click(app.canvas.to_window(beside))
    app.run(max_frames=10)
    assert not app.stack.quit_requested
    assert app.frames == 10


@pytest.mark.usefixtures("registry")
def test_quit_is_hovered_under_a_scaled_mouse(open_window: OpenWindow) -> None:
    app, scene = start(open_window, (1920, 1080))
    pos = app.canvas.to_window(scene.quit_rect.center)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.frame([motion], 1 / 60)
    assert scene.quit_button is not None and scene.quit_button.hovered


@pytest.mark.usefixtures("registry")
def test_escape_ends_the_loop(open_window: OpenWindow) -> None:
    app, _ = start(open_window, (1280, 720))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.run(max_frames=30) == 0
    assert app.frames < 30


@pytest.mark.usefixtures("registry")
def test_closing_the_window_ends_the_loop(open_window: OpenWindow) -> None:
    app, _ = start(open_window, (1280, 720))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run(max_frames=30) == 0
    assert app.frames < 30


@pytest.mark.usefixtures("registry")
def test_a_covered_title_does_not_answer_clicks_on_its_button(open_window: OpenWindow) -> None:
    app, scene = start(open_window, (1280, 720))
    app.stack.push(Scene())
    post_click(app.canvas.to_window(scene.quit_rect.center))
    for _ in range(5):
        app.frame(pygame.event.get(), 1 / 60)
    assert not app.stack.quit_requested


@pytest.mark.usefixtures("registry")
def test_a_resized_window_refits_the_canvas(open_window: OpenWindow) -> None:
    app, _ = start(open_window, (1280, 720))
    pygame.display.set_mode((1920, 1200))
    app.handle_event(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1920, y=1200))
    assert app.canvas.viewport == pygame.Rect(0, 60, 1920, 1080)
    app.frame([], 1 / 60)
    assert app.window.get_at((960, 10))[:3] == (0, 0, 0)


# run_app


@pytest.mark.usefixtures("registry")
def test_run_app_opens_mars_table_and_returns_when_the_player_quits(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: dict[str, object] = {}
    real_run = App.run

    def run_briefly(self: App, fps: int = 60, max_frames: int | None = None) -> int:
        seen["caption"] = pygame.display.get_caption()[0]
        seen["size"] = self.window.get_size()
        seen["scene"] = type(self.stack.top).__name__
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        return real_run(self, fps, max_frames=60)

    monkeypatch.setattr(App, "run", run_briefly)
    assert run_app((1600, 900)) == 0
    assert seen == {"caption": "Mars Table", "size": (1600, 900), "scene": "TitleScene"}
    assert not pygame.get_init()


def test_run_app_that_cannot_start_says_why_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "game.games", None)
    assert run_app() != 0
    assert_one_line_error(capsys.readouterr().err, "mars-table: could not start: ")
    assert app_module.PROGRAM == "mars-table"
