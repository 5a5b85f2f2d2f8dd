"""Issue 10, point 5: reading the save list never runs on the frame thread. With three saves
of almost 4 MB each in the folder, the title and the Load screen keep drawing frames while
the folder is read and checked on a thread."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from table_helpers import frames

from game.games import game_info
from game.rules.core import Match, Rng, Setup
from game.store import reading
from game.store.saves import SaveSession, SaveStore
from game.store.saves_format import MAX_SAVE_BYTES, SeatInfo
from game.ui.scenes.load import READING, LoadScene
from game.ui.scenes.title import TitleScene
from game.ui.shell.app import App, title_scene


def big_saves(store: SaveStore, count: int = 3) -> list[Path]:
    """`count` real, loadable Dig Mars saves padded to just under MAX_SAVE_BYTES."""
    paths = []
    for seed in range(count):
        match = Match(game_info("digmars").engine_cls(), Setup(game="digmars", players=2), seed)
        rng = Rng.from_seed(seed)
        for _ in range(30):
            match.apply(rng.choice(match.engine.legal_actions()))
        seats = [SeatInfo(name="Ada"), SeatInfo(name="Bo")]
        path = SaveSession(store, match, seats).autosave()
        raw = json.loads(path.read_bytes())
        room = MAX_SAVE_BYTES - len(json.dumps(raw)) - 64
        raw["padding"] = [12345] * (room // 7)  # ignored by the save model, read all the same
        path.write_text(json.dumps(raw))
        assert MAX_SAVE_BYTES * 0.95 < path.stat().st_size < MAX_SAVE_BYTES
        paths.append(path)
    return paths


@pytest.fixture
def app(saves_app: App) -> App:
    return saves_app


@pytest.fixture
def gate() -> threading.Event:
    """Opened by a test that holds the first read back (set: reads go ahead at once)."""
    opened = threading.Event()
    opened.set()
    return opened


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch, gate: threading.Event) -> list[bool]:
    """For every save file read: whether it was read on the frame (main) thread. A read
    waits for `gate`, so a test can hold the look at the folder under way."""
    seen: list[bool] = []
    real = reading.read_bytes

    def spy(path: Path) -> bytes:
        seen.append(threading.current_thread() is threading.main_thread())
        gate.wait(30.0)
        return real(path)

    monkeypatch.setattr(reading, "read_bytes", spy)
    return seen


def test_the_title_keeps_drawing_while_it_looks_for_a_game_to_continue(
    app: App, reads: list[bool], gate: threading.Event
) -> None:
    """The title draws frames while the folder is still being read (the reads are held back
    until frames were drawn, so this holds however fast the machine reads)."""
    assert app.saves is not None
    big_saves(app.saves.store)
    gate.clear()
    app.stack.push(title_scene(app))
    title = app.stack.top
    assert isinstance(title, TitleScene)
    drawn_while_busy = 0
    while title.lookup.busy and drawn_while_busy < 10_000:
        frames(app, 1)
        drawn_while_busy += 1
        if drawn_while_busy == 3:
            gate.set()
    gate.set()
    title.wait_latest()
    frames(app, 1)
    assert reads and not any(reads)  # every file was read off the frame thread
    assert drawn_while_busy >= 3
    assert "continue_game" in title.buttons  # and Continue came when the answer did


def test_the_load_screen_keeps_drawing_while_it_reads_the_folder(
    app: App, reads: list[bool]
) -> None:
    assert app.saves is not None
    paths = big_saves(app.saves.store)
    app.stack.push(title_scene(app))
    reads.clear()
    scene = LoadScene(app.ctx)
    app.stack.push(scene)
    assert [i.text for i in scene.items() if i.kind == "note"] == [READING]
    drawn_while_busy = 0
    while scene.checking and drawn_while_busy < 10_000:
        frames(app, 1)
        drawn_while_busy += 1
    scene.wait_checked()
    assert reads and not any(reads)
    assert {e.path for e in scene.saves} == set(paths)
    assert all(e.ok for e in scene.saves)
    print(f"\nload: {drawn_while_busy} frames drawn while three 4 MB saves were checked")
