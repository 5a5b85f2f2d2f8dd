"""Figures for the TM Dice Colonies module, from bot games: colonies built and trades made per
game by each seat, and the greedy solo median with and without the module.

    python -m game.tools.colonies_figures [--games N] [--bots greedy]
"""

from __future__ import annotations

import argparse
import statistics

from game.rules.core import Setup
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.modules.colonies import colonies_of
from game.tools.simulate import play_game


def colonies_per_game(players: int, games: int, bot: str) -> tuple[float, float]:
    """Mean colonies built and trades made per seat per game."""
    builds = trades = 0
    for seed in range(games):
        setup = Setup(game="tmdice", players=players, options={"colonies": True})
        engine, _ = play_game(TMDiceEngine, setup, seed, [bot])
        assert isinstance(engine, TMDiceEngine)
        c = colonies_of(engine.state)
        builds += sum(c.builds)
        trades += sum(c.trades)
    return builds / (games * players), trades / (games * players)


def solo_median(games: int, bot: str, colonies: bool) -> float:
    scores = []
    for seed in range(games):
        setup = Setup(game="tmdice", players=1, options={"colonies": colonies})
        engine, _ = play_game(TMDiceEngine, setup, seed, [bot])
        result = engine.result()
        assert result is not None
        scores.append(result.scores[0])
    return statistics.median(scores)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--bots", default="greedy")
    args = parser.parse_args()
    for players in (1, 2, 3, 4):
        b, t = colonies_per_game(players, args.games, args.bots)
        print(f"{players} players, {args.bots}: {b:.2f} colonies built, {t:.2f} trades a seat")
    for colonies in (False, True):
        median = solo_median(args.games, args.bots, colonies)
        print(f"solo {args.bots} median score, colonies {'on' if colonies else 'off'}: {median}")


if __name__ == "__main__":
    main()
