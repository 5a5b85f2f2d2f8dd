"""Every guided game of the catalogue (issue 41, point 6), played through on its real table by
following its own pointers: the table's spot for each teaching step is clicked (the keyboard
only where the table names none), the action taken is the step's, and at every step the
choices the table offers are exactly the step's action (so the script cannot rot when rules
or content change). A tutorial whose module is not in this build yet is skipped."""

from __future__ import annotations

import importlib.util

import pygame
import pytest
from table_helpers import make_app
from tutorial_helpers import Follower, run_frames

from game.store.tutorial_progress import TutorialProgress
from game.tutorials.catalogue import TUTORIALS, load
from game.ui.tutorial.opening import open_guided


def _present(where: str) -> bool:
    module = where.split(":")[0]
    try:
        return importlib.util.find_spec(module) is not None
    except ImportError:
        return False


CASES = [
    pytest.param(
        listed.tutorial_id,
        id=listed.tutorial_id,
        marks=pytest.mark.skipif(
            not _present(listed.where), reason=f"{listed.where} is not in this build yet"
        ),
    )
    for listed in TUTORIALS
]


@pytest.mark.parametrize("tutorial_id", CASES)
def test_played_through_by_following_its_pointers(
    display: pygame.Surface, tutorial_id: str
) -> None:
    tutorial = load(tutorial_id)
    app = make_app(display)
    table = open_guided(app.ctx, tutorial, True, TutorialProgress())
    app.stack.push(table)
    run_frames(app, 2)
    follower = Follower(app, table)
    follower.play()
    assert follower.taught == len(tutorial.teaching_steps())
    assert len(table.session.match.actions) >= len(tutorial.steps)
    assert TutorialProgress().reached(tutorial_id).finished


@pytest.mark.parametrize("tutorial_id", [c for c in CASES if c.id in ("digmars", "cockroach")])
def test_played_through_with_the_controller_alone(
    display: pygame.Surface, tutorial_id: str
) -> None:
    from controller_helpers import plug

    tutorial = load(tutorial_id)
    app = make_app(display)
    plug(app)
    table = open_guided(app.ctx, tutorial, True, TutorialProgress())
    app.stack.push(table)
    run_frames(app, 2)
    follower = Follower(app, table, pad=True)
    follower.play()
    assert follower.taught == len(tutorial.teaching_steps())
