"""Issue 10, point 4: what passes `saves check` also opens. The save model is the one place
that says what a valid save is, so anything a screen could not show (a NUL or another control
character in a name, a date no clock shows, a 10,000-character name, a summary with absurd
figures) is refused there, with a sentence; the check, Load and Continue all use it."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from saves_helpers import play, seats

from game.store.saves import SaveError, SaveStore, check_entry, make_save
from game.store.saves_format import SaveFormatError, parse_save


def good_raw() -> dict[str, Any]:
    return make_save(play(steps=20), seats(3), match_id="m-1").model_dump(mode="json")


def _set(*path: str | int, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(raw: dict[str, Any]) -> None:
        node: Any = raw
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return change


UNSHOWABLE: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("nul in a seat name", _set("seats", 0, "name", value="Ada\x00"), "control character"),
    ("escape in a seat name", _set("seats", 1, "name", value="\x1b[31mBot"), "control character"),
    ("line break in the name", _set("name", value="Two\nlines"), "control character"),
    ("lone surrogate", _set("seats", 0, "name", value="\ud800"), "seats[0].name"),
    ("10000-character seat", _set("seats", 0, "name", value="A" * 10_000), "at most 40"),
    ("10000-character name", _set("name", value="A" * 10_000), "at most 80"),
    ("year 1", _set("saved_at", value="0001-01-01T00:00:00+14:00"), "year 1 "),
    ("year 9999", _set("saved_at", value="9999-12-31T23:59:59-12:00"), "year 9999"),
    ("year 99999", _set("saved_at", value="99999-01-01T00:00:00Z"), "saved_at"),
    ("control in progress", _set("summary", "progress", value="turn\x07 4"), "control"),
    ("long progress", _set("summary", "progress", value="t" * 500), "at most 40"),
    ("huge score", _set("summary", "scores", value=[10**30, 1, 2]), "scores"),
    ("too many scores", _set("summary", "scores", value=list(range(50))), "scores"),
    ("bad decider", _set("summary", "decider", value=77), "decider"),
    ("odd match id", _set("match_id", value="../../etc"), "match_id"),
    ("control in app version", _set("app_version", value="1.0\x00"), "control"),
]


@pytest.mark.parametrize(("what", "change", "words"), UNSHOWABLE, ids=[u[0] for u in UNSHOWABLE])
def test_what_a_screen_cannot_show_is_refused_by_the_check_with_a_sentence(
    store: SaveStore, what: str, change: Callable[[dict[str, Any]], None], words: str
) -> None:
    raw = good_raw()
    change(raw)
    store.dir.mkdir(parents=True)
    path = store.dir / "odd.json"
    path.write_text(json.dumps(raw))
    entry = check_entry(path)
    assert entry.problem is not None and words in entry.problem
    assert entry.problem.startswith("This save is damaged") and entry.problem.endswith(".")
    assert "\n" not in entry.problem and "\x00" not in entry.problem
    with pytest.raises(SaveError) as caught:
        store.load(path)
    assert caught.value.sentence == entry.problem


def test_a_date_without_a_time_zone_is_taken_as_utc() -> None:
    raw = good_raw()
    raw["saved_at"] = "2026-11-23T10:00:00"
    save, _ = parse_save(json.dumps(raw).encode())
    assert save.saved_at.utcoffset() is not None and save.saved_at.hour == 10


def test_a_date_in_any_time_zone_can_be_shown_in_the_local_one() -> None:
    raw = good_raw()
    raw["saved_at"] = "1970-01-01T00:00:00+14:00"  # 1969 in UTC: outside
    with pytest.raises(SaveFormatError, match="year 1969"):
        parse_save(json.dumps(raw).encode())
    raw["saved_at"] = "9000-12-31T10:00:00-12:00"
    save, _ = parse_save(json.dumps(raw).encode())
    assert save.saved_at.astimezone().year >= 9000


def test_names_in_any_script_and_emoji_are_fine(store: SaveStore, tmp_path: Path) -> None:
    raw = good_raw()
    raw["seats"][0]["name"] = "Zoë 火星 \U0001f680"
    raw["name"] = "Ça marche — 🚀"
    store.dir.mkdir(parents=True)
    path = store.dir / "ok.json"
    path.write_text(json.dumps(raw))
    assert check_entry(path).ok
