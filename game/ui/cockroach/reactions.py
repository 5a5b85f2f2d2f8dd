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

from dataclasses import dataclass, field
from typing import Literal

from game.rules.cockroach.state import RoachObservation

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


def stack_of_plays(view: RoachObservation) -> list[tuple[int, str, dict[str, object]]]:
    """(seat, card, its targets) of the squads played and waiting, first played first; they
    resolve last-in first-out."""
    return [(f.seat, f.kind, f.data) for f in view.flow if f.type == "play"]


@dataclass
class SquadQuestion:
    continued: bool = False  # the couch said Continue: people pass until a squad is played
    player: int | None = None  # the couch said this person plays
    choosing: bool = False  # "I play a squad" pressed: the couch is naming who
    quiet_turn: int | None = None  # "no squads this turn" was said in this turn
    handing_over: bool = False  # the person named must get the screen behind a pass screen
    asked: int = 0  # questions shown so far (the figure the play-through test counts)
    _showing: bool = field(default=False, repr=False)

    def reset(self) -> None:
        self.continued = False
        self.player = None
        self.handing_over = False
        self.choosing = False
        self._showing = False

    def verdict(
        self, view: RoachObservation, decider: int, humans: list[int], can_play: bool
    ) -> Verdict:
        """What to do about a window now waiting on the person `decider`: ask the couch,
        pass for them, or hand them the decision. `can_play`: the decider holds a squad that
        can be played now (looked at only when one person is at the screen: no one to hide
        it from)."""
        if self.player is not None:
            return "person" if decider == self.player else "pass"
        if self.passing(view):
            return "pass"
        if len(humans) <= 1:
            return "person" if can_play else "pass"
        if not self._showing:
            self._showing = True
            self.asked += 1
        return "ask"

    def passing(self, view: RoachObservation) -> bool:
        """The people have said they pass in this window."""
        quiet = self.quiet_turn == view.turns and open_window(view) != "dying"
        return self.continued or quiet

    def showing(self) -> bool:
        return self._showing and self.player is None and not self.continued

    def answer_continue(self) -> None:
        self.continued = True
        self.choosing = False
        self._showing = False

    def answer_quiet(self, turns: int) -> None:
        self.quiet_turn = turns
        self.answer_continue()

    def squad_played(self) -> None:
        """A squad was played: everyone may want to answer it."""
        self.quiet_turn = None
        self.reset()

    def answer_player(self, seat: int) -> None:
        self.player = seat
        self.handing_over = True
        self.choosing = False
        self._showing = False
