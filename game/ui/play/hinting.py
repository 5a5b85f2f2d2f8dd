"""The Hint button at a table: ask the hard bot, on the asking person's view only, what it
would do; light that choice on the table and say why in one line. The search runs in the
session's advice process, so the frame never waits; a hint that arrives after the game moved
on (an undo, a new decision) is dropped. Every hint taken is counted for its seat.

An advice process that dies (killed, out of memory) costs nothing but time: the question goes
to a fresh one, and after a second failure in a row the hint is the normal-strength (greedy)
choice, which says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.ai.registry import make_bot
from game.rules.core import SeatView
from game.ui.play.session import SEARCH_TRIES, STAND_IN_BOT

if TYPE_CHECKING:
    from game.ui.play.session import GameSession


class TableScene(Protocol):
    """What hints use of a table: its game and who sees it, whether that person decides now,
    its status line, and its keyboard focus over the legal actions (Enter takes a hint)."""

    session: GameSession
    viewer: int | None
    focus: int

    def human_to_act(self) -> bool: ...

    def say(self, text: str, error: bool = False) -> None: ...

    def legal(self) -> list[Any]: ...

    def focus_changed(self) -> None: ...


ASKING = "Thinking about a hint\u2026"
#: The reason a hint gives when it is the normal-strength choice.
PLAIN_REASON = "a plain move: the computer's planner stopped."


@dataclass
class HintAsked:
    seat: int
    actions: int  # how many actions the game had when it was asked


class Hinting:
    """One table's hints: at most one under way."""

    def __init__(self) -> None:
        self.asked: HintAsked | None = None
        #: Advice processes that died in a row under the hint asked.
        self.failures = 0
        #: The advice process has the question asked (it said so).
        self.started = False

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
        self.failures = 0
        self._send(session, seat)
        self.asked = HintAsked(seat, len(session.match.actions))
        table.say(ASKING)

    def _send(self, session: GameSession, seat: int) -> None:
        self.started = False
        session.advice().ask_hint(session.engine, seat, session.hint_rng.fork())

    def poll(self, table: TableScene) -> None:
        """Show a hint that has arrived (called every frame; cheap when none is under way)."""
        if self.asked is None:
            return
        session = table.session
        for kind, payload in session.advice().replies():
            if kind == "started":
                self.started = True
                continue
            if kind == "died":
                self._died(table)
                return
            if kind == "error":
                self.asked = None
                table.say(f"No hint this time ({payload}).", error=True)
                return
            if kind == "hint":
                asked, self.asked = self.asked, None
                self.failures = 0
                if asked is not None and self._current(table, asked):
                    self.show(table, asked.seat, payload)
                return

    @staticmethod
    def _current(table: TableScene, asked: HintAsked) -> bool:
        """The hint asked is still for the decision on screen."""
        session = table.session
        return (
            len(session.match.actions) == asked.actions
            and table.human_to_act()
            and table.viewer == asked.seat
        )

    def _died(self, table: TableScene) -> None:
        """The advice process ended before it answered: ask a fresh one; after
        `SEARCH_TRIES` failures in a row, show the normal-strength choice instead."""
        session, asked = table.session, self.asked
        session.stop_advice()
        self.failures += 1
        if asked is None or not self._current(table, asked):
            self.asked, self.failures = None, 0
        elif self.failures < SEARCH_TRIES:
            self._send(session, asked.seat)
        else:
            self.asked, self.failures = None, 0
            self.show(table, asked.seat, plain_hint(session, asked.seat))

    def cancel(self, table: TableScene) -> None:
        if self.asked is not None:
            self.asked = None
            self.failures = 0
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


def plain_hint(session: GameSession, seat: int) -> dict[str, Any]:
    """The normal-strength bot's choice for `seat`, on that seat's own view, as a hint's
    payload (decided here: it takes milliseconds)."""
    engine = session.engine
    bot = make_bot(STAND_IN_BOT, session.info.game_id)
    action = bot.choose(SeatView(engine, seat), session.hint_rng.fork())
    return {
        "action": engine.action_to_json(action),
        "action_text": engine.describe(action),
        "reason": PLAIN_REASON,
    }
