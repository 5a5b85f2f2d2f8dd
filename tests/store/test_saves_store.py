"""The store: where saves live, autosave with a backup, Continue, Save as, the list, Load
(from a backup too), Delete."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
from saves_helpers import play, play_to_end, saved, seats

from game.store import saves as saves_module
from game.store.atomic import backup_path
from game.store.dirs import APP_NAME, DATA_DIR_ENV, data_dir, examples_dir, saves_dir
from game.store.saves import (
    SaveError,
    SaveSession,
    SaveStore,
    file_stem,
    load_save,
)


# --- where ------------------------------------------------------------------------------------
def test_saves_live_in_the_data_dir_given(tmp_path: Path) -> None:
    assert SaveStore(tmp_path / "d").dir == tmp_path / "d" / "saves"


def test_the_env_var_overrides_the_user_data_dir(data_dir_here: Path) -> None:
    assert SaveStore().dir == data_dir_here / "saves"
    assert saves_dir() == data_dir_here / "saves"


def test_the_option_beats_the_env_var(tmp_path: Path) -> None:
    assert data_dir(tmp_path / "opt") == tmp_path / "opt"


def test_without_either_saves_go_to_the_platform_user_data_dir(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from platformdirs import user_data_dir

    monkeypatch.delenv(DATA_DIR_ENV)
    assert data_dir() == Path(user_data_dir(APP_NAME, appauthor=False))
    assert SaveStore().dir == Path(user_data_dir(APP_NAME, appauthor=False)) / "saves"


def test_making_a_store_creates_nothing(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "d")
    assert store.list() == [] and store.latest() is None
    assert not (tmp_path / "d").exists()


# --- autosave ---------------------------------------------------------------------------------
def test_autosave_writes_one_file_per_game_and_keeps_the_previous_as_backup(
    store: SaveStore,
) -> None:
    path, session = saved(store, steps=20)
    assert path.parent == store.dir and path.name.startswith("autosave-")
    assert not backup_path(path).exists()
    first = path.read_bytes()
    session.match.apply(session.match.engine.legal_actions()[0])
    assert session.autosave() == path
    assert backup_path(path).read_bytes() == first
    assert len(load_save(path).match.actions) == 21
    assert len(load_save(path, use_backup=True).match.actions) == 20
    assert sorted(p.name for p in store.dir.iterdir()) == [path.name, path.name + ".bak"]


def test_autosave_after_undo_saves_the_shorter_game(store: SaveStore) -> None:
    path, session = saved(store, steps=20)
    match = session.match
    while not match.can_undo():
        match.apply(match.engine.legal_actions()[0])
    count = len(match.actions)
    match.undo()
    session.autosave()
    assert len(store.load(path).match.actions) == count - 1


def test_two_games_autosave_to_two_files(store: SaveStore) -> None:
    a, _ = saved(store, seed=1)
    b, _ = saved(store, seed=2)
    assert a != b
    assert {e.path for e in store.list()} == {a, b}


def test_an_autosave_needs_a_match_id(store: SaveStore) -> None:
    session = SaveSession(store, play(), seats(3))
    save = session.snapshot().model_copy(update={"match_id": "../escape"})
    with pytest.raises(ValueError):
        store.autosave(save)


def test_seats_must_match_the_players(store: SaveStore) -> None:
    with pytest.raises(ValueError):
        SaveSession(store, play(players=3), seats(2))


def test_a_full_disk_is_a_sentence_and_the_old_save_stays(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, session = saved(store)
    before = path.read_bytes()

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves_module, "atomic_write", full)
    session.match.apply(session.match.engine.legal_actions()[0])
    with pytest.raises(SaveError, match="could not be saved: No space left on device"):
        session.autosave()
    assert path.read_bytes() == before


# --- Continue ---------------------------------------------------------------------------------
def test_continue_is_the_latest_unfinished_game(store: SaveStore) -> None:
    older, _ = saved(store, seed=1)
    newer, _ = saved(store, seed=2)
    # saved_at has whole seconds: make the order certain
    _restamp(newer, "2030-01-01T00:00:00Z")
    finished = SaveSession(store, play_to_end(seed=3), seats(3))
    path = finished.autosave()
    _restamp(path, "2031-01-01T00:00:00Z")
    latest = store.latest()
    assert latest is not None and latest.path == newer
    loaded = store.load(latest.path)
    assert loaded.save.match_id in newer.name  # continues in the same autosave file
    assert older.exists()


def _restamp(path: Path, when: str) -> None:
    raw = json.loads(path.read_text())
    raw["saved_at"] = when
    path.write_text(json.dumps(raw))


def test_continuing_keeps_autosaving_into_the_same_file(store: SaveStore) -> None:
    path, session = saved(store)
    loaded = store.load(path)
    again = loaded.session(store)
    assert again.match_id == session.match_id
    again.match.apply(again.match.engine.legal_actions()[0])
    assert again.autosave() == path
    assert [p.name for p in store.dir.iterdir() if ".damaged" in p.name] == []


def test_loading_a_named_save_starts_a_new_branch(store: SaveStore) -> None:
    auto, session = saved(store)
    named = session.save_as("Before the storm")
    loaded = store.load(named)
    assert loaded.save.match_id != session.match_id
    branch = loaded.session(store)
    branch.match.apply(branch.match.engine.legal_actions()[0])
    assert branch.autosave() != auto  # the original game's autosave is not replaced


# --- Save as ----------------------------------------------------------------------------------
def test_save_as_writes_a_named_file(store: SaveStore) -> None:
    _, session = saved(store)
    path = session.save_as("Before the storm")
    assert path == store.dir / "Before the storm.json"
    entry = next(e for e in store.list() if e.path == path)
    assert entry.kind == "named" and entry.title == "Before the storm"


def test_save_as_does_not_replace_a_save_unless_asked(store: SaveStore) -> None:
    _, session = saved(store)
    path = session.save_as("Mine")
    first = path.read_bytes()
    session.match.apply(session.match.engine.legal_actions()[0])
    with pytest.raises(SaveError, match="already a save named 'Mine'"):
        session.save_as("Mine")
    assert path.read_bytes() == first
    session.save_as("Mine", overwrite=True)
    assert backup_path(path).read_bytes() == first
    assert path.read_bytes() != first


def test_save_as_needs_a_name(store: SaveStore) -> None:
    _, session = saved(store)
    with pytest.raises(SaveError, match="needs a name"):
        session.save_as("   ")


@pytest.mark.parametrize(
    ("name", "stem"),
    [
        ("Before the storm", "Before the storm"),
        ("../../etc/passwd", "etc-passwd"),
        ("a/b\\c:d*e?f", "a-b-c-d-e-f"),
        ("CON", "CON-save"),
        ("autosave-123", "save-autosave-123"),
        ("...", "save"),
        ("Marte, día 3", "Marte- día 3"),
        ("x" * 200, "x" * 60),
    ],
)
def test_save_names_become_safe_file_names(store: SaveStore, name: str, stem: str) -> None:
    assert file_stem(name) == stem
    assert store.path_for(name).parent == store.dir


# --- the list ---------------------------------------------------------------------------------
def test_the_list_shows_game_players_seats_progress_date(store: SaveStore) -> None:
    path, session = saved(store, players=3, steps=40)
    (entry,) = store.list()
    assert entry.ok and entry.verified
    assert entry.path == path
    assert entry.kind == "autosave" and entry.title == "Autosave"
    assert (entry.game, entry.game_title, entry.players) == ("digmars", "Dig Mars", 3)
    assert entry.seat_names == ("Ada", "Bot 1", "Bot 2")
    turns = session.match.engine.state.turns
    assert entry.turn == turns + 1 and entry.progress == f"turn {turns + 1}"
    assert entry.saved_at is not None and entry.saved_at.tzinfo is not None
    assert entry.scores is None  # Dig Mars fortune is hidden until the end
    assert entry.format_version == 2
    assert entry.describe() == f"Dig Mars, 3 players, turn {turns + 1}"


def test_a_finished_game_lists_its_scores(store: SaveStore) -> None:
    match = play_to_end(players=4, seed=9)
    SaveSession(store, match, seats(4)).autosave()
    (entry,) = store.list()
    result = match.engine.result()
    assert result is not None
    assert entry.over and entry.scores == tuple(result.scores)
    assert entry.winners == tuple(result.winners)
    assert "finished" in entry.describe() and "scores" in entry.describe()


def test_the_list_is_newest_first_and_skips_temp_and_backup_files(store: SaveStore) -> None:
    a, session = saved(store, seed=1)
    b, _ = saved(store, seed=2)
    _restamp(a, "2030-01-01T00:00:00Z")
    session.save_as("x")
    (store.dir / ".autosave-x.json.123-abcd.tmp").write_bytes(b"{")
    (store.dir / "notes.txt").write_text("hello")
    paths = [e.path for e in store.list()]
    assert paths[0] == a and set(paths) == {a, b, store.dir / "x.json"}


def test_a_quick_list_reads_only_the_headers(store: SaveStore) -> None:
    saved(store)
    (entry,) = store.list(verify=False)
    assert entry.ok and not entry.verified and entry.progress


def test_the_list_is_cached_while_files_are_unchanged(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved(store)
    first = store.list()
    calls = []
    real = saves_module.check_entry
    monkeypatch.setattr(
        saves_module, "check_entry", lambda *a, **k: calls.append(1) or real(*a, **k)
    )
    assert store.list() == first
    assert calls == []


# --- backups ----------------------------------------------------------------------------------
def test_a_broken_save_with_a_good_backup_offers_the_backup(store: SaveStore) -> None:
    path, session = saved(store, steps=30)
    session.match.apply(session.match.engine.legal_actions()[0])
    session.autosave()
    path.write_bytes(path.read_bytes()[:100])  # damaged after the fact
    broken = path.read_bytes()
    (entry,) = store.list()
    assert entry.problem is not None and "cut short" in entry.problem
    assert entry.backup_ok
    with pytest.raises(SaveError, match="cut short"):
        store.load(path)
    loaded = store.load(path, use_backup=True)
    assert loaded.from_backup and len(loaded.match.actions) == 30
    assert path.read_bytes() == broken  # loading the backup changed nothing
    assert store.latest() is None  # Continue offers only games that load; the list offers more
    # Playing on from the backup: the damaged file is set aside, never replaced.
    again = loaded.session(store)
    again.autosave()
    assert store.load(path).match.actions == loaded.match.actions
    assert [p.read_bytes() for p in store.dir.iterdir() if ".damaged-" in p.name] == [broken]


def test_a_save_whose_file_is_gone_but_backup_is_left_is_listed(store: SaveStore) -> None:
    path, session = saved(store)
    session.autosave()
    path.unlink()
    (entry,) = store.list()
    assert entry.path == path and entry.backup_ok
    assert entry.problem == "Only the backup of this save is left."
    assert store.load(path, use_backup=True).match.actions


def test_no_backup_is_a_sentence(store: SaveStore) -> None:
    path, _ = saved(store)
    with pytest.raises(SaveError, match="no backup"):
        store.load(path, use_backup=True)


# --- delete -----------------------------------------------------------------------------------
def test_delete_removes_the_save_and_its_backup(store: SaveStore) -> None:
    path, session = saved(store)
    session.autosave()
    other, _ = saved(store, seed=8)
    store.delete(path)
    assert not path.exists() and not backup_path(path).exists()
    assert [e.path for e in store.list()] == [other]


def test_delete_refuses_files_outside_the_store(store: SaveStore) -> None:
    example = next(examples_dir().glob("*.json"))
    with pytest.raises(SaveError, match="example games stay"):
        store.delete(example)
    assert example.exists()


# --- examples ---------------------------------------------------------------------------------
def test_the_store_offers_the_example_games(store: SaveStore) -> None:
    examples = store.examples()
    assert examples and all(e.kind == "example" and e.ok for e in examples)
    loaded = store.load(examples[0].path)
    assert loaded.save.match_id and not loaded.save.match_id.startswith("example")
    session = loaded.session(store)
    assert session.autosave().parent == store.dir


def test_a_loaded_game_knows_which_seat_made_each_action(store: SaveStore) -> None:
    match = play(steps=0)
    actors = []
    for _ in range(30):
        actors.append(match.engine.decider())
        match.apply(match.engine.legal_actions()[-1])
    path = SaveSession(store, match, seats(3)).autosave()
    assert store.load(path).actors == actors


def test_a_quick_list_of_an_old_format_reads_progress_off_the_snapshot(
    store: SaveStore,
) -> None:
    from game.tools.examples import as_version

    match = play(steps=40)
    save = SaveSession(store, match, seats(3)).snapshot()
    store.dir.mkdir(parents=True)
    (store.dir / "old.json").write_text(json.dumps(as_version(save, 1)))
    (quick,) = store.list(verify=False)
    (full,) = store.list(verify=True)
    assert quick.format_version == 1 and quick.progress and not quick.verified
    assert (quick.progress, quick.turn, quick.players) == (full.progress, full.turn, 3)
    assert quick.seat_names == ("Player 1", "Player 2", "Player 3")
