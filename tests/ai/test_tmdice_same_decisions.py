"""Speed work changes no TM Dice decision: seeded games of the hard bot (an iteration-only
budget), greedy and easy, 2-player and solo, with and without the Colonies module, replay the
recorded choices exactly (tests/ai/tmdice_decisions.py made the record on the code before
the speed work; the arenas of issue 17 measured that code, so their figures hold only if
every choice stays the same)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from tmdice_decisions import DATA, GAMES, play

RECORD: dict[str, Any] = json.loads(DATA.read_text())


def test_the_record_covers_every_strength_and_setup() -> None:
    """Every strength plays 2-player and solo, with and without the Colonies module."""
    covered = {
        (game["players"], game["colonies"], bot)
        for game in RECORD.values()
        for bot in game["lineup"]
    }
    for players in (1, 2):
        for colonies in (False, True):
            for bot in ("hard", "greedy", "easy"):
                assert (players, colonies, bot) in covered
    assert set(RECORD) == {name for name, *_ in GAMES}


@pytest.mark.slow
@pytest.mark.parametrize("name", [name for name, *_ in GAMES])
def test_bots_make_the_recorded_choices(name: str) -> None:
    """Same seed, same choices: every action, and every hard search's root visits and values."""
    game = RECORD[name]
    now = play(game["players"], game["colonies"], tuple(game["lineup"]), game["seed"])
    assert now["actions"] == game["actions"]
    assert now["searches"] == game["searches"]
