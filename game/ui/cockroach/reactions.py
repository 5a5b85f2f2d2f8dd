"""Reaction windows at the couch: one neutral question for everyone at the screen.

The engine asks every seat holding cards, one by one, at each window. Asking each person in
turn behind a pass screen would be slow, and skipping those who hold nothing playable would
show the table who does. So while a window waits on a person, the table asks the whole couch
the same question, whatever anyone holds: "Any squad? Continue / I play a squad".

- Continue: every person passes in this window (computer seats still answer for themselves).
- I play a squad: the couch says who; the people asked before them pass, and that person
  sees their hand and plays or passes, always behind a pass screen that names them (even if
  they were the last at the screen: the whole couch was just looking at it).
- Any squad played reopens the window for everyone, so the question is asked again, with the
  stack of plays waiting on screen.

- No squads this turn: the people pass in every window until the next turn begins, a squad
  is played, or a cockroach is about to die (the couch trades its chances for speed; it
  shows nothing of any hand, since anyone may choose it).

The question is the same whatever anyone holds, so its flow shows nothing of a hand. (Asking
only when someone could play was tried and dropped: a held squad can be played at almost
every window, so it saved no questions and would have told the table who holds one.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal, TypedDict, cast

from game.rules.cockroach import actions as A
from game.rules.cockroach.events import Passed
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event
from game.rules.core.events import read

Verdict = Literal["ask", "pass", "person"]

MOMENT_WORDS = {
    "turn_start": "before the roll",
    "after_roll": "after the roll",
    "before_injuries": "before the injuries",
    "dying": "a cockroach is about to die",
    "turn_end": "at the end of the turn",
    "answer": "in answer to a squad",
}


def open_window(view: RoachObservation) -> str | None:
    """The moment of the window waiting for an answer now, or None."""
    if view.flow and view.flow[-1].type == "window":
        return view.flow[-1].kind
    return None


class PayStep(TypedDict):
    """The details of a pay step: the spending action waiting to be paid for."""

    action: dict[str, object]


def paying_for(view: RoachObservation) -> A.Action | None:
    """The spending action the pay step on top of the flow waits to be paid for, or None
    when no pay step is on top."""
    top = view.flow[-1] if view.flow else None
    if top is None or top.kind != "pay":
        return None
    return A.ACTION_ADAPTER.validate_python(cast(PayStep, top.data)["action"])


def stack_of_plays(view: RoachObservation) -> list[tuple[int, str, dict[str, object]]]:
    """(seat, card, its targets) of the squads played and waiting, first played first; they
    resolve last-in first-out."""
    return [(f.seat, f.kind, f.data) for f in view.flow if f.type == "play"]


@dataclass(frozen=True)
class SquadQuestion:
    """The couch's answer so far in the window waiting now: a value; every answer and every
    change of the game gives a new one."""

    continued: bool = False  # the couch said Continue: people pass until a squad is played
    player: int | None = None  # the couch said this person plays
    choosing: bool = False  # "I play a squad" pressed: the couch is naming who
    quiet_turn: int | None = None  # "no squads this turn" was said in this turn
    handing_over: bool = False  # the person named must get the screen behind a pass screen
    asked: int = 0  # questions shown so far (the figure the play-through test counts)
    shown: bool = field(default=False, repr=False)  # the question is on screen

    def reset(self) -> SquadQuestion:
        """Something happened: a new question if a window waits (the quiet turn stands)."""
        return replace(
            self, continued=False, player=None, handing_over=False, choosing=False, shown=False
        )

    def verdict(
        self, view: RoachObservation, decider: int, humans: list[int], can_play: bool
    ) -> tuple[SquadQuestion, Verdict]:
        """What to do about a window now waiting on the person `decider`: ask the couch,
        pass for them, or hand them the decision. `can_play`: the decider holds a squad that
        can be played now (looked at only when one person is at the screen: no one to hide
        it from). A question put on screen now is counted."""
        if self.player is not None:
            return self, "person" if decider == self.player else "pass"
        if self.passing(view):
            return self, "pass"
        if len(humans) <= 1:
            return self, "person" if can_play else "pass"
        if not self.shown:
            return replace(self, shown=True, asked=self.asked + 1), "ask"
        return self, "ask"

    def passing(self, view: RoachObservation) -> bool:
        """The people have said they pass in this window."""
        quiet = self.quiet_turn == view.turns and open_window(view) != "dying"
        return self.continued or quiet

    def showing(self) -> bool:
        return self.shown and self.player is None and not self.continued

    def answer_continue(self) -> SquadQuestion:
        return replace(self, continued=True, choosing=False, shown=False)

    def answer_quiet(self, turns: int) -> SquadQuestion:
        return replace(self, quiet_turn=turns).answer_continue()

    def answer_choosing(self, choosing: bool) -> SquadQuestion:
        """ "I play a squad" (the couch names who next), or Back from naming."""
        return replace(self, choosing=choosing)

    def squad_played(self) -> SquadQuestion:
        """A squad was played: everyone may want to answer it."""
        return replace(self, quiet_turn=None).reset()

    def answer_player(self, seat: int) -> SquadQuestion:
        return replace(self, player=seat, handing_over=True, choosing=False, shown=False)

    def handed_over(self) -> SquadQuestion:
        """The person named has been given the screen behind a pass screen."""
        return replace(self, handing_over=False)

    def after_events(self, events: Sequence[Event]) -> SquadQuestion:
        """The question after what just happened: a squad played asks everyone again;
        anything else but passes ends the window's question; the person named letting the
        window go (a pass of theirs) is as if the couch had said Continue."""
        question = self
        if any(e.kind == "squad_played" for e in events):
            question = question.squad_played()
        elif any(e.kind != "passed" for e in events):
            question = question.reset()
        for e in events:
            if e.kind == "passed" and read(e, Passed)["player"] == question.player:
                question = question.answer_continue()
        return question
