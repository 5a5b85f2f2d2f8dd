"""Issue 40 point 3: at a larger text size the Dig Mars table's own text really grows where its
box has room (the header, the turn box's title and its second line, a player's name
and track labels, the action panel's section titles, the status line), so the growth cannot
silently vanish; at 100 % each stays as it was."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame
import pytest
from table_helpers import make_app, pass_screens, start_table

from game.ui.digmars.action_panel import render_head
from game.ui.digmars.hints import render_status
from game.ui.digmars.panels import Figures
from game.ui.digmars.table import DigMarsTable
from game.ui.digmars.turn import render_header, render_turn_box
from game.ui.draw import palette
from game.ui.draw.text import text_scale, use_text_scale
from game.ui.play.seats import default_seats


@contextmanager
def drawn_at(scale: float) -> Iterator[None]:
    before = text_scale()
    use_text_scale(scale)
    try:
        yield
    finally:
        use_text_scale(before)


def ink_rows(surface: pygame.Surface, area: pygame.Rect, colour: palette.Colour) -> int:
    """How many pixel rows of ``area`` hold a pixel of exactly ``colour`` (a text's core)."""
    area = area.clip(surface.get_rect())
    rows = 0
    for y in range(area.top, area.bottom):
        if any(surface.get_at((x, y))[:3] == colour for x in range(area.left, area.right)):
            rows += 1
    return rows


@pytest.fixture
def table(display: pygame.Surface) -> DigMarsTable:
    app = make_app(display)
    scene, _ = start_table(app, default_seats(2, humans=2), seed=11)
    pass_screens(app)
    assert isinstance(scene, DigMarsTable)
    return scene


def _heights(measure: Callable[[], int]) -> tuple[int, int, int]:
    with drawn_at(1.0):
        standard = measure()
    with drawn_at(1.25):
        larger = measure()
    with drawn_at(1.5):
        largest = measure()
    return standard, larger, largest


def _grows(measure: Callable[[], int]) -> None:
    standard, larger, largest = _heights(measure)
    assert standard < larger <= largest, (standard, larger, largest)


def test_the_header_grows(table: DigMarsTable) -> None:
    fonts = table.ctx.fonts
    _grows(lambda: render_header(fonts, table.view, 11).get_bounding_rect().height)


def test_the_turn_box_title_and_its_second_line_grow(table: DigMarsTable) -> None:
    def title() -> int:
        box = render_turn_box(table.pieces, table.view, True, False)
        return ink_rows(box, pygame.Rect(44, 0, box.get_width() - 44, 44), palette.SAND)

    def second_line() -> int:  # what to do now: the actions left, or the station to place
        box = render_turn_box(table.pieces, table.view, True, False)
        placing = table.view.phase in ("place", "fleet")
        colour = palette.OCHRE if placing else palette.SAND
        return ink_rows(box, pygame.Rect(16, 40, box.get_width() - 16, 36), colour)

    _grows(title)
    _grows(second_line)


def test_a_players_name_grows_in_their_panel(table: DigMarsTable) -> None:
    seat = table.view.current

    def name() -> int:
        panel = table.panels._render(table.view, seat, Figures.of(table.view, seat, {}))
        return ink_rows(panel, pygame.Rect(42, 0, 150, 37), palette.SAND)

    def track_labels() -> int:
        panel = table.panels._render(table.view, seat, Figures.of(table.view, seat, {}))
        return ink_rows(panel, pygame.Rect(0, 62, panel.get_width(), 22), palette.SAND_DIM)

    _grows(name)
    _grows(track_labels)


def test_the_section_titles_grow(table: DigMarsTable) -> None:
    fonts = table.ctx.fonts
    standard, larger, largest = _heights(lambda: render_head(fonts, "BONUS ACTIONS").get_height())
    assert standard < larger <= largest


def test_the_status_line_grows(table: DigMarsTable) -> None:
    fonts = table.ctx.fonts
    lines = table.status_lines()

    def prompt() -> int:
        status = render_status(fonts, lines, "", False)
        return ink_rows(status, pygame.Rect(0, 0, status.get_width(), 30), palette.SAND)

    standard, larger, _ = _heights(prompt)
    assert standard < larger
