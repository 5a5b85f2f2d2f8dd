"""Issue 35, point 1: text from a file is shown safely everywhere. A save whose game name or
snapshot key held a NUL took the Load screen down (its refusal sentence quoted it, and the
font renderer raises on a NUL); a name remembered in the settings file did the same to the
New game screen. Every control and format character (Unicode categories Cc, Cf, Zl, Zp) in
any text field or key of any example save, and in the file's name, opens from the Load
screen, Continue and `saves check` without the error screen, each text on one line."""

from __future__ import annotations

import io
import json
import sys
import unicodedata
from contextlib import redirect_stdout, suppress
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from table_helpers import frames, pass_screens

from game.store.cli import main as cli
from game.store.dirs import examples_dir
from game.store.safe_text import UNSHOWN
from game.store.saves import SaveError
from game.store.settings import LastGame, LastSeat
from game.ui.play.resume import open_saved_game
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.shell.app import App, title_scene

EXAMPLES = {p.name: json.loads(p.read_text("utf-8")) for p in examples_dir().glob("*.json")}
#: Every control and format character, and the line and paragraph separators.
HOSTILE = st.characters(categories=["Cc", "Cf", "Zl", "Zp"])

Step = str | int
#: A place for text in a JSON value: the path to a string (False) or to a key (True).
Place = tuple[tuple[Step, ...], bool]


def text_places(value: Any, path: tuple[Step, ...] = ()) -> list[Place]:
    """Every string and every key in a JSON value."""
    if isinstance(value, str):
        return [(path, False)]
    out: list[Place] = []
    if isinstance(value, dict):
        for key, child in value.items():
            out.append(((*path, key), True))
            out += text_places(child, (*path, key))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            out += text_places(child, (*path, i))
    return out


PLACES = {name: text_places(raw) for name, raw in EXAMPLES.items()}


def insert(raw: Any, place: Place, char: str, at: int) -> Any:
    """A copy of `raw` with `char` put into the text at `place` (a key keeps its value)."""
    raw = json.loads(json.dumps(raw))
    path, is_key = place
    parent = raw
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    old = str(last) if is_key else parent[last]
    new = old[: at % (len(old) + 1)] + char + old[at % (len(old) + 1) :]
    if is_key:
        parent[new] = parent.pop(last)
    else:
        parent[last] = new
    return raw


def unshown(text: str) -> list[str]:
    return [c for c in text if unicodedata.category(c) in UNSHOWN]


@pytest.fixture
def app(saves_app: App) -> App:
    return saves_app


def check_line(path: Path) -> str:
    """What `saves check` prints for one file: exactly one safe line."""
    out = io.StringIO()
    with redirect_stdout(out):
        cli(["saves", "check", str(path)])
    text = out.getvalue()
    assert text.count("\n") == 1 and text.endswith("\n"), repr(text)
    assert unshown(text[:-1]) == [], repr(text)
    return text


def the_title(app: App) -> TitleScene:
    """The title screen, alone on the stack."""
    app.stack.clear()
    app.stack.push(title_scene(app))
    title = app.stack.top
    assert isinstance(title, TitleScene)
    return title


def open_everywhere(app: App, path: Path) -> None:
    """`saves check`, then the Load screen (its row drawn; Load pressed when offered), then
    Continue: never the error screen, every text the screens show on one safe line."""
    check_line(path)
    the_title(app)
    load = LoadScene(app.ctx)
    app.stack.push(load)
    load.wait_checked()
    frames(app, 2)
    [entry] = load.saves
    for text in (entry.title, entry.problem or "", entry.describe(), *entry.seat_names):
        assert unshown(text) == [], repr(text)
    if entry.ok:
        load.load(entry)
        pass_screens(app)
        frames(app, 2)
        assert isinstance(app.stack.top, TableScene) or unshown(load.message) == []
    assert not isinstance(app.stack.top, ErrorScene) and not app.failed

    title = the_title(app)
    title.wait_latest()
    frames(app, 1)
    if title.latest is not None:
        title.continue_game()
        pass_screens(app)
        frames(app, 2)
        assert unshown(title.note) == []
    assert not isinstance(app.stack.top, ErrorScene) and not app.failed


def put(app: App, raw: Any, name: str = "autosave-m-1.json") -> Path:
    assert app.saves is not None
    app.stack.clear()  # a table left open would autosave into the folder
    app.saves.flush()
    folder = app.saves.store.dir
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.iterdir():
        old.unlink(missing_ok=True)
    path = folder / name
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("where", "bad"),
    [
        ("setup game", "\x00"),
        ("snapshot key", "\x00"),
        ("snapshot key", "\x1b[2J\n"),
        ("save name", "\u2028\u202e"),
        ("seat name", "\u200d\ufeff\u2029"),
    ],
)
def test_the_files_that_took_the_load_screen_down_open_everywhere(
    app: App, where: str, bad: str
) -> None:
    raw = json.loads(json.dumps(EXAMPLES["digmars-v2.json"]))
    if where == "setup game":
        raw["setup"]["game"] = f"dig{bad}mars"
    elif where == "snapshot key":
        raw["state"][f"x{bad}y"] = 1
    elif where == "save name":
        raw["name"] = f"Evening{bad}game"
    else:
        raw["seats"][1]["name"] = f"Rover{bad}2"
    open_everywhere(app, put(app, raw))


def test_a_name_remembered_in_the_settings_file_draws_on_the_new_game_screen(
    app: App,
) -> None:
    seats = [LastSeat(name="Ada\x00\x1b[2J"), LastSeat(name="Bo\u202e\u2028", human=False)]
    app.ctx.settings.last_game = LastGame(game_id="digmars", seats=seats)
    the_title(app).open_new_game()
    frames(app, 3)
    assert isinstance(app.stack.top, SetupScene) and not app.failed
    assert all(unshown(seat.name) == [] for seat in app.stack.top.seats)


@st.composite
def hostile_save(draw: st.DrawFn) -> tuple[str, Any, str]:
    """An example save with a control or format character in one of its texts or keys,
    and (sometimes) in its file's name too."""
    example = draw(st.sampled_from(sorted(EXAMPLES)))
    place = draw(st.sampled_from(PLACES[example]))
    char = draw(HOSTILE)
    raw = insert(EXAMPLES[example], place, char, draw(st.integers(0, 40)))
    name = "autosave-m-1.json"
    if draw(st.booleans()) and char not in "\x00/" and sys.platform == "linux":
        name = f"autosave-m{char}1.json"
    return example, raw, name


@pytest.mark.slow
@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(case=hostile_save())
def test_every_control_and_format_character_in_any_text_of_any_example_opens_everywhere(
    app: App, case: tuple[str, Any, str]
) -> None:
    _, raw, name = case
    open_everywhere(app, put(app, raw, name))


def test_a_hostile_file_name_is_one_line_in_the_log_file_too(
    app: App, caplog: pytest.LogCaptureFixture
) -> None:
    """A line break or an escape in a save's file name would forge or garble lines of the
    log file a player attaches to a report: loading and failing to load log it safely."""
    good = put(app, EXAMPLES["digmars-v2.json"], "evening\n[ERROR] forged\x1b[2J.json")
    bad = good.with_name("broken\n\x1b[31m.json")
    bad.write_text("{", encoding="utf-8")
    caplog.set_level("INFO")
    for path in (good, bad):
        with suppress(SaveError):
            open_saved_game(app.ctx, path)
    logged = [r.getMessage() for r in caplog.records if "evening" in r.getMessage()]
    logged += [r.getMessage() for r in caplog.records if "broken" in r.getMessage()]
    assert len(logged) == 2 and all(unshown(text) == [] for text in logged)
