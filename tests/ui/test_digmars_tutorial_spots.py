"""The Dig Mars guided game played by its own pointers (rule text 003): for every teaching
step, the position before it is rebuilt, the table opened for the learner, and clicks at the
centre of `action_spot` (a few while the table's picks progress) must take the step's
action. So the table's pointer and the engine's legal action can never disagree."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import click, frames, make_app

from game.tutorials.digmars import TUTORIAL
from game.tutorials.script import check_step, play_through
from game.ui.digmars.table import DigMarsTable
from game.ui.play.seats import MatchSpec, SeatSpec
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table
from game.ui.shell.app import App

MOST_CLICKS = 6


def open_at(display: pygame.Surface, n: int) -> tuple[DigMarsTable, App]:
    """The app and the table of the tutorial's game before step `n`, the learner viewing."""
    app = make_app(display)
    match = play_through(TUTORIAL, upto=n)
    seats = [
        SeatSpec(name=name, colour=seat, human=seat == TUTORIAL.person)
        for seat, name in enumerate(TUTORIAL.names)
    ]
    spec = MatchSpec(TUTORIAL.game_id, seats, dict(TUTORIAL.options), TUTORIAL.seed)
    session = GameSession(spec, match=match)
    table = open_table(app.ctx, session)
    assert isinstance(table, DigMarsTable)
    app.stack.push(table)
    frames(app, 2)
    return table, app


@pytest.mark.parametrize("n", TUTORIAL.teaching_steps())
def test_003_each_teaching_step_is_taken_by_clicking_its_spot(
    display: pygame.Surface, n: int
) -> None:
    table, app = open_at(display, n)
    match = table.session.match
    wanted = check_step(match.engine, TUTORIAL, n)
    assert table.human_to_act()
    for _ in range(MOST_CLICKS):
        spot = table.action_spot(wanted)
        assert spot is not None, f"step {n + 1}: the table cannot say where {wanted} is"
        assert pygame.Rect(0, 0, 1280, 720).contains(spot)
        click(app, spot.center)
        if len(match.actions) > n:
            break
    assert len(match.actions) > n, f"step {n + 1}: {MOST_CLICKS} clicks did not take {wanted}"
    assert match.actions[n] == wanted


def test_a_move_points_at_the_station_then_at_its_square(display: pygame.Surface) -> None:
    """003 "Move": the first click picks the station, the second the square it goes to."""
    n = next(n for n in TUTORIAL.teaching_steps() if TUTORIAL.steps[n].action["kind"] == "move")
    table, app = open_at(display, n)
    wanted = check_step(table.session.match.engine, TUTORIAL, n)
    first = table.action_spot(wanted)
    assert first is not None and first.width < 40  # a station token, not a tile
    click(app, first.center)
    assert table.selection.selected == wanted.source
    second = table.action_spot(wanted)
    assert second is not None and second.width > 60  # the tile of the square to go to
