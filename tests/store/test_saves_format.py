"""The save format: pydantic-validated JSON with a format version; older versions migrate,
newer ones are refused with a sentence that says so."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from saves_helpers import play, seats

from game.store.saves import SaveError, SaveStore, make_save
from game.store.saves_format import (
    FORMAT_TAG,
    FORMAT_VERSION,
    MIGRATIONS,
    MODELS,
    SaveFile,
    SaveFormatError,
    dump_save,
    parse_save,
)
from game.tools.examples import as_version


def a_save(steps: int = 30) -> SaveFile:
    return make_save(play(steps=steps), seats(3), match_id="m-1", name="A game")


def test_the_current_format_is_version_2() -> None:
    save = a_save()
    assert FORMAT_VERSION == 2
    assert save.format_version == FORMAT_VERSION
    assert save.format == FORMAT_TAG


def test_a_save_holds_setup_seed_actions_snapshot_seats_and_summary() -> None:
    match = play(steps=30)
    save = make_save(match, seats(3), match_id="m-1")
    raw = json.loads(dump_save(save))
    assert raw["setup"] == {"game": "digmars", "players": 3, "options": {}}
    assert raw["seed"] == 5
    assert raw["actions"] == match.actions_json()
    assert raw["state"] == json.loads(match.engine.to_json())
    assert [s["name"] for s in raw["seats"]] == ["Ada", "Bot 1", "Bot 2"]
    assert raw["seats"][1] == {"name": "Bot 1", "colour": "#3f7fbf", "kind": "bot", "bot": "random"}
    assert raw["summary"]["actions"] == 30
    assert raw["summary"]["turn"] is not None
    assert raw["app_version"]
    assert raw["saved_at"].endswith("Z")


def test_the_bytes_round_trip() -> None:
    save = a_save()
    again, version = parse_save(dump_save(save))
    assert version == FORMAT_VERSION
    assert again == save


def test_every_older_version_has_a_model_and_a_migration() -> None:
    assert sorted(MODELS) == list(range(1, FORMAT_VERSION + 1))
    assert sorted(MIGRATIONS) == list(range(1, FORMAT_VERSION))


def test_version_1_migrates_to_setup_and_default_seats() -> None:
    save = a_save()
    old = as_version(save, 1)
    assert "seats" not in old and old["players"] == 3
    migrated, version = parse_save(json.dumps(old).encode())
    assert version == 1
    assert migrated.format_version == FORMAT_VERSION
    assert migrated.setup == save.setup
    assert [s.name for s in migrated.seats] == ["Player 1", "Player 2", "Player 3"]
    assert all(s.kind == "human" for s in migrated.seats)
    assert migrated.actions == save.actions
    assert migrated.state == save.state
    assert migrated.seed == save.seed
    assert migrated.match_id == ""


def test_a_version_1_file_loads_replays_and_reports_its_migration(store: SaveStore) -> None:
    save = a_save()
    path = store.dir / "old.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(as_version(save, 1)))
    before = path.read_bytes()
    loaded = store.load(path)
    assert loaded.migrated_from == 1
    assert loaded.match.engine.to_json() == json.dumps(save.state, separators=(",", ":"))
    assert loaded.save.match_id  # a fresh id to autosave under
    assert path.read_bytes() == before  # loading never rewrites the file


def test_a_version_1_file_with_bad_types_is_refused_by_its_own_model() -> None:
    old = as_version(a_save(), 1)
    old["players"] = "three"
    with pytest.raises(SaveFormatError, match="players"):
        parse_save(json.dumps(old).encode())


@pytest.mark.parametrize("version", [FORMAT_VERSION + 1, 99])
def test_a_newer_version_is_refused_with_a_sentence_saying_so(
    store: SaveStore, tmp_path: Path, version: int
) -> None:
    raw = a_save().model_dump(mode="json")
    raw["format_version"] = version
    raw["app_version"] = "9.0.0"
    raw["something_new"] = {"x": 1}
    path = tmp_path / "future.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError) as caught:
        store.load(path)
    sentence = caught.value.sentence
    assert "newer" in sentence
    assert f"format {version}" in sentence
    assert "9.0.0" in sentence
    assert "\n" not in sentence


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ({"game": "digmars"}, "no save format version"),
        ({"format_version": "2"}, "not a version"),
        ({"format_version": True}, "not a version"),
        ({"format_version": 0}, "not a version"),
        ({"format": "other-app", "format_version": 2}, "not a Mars Table save"),
        ([1, 2, 3], "not a Mars Table save"),
        ("a string", "not a Mars Table save"),
    ],
)
def test_files_that_are_not_saves_say_so(raw: object, words: str) -> None:
    with pytest.raises(SaveFormatError, match=words):
        parse_save(json.dumps(raw).encode())


def test_unknown_extra_fields_are_ignored() -> None:
    raw = a_save().model_dump(mode="json")
    raw["comment"] = "written by hand"
    save, _ = parse_save(json.dumps(raw).encode())
    assert save.name == "A game"


def test_a_bom_is_accepted() -> None:
    data = b"\xef\xbb\xbf" + dump_save(a_save())
    save, _ = parse_save(data)
    assert save.game == "digmars"
