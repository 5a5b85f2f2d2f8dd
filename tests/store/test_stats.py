"""The statistics store (issue 18, "Your history"): one record per finished match, figures per
person, a versioned file written atomically, damaged files set aside, newer ones refused."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules.core.engine import Result
from game.store import atomic
from game.store.stats import Seat, StatsStore, make_record, stats_path
from game.store.stats_figures import names, profile, strength
from game.store.stats_format import (
    FORMAT_TAG,
    FORMAT_VERSION,
    GameRecord,
    SeatRecord,
    StatsFile,
    dump_stats,
    parse_stats,
)

T0 = datetime(2026, 10, 1, 12, 0, tzinfo=UTC)


def game(
    match: str,
    seats: list[tuple[str, str | None, int, bool]],
    *,
    game_id: str = "digmars",
    day: int = 0,
    counted: bool | None = None,
    band: str | None = None,
) -> GameRecord:
    """A record: seats as (name, bot or None for a person, score, won)."""
    return GameRecord(
        match_id=match,
        game=game_id,
        players=len(seats),
        finished_at=T0 + timedelta(days=day),
        seats=[
            SeatRecord(name=n, person=bot is None, bot=bot, score=score, won=won)
            for n, bot, score, won in seats
        ],
        counted=counted,
        band=band,
    )


def solo(match: str, score: int, counted: bool, band: str, day: int) -> GameRecord:
    return game(
        match,
        [("Ada", None, score, counted)],
        game_id="tmdice",
        day=day,
        counted=counted,
        band=band if counted else None,
    )


@pytest.fixture
def stats(tmp_path: Path) -> StatsStore:
    return StatsStore(tmp_path / "stats.json")


# --- recording -------------------------------------------------------------------------------
def test_the_file_lives_in_the_user_data_folder(data_dir_here: Path) -> None:
    assert stats_path() == data_dir_here / "stats.json"


def test_a_finished_match_is_recorded_once_whatever_how_often_it_is_recorded(
    stats: StatsStore,
) -> None:
    first = game("m1", [("Ada", None, 30, True), ("Rover", "hard", 20, False)])
    again = game("m1", [("Ada", None, 28, False), ("Rover", "hard", 31, True)], day=1)
    assert stats.record(first)
    assert stats.record(first)
    assert stats.record(again)  # the last action taken back and played another way
    records = stats.load().stats.records
    assert [r.match_id for r in records] == ["m1"]
    assert records[0].seats[0].score == 28


def test_records_made_off_the_frame_all_land_once_loading_waits_for_them(
    stats: StatsStore,
) -> None:
    for i in range(6):
        stats.record_later(game(f"m{i % 4}", [("Ada", None, i, True)], day=i))
    records = stats.load().stats.records
    assert sorted(r.match_id for r in records) == ["m0", "m1", "m2", "m3"]


def test_a_game_with_no_person_at_the_table_is_not_recorded(stats: StatsStore) -> None:
    assert not stats.record(game("m1", [("R1", "easy", 3, True), ("R2", "hard", 2, False)]))
    assert stats.load().stats.records == []


def test_the_record_comes_from_the_engines_result_and_solo_notes() -> None:
    """Solo: notes["counted"] and notes["band"]; a score that does not count has no band."""
    result = Result(
        scores=[71], winners=[0], how="x", notes={"counted": True, "band": "Decent", "turns": 40}
    )
    record = make_record("m1", "tmdice", [Seat("Ada", True)], result, T0)
    assert (record.players, record.counted, record.band) == (1, True, "Decent")
    assert record.seats[0].score == 71 and record.seats[0].won
    lost = Result(scores=[80], winners=[], how="x", notes={"counted": False, "band": "Great"})
    record = make_record("m2", "tmdice", [Seat("Ada", True)], lost, T0)
    assert (record.counted, record.band, record.seats[0].won) == (False, None, False)


def test_a_hot_seat_game_records_each_person_and_the_bot_by_name() -> None:
    result = Result(scores=[10, 12, 7], winners=[1], how="most points")
    seats = [Seat("Ada", True), Seat("Boris", True), Seat("Rover 1", False, "greedy")]
    record = make_record("m1", "digmars", seats, result, T0)
    assert [(s.name, s.person, s.bot, s.won) for s in record.seats] == [
        ("Ada", True, None, False),
        ("Boris", True, None, True),
        ("Rover 1", False, "greedy", False),
    ]
    assert names([record]) == ["Ada", "Boris"]


# --- figures ---------------------------------------------------------------------------------
def test_names_are_the_people_seen_most_recent_first_whatever_their_case() -> None:
    records = [
        game("a", [("Ada", None, 1, True), ("Bot", "easy", 0, False)], day=0),
        game("b", [("Boris", None, 1, True), ("Bot", "easy", 0, False)], day=2),
        game("c", [("  ada ", None, 1, True), ("Bot", "easy", 0, False)], day=1),
    ]
    assert names(records) == ["Boris", "ada"]


def test_games_wins_and_win_rate_per_game_and_player_count() -> None:
    records = [
        game("a", [("Ada", None, 5, True), ("B", "easy", 1, False)]),
        game("b", [("Ada", None, 1, False), ("B", "easy", 5, True)]),
        game("c", [("Ada", None, 5, True), ("Boris", None, 5, True), ("B", "hard", 1, False)]),
        game("d", [("Ada", None, 5, True), ("B", "hard", 1, False)], game_id="cockroach"),
        game("e", [("Boris", None, 5, True), ("B", "hard", 1, False)]),
    ]
    ada = profile(records, "ADA")
    tally = {k: (t.games, t.wins, round(t.rate, 2)) for k, t in ada.by_table.items()}
    assert tally == {
        ("cockroach", 2): (1, 1, 1.0),
        ("digmars", 2): (2, 1, 0.5),
        ("digmars", 3): (1, 1, 1.0),  # a shared win counts for each winner
    }
    assert (ada.total.games, ada.total.wins) == (4, 3)


def test_solo_best_and_median_with_the_band_each_reached() -> None:
    """TM Dice solo: only a counted score (all parameters complete) rates; best and median."""
    records = [
        solo("a", 62, True, "Fair", 0),
        solo("b", 120, False, "", 1),  # not counted: neither the best nor in the median
        solo("c", 88, True, "Good", 2),
        solo("d", 75, True, "Decent", 3),
        solo("e", 99, True, "Great", 4),
    ]
    history = profile(records, "Ada").solo["tmdice"]
    assert [g.score for g in history.games] == [62, 120, 88, 75, 99]  # in the order played
    best = history.best()
    assert best is not None and (best.score, best.band) == (99, "Great")
    assert history.median() == 81.5
    middle = history.median_game()
    assert middle is not None and (middle.score, middle.band) == (75, "Decent")
    assert profile(records, "Ada").by_table[("tmdice", 1)].wins == 4


def test_win_rate_against_each_bot_strength_counting_old_names() -> None:
    """Computer seats are named by strength; greedy counts as normal, random as easy."""
    assert (strength("greedy"), strength("random"), strength("hard")) == ("normal", "easy", "hard")
    records = [
        game("a", [("Ada", None, 5, True), ("R", "random", 1, False)]),
        game("b", [("Ada", None, 1, False), ("R", "easy", 5, True)]),
        game("c", [("Ada", None, 5, True), ("R", "greedy", 1, False), ("S", "normal", 0, False)]),
        game("d", [("Ada", None, 1, False), ("R", "hard", 5, True), ("S", "easy", 0, False)]),
    ]
    against = profile(records, "Ada").against
    assert list(against) == ["easy", "normal", "hard"]
    assert {k: (t.games, t.wins) for k, t in against.items()} == {
        "easy": (3, 1),
        "normal": (1, 1),  # two normal seats in one game: one game against normal
        "hard": (1, 0),
    }


@st.composite
def histories(draw: st.DrawFn) -> list[GameRecord]:
    people = st.sampled_from(["Ada", "ada", "Boris"])
    out = []
    for i in range(draw(st.integers(0, 12))):
        count = draw(st.integers(1, 4))
        seats = []
        for s in range(count):
            bot = draw(st.one_of(st.none(), st.sampled_from(["easy", "greedy", "hard", "random"])))
            name = draw(people) if bot is None else f"Bot {s}"
            seats.append((name, bot, draw(st.integers(-5, 120)), draw(st.booleans())))
        out.append(game(f"m{i}", seats, day=draw(st.integers(0, 30))))
    return out


@settings(deadline=None)  # a slow shared machine is no failure of the figures
@given(histories())
def test_figures_add_up_for_every_history(records: list[GameRecord]) -> None:
    """Invariants: wins never exceed games; a person's games per table add up to the records
    they sat in; games against a strength never exceed their games."""
    for name in names(records):
        person = profile(records, name)
        sat = [
            r
            for r in records
            if any(s.person and s.name.casefold() == name.casefold() for s in r.seats)
        ]
        assert person.total.games == len(sat)
        assert all(0 <= t.wins <= t.games for t in person.by_table.values())
        assert all(t.games <= person.total.games for t in person.against.values())


# --- the file ---------------------------------------------------------------------------------
def test_the_file_carries_its_format_and_version(stats: StatsStore) -> None:
    stats.record(game("m1", [("Ada", None, 1, True)]))
    raw = json.loads(stats.path.read_text(encoding="utf-8"))
    assert (raw["format"], raw["format_version"]) == (FORMAT_TAG, FORMAT_VERSION)
    assert parse_stats(stats.path.read_bytes()).records[0].match_id == "m1"


def test_a_write_is_atomic_and_keeps_the_previous_file(
    stats: StatsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    stats.record(game("m1", [("Ada", None, 1, True)]))
    before = stats.path.read_bytes()
    stats.record(game("m2", [("Ada", None, 1, True)]))
    assert atomic.backup_path(stats.path).read_bytes() == before

    def disk_full(path: Path, data: bytes) -> None:
        path.write_bytes(data[:10])
        raise OSError(28, "No space left on device")

    now = stats.path.read_bytes()
    monkeypatch.setattr(atomic, "_write_synced", disk_full)
    assert not stats.record(game("m3", [("Ada", None, 1, True)]))
    assert stats.path.read_bytes() == now  # the old file whole, no half-written one
    assert [p.name for p in stats.path.parent.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{not json",
        b"[]",
        b'{"format": "mars-table-stats", "format_version": 1, "records": [{"match_id": "m 1"}]}',
        "\u00ff\u00fe".encode("latin-1"),
    ],
)
def test_a_damaged_file_is_set_aside_and_a_fresh_one_started(
    stats: StatsStore, content: bytes
) -> None:
    stats.path.write_bytes(content)
    loaded = stats.load()
    assert loaded.problem == "" and loaded.stats.records == []
    aside = list(stats.path.parent.glob("stats.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == content  # kept as it was
    assert "could not be read" in loaded.stats.notice and aside[0].name in loaded.stats.notice
    assert parse_stats(stats.path.read_bytes()).notice == loaded.stats.notice
    assert stats.record(game("m1", [("Ada", None, 1, True)]))
    assert [r.match_id for r in stats.load().stats.records] == ["m1"]


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.binary(max_size=200))
def test_no_file_content_makes_loading_crash(tmp_path: Path, content: bytes) -> None:
    store = StatsStore(tmp_path / f"s{abs(hash(content))}" / "stats.json")
    store.path.parent.mkdir(exist_ok=True)
    store.path.write_bytes(content)
    loaded = store.load()
    assert isinstance(loaded.stats, StatsFile)


def test_a_newer_format_is_refused_with_a_sentence_and_never_overwritten(
    stats: StatsStore,
) -> None:
    newer = {"format": FORMAT_TAG, "format_version": FORMAT_VERSION + 1, "records": ["?"]}
    stats.path.write_text(json.dumps(newer), encoding="utf-8")
    before = stats.path.read_bytes()
    loaded = stats.load()
    assert "newer version of Mars Table" in loaded.problem
    assert not stats.record(game("m1", [("Ada", None, 1, True)]))
    assert stats.path.read_bytes() == before
    assert list(stats.path.parent.iterdir()) == [stats.path]


def test_an_unreadable_folder_is_a_sentence_not_a_crash(tmp_path: Path) -> None:
    folder = tmp_path / "stats.json"
    folder.mkdir()  # a folder where the file should be
    loaded = StatsStore(folder).load()
    assert loaded.problem.startswith("Your statistics could not be read")
    assert folder.is_dir() and os.listdir(folder) == []


def test_dump_and_parse_round_trip() -> None:
    stats = StatsFile(records=[solo("a", 62, True, "Fair", 0)], notice="n")
    assert parse_stats(dump_stats(stats)) == stats


def test_an_older_format_is_migrated_one_version_at_a_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The migration path: a version-1 file read by an app whose format is 2 is validated by
    the version-1 model, then migrated by MIGRATIONS[1]."""
    from typing import Literal

    from game.store import stats_format

    class StatsFileV2(StatsFile):
        format_version: Literal[2] = 2  # type: ignore[assignment]
        migrated: bool = False

    def one_to_two(old: dict[str, object]) -> dict[str, object]:
        return {**old, "format_version": 2, "migrated": True}

    old = dump_stats(StatsFile(records=[solo("a", 62, True, "Fair", 0)]))
    monkeypatch.setattr(stats_format, "FORMAT_VERSION", 2)
    monkeypatch.setattr(stats_format, "MODELS", {1: StatsFile, 2: StatsFileV2})
    monkeypatch.setattr(stats_format, "MIGRATIONS", {1: one_to_two})
    upgraded = parse_stats(old)
    assert isinstance(upgraded, StatsFileV2) and upgraded.migrated
    assert [r.match_id for r in upgraded.records] == ["a"]
