"""A read-only session: what a game's own table reads, standing at one position of a replay.

It has the face of `GameSession` (match, seats, names, events) so a table draws it exactly as
it drew the live game, but nothing can be played, undone or thought about in it: no seat is
ever asked to decide (`decider` is None), so the table's flow never starts a bot, a pass
screen or the results.
"""

from __future__ import annotations

from typing import Any

from game.rules.core import Event, IllegalAction, Match
from game.ui.play.seats import MatchSpec
from game.ui.play.session import GameSession
from game.ui.play.thinking import ProcessThinking, Thinking
from game.ui.replay.positions import Positions


class ReplaySession(GameSession):
    def __init__(self, spec: MatchSpec, match: Match, step: int | None = None) -> None:
        self.positions = Positions(match)
        self.step = len(self.positions) if step is None else self.positions.clamp(step)
        super().__init__(
            spec,
            None,
            match=self.positions.match_at(self.step),
            actors=self.positions.seats[: self.step],
        )
        #: Whether the whole game is over (a finished game may be seen with its secrets).
        self.finished = self.positions.engine_at(len(self.positions)).is_over()

    @classmethod
    def of(cls, session: GameSession, step: int | None = None) -> ReplaySession:
        """A replay of a session's game (the results screen's game)."""
        return cls(session.spec, session.match, step)

    def goto(self, step: int) -> list[Event]:
        """Stand at the position after `step` actions; the events of the action just taken
        when it moved one forward (for the table to animate), else none."""
        step = self.positions.clamp(step)
        forward = step == self.step + 1
        self.step = step
        self.match = self.positions.match_at(step)
        self.actors = self.positions.seats[:step]
        return list(self.match.action_events[-1]) if forward and step else []

    def decider(self) -> int | None:
        return None

    def apply(self, action: Any) -> list[Event]:
        raise IllegalAction("This is a replay: nothing can be played in it.")

    def can_undo(self, seat: int | None, held: bool = False) -> bool:
        return False

    def undo(self) -> None:
        raise IllegalAction("This is a replay: nothing can be taken back in it.")

    def start_thinking(self) -> Thinking | ProcessThinking:
        raise RuntimeError("Nobody thinks in a replay.")

    def autosave(self) -> None:
        """A replay is never saved: its game is on disk already."""
