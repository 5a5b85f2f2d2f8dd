"""The card_rates measurement command (issue points 7 and 8: measure how often greedy plays
each card and how often each solo award scores)."""

from __future__ import annotations

import json

import pytest

from game.rules.tmdice.content import content
from game.tools.card_rates import main, measure


def test_solo_figures_cover_every_card_award_and_corporation__000_solo() -> None:
    out = measure(players=1, games=2, seed=3, bot_names=["greedy"])
    c = content()
    assert out["games"] == 2
    assert [r["card"] for r in out["cards"]] == c.base_cards
    assert out["turns_per_player"]["max"] == 50  # 000, solo: the game ends at turn 50
    solo = out["solo"]
    assert sum(a["dealt"] for a in solo["awards"].values()) == 6  # three award dice a game
    assert 1 <= len(solo["median_by_corporation"]) <= 2
    for row in out["cards"]:
        assert row["played"] <= 2  # one copy of each card, two games
        if row["games_held"]:
            assert row["per_game_held"] == round(row["played"] / row["games_held"], 3)
    assert sum(m["dealt"] for m in out["milestones"].values()) == 6


def test_multiplayer_turns_per_player_and_winner_vp__000_end() -> None:
    out = measure(players=2, games=1, seed=5, bot_names=["greedy"])
    assert "solo" not in out
    assert out["turns_per_player"]["min"] >= 1
    assert out["winner_vp"]["max"] >= 0


def test_json_output_and_bad_input_gets_a_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "1", "--games", "1", "--seed", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 1
    assert main(["--games", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err
    assert main(["--bots", "nobody"]) == 2
    assert "Unknown bot" in capsys.readouterr().err
