"""The corp_worth measurement command: each base corporation forced in the same solo games
(000, solo: an uncounted game scores 0), and its worth beyond the rating's view of it."""

from __future__ import annotations

import json

import pytest

from game.rules.tmdice.engine import C
from game.tools.corp_worth import main, measure, play_forced


def test_a_forced_game_plays_the_corporation_forced() -> None:
    games = [play_forced(corp, "greedy", 50000, 0) for corp in ("helion_forge", "verdant_vale")]
    assert [g.corp for g in games] == ["helion_forge", "verdant_vale"]
    assert games[0].rating != games[1].rating  # the start each corporation gives differs


def test_every_base_corporation_is_measured_and_its_worth_follows_the_formula() -> None:
    out = measure(games=1, seeds=[50000])
    assert [r["corporation"] for r in out["rows"]] == [c.id for c in C.corporations]
    for r in out["rows"]:
        assert r["games"] == 1 and 0 <= r["counted"] <= 1
        assert r["worth"] == pytest.approx(
            (r["median"] - out["median"]) - r["rating_lead"], abs=0.06
        )
    assert abs(sum(r["rating_lead"] for r in out["rows"])) < 0.1  # leads over the mean


def test_bad_input_gets_a_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err
    assert main(["--seeds", "x"]) == 2
    assert "whole numbers" in capsys.readouterr().err
    assert main(["--bot", "nobody"]) == 2
    assert "Unknown bot" in capsys.readouterr().err


def test_json_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "1", "--seeds", "50001", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 1
