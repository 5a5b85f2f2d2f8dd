"""A tutorial's script: a fixed seed and the list of actions of a real game, each a step.

A step names the action it is by the fields of that action's JSON form (``{"kind": "dig",
"square": 5}``): whatever else the action holds, exactly one legal action must have those
fields when the step comes. A step with words teaches: the person's seat takes it by
clicking what the table lights. A step without words is played by the tutorial itself (a
computer seat's move, or a person's formality such as letting a window go by), paced like a
computer's move.

`play_through` plays a script on the real engine and stops with a `ScriptError` naming the
step that no longer fits the rules, so a change of rules or content cannot leave a tutorial
that teaches a move the game refuses.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.games import game_info
from game.rules.core import Engine, Event, Match, Setup


class ScriptError(Exception):
    """A tutorial's script does not fit the rules (a bug in the script, not the player's)."""


@dataclass(frozen=True)
class Rule:
    """A rule a player needs in a normal game: a key the steps name, and its words."""

    key: str
    words: str


@dataclass(frozen=True)
class Step:
    """One action of the guided game.

    `action`: the fields the action has in its JSON form (its "kind" at least).
    `text`: one or two short sentences in our own words; "" for a step the tutorial plays.
    `source`: where the rule is written ("000: production turn").
    `goal`: what the step asks, as a short phrase after "first" ("roll your dice"); the
    other legal choices say "Not yet: first <goal>.".
    `teaches`: the keys of the tutorial's rules this step is the example of.
    `shows`: event kinds the action must cause (a kill, a tile's VP), checked on play-through.
    """

    action: Mapping[str, Any]
    text: str = ""
    source: str = ""
    goal: str = ""
    teaches: tuple[str, ...] = ()
    shows: tuple[str, ...] = ()

    @property
    def teaching(self) -> bool:
        return bool(self.text)

    def not_yet(self) -> str:
        """What a legal choice other than this step's answers when clicked or pointed at."""
        return f"Not yet: first {self.goal}." if self.goal else "Not yet: follow the pointer."


@dataclass(frozen=True)
class Tutorial:
    """A guided game: the setup, the seed, who the learner is, the steps, then free play.

    `person`: the learner's seat; every other seat is a computer, which plays its scripted
    steps and, after the script, the `free_bot` strength. `rules`: what a player needs in a
    normal game, each taught by at least one step (tests hold the script to that).
    `welcome` opens the game; `handover` is said when the script ends and free play begins.
    """

    tutorial_id: str
    title: str
    blurb: str
    game_id: str
    players: int
    options: Mapping[str, Any]
    seed: int
    person: int
    names: tuple[str, ...]
    rules: tuple[Rule, ...]
    steps: tuple[Step, ...]
    welcome: str
    handover: str
    free_bot: str = "easy"
    #: The tutorial assumes this one was played first ("" none): Colonies builds on TM Dice.
    after: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)

    def setup(self) -> Setup:
        return Setup(game=self.game_id, players=self.players, options=dict(self.options))

    def engine_cls(self) -> type[Engine[Any, Any]]:
        return game_info(self.game_id).engine_cls()

    def teaching_steps(self) -> list[int]:
        """The numbers (from 0) of the steps the person takes."""
        return [n for n, step in enumerate(self.steps) if step.teaching]

    def untaught(self) -> list[Rule]:
        """The rules no step is the example of."""
        taught = {key for step in self.steps for key in step.teaches}
        return [rule for rule in self.rules if rule.key not in taught]


def fields_match(encoded: Any, wanted: Mapping[str, Any]) -> bool:
    """Whether an action's JSON form has every field of `wanted` (nested mappings compare
    field by field too)."""
    if not isinstance(encoded, Mapping):
        return False
    for key, value in wanted.items():
        if key not in encoded:
            return False
        if isinstance(value, Mapping):
            if not fields_match(encoded[key], value):
                return False
        elif encoded[key] != value:
            return False
    return True


def matching(engine: Engine[Any, Any], wanted: Mapping[str, Any]) -> list[Any]:
    """The legal actions now whose JSON form has the fields of `wanted`."""
    cls = type(engine)
    return [a for a in engine.legal_actions() if fields_match(cls.action_to_json(a), wanted)]


def step_action(engine: Engine[Any, Any], step: Step, number: int = -1) -> Any:
    """The one legal action `step` names now; ScriptError if none or several do."""
    found = matching(engine, step.action)
    if len(found) == 1:
        return found[0]
    where = f"Step {number + 1}" if number >= 0 else "A step"
    if not found:
        legal = [type(engine).action_to_json(a) for a in engine.legal_actions()[:12]]
        raise ScriptError(
            f"{where} names {dict(step.action)}, which is not legal now; legal: {legal}"
        )
    raise ScriptError(f"{where} names {dict(step.action)}, which fits {len(found)} legal actions")


def check_step(engine: Engine[Any, Any], tutorial: Tutorial, number: int) -> Any:
    """The action of step `number`, after checking who decides it; ScriptError if it does
    not fit."""
    step = tutorial.steps[number]
    decider = engine.decider()
    if step.teaching and decider != tutorial.person:
        raise ScriptError(
            f"Step {number + 1} teaches, but seat {decider} decides it, not the learner's seat"
        )
    return step_action(engine, step, number)


def check_shows(step: Step, events: Iterable[Event], number: int) -> None:
    kinds = {event.kind for event in events}
    missing = [kind for kind in step.shows if kind not in kinds]
    if missing:
        raise ScriptError(
            f"Step {number + 1} should show {missing}; its action caused {sorted(kinds)}"
        )


def play_through(tutorial: Tutorial, upto: int | None = None) -> Match:
    """A match with the first `upto` steps played (all of them by default); ScriptError at
    the first step that does not fit the rules."""
    count = len(tutorial.steps) if upto is None else upto
    match = Match(tutorial.engine_cls(), tutorial.setup(), tutorial.seed)
    for number in range(count):
        if match.engine.is_over():
            raise ScriptError(f"The game ended before step {number + 1}")
        action = check_step(match.engine, tutorial, number)
        check_shows(tutorial.steps[number], match.apply(action), number)
    return match
