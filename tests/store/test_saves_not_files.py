"""Issue 10, point 5: bad files never stall or hang. A path that is not a regular file (a
pipe, a device, a folder) is refused with a sentence instead of blocking; a file larger than
MAX_SAVE_BYTES (4 MB; a finished 4-player game is about 15 KB) and JSON nested deeper than
MAX_JSON_DEPTH are refused before they are parsed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from saves_helpers import play, seats

from game.store import saves_format
from game.store.saves import SaveError, SaveStore, check_entry, make_save
from game.store.saves_format import MAX_JSON_DEPTH, MAX_SAVE_BYTES, dump_save, nesting_depth

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def finishes(call: Callable[[], Any], seconds: float = 5.0) -> Any:
    """Run `call` on a thread; fail (instead of hanging the test run) if it blocks. What it
    raises is raised here."""
    out: list[Any] = []

    def run() -> None:
        try:
            out.append(("ok", call()))
        except BaseException as err:
            out.append(("raised", err))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "it blocked"
    how, value = out[0]
    if how == "raised":
        raise value
    return value


@needs_fifo
def test_a_pipe_named_like_a_save_is_refused_without_blocking(store: SaveStore) -> None:
    store.dir.mkdir(parents=True)
    fifo = store.dir / "pipe.json"
    os.mkfifo(fifo)
    entry = finishes(lambda: check_entry(fifo))
    assert entry.problem == "This is a pipe, not a save file, so it was not opened."
    with pytest.raises(SaveError, match="pipe"):
        finishes(lambda: store.load(fifo))
    listed = finishes(store.list)
    assert [e.problem for e in listed] == [entry.problem]


@needs_fifo
def test_saves_check_refuses_a_pipe_with_a_sentence(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    done = subprocess.run(
        [sys.executable, "-m", "game", "saves", "check", str(fifo)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert "pipe, not a save file" in done.stdout
    assert "Traceback" not in done.stderr


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="no /dev/null here")
def test_a_device_is_refused() -> None:
    entry = finishes(lambda: check_entry(Path("/dev/null")))
    assert entry.problem == "This is a device, not a save file, so it was not opened."


def test_a_folder_is_refused(tmp_path: Path) -> None:
    assert check_entry(tmp_path).problem == "This is a folder, not a save."


def test_json_nested_past_the_limit_is_refused_before_parsing(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    parsed: list[int] = []
    real = json.loads
    monkeypatch.setattr(
        saves_format.json, "loads", lambda *a, **k: parsed.append(1) or real(*a, **k)
    )
    store.dir.mkdir(parents=True)
    path = store.dir / "deep.json"
    path.write_text('{"format_version": 2, "state": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(SaveError, match="nested far too deep"):
        store.load(path)
    assert parsed == []


def test_nesting_is_counted_without_the_brackets_inside_text() -> None:
    assert nesting_depth('{"a": [1, {"b": "[[[[{{{"}]}') == 3
    assert nesting_depth('"\\"[[[["') == 0
    assert nesting_depth("[" * (MAX_JSON_DEPTH + 1)) == MAX_JSON_DEPTH + 1


def test_a_real_save_is_far_below_both_limits() -> None:
    data = dump_save(make_save(play(steps=200), seats(3), match_id="m-1"))
    assert len(data) < MAX_SAVE_BYTES // 100
    assert nesting_depth(data.decode()) < MAX_JSON_DEPTH // 4


def test_infinity_written_as_a_huge_float_is_refused(store: SaveStore) -> None:
    raw = make_save(play(steps=10), seats(3), match_id="m-1").model_dump(mode="json")
    text = json.dumps(raw).replace('"state": {', '"state": {"x": 1e999, ', 1)
    store.dir.mkdir(parents=True)
    path = store.dir / "inf.json"
    path.write_text(text)
    with pytest.raises(SaveError, match="absurd number"):
        store.load(path)
