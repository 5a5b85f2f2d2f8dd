"""Bots against each other, seats rotated: `python -m game arena GAME --players N --bots A,B ...`.

Game k seats the bots rotated by k, so every bot plays every seat equally often. Prints games,
errors, and per bot: wins (a shared win counts as a share) and win rate with a 95 % Wilson
confidence interval, mean and median score (solo, in their place: games counted, the median
and mean with an uncounted game as 0, and the rulebook's bands), and the time it took to
decide (p50, p99, max, in ms): over every decision, and over those with more than one legal
action (wall and CPU time).

`--jobs N` shares the games among N processes (each game plays exactly as it would alone, so
the figures do not depend on N; the decision times do when the processes share cores), and
Ctrl-C stops a long arena with the figures of the games finished so far.
"""

from __future__ import annotations

import math
import statistics
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from game.ai.registry import make_bot
from game.games import game_info
from game.rules.core import Rng, SeatView, Setup
from game.tools.percentiles import percentile
from game.tools.processes import in_processes
from game.tools.simulate import DECISION_LIMIT, solo_figures


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if games == 0:
        return (0.0, 0.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class GameRecord:
    """One arena game: who sat where, how it ended, and each seat's decision times (ms)."""

    lineup: list[str]
    scores: list[int] | None = None  # None: the game crashed or ran past the decision limit
    winners: list[int] = field(default_factory=list)
    error: str = ""
    times: list[list[float]] = field(default_factory=list)  # per seat, every decision
    chosen_wall: list[list[float]] = field(default_factory=list)  # per seat, real choices
    chosen_cpu: list[list[float]] = field(default_factory=list)
    # solo games that count only on a condition (TM Dice: every parameter complete): whether
    # this one counted, and the rulebook's band for its score
    solo: tuple[bool, str] | None = None


def play_game(
    game: str,
    players: int,
    bot_names: Sequence[str],
    index: int,
    seed: int,
    options: dict[str, Any],
) -> GameRecord:
    """Game `index` of an arena: bots rotated by `index`, seeded by `seed + index`, so a game
    plays the same whichever process plays it."""
    lineup = [bot_names[(seat + index) % len(bot_names)] for seat in range(players)]
    record = GameRecord(
        lineup,
        times=[[] for _ in lineup],
        chosen_wall=[[] for _ in lineup],
        chosen_cpu=[[] for _ in lineup],
    )
    bots = [make_bot(name, game) for name in lineup]
    rng = Rng.from_seed((seed + index) ^ 0xA2E7A)
    setup = Setup(game=game, players=players, options=options)
    try:
        engine, _ = game_info(game).engine_cls().new(setup, seed + index)
        decisions = 0
        while not engine.is_over() and decisions < DECISION_LIMIT:
            seat = engine.decider()
            assert seat is not None
            tick, cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(SeatView(engine, seat), rng)
            wall_ms = (time.perf_counter() - tick) * 1000
            record.times[seat].append(wall_ms)
            if len(engine.legal_actions()) > 1:
                record.chosen_wall[seat].append(wall_ms)
                record.chosen_cpu[seat].append((time.process_time() - cpu) * 1000)
            engine.apply(action)
            decisions += 1
    except Exception as err:  # a crash is a figure to report, not a reason to stop
        record.error = f"game {index}: {type(err).__name__}: {err}"
        traceback.print_exc()
        return record
    result = engine.result()
    if result is not None:
        record.scores = list(result.scores)
        record.winners = list(result.winners)
        if players == 1 and "counted" in result.notes:
            record.solo = (bool(result.notes["counted"]), str(result.notes.get("band", "")))
    return record


def _records(
    game: str,
    players: int,
    bot_names: Sequence[str],
    games: int,
    seed: int,
    options: dict[str, Any],
    jobs: int,
) -> Iterator[GameRecord]:
    """The games in order, played here or by `jobs` worker processes."""
    play = partial(play_game, game, players, list(bot_names), seed=seed, options=options)
    return in_processes(play, range(games), jobs)


def _tally_word(record: GameRecord) -> str:
    # Solo (000) there is no rival to beat: a game "won" is a game whose score counts.
    return "counted" if record.solo is not None else "wins"


def _seated_scores(record: GameRecord) -> str:
    """This game's scores by seat, so a run stopped hard still leaves its scores; solo, a
    score that does not count says so."""
    assert record.scores is not None
    uncounted = record.solo is not None and not record.solo[0]
    return ", ".join(
        f"{name} {score}" + (" (not counted)" if uncounted else "")
        for name, score in zip(record.lineup, record.scores, strict=True)
    )


def _rival_figures(wins: float, played: int, scores: list[int]) -> dict[str, Any]:
    """Wins (a shared win as a share), the win rate with its 95 % interval, and the scores."""
    low, high = wilson(wins, played)
    return {
        "wins": round(wins, 2),
        "win_rate": round(wins / played, 3) if played else None,
        "win_rate_95ci": [round(low, 3), round(high, 3)],
        "mean_score": round(statistics.fmean(scores), 2) if scores else None,
        "median_score": statistics.median(scores) if scores else None,
    }


def arena(
    game: str,
    players: int,
    bot_names: Sequence[str],
    games: int,
    seed: int,
    options: dict[str, Any] | None = None,
    progress: Callable[[str], None] | None = None,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play `games` games rotating the seats; figures per distinct bot name. `progress`, if
    given, hears one line after every game (long arenas run for hours). With `jobs` > 1 the
    games are shared among that many processes; every game plays as it would alone. Stopped
    with Ctrl-C, it reports the games finished so far."""
    names = list(dict.fromkeys(bot_names))
    for name in names:
        make_bot(name, game)  # an unknown name fails before any game is played
    wins = dict.fromkeys(names, 0.0)
    seated = dict.fromkeys(names, 0)
    scores: dict[str, list[int]] = {n: [] for n in names}
    times: dict[str, list[float]] = {n: [] for n in names}
    # Decisions with more than one legal action: wall and CPU time (the CPU figure does not
    # grow when other programs share the machine).
    chosen_wall: dict[str, list[float]] = {n: [] for n in names}
    chosen_cpu: dict[str, list[float]] = {n: [] for n in names}
    solo: dict[str, list[tuple[int, bool, str]]] = {n: [] for n in names}
    errors = finished = played_games = 0
    first_error = ""
    stopped = False
    start = time.perf_counter()
    records = _records(game, players, bot_names, games, seed, options or {}, jobs)
    try:
        for record in records:
            played_games += 1
            for seat, name in enumerate(record.lineup):
                times[name].extend(record.times[seat])
                chosen_wall[name].extend(record.chosen_wall[seat])
                chosen_cpu[name].extend(record.chosen_cpu[seat])
            if record.error:
                errors += 1
                first_error = first_error or record.error
                continue
            if record.scores is None:
                continue
            finished += 1
            for seat, name in enumerate(record.lineup):
                seated[name] += 1
                scores[name].append(record.scores[seat])
                if seat in record.winners:
                    wins[name] += 1 / len(record.winners)
                if record.solo is not None:
                    solo[name].append((record.scores[seat], *record.solo))
            if progress is not None:
                tally = ", ".join(f"{n} {wins[n]:g}" for n in names)
                progress(
                    f"game {played_games}/{games}: {_tally_word(record)} {tally}; "
                    f"errors {errors}; scores {_seated_scores(record)}"
                )
    except KeyboardInterrupt:
        stopped = True
    per_bot: dict[str, Any] = {}
    for name in names:
        # A bot in several seats of one game is counted once per seat.
        played = seated[name]
        per_bot[name] = {"seats_played": played}
        if players == 1:
            # Solo there is no rival to beat, and an uncounted score is no score: the solo
            # figures replace wins and the raw scores' mean and median.
            per_bot[name]["solo"] = solo_figures(solo[name])
        else:
            per_bot[name].update(_rival_figures(wins[name], played, scores[name]))
        per_bot[name].update(
            {
                "decision_ms": {
                    "p50": round(percentile(times[name], 0.5), 2),
                    "p99": round(percentile(times[name], 0.99), 2),
                    "max": round(max(times[name], default=0.0), 2),
                    "decisions": len(times[name]),
                },
                "choice_ms": {
                    "p50": round(percentile(chosen_wall[name], 0.5), 2),
                    "p99": round(percentile(chosen_wall[name], 0.99), 2),
                    "max": round(max(chosen_wall[name], default=0.0), 2),
                    "cpu_p50": round(percentile(chosen_cpu[name], 0.5), 2),
                    "cpu_p99": round(percentile(chosen_cpu[name], 0.99), 2),
                    "decisions": len(chosen_wall[name]),
                },
            }
        )
    out: dict[str, Any] = {
        "game": game,
        "players": players,
        "bots": list(bot_names),
        "games": played_games,
        "finished": finished,
        "errors": errors,
        "seconds": round(time.perf_counter() - start, 2),
        "per_bot": per_bot,
    }
    if first_error:
        out["first_error"] = first_error
    if stopped:
        out["stopped_early"] = f"stopped after {played_games} of {games} games"
    return out
