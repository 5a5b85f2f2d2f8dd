"""A realistic history of finished games, written as statistics records (for the history
screen's tests and screenshots)."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from game.rules.tmdice.tables import band_for
from game.store.stats import StatsStore
from game.store.stats_format import GameRecord, SeatRecord, StatsFile, dump_stats

PEOPLE = ("Ada", "Boris", "Chandra")
BOTS = ("easy", "normal", "hard", "greedy", "random")


def history(seed: int = 5, games: int = 40) -> list[GameRecord]:
    """`games` finished games over a few weeks: Ada's solo TM Dice games (scores rising, a few
    not counted), hot-seat and bot games of Dig Mars, TM Dice and the cockroach hunt."""
    rng = random.Random(seed)
    start = datetime(2026, 9, 1, 18, 0, tzinfo=UTC)
    records = []
    for i in range(games):
        when = start + timedelta(days=i // 2, hours=i % 2)
        if i % 3 == 0:
            score = 48 + i + rng.randint(-10, 10)
            counted = rng.random() > 0.15
            seats = [SeatRecord(name="Ada", score=score, won=counted)]
            records.append(
                GameRecord(
                    match_id=f"m{i}",
                    game="tmdice",
                    players=1,
                    finished_at=when,
                    how="all parameters complete" if counted else "parameters not complete",
                    seats=seats,
                    counted=counted,
                    band=band_for(score) if counted else None,
                )
            )
            continue
        game = rng.choice(("digmars", "tmdice", "cockroach"))
        players = rng.randint(2, 4)
        people = list(PEOPLE[: rng.randint(1, 2)])
        seats = []
        for seat in range(players):
            score = rng.randint(10, 60)
            if seat < len(people):
                seats.append(SeatRecord(name=people[seat], score=score))
            else:
                bot = rng.choice(BOTS)
                seats.append(SeatRecord(name=f"Rover {seat}", person=False, bot=bot, score=score))
        best = max(s.score for s in seats)
        seats = [s.model_copy(update={"won": s.score == best}) for s in seats]
        records.append(
            GameRecord(
                match_id=f"m{i}",
                game=game,
                players=players,
                finished_at=when,
                how="most points",
                seats=seats,
            )
        )
    return records


def write_history(path: Path, records: list[GameRecord] | None = None) -> StatsStore:
    """A statistics file at `path` holding `records` (default: `history()`)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(dump_stats(StatsFile(records=history() if records is None else records)))
    return StatsStore(path)
