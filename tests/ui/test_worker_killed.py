"""Issue 35, point 3: a killed worker costs one decision, not the game. The hard seat's search
process and the advice process (hints) are killed for real (SIGKILL) while they think, in
every game: the table asks a fresh process the same question, and after a second failure in
a row the seat plays its normal-strength choice, which the log says in a sentence. Every wait
is on the worker's reply or on the table's state, never on the clock."""

from __future__ import annotations

import os
import signal
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from table_helpers import frames, make_app

from game.ui.play.advising import AdviceProcess
from game.ui.play.hinting import PLAIN_REASON
from game.ui.play.seats import MatchSpec, SeatSpec
from game.ui.play.session import GameSession, stand_in_sentence
from game.ui.play.tables import open_table
from game.ui.play.thinking import ProcessThinking, Thinking, WorkerDied
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.table import TableScene
from game.ui.shell.app import App

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")

GAMES = [
    "digmars",
    pytest.param("tmdice", marks=pytest.mark.slow),
    pytest.param("cockroach", marks=pytest.mark.slow),
]
#: How many decisions a test may try before the kill lands mid-thought (a search can answer
#: between the look and the kill; then the next decision is tried).
TRIES = 6


def computer_table(app: App, game: str) -> TableScene:
    """Two computer seats: a hard one (its search in a child process) and a normal one."""
    seats = [
        SeatSpec("Rover 1", 0, human=False, bot="hard"),
        SeatSpec("Rover 2", 1, human=False, bot="normal"),
    ]
    table = open_table(app.ctx, GameSession(MatchSpec(game, seats, seed=11)))
    app.stack.push(table)
    assert isinstance(table, TableScene)
    return table


def run_until(app: App, table: TableScene, done: Callable[[], bool]) -> None:
    """Frames until `done()`; between frames, wait on whatever is thinking (a child
    process's reply, a thread's answer), never on the clock."""
    session = table.session
    for _ in range(5_000):
        assert not isinstance(app.stack.top, ErrorScene) and not app.failed
        if done():
            return
        frames(app, 1)
        thinking = session.thinking
        if isinstance(thinking, ProcessThinking):
            thinking.wait(0.05)
        elif isinstance(thinking, Thinking):
            thinking.join(0.05)
        elif table.hinting.asked is not None and session._advice is not None:
            session._advice.wait(0.05)
    raise AssertionError("the table never got there")


def kill_the_search(
    app: App, table: TableScene, after: ProcessThinking | None = None
) -> ProcessThinking | None:
    """Wait until a search process has the hard seat's question (another than `after`), and
    kill it (SIGKILL) before it answers; the question, or None if the answer came first."""
    session = table.session

    def has_it() -> bool:
        thinking = session.thinking
        return (
            isinstance(thinking, ProcessThinking)
            and thinking is not after
            and (thinking.started or thinking.done)
        )

    run_until(app, table, has_it)
    thinking = session.thinking
    assert isinstance(thinking, ProcessThinking) and session._search is not None
    if thinking.done:
        return None
    pid = session._search.pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    return thinking


def next_action(app: App, table: TableScene) -> None:
    count = len(table.session.match.actions)
    run_until(app, table, lambda: len(table.session.match.actions) > count)


@pytest.fixture
def app(display: pygame.Surface) -> Any:
    app = make_app(display)
    yield app
    app.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_search_killed_mid_thought_is_asked_again_of_a_fresh_process(app: App, game: str) -> None:
    table = computer_table(app, game)
    session = table.session
    for _ in range(TRIES):
        asked = kill_the_search(app, table)
        if asked is None:
            next_action(app, table)
            continue
        next_action(app, table)  # the same decision, answered by a fresh process
        if session.search_failed:
            break
    else:
        pytest.fail("no kill landed before the search answered")
    [failure] = session.search_failed
    assert failure.startswith(WorkerDied.__name__)
    assert session.actors[-1] == asked.seat == 0 and session.search_failures == 0
    assert session.notes == []  # one failure costs nothing the players see
    next_action(app, table)  # and the game goes on
    assert not isinstance(app.stack.top, ErrorScene)


@pytest.mark.parametrize("game", GAMES)
def test_a_second_failure_in_a_row_plays_the_normal_choice_and_the_log_says_so(
    app: App, game: str
) -> None:
    table = computer_table(app, game)
    session = table.session
    for _ in range(TRIES):
        first = kill_the_search(app, table)
        second = kill_the_search(app, table, first) if first is not None else None
        next_action(app, table)
        if second is not None and session.notes:
            break
    else:
        pytest.fail("no two kills in a row landed before the search answered")
    sentence = stand_in_sentence("Rover 1")
    assert [note.text for note in session.notes] == [sentence]
    assert sentence == "The computer's planner stopped; Rover 1 played a plain move instead."
    assert session.actors[-1] == 0 and session.search_failures == 0
    assert sentence in [text for text, _ in table.log.lines]
    table.set_viewer(None)  # the log is built again from the game: the sentence stays
    assert sentence in [text for text, _ in table.log.lines]
    next_action(app, table)  # the next decision asks a fresh search again
    assert not isinstance(app.stack.top, ErrorScene)


def hint_table(app: App) -> TableScene:
    seats = [SeatSpec("Ada", 0, human=True), SeatSpec("Rover", 1, human=False, bot="normal")]
    table = open_table(app.ctx, GameSession(MatchSpec("digmars", seats, seed=11)))
    app.stack.push(table)
    assert isinstance(table, TableScene)
    run_until(app, table, table.human_to_act)
    return table


def kill_the_advice(app: App, table: TableScene, after: AdviceProcess | None) -> AdviceProcess:
    """Wait until an advice process (another than `after`) has the hint's question, and kill
    it (SIGKILL); that process."""
    session = table.session
    run_until(app, table, lambda: table.hinting.started and session._advice is not after)
    advice = session._advice
    assert advice is not None and advice.pid is not None
    os.kill(advice.pid, signal.SIGKILL)
    return advice


@pytest.mark.parametrize("kills", [1, 2])
def test_a_hint_whose_advice_process_is_killed_still_comes(app: App, kills: int) -> None:
    """Killed once: a fresh process answers. Killed twice in a row: the hint is the
    normal-strength choice, and says so."""
    table = hint_table(app)
    table.hinting.ask(table)
    killed = None
    for _ in range(kills):
        killed = kill_the_advice(app, table, killed)
    run_until(app, table, lambda: table.message.startswith("Hint:"))
    assert (PLAIN_REASON in table.message) == (kills == 2)
    assert table.focused_action() is not None  # the hinted choice is lit: Enter takes it
    assert table.session.hints_taken == {0: 1} and table.hinting.failures == 0
