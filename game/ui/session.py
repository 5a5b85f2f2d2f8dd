"""A game being played at the table: the match, who sits where, and the computer's thinking.

The session is the same for every game: it owns the rules' `Match` (actions, events, undo),
remembers which seat made each action (so a person can only take back their own), and runs
computer seats on a worker thread with a cloned engine, so the frame loop never waits.
"""

from __future__ import annotations

import queue
import sys
import threading
from typing import Any

from game.ai.registry import make_bot
from game.rules.core import Engine, Event, Match, Rng, SeatView, Setup
from game.rules.registry import game_info
from game.ui.players import MatchSpec, SeatSpec


class Thinking:
    """One bot decision, run by the session's worker thread."""

    def __init__(self, bot: Any, engine: Engine[Any, Any], seat: int, rng: Rng) -> None:
        self.bot = bot
        self.engine = engine
        self.seat = seat
        self.rng = rng
        self.action: Any = None
        self.error: BaseException | None = None
        self._done = threading.Event()

    def run(self) -> None:
        try:
            self.action = self.bot.choose(SeatView(self.engine, self.seat), self.rng)
        except BaseException as error:  # handed to the frame loop, which reports it
            self.error = error
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def join(self, timeout: float | None = None) -> None:
        self._done.wait(timeout)


class Worker:
    """A daemon thread that runs bot decisions one after another (started once, so handing
    it a job never waits for a thread to start)."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[Thinking | None] = queue.SimpleQueue()
        # Short GIL turns: the frame loop gets the interpreter back quickly while a bot thinks.
        sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        self._thread = threading.Thread(target=self._loop, daemon=True, name="bot-worker")
        self._thread.start()

    def _loop(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            job.run()

    def submit(self, job: Thinking) -> None:
        self._jobs.put(job)

    def stop(self) -> None:
        self._jobs.put(None)


class GameSession:
    def __init__(self, spec: MatchSpec) -> None:
        self.spec = spec
        self.info = game_info(spec.game_id)
        self.seed = spec.resolved_seed()
        self.setup = Setup(game=spec.game_id, players=len(spec.seats), options=dict(spec.options))
        self.match = Match(self.info.engine_cls(), self.setup, self.seed)
        self.actors: list[int] = []
        self.bots = {
            i: make_bot(seat.bot, spec.game_id)
            for i, seat in enumerate(spec.seats)
            if not seat.human
        }
        self._bot_rng = Rng.from_seed(self.seed ^ 0xB07B07)
        self.thinking: Thinking | None = None
        self._worker: Worker | None = None

    # --- who is who ------------------------------------------------------------------------
    @property
    def engine(self) -> Engine[Any, Any]:
        return self.match.engine

    @property
    def seats(self) -> list[SeatSpec]:
        return self.spec.seats

    def decider(self) -> int | None:
        return self.engine.decider()

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.spec.seats[seat].human

    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.spec.seats) if seat.human]

    def name(self, seat: int) -> str:
        return self.spec.seats[seat].name

    def is_over(self) -> bool:
        return self.engine.is_over()

    # --- acting ----------------------------------------------------------------------------
    def apply(self, action: Any) -> list[Event]:
        """Apply a decision of the current decider; IllegalAction if it is not legal."""
        seat = self.decider()
        events = self.match.apply(action)
        self.actors.append(-1 if seat is None else seat)
        return events

    def can_undo(self, seat: int | None) -> bool:
        """The last action may be taken back by `seat`: it was theirs and nothing was revealed
        since (the rules' undo floor)."""
        return (
            seat is not None
            and self.is_human(seat)
            and self.match.can_undo()
            and bool(self.actors)
            and self.actors[-1] == seat
            and self.decider() == seat
        )

    def undo(self) -> None:
        self.match.undo(1)
        self.actors.pop()

    # --- the computer ------------------------------------------------------------------------
    def start_thinking(self) -> Thinking:
        seat = self.decider()
        if seat is None or seat not in self.bots:
            raise RuntimeError("It is not a computer seat's turn.")
        if self._worker is None:
            self._worker = Worker()
        self.thinking = Thinking(self.bots[seat], self.engine.clone(), seat, self._bot_rng.fork())
        self._worker.submit(self.thinking)
        return self.thinking

    def take_decision(self) -> Any | None:
        """The finished bot decision, if any (and forget it); re-raises a bot's error."""
        thinking = self.thinking
        if thinking is None or not thinking.done:
            return None
        self.thinking = None
        if thinking.error is not None:
            raise thinking.error
        if thinking.seat != self.decider():
            return None
        return thinking.action

    def stop_thinking(self) -> None:
        """Forget any decision under way and let the worker thread end."""
        if self.thinking is not None:
            self.thinking.join(1.0)
            self.thinking = None
        if self._worker is not None:
            self._worker.stop()
            self._worker = None
