"""QA: every label on the Dig Mars table's buttons fits its button at 1280x720."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from table_helpers import click, frames, make_app, pass_screens, start_table

from game.ui.digmars.layout import tile_rect
from game.ui.digmars.table import DigMarsTable
from game.ui.play.seats import default_seats

# The @action_button theme pads the text 14 px on each side, and the border takes a little.
PADDING = 2 * 14 + 4


#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def overflowing(table: DigMarsTable) -> list[str]:
    """The texts of the visible table buttons that are wider than their buttons."""
    bad = []
    for name, button in table._chrome.items():
        if not button.visible or not button.text:
            continue
        font = button.font
        assert font is not None
        width = font.size(button.text)[0] + PADDING
        if width > button.relative_rect.width:
            bad.append(f"{name}: {button.text!r} needs {width}, has {button.relative_rect.width}")
    return bad


def test_bonus_and_upgrade_buttons_are_never_clipped(display: pygame.Surface) -> None:
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=2), seed=11)
    pass_screens(app)
    for _ in range(2):
        pass_screens(app)
        rect = tile_rect(3, table.view.stacks[3].height)
        click(app, (rect.centerx, rect.top + 30))
    pass_screens(app)
    engine = table.session.engine
    engine.state.bonuses.extend(["extra_fortune", "inspect", "relocate"])
    engine._legal = None
    table.state_changed()
    frames(app, 1)
    assert table._chrome["take_fortune"].visible
    assert overflowing(table) == []
    for mode in ("inspect", "relocate"):
        table.selection = dataclasses.replace(table.selection, mode=mode)
        table.state_changed()
        frames(app, 1)
        assert overflowing(table) == [], mode
    table.selection = dataclasses.replace(table.selection, mode=None)
    engine.state.fortune[engine.state.current] = 1
    engine.state.levels[engine.state.current] = [2, 2, 2]
    engine._legal = None
    table.state_changed()
    frames(app, 1)
    assert overflowing(table) == []


def test_a_two_digit_fortune_does_not_run_into_the_treasure_count(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    table, session = start_table(app, default_seats(2, humans=2), seed=11)
    pass_screens(app)
    me = table.viewer
    state = session.engine.state
    state.fortune[me] = 21
    state.carried[me] = list(range(12))
    state.stations[me] = [0, 1, 2, 3]
    table.set_viewer(me)
    assert table.view.fortune[me] == 21 and table.view.treasures[me] == 12
    (_, money), (_, counts) = table.panels.stat_line(table.view, me)
    assert money.right + 6 <= counts.left, (money, counts)
    assert counts.right <= 300 - 8


def test_the_turn_banner_greets_a_person_named_you(display: pygame.Surface) -> None:
    app = make_app(display)
    seats = default_seats(2, humans=1)
    seats[0] = dataclasses.replace(seats[0], name="You")
    table, session = start_table(app, seats, seed=11)
    assert table.banner_text(0) == "Your turn, You"
    assert table.banner_text(1) == f"{session.name(1)}'s turn"


def test_station_tokens_stand_clear_of_a_bonus_ribbon(display: pygame.Surface) -> None:
    from game.ui.digmars import art
    from game.ui.digmars.layout import TOKEN_R

    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=2), seed=11)
    pass_screens(app)
    for _ in range(2):
        pass_screens(app)
        rect = tile_rect(3, table.view.stacks[3].height)
        click(app, (rect.centerx, rect.top + 30))
    pass_screens(app)
    spots = [(spot.pos, spot.square) for spot in table.token_spots() if spot.square == 3]
    assert len(spots) == 2
    for (_, y), q in spots:
        tile = tile_rect(q, table.view.stacks[q].height)
        assert y - TOKEN_R - 1 >= tile.top + art.BONUS_RIBBON.bottom
        assert y + TOKEN_R <= tile.bottom
