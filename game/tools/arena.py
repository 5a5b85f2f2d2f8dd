"""Bots against each other, seats rotated: `python -m game arena GAME --players N --bots A,B ...`.

Game k seats the bots rotated by k, so every bot plays every seat equally often. Prints games,
errors, and per bot: wins (a shared win counts as a share) and win rate with a 95 % Wilson
confidence interval, mean score, and the time it took to decide (p50, p99, max, in ms): over
every decision, and over those with more than one legal action (wall and CPU time).
"""

from __future__ import annotations

import math
import statistics
import time
import traceback
from collections.abc import Callable, Sequence
from typing import Any

from game.ai.registry import make_bot
from game.games import game_info
from game.rules.core import Rng, SeatView, Setup
from game.tools.simulate import DECISION_LIMIT


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if games == 0:
        return (0.0, 0.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[index]


def arena(
    game: str,
    players: int,
    bot_names: Sequence[str],
    games: int,
    seed: int,
    options: dict[str, Any] | None = None,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Play `games` games rotating the seats; figures per distinct bot name. `progress`, if
    given, hears one line after every game (long arenas run for hours)."""
    info = game_info(game)
    engine_cls = info.engine_cls()
    names = list(dict.fromkeys(bot_names))
    for name in names:
        make_bot(name, game)  # an unknown name fails before any game is played
    setup = Setup(game=game, players=players, options=options or {})
    wins = dict.fromkeys(names, 0.0)
    seated = dict.fromkeys(names, 0)
    scores: dict[str, list[int]] = {n: [] for n in names}
    times: dict[str, list[float]] = {n: [] for n in names}
    # Decisions with more than one legal action: wall and CPU time (the CPU figure does not
    # grow when other programs share the machine).
    chosen_wall: dict[str, list[float]] = {n: [] for n in names}
    chosen_cpu: dict[str, list[float]] = {n: [] for n in names}
    errors = finished = 0
    first_error = ""
    start = time.perf_counter()
    for index in range(games):
        lineup = [bot_names[(seat + index) % len(bot_names)] for seat in range(players)]
        bots = [make_bot(name, game) for name in lineup]
        rng = Rng.from_seed((seed + index) ^ 0xA2E7A)
        try:
            engine, _ = engine_cls.new(setup, seed + index)
            decisions = 0
            while not engine.is_over() and decisions < DECISION_LIMIT:
                seat = engine.decider()
                assert seat is not None
                tick, cpu = time.perf_counter(), time.process_time()
                action = bots[seat].choose(SeatView(engine, seat), rng)
                wall_ms = (time.perf_counter() - tick) * 1000
                times[lineup[seat]].append(wall_ms)
                if len(engine.legal_actions()) > 1:
                    chosen_wall[lineup[seat]].append(wall_ms)
                    chosen_cpu[lineup[seat]].append((time.process_time() - cpu) * 1000)
                engine.apply(action)
                decisions += 1
        except Exception as err:  # a crash is a figure to report, not a reason to stop
            errors += 1
            if not first_error:
                first_error = f"game {index}: {type(err).__name__}: {err}"
                traceback.print_exc()
            continue
        result = engine.result()
        if result is None:
            continue
        finished += 1
        for seat, name in enumerate(lineup):
            seated[name] += 1
            scores[name].append(result.scores[seat])
            if seat in result.winners:
                wins[name] += 1 / len(result.winners)
        if progress is not None:
            tally = ", ".join(f"{n} {wins[n]:g}" for n in names)
            progress(f"game {index + 1}/{games}: wins {tally}; errors {errors}")
    per_bot: dict[str, Any] = {}
    for name in names:
        # A bot in several seats of one game is counted once per seat.
        played = seated[name]
        low, high = wilson(wins[name], played)
        per_bot[name] = {
            "seats_played": played,
            "wins": round(wins[name], 2),
            "win_rate": round(wins[name] / played, 3) if played else None,
            "win_rate_95ci": [round(low, 3), round(high, 3)],
            "mean_score": round(statistics.fmean(scores[name]), 2) if scores[name] else None,
            "median_score": statistics.median(scores[name]) if scores[name] else None,
            "decision_ms": {
                "p50": round(_percentile(times[name], 0.5), 2),
                "p99": round(_percentile(times[name], 0.99), 2),
                "max": round(max(times[name], default=0.0), 2),
                "decisions": len(times[name]),
            },
            "choice_ms": {
                "p50": round(_percentile(chosen_wall[name], 0.5), 2),
                "p99": round(_percentile(chosen_wall[name], 0.99), 2),
                "max": round(max(chosen_wall[name], default=0.0), 2),
                "cpu_p50": round(_percentile(chosen_cpu[name], 0.5), 2),
                "cpu_p99": round(_percentile(chosen_cpu[name], 0.99), 2),
                "decisions": len(chosen_wall[name]),
            },
        }
    out: dict[str, Any] = {
        "game": game,
        "players": players,
        "bots": list(bot_names),
        "games": games,
        "finished": finished,
        "errors": errors,
        "seconds": round(time.perf_counter() - start, 2),
        "per_bot": per_bot,
    }
    if first_error:
        out["first_error"] = first_error
    return out
