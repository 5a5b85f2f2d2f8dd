"""The Your history screen (issue 18) and the hook that records a finished game."""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from stats_helpers import history, write_history
from table_helpers import frames, key, make_app

from game.store.app_saves import Saves
from game.store.saves import SaveStore
from game.store.settings import Settings
from game.store.stats import Loaded, StatsStore
from game.store.stats_format import FORMAT_TAG, FORMAT_VERSION
from game.ui.play.seats import SeatSpec
from game.ui.play.session import GameSession, MatchSpec
from game.ui.scenes.stats import EMPTY, READING, StatsScene
from game.ui.scenes.title import TitleScene
from game.ui.shell.app import App


def open_stats(app: App, store: StatsStore) -> StatsScene:
    scene = StatsScene(app.ctx, store)
    app.stack.push(scene)
    scene.wait_read()
    frames(app, 2)
    return scene


def texts(scene: StatsScene) -> list[str]:
    return [text for text, _ in scene.texts]


def assert_laid_out(scene: StatsScene, size: tuple[int, int]) -> None:
    """Every text inside the canvas, none overlapping another or a button."""
    canvas = pygame.Rect((0, 0), size)
    rects = [rect for _, rect in scene.texts]
    buttons = [b.rect for b in scene.focusable_buttons()]
    for i, (text, rect) in enumerate(scene.texts):
        assert canvas.contains(rect), (text, rect)
        for other_text, other in scene.texts[i + 1 :]:
            assert not rect.colliderect(other), (text, other_text)
        for button in buttons:
            assert not rect.colliderect(button), (text, button)
    assert len(rects) > 3


# --- recording at the table ------------------------------------------------------------------
def play_to_the_end(session: GameSession, seed: int = 1) -> None:
    """Computer seats think; the person's seat takes a random legal action."""
    rng = random.Random(seed)
    for _ in range(5000):
        if session.is_over():
            return
        if session.is_human(session.decider()):
            session.apply(rng.choice(session.engine.legal_actions()))
        else:
            session.start_thinking().join(5)
            session.apply(session.take_decision())
    raise AssertionError("the game did not end")


@pytest.fixture
def saves(tmp_path: Path) -> Iterator[Saves]:
    saves = Saves(SaveStore(tmp_path / "data"))
    yield saves
    saves.close()


def test_a_game_played_to_its_end_is_recorded_once_per_match(saves: Saves) -> None:
    seats = [SeatSpec("Ada", 0), SeatSpec("Rover", 1, human=False, bot="greedy")]
    session = GameSession(MatchSpec("digmars", seats, seed=3), saves)
    play_to_the_end(session)
    records = saves.stats.load().stats.records
    assert len(records) == 1
    record = records[0]
    result = session.engine.result()
    assert result is not None
    assert record.match_id == session.match_id and record.game == "digmars"
    assert [s.score for s in record.seats] == result.scores
    assert [(s.name, s.person, s.bot) for s in record.seats] == [
        ("Ada", True, None),
        ("Rover", False, "greedy"),
    ]
    # the results screen and finishing again after an undo add nothing
    session.record_finish()
    if session.match.can_undo():
        action = session.match.actions[-1]
        session.undo()
        session.apply(action)
    assert len(saves.stats.load().stats.records) == 1


def test_a_game_loaded_after_its_end_is_not_recorded_again(saves: Saves) -> None:
    seats = [SeatSpec("Ada", 0), SeatSpec("Rover", 1, human=False, bot="easy")]
    session = GameSession(MatchSpec("digmars", seats, seed=5), saves)
    play_to_the_end(session, seed=2)
    saves.flush()
    loaded = saves.store.load(saves.store.autosave_path(session.match_id or ""))
    again = GameSession.from_loaded(loaded, saves)
    assert again.is_over()
    again.record_finish()
    if again.match.can_undo():  # taken back and ended again: still the same finished game
        action = again.match.actions[-1]
        again.undo()
        again.apply(action)
    assert len(saves.stats.load().stats.records) == 1


def test_a_finished_game_loaded_from_a_named_save_is_not_counted_again(saves: Saves) -> None:
    """A named save gets a new match id when loaded: the game still ended before."""
    seats = [SeatSpec("Ada", 0), SeatSpec("Rover", 1, human=False, bot="easy")]
    session = GameSession(MatchSpec("digmars", seats, seed=5), saves)
    play_to_the_end(session, seed=2)
    assert session.saving is not None
    path = session.saving.save_as("the end")
    again = GameSession.from_loaded(saves.store.load(path), saves)
    assert again.match_id != session.match_id
    again.record_finish()
    assert len(saves.stats.load().stats.records) == 1


def test_a_game_without_a_person_is_not_profiled(saves: Saves) -> None:
    seats = [SeatSpec("R1", 0, human=False, bot="easy"), SeatSpec("R2", 1, human=False)]
    play_to_the_end(GameSession(MatchSpec("digmars", seats, seed=4), saves))
    assert saves.stats.load().stats.records == []


# --- the screen ------------------------------------------------------------------------------
@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_the_screen_draws_with_no_overlapping_or_clipped_text(
    open_window: Callable[[tuple[int, int]], pygame.Surface],
    tmp_path: Path,
    window: tuple[int, int],
) -> None:
    app = make_app(open_window(window))
    scene = open_stats(app, write_history(tmp_path / "stats.json"))
    assert scene.names[:2] == ["Ada", "Boris"]
    shown = texts(scene)
    assert "Ada" in shown and any(t.startswith("Best ") for t in shown)
    assert "Normal" in shown and "Terraforming Mars: The Dice Game" in shown
    assert_laid_out(scene, app.ctx.size)
    assert app.window.get_size() == window


def test_the_layout_holds_on_a_larger_canvas(
    open_window: Callable[[tuple[int, int]], pygame.Surface], tmp_path: Path
) -> None:
    window = open_window((1920, 1080))
    app = App(window, (1920, 1080), settings=Settings(volume=0.0), sound=False)
    scene = open_stats(app, write_history(tmp_path / "stats.json"))
    assert_laid_out(scene, (1920, 1080))


def test_many_names_are_paged_and_every_one_can_be_reached(
    display: pygame.Surface, tmp_path: Path
) -> None:
    records = history(games=40)
    for i, record in enumerate(records):
        seat = record.seats[0].model_copy(update={"name": f"Person {i:02d}"})
        records[i] = record.model_copy(update={"seats": [seat, *record.seats[1:]]})
    app = make_app(display)
    scene = open_stats(app, write_history(tmp_path / "stats.json", records))
    assert len(scene.name_buttons) == scene.per_page() < len(scene.names)
    assert_laid_out(scene, app.ctx.size)
    while scene.buttons["older"].is_enabled:
        scene.turn_page(1)
        assert_laid_out(scene, app.ctx.size)
    assert scene.names[-1] in [b.text for b in scene.name_buttons]


def test_a_long_name_is_cut_to_its_button(display: pygame.Surface, tmp_path: Path) -> None:
    long = "Valentina of the Long Expedition Name"
    records = [
        r.model_copy(update={"seats": [r.seats[0].model_copy(update={"name": long})]})
        for r in history(games=3)
        if r.players == 1
    ]
    app = make_app(display)
    scene = open_stats(app, write_history(tmp_path / "stats.json", records))
    (button,) = scene.name_buttons
    font = app.ctx.fonts.get(14, bold=True)
    assert button.text.endswith("\u2026") and long.startswith(button.text[:-1])
    assert font.size(button.text)[0] <= button.rect.width - 16
    assert long in texts(scene)  # the heading shows it whole


def test_keyboard_picks_a_name_and_esc_goes_back(display: pygame.Surface, tmp_path: Path) -> None:
    app = make_app(display)
    app.stack.push(TitleScene(app.ctx, []))
    scene = open_stats(app, write_history(tmp_path / "stats.json"))
    person = scene.profile()
    assert person is not None and person.name == "Ada"
    key(app, pygame.K_TAB)
    key(app, pygame.K_DOWN)
    assert scene.focused_button is not None and scene.focused_button.text == "Boris"
    key(app, pygame.K_RETURN)
    frames(app, 2)
    person = scene.profile()
    assert person is not None and person.name == "Boris"
    assert "Boris" in texts(scene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_the_screen_says_it_is_reading_until_the_history_is_read(
    display: pygame.Surface, tmp_path: Path
) -> None:
    gate = threading.Event()

    class SlowStore(StatsStore):
        def load(self) -> Loaded:
            gate.wait(10)
            return super().load()

    app = make_app(display)
    scene = StatsScene(app.ctx, SlowStore(write_history(tmp_path / "stats.json").path))
    app.stack.push(scene)
    frames(app, 3)  # the frame loop goes on meanwhile
    assert READING in texts(scene) and not scene.names
    gate.set()
    scene.wait_read()
    assert scene.names[:2] == ["Ada", "Boris"] and READING not in texts(scene)


def test_an_empty_history_says_so(display: pygame.Surface, tmp_path: Path) -> None:
    app = make_app(display)
    scene = open_stats(app, StatsStore(tmp_path / "stats.json"))
    assert EMPTY in texts(scene)
    assert not (tmp_path / "stats.json").exists()  # looking writes nothing


def test_a_damaged_file_is_set_aside_and_the_screen_says_so(
    display: pygame.Surface, tmp_path: Path
) -> None:
    path = tmp_path / "stats.json"
    path.write_text("{half a file", encoding="utf-8")
    app = make_app(display)
    scene = open_stats(app, StatsStore(path))
    notice = next(t for t in texts(scene) if "could not be read" in t)
    aside = list(tmp_path.glob("stats.damaged-*.json"))
    assert len(aside) == 1 and aside[0].name in notice
    assert EMPTY in texts(scene)
    assert_laid_out(scene, app.ctx.size)


def test_newer_statistics_are_refused_on_the_screen_and_kept(
    display: pygame.Surface, tmp_path: Path
) -> None:
    path = tmp_path / "stats.json"
    path.write_text(
        json.dumps({"format": FORMAT_TAG, "format_version": FORMAT_VERSION + 3, "records": []}),
        encoding="utf-8",
    )
    before = path.read_bytes()
    app = make_app(display)
    scene = open_stats(app, StatsStore(path))
    assert any("newer version of Mars Table" in t for t in texts(scene))
    assert path.read_bytes() == before


def test_the_title_menu_opens_your_history(display: pygame.Surface) -> None:
    from ui_fakes import DIG_MARS

    app = make_app(display)
    title = TitleScene(app.ctx, [DIG_MARS])  # type: ignore[list-item]
    app.stack.push(title)
    frames(app, 2)
    assert "open_history" in title.buttons
    assert title.buttons["open_history"].text == "Your history"
    title.open_history()
    frames(app, 2)
    assert isinstance(app.stack.top, StatsScene)
