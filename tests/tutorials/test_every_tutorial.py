"""What every guided first game of the catalogue holds to (issue 41, points 2 and 6): its
script plays on the real engine and hands over mid-game, every rule it lists is taught, and
each teaching step is the learner's own decision, with a source in the game's rule text, a
goal, the rules it is the example of, and words of at most 160 characters."""

from __future__ import annotations

import pytest

from game.tutorials.catalogue import TUTORIALS, load
from game.tutorials.script import check_step, play_through

#: The rule texts each tutorial's sources name (../shared/seeds: 000-001 TM Dice, 002
#: Colonies, 003 Dig Mars, 004 the hunt).
SOURCES = {
    "tmdice": ("000: ", "001: "),
    "colonies": ("002: ",),
    "digmars": ("003: ",),
    "cockroach": ("004: ",),
}

IDS = [listed.tutorial_id for listed in TUTORIALS]


def test_every_listed_tutorial_names_its_rule_texts() -> None:
    assert set(IDS) == set(SOURCES)


@pytest.mark.parametrize("tutorial_id", IDS)
def test_the_script_plays_and_hands_over_mid_game(tutorial_id: str) -> None:
    """Every step names exactly one legal action when it comes; a teaching step is decided
    by the learner; the game is not over when free play begins."""
    tutorial = load(tutorial_id)
    match = play_through(tutorial, upto=0)
    for number, step in enumerate(tutorial.steps):
        action = check_step(match.engine, tutorial, number)
        if step.teaching:
            assert match.engine.decider() == tutorial.person, number
        match.apply(action)
    assert not match.engine.is_over()


@pytest.mark.parametrize("tutorial_id", IDS)
def test_every_rule_listed_is_taught_and_every_taught_rule_listed(tutorial_id: str) -> None:
    tutorial = load(tutorial_id)
    assert tutorial.untaught() == []
    keys = {rule.key for rule in tutorial.rules}
    taught = {key for step in tutorial.steps for key in step.teaches}
    assert taught <= keys, taught - keys


@pytest.mark.parametrize("tutorial_id", IDS)
def test_teaching_steps_have_a_source_a_goal_and_short_words(tutorial_id: str) -> None:
    tutorial = load(tutorial_id)
    for number in tutorial.teaching_steps():
        step = tutorial.steps[number]
        assert step.source.startswith(SOURCES[tutorial_id]), number
        assert step.goal and step.teaches, number
        assert len(step.text) <= 160, (number, len(step.text))
    assert tutorial.welcome and len(tutorial.welcome) <= 240
    assert tutorial.handover and len(tutorial.handover) <= 240
    assert "Easy" in tutorial.handover and "Hint" in tutorial.handover
