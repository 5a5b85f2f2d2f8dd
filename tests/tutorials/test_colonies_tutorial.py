"""The guided game of what Colonies adds to TM Dice (issue 41, points 1, 2 and 6): the script
fits the rules of 002 as the project adapts them, teaches every rule Colonies adds and only
those (the ordinary moves of a turn are played for the learner, who met them in the TM Dice
tutorial first), each teaching step the learner's own, with its source, goal and short words."""

from __future__ import annotations

from game.rules.tmdice.content import content
from game.rules.tmdice.engine import TMDiceEngine
from game.tutorials.catalogue import load
from game.tutorials.colonies import TUTORIAL
from game.tutorials.script import check_step, play_through

#: 002 as adapted: what a player needs beyond TM Dice to play with Colonies on.
COLONY_RULES = {
    "build",
    "build_bonus",
    "colony_production",
    "trade",
    "colony_bonus",
    "marker",
    "round_end",
    "closed_tiles",
    "one_per_tile",
}
#: Actions and events that are Colonies' own: a step teaching anything else teaches TM Dice.
COLONY_KINDS = {"build_colony", "trade_colony", "return_colony_tile"}
COLONY_EVENTS = {"colony_built", "colony_traded", "colony_tile_opened", "colonies_round_end"}


def test_the_catalogue_lists_colonies_after_tm_dice() -> None:
    assert load("colonies") is TUTORIAL
    assert TUTORIAL.after == "tmdice" and TUTORIAL.game_id == "tmdice"
    assert TUTORIAL.options == {"colonies": True} and TUTORIAL.players == 2


def test_the_whole_script_plays_on_the_real_engine() -> None:
    """002 as the engine plays it: every step names exactly one legal action when it comes,
    and each shows what it says (a colony built, a trade, a tile opened)."""
    match = play_through(TUTORIAL)
    assert not match.engine.is_over(), "the script hands over mid-game"
    assert isinstance(match.engine, TMDiceEngine)
    assert match.engine.decider() != TUTORIAL.person  # it ends between turns
    colonies = match.engine.state.modules["colonies"]
    assert sum(TUTORIAL.person in seats for seats in colonies.colonies.values()) == 2


def test_every_colonies_rule_is_taught() -> None:
    keys = {rule.key for rule in TUTORIAL.rules}
    assert keys >= COLONY_RULES
    assert TUTORIAL.untaught() == []
    taught = {key for step in TUTORIAL.steps for key in step.teaches}
    assert taught <= keys


def test_only_what_colonies_adds_teaches() -> None:
    """002 only: a teaching step is a colony action, shows a colony event, or picks a colony
    corporation; the learner's every colony action teaches."""
    corps = set(content().colony_corps)
    for number in TUTORIAL.teaching_steps():
        step = TUTORIAL.steps[number]
        kind = step.action["kind"]
        colony = kind in COLONY_KINDS or bool(set(step.shows) & COLONY_EVENTS)
        colony |= step.action.get("corp") in corps
        colony |= "colony_production" in step.teaches
        assert colony, number
    match = play_through(TUTORIAL, upto=0)
    for number, step in enumerate(TUTORIAL.steps):
        if match.engine.decider() == TUTORIAL.person and step.action["kind"] in COLONY_KINDS:
            assert step.teaching, number
        match.apply(check_step(match.engine, TUTORIAL, number))


def test_a_few_minutes_of_teaching_steps() -> None:
    """Issue 41: a short first game; what each step holds is in test_every_tutorial.py."""
    assert 5 <= len(TUTORIAL.teaching_steps()) <= 30


def test_colony_production_rolls_at_the_production_turn() -> None:
    """002, building a colony (a die of production, DECISIONS.md "Colonies"): the
    production step after the first colony rolls the colony's die too."""
    number = next(
        n for n in TUTORIAL.teaching_steps() if "colony_production" in TUTORIAL.steps[n].teaches
    )
    match = play_through(TUTORIAL, upto=number)
    engine = match.engine
    assert isinstance(engine, TMDiceEngine)
    boxes = engine.production_items(TUTORIAL.person)  # the corporation's and cards' boxes
    colony = engine.state.modules["colonies"].production[TUTORIAL.person]
    assert colony == ["yellow"]
    events = match.apply(check_step(engine, TUTORIAL, number))
    rolled = [e for e in events if e.kind == "die_rolled" and e.data["seat"] == TUTORIAL.person]
    assert len(rolled) == len(boxes) + len(colony)
