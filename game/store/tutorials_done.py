"""Where the guided first games' progress is kept, and a quick read of how many are finished
without pydantic, for the title's first frame (its Learn to play entry says "2 of 4 done").

The progress file's model is pydantic's (tutorial_progress.py), and pydantic takes longer to
load than the rest of the title's first frame together. ``finished_quickly`` answers only for a
file the model surely reads as it is (what the app writes, or no file at all); anything else it
leaves to the model, and the first frame then waits for the title's own menu.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.store.dirs import data_dir

FILE_NAME = "tutorials.json"
FORMAT = 1
#: Beyond this a file is not ours (the four tutorials' progress takes a few hundred bytes).
MAX_BYTES = 64_000
#: The highest step a tutorial's progress may name (the model's bound).
MOST_STEPS = 100_000


def progress_path(override: Path | str | None = None) -> Path:
    return data_dir(override) / FILE_NAME


def finished_quickly(tutorial_ids: Sequence[str], path: Path | None = None) -> int | None:
    """How many of `tutorial_ids` the progress file marks finished, or None when only the
    model can tell (a file it might refuse, or one a newer app wrote)."""
    path = progress_path() if path is None else path
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return 0
    except OSError:
        return None
    if len(raw) > MAX_BYTES:
        return None
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    return finished_of(data, tutorial_ids)


def finished_of(data: Any, tutorial_ids: Sequence[str]) -> int | None:
    """How many of `tutorial_ids` progress `data` (as JSON gives it) marks finished, or None
    unless the model surely takes every field it knows as it is."""
    if not isinstance(data, dict):
        return None
    version = data.get("format", FORMAT)
    if type(version) is not int or version > FORMAT:
        return None
    tutorials = data.get("tutorials", {})
    if type(tutorials) is not dict or not all(_plain(r) for r in tutorials.values()):
        return None
    return sum(1 for t in tutorial_ids if tutorials.get(t, {}).get("finished", False))


def _plain(reached: Any) -> bool:
    if type(reached) is not dict:
        return False
    step = reached.get("step", 0)
    finished = reached.get("finished", False)
    return type(step) is int and 0 <= step <= MOST_STEPS and type(finished) is bool
