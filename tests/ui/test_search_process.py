"""The hard bot thinks in a child process (the frame loop keeps its interpreter), and stops
at once when the player undoes, saves or leaves."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest

from game.ai.registry import make_bot
from game.ai.search import SearchBot
from game.rules.core import Rng, SeatView, Setup
from game.rules.tmdice.engine import TMDiceEngine
from game.ui.play import thinking
from game.ui.play.seats import MatchSpec, SeatSpec
from game.ui.play.session import GameSession
from game.ui.play.thinking import DECISION_SECONDS, ProcessThinking, out_of_time


def _session() -> GameSession:
    seats = [
        SeatSpec("Ada", 0, human=False, bot="hard"),
        SeatSpec("Rover", 1, human=False, bot="hard"),
    ]
    return GameSession(MatchSpec("digmars", seats, seed=4))


def test_a_hard_seat_decides_in_a_child_process_and_the_action_is_legal() -> None:
    session = _session()
    try:
        thinking = session.start_thinking()
        assert isinstance(thinking, ProcessThinking)
        for _ in range(60):  # the child acknowledges the job, then answers (or ends)
            if thinking.done:
                break
            thinking.wait(1.0)
        action = session.take_decision()
        assert action is not None
        assert action in session.engine.legal_actions()
        session.apply(action)
    finally:
        session.close()


def test_stopping_a_search_ends_the_child_process_at_once() -> None:
    session = _session()
    thinking = session.start_thinking()
    assert isinstance(thinking, ProcessThinking)
    process = session._search
    assert process is not None
    session.close()  # ends the child (terminated, then joined for at most a second)
    assert not process.alive()
    assert session.take_decision() is None


def test_a_search_decision_waits_at_most_its_cap_child_start_included(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 17.4: a hard decision <= 2.5 s at the 99th percentile. The child stops a search
    once the job is `DECISION_SECONDS` old (less a margin for the reply), however long the
    child took to start and whatever budget the bot gives itself."""
    assert DECISION_SECONDS < 2.5
    clock = SimpleNamespace(time=lambda: 100.0)
    monkeypatch.setattr(thinking, "time", clock)  # a fixed clock: no race with the machine's
    assert not out_of_time(99.0)()
    assert not out_of_time(100.0 - (DECISION_SECONDS - 0.1))()
    assert out_of_time(100.0 - DECISION_SECONDS)()


def test_a_search_past_its_deadline_stops_after_one_iteration() -> None:
    """Issue 17.4: a job that waited out its time (the child slow to start) still gets an
    answer at once: the search checks the deadline after every iteration."""
    engine, _ = TMDiceEngine.new(Setup(game="tmdice", players=1), 3)
    greedy, rng = make_bot("greedy", "tmdice"), Rng.from_seed(3)
    while engine.state.step != "main" or len(engine.legal_actions()) < 3:
        engine.apply(greedy.choose(SeatView(engine, 0), rng))
    bot = make_bot("hard", "tmdice")
    assert isinstance(bot, SearchBot)
    bot.should_stop = out_of_time(time.time() - 10.0)
    action = bot.choose(SeatView(engine, 0), Rng.from_seed(4))
    assert bot.iterations_done == 1
    assert action in engine.legal_actions()
