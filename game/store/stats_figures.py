"""The figures of a person's history, computed from the statistics' records (pure functions).

A person is a name at a seat a person played; names match whatever their case or the spaces
around them, and show as last written. Computer seats are named by strength: easy, normal,
hard; older saves say random and greedy, which count as easy and normal.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from statistics import median

from game.store.stats_format import GameRecord, SeatRecord

#: Older bot names and the strength they played at.
STRENGTH_OF: dict[str, str] = {"random": "easy", "greedy": "normal"}
STRENGTHS: tuple[str, ...] = ("easy", "normal", "hard")


def strength(bot: str | None) -> str:
    """The strength a computer seat played at: easy, normal, hard (or its own name)."""
    name = (bot or "normal").strip().lower()
    return STRENGTH_OF.get(name, name)


def name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


def _own_seat(record: GameRecord, key: str) -> SeatRecord | None:
    return next((s for s in record.seats if s.person and name_key(s.name) == key), None)


def names(records: Iterable[GameRecord]) -> list[str]:
    """Every person's name seen so far, the one who played most recently first."""
    latest: dict[str, tuple[datetime, str]] = {}
    for record in records:
        for seat in record.seats:
            if not seat.person:
                continue
            key = name_key(seat.name)
            seen = latest.get(key)
            if seen is None or record.finished_at >= seen[0]:
                latest[key] = (record.finished_at, " ".join(seat.name.split()))
    return [name for _, name in sorted(latest.values(), key=lambda item: item[0], reverse=True)]


@dataclass(frozen=True)
class Tally:
    """Games played and won."""

    games: int = 0
    wins: int = 0

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def add(self, won: bool) -> Tally:
        return Tally(self.games + 1, self.wins + int(won))


@dataclass(frozen=True)
class SoloGame:
    """One solo game in time order: its score, whether it counted, its band."""

    finished_at: datetime
    score: int
    counted: bool
    band: str | None


@dataclass(frozen=True)
class Solo:
    """A person's solo games of one game, oldest first."""

    game: str
    games: tuple[SoloGame, ...]

    def counted(self) -> list[SoloGame]:
        return [g for g in self.games if g.counted]

    def best(self) -> SoloGame | None:
        """The highest counted score (the earliest of equal ones)."""
        counted = self.counted()
        return max(counted, key=lambda g: g.score) if counted else None

    def median(self) -> float | None:
        counted = self.counted()
        return median(g.score for g in counted) if counted else None

    def median_game(self) -> SoloGame | None:
        """The counted game at the middle of the scores (the lower of two): its band is the
        band the median reached."""
        counted = sorted(self.counted(), key=lambda g: g.score)
        return counted[(len(counted) - 1) // 2] if counted else None


@dataclass(frozen=True)
class Profile:
    """One person's history."""

    name: str
    by_table: dict[tuple[str, int], Tally]  # (game, players) -> games and wins
    against: dict[str, Tally]  # bot strength -> games with such a seat, and wins
    solo: dict[str, Solo]  # game -> its solo games

    @property
    def total(self) -> Tally:
        return Tally(
            sum(t.games for t in self.by_table.values()),
            sum(t.wins for t in self.by_table.values()),
        )


def profile(records: Sequence[GameRecord], name: str) -> Profile:
    """`name`'s figures: games, wins and win rate per game and player count; their solo
    scores in time order; and their win rate against each bot strength."""
    key = name_key(name)
    by_table: dict[tuple[str, int], Tally] = {}
    against: dict[str, Tally] = {}
    solo: dict[str, list[SoloGame]] = {}
    for record in sorted(records, key=lambda r: r.finished_at):
        seat = _own_seat(record, key)
        if seat is None:
            continue
        table = (record.game, record.players)
        by_table[table] = by_table.get(table, Tally()).add(seat.won)
        for level in sorted({strength(s.bot) for s in record.seats if not s.person}):
            against[level] = against.get(level, Tally()).add(seat.won)
        if record.players == 1:
            game = SoloGame(record.finished_at, seat.score, bool(record.counted), record.band)
            solo.setdefault(record.game, []).append(game)
    ordered = {k: against[k] for k in sorted(against, key=_strength_order)}
    return Profile(
        name=name,
        by_table=dict(sorted(by_table.items())),
        against=ordered,
        solo={game: Solo(game, tuple(games)) for game, games in sorted(solo.items())},
    )


def _strength_order(level: str) -> tuple[int, str]:
    return (STRENGTHS.index(level) if level in STRENGTHS else len(STRENGTHS), level)
