"""Issue 10, point 7: a Save-as name longer than allowed (or with control characters) is the
store's own error with a sentence, from the Python API too; Windows device names never become
file names; refusing to delete a symlinked save says why in its own words."""

from __future__ import annotations

import os

import pytest
from saves_helpers import play, saved, seats

from game.store.names import MAX_NAME, file_stem, is_reserved
from game.store.saves import SaveError, SaveSession, SaveStore, make_save


@pytest.mark.parametrize("length", [MAX_NAME + 1, 10_000])
def test_a_name_too_long_is_a_sentence_from_the_session(store: SaveStore, length: int) -> None:
    session = SaveSession(store, play(steps=5), seats(3))
    with pytest.raises(SaveError) as caught:
        session.save_as("A" * length)
    assert caught.value.sentence == (
        f"A save's name can be at most {MAX_NAME} characters long; this one has {length}."
    )
    assert not store.dir.exists() or list(store.dir.iterdir()) == []


def test_a_name_too_long_is_a_sentence_from_the_store(store: SaveStore) -> None:
    save = make_save(play(steps=5), seats(3), match_id="m-1")
    with pytest.raises(SaveError, match="at most 80 characters"):
        store.save_as(save, "B" * 81)


def test_a_name_of_exactly_the_limit_is_kept_whole(store: SaveStore) -> None:
    session = SaveSession(store, play(steps=5), seats(3))
    path = session.save_as("C" * MAX_NAME)
    assert store.load(path).save.name == ""  # a named save loads as a new branch...
    assert {e.title for e in store.list()} == {"C" * MAX_NAME}  # ...listed by its name


def test_a_name_with_a_control_character_is_a_sentence(store: SaveStore) -> None:
    session = SaveSession(store, play(steps=5), seats(3))
    with pytest.raises(SaveError, match="control characters"):
        session.save_as("Before\x00the storm")


RESERVED = [
    "CON",
    "con",
    "Prn",
    "AUX",
    "NUL",
    "COM1",
    "com9",
    "LPT1",
    "lpt9",
    "COM\u00b9",
    "LPT\u00b2",
    "COM\u00b3",
    "CON.txt",
    "nul.json",
    "AUX ",
    " lpt3.",
    "CONIN$",
    "con.tar.gz",
]


@pytest.mark.parametrize("name", RESERVED)
def test_windows_device_names_never_become_file_names(name: str) -> None:
    stem = file_stem(name)
    assert not is_reserved(stem)
    assert not is_reserved(stem + ".json")


def test_names_that_only_look_like_devices_are_kept() -> None:
    assert file_stem("Console") == "Console"
    assert file_stem("COM10") == "COM10"
    assert file_stem("null") == "null"


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks here")
def test_a_symlinked_save_is_not_deleted_and_the_sentence_says_why(store: SaveStore) -> None:
    path, _ = saved(store)
    elsewhere = store.dir.parent / "kept-elsewhere.json"
    path.rename(elsewhere)
    try:
        path.symlink_to(elsewhere)
    except OSError:
        pytest.skip("symlinks are not allowed here")
    with pytest.raises(SaveError) as caught:
        store.delete(path)
    assert "link" in caught.value.sentence
    assert "Only your own saves" not in caught.value.sentence
    assert path.is_symlink() and elsewhere.is_file()
