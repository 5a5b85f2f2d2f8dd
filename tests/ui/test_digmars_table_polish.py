"""The Dig Mars table as a board game people enjoy (issue 13): station tokens never hide a
tile's figures, buttons never move under the cursor, and no popup covers what a person may
click now."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pygame
import pygame_gui
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from table_helpers import click, frames, make_app, pass_screens, start_table

from game.rules.digmars.content import Bonus
from game.rules.digmars.engine import DigMarsEngine
from game.rules.digmars.state import DigObservation
from game.ui.digmars import art
from game.ui.digmars.animations import banner_rect
from game.ui.digmars.layout import (
    STATUS,
    TOKEN_R,
    TURN_BOX,
    cell_rect,
    tile_rect,
    token_spots,
)
from game.ui.digmars.table import DigMarsTable
from game.ui.play.seats import default_seats

# A seat's stations: one to four (fleet levels 1-4), each on any of the 16 squares.
STATIONS = st.lists(st.lists(st.integers(0, 15), min_size=1, max_size=4), min_size=2, max_size=4)
HEIGHTS = st.lists(st.integers(0, 3), min_size=16, max_size=16)


#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def fake_view(stations: list[list[int]], heights: list[int]) -> DigObservation:
    """What token_spots reads of an observation: the seats' stations and the stack heights."""
    stacks = [SimpleNamespace(height=h) for h in heights]
    view = SimpleNamespace(players=len(stations), stations=stations, stacks=stacks)
    return cast(DigObservation, view)


@settings(max_examples=200, deadline=None)
@given(STATIONS, HEIGHTS)
def test_station_tokens_never_cover_a_tiles_figures(
    stations: list[list[int]], heights: list[int]
) -> None:
    """Rule text 003, 'Exploration tiles': a tile shows its digging difficulty, or its
    fortune, carrying difficulty and bonus; however many stations stand on it (any number,
    'even if it is occupied by another player's Station token'), their tokens stay in the
    band under the bonus ribbon and never overlap each other."""
    spots = token_spots(fake_view(stations, heights))
    assert sum(s.stations for s in spots) == sum(len(seat) for seat in stations)
    assert len({(s.owner, s.square) for s in spots}) == len(spots)
    for spot in spots:
        tile = tile_rect(spot.square, heights[spot.square])
        x, y = spot.pos
        assert y - TOKEN_R - 1 >= tile.top + art.BONUS_RIBBON.bottom, spot
        assert tile.left <= x - TOKEN_R and x + TOKEN_R <= tile.right, spot
        assert y + TOKEN_R <= tile.bottom, spot
        for other in spots:
            if other is not spot and other.square == spot.square:
                assert abs(other.pos[0] - x) >= 2 * TOKEN_R, (spot, other)


def _table(display: pygame.Surface) -> tuple[Any, DigMarsTable]:
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=2), seed=11)
    pass_screens(app)
    for _ in range(2):
        pass_screens(app)
        rect = tile_rect(5, table.view.stacks[5].height)
        click(app, (rect.centerx, rect.top + 30))
    pass_screens(app)
    return app, table


def _live_buttons(table: DigMarsTable) -> dict[str, pygame.Rect]:
    return {
        name: pygame.Rect(b.get_abs_rect())
        for name, b in table._chrome.items()
        if b.visible and b.is_enabled
    }


def _shown_buttons(table: DigMarsTable) -> dict[str, pygame.Rect]:
    return {n: pygame.Rect(b.get_abs_rect()) for n, b in table._chrome.items() if b.visible}


def _give_bonuses(table: DigMarsTable, *bonuses: Bonus) -> None:
    engine = table.session.engine
    assert isinstance(engine, DigMarsEngine)
    engine.state.bonuses.extend(bonuses)
    engine._legal = None
    table.state_changed()


def test_bonus_buttons_keep_their_places_when_one_is_used(display: pygame.Surface) -> None:
    """Issue 13 point 4: a click that leaves the other buttons legal leaves them where they
    were (using the fortune bonus used to pull Inspect and Relocate up under the cursor)."""
    app, table = _table(display)
    _give_bonuses(table, "extra_fortune", "inspect", "relocate")
    frames(app, 2)
    before = _live_buttons(table)
    assert {"take_fortune", "inspect", "relocate", "end_turn"} <= set(before)
    x, y = before["take_fortune"].center
    click(app, (int(x), int(y)))
    pass_screens(app)
    after = _shown_buttons(table)
    assert "take_fortune" not in after  # used: a bonus is once a turn
    assert {"inspect", "relocate", "end_turn"} <= set(after)
    for name in set(before) & set(after):
        assert after[name] == before[name], name


def test_button_rectangles_are_identical_after_a_move_on_the_grid(
    display: pygame.Surface,
) -> None:
    """A move (one of three actions) leaves every turn button where it was."""
    app, table = _table(display)
    frames(app, 2)
    before = _shown_buttons(table)
    me = table.view.current
    spot = next(s for s in table.token_spots() if s.owner == me)
    click(app, spot.pos)
    target = cell_rect(6)
    click(app, (target.centerx, target.top + 30))
    frames(app, 2)
    assert table.view.stations[me].count(6) == 1, table.message
    after = _shown_buttons(table)
    assert set(after) == set(before)
    for name in set(before) & set(after):
        assert after[name] == before[name], name


def test_the_turn_banner_covers_no_square_no_button_and_no_status_text(
    display: pygame.Surface,
) -> None:
    """Issue 13 point 3 and issue 38 point 5: the "Rover's turn" banner shows over the turn
    box (which says whose turn it is too), never over the grid a person clicks on, a live
    button, or the status lines under the grid."""
    _, table = _table(display)
    for name in ("Rover 1", "A very long name for a seat, Esq."):
        table.pieces.seats[table.view.current].name = name
        banner = table.animations.banner(table.view.current)
        surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
        banner.draw(surface, 0.5)
        drawn = surface.get_bounding_rect()
        assert drawn.width > 0
        assert TURN_BOX.contains(drawn)
        assert not drawn.colliderect(STATUS)
        assert drawn.collidelist([cell_rect(q) for q in range(16)]) == -1
        assert drawn.collidelist(list(_live_buttons(table).values())) == -1
        assert banner_rect(drawn.size).clamp(TURN_BOX) == banner_rect(drawn.size)


def test_popups_of_a_turn_never_cover_a_live_button(display: pygame.Surface) -> None:
    """Every note an action shows (gains, upgrades, bonuses) stays off the action panel."""
    app, table = _table(display)
    frames(app, 2)
    live = list(_live_buttons(table).values())
    me = table.view.current
    notes = [
        table.animations.note(me, "+3 fortune", 0.45),
        table.animations.note(me, "Fleet 3 \u2192 4, paid 3", 0.7),
        table.animations.carry(me, 5, table.pieces.tiles[0].id),
    ]
    for anim in notes:
        for t in (0.0, 0.5, 1.0):
            surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
            anim.draw(surface, t)
            drawn = surface.get_bounding_rect()
            assert drawn.collidelist(live) == -1, (t, drawn)


def test_hover_never_swallows_a_click(display: pygame.Surface) -> None:
    """A mouse resting on a button (a hover) still lets the click through to it."""
    app, table = _table(display)
    frames(app, 2)
    button = table._chrome["end_turn"]
    pos = button.get_abs_rect().center
    where = app.canvas.to_window((int(pos[0]), int(pos[1])))
    for _ in range(3):  # hovering a while
        app.frame(
            [pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))],
            1 / 60,
        )
    before = table.view.current
    click(app, (int(pos[0]), int(pos[1])))
    pass_screens(app)
    assert table.view.current != before
    assert isinstance(button, pygame_gui.elements.UIButton)


def test_every_stack_says_in_words_what_its_figures_are(display: pygame.Surface) -> None:
    """Issue 13 point 6: the pick, crate, coin and pips are also said in words on hover, on
    one status line (rule text 003, 'Exploration tiles': digging difficulty on the back;
    fortune points, carrying difficulty and any bonus on the front)."""
    from game.rules.digmars.content import tiles
    from game.rules.digmars.state import StackView
    from game.ui.digmars.hints import stack_words
    from game.ui.draw.text import FontBook, at_most

    with at_most(1.0):  # the status line falls back to the standard size at most
        font = FontBook().get(13, bold=True)  # the status line's message font
    room = STATUS.width - 8
    for tile in tiles():
        for inspected in (False, True):
            stack = StackView(
                square=15,
                height=2,
                face_up=not inspected,
                top_dig=None,
                top=tile,
                inspected=inspected,
            )
            words = stack_words(stack)
            assert f"fortune {tile.fortune}" in words and f"carrying {tile.carry}" in words
            assert (tile.bonus is None) == ("bonus" not in words)
            assert font.size(words)[0] <= room, words
        back = StackView(square=0, height=3, face_up=False, top_dig=tile.dig, top=None)
        assert f"digging difficulty {tile.dig}" in stack_words(back)
    empty = StackView(square=5, height=0, face_up=False, top_dig=None, top=None)
    assert "dug out" in stack_words(empty)


def test_hovering_a_stack_with_nothing_to_do_describes_it(display: pygame.Surface) -> None:
    app, table = _table(display)
    frames(app, 2)
    legal_squares = set(table.targets()[0])
    quiet = next(q for q in range(16) if q not in legal_squares and table.view.stacks[q].height)
    table.hover_square, table.hover_token = quiet, None
    hint = table.hover_hint()
    assert hint.startswith(f"{'ABCD'[quiet % 4]}{quiet // 4 + 1}:"), hint
    assert "difficulty" in hint or "fortune" in hint


def test_skip_ahead_stands_where_no_button_of_a_persons_turn_ever_is(
    display: pygame.Surface,
) -> None:
    """Issue 13 point 4: clicking Skip ahead as the computers finish never lands on a button
    that appears for the person's turn (an upgrade, End turn) under the same cursor."""
    app, table = _table(display)
    _give_bonuses(table, "extra_fortune", "inspect", "relocate")
    frames(app, 2)
    persons = [r for n, r in _shown_buttons(table).items() if n not in ("skip",)]
    assert len(persons) >= 8
    skip = pygame.Rect(table._chrome["skip"].get_abs_rect())
    assert skip.collidelist(persons) == -1
    # ...and it does not cover the header's words (title, target, turn, seed).
    from game.ui.digmars.layout import HEADER_AT

    header = table._cache["header"].get_bounding_rect().move(HEADER_AT)
    assert not skip.colliderect(header), (skip, header)
