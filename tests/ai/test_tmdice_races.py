"""The hard bot's reading of TM Dice's races (000, "Final scoring"): each award pays 5 VP to
the players with the most of its icon (tied players each score 5; two players: nothing for
second), each milestone 4 VP to the first to meet it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ai.tmdice import evaluate, evaluate_races
from game.ai.tmdice_race_terms import (
    AWARD_VP,
    MILESTONE_PROSPECT,
    race_award_prospect,
    race_milestone_prospect,
)
from game.rules.tmdice.engine import C
from tests.ai.test_tmdice_solo import _played


@pytest.mark.parametrize("progress", [0.1, 0.5, 0.9])
def test_an_award_lead_is_worth_more_than_a_tie_and_a_tie_more_than_trailing(
    progress: float,
) -> None:
    """000 Final scoring: the most icons take the award's 5 VP; tied players each score them."""
    lead = race_award_prospect(5, 3, progress)
    tie = race_award_prospect(4, 4, progress)
    trail = race_award_prospect(3, 5, progress)
    assert lead > tie > trail > 0


def test_an_award_nobody_has_started_is_worth_nothing() -> None:
    assert race_award_prospect(0, 0, 0.5) == 0.0


def test_an_award_standing_grows_surer_as_the_game_nears_its_end() -> None:
    assert race_award_prospect(5, 3, 0.9) > race_award_prospect(5, 3, 0.1)
    assert race_award_prospect(3, 5, 0.9) < race_award_prospect(3, 5, 0.1)


@given(st.integers(0, 20), st.integers(0, 20), st.floats(0.0, 1.0))
def test_an_award_prospect_stays_within_its_5_vp(mine: int, rival: int, progress: float) -> None:
    assert 0.0 <= race_award_prospect(mine, rival, progress) <= AWARD_VP


def test_claiming_a_milestone_is_worth_more_than_being_one_short() -> None:
    """000: a milestone pays 4 VP to the first player to meet it; one short is worth less,
    so the bot still claims it."""
    for m in C.miles.values():
        assert MILESTONE_PROSPECT * ((m.n - 1) / m.n) ** 2 < 4.0


def test_claimed_milestones_are_no_longer_a_prospect() -> None:
    e = _played(2, 5, 60)
    s = e.state
    s.milestone_state = [0 for _ in s.milestone_state]
    assert race_milestone_prospect(s, 0) == race_milestone_prospect(s, 1) == 0.0


@pytest.mark.parametrize(("seed", "decisions"), [(1, 10), (3, 80), (8, 150)])
def test_solo_the_hard_rating_is_the_greedy_one(seed: int, decisions: int) -> None:
    """Solo (000) has no rivals to race: the awards are won at thresholds and the solo
    terms already weigh the milestones."""
    e = _played(1, seed, decisions)
    assert evaluate_races(e, 0) == evaluate(e, 0)
