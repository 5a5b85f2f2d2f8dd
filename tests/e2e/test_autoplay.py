"""`python -m game autoplay`: computer seats play whole games in the real app, headless."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.__main__ import main
from game.tools.autoplay import autoplay


@pytest.mark.parametrize("players", [2, 3, 4])
def test_autoplay_plays_dig_mars_to_the_end(players: int) -> None:
    out = io.StringIO()
    assert autoplay("digmars", players, seed=players * 11, speed="instant", out=out) == 0
    figures = json.loads(out.getvalue().strip().splitlines()[-1])
    assert figures["finished"] is True
    assert figures["frames"] > 10
    assert set(figures) >= {"frames", "p50_ms", "p99_ms", "seconds", "finished"}


def test_the_command_saves_screenshots_and_ends_with_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(
        [
            "autoplay",
            "digmars",
            "--players",
            "2",
            "--seed",
            "5",
            "--screenshots",
            str(tmp_path),
            "--every",
            "40",
            "--size",
            "960x540",
            "--speed",
            "instant",
        ]
    )
    assert code == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert json.loads(last)["finished"] is True
    shots = sorted(p.name for p in tmp_path.glob("*.png"))
    assert "digmars_final.png" in shots and len(shots) >= 2


def test_autoplay_of_a_game_without_a_table_fails_with_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = io.StringIO()
    assert autoplay("nosuchgame", 2, seed=1, out=out) != 0
    figures = json.loads(out.getvalue().strip().splitlines()[-1])
    assert figures["finished"] is False and "error" in figures
