"""Engine costs for search: `python -m game bench GAME [--players N] [--json]`.

Greedy bots play a game from a fixed seed to a mid-game position (`--at` decisions); there the
costs of clone, determinize, legal actions and apply are timed (median of many calls, in µs),
and the hard bot searches that position with its own iteration budget: iterations per second
of wall time, and per second of CPU time (which other programs on the machine do not
change).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

from game.ai.registry import make_bot
from game.ai.search import SearchBot, SearchBudget
from game.games import game_info
from game.rules.core import Engine, Rng, SeatView, Setup


def mid_game(game: str, players: int, seed: int, at: int) -> Engine[Any, Any]:
    """The position after `at` greedy decisions (or the last one before the end)."""
    engine, _ = game_info(game).engine_cls().new(Setup(game=game, players=players), seed)
    bots = [make_bot("greedy", game) for _ in range(players)]
    rng = Rng.from_seed(seed)
    for _ in range(at):
        seat = engine.decider()
        if seat is None:
            break
        trial = engine.clone()
        trial.apply(bots[seat].choose(SeatView(trial, seat), rng.fork()))
        if trial.is_over():
            break
        engine.apply(bots[seat].choose(SeatView(engine, seat), rng))
    return engine


def _median_us(work: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        tick = time.perf_counter()
        work()
        samples.append((time.perf_counter() - tick) * 1e6)
    return round(statistics.median(samples), 1)


def bench(
    game: str, players: int, seed: int = 1, at: int = 40, repeat: int = 200
) -> dict[str, Any]:
    engine = mid_game(game, players, seed, at)
    seat = engine.decider()
    assert seat is not None, "the game ended before the benchmark position"
    rng = Rng.from_seed(seed)
    legal = engine.legal_actions()

    clone_us = _median_us(engine.clone, repeat)
    figures: dict[str, Any] = {
        "game": game,
        "players": players,
        "decisions_before": at,
        "legal_actions_now": len(legal),
        "clone_us": clone_us,
        "determinize_us": _median_us(lambda: engine.determinize(seat, rng), repeat),
    }
    fresh = [engine.clone() for _ in range(repeat)]  # a clone has no cached legal actions
    figures["legal_actions_us"] = _median_us(lambda: fresh.pop().legal_actions(), repeat)
    applies = []
    for i in range(repeat):
        copy = engine.clone()
        action = legal[i % len(legal)]
        tick = time.perf_counter()
        copy.apply(action)
        applies.append((time.perf_counter() - tick) * 1e6)
    figures["apply_us"] = round(statistics.median(applies), 1)
    bot = make_bot("hard", game)
    assert isinstance(bot, SearchBot)
    bot.budget = SearchBudget(iterations=SearchBudget().iterations, seconds=60.0)
    tick, cpu = time.perf_counter(), time.process_time()
    bot.search(SeatView(engine, seat), Rng.from_seed(seed + 1))
    seconds, cpu_seconds = time.perf_counter() - tick, time.process_time() - cpu
    figures["search_iterations"] = bot.iterations_done
    figures["search_iterations_per_second"] = round(bot.iterations_done / seconds, 1)
    figures["search_iterations_per_cpu_second"] = round(bot.iterations_done / cpu_seconds, 1)
    return figures
