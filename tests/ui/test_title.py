"""The title screen: which games it lists, where things go, and that it draws from a cache."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_fakes import DIG_MARS, HIDDEN, TM_DICE, make_games

from game.ui.draw import drawn_once
from game.ui.play.tables import players_text
from game.ui.scenes import title_look
from game.ui.scenes.title import TitleScene
from game.ui.screens import playable
from game.ui.shell.app import App
from game.ui.shell.scene import Scene
from game.ui.widgets import backdrop as backdrop_module

#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


@pytest.fixture
def app(display: pygame.Surface) -> App:
    return App(display)


def enter_title(app: App, games: list) -> TitleScene:  # type: ignore[type-arg]
    scene = TitleScene(app.ctx, games)
    app.stack.push(scene)
    return scene


def test_only_games_with_a_table_count() -> None:
    assert playable([DIG_MARS, HIDDEN, TM_DICE]) == (DIG_MARS, TM_DICE)


def test_the_menu_is_new_game_learn_load_rules_history_settings_quit(app: App) -> None:
    scene = enter_title(app, [DIG_MARS])
    assert [b.text for b in scene.buttons.values()] == [
        "New game",
        "Learn to play",
        "Load game",
        "Rules",
        "Your history",
        "Settings",
        "Quit",
    ]


def test_without_games_only_settings_and_quit_remain(app: App) -> None:
    scene = enter_title(app, [])
    assert [b.text for b in scene.buttons.values()] == ["Settings", "Quit"]


def test_adding_a_menu_entry_is_one_line(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TitleScene, "open_continue", lambda self: None, raising=False)
    monkeypatch.setattr(
        title_look, "MENU", (("Continue", "#continue", "open_continue"), *title_look.MENU)
    )
    scene = enter_title(app, [DIG_MARS])
    assert [b.text for b in scene.buttons.values()][:2] == ["Continue", "New game"]


@pytest.mark.parametrize(
    ("players", "text"),
    [((1, 4), "1\u20134 players"), ((2, 2), "2 players"), ((1, 1), "1 player")],
)
def test_player_counts_read_naturally(players: tuple[int, int], text: str) -> None:
    assert players_text(players) == text


@pytest.mark.parametrize("count", [0, 1, 2, 6])
def test_menu_buttons_fit_on_the_canvas_without_overlapping(app: App, count: int) -> None:
    scene = enter_title(app, make_games(count))
    canvas = pygame.Rect((0, 0), app.ctx.size)
    rects = list(scene.button_rects.values())
    for i, rect in enumerate(rects):
        assert canvas.contains(rect), rect
        assert rect.top > 200, "below the wordmark and tagline"
        for other in rects[i + 1 :]:
            assert not rect.colliderect(other), (rect, other)


def test_the_quit_button_is_where_the_layout_put_it(app: App) -> None:
    scene = enter_title(app, [DIG_MARS])
    assert scene.quit_button is not None
    assert scene.quit_button.get_abs_rect() == scene.quit_rect
    assert scene.quit_button.text == "Quit"


def test_drawing_blits_the_cached_picture_and_builds_nothing(
    app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[tuple[int, int]] = []
    real = backdrop_module.render_backdrop

    def counting(size: tuple[int, int]) -> pygame.Surface:
        calls.append(size)
        return real(size)

    monkeypatch.setattr(backdrop_module, "render_backdrop", counting)
    monkeypatch.setattr(drawn_once, "cache_dir", lambda: tmp_path)  # nothing kept from before
    app.ctx.forget_cached()
    enter_title(app, [DIG_MARS])
    for _ in range(10):
        app.frame([], 1 / 60)
    assert calls == [(1280, 720)]
    app.stack.replace(TitleScene(app.ctx, [TM_DICE]))  # a new screen reuses the backdrop
    app.frame([], 1 / 60)
    assert calls == [(1280, 720)]


def test_leaving_the_title_removes_its_buttons(app: App) -> None:
    scene = enter_title(app, [DIG_MARS])
    button = scene.quit_button
    assert button is not None and button.alive()
    app.stack.pop()
    assert not button.alive()
    assert scene.quit_button is None


def test_a_covered_title_hides_its_buttons_until_it_is_on_top_again(app: App) -> None:
    scene = enter_title(app, [DIG_MARS])
    assert scene.quit_button is not None
    app.stack.push(Scene())
    assert not scene.quit_button.visible
    app.stack.pop()
    assert scene.quit_button.visible
