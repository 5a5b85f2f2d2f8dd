"""One computer decision through the table's own worker: `python -m game think GAME ...`.

Greedy bots play a game from a fixed seed to a mid-game position; there the named bot decides
once through the child process the table uses for the search (game/ui/play/thinking.py), and
the decision is printed as JSON. It shows that the search worker starts and answers wherever
the app runs, the packaged one-folder build included.
"""

from __future__ import annotations

import time
from typing import Any

from game.rules.core import Rng
from game.tools.speed import mid_game
from game.ui.play.thinking import ProcessThinking, SearchProcess


def think(
    game: str, players: int, seed: int, at: int, bot: str, timeout: float = 60.0
) -> dict[str, Any]:
    """The bot's decision at the position after `at` greedy decisions, made in a child
    process; raises RuntimeError with a sentence if the worker fails or does not answer."""
    engine = mid_game(game, players, seed, at)
    seat = engine.decider()
    if seat is None:
        raise RuntimeError(f"The game ended before decision {at}; try a smaller --at.")
    process = SearchProcess()
    try:
        tick = time.perf_counter()
        job = ProcessThinking(process, engine, seat, bot, Rng.from_seed(seed + 1))
        while not job.done:
            if time.perf_counter() - tick > timeout:
                raise RuntimeError(f"The {bot} bot did not answer within {timeout:g} s.")
            job.wait(0.05)
        seconds = time.perf_counter() - tick
    finally:
        process.stop()
    if job.error is not None:
        raise RuntimeError(f"The {bot} bot's worker failed: {job.error}")
    return {
        "game": game,
        "players": players,
        "seat": seat,
        "bot": bot,
        "legal_actions": len(engine.legal_actions()),
        "action": engine.describe(job.action),
        "action_json": engine.action_to_json(job.action),
        "ms": round(seconds * 1000, 1),
    }
