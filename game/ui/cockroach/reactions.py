"""Reaction windows at the couch: one neutral question for everyone at the screen, asked
only when it matters.

The engine asks every seat holding cards, one by one, at each window. Asking each person in
turn behind a pass screen would be slow, and skipping those who hold nothing playable would
show the table who does. So while a window waits on a person, the table asks the whole couch
one question, whatever anyone holds: "Any squad? I play a squad / Continue".

- Continue: every person passes in this window (computer seats still answer for themselves).
- I play a squad: the couch says who; the people asked before them pass, and that person
  sees their hand and plays or passes, always behind a pass screen that names them (even if
  they were the last at the screen: the whole couch was just looking at it).
- Any squad played reopens the window for everyone, so the question is asked again, with the
  stack of plays waiting on screen.

The question is asked at a window only when it matters, decided from public facts alone:

- each person's standing choice (`COUCH_CHOICES`, chosen on New game, changed from the menu):
  at every window; on their own turn and when the cockroach they fight is about to die; or
  never (they play their squads in their own turn's spending, which offers every squad);
- and some squad that person may hold, as anyone can tell (known_hands.py), could be played
  now. A window where no such squad could change anything is not asked.

Alone at the screen, a person is asked by their own buttons (their hand is theirs to see)
when their standing choice wants the window and they hold a squad they can play.
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
from game.ui.screens import PersonChoice

Verdict = Literal["ask", "pass", "person"]

MOMENT_WORDS = {
    "turn_start": "before the roll",
    "after_roll": "after the roll",
    "before_injuries": "before the injuries",
    "dying": "as a cockroach is about to die",
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


Couch = Literal["every", "turn", "never"]
#: The standing choices: (value, its words on the New game screen and in the menu, the
#: sentence saying what it does).
COUCH_CHOICES: tuple[tuple[Couch, str, str], ...] = (
    (
        "every",
        "ask every window",
        "Ask me at every window: each moment a squad could be played, in anyone's turn.",
    ),
    (
        "turn",
        "ask on my turn",
        "Ask me only on my own turn (before the roll, at its end, in answer to someone's "
        "squad) and when the cockroach I fight is about to die.",
    ),
    (
        "never",
        "never ask",
        "Never ask me out of turn: I wait for my next turn and play my squads while spending.",
    ),
)
DEFAULT_COUCH: Couch = "turn"
#: The New game screen's and the menu's view of the choice.
PERSON_CHOICE = PersonChoice(
    choices=COUCH_CHOICES,
    default=DEFAULT_COUCH,
    hint=(
        "Squads out of turn: \u201cask every window\u201d asks at each one; \u201cask on my "
        "turn\u201d only in my turn and when my cockroach is about to die; \u201cnever "
        "ask\u201d waits for my next turn. Menu changes it."
    ),
)
#: A turn player's windows their own spending step covers (it offers every squad):
#: "turn" does not ask about them.
SPENT_IN_TURN = ("after_roll", "before_injuries")


def couch_choice(value: str) -> Couch:
    """A stored choice as one of the choices (an unknown or empty one: the default)."""
    for choice, _, _ in COUCH_CHOICES:
        if choice == value:
            return choice
    return DEFAULT_COUCH


class KillStep(TypedDict):
    """The details of a kill step: the cockroach about to die."""

    slot: int
    roach: str


def dying_slot(view: RoachObservation) -> int | None:
    """The place of the cockroach about to die (the kill waiting under a dying window)."""
    for frame in reversed(view.flow):
        if frame.type == "step" and frame.kind == "kill":
            return cast(KillStep, frame.data)["slot"]
    return None


def wants_window(choice: str, seat: int, view: RoachObservation) -> bool:
    """Whether the window open now is one `seat`'s standing choice asks about (public facts:
    the moment, whose turn, who fights the dying cockroach, who played the last squad)."""
    moment = open_window(view)
    choice = couch_choice(choice)
    if moment is None or choice == "never":
        return False
    if choice == "every":
        return True
    if moment == "dying":
        return view.current == seat or view.markers[seat] == dying_slot(view)
    if view.current != seat or moment in SPENT_IN_TURN:
        return False
    if moment == "answer":
        plays = stack_of_plays(view)
        return bool(plays) and plays[-1][0] != seat
    return True


@dataclass(frozen=True)
class SquadQuestion:
    """The couch's answer so far in the window waiting now: a value; every answer and every
    change of the game gives a new one."""

    continued: bool = False  # the couch said Continue: people pass until a squad is played
    player: int | None = None  # the couch said this person plays
    choosing: bool = False  # "I play a squad" pressed: the couch is naming who
    handing_over: bool = False  # the person named must get the screen behind a pass screen
    asked: int = 0  # questions shown so far (the figure the play-through test counts)
    shown: bool = field(default=False, repr=False)  # the question is on screen

    def reset(self) -> SquadQuestion:
        """Something happened: a new question if a window waits."""
        return replace(
            self, continued=False, player=None, handing_over=False, choosing=False, shown=False
        )

    def verdict(
        self, decider: int, humans: list[int], can_play: bool, wanted: bool
    ) -> tuple[SquadQuestion, Verdict]:
        """What to do about a window now waiting on the person `decider`: ask the couch,
        pass for them, or hand them the decision. `wanted`: the window matters to someone at
        the screen (their standing choice asks about it and a squad they may hold could be
        played; public facts only). `can_play`: the decider holds a squad that can be played
        now (looked at only when one person is at the screen: no one to hide it from). A
        question put on screen now is counted."""
        if self.player is not None:
            return self, "person" if decider == self.player else "pass"
        if self.continued:
            return self, "pass"
        if len(humans) <= 1:
            return self, "person" if can_play and wanted else "pass"
        if not wanted:
            return self, "pass"
        if not self.shown:
            return replace(self, shown=True, asked=self.asked + 1), "ask"
        return self, "ask"

    def passing(self) -> bool:
        """The people have said they pass in this window."""
        return self.continued

    def showing(self) -> bool:
        return self.shown and self.player is None and not self.continued

    def answer_continue(self) -> SquadQuestion:
        return replace(self, continued=True, choosing=False, shown=False)

    def answer_choosing(self, choosing: bool) -> SquadQuestion:
        """ "I play a squad" (the couch names who next), or Back from naming."""
        return replace(self, choosing=choosing)

    def squad_played(self) -> SquadQuestion:
        """A squad was played: everyone may want to answer it."""
        return self.reset()

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
