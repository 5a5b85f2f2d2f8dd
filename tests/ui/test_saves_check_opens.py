"""Issue 10, point 4: what passes `saves check` also opens. Any save the check accepts opens
from the Load screen and from Continue without the error screen, and its row on the Load
screen draws; one it refuses shows its sentence in that row. Seat names, the save's name, its
date and its summary are drawn at random (control characters, any script, long text, any
date)."""

from __future__ import annotations

import json
import os
import sys
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from table_helpers import frames, pass_screens

from game.games import game_info
from game.rules.core import Match, Rng, Setup
from game.store.saves import check_entry, make_save
from game.store.saves_format import SeatInfo
from game.ui.play.resume import open_saved_game
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.load import LIST, ROW_H, LoadScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.shell.app import App, title_scene


def base_raw() -> dict[str, Any]:
    match = Match(game_info("digmars").engine_cls(), Setup(game="digmars", players=2), 3)
    rng = Rng.from_seed(3)
    for _ in range(12):
        match.apply(rng.choice(match.engine.legal_actions()))
    seats = [SeatInfo(name="Ada"), SeatInfo(name="Bo", kind="bot", bot="greedy")]
    return make_save(match, seats, match_id="m-1").model_dump(mode="json")


BASE = base_raw()

TEXT = st.text(alphabet=st.characters(codec="utf-8"), max_size=90)
ZONES = st.sampled_from([None, UTC, timezone(timedelta(hours=14)), timezone(-timedelta(hours=12))])
DATES = st.datetimes(min_value=datetime(1, 1, 2), max_value=datetime(9999, 12, 30), timezones=ZONES)


@st.composite
def odd_save(draw: st.DrawFn) -> dict[str, Any]:
    raw = json.loads(json.dumps(BASE))
    for seat in raw["seats"]:
        if draw(st.booleans()):
            seat["name"] = draw(TEXT)
        if draw(st.booleans()):
            seat["colour"] = draw(st.text(max_size=12))
    if draw(st.booleans()):
        raw["name"] = draw(TEXT)
    if draw(st.booleans()):
        raw["saved_at"] = draw(DATES).isoformat()
    if draw(st.booleans()):
        raw["summary"]["progress"] = draw(TEXT)
    if draw(st.booleans()):
        raw["summary"]["scores"] = draw(
            st.lists(st.integers(min_value=-(10**12), max_value=10**12), max_size=6)
        )
    return raw


@pytest.fixture
def app(saves_app: App) -> App:
    return saves_app


def empty(folder: Path) -> None:
    for path in folder.iterdir():
        path.unlink()


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(raw=odd_save())
def test_a_save_the_check_accepts_opens_from_load_and_continue(
    app: App, raw: dict[str, Any]
) -> None:
    assert app.saves is not None
    store = app.saves.store
    store.dir.mkdir(parents=True, exist_ok=True)
    empty(store.dir)
    path = store.dir / "autosave-m-1.json"
    path.write_text(json.dumps(raw))
    entry = check_entry(path)

    # Its row on the Load screen draws, with its sentence when it is refused.
    app.stack.clear()
    app.stack.push(title_scene(app))
    load = LoadScene(app.ctx)
    app.stack.push(load)
    load.wait_checked()
    frames(app, 1)
    [listed] = load.saves
    assert listed.ok == entry.ok and listed.problem == entry.problem
    layer = pygame.Surface((1280, 720), pygame.SRCALPHA)
    load._draw_row(layer, pygame.Rect(LIST.left, LIST.top, LIST.width, ROW_H), listed, None)
    if not entry.ok:
        return

    # Accepted: it opens from the Load screen...
    table = open_saved_game(app.ctx, path)
    app.stack.push(table)
    pass_screens(app)
    frames(app, 2)
    assert not isinstance(app.stack.top, ErrorScene)
    # ...and from Continue.
    app.stack.clear()
    app.stack.push(title_scene(app))
    title = app.stack.top
    assert isinstance(title, TitleScene)
    title.wait_latest()
    assert title.latest is not None and title.latest.path == path
    title.continue_game()
    pass_screens(app)
    frames(app, 2)
    assert isinstance(app.stack.top, TableScene), title.note
    assert not app.failed


@pytest.mark.skipif(sys.platform != "linux", reason="file names that are not UTF-8: Linux")
def test_a_file_name_no_screen_can_draw_is_listed_safely(app: App) -> None:
    """A file name with bytes that are not UTF-8 (a lone surrogate in Python) and an escape
    character: listed and drawn with a stand-in character, never a crash."""
    assert app.saves is not None
    store = app.saves.store
    store.dir.mkdir(parents=True, exist_ok=True)
    odd = os.path.join(os.fsencode(store.dir), b"caf\xe9\x1b.json")
    with open(odd, "wb") as handle:
        handle.write(b"{ not a save")
    app.stack.push(title_scene(app))
    load = LoadScene(app.ctx)
    app.stack.push(load)
    load.wait_checked()
    frames(app, 2)
    [entry] = load.saves
    assert entry.title == "caf\ufffd\ufffd" and entry.file_name == "caf\ufffd\ufffd.json"
    layer = pygame.Surface((1280, 720), pygame.SRCALPHA)
    load._draw_row(layer, pygame.Rect(LIST.left, LIST.top, LIST.width, ROW_H), entry, None)
    assert not app.failed
