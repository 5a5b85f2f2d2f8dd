"""Hints and reviews off the frame thread: the hard bot's advice in a child process.

A hint is a search of a couple of seconds of pure Python, and a review is one search per
decision of a whole game, so both run in a child process of their own (as the hard bot's
turns do, game/ui/play/thinking.py). The child never gets the true game for a hint: it gets a
world sampled from the asking seat's own view (`determinize`), so whatever it computes, it
cannot know what that seat cannot see. Leaving (or a new request) ends the child at once.
A child that dies (killed, out of memory) is reported as ("died", sentence), so that the
hint can be asked again of a fresh one (game/ui/play/hinting.py).
"""

from __future__ import annotations

from dataclasses import asdict
from multiprocessing.connection import Connection
from typing import Any

from game.rules.core import Engine, Match, Rng, SeatView
from game.ui.play.child_process import ChildProcess


def _serve(conn: Connection) -> None:
    """The child process: answer hint and review jobs until the pipe closes."""
    from game.ai import advice
    from game.ai.registry import make_bot
    from game.ai.search import SearchBot
    from game.games import game_info
    from game.rules.core import Setup

    while True:
        try:
            job = conn.recv()
        except EOFError:
            return
        try:
            if job[0] == "hint":
                _, game_id, world_json, seat, rng_state = job
                conn.send(("started", None))
                engine = game_info(game_id).engine_cls().from_json(world_json)
                bot = make_bot("hard", game_id)
                # make_bot says Bot; the hard bot is the search bot that advice needs
                assert isinstance(bot, SearchBot)
                bot.budget = advice.hint_budget(bot.budget)
                tip = advice.hint(SeatView(engine, seat), bot, Rng(state=rng_state))
                payload = asdict(tip)
                payload["action"] = engine.action_to_json(tip.action)
                conn.send(("hint", payload))
                continue
            _, game_id, setup_json, seed, actions_json, people, rng_state = job
            engine_cls = game_info(game_id).engine_cls()
            actions = [engine_cls.action_from_json(a) for a in actions_json]

            def reviewer(game_id: str = game_id) -> Any:
                bot = make_bot("hard", game_id)
                # the hard bot is the search bot, which has a budget (make_bot says Bot)
                bot.budget = advice.REVIEW_BUDGET  # type: ignore[attr-defined]
                return bot

            setup = Setup.model_validate(setup_json)
            walk = advice.review(
                engine_cls, setup, seed, actions, people, reviewer, Rng(state=rng_state)
            )
            for done, total, mistake in walk:
                conn.send(("progress", (done, total, asdict(mistake) if mistake else None)))
            conn.send(("done", None))
        except Exception as error:  # reported to the screen as a sentence
            conn.send(("error", f"{type(error).__name__}: {error}"))


#: What `replies` says of a child that ended (or could not be reached) before it answered.
DIED = "The advice process ended unexpectedly."


class AdviceProcess(ChildProcess):
    """A child process for advice; the frame thread polls it and never waits."""

    def __init__(self) -> None:
        super().__init__(_serve, "advice")
        self._unreachable = False  # a question could not be sent: the child is gone

    def ask_hint(self, engine: Engine[Any, Any], seat: int, rng: Rng) -> None:
        """Ask for a hint for `seat`, sending only a world sampled from that seat's view."""
        world = engine.determinize(seat, rng.fork())
        self._send(("hint", engine.game_id, world.to_json(), seat, rng.state))

    def ask_review(self, match: Match, people: list[int], rng: Rng) -> None:
        self._send(
            (
                "review",
                match.engine.game_id,
                match.setup.model_dump(mode="json"),
                match.seed,
                match.actions_json(),
                people,
                rng.state,
            )
        )

    def _send(self, job: tuple[Any, ...]) -> None:
        try:
            self._conn.send(job)
        except OSError:  # a broken pipe: the child died; `replies` says so
            self._unreachable = True

    def replies(self) -> list[tuple[str, Any]]:
        """Every reply that has arrived (none: an empty list); ("died", sentence) if the
        child ended before it answered. A hint job is first acknowledged ("started")."""
        out: list[tuple[str, Any]] = []
        try:
            while self._conn.poll():
                out.append(self._conn.recv())
        except (OSError, EOFError):
            out.append(("died", DIED))
            return out
        if not out and (self._unreachable or not self._process.is_alive()):
            out.append(("died", DIED))
        return out
