"""TM Dice's guided first game (issue 41, points 1, 2 and 6): the script fits the rules of 000
from its first step to its last, every rule a player needs is taught by a step, and every
teaching step is the learner's own, with its source, its goal and short words."""

from __future__ import annotations

from game.rules.tmdice.engine import TMDiceEngine
from game.tutorials.catalogue import load
from game.tutorials.script import play_through
from game.tutorials.tmdice import TUTORIAL

#: Issue 41, point 2: what the TM Dice tutorial must meet at least once, in 000's words:
#: production and action turns, support and main actions, payment with wild tokens, tiles
#: and their VP, green / red / blue cards, awards and milestones, the end.
ISSUE_RULES = {
    "production_turn",
    "action_turn",
    "support",
    "main",
    "wild",
    "city",
    "greenery",
    "ocean",
    "green_card",
    "red_card",
    "blue_card",
    "award",
    "milestone",
    "the_end",
}


def test_the_catalogue_lists_tm_dice() -> None:
    assert load("tmdice") is TUTORIAL
    assert TUTORIAL.game_id == "tmdice" and TUTORIAL.players == 2
    assert TUTORIAL.after == "" and TUTORIAL.free_bot == "easy"


def test_the_whole_script_plays_on_the_real_engine() -> None:
    """000 as the engine plays it: every step names exactly one legal action when it comes,
    each teaching step is the learner's, and each shows what it says (a milestone, a tile)."""
    match = play_through(TUTORIAL)
    assert not match.engine.is_over(), "the script hands over mid-game"
    assert isinstance(match.engine, TMDiceEngine)
    # it ends between turns: free play starts with the computer's turn, not half of yours
    assert match.engine.decider() != TUTORIAL.person


def test_every_rule_is_taught_and_the_issue_names_are_there() -> None:
    keys = {rule.key for rule in TUTORIAL.rules}
    assert keys >= ISSUE_RULES
    assert TUTORIAL.untaught() == []
    taught = {key for step in TUTORIAL.steps for key in step.teaches}
    assert taught <= keys, f"steps teach rules the tutorial does not list: {taught - keys}"
    assert all(not step.teaches for step in TUTORIAL.steps if not step.teaching)


def test_a_few_minutes_of_teaching_steps() -> None:
    """Issue 41: a short first game; what each step holds is in test_every_tutorial.py."""
    assert 15 <= len(TUTORIAL.teaching_steps()) <= 30


def test_the_milestone_and_the_tiles_score_as_the_steps_say() -> None:
    """000, "Milestones" and "Placing tiles on the board": the milestone step claims one, the
    city and the greenery beside it score, each ocean terraforms."""
    shows = {
        key: TUTORIAL.steps[n].shows
        for n in TUTORIAL.teaching_steps()
        for key in TUTORIAL.steps[n].teaches
    }
    assert "milestone_claimed" in shows["milestone"]
    assert {"tile_placed", "vp"} <= set(shows["city"])
    assert "parameter_raised" in shows["greenery"]
    match = play_through(TUTORIAL)
    state = match.engine.state
    assert TUTORIAL.person in state.milestone_state
    assert state.players_state[TUTORIAL.person].vp >= 16
