"""Computer decisions off the frame loop: a thread for quick bots, a process for the search.

A quick bot (random, easy, greedy) decides in milliseconds and runs on a daemon thread. The
search bot works for up to a couple of seconds of pure Python; on a thread it would take the
interpreter from the frame loop, so it runs in a child process of its own instead, started
once and reused. The child gets the game as JSON, the seat, the bot's name, the random
state and when the job was sent; it sends back the action as JSON. A decision's whole wait,
starting the child included, stays within `DECISION_SECONDS`: the search gets what is left.
Stopping (undo, save, leaving the table) ends the child at once; the next search starts a
fresh one. The child says when it has a job ("started"), then answers it; a child that dies
instead (killed, out of memory) fails the decision with `WorkerDied`, which the session
answers by asking a fresh child (game/ui/play/session.py).
"""

from __future__ import annotations

import queue
import sys
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from game.rules.core import Engine, Rng, SeatView
from game.ui.play.child_process import ChildProcess

# Bots that think long enough to need a process of their own.
PROCESS_BOTS = frozenset({"hard"})
# The longest a search decision keeps the table waiting, from the job's sending to the answer
# (the first one also starts the child process and its imports).
DECISION_SECONDS = 2.0
# Kept back from DECISION_SECONDS for the child to send its answer and the window to read it.
REPLY_SECONDS = 0.05


class WorkerDied(RuntimeError):
    """The search's child process ended (or its pipe broke) before it answered."""


class Thinking:
    """One bot decision, run by the session's worker thread. `stand_in`: the seat's
    normal-strength choice, played because its search process failed twice in a row."""

    def __init__(
        self, bot: Any, engine: Engine[Any, Any], seat: int, rng: Rng, stand_in: bool = False
    ) -> None:
        self.bot = bot
        self.engine = engine
        self.seat = seat
        self.rng = rng
        self.stand_in = stand_in
        self.action: Any = None
        self.error: BaseException | None = None
        #: The only legal move, decided without a thought (`answer`).
        self.forced = False
        self._done = threading.Event()

    def run(self) -> None:
        try:
            self.action = self.bot.choose(SeatView(self.engine, self.seat), self.rng)
        except BaseException as error:  # handed to the frame loop, which reports it
            self.error = error
        finally:
            self._done.set()

    def answer(self, action: Any) -> None:
        """Decided without a thought (the only legal move): done at once, never run."""
        self.action = action
        self.forced = True
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


def out_of_time(sent_at: float) -> Callable[[], bool]:
    """Whether a decision sent at `sent_at` (`time.time()`) has used its `DECISION_SECONDS`,
    less a margin for the reply: the search's stop signal in the child, checked after every
    iteration, starting the child included and whatever budget the bot gives itself."""
    deadline = sent_at + DECISION_SECONDS - REPLY_SECONDS
    return lambda: time.time() > deadline


def _serve(conn: Connection) -> None:
    """The child process: decide for every job sent, until the pipe closes."""
    from game.ai.registry import make_bot
    from game.ai.search import SearchBot
    from game.games import game_info

    while True:
        try:
            job = conn.recv()
        except EOFError:
            return
        game_id, state_json, seat, bot_name, rng_state, sent_at = job
        conn.send(("started", None))
        try:
            engine = game_info(game_id).engine_cls().from_json(state_json)
            bot = make_bot(bot_name, game_id)
            if isinstance(bot, SearchBot):
                bot.should_stop = out_of_time(sent_at)
            action = bot.choose(SeatView(engine, seat), Rng(state=rng_state))
            conn.send(("ok", engine.action_to_json(action)))
        except Exception as error:  # reported to the frame loop as the bot's failure
            conn.send(("error", f"{type(error).__name__}: {error}"))


class SearchProcess(ChildProcess):
    """A long-lived child process that runs search decisions one at a time."""

    def __init__(self) -> None:
        super().__init__(_serve, "bot-search")

    def send(self, job: tuple[Any, ...]) -> None:
        self._conn.send(job)

    def poll(self) -> bool:
        return self._conn.poll()

    def receive(self) -> tuple[str, Any]:
        reply: tuple[str, Any] = self._conn.recv()
        return reply


class ProcessThinking:
    """One search decision in the child process; the same face as `Thinking`."""

    def __init__(
        self, process: SearchProcess, engine: Engine[Any, Any], seat: int, bot: str, rng: Rng
    ) -> None:
        self.engine = engine
        self.seat = seat
        self.bot = bot
        self.action: Any = None
        self.error: BaseException | None = None
        #: The child has the job (it said so): it is thinking about it now.
        self.started = False
        self._process = process
        self._finished = False
        # Wall-clock time, not a monotonic clock: the child compares it with its own.
        job = (engine.game_id, engine.to_json(), seat, bot, rng.state, time.time())
        try:
            process.send(job)
        except OSError as error:  # the child is gone already (a broken pipe)
            self._fail(WorkerDied(f"the search process could not be reached ({error})"))

    @property
    def done(self) -> bool:
        while not self._finished:
            try:
                ready = self._process.poll()
                reply = self._process.receive() if ready else None
            except (OSError, EOFError) as error:
                self._fail(WorkerDied(f"the search process ended unexpectedly ({error!r})"))
                break
            if reply is None:
                if not self._process.alive() and not self._answered_before_it_ended():
                    self._fail(WorkerDied("the search process ended unexpectedly"))
                break
            status, payload = reply
            if status == "started":
                self.started = True
            elif status == "ok":
                self.action = self.engine.action_from_json(payload)
                self._finished = True
            else:
                self._fail(RuntimeError(str(payload)))
        return self._finished

    def _answered_before_it_ended(self) -> bool:
        """Whether a reply the child sent just before it ended is still to be read."""
        try:
            return self._process.poll()
        except (OSError, EOFError):
            return False

    def _fail(self, error: BaseException) -> None:
        self.error = error
        self._finished = True

    def wait(self, timeout: float) -> None:
        """Block until the child says something or ends, at most `timeout` seconds (for
        commands and tests: the frame loop only polls)."""
        if not self._finished:
            self._process.wait(timeout)

    def join(self, timeout: float | None = None) -> None:
        """Nothing to wait for: a search is stopped, not awaited."""
