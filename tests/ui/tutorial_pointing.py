"""Following a guided game's pointer on a real table (issue 41, points 2 and 6), shared by
each table's pointing tests: the position before a step, at a table where the learner is the
person at the screen; clicks at canvas places; the step taken by clicking its spot."""

from __future__ import annotations

from typing import Any

import pygame

from game.tutorials.script import Tutorial, fields_match, play_through, step_action
from game.ui.play.seats import MatchSpec, SeatSpec
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table
from game.ui.shell.app import App

#: Clicks a step may take (a payment opened, a folded group, a colony tile) before its action.
MOST_CLICKS = 6


def table_at(app: App, tutorial: Tutorial, number: int) -> tuple[Any, GameSession]:
    """The tutorial's position before step `number`, at a table where the learner is the
    person at the screen and the other seats computers."""
    match = play_through(tutorial, upto=number)
    seats = [
        SeatSpec(name=name, colour=seat, human=seat == tutorial.person, bot="easy")
        for seat, name in enumerate(tutorial.names)
    ]
    spec = MatchSpec(tutorial.game_id, seats, options=dict(tutorial.options), seed=tutorial.seed)
    session = GameSession(spec, match=match)
    table = open_table(app.ctx, session)
    app.stack.push(table)
    return table, session


def settle(app: App, frames: int) -> None:
    for _ in range(frames):
        app.frame(pygame.event.get(), 1 / 60)


def click(app: App, pos: tuple[int, int]) -> None:
    """One click at a canvas place, in one frame."""
    where = app.canvas.to_window(pos)
    app.frame(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where, button=1),
        ],
        1 / 60,
    )


def follow_the_pointer(app: App, tutorial: Tutorial, number: int, frames: int) -> int:
    """Click where the table points (`frames` frames between clicks) until step `number`'s
    action is taken, and check it is the step's; the clicks it took."""
    table, session = table_at(app, tutorial, number)
    wanted = step_action(session.engine, tutorial.steps[number], number)
    before = len(session.match.actions)
    clicks = 0
    for _ in range(MOST_CLICKS):
        settle(app, frames)
        assert len(session.match.actions) == before, f"step {number + 1}: the table moved alone"
        spot = table.action_spot(wanted)
        assert spot is not None, f"step {number + 1}: no spot for {wanted}"
        click(app, spot.center)
        clicks += 1
        if len(session.match.actions) > before:
            break
    # The computer may answer at once (instant speed): the learner's is the first one taken.
    assert len(session.match.actions) > before, f"step {number + 1}: nothing taken"
    taken = type(session.engine).action_to_json(session.match.actions[before])
    assert fields_match(taken, tutorial.steps[number].action), (number + 1, taken)
    app.stack.pop()
    return clicks
