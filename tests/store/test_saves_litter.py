"""Issue 10, point 6: no litter. The temp file of a write killed halfway (kill -9) is removed
the next time a store opens that folder, and is never listed as a save; a write under way in
a live process is left alone."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from saves_helpers import saved

from game.store.atomic import sweep_temps
from game.store.saves import SaveStore

WRITER = """
import os, sys, time
from pathlib import Path
from game.store import atomic
def stall(path, data):
    with open(path, "xb") as handle:
        handle.write(data[: len(data) // 2])
        handle.flush()
        print("writing", flush=True)
        time.sleep(60)
atomic._write_synced = stall
atomic.atomic_write(Path(sys.argv[1]), b"x" * 10000)
"""


@pytest.mark.skipif(os.name == "nt", reason="kill -9 is POSIX")
def test_a_write_killed_halfway_leaves_litter_that_the_next_store_removes(
    store: SaveStore,
) -> None:
    path, _ = saved(store)
    child = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert child.stdout is not None and child.stdout.readline().strip() == "writing"
    child.send_signal(signal.SIGKILL)
    child.wait(10)
    litter = [p for p in store.dir.iterdir() if p.name.endswith(".tmp")]
    assert len(litter) == 1  # the killed writer's half-written temp file
    assert [e.path for e in store.list()] == [path]  # never listed as a save

    SaveStore(store.data_dir)  # the app opens the folder again
    assert [p for p in store.dir.iterdir() if p.name.endswith(".tmp")] == []
    assert store.load(path).match.actions  # the save itself untouched


def test_a_temp_file_of_a_live_writer_is_left_alone(tmp_path: Path) -> None:
    mine = tmp_path / f".game.json.{os.getpid()}-abcd1234.tmp"
    mine.write_bytes(b"half")
    assert sweep_temps(tmp_path) == []
    assert mine.exists()


def test_an_old_temp_file_is_litter_whoever_wrote_it(tmp_path: Path) -> None:
    old = tmp_path / f".game.json.{os.getpid()}-abcd1234.tmp"
    old.write_bytes(b"half")
    hours_ago = time.time() - 7200
    os.utime(old, (hours_ago, hours_ago))
    assert sweep_temps(tmp_path) == [old]


def test_only_hidden_temp_files_are_swept(tmp_path: Path) -> None:
    keep = [tmp_path / "notes.tmp", tmp_path / "game.json", tmp_path / ".hidden"]
    for path in keep:
        path.write_bytes(b"x")
        os.utime(path, (0, 0))
    assert sweep_temps(tmp_path) == []
    assert all(p.exists() for p in keep)


def test_opening_a_folder_that_does_not_exist_creates_nothing(tmp_path: Path) -> None:
    SaveStore(tmp_path / "nowhere")
    assert not (tmp_path / "nowhere").exists()


@pytest.mark.skipif(os.name == "nt", reason="process ids are checked on POSIX")
def test_the_settings_folder_is_swept_too(tmp_path: Path) -> None:
    from game.store.settings import Settings, load_settings, save_settings

    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    litter = tmp_path / f".settings.json.{int(gone.stdout)}-0badc0de.tmp"
    litter.write_text("{")
    path = save_settings(Settings(volume=0.25), tmp_path / "settings.json")
    assert load_settings(path).volume == 0.25
    assert not litter.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
