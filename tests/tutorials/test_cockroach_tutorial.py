"""The hunt's guided first game (issue 41, points 1, 2 and 6): the script fits the rules from
its first step to its last, every rule a player needs is taught by a step, and every teaching
step is the learner's own, with its source, its goal and short words."""

from __future__ import annotations

from game.rules.cockroach.engine import CockroachEngine
from game.tutorials.catalogue import load
from game.tutorials.cockroach import TUTORIAL
from game.tutorials.script import check_step, play_through

#: Issue 41, point 2: what the hunt's tutorial must meet at least once (004's vocabulary).
ISSUE_RULES = {
    "rolling",
    "spending",
    "technique",
    "buying",
    "squad_out_of_turn",
    "kill",
    "spoils",
    "end",
}


def test_the_catalogue_lists_the_hunt() -> None:
    """Issue 41, point 1: the title's list loads the hunt's guided game, two seats (004,
    "Setting up": 2-4 players)."""
    assert load("cockroach") is TUTORIAL
    assert TUTORIAL.game_id == "cockroach" and TUTORIAL.players == 2


def test_the_whole_script_plays_on_the_real_engine() -> None:
    """004 as the engine plays it: every step names exactly one legal action when it comes,
    each teaching step is the learner's, and each shows what it says (a kill, spoils)."""
    match = play_through(TUTORIAL)
    assert not match.engine.is_over(), "the script hands over mid-game"
    assert isinstance(match.engine, CockroachEngine)


def test_every_rule_is_taught_and_the_issue_names_are_there() -> None:
    """Issue 41, point 2: 004's rolling, spending, technique, buying, a squad out of turn, a
    kill and its spoils and the end are listed, and every listed rule has its step."""
    keys = {rule.key for rule in TUTORIAL.rules}
    assert keys >= ISSUE_RULES
    assert TUTORIAL.untaught() == []
    taught = {key for step in TUTORIAL.steps for key in step.teaches}
    assert taught <= keys, f"steps teach rules the tutorial does not list: {taught - keys}"


def test_a_few_minutes_of_teaching_steps() -> None:
    """Issue 41: a short first game; what each step holds is in test_every_tutorial.py."""
    assert 15 <= len(TUTORIAL.teaching_steps()) <= 30


def test_the_learners_untaught_steps_are_only_passes() -> None:
    """004, "Support cards": squads may be played at many moments; letting one go by is the
    only move of the learner's the tutorial makes for them."""
    match = play_through(TUTORIAL, upto=0)
    for number, step in enumerate(TUTORIAL.steps):
        action = check_step(match.engine, TUTORIAL, number)
        if not step.teaching and match.engine.decider() == TUTORIAL.person:
            assert step.action == {"kind": "pass"}, number
        match.apply(action)


def test_the_kills_show_their_victory_points_and_spoils() -> None:
    """004, "Cockroaches": the killer takes the VP, the other heroes on it the spoils; alone
    on it, the spoils are lost. The script meets all three."""
    shown = [set(step.shows) for step in TUTORIAL.steps]
    assert {"roach_slain", "spoils_lost"} in shown
    assert sum({"roach_slain", "spoil_gained"} <= s for s in shown) >= 2
    match = play_through(TUTORIAL)
    assert match.engine.state.vp[TUTORIAL.person] > 0
