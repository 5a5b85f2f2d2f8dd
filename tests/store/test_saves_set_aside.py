"""Issue 10, point 3 (DESIGN.md, Saves: "A save that fails to load is named with a clear
reason and is never overwritten or deleted"): failing the format check, the replay or the
snapshot comparison all count as failing to load. Before any write would replace such a file
(the autosave after "Load backup", Save as onto its name) it is renamed aside, and the Load
screen's list shows it with its sentence.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from saves_helpers import play, saved, seats

from game.store.saves import SaveError, SaveSession, SaveStore


def _format(raw: dict[str, Any]) -> None:
    raw["seed"] = "not a number"


def _replay(raw: dict[str, Any]) -> None:
    raw["actions"][0] = {"kind": "end_turn"}  # Dig Mars starts by placing stations


def _snapshot(raw: dict[str, Any]) -> None:
    raw["state"]["bank"] += 1


STAGES: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("format", _format, "This save is damaged"),
    ("replay", _replay, "cannot be replayed"),
    ("snapshot", _snapshot, "does not add up"),
]


def damage(path: Path, change: Callable[[dict[str, Any]], None]) -> bytes:
    raw = json.loads(path.read_bytes())
    change(raw)
    data = json.dumps(raw).encode()
    path.write_bytes(data)
    return data


def set_aside(store: SaveStore) -> list[Path]:
    return sorted(p for p in store.dir.iterdir() if ".damaged-" in p.name)


@pytest.mark.parametrize(("stage", "change", "words"), STAGES, ids=[s[0] for s in STAGES])
def test_the_autosave_after_load_backup_sets_the_failing_file_aside(
    store: SaveStore, stage: str, change: Callable[[dict[str, Any]], None], words: str
) -> None:
    path, session = saved(store)
    session.match.apply(session.match.engine.legal_actions()[0])
    session.autosave()  # the backup holds the game one action earlier
    broken = damage(path, change)
    fresh = SaveStore(store.data_dir)  # as the app opens it next time
    [entry] = fresh.list()
    assert entry.problem is not None and words in entry.problem
    assert entry.backup_ok

    loaded = fresh.load(path, use_backup=True)
    again = loaded.session(fresh)
    again.match.apply(again.match.engine.legal_actions()[0])
    again.autosave()

    [aside] = set_aside(fresh)
    assert aside.read_bytes() == broken  # renamed, byte for byte, never overwritten
    listed = {e.path: e for e in fresh.list()}
    assert listed[aside].problem == entry.problem  # the Load screen says why
    assert listed[path].ok  # and the game goes on in its own file


@pytest.mark.parametrize(("stage", "change", "words"), STAGES, ids=[s[0] for s in STAGES])
def test_save_as_onto_a_failing_file_sets_it_aside(
    store: SaveStore, stage: str, change: Callable[[dict[str, Any]], None], words: str
) -> None:
    first = SaveSession(store, play(steps=30), seats(3))
    target = first.save_as("Mine")
    broken = damage(target, change)
    fresh = SaveStore(store.data_dir)
    other = SaveSession(fresh, play(seed=9, steps=12), seats(3))
    other.save_as("Mine", overwrite=True)
    [aside] = set_aside(fresh)
    assert aside.read_bytes() == broken
    problem = {e.path: e for e in fresh.list()}[aside].problem
    assert problem is not None and words in problem
    assert fresh.load(target).match.actions == other.match.actions


def test_a_file_that_loads_is_replaced_without_being_set_aside(store: SaveStore) -> None:
    """Save as onto a good save (the player said overwrite): replaced, its old content kept
    as the backup, nothing set aside."""
    SaveSession(store, play(steps=30), seats(3)).save_as("Mine")
    fresh = SaveStore(store.data_dir)
    SaveSession(fresh, play(seed=9, steps=12), seats(3)).save_as("Mine", overwrite=True)
    assert set_aside(fresh) == []
    assert fresh.path_for("Mine").with_name("Mine.json.bak").is_file()


def test_a_failing_file_is_never_deleted_either(store: SaveStore) -> None:
    """Delete removes only what the player chose; a failing file set aside stays until then."""
    path, session = saved(store)
    broken = damage(path, _snapshot)
    fresh = SaveStore(store.data_dir)
    with pytest.raises(SaveError):
        fresh.load(path)
    SaveSession(fresh, session.match, seats(3), match_id=session.match_id).autosave()
    [aside] = set_aside(fresh)
    assert aside.read_bytes() == broken


@pytest.mark.parametrize(("stage", "change", "words"), STAGES, ids=[s[0] for s in STAGES])
def test_playing_on_sets_a_failing_backup_aside_before_the_save_replaces_it(
    store: SaveStore, stage: str, change: Callable[[dict[str, Any]], None], words: str
) -> None:
    """Issue 35, point 5: with a good save and a backup that fails to load, playing on turned
    the save into the backup over it, unread. The promise covers the backup too: it is
    renamed aside (`<name>-backup.damaged-<time>.json`) and listed with its sentence."""
    path, session = saved(store)
    session.match.apply(session.match.engine.legal_actions()[0])
    session.autosave()
    backup = path.with_name(path.name + ".bak")
    broken = damage(backup, change)
    good = path.read_bytes()

    fresh = SaveStore(store.data_dir)  # as the app opens it next time
    again = fresh.load(path).session(fresh)
    again.match.apply(again.match.engine.legal_actions()[0])
    again.autosave()

    [aside] = set_aside(fresh)
    assert aside.name.startswith(f"{path.stem}-backup.damaged-") and aside.suffix == ".json"
    assert aside.read_bytes() == broken  # renamed, byte for byte, never overwritten
    assert backup.read_bytes() == good  # the save as it was is the backup now
    problem = {e.path: e for e in fresh.list()}[aside].problem
    assert problem is not None and words in problem
    again.autosave()  # the backup is known good now: nothing more is set aside
    assert set_aside(fresh) == [aside]


def test_a_backup_that_loads_is_replaced_without_being_set_aside(store: SaveStore) -> None:
    path, session = saved(store)
    session.autosave()
    fresh = SaveStore(store.data_dir)
    again = fresh.load(path).session(fresh)
    again.match.apply(again.match.engine.legal_actions()[0])
    again.autosave()
    assert set_aside(fresh) == []
