"""Issue 13 point 8: VP-track markers that share a step (or stand closer than a marker) fan
out side by side, so every player's marker shows."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from table_helpers import make_app
from tmdice_ui_helpers import start

from game.ui.play.seats import default_seats
from game.ui.tmdice.layout import VPTRACK
from game.ui.tmdice.tracks import (
    MARK_R,
    MARK_SPACING,
    fan_out,
    first_marker_x,
    tick_number_rect,
)


def _rect(x: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, 2 * MARK_R + 2, 2 * MARK_R + 2)  # the mark's visible shape
    rect.center = (x, 0)
    return rect


@settings(deadline=None)  # a shared, loaded machine: time is not what this test checks
@example([40, 40, 40, 70])  # a group pushed right of the label onto the next marker
@given(st.lists(st.integers(min_value=40, max_value=480), min_size=1, max_size=4))
def test_no_two_markers_cover_each_other(steps: list[int]) -> None:
    """Any VP of 1-4 players: markers stand at least a marker apart; a lone marker stays on
    its own step; a fanned group stays centred on its steps (or pushed right of the label)."""
    xs = fan_out(steps, MARK_SPACING, lo=34)
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            assert abs(xs[i] - xs[j]) >= MARK_SPACING - 1
            assert not _rect(xs[i]).colliderect(_rect(xs[j]).inflate(-4, 0))
    for i, x in enumerate(xs):
        # lone: far from every other step, and clear of a group pushed right of the label
        clear_of_label = steps[i] - 34 >= len(steps) * MARK_SPACING
        if clear_of_label and all(
            abs(steps[i] - s) >= 2 * MARK_SPACING for k, s in enumerate(steps) if k != i
        ):
            assert x == steps[i]
    # the order of the players along the track is kept
    order = sorted(range(len(xs)), key=lambda i: (steps[i], i))
    assert [xs[i] for i in order] == sorted(xs)


def test_four_players_on_the_same_step_all_show(display: pygame.Surface) -> None:
    """000 setup: every cube starts at 0 on the VP track: four markers, four places."""
    app = make_app(display)
    table = start(app, default_seats(4, humans=1), seed=2)
    assert {p.vp for p in table.views} == {0}
    xs = fan_out([40] * 4, MARK_SPACING, lo=34)
    assert len(set(xs)) == 4
    assert min(xs) >= 34
    table._redraw()  # the board draws with the fanned markers


def test_markers_fanned_at_the_start_stand_clear_of_the_vp_label(display: pygame.Surface) -> None:
    """000 setup: every cube starts at 0, where the track begins beside its "VP" label; the
    four fanned markers leave a gap before the label rather than touching it."""
    app = make_app(display)
    table = start(app, default_seats(4, humans=1), seed=2)
    label = table.ctx.fonts.text(10, "VP", (255, 255, 255), bold=True).get_rect(topleft=(12, 0))
    xs = fan_out([40] * 4, MARK_SPACING, lo=first_marker_x(label))
    for x in xs:
        mark = _rect(x)
        mark.centery = label.centery
        assert mark.left - label.right >= 3


@pytest.mark.parametrize("players", [1, 2, 4])
def test_markers_at_the_start_leave_the_0_uncovered(display: pygame.Surface, players: int) -> None:
    """000 setup: every cube starts at 0 VP, on the tick whose number reads "0"; the markers
    fanned out there (or the lone solo cube) cover none of that number."""
    app = make_app(display)
    table = start(app, default_seats(players, humans=1), seed=2)
    fonts = table.ctx.fonts
    label = fonts.text(10, "VP", (255, 255, 255), bold=True).get_rect(topleft=(12, 0))
    zero = fonts.text(8, "0", (255, 255, 255))
    y = label.centery
    number = tick_number_rect(zero, 40, y, players == 1, VPTRACK.width - 6)
    for x in fan_out([40] * players, MARK_SPACING, lo=first_marker_x(label)):
        mark = _rect(x)
        mark.centery = y
        assert not mark.colliderect(number)


@pytest.mark.parametrize("solo", [True, False])
def test_the_last_vp_number_stays_inside_the_tracks_box(
    display: pygame.Surface, solo: bool
) -> None:
    """The number at the track's far end (30 VP at the start) stays inside the box, clear of
    a marker on its step: solo it moves to the tick's left."""
    app = make_app(display)
    table = start(app, default_seats(1 if solo else 2, humans=1), seed=2)
    thirty = table.ctx.fonts.text(8, "30", (255, 255, 255))
    end = VPTRACK.width - 14
    number = tick_number_rect(thirty, end, 20, solo, VPTRACK.width - 6)
    assert number.right <= VPTRACK.width - 6
    mark = _rect(end)
    mark.centery = 20
    assert not mark.colliderect(number)
