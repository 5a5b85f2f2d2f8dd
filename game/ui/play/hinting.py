"""The Hint button at a table: ask the hard bot, on the asking person's view only, what it
would do; light that choice on the table and say why in one line. The search runs in the
session's advice process, so the frame never waits; a hint that arrives after the game moved
on (an undo, a new decision) is dropped. Every hint taken is counted for its seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene

ASKING = "Thinking about a hint\u2026"


@dataclass
class HintAsked:
    seat: int
    actions: int  # how many actions the game had when it was asked


class Hinting:
    """One table's hints: at most one under way."""

    def __init__(self) -> None:
        self.asked: HintAsked | None = None

    def ask(self, table: TableScene) -> None:
        session = table.session
        seat = table.viewer
        if session.is_over():
            table.say("The game is over: no more hints.", error=True)
            return
        if seat is None or not table.human_to_act():
            table.say("A hint is for your own decision: wait for your turn.", error=True)
            return
        if self.asked is not None:
            table.say(ASKING)
            return
        session.advice().ask_hint(session.engine, seat, session.hint_rng.fork())
        self.asked = HintAsked(seat, len(session.match.actions))
        table.say(ASKING)

    def poll(self, table: TableScene) -> None:
        """Show a hint that has arrived (called every frame; cheap when none is under way)."""
        if self.asked is None:
            return
        session = table.session
        for kind, payload in session.advice().replies():
            if kind == "error":
                self.asked = None
                table.say(f"No hint this time ({payload}).", error=True)
                return
            if kind == "hint":
                asked, self.asked = self.asked, None
                if asked is None:
                    return
                current = len(session.match.actions) == asked.actions and table.human_to_act()
                if current and table.viewer == asked.seat:
                    self.show(table, asked.seat, payload)
                return

    def cancel(self, table: TableScene) -> None:
        if self.asked is not None:
            self.asked = None
            table.session.stop_advice()

    @staticmethod
    def show(table: TableScene, seat: int, payload: dict[str, Any]) -> None:
        """Light the hinted choice (the table's keyboard focus: Enter takes it) and say why."""
        session = table.session
        action = session.engine.action_from_json(payload["action"])
        legal = table.legal()
        session.hints_taken[seat] = session.hints_taken.get(seat, 0) + 1
        if action in legal:
            table.focus = legal.index(action)
            table.focus_changed()
        text = str(payload["action_text"]).rstrip(".")
        table.say(f"Hint: {text} \u2014 {payload['reason']}")
