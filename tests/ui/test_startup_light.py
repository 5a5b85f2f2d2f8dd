"""Issue 39, point 1 (the title in half a second): what the title needs loads first (its look
before pygame-gui and the settings' model); each game's screens, the saves' formats and the
results load when first used, and pictures that are slow to draw are kept on disk for the
next start. No test times anything (the figure is
`python -m game.tools.startup`); these check the loading itself."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.ui.draw import drawn_once as cache

#: Modules the title's first frame must not load: games' screens and rules, the save formats,
#: the results, the bots.
HEAVY = (
    "game.store.saves",
    "game.store.saves_format",
    "game.ui.scenes.results",
    "game.ui.tmdice.table",
    "game.ui.digmars.table",
    "game.ui.cockroach.table",
    "game.rules.core",
    "game.ai.registry",
)

# The title's look for a game to continue (which loads the save formats on its own thread,
# off the frame) is left out, so that only what the frame itself loads is counted.
FIRST_FRAME = """
import json, sys
from game.store.app_saves import Saves
from game.ui.scenes.title import TitleScene
from game.ui.shell.app import App, title_scene
import pygame
TitleScene.find_latest = lambda self: None
pygame.init()
window = pygame.display.set_mode((1280, 720))
app = App(window, sound=False, saves=Saves())
app.stack.push(title_scene(app))
app.frame([], 0.0)
loaded = [m for m in json.loads(sys.argv[1]) if m in sys.modules]
print(json.dumps(loaded))
"""


def test_the_titles_first_frame_loads_no_game_no_save_format_no_results(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["MARS_TABLE_DATA_DIR"] = str(tmp_path)
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME, json.dumps(HEAVY)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


#: What the title's look (the app's first frame) waits for on top of those: the chrome and the
#: settings' model load after it, with the title's menu.
BEFORE_THE_CHROME = (*HEAVY, "pygame_gui", "pydantic", "game.store.settings")

FIRST_LOOK = """
import json, sys
from game.ui.shell import app
real = app.draw_first_look
def first_look(*args):
    drawn = real(*args)
    print(json.dumps([m for m in json.loads(sys.argv[1]) if m in sys.modules]), flush=True)
    return drawn
app.draw_first_look = first_look
raise SystemExit(app.run_app(first_frame=True))
"""


def test_the_titles_look_is_on_screen_before_the_chrome_and_the_settings_model_load(
    tmp_path: Path,
) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["MARS_TABLE_DATA_DIR"] = str(tmp_path / "data")
    env["MARS_TABLE_CONFIG_DIR"] = str(tmp_path / "config")
    env["MARS_TABLE_LOG_DIR"] = str(tmp_path / "log")
    done = subprocess.run(
        [sys.executable, "-c", FIRST_LOOK, json.dumps(BEFORE_THE_CHROME)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    loaded, *said = done.stdout.strip().splitlines()
    assert json.loads(loaded) == []
    assert said == ["first frame", "title ready"]


def test_a_picture_drawn_once_is_read_back_on_the_next_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, display: pygame.Surface
) -> None:
    monkeypatch.setattr(cache, "cache_dir", lambda: tmp_path)
    drawn: list[int] = []

    def make() -> pygame.Surface:
        drawn.append(1)
        surface = pygame.Surface((8, 6))
        surface.fill((200, 100, 50))
        return surface

    first = cache.drawn_once("thing-v1", make)
    again = cache.drawn_once("thing-v1", make)
    assert len(drawn) == 1 and (tmp_path / "thing-v1.bmp").is_file()
    assert again.get_size() == first.get_size() == (8, 6)
    assert again.get_at((3, 3))[:3] == (200, 100, 50)


def test_a_damaged_or_unwritable_cache_never_stops_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, display: pygame.Surface
) -> None:
    (tmp_path / "thing-v1.bmp").write_bytes(b"not a picture")
    monkeypatch.setattr(cache, "cache_dir", lambda: tmp_path)
    surface = cache.drawn_once("thing-v1", lambda: pygame.Surface((4, 4)))
    assert surface.get_size() == (4, 4)  # drawn again, and kept over the damaged file
    blocked = tmp_path / "a-file-not-a-folder"
    blocked.write_text("x")
    monkeypatch.setattr(cache, "cache_dir", lambda: blocked)
    assert cache.drawn_once("other-v1", lambda: pygame.Surface((5, 5))).get_size() == (5, 5)
