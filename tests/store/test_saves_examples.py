"""saves/ holds an example save per playable game and per format version it was ever saved
in; every one loads, replays and verifies."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from saves_helpers import playable_ids

from game.store.dirs import examples_dir
from game.store.saves import load_save
from game.store.saves_format import FORMAT_VERSION
from game.tools.examples import LEGACY_VERSIONS, example_files

EXAMPLES = sorted(examples_dir().glob("*.json"))


def test_the_examples_folder_is_saves_beside_the_game() -> None:
    assert examples_dir() == Path(__file__).resolve().parents[2] / "saves"


@pytest.mark.parametrize("game", playable_ids())
def test_every_playable_game_has_an_example_in_the_current_format(game: str) -> None:
    path = examples_dir() / f"{game}-v{FORMAT_VERSION}.json"
    assert path.is_file(), f"missing {path}: run `python -m game.tools.examples`"
    for version in LEGACY_VERSIONS.get(game, ()):
        assert (examples_dir() / f"{game}-v{version}.json").is_file()


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_every_example_loads_and_verifies(path: Path) -> None:
    loaded = load_save(path)
    stem, _, version = path.stem.rpartition("-v")
    assert loaded.save.game == stem.split("-")[0]  # tmdice-colonies: a TM Dice game
    assert json.loads(path.read_text())["format_version"] == int(version)
    assert loaded.migrated_from == (int(version) if int(version) != FORMAT_VERSION else None)
    assert not loaded.match.engine.is_over()  # an example is a game to continue
    assert loaded.match.actions


def test_there_is_an_example_of_every_older_format_version() -> None:
    versions = {json.loads(p.read_text())["format_version"] for p in EXAMPLES}
    assert versions == set(range(1, FORMAT_VERSION + 1))


def test_the_examples_are_what_the_generator_makes() -> None:
    """Every example, of every game and option set. If this fails, the rules, the bots or the
    format changed: run `python -m game.tools.examples`."""
    for path, data in example_files().items():
        on_disk = json.loads(path.read_text())
        fresh = json.loads(data)
        on_disk.pop("app_version")
        fresh.pop("app_version")
        assert on_disk == fresh, f"{path.name} is out of date"
