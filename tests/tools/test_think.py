"""`think` (issue 17.4): one hard-bot decision through the table's search worker process,
printed as JSON; a failure is one sentence, never a traceback."""

from __future__ import annotations

import json

import pytest

from game.__main__ import main
from game.tools.speed import mid_game


def test_think_prints_a_legal_hard_decision_made_in_the_worker(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["think", "digmars", "--players", "2", "--at", "12"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["bot"] == "hard" and figures["legal_actions"] > 1
    engine = mid_game("digmars", 2, 1, 12)
    assert engine.decider() == figures["seat"]
    action = engine.action_from_json(figures["action_json"])
    assert action in engine.legal_actions()
    assert figures["action"] == engine.describe(action)


def test_think_names_an_unknown_bot_in_one_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["think", "digmars", "--at", "4", "--bot", "wizard"]) == 1
    err = capsys.readouterr().err
    assert "wizard" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1
