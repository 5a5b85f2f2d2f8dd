"""Recorded TM Dice bot decisions: seeded games of every strength, kept as test data so that
work on speed can prove it changed no choice (tests/ai/test_tmdice_same_decisions.py).

Each record is one game: its setup, seed and lineup, the actions taken (as JSON) and, for the
hard bot's decisions, what its search concluded about every root action (visits and mean
value, most visited first), which would move with any change to the search's numbers even
where the choice does not.

Regenerate only after a change meant to alter the bots' play (then say so in the commit):

    .venv/bin/python -m tests.ai.tmdice_decisions --write
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from game.ai.registry import make_bot
from game.ai.search import SearchBot, SearchBudget
from game.rules.core import Rng, SeatView, Setup
from game.rules.tmdice.engine import TMDiceEngine

DATA = Path(__file__).parent / "data" / "tmdice_decisions.json"
# An iteration-only budget: the same seed gives the same search on any machine.
HARD_ITERATIONS = 150
# Games with a hard seat stop after this many decisions (a whole one takes minutes); the
# others play to the end.
HARD_DECISIONS = 40
DECISION_LIMIT = 2000

# (name, players, colonies, lineup, seed)
GAMES: list[tuple[str, int, bool, tuple[str, ...], int]] = [
    (f"{label}-{which}", players, colonies, lineup, seed)
    for players, colonies, label in (
        (2, False, "2p"),
        (2, True, "2p-colonies"),
        (1, False, "solo"),
        (1, True, "solo-colonies"),
    )
    for which, lineup, seed in (
        (
            ("hard-a", ("hard", "greedy"), 11),
            ("hard-b", ("greedy", "hard"), 12),
            ("easy-greedy", ("easy", "greedy"), 13),
        )
        if players == 2
        else (
            ("hard-a", ("hard",), 21),
            ("hard-b", ("hard",), 22),
            ("easy", ("easy",), 23),
            ("greedy", ("greedy",), 24),
        )
    )
]


def _bot(name: str) -> Any:
    bot = make_bot(name, "tmdice")
    if isinstance(bot, SearchBot):
        bot.budget = SearchBudget(iterations=HARD_ITERATIONS, seconds=1e9)
    return bot


def play(players: int, colonies: bool, lineup: tuple[str, ...], seed: int) -> dict[str, Any]:
    """One seeded game as the record keeps it."""
    setup = Setup(game="tmdice", players=players, options={"colonies": colonies})
    engine, _ = TMDiceEngine.new(setup, seed)
    bots = [_bot(lineup[seat % len(lineup)]) for seat in range(players)]
    limit = HARD_DECISIONS if "hard" in lineup else DECISION_LIMIT
    rng = Rng.from_seed(seed ^ 0xA2E7A)
    actions: list[Any] = []
    searches: list[list[list[float]]] = []
    while not engine.is_over() and len(actions) < limit:
        seat = engine.decider()
        assert seat is not None
        bot = bots[seat]
        action = bot.choose(SeatView(engine, seat), rng)
        if isinstance(bot, SearchBot) and bot.iterations_done:
            searches.append([[c.visits, round(c.value, 9)] for c in bot.last])
        actions.append(engine.action_to_json(action))
        engine.apply(action)
    return {"actions": actions, "searches": searches}


def record() -> dict[str, Any]:
    return {
        name: {
            "players": players,
            "colonies": colonies,
            "lineup": list(lineup),
            "seed": seed,
            **play(players, colonies, lineup, seed),
        }
        for name, players, colonies, lineup, seed in GAMES
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite the recorded games")
    args = parser.parse_args()
    data = record()
    if args.write:
        DATA.parent.mkdir(exist_ok=True)
        DATA.write_text(json.dumps(data, separators=(",", ":")) + "\n")
    for name, game in data.items():
        print(name, len(game["actions"]), "actions,", len(game["searches"]), "searches")


if __name__ == "__main__":
    main()
