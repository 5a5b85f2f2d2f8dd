"""The Dig Mars guided game (rule text 003) against the real engine: the script fits the rules,
every rule a normal game needs is taught, and the steps that claim a rule show it."""

from __future__ import annotations

import re

import pytest

from game.rules.digmars.actions import CARRY, DIG
from game.rules.digmars.engine import DigMarsEngine
from game.tutorials.catalogue import load
from game.tutorials.digmars import TUTORIAL
from game.tutorials.script import check_step, play_through

#: The issue's list for Dig Mars: move, dig, carry, upgrade, a bonus, cooperation and
#: splitting, declaring victory (with the rule keys that stand for them).
ISSUE_RULES = ("move", "dig", "carry", "upgrade", "bonus", "cooperation", "splitting", "declare")


def _steps_teaching(key: str) -> list[int]:
    return [n for n, step in enumerate(TUTORIAL.steps) if key in step.teaches]


def _engine_before(n: int) -> DigMarsEngine:
    engine = play_through(TUTORIAL, upto=n).engine
    assert isinstance(engine, DigMarsEngine)
    return engine


def test_the_catalogue_loads_this_tutorial() -> None:
    assert load("digmars") is TUTORIAL


def test_003_the_whole_script_plays_on_the_real_engine_and_ends_mid_game() -> None:
    match = play_through(TUTORIAL)
    assert not match.engine.is_over()
    assert match.engine.decider() != TUTORIAL.person  # free play starts with Rover's turn


def test_every_rule_is_taught() -> None:
    assert TUTORIAL.untaught() == []


def test_003_the_issues_rules_for_dig_mars_are_all_listed() -> None:
    keys = {rule.key for rule in TUTORIAL.rules}
    assert set(ISSUE_RULES) <= keys


def test_a_few_minutes_of_teaching_steps() -> None:
    """Issue 41: a short first game; what each step holds is in test_every_tutorial.py."""
    assert 15 <= len(TUTORIAL.teaching_steps()) <= 30


def test_texts_are_short() -> None:
    for step in TUTORIAL.steps:
        if step.teaching:
            assert len(step.text) <= 160, step.text
            sentences = [s for s in re.split(r"[.!?](?:\s|$)", step.text) if s.strip()]
            assert len(sentences) <= 2, step.text
    for words in (TUTORIAL.welcome, TUTORIAL.handover):
        assert words and len(words) <= 200
    assert "Easy" in TUTORIAL.handover and "Hint" in TUTORIAL.handover


def test_the_computer_plays_every_step_without_words() -> None:
    match = play_through(TUTORIAL)
    for n, step in enumerate(TUTORIAL.steps):
        assert step.teaching == (match.seats[n] == TUTORIAL.person), n


@pytest.mark.parametrize("n", _steps_teaching("cooperation"))
def test_003_cooperation_steps_need_the_other_stations(n: int) -> None:
    """003 "Cooperation": each other station on the stack adds 1; these steps could not be
    taken by the learner's own equipment level alone."""
    engine = _engine_before(n)
    action = check_step(engine, TUTORIAL, n)
    tile = engine.top(action.square)
    assert tile is not None
    level = engine.state.levels[TUTORIAL.person][DIG if action.kind == "dig" else CARRY]
    need = tile.dig if action.kind == "dig" else tile.carry
    assert level < need <= level + engine.stations_at(action.square) - 1


@pytest.mark.parametrize(
    "n", [n for n in _steps_teaching("splitting") if TUTORIAL.steps[n].action["kind"] == "carry"]
)
def test_003_splitting_steps_share_the_fortune_by_players(n: int) -> None:
    """003 "Splitting": a carry from a stack other players' stations share pays each player
    an equal share, the rest to the carrier."""
    engine = _engine_before(n)
    action = check_step(engine, TUTORIAL, n)
    tile = engine.top(action.square)
    assert tile is not None
    before = list(engine.state.fortune)
    present = engine.players_at(action.square)
    assert len(present) > 1
    engine.apply(action)
    share, rest = divmod(tile.fortune, len(present))
    for seat in present:
        extra = rest if seat == TUTORIAL.person else 0
        assert engine.state.fortune[seat] - before[seat] == share + extra


def test_003_the_bonus_steps_use_a_bonus_found_this_turn() -> None:
    """003 "Bonus actions": the extra dig and the extra fortune point are used in the turn
    the tiles showing them were dug up."""
    for n in _steps_teaching("bonus"):
        engine = _engine_before(n)
        assert engine.state.bonuses, n
        action = check_step(engine, TUTORIAL, n)
        assert getattr(action, "bonus", True), n


def test_003_end_turn_is_taught_where_a_turn_ends() -> None:
    """003 "Playing the game": a turn is over after its actions (or earlier, by choice); the
    words about ending early come with the action that ends a turn."""
    [n] = _steps_teaching("end_turn")
    match = play_through(TUTORIAL, upto=n + 1)
    assert "turn_ended" in {event.kind for event in match.action_events[n]}
    assert match.engine.decider() != TUTORIAL.person


def test_003_emptied_steps_move_off_an_emptied_square() -> None:
    for n in _steps_teaching("emptied"):
        engine = _engine_before(n)
        source = TUTORIAL.steps[n].action["source"]
        assert not engine.state.stacks[source], n
