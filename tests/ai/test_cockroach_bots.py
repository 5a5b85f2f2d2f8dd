"""Cockroach hunt bots: random and greedy see only their seat's view, answer reaction windows
too, and greedy plays far better than random; `simulate cockroach` and `content cockroach`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.ai.cockroach import evaluate
from game.ai.registry import make_bot
from game.rules.cockroach import actions as A
from game.rules.cockroach.engine import CockroachEngine
from game.rules.core import Rng, SeatView, Setup
from game.tools.simulate import play_game, simulate

ROOT = Path(__file__).resolve().parents[2]
SETUP = Setup(game="cockroach", players=2)


def test_greedy_beats_random_in_a_clear_majority() -> None:
    games = 10
    wins = 0.0
    for seed in range(games):
        greedy_seat = seed % 2
        bots = ["greedy", "random"] if greedy_seat == 0 else ["random", "greedy"]
        engine, _ = play_game(CockroachEngine, SETUP, 500 + seed, bots)
        result = engine.result()
        assert result is not None
        if greedy_seat in result.winners:
            wins += 1 / len(result.winners)
    assert wins / games >= 0.7


def test_bots_answer_windows_out_of_turn_from_their_view_only() -> None:
    """Every decision of a bot, in turn or not, is one of its view's legal actions."""
    engine, _ = CockroachEngine.new(Setup(game="cockroach", players=3), 8)
    bots = [
        make_bot("greedy", "cockroach"),
        make_bot("random", "cockroach"),
        make_bot("greedy", "cockroach"),
    ]
    rng = Rng.from_seed(1)
    out_of_turn = 0
    for _ in range(3000):
        if engine.is_over():
            break
        seat = engine.decider()
        assert seat is not None
        view = SeatView(engine, seat)
        action = bots[seat].choose(view, rng)
        assert action in view.legal_actions()
        if seat != engine.turn_player() and isinstance(action, A.PlaySquad | A.Pass):
            out_of_turn += 1
        engine.apply(action)
    assert engine.is_over() and out_of_turn > 0


def test_evaluate_rates_a_win_above_everything() -> None:
    engine, _ = play_game(CockroachEngine, SETUP, 3, ["random"])
    winner = engine.state.winners[0]
    loser = 1 - winner
    assert evaluate(engine, winner) > evaluate(engine, loser)
    assert evaluate(engine, winner) >= 500


def test_simulate_reports_out_of_turn_squads_and_wins_by_hero() -> None:
    figures = simulate("cockroach", 3, 4, 1, ["random"])
    assert figures["finished"] == 4 and figures["errors"] == 0
    assert figures["out_of_turn_per_game"] > 0  # random bots play squads in windows too
    assert sum(h["games"] for h in figures["wins_by_hero"].values()) == 12


def test_content_command_counts_heroes_cards_and_cockroaches() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "game", "content", "cockroach", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    counts = json.loads(done.stdout)
    assert counts["heroes"] == 4
    assert counts["support_cards"] == 31
    assert counts["equipment"] == 10 and counts["squads"] == 21
    assert counts["cockroaches"] == 15
