"""Autosaves written off the frame loop: in order, the newest per file, errors as sentences."""

from __future__ import annotations

import errno

import pytest
from saves_helpers import play, seats

from game.store import saves as saves_module
from game.store.background import BackgroundSaver
from game.store.saves import SaveSession, SaveStore, load_save


def test_every_action_submitted_ends_up_on_disk(store: SaveStore) -> None:
    session = SaveSession(store, play(steps=5), seats(3))
    saver = BackgroundSaver(store)
    for _ in range(30):
        session.match.apply(session.match.engine.legal_actions()[0])
        saver.submit(session.snapshot())
    assert saver.close()
    assert saver.problem is None and 1 <= saver.written <= 30
    path = store.autosave_path(session.match_id)
    assert load_save(path).match.actions == session.match.actions


def test_a_failed_write_is_a_sentence_and_the_next_one_clears_it(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = SaveSession(store, play(steps=5), seats(3))
    saver = BackgroundSaver(store)
    real = saves_module.atomic_write

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves_module, "atomic_write", full)
    saver.submit(session.snapshot())
    assert saver.flush()
    assert saver.problem is not None and "could not be saved" in saver.problem
    monkeypatch.setattr(saves_module, "atomic_write", real)
    saver.submit(session.snapshot())
    assert saver.close()
    assert saver.problem is None


def test_a_closed_saver_takes_no_more(store: SaveStore) -> None:
    saver = BackgroundSaver(store)
    saver.close()
    with pytest.raises(RuntimeError):
        saver.submit(SaveSession(store, play(steps=1), seats(3)).snapshot())
