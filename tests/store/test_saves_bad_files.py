"""Bad files get one clear sentence; nothing is overwritten or deleted; nothing crashes.

Each kind the issue names: empty, truncated, not JSON, wrong types, absurd numbers, unknown
game, an illegal action list, a 60 MB file; and a few more (a snapshot that does not match its
replay, nesting, a folder). Each is loaded and listed, and the folder is compared byte for
byte before and after.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from saves_helpers import play, play_to_end, saved, seats

from game.store.saves import SaveError, SaveSession, SaveStore, check_entry, make_save
from game.store.saves_format import MAX_SAVE_BYTES, dump_save
from game.store.sizes import over_the_limit


def good_raw(steps: int = 40) -> dict[str, Any]:
    return make_save(play(steps=steps), seats(3), match_id="m-1").model_dump(mode="json")


def good_bytes() -> bytes:
    return dump_save(make_save(play(steps=40), seats(3), match_id="m-1"))


def edited(change: Callable[[dict[str, Any]], None]) -> bytes:
    raw = good_raw()
    change(raw)
    return json.dumps(raw).encode()


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(raw: dict[str, Any]) -> None:
        node = raw
        keys = path.split(".")
        for key in keys[:-1]:
            node = node[int(key)] if isinstance(node, list) else node[key]
        last = keys[-1]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return change


def _both_games(raw: dict[str, Any]) -> None:
    raw["game"] = "chess"
    raw["setup"]["game"] = "chess"


def _drop_action(raw: dict[str, Any]) -> None:
    del raw["actions"][5]


def _extra_end_turns(raw: dict[str, Any]) -> None:
    raw["actions"].insert(0, {"kind": "end_turn"})


def _dig_off_the_grid(raw: dict[str, Any]) -> None:
    raw["actions"][10] = {"kind": "dig", "square": 999, "bonus": False}


def _not_a_move(raw: dict[str, Any]) -> None:
    raw["actions"][3] = {"kind": "castle"}


def _snapshot_edit(raw: dict[str, Any]) -> None:
    raw["state"]["bank"] += 5


def _missing_state(raw: dict[str, Any]) -> None:
    del raw["state"]


def _two_seats(raw: dict[str, Any]) -> None:
    raw["seats"] = raw["seats"][:2]


def _truncated() -> bytes:
    data = good_bytes()
    return data[: len(data) // 2]


# (name, bytes, words the sentence must contain)
BAD: list[tuple[str, Callable[[], bytes], str]] = [
    ("empty", lambda: b"", "empty"),
    ("blank", lambda: b"  \n\t ", "empty"),
    ("truncated", _truncated, "cut short"),
    ("truncated to one byte", lambda: b"{", "cut short"),
    ("not JSON", lambda: b"Dear diary, today we dug on Mars.", "not valid JSON"),
    ("binary", lambda: bytes(range(256)) * 4, "not"),
    ("png", lambda: b"\x89PNG\r\n\x1a\n" + b"\x00" * 100, "not"),
    ("JSON but a list", lambda: b"[1, 2, 3]", "not a Mars Table save"),
    ("JSON object of something else", lambda: b'{"name": "x"}', "not a Mars Table save"),
    ("players as text", lambda: edited(_set("setup.players", "three")), "setup.players"),
    ("actions not a list", lambda: edited(_set("actions", "dig")), "actions"),
    ("seats not a list", lambda: edited(_set("seats", 4)), "seats"),
    ("seat kind wrong", lambda: edited(_set("seats.1.kind", "alien")), "seats[1].kind"),
    ("state not an object", lambda: edited(_set("state", [1, 2])), "state"),
    ("saved_at not a date", lambda: edited(_set("saved_at", "yesterday")), "saved_at"),
    ("state missing", lambda: edited(_missing_state), "'state' is missing"),
    ("players 99", lambda: edited(_set("setup.players", 99)), "setup.players"),
    ("players 0", lambda: edited(_set("setup.players", 0)), "setup.players"),
    ("players -5", lambda: edited(_set("setup.players", -5)), "setup.players"),
    ("seed -1e300", lambda: edited(_set("seed", -1e300)), "seed"),
    ("seed 1e300 as an int", lambda: edited(_set("seed", 10**300)), "seed"),
    ("seed 2.5", lambda: edited(_set("seed", 2.5)), "seed"),
    (
        "an integer with 5000 digits",
        lambda: good_bytes().replace(b'"seed":5', b'"seed":' + b"9" * 5000),
        "absurd number",
    ),
    ("NaN", lambda: good_bytes().replace(b'"seed":5', b'"seed":NaN'), "absurd number"),
    ("Infinity", lambda: good_bytes().replace(b'"seed":5', b'"seed":-Infinity'), "absurd number"),
    ("a fortune in the state of 1e300", lambda: edited(_set("state.bank", 1e300)), "add up"),
    ("players 1 in a 2-4 player game", lambda: edited(_one_player), "2\u20134 players"),
    ("unknown game", lambda: edited(_both_games), "does not know"),
    ("game and setup disagree", lambda: edited(_set("setup.game", "chess")), "set up for"),
    ("seat count and players disagree", lambda: edited(_two_seats), "names 2 seats"),
    ("an action dropped", lambda: edited(_drop_action), "Action"),
    ("an action added", lambda: edited(_extra_end_turns), "Action"),
    ("a dig off the grid", lambda: edited(_dig_off_the_grid), "Action 11 of 40"),
    ("a move of another game", lambda: edited(_not_a_move), "action 4 is not a move of Dig Mars"),
    ("snapshot edited", lambda: edited(_snapshot_edit), "does not add up"),
    ("nested too deep", lambda: b'{"format_version": 2, "x": ' + b"[" * 100_000, "deep"),
    (
        "nested deep but complete",
        lambda: b'{"format_version": 2, "x": ' + b"[" * 500 + b"]" * 500 + b"}",
        "deep",
    ),
]


def _one_player(raw: dict[str, Any]) -> None:
    raw["setup"]["players"] = 1
    raw["seats"] = raw["seats"][:1]


def snapshot_of(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.mark.parametrize(("kind", "make", "words"), BAD, ids=[b[0] for b in BAD])
def test_a_bad_file_gets_one_clear_sentence_and_is_left_alone(
    store: SaveStore, kind: str, make: Callable[[], bytes], words: str
) -> None:
    store.dir.mkdir(parents=True)
    path = store.dir / "bad.json"
    path.write_bytes(make())
    before = snapshot_of(store.dir)

    with pytest.raises(SaveError) as caught:
        store.load(path)
    sentence = caught.value.sentence
    assert words in sentence
    assert "\n" not in sentence and "Traceback" not in sentence
    assert sentence[0].isupper() and sentence.endswith(".")
    assert len(sentence) < 300

    entries = store.list()  # never raises
    assert [e.path for e in entries] == [path]
    assert entries[0].problem == sentence
    assert not entries[0].backup_ok
    assert store.latest() is None
    assert snapshot_of(store.dir) == before  # nothing overwritten, nothing deleted


def test_a_60_mb_file_is_refused_without_reading_it(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Refused on its size alone: not a byte of it is read (so it costs nothing)."""
    store.dir.mkdir(parents=True)
    path = store.dir / "huge.json"
    with open(path, "wb") as handle:  # a sparse file: instant to make
        handle.write(b'{"format_version": 2, "actions": [')
        handle.truncate(60 * 1024 * 1024)

    opening = os.open

    def never_opened(where: Any, *args: Any, **kwargs: Any) -> int:
        assert Path(where).name != path.name, "the file was opened"
        return opening(where, *args, **kwargs)

    monkeypatch.setattr(os, "open", never_opened)
    with pytest.raises(SaveError) as caught:
        store.load(path)
    entry = check_entry(path)
    assert "60.0 MB" in caught.value.sentence
    assert "larger than any save" in caught.value.sentence
    assert entry.problem == caught.value.sentence
    assert path.stat().st_size == 60 * 1024 * 1024


def test_a_file_just_over_the_cap_is_refused_and_one_under_is_read(store: SaveStore) -> None:
    store.dir.mkdir(parents=True)
    big = store.dir / "big.json"
    filler = b" " * (MAX_SAVE_BYTES + 1 - len(good_bytes()))
    big.write_bytes(good_bytes() + filler)
    with pytest.raises(SaveError, match="larger than any save") as caught:
        store.load(big)
    # Issue 35, point 6: the figures differ, and it is not "far" larger.
    assert caught.value.sentence == (
        f"This file is {MAX_SAVE_BYTES + 1:,} bytes, larger than any save (at most "
        f"{MAX_SAVE_BYTES:,} bytes), so it was not opened."
    )
    big.write_bytes(good_bytes() + filler[:-1])
    assert store.load(big).match.actions


@pytest.mark.parametrize(
    ("size", "shown", "most", "far"),
    [
        (MAX_SAVE_BYTES + 1, f"{MAX_SAVE_BYTES + 1:,} bytes", f"{MAX_SAVE_BYTES:,} bytes", False),
        (MAX_SAVE_BYTES + 3_000, "4.003 MB", "4.000 MB", False),
        (MAX_SAVE_BYTES + 30_000, "4.03 MB", "4.00 MB", False),
        (MAX_SAVE_BYTES * 3 // 2, "6.0 MB", "4.0 MB", False),
        (MAX_SAVE_BYTES * 2, "8.0 MB", "4.0 MB", True),
        (60 * 1024 * 1024, "60.0 MB", "4.0 MB", True),
    ],
)
def test_a_file_over_the_size_limit_is_said_in_figures_that_differ(
    size: int, shown: str, most: str, far: bool
) -> None:
    """Issue 35, point 6: "This file is 4.0 MB, far larger than any save (at most 4.0 MB)"
    did not add up; the figures get as many decimals as tell them apart, then bytes."""
    said = over_the_limit(size, MAX_SAVE_BYTES, "any save")
    assert said == f"{shown}, {'far ' if far else ''}larger than any save (at most {most})"


def test_a_folder_named_like_a_save_is_not_a_save(store: SaveStore) -> None:
    folder = store.dir / "odd.json"
    folder.mkdir(parents=True)
    with pytest.raises(SaveError, match="folder"):
        store.load(folder)
    assert store.list() == []


def test_a_missing_file_says_so(store: SaveStore) -> None:
    with pytest.raises(SaveError, match="missing"):
        store.load(store.dir / "nothing.json")


def test_a_finished_game_with_an_action_after_the_end_is_refused(store: SaveStore) -> None:
    match = play_to_end()
    raw = make_save(match, seats(3), match_id="m-1").model_dump(mode="json")
    raw["actions"].append({"kind": "end_turn"})
    store.dir.mkdir(parents=True)
    path = store.dir / "over.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError, match="The game is over"):
        store.load(path)


def test_bad_files_never_stop_the_good_ones_from_listing(store: SaveStore) -> None:
    path, _ = saved(store)
    for kind, make, _words in BAD:
        (store.dir / f"{kind}.json").write_bytes(make())
    entries = store.list()
    assert len(entries) == len(BAD) + 1
    good = [e for e in entries if e.ok]
    assert [e.path for e in good] == [path]
    assert store.latest() is not None and store.latest().path == path  # type: ignore[union-attr]


def test_a_broken_file_is_never_overwritten_by_a_save(store: SaveStore) -> None:
    """A save whose autosave file was damaged: the next autosave sets the damaged file aside
    (renamed, not deleted) and keeps the good backup."""
    path, session = saved(store)
    session.autosave()  # now there is a .bak with the same game
    backup = path.with_name(path.name + ".bak")
    good_backup = backup.read_bytes()
    path.write_bytes(b"{ garbage")
    session.match.apply(session.match.engine.legal_actions()[0])
    session.autosave()
    damaged = [p for p in store.dir.iterdir() if ".damaged-" in p.name]
    assert len(damaged) == 1 and damaged[0].read_bytes() == b"{ garbage"
    assert backup.read_bytes() == good_backup
    assert store.load(path).match.actions == session.match.actions
    entries = {e.path: e for e in store.list()}
    assert entries[damaged[0]].problem is not None


def test_save_as_over_a_broken_file_sets_it_aside(store: SaveStore) -> None:
    store.dir.mkdir(parents=True)
    target = store.path_for("Mine")
    target.write_bytes(b"not a save")
    session = SaveSession(store, play(), seats(3))
    session.save_as("Mine", overwrite=True)
    damaged = [p for p in store.dir.iterdir() if ".damaged-" in p.name]
    assert [p.read_bytes() for p in damaged] == [b"not a save"]
    assert store.load(target).match.actions == session.match.actions


def test_a_replay_that_differs_after_the_rules_changed_says_so(store: SaveStore) -> None:
    """The rules data changed since the save was made (its fingerprint differs): the sentence
    says so rather than calling the file altered; it is refused all the same."""
    raw = good_raw()
    raw["rules"] = "0123456789abcdef"
    raw["state"]["bank"] += 1
    store.dir.mkdir(parents=True)
    path = store.dir / "old-rules.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError, match="made with different Dig Mars rules"):
        store.load(path)


def test_a_save_records_the_rules_fingerprint() -> None:
    from game.store.saves import rules_fingerprint

    assert good_raw()["rules"] == rules_fingerprint("digmars") != ""
    assert rules_fingerprint("no-such-game") == ""


def test_an_action_that_no_longer_replays_after_the_rules_changed_says_so(
    store: SaveStore,
) -> None:
    """Cards or rules changed since the save was made (a rebalanced card costs other icons):
    an action of the save is refused now; the sentence names the action and says the save
    comes from other rules, never a traceback. The file is not opened."""
    raw = good_raw()
    raw["rules"] = "0123456789abcdef"
    raw["actions"].append(raw["actions"][0])  # the setup's first move, long after the setup
    store.dir.mkdir(parents=True)
    path = store.dir / "old-cards.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError, match="cannot be replayed") as caught:
        store.load(path)
    assert "made with different Dig Mars rules or cards" in str(caught.value)
