"""Issue 6 on screen: autosave after every action and undo, Continue, Save as, the Load screen
(saves, example games, bad files with their sentence, Delete after a confirmation)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from table_helpers import click, frames, pass_screens

from game.rules.core import Rng
from game.store.app_saves import Saves
from game.store.saves import SaveStore
from game.store.settings import Settings
from game.ui.play.seats import MatchSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table
from game.ui.scenes.dialog import ConfirmDialog, SaveAsDialog
from game.ui.scenes.load import LIST, LoadScene, paginate
from game.ui.scenes.menu import PauseMenu
from game.ui.scenes.pass_device import PassScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.shell.app import App, title_scene

CORRUPT = b'{"format": 2, "game": "digmars", "this is": not json'


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "data")


@pytest.fixture
def app(display: pygame.Surface, store: SaveStore) -> Iterator[App]:
    settings = Settings(animation_speed="instant", volume=0.0)  # type: ignore[arg-type]
    app = App(display, settings=settings, sound=False, saves=Saves(store))
    yield app
    app.close()


def start(app: App, humans: int = 2, seed: int = 7) -> tuple[Any, GameSession]:
    """Title, then a new Dig Mars table with saves on (as the setup screen starts one)."""
    app.stack.push(title_scene(app))
    session = GameSession(
        MatchSpec("digmars", default_seats(2, humans=humans), seed=seed), app.saves
    )
    table = open_table(app.ctx, session)
    app.stack.push(table)
    pass_screens(app)
    return table, session


def play(app: App, table: Any, session: GameSession, count: int, seed: int = 3) -> None:
    """``count`` legal actions taken through the table, as clicks would take them."""
    rng = Rng.from_seed(seed)
    for _ in range(count):
        pass_screens(app)
        assert table.human_to_act()
        assert table.try_action(rng.choice(session.engine.legal_actions()))
    frames(app, 2)


def leave(app: App) -> None:
    """Leave the table (and any pass screen over it) to the title."""
    while not isinstance(app.stack.top, TitleScene):
        app.stack.pop()


def autosave_of(app: App, session: GameSession) -> Path:
    assert app.saves.flush()
    assert session.match_id is not None
    return app.saves.store.autosave_path(session.match_id)


def test_every_action_is_autosaved_and_the_autosave_loads(app: App, store: SaveStore) -> None:
    table, session = start(app)
    play(app, table, session, 1)
    path = autosave_of(app, session)
    assert path.exists()
    assert json.loads(path.read_text())["summary"]["actions"] == 1
    play(app, table, session, 3)
    loaded = store.load(autosave_of(app, session))
    assert len(loaded.match.actions) == 4
    assert loaded.match.engine.to_json() == session.engine.to_json()
    assert loaded.actors == session.actors
    assert [s.name for s in loaded.seats] == [s.name for s in session.seats]


def test_an_undo_is_autosaved_too(app: App, store: SaveStore) -> None:
    table, session = start(app, humans=1)
    for _ in range(200):  # until the person can take their own action back
        frames(app, 1)
        legal = table.legal()
        if legal:
            table.try_action(legal[0])
            if session.can_undo(session.decider()):
                break
    count = len(session.match.actions)
    table.undo()
    assert len(session.match.actions) == count - 1
    loaded = store.load(autosave_of(app, session))
    assert loaded.match.engine.to_json() == session.engine.to_json()


def test_continue_appears_only_with_a_game_to_continue(app: App) -> None:
    app.stack.push(title_scene(app))
    title = app.stack.top
    title.wait_latest()
    assert "Continue" not in [b.text for b in title.buttons.values()]
    table, session = start_table_over(app, title)
    play(app, table, session, 2)
    leave(app)
    assert isinstance(app.stack.top, TitleScene)
    app.stack.top.wait_latest()  # looked for off the frame thread
    assert app.stack.top.buttons["continue_game"].text == "Continue"


def start_table_over(app: App, title: Any) -> tuple[Any, GameSession]:
    session = GameSession(MatchSpec("digmars", default_seats(2, humans=2), seed=7), app.saves)
    table = open_table(app.ctx, session)
    app.stack.push(table)
    pass_screens(app)
    return table, session


def test_continue_resumes_the_same_game_at_the_same_decider(app: App) -> None:
    table, session = start(app)
    play(app, table, session, 5)
    before = session.engine.to_json()
    decider = session.decider()
    leave(app)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    title.wait_latest()
    click(app, title.buttons["continue_game"].get_abs_rect().center)
    frames(app, 1)
    # Two people at one screen: the pass screen stands before the table.
    assert isinstance(app.stack.top, PassScene)
    assert app.stack.top.name == session.name(decider)
    app.stack.top.confirm()
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert resumed.session.engine.to_json() == before
    assert resumed.session.decider() == decider
    assert resumed.viewer == decider
    assert resumed.session.match_id == session.match_id  # goes on in the same autosave


def test_save_as_writes_the_named_file_and_asks_before_replacing(
    app: App, store: SaveStore
) -> None:
    table, session = start(app)
    play(app, table, session, 2)
    pass_screens(app)
    table.open_menu()
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    assert "Save as\u2026" in [b.text for b in menu.buttons.values()]
    click(app, menu.buttons["save_as"].get_abs_rect().center)
    dialog = app.stack.top
    assert isinstance(dialog, SaveAsDialog)
    assert dialog.entry is not None
    dialog.entry.set_text("Before the dust storm")
    click(app, dialog.buttons["save"].get_abs_rect().center)
    path = store.path_for("Before the dust storm")
    assert path.exists()
    assert app.stack.top is table and "Saved as" in table.message
    assert store.load(path).match.engine.to_json() == session.engine.to_json()

    play(app, table, session, 1)
    pass_screens(app)
    table.open_menu()
    app.stack.top.choose("save_as")
    dialog = app.stack.top
    dialog.entry.set_text("Before the dust storm")
    dialog.confirm()
    ask = app.stack.top
    assert isinstance(ask, ConfirmDialog) and "Replace" in ask.question
    assert len(store.load(path).match.actions) == 2  # not yet replaced
    click(app, ask.buttons["yes"].get_abs_rect().center)
    assert len(store.load(path).match.actions) == 3
    assert app.stack.top is table


def test_save_as_without_a_name_says_so(app: App) -> None:
    table, _ = start(app)
    table.open_menu()
    app.stack.top.choose("save_as")
    dialog = app.stack.top
    dialog.entry.set_text("   ")
    dialog.confirm()
    frames(app, 1)
    assert app.stack.top is dialog and dialog.message == "A save needs a name."


def saves_with_a_bad_file(store: SaveStore, app: App) -> tuple[GameSession, Path]:
    table, session = start(app)
    play(app, table, session, 3)
    bad = store.dir / "broken.json"
    bad.write_bytes(CORRUPT)
    app.stack.clear()
    return session, bad


def open_load(app: App) -> LoadScene:
    app.stack.push(title_scene(app))
    app.stack.top.open_load()
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    scene.wait_checked()
    frames(app, 2)
    return scene


def row_buttons(scene: LoadScene, path: Path) -> dict[str, Any]:
    return {name: b for b, (name, e) in scene.row_buttons.items() if e.path == path}


def test_the_load_screen_lists_saves_examples_and_bad_files(app: App, store: SaveStore) -> None:
    session, bad = saves_with_a_bad_file(store, app)
    scene = open_load(app)
    good = next(e for e in scene.saves if e.ok)
    assert good.kind == "autosave" and good.game_title == "Dig Mars"
    assert good.seat_names == tuple(s.name for s in session.seats)
    assert good.progress and good.saved_at is not None
    assert scene.examples and all(e.kind == "example" for e in scene.examples)
    broken = next(e for e in scene.saves if e.path == bad)
    assert broken.problem and broken.problem.endswith(".")
    # every one on screen, each with its buttons: a bad file has no Load, an example no Delete
    shown = [item.entry.path for page in scene.pages for item in page if item.entry is not None]
    assert sorted(shown) == sorted(e.path for e in [*scene.saves, *scene.examples])
    page_of = {e.path: i for i, p in enumerate(scene.pages) for it in p if (e := it.entry)}
    scene.page = page_of[bad]
    scene._build_page()
    assert set(row_buttons(scene, bad)) == {"delete"}
    example = scene.examples[0]
    scene.page = page_of[example.path]
    scene._build_page()
    assert set(row_buttons(scene, example.path)) == {"load", "replay"}
    frames(app, 2)
    assert app.running and app.stack.top is scene


def test_loading_a_bad_file_shows_its_sentence_and_changes_nothing(
    app: App, store: SaveStore
) -> None:
    _, bad = saves_with_a_bad_file(store, app)
    before = bad.read_bytes()
    scene = open_load(app)
    broken = next(e for e in scene.saves if e.path == bad)
    scene.load(broken)
    frames(app, 2)
    assert app.stack.top is scene and scene.message_is_error
    assert scene.message.endswith(".") and len(scene.message) > 20
    # ...ask to delete it and keep it, play on, save again: the file is as it was.
    scene.ask_delete(broken)
    app.stack.top.cancel()
    scene.load(next(e for e in scene.saves if e.ok))
    table = app.stack.top
    pass_screens(app)
    play(app, table, table.session, 2)  # autosaves into the same folder
    table.session.saving.save_as("Another")
    assert app.saves.flush()
    assert bad.read_bytes() == before


def test_load_opens_the_right_table_at_the_right_decider(app: App, store: SaveStore) -> None:
    session, _ = saves_with_a_bad_file(store, app)
    scene = open_load(app)
    good = next(e for e in scene.saves if e.ok)
    click(app, row_buttons(scene, good.path)["load"].get_abs_rect().center)
    pass_screens(app)
    table = app.stack.top
    assert type(table).__name__ == "DigMarsTable"
    assert table.session.engine.to_json() == session.engine.to_json()
    assert table.viewer == session.decider()


def test_an_example_game_loads(app: App) -> None:
    scene = open_load(app)
    example = next(e for e in scene.examples if e.ok)
    scene.load(example)
    frames(app, 2)
    assert isinstance(app.stack.top, TableScene)


def test_delete_asks_first_then_removes(app: App, store: SaveStore) -> None:
    saves_with_a_bad_file(store, app)
    scene = open_load(app)
    good = next(e for e in scene.saves if e.ok)
    click(app, row_buttons(scene, good.path)["delete"].get_abs_rect().center)
    ask = app.stack.top
    assert isinstance(ask, ConfirmDialog) and "Delete" in ask.question
    assert good.path.exists()
    click(app, ask.buttons["no"].get_abs_rect().center)
    assert app.stack.top is scene and good.path.exists()
    click(app, row_buttons(scene, good.path)["delete"].get_abs_rect().center)
    click(app, app.stack.top.buttons["yes"].get_abs_rect().center)
    assert app.stack.top is scene
    assert not good.path.exists()
    assert good.path not in [e.path for e in scene.saves]
    assert "Deleted" in scene.message


def test_a_damaged_save_offers_its_backup(app: App, store: SaveStore) -> None:
    table, session = start(app)
    play(app, table, session, 3)
    path = autosave_of(app, session)
    app.stack.clear()
    path.write_bytes(path.read_bytes()[:200])
    damaged = path.read_bytes()
    scene = open_load(app)
    entry = next(e for e in scene.saves if e.path == path)
    assert entry.problem and entry.backup_ok
    click(app, row_buttons(scene, path)["backup"].get_abs_rect().center)
    pass_screens(app)
    assert isinstance(app.stack.top, TableScene)
    assert path.read_bytes() == damaged


def test_a_long_list_is_paged_with_prev_and_next(app: App, store: SaveStore) -> None:
    from game.games import game_info
    from game.rules.core import Match, Setup
    from game.store.saves import SaveSession
    from game.ui.play.seat_info import seat_info

    for i in range(12):
        match = Match(game_info("digmars").engine_cls(), Setup(game="digmars", players=2), i + 1)
        seats = [seat_info(s) for s in default_seats(2, humans=1)]
        SaveSession(store, match, seats).save_as(f"Game {i}")
    scene = open_load(app)
    assert len(scene.pages) >= 3
    prev, nxt = scene.buttons["prev"], scene.buttons["next"]
    assert not prev.is_enabled and nxt.is_enabled
    canvas = pygame.Rect((0, 0), app.ctx.size)
    seen = set()
    for number in range(len(scene.pages)):
        assert scene.page == number
        for rect, item in scene.row_rects:
            assert LIST.contains(rect)
            assert not rect.colliderect(scene.buttons["back"].get_abs_rect())
            if item.entry is not None:
                seen.add(item.entry.path)
        for button in scene.row_buttons:
            assert canvas.contains(button.get_abs_rect())
        if number < len(scene.pages) - 1:
            click(app, nxt.get_abs_rect().center)
    assert not nxt.is_enabled and prev.is_enabled
    assert len(seen) == 12 + len(scene.examples)


def test_a_section_that_goes_on_repeats_its_head() -> None:
    from game.ui.scenes.load import Item

    items = [Item("head", "YOUR SAVES")] + [Item("note", str(i)) for i in range(20)]
    pages = paginate(items, 300)
    assert len(pages) > 1
    assert all(page[0].kind == "head" for page in pages)
    assert pages[1][0].text == "YOUR SAVES (continued)"
    assert sum(1 for p in pages for it in p if it.kind == "note") == 20


def test_the_autosave_is_written_off_the_frame_loop(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading

    threads: list[str] = []
    real = SaveStore.autosave

    def spy(self: SaveStore, save: Any) -> Path:
        threads.append(threading.current_thread().name)
        return real(self, save)

    monkeypatch.setattr(SaveStore, "autosave", spy)
    table, session = start(app)
    play(app, table, session, 2)
    assert app.saves.flush()
    assert threads and threading.current_thread().name not in threads


def test_a_failed_autosave_is_a_warning_and_the_game_goes_on(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.store.saves import SaveError

    def refuse(self: SaveStore, save: Any) -> Path:
        raise SaveError("The game could not be saved: No space left on device.")

    monkeypatch.setattr(SaveStore, "autosave", refuse)
    table, session = start(app)
    play(app, table, session, 1)
    assert app.saves.flush()
    pass_screens(app)
    frames(app, 2)
    assert table.message_is_error and "No space left" in table.message
    play(app, table, session, 1)
    assert len(session.match.actions) == 2
