"""Issue 40 point 3: at a larger text size the TM Dice table's most read words really draw
larger where their box has room (the action panel's title and buttons, the turn box's title
and steps), and at 100 % exactly as before: measured on the drawn pictures, so the growth
cannot silently vanish."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from table_helpers import frames, make_app
from tmdice_ui_helpers import start

from game.ui.draw.text import text_scale, use_text_scale
from game.ui.play.seats import SeatSpec
from game.ui.tmdice import turn_box
from game.ui.tmdice.action_panel import panel_layout, panel_scale, render_actions
from game.ui.tmdice.layout import TURN_BOX
from game.ui.tmdice.table import TMDiceTable


@pytest.fixture
def scale() -> Iterator[None]:
    """The text size the test sets is undone after it."""
    before = text_scale()
    yield
    use_text_scale(before)


def _ink_height(surface: pygame.Surface, area: pygame.Rect) -> int:
    """How many pixel rows of ``area`` hold light text (the panels are dark)."""
    rows = 0
    for y in range(area.top, area.bottom):
        for x in range(area.left, area.right):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and r + g + b > 480:
                rows += 1
                break
    return rows


def _table(display: pygame.Surface) -> TMDiceTable:
    """A solo game at its choice of corporation (the panel: the title and a few buttons)."""
    app = make_app(display)
    table = start(app, [SeatSpec(name="Ada", colour=0, human=True)], seed=6)
    for _ in range(2):  # the two setup cities
        assert table.try_action(table.legal()[0])
        frames(app, 1)
    assert table.view.step == "corps"
    return table


def _turn_box(table: TMDiceTable) -> pygame.Surface:
    sit = table.situation()
    step, _ = turn_box.stepper_step(sit.view, None)
    return turn_box.render_turn_box(table.pics, sit, step, TURN_BOX)


def _panel(table: TMDiceTable) -> pygame.Surface:
    sit = table.situation()
    return render_actions(table.pics, sit, table.model, table.middle(sit).actions).surface


@pytest.mark.usefixtures("scale")
def test_the_turn_box_and_the_panel_draw_larger_words_at_150(display: pygame.Surface) -> None:
    table = _table(display)
    title = pygame.Rect(36, 2, 240, 38)  # the turn box's "Your turn, Ada"
    head = pygame.Rect(10, 2, 320, 38)  # the action panel's title
    use_text_scale(1.0)
    box_100, panel_100 = _turn_box(table), _panel(table)
    use_text_scale(1.5)
    box_150, panel_150 = _turn_box(table), _panel(table)
    assert _ink_height(box_150, title) > _ink_height(box_100, title) >= 10
    assert _ink_height(panel_150, head) > _ink_height(panel_100, head) >= 10
    sit = table.situation()
    assert panel_scale(table.pics, sit, table.model, table.middle(sit).actions) == 1.5
    worded = [
        placed
        for placed in panel_layout(table.pics, sit, table.model)[1]
        if placed.button.text and not placed.button.icons
    ]
    assert worded
    for placed in worded:  # each button of words grew
        rect = placed.rect.move(-table.middle(sit).actions.x, -table.middle(sit).actions.y)
        assert _ink_height(panel_150, rect) > _ink_height(panel_100, rect)
    # the words still stay inside their boxes
    assert box_150.get_size() == box_100.get_size()
    assert panel_150.get_size() == panel_100.get_size()


@pytest.mark.usefixtures("scale")
def test_at_100_the_parts_draw_as_with_the_standard_fonts(display: pygame.Surface) -> None:
    """At 100 % the grown fonts are the standard ones: the same pixels drawn twice."""
    table = _table(display)
    use_text_scale(1.0)
    first = pygame.image.tobytes(_panel(table), "RGBA")
    use_text_scale(1.5)
    _panel(table)
    use_text_scale(1.0)
    assert pygame.image.tobytes(_panel(table), "RGBA") == first
