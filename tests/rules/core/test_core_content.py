"""Content loading (DESIGN.md: content is validated on load; a bad file is named with a clear
reason): one sentence naming the file, the entry and the field."""

from __future__ import annotations

import json

import pytest

from game.paths import asset_path
from game.rules.core.content import ContentError, load_content, parse_content
from game.rules.digmars.content import TileSet

NAME = "data/digmars/tiles.json"


def _raw() -> dict:
    return json.loads(asset_path("data", "digmars", "tiles.json").read_text(encoding="utf-8"))


def _error(raw: object | str) -> str:
    text = raw if isinstance(raw, str) else json.dumps(raw)
    with pytest.raises(ContentError) as err:
        parse_content(TileSet, text, NAME)
    message = str(err.value)
    assert "\n" not in message and "pydantic" not in message and "validation error" not in message
    assert message.startswith(f"{NAME}: ") and message.endswith(".")
    return message


def test_the_shipped_tiles_load() -> None:
    tiles = load_content(TileSet, "digmars", "tiles.json")
    assert len(tiles.tiles) == 48
    assert load_content(TileSet, "digmars", "tiles.json") is tiles  # read once


def test_not_json_names_the_file_and_line() -> None:
    message = _error('{"format": 1,\n "tiles": [}')
    assert message.startswith(f"{NAME}: not valid JSON (line 2")


def test_bad_value_names_entry_and_field() -> None:
    raw = _raw()
    raw["tiles"][3]["dig"] = 9
    message = _error(raw)
    assert "entry tiles[3] (id 3).dig:" in message
    assert "less than or equal to 4" in message


def test_missing_and_unknown_fields_are_named() -> None:
    raw = _raw()
    del raw["tiles"][10]["fortune"]
    assert "entry tiles[10] (id 10).fortune: Field required" in _error(raw)
    raw = _raw()
    raw["tiles"][7]["colour"] = "red"
    assert "entry tiles[7] (id 7).colour:" in _error(raw)
    raw = _raw()
    raw["tiles"][2]["bonus"] = "teleport"
    assert "entry tiles[2] (id 2).bonus:" in _error(raw)


def test_rule_across_entries_reads_as_a_sentence() -> None:
    raw = _raw()
    raw["tiles"].pop()
    assert _error(raw) == f"{NAME}: there must be 48 tiles, not 47."
    raw = _raw()
    raw["tiles"][4]["id"] = 40
    assert _error(raw) == f"{NAME}: tile number 4 has id 40; ids must run 0..47."


def test_wrong_shape_and_version() -> None:
    assert _error("[]").startswith(f"{NAME}: Input should be")
    raw = _raw()
    raw["format"] = 2
    assert _error(raw).startswith(f"{NAME}: entry format:")
