"""`python -m game` sub-commands that run headless: simulate and content (README.md,
"Commands")."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import game.tools.simulate
from game.__main__ import main

ROOT = Path(__file__).resolve().parents[1]
REQUIRED = {
    "game",
    "players",
    "games",
    "finished",
    "errors",
    "seconds",
    "games_per_second",
    "turns",
    "decisions",
    "wins_by_seat",
    "scores_by_seat",
}


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_simulate_prints_one_json_object_with_the_figures() -> None:
    done = _run(
        "simulate", "digmars", "--players", "2", "--games", "3", "--seed", "1",
        "--bots", "greedy,random", "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert set(figures) >= REQUIRED
    assert figures["game"] == "digmars"
    assert (figures["players"], figures["games"]) == (2, 3)
    assert (figures["finished"], figures["errors"]) == (3, 0)
    assert figures["seconds"] > 0 and figures["games_per_second"] > 0
    assert {"mean", "max"} <= set(figures["turns"])
    assert figures["turns"]["max"] >= figures["turns"]["mean"] > 0
    assert figures["decisions"]["mean"] > 0
    assert len(figures["wins_by_seat"]) == 2
    assert sum(figures["wins_by_seat"]) == pytest.approx(3)
    assert len(figures["scores_by_seat"]) == 2
    assert all({"mean", "median"} <= set(s) for s in figures["scores_by_seat"])


def test_simulate_unknown_game_is_one_line_without_traceback() -> None:
    done = _run("simulate", "chess", "--players", "2", "--games", "1", "--json")
    assert done.returncode != 0
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "Unknown game 'chess'" in lines[0] and "digmars" in lines[0]
    assert "Traceback" not in done.stderr


def test_content_counts_the_tiles() -> None:
    done = _run("content", "digmars", "--json")
    assert done.returncode == 0, done.stderr
    counts = json.loads(done.stdout)
    assert counts["tiles"] == 48
    assert 0 < counts["tiles_with_bonus"] < 48


def test_simulate_player_count_is_checked(capsys) -> None:
    assert main(["simulate", "digmars", "--players", "5", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert err == "mars-table: Dig Mars is for 2-4 players.\n"


def test_simulate_unknown_bot_is_one_line(capsys) -> None:
    """An unknown bot name is answered in one line before any game is played."""
    code = main(["simulate", "digmars", "--players", "2", "--games", "1", "--bots", "x"])
    captured = capsys.readouterr()
    assert code == 2
    assert captured.err.count("\n") == 1 and "Unknown bot 'x'" in captured.err


def test_simulate_unknown_option_is_one_line(capsys) -> None:
    """An option the game does not offer is answered in one line before any game is played."""
    code = main(["simulate", "digmars", "--players", "2", "--games", "1", "--option", "purple=1"])
    captured = capsys.readouterr()
    assert code == 2
    assert captured.err == "mars-table: Dig Mars has no option 'purple' (its options: none).\n"


def test_simulate_option_value_outside_its_choices_is_one_line(capsys) -> None:
    code = main(["simulate", "tmdice", "--players", "2", "--games", "1", "--option", "purple=no"])
    captured = capsys.readouterr()
    assert code == 2
    assert captured.err.count("\n") == 1
    assert "Option 'purple' of Terraforming Mars: The Dice Game is one of false, true" in (
        captured.err
    )


def test_simulate_fails_when_a_game_does_not_finish(monkeypatch, capsys) -> None:
    monkeypatch.setattr(game.tools.simulate, "DECISION_LIMIT", 5)
    code = main(["simulate", "digmars", "--players", "2", "--games", "2", "--json"])
    figures = json.loads(capsys.readouterr().out)
    assert figures["finished"] == 0 and figures["errors"] == 0
    assert code != 0


def test_simulate_fails_when_a_game_raises(monkeypatch, capsys) -> None:
    class Broken:
        name = "broken"

        def choose(self, view, rng):
            raise RuntimeError("bot fell over")

    monkeypatch.setattr(game.tools.simulate, "make_bot", lambda name, game_id: Broken())
    code = main(["simulate", "digmars", "--players", "2", "--games", "2", "--json"])
    figures = json.loads(capsys.readouterr().out)
    assert figures["errors"] == 2
    assert "bot fell over" in figures["first_error"]
    assert code != 0


def test_an_option_naming_a_rules_text_keeps_its_leading_zeros() -> None:
    """001 "Bonus cards" variant: `--option bonus_pile=001` names the second rules text. Read
    as the number 1 it was refused by the arena ("cannot use the option value 1"); every
    command that takes options now reads them one way, simulate's JSON lists included."""
    from game.tools.cli import parse_options

    assert parse_options(
        ["bonus_pile=001", "colonies=true", "purple=False", "n=12", 'heroes=["", "x"]']
    ) == {
        "bonus_pile": "001",
        "colonies": True,
        "purple": False,
        "n": 12,
        "heroes": ["", "x"],  # a choice each seat makes: a list, one entry per seat
    }
    with pytest.raises(ValueError, match="NAME=VALUE"):
        parse_options(["colonies"])


def test_the_arena_plays_the_001_bonus_pile(capsys) -> None:
    args = ["arena", "tmdice", "--players", "2", "--bots", "random", "--games", "1"]
    assert main([*args, "--option", "bonus_pile=001", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["finished"] == 1
