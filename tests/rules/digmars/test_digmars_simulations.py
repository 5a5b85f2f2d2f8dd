"""Seeded whole games of Dig Mars by the bots, for every player count (DESIGN.md, "Habits")."""

from __future__ import annotations

import pytest

from game.ai.registry import make_bot
from game.rules.core import Rng, SeatView, Setup
from game.rules.digmars.engine import DigMarsEngine
from game.tools.simulate import DECISION_LIMIT, play_game

LINEUPS = {
    2: [("random", "random"), ("greedy", "random"), ("random", "greedy"), ("greedy", "greedy")],
    3: [("random", "random", "random"), ("greedy", "random", "greedy"), ("greedy",) * 3],
    4: [("random",) * 4, ("greedy", "random", "greedy", "random"), ("greedy",) * 4],
}


@pytest.mark.parametrize(
    ("players", "bots"), [(n, bots) for n, lineups in LINEUPS.items() for bots in lineups]
)
def test_whole_games_finish(players: int, bots: tuple[str, ...]) -> None:
    """Bots play seeded games to the end without error; the result is consistent."""
    setup = Setup(game="digmars", players=players)
    for seed in range(3 if "greedy" in bots else 6):
        engine, decisions = play_game(DigMarsEngine, setup, seed, list(bots))
        assert decisions < DECISION_LIMIT
        assert engine.is_over(), f"seed {seed} did not finish"
        engine.validate()
        result = engine.result()
        assert result is not None
        assert result.winners and all(0 <= w < players for w in result.winners)
        if result.how != "declared victory":
            best = max(result.scores)
            assert all(result.scores[w] == best for w in result.winners)
        else:
            assert len(result.winners) == 1
            assert result.scores[result.winners[0]] >= engine.target()


# Tables of greedy bots only that once never finished: the bots did not gather their
# stations on ground that only cooperation can dig (seed 0: every top tile needs digging 2+).
ONCE_STALLED = [(2, 0), (2, 3), (2, 7), (2, 12), (2, 16), (3, 0), (3, 17), (4, 0)]


@pytest.mark.parametrize(("players", "seed"), ONCE_STALLED)
def test_greedy_only_tables_finish(players: int, seed: int) -> None:
    """Every game ends: greedy bots cooperate when no one can dig alone (seed 003,
    "Cooperation"); a finished greedy game takes ~150 decisions, so 2,000 is ample."""
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=players), seed)
    if (players, seed) == (2, 0):
        assert min(engine.tiles[stack[-1]].dig for stack in engine.state.stacks) == 2
    bots = [make_bot("greedy", "digmars") for _ in range(players)]
    rng = Rng.from_seed(seed ^ 0x5EED)  # as game.tools.simulate.play_game
    for _ in range(2_000):
        if engine.is_over():
            break
        seat = engine.decider()
        engine.apply(bots[seat].choose(SeatView(engine, seat), rng))
    assert engine.is_over(), "the greedy bots never finished this game"
