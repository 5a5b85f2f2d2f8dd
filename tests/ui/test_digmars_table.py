"""The Dig Mars table, played by simulated clicks and keys through the whole app."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
import pytest
from table_helpers import click, frames, key, make_app, pass_screens, start_table

from game.rules.core import Setup
from game.rules.digmars import actions as A
from game.rules.digmars.engine import DigMarsEngine
from game.rules.digmars.figures import victory_target
from game.ui.digmars.layout import tile_rect
from game.ui.digmars.table import DigMarsTable
from game.ui.play.seats import default_seats
from game.ui.scenes.pass_device import PassScene

OpenWindow = Callable[[tuple[int, int]], pygame.Surface]


def easy_square(seed: int) -> int | None:
    """A square whose top tile digs at 1 and carries at 1 (no bonus), for this seed."""
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=2), seed)
    for q in range(16):
        tile = engine.top(q)
        if tile and tile.dig == 1 and tile.carry == 1 and tile.bonus is None:
            return q
    return None


SEED = next(s for s in range(1, 500) if easy_square(s) is not None)


def tile_point(table: DigMarsTable, square: int) -> tuple[int, int]:
    """A point on the tile itself (above the station tokens)."""
    rect = tile_rect(square, table.view.stacks[square].height)
    return rect.centerx, rect.top + 30


def token_point(table: DigMarsTable, owner: int, square: int) -> tuple[int, int]:
    for spot in table.token_spots():
        if (spot.owner, spot.square) == (owner, square):
            return spot.pos
    raise AssertionError("no such token")


def centre(button: pygame_gui.elements.UIButton) -> tuple[int, int]:
    x, y = button.get_abs_rect().center
    return int(x), int(y)


def kinds(table: DigMarsTable, since: int) -> list[str]:
    return [e.kind for e in table.session.match.events[since:]]


@pytest.fixture
def table(display: pygame.Surface) -> DigMarsTable:
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=2), seed=SEED)
    table.app = app
    pass_screens(app)
    return table


def place_both(table: DigMarsTable, square: int) -> None:
    app = table.app  # type: ignore[attr-defined]
    for _ in range(2):
        pass_screens(app)
        click(app, tile_point(table, square))
    pass_screens(app)


def test_placing_digging_carrying_and_upgrading_by_mouse(table: DigMarsTable) -> None:
    app = table.app  # type: ignore[attr-defined]
    engine = table.session.engine
    square = easy_square(SEED)
    assert square is not None
    place_both(table, square)
    assert engine.state.phase == "turn"
    me = engine.state.current
    assert table.viewer == me

    start = len(table.session.match.events)
    click(app, tile_point(table, square))
    assert "tile_flipped" in kinds(table, start)
    assert engine.state.face_up[square]

    start = len(table.session.match.events)
    click(app, tile_point(table, square))
    assert "tile_carried" in kinds(table, start)
    assert engine.state.fortune[me] >= 1

    start = len(table.session.match.events)
    button = table._chrome["upgrade0"]
    assert button.visible and button.is_enabled
    click(app, centre(button))
    events = table.session.match.events[start:]
    upgraded = [e for e in events if e.kind == "upgraded"]
    assert upgraded and upgraded[0].data["cost"] == 1 and upgraded[0].data["level"] == 2


def test_moving_a_station_by_mouse_and_undoing_it(table: DigMarsTable) -> None:
    app = table.app  # type: ignore[attr-defined]
    engine = table.session.engine
    place_both(table, 5)
    me = engine.state.current
    click(app, token_point(table, me, 5))
    assert table.selection.selected == 5
    highlighted, _ = table.targets()
    assert {q for q, word in highlighted.items() if "MOVE" in word} == {1, 4, 6, 9}
    start = len(table.session.match.events)
    click(app, tile_point(table, 6))
    assert kinds(table, start) == ["station_moved"]
    assert engine.state.stations[me] == [6]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.session.engine.state.stations[me] == [5]
    assert table.session.engine.state.actions_left == 3


def test_an_illegal_click_shows_the_engines_sentence(table: DigMarsTable) -> None:
    app = table.app  # type: ignore[attr-defined]
    place_both(table, 0)
    click(app, tile_point(table, 15))
    engine = table.session.engine
    face_up = engine.state.face_up[15]
    expected = engine.why_illegal(A.Carry(15) if face_up else A.Dig(15))
    assert table.message == expected
    assert table.message_is_error
    assert "station" in expected


def test_every_legal_action_is_reachable_by_keyboard(table: DigMarsTable) -> None:
    app = table.app  # type: ignore[attr-defined]
    engine = table.session.engine
    legal = engine.legal_actions()
    seen = []
    for _ in range(len(legal)):
        key(app, pygame.K_TAB)
        seen.append(table.focused_action())
    assert seen == legal
    key(app, pygame.K_RETURN)
    assert engine.state.stations[0] or engine.state.stations[1]


def test_a_pass_screen_stands_between_two_people(display: pygame.Surface) -> None:
    app = make_app(display)
    table, session = start_table(app, default_seats(2, humans=2), seed=3)
    assert isinstance(table, DigMarsTable)
    frames(app, 3)
    decider = session.decider()
    assert decider is not None
    cover = app.stack.top
    assert isinstance(cover, PassScene)
    assert cover.name == session.name(decider)
    cover.confirm()
    frames(app, 2)
    assert app.stack.top is table
    assert table.viewer == decider


def test_no_pass_screen_against_the_computer(display: pygame.Surface) -> None:
    app = make_app(display)
    seats = default_seats(2, humans=1)
    table, _ = start_table(app, seats, seed=3)
    for _ in range(40):
        frames(app, 1)
        assert not isinstance(app.stack.top, PassScene)
    assert table.viewer == 0


def test_other_players_fortune_never_reaches_the_screen(display: pygame.Surface) -> None:
    app = make_app(display)
    table, session = start_table(app, default_seats(2, humans=2), seed=SEED)
    square = easy_square(SEED)
    assert square is not None
    table.app = app
    place_both(table, square)
    carrier = session.engine.state.current
    click(app, tile_point(table, square))
    click(app, tile_point(table, square))
    gained = session.engine.state.fortune[carrier]
    mine = session.name(carrier)

    def secret_lines() -> list[str]:
        return [t for t, _ in table.log_lines if t.startswith(mine) and "only you see" in t]

    assert secret_lines()
    table.set_viewer(1 - carrier)
    assert secret_lines() == []
    assert not any(t.startswith(mine) and "gains" in t for t, _ in table.log_lines)
    assert any(t.startswith(mine) and "carries" in t for t, _ in table.log_lines)
    assert table.view.fortune[carrier] is None and gained > 0


def test_esc_opens_the_menu_and_leave_returns_to_the_title(display: pygame.Surface) -> None:
    from game.ui.scenes.menu import PauseMenu
    from game.ui.scenes.title import TitleScene
    from game.ui.shell.app import title_scene

    app = make_app(display)
    app.stack.push(title_scene(app))
    start_table(app, default_seats(2, humans=1), seed=3)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    app.stack.top.choose("leave")
    assert isinstance(app.stack.top, TitleScene)


def give_bonus(table: DigMarsTable, bonus: str) -> None:
    """Hand the current player a bonus action (as if they had just dug it up)."""
    table.session.engine.state.bonuses.append(bonus)
    table.session.engine._legal = None
    table.state_changed()


def test_inspect_ground_by_mouse_shows_the_tile_to_that_player_only(
    table: DigMarsTable,
) -> None:
    app = table.app  # type: ignore[attr-defined]
    place_both(table, 0)
    engine = table.session.engine
    me = engine.state.current
    give_bonus(table, "inspect")
    frames(app, 1)
    button = table._chrome["inspect"]
    assert button.visible
    click(app, centre(button))
    assert table.selection.mode == "inspect"
    click(app, tile_point(table, 15))
    assert [e.kind for e in table.session.match.action_events[-1]] == ["inspected"]
    assert table.view.stacks[15].inspected and table.view.stacks[15].top is not None
    table.set_viewer(1 - me)
    assert table.view.stacks[15].top is None


def test_relocating_a_rivals_station_by_mouse(table: DigMarsTable) -> None:
    app = table.app  # type: ignore[attr-defined]
    place_both(table, 5)
    engine = table.session.engine
    me = engine.state.current
    rival = 1 - me
    give_bonus(table, "relocate")
    frames(app, 1)
    click(app, centre(table._chrome["relocate"]))
    assert table.selection.mode == "relocate"
    click(app, token_point(table, rival, 5))
    click(app, tile_point(table, 15))
    assert engine.state.stations[rival] == [15]
    assert engine.state.actions_left == 3  # a bonus action is free


def test_declare_victory_appears_only_when_legal(table: DigMarsTable) -> None:
    app = table.app  # type: ignore[attr-defined]
    place_both(table, 5)
    engine = table.session.engine
    me = engine.state.current
    frames(app, 1)
    assert not table._chrome["declare"].visible
    engine.state.fortune[me] = victory_target(2)
    engine._legal = None
    table.state_changed()
    frames(app, 1)
    button = table._chrome["declare"]
    assert button.visible
    click(app, centre(button))
    result = engine.result()
    assert engine.is_over() and result is not None and result.winners == [me]


def test_a_fleet_upgrade_asks_for_the_new_station(table: DigMarsTable) -> None:
    app = table.app  # type: ignore[attr-defined]
    place_both(table, 5)
    engine = table.session.engine
    me = engine.state.current
    engine.state.fortune[me] = 1
    engine._legal = None
    table.state_changed()
    frames(app, 1)
    click(app, centre(table._chrome["upgrade2"]))
    assert engine.state.phase == "fleet"
    highlighted, _ = table.targets()
    assert set(highlighted) == set(range(16)) and set(highlighted.values()) == {"PLACE"}
    click(app, tile_point(table, 12))
    assert sorted(engine.state.stations[me]) == [5, 12]


def test_a_hot_seat_game_with_a_computer_played_by_keyboard(display: pygame.Surface) -> None:
    """Two people (keyboard only) and a computer: the pass screen always stands between the
    people, the viewer is always the person deciding, and no one sees another's fortune."""
    import random

    app = make_app(display)
    seats = default_seats(3, humans=2)
    table, session = start_table(app, seats, seed=21)
    assert isinstance(table, DigMarsTable)
    rng = random.Random(5)
    passes = 0
    for _ in range(1500):
        frames(app, 1)
        top = app.stack.top
        if isinstance(top, PassScene):
            passes += 1
            key(app, pygame.K_RETURN)
            continue
        if session.is_over() or top is not table:
            break
        if table.holding:  # the turn ended by itself: the person ends it (Enter)
            key(app, pygame.K_RETURN)
            continue
        if table.human_to_act():
            assert table.viewer == session.decider()
            assert all(
                f is None for seat, f in enumerate(table.view.fortune) if seat != table.viewer
            )
            for _ in range(rng.randrange(1, 6)):
                key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
    assert passes >= 2
    assert len(session.match.actions) > 20
