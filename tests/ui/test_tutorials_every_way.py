"""Issue 41 point 5: every guided game works with a controller alone, in a 1920x1080 window,
and at the larger text sizes (its bubble measured at that size, its spots still taken), each
played through to its hand-over by following its own pointers."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from table_helpers import make_app
from test_tutorials_end_to_end import CASES
from tutorial_helpers import Follower, run_frames

from game.store.tutorial_progress import TutorialProgress
from game.tutorials.catalogue import load
from game.ui.tutorial.opening import open_guided

pytestmark = pytest.mark.slow


def _play(window: pygame.Surface, tutorial_id: str, pad: bool = False) -> None:
    tutorial = load(tutorial_id)
    app = make_app(window)
    if pad:
        from controller_helpers import plug

        plug(app)
    table = open_guided(app.ctx, tutorial, True, TutorialProgress())
    app.stack.push(table)
    run_frames(app, 2)
    follower = Follower(app, table, pad=pad)
    follower.play()
    assert follower.taught == len(tutorial.teaching_steps())
    assert TutorialProgress().reached(tutorial_id).finished


@pytest.mark.parametrize("tutorial_id", CASES)
def test_every_tutorial_with_the_controller_alone(
    display: pygame.Surface, tutorial_id: str
) -> None:
    _play(display, tutorial_id, pad=True)


@pytest.mark.parametrize("tutorial_id", CASES)
def test_every_tutorial_at_150_per_cent_in_a_1920x1080_window(
    open_window: Callable[[tuple[int, int]], pygame.Surface],
    tutorial_id: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.store.settings import Settings
    from game.ui.draw.text import text_scale, use_text_scale

    monkeypatch.setattr(Settings, "text_scale", lambda self: 1.5)
    before = text_scale()
    use_text_scale(1.5)
    try:
        _play(open_window((1920, 1080)), tutorial_id)
    finally:
        use_text_scale(before)


@pytest.mark.parametrize("tutorial_id", CASES)
def test_every_tutorial_at_125_per_cent(
    display: pygame.Surface, tutorial_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.store.settings import Settings
    from game.ui.draw.text import text_scale, use_text_scale

    monkeypatch.setattr(Settings, "text_scale", lambda self: 1.25)
    before = text_scale()
    use_text_scale(1.25)
    try:
        _play(display, tutorial_id)
    finally:
        use_text_scale(before)
