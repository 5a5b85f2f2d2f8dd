"""Issue 10, point 5: bad files never stall or hang. A path that is not a regular file (a
pipe, a device, a folder) is refused with a sentence instead of blocking; a file larger than
MAX_SAVE_BYTES (4 MB; a finished 4-player game is about 15 KB), JSON nested deeper than
MAX_JSON_DEPTH and JSON of more lists and tables than MAX_JSON_CONTAINERS are refused before
they are parsed."""

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
from game.store.saves_format import (
    MAX_JSON_CONTAINERS,
    MAX_JSON_DEPTH,
    MAX_SAVE_BYTES,
    dump_save,
    nesting_depth,
    shape_problem,
)

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


def spy_on_parsing(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The length of every JSON text parsed from now on (the replay's own included)."""
    parsed: list[int] = []
    real = json.loads
    monkeypatch.setattr(
        saves_format.json, "loads", lambda *a, **k: parsed.append(len(a[0])) or real(*a, **k)
    )
    return parsed


def test_json_nested_past_the_limit_is_refused_before_parsing(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    parsed = spy_on_parsing(monkeypatch)
    store.dir.mkdir(parents=True)
    path = store.dir / "deep.json"
    path.write_text('{"format_version": 2, "state": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(SaveError, match="nested more than 64 levels deep"):
        store.load(path)
    assert parsed == []


def chains(depth: int, count: int) -> str:
    """A JSON list of `count` chains of brackets, each `depth` deep."""
    return "[" + ",".join(["[" * depth + "1" + "]" * depth] * count) + "]"


@pytest.mark.parametrize("depth", [58, 70])
def test_a_4_mb_file_of_brackets_is_refused_before_parsing_whatever_its_depth(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch, depth: int
) -> None:
    """Issue 35, point 4: a 4 MB save nested 60 deep was measured, parsed, then walked node by
    node: seconds of CPU at every look. Its lists are counted in the same one pass over its
    brackets as its depth, and far more than any save holds are refused unparsed."""
    parsed: list[int] = []
    real = json.loads
    monkeypatch.setattr(
        saves_format.json, "loads", lambda *a, **k: parsed.append(1) or real(*a, **k)
    )
    raw = make_save(play(steps=10), seats(3), match_id="m-1").model_dump(mode="json")
    raw["state"]["junk"] = "@@"
    text = json.dumps(raw)
    count = (MAX_SAVE_BYTES - len(text)) // (2 * depth + 4)
    store.dir.mkdir(parents=True)
    path = store.dir / "deep.json"
    path.write_text(text.replace('"@@"', chains(depth, count)))
    assert MAX_SAVE_BYTES * 0.9 < path.stat().st_size <= MAX_SAVE_BYTES
    parsed = spy_on_parsing(monkeypatch)
    with pytest.raises(SaveError) as caught:
        store.load(path)
    assert parsed == []
    assert f"more than any save ({MAX_JSON_CONTAINERS:,} at most)" in caught.value.sentence


def test_a_file_under_both_limits_is_parsed_once_and_never_walked_again(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Just under the count of lists and the depth: parsed (it may be a save), then refused
    for what it holds; the parsed value is not walked again for its depth."""
    assert not hasattr(saves_format, "_too_deep")
    raw = make_save(play(steps=10), seats(3), match_id="m-1").model_dump(mode="json")
    raw["state"]["junk"] = "@@"
    text = json.dumps(raw).replace('"@@"', chains(MAX_JSON_DEPTH - 4, 1000))
    assert shape_problem(text) is None
    store.dir.mkdir(parents=True)
    path = store.dir / "deep.json"
    path.write_text(text)
    parsed = spy_on_parsing(monkeypatch)
    with pytest.raises(SaveError, match="does not add up"):
        store.load(path)
    assert parsed.count(len(text)) == 1


def test_the_shape_is_measured_past_the_text_inside_strings() -> None:
    assert shape_problem('{"a": "' + "[" * 100 + '"}') is None
    assert shape_problem('{"a": "\\", "b": ' + "[" * 65 + "]" * 65 + "}") is not None
    assert shape_problem("[" * 64 + "]" * 64) is None
    many = "[" + ",".join(["[]"] * MAX_JSON_CONTAINERS) + "]"
    assert shape_problem(many) == (
        f"its data is made of {MAX_JSON_CONTAINERS + 1:,} lists and tables, more than any "
        f"save ({MAX_JSON_CONTAINERS:,} at most)"
    )


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
