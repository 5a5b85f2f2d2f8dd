"""Atomic writes: temp file, fsync, rename, previous version kept as .bak. A writer stopped at
any point (an exception at every step, or kill -9 at random moments) leaves a loadable save."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from saves_helpers import saved

from game.store import atomic
from game.store.atomic import atomic_write, backup_path
from game.store.saves import SaveStore, load_save

ROOT = Path(__file__).resolve().parents[2]


def test_a_write_replaces_the_file_and_keeps_the_old_one(tmp_path: Path) -> None:
    path = tmp_path / "a" / "f.json"
    atomic_write(path, b"one")
    assert path.read_bytes() == b"one" and not backup_path(path).exists()
    atomic_write(path, b"two")
    assert path.read_bytes() == b"two" and backup_path(path).read_bytes() == b"one"
    atomic_write(path, b"three")
    assert path.read_bytes() == b"three" and backup_path(path).read_bytes() == b"two"
    assert sorted(p.name for p in path.parent.iterdir()) == ["f.json", "f.json.bak"]


def test_without_hard_links_the_backup_is_a_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_links(*args: object) -> None:
        raise OSError("links not supported")

    monkeypatch.setattr(atomic.os, "link", no_links)
    path = tmp_path / "f.json"
    atomic_write(path, b"one")
    atomic_write(path, b"two")
    assert path.read_bytes() == b"two" and backup_path(path).read_bytes() == b"one"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json", "f.json.bak"]


class Crash(Exception):
    pass


def _crash_at(monkeypatch: pytest.MonkeyPatch, step: int) -> list[str]:
    """Make the `step`-th file-system call of a write raise, as if the writer died there."""
    calls: list[str] = []
    for name in ("replace", "fsync", "link"):
        real = getattr(os, name)

        def wrapped(*args: object, _real=real, _name=name) -> object:  # type: ignore[no-untyped-def]
            calls.append(_name)
            if len(calls) == step:
                raise Crash(f"died in {_name}")
            return _real(*args)

        monkeypatch.setattr(atomic.os, name, wrapped)
    return calls


# A write over an existing save makes these calls: fsync(temp), link(save -> staging),
# replace(staging -> .bak), replace(temp -> save), fsync(folder).
STEPS = ("fsync", "link", "replace", "replace", "fsync")


@pytest.mark.parametrize("step", range(1, len(STEPS) + 2))
def test_a_writer_dying_at_any_step_leaves_a_loadable_save(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch, step: int
) -> None:
    path, session = saved(store, steps=20)
    session.match.apply(session.match.engine.legal_actions()[0])
    session.autosave()  # a save of 21 actions, and its backup of 20
    old = path.read_bytes()
    session.match.apply(session.match.engine.legal_actions()[0])
    calls = _crash_at(monkeypatch, step)
    try:
        session.autosave()
        died = False
    except Crash:
        died = True
    monkeypatch.undo()
    assert tuple(calls) == STEPS[:step]
    assert died == (step <= len(STEPS))
    main = len(load_save(path).match.actions)
    backup = len(load_save(path, use_backup=True).match.actions)
    assert main == (21 if step <= 4 else 22)
    assert backup == (20 if step <= 3 else 21)
    if step <= 4:
        assert path.read_bytes() == old
    session.autosave()  # and the next write goes through
    assert len(load_save(path).match.actions) == 22


WRITER = r"""
import sys
from pathlib import Path
from game.rules.core import Match, Rng, Setup
from game.games import game_info
from game.store.saves import SaveSession, SaveStore
from game.store.saves_format import SeatInfo

store = SaveStore(Path(sys.argv[1]))
cls = game_info("digmars").engine_cls()
sessions = []
for seed, steps in ((11, 100_000), (12, 300)):
    match = Match(cls, Setup(game="digmars", players=4), seed)
    rng = Rng.from_seed(seed)
    while not match.engine.is_over() and len(match.actions) < steps:
        match.apply(rng.choice(match.engine.legal_actions()))
    seats = [SeatInfo(name=f"P{i}") for i in range(4)]
    sessions.append(SaveSession(store, match, seats, match_id="killed"))
    print(len(match.actions), flush=True)
sessions[0].autosave()
print("ready", flush=True)
n = 0
while True:
    sessions[n % 2].autosave()
    n += 1
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_a_writer_killed_at_random_moments_always_leaves_a_loadable_save(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    path = SaveStore(data).autosave_path("killed")
    rng = random.Random(20261122)
    written: set[int] = set()
    for _ in range(6):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(data)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        try:
            assert proc.stdout is not None
            written = {int(proc.stdout.readline()), int(proc.stdout.readline())}
            assert proc.stdout.readline().strip() == b"ready"
            time.sleep(rng.uniform(0.0, 0.25))
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait()
        assert proc.returncode == -signal.SIGKILL
        loaded = load_save(path)  # the save on disk always loads...
        assert len(loaded.match.actions) in written
        if backup_path(path).exists():  # ...and so does its backup
            assert len(load_save(path, use_backup=True).match.actions) in written
    assert 300 in written
    # Leftover temp files of a killed writer are never listed as saves.
    entries = SaveStore(data).list()
    assert [e.path for e in entries] == [path] and entries[0].ok
