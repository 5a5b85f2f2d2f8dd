"""The statistics store: every finished game, kept in `<data dir>/stats.json`.

One record per match id: a game recorded again (its last action taken back and played again)
replaces its record, so no match counts twice. Only the engine's Result goes in (scores,
winners, a solo game's `counted` and `band` notes), with who sat at each seat.

Writes are atomic (atomic.py: temp file, fsync, rename, the previous file kept as `.bak`). A
file that cannot be read is renamed aside (`stats.damaged-<when>.json`, like a broken save) and
a fresh one started that says so in its `notice`; a file written by a newer Mars Table is
refused with a sentence and never overwritten. Nothing here raises on a bad file.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from game.rules.core.engine import Result
from game.store.atomic import atomic_write, sweep_temps
from game.store.dirs import data_dir
from game.store.safe_text import one_line
from game.store.saves_format import now_utc
from game.store.sizes import over_the_limit
from game.store.stats_format import (
    MAX_RECORDS,
    MAX_STATS_BYTES,
    GameRecord,
    SeatRecord,
    StatsFile,
    StatsFormatError,
    StatsTooNew,
    dump_stats,
    parse_stats,
)

log = logging.getLogger(__name__)

FILE_NAME = "stats.json"
DAMAGED_TAG = ".damaged-"


def stats_path(override: Path | str | None = None) -> Path:
    """Where the statistics live: `<data dir>/stats.json`."""
    return data_dir(override) / FILE_NAME


@dataclass(frozen=True)
class Seat:
    """Who sat at a seat, as the table knows it: a name, and a person or which bot."""

    name: str
    person: bool
    bot: str | None = None


@dataclass(frozen=True)
class Loaded:
    """What the store holds now; `problem` is a sentence when the file cannot be used (a
    newer format) and `records` is then empty."""

    stats: StatsFile
    problem: str = ""


def make_record(
    match_id: str,
    game: str,
    seats: Sequence[Seat],
    result: Result,
    when: datetime | None = None,
) -> GameRecord:
    """A finished game's record from its seats and the engine's Result."""
    solo = len(seats) == 1
    counted = result.notes.get("counted") if solo else None
    band = result.notes.get("band") if solo else None
    return GameRecord(
        match_id=match_id,
        game=game,
        players=len(seats),
        finished_at=when or now_utc(),
        how=str(result.how)[:200],
        seats=[
            SeatRecord(
                name=(seat.name.strip() or f"Player {i + 1}")[:40],
                person=seat.person,
                bot=None if seat.person else seat.bot,
                score=result.scores[i],
                won=i in result.winners,
            )
            for i, seat in enumerate(seats)
        ],
        counted=counted if isinstance(counted, bool) else None,
        band=str(band) if band is not None and counted else None,
    )


@dataclass
class StatsStore:
    """The statistics file at `path` (default: `<data dir>/stats.json`)."""

    path: Path = field(default_factory=stats_path)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)
    _writing: list[threading.Thread] = field(default_factory=list, init=False, repr=False)

    def load(self) -> Loaded:
        """The statistics (with every record under way written first); a damaged file is set
        aside and a fresh one started (written at once, with its notice); a newer one is left
        alone with a sentence. Never raises."""
        self.flush()
        with self._lock:
            return self._load()

    def record_later(self, record: GameRecord) -> None:
        """`record` on a thread of its own: a long history takes a moment to rewrite, and the
        table's frame never waits for it. The thread is not a daemon, so quitting the app
        waits for the write to finish."""
        thread = threading.Thread(target=self.record, args=(record,), name="stats-record")
        self._writing.append(thread)
        thread.start()

    def flush(self) -> None:
        """Wait for the records under way."""
        while self._writing:
            self._writing.pop(0).join()

    def _load(self) -> Loaded:
        sweep_temps(self.path.parent)
        try:
            size = self.path.stat().st_size
            if size > MAX_STATS_BYTES:
                why = over_the_limit(size, MAX_STATS_BYTES, "any history of games")
                return self._start_afresh(f"it is {why}.")
            data = self.path.read_bytes()
        except FileNotFoundError:
            return Loaded(StatsFile())
        except OSError as error:
            return Loaded(StatsFile(), f"Your statistics could not be read ({_reason(error)}).")
        try:
            stats = parse_stats(data)
        except StatsTooNew as error:
            return Loaded(StatsFile(), str(error))
        except StatsFormatError as error:
            return self._start_afresh(str(error))
        # The notice is a sentence read from the file: one safe line, as every such text.
        return Loaded(stats.model_copy(update={"notice": one_line(stats.notice)}))

    def _start_afresh(self, why: str) -> Loaded:
        """Rename the unreadable file aside and start a fresh one that says so."""
        why = why.removeprefix("Your statistics file is damaged: ")
        try:
            aside = self._set_aside()
        except OSError as error:
            return Loaded(StatsFile(), f"Your statistics could not be read ({_reason(error)}).")
        notice = (
            f"Your earlier statistics could not be read: {why.rstrip('.')}. They were kept "
            f"as {aside.name}, and a fresh history was started."
        )[:400]
        fresh = StatsFile(notice=notice)
        log.warning("Statistics set aside as %s: %s", aside, why)
        try:
            self._write(fresh)
        except OSError:
            log.exception("Could not start a fresh statistics file")
        return Loaded(fresh)

    def _set_aside(self) -> Path:
        moment = f"{datetime.now(UTC):%Y%m%d-%H%M%S}"
        stem, suffix = self.path.stem, self.path.suffix
        target = self.path.with_name(f"{stem}{DAMAGED_TAG}{moment}{suffix}")
        counter = 1
        while target.exists() or target.is_symlink():
            counter += 1
            target = self.path.with_name(f"{stem}{DAMAGED_TAG}{moment}-{counter}{suffix}")
        os.replace(self.path, target)
        return target

    def _write(self, stats: StatsFile) -> None:
        atomic_write(self.path, dump_stats(stats))

    def record(self, record: GameRecord) -> bool:
        """Add a finished game (replacing an earlier record of the same match); False, with
        the reason logged, when the statistics cannot take it. Never raises."""
        if not any(seat.person for seat in record.seats):
            return False  # only people are profiled: a computers-only game adds nothing
        with self._lock:
            loaded = self._load()
            if loaded.problem:
                log.warning("Game %s not recorded: %s", record.match_id, loaded.problem)
                return False
            records = [r for r in loaded.stats.records if r.match_id != record.match_id]
            records.append(record)
            del records[:-MAX_RECORDS]  # the oldest go first: the file never outgrows its format
            try:
                self._write(loaded.stats.model_copy(update={"records": records}))
            except (OSError, ValueError):
                log.exception("Could not write the statistics")
                return False
        return True


def _reason(error: OSError) -> str:
    return (error.strerror or type(error).__name__).lower()
