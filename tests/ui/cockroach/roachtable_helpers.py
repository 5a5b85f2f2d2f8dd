"""Driving the cockroach table in tests: a hot-seat game where the people's choices are made
by a bot through the table (never around it), and the squad question is answered by a
policy."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ai.registry import make_bot
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Rng, SeatView
from game.store.settings import Settings
from game.ui.cockroach.model import Command, Press
from game.ui.cockroach.table import CockroachTable
from game.ui.play.seats import MatchSpec, SeatSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table
from game.ui.scenes.pass_device import PassScene
from game.ui.shell.app import App


def make_app(window: pygame.Surface) -> App:
    return App(window, settings=Settings(animation_speed="instant", volume=0.0), sound=False)


def turns(session: GameSession) -> int:
    """Turns completed, as every seat sees them."""
    view = session.engine.observation(0)
    assert isinstance(view, RoachObservation)
    return view.turns


def start(
    app: App,
    seats: list[SeatSpec] | None = None,
    seed: int = 7,
    options: dict[str, Any] | None = None,
) -> tuple[CockroachTable, GameSession]:
    seats = seats if seats is not None else default_seats(4, humans=4)
    session = GameSession(MatchSpec("cockroach", seats, options=options or {}, seed=seed))
    table = open_table(app.ctx, session)
    assert isinstance(table, CockroachTable)
    app.stack.push(table)
    return table, session


class Couch:
    """People at the screen: a greedy bot picks each person's move through the table; the
    squad question gets `answer(table)` (a Command), Continue by default."""

    def __init__(
        self,
        app: App,
        table: CockroachTable,
        answer: Callable[[CockroachTable], Command] | None = None,
        draw: bool = False,
    ) -> None:
        self.app = app
        self.table = table
        self.answer = answer or (lambda t: Command("continue"))
        self.draw = draw
        self.bot = make_bot("greedy", "cockroach")
        self.rng = Rng.from_seed(11)
        self.pass_screens = 0
        self.actions = 0

    def step(self, until: Callable[[], bool] | None = None) -> bool:
        """One frame of the game, then (unless `until` now holds) the people's answer; False
        once the table has left (the results are open)."""
        app, table = self.app, self.table
        if self.draw:
            app.frame([], 1 / 60)
        else:
            app.stack.update(1 / 60)
        top = app.stack.top
        if isinstance(top, PassScene):
            self.pass_screens += 1
            top.confirm()
            return True
        if top is not table:
            return False
        if until is not None and until():
            return True
        if table.session.is_over():
            return True
        if table.session.thinking is not None:
            table.session.thinking.join(0.01)  # a computer thinks on another thread: wait for it
            return True
        if table.holding:  # a person's turn waits for their "End turn"
            table.release_turn()
        elif table.model.question.showing():
            table.send(Press(self.answer(table)))
        elif table.human_to_act():
            seat = table.session.decider()
            assert seat is not None
            action = self.bot.choose(SeatView(table.session.engine, seat), self.rng)
            assert table.try_action(action), table.message
            self.actions += 1
        return True

    def play(self, limit: int = 200_000, until: Callable[[], bool] | None = None) -> None:
        """Frames until `until` holds (checked before anyone answers) or the game is over."""
        for _ in range(limit):
            if until is not None and until():
                return
            if not self.step(until):
                if until is not None:
                    raise AssertionError("the game ended first")
                return
        raise AssertionError("the game did not finish")
