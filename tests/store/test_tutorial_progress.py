"""The guided games' progress file (issue 41, point 4): kept atomically, read back, and a
damaged or newer file gives a sentence and is never overwritten."""

from __future__ import annotations

import json
from pathlib import Path

from game.store.tutorial_progress import TutorialProgress


def test_progress_is_written_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "tutorials.json"
    store = TutorialProgress(path)
    store.set("digmars", 7)
    store.set("tmdice", 30, finished=True)
    again = TutorialProgress(path)
    assert again.reached("digmars").step == 7
    assert not again.reached("digmars").finished
    assert again.reached("tmdice").finished
    assert again.reached("cockroach").step == 0
    assert again.problem == ""


def test_a_step_kept_later_keeps_the_finished_mark(tmp_path: Path) -> None:
    store = TutorialProgress(tmp_path / "tutorials.json")
    store.set("digmars", 20, finished=True)
    store.set("digmars", 3)
    assert store.reached("digmars").finished


def test_a_damaged_file_says_so_and_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "tutorials.json"
    path.write_text("{not json")
    store = TutorialProgress(path)
    assert "damaged" in store.problem
    store.set("digmars", 4)
    assert path.read_text() == "{not json"


def test_a_newer_file_says_so_and_loses_nothing(tmp_path: Path) -> None:
    path = tmp_path / "tutorials.json"
    newer = json.dumps({"format": 99, "tutorials": {"digmars": {"step": 9}}, "more": 1})
    path.write_text(newer)
    store = TutorialProgress(path)
    assert "newer" in store.problem
    assert store.reached("digmars").step == 0
    store.set("digmars", 2)
    assert path.read_text() == newer
