"""Issue 13, point 2: a log you can read back, on both tables. DESIGN.md "The rules
contract": every rule effect is an event and the log shows them in words; the log keeps the
whole game's history: the wheel and a scrollbar read it back, a header opens each turn, the
full log shows everything, and the newest line stays in view unless the player scrolled up."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import click, frames, key, make_app, pass_screens, start_table

from game.tools.tmdice_preview import make_session, play_bots
from game.ui.play.seats import MatchSpec, default_seats
from game.ui.scenes.log_view import LogScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_log import TableLog, render_log, scrolled
from game.ui.shell.app import App
from game.ui.tmdice.table import TMDiceTable

#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def _tmdice(app: App, actions: int = 120) -> TMDiceTable:
    session = make_session(MatchSpec("tmdice", default_seats(3, humans=1), seed=3))
    play_bots(session, actions)
    table = TMDiceTable(app.ctx, session)
    app.stack.push(table)
    frames(app, 2)
    _settle(app, table)
    return table


def _settle(app: App, table: TMDiceTable) -> None:
    """Frames until no part waits: the parts only read (the log among them, between
    scrolls) may come a few frames after a move (parts.py), and the computers play on."""
    for _ in range(30):
        if not table._parts.waiting():
            return
        frames(app, 1)


def _wheel(app: App, table: TableScene, notches: int) -> None:
    area = table.log_rect()
    assert area is not None
    where = app.canvas.to_window(area.center)
    app.frame(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False),
        ],
        1 / 60,
    )
    frames(app, 1)


def test_a_header_opens_every_turn_in_the_log(display: pygame.Surface) -> None:
    """000 "Players take turns": each "Turn N" line is a header of the log."""
    app = make_app(display)
    table = _tmdice(app)
    turns = [e for e in table.session.match.events if e.kind == "turn_started"]
    assert len(turns) >= 3
    heads = sorted(table.log.heads)
    assert len(heads) == len(turns)
    assert all(table.log_lines[i][0].startswith("Turn ") for i in heads)


def test_the_wheel_reads_the_tmdice_log_back_and_it_stays_put(display: pygame.Surface) -> None:
    app = make_app(display)
    table = _tmdice(app)
    picture = table._log_picture
    assert picture is not None and picture.track is not None  # more than fits: a scrollbar
    assert picture.shown[1] == len(table.log_lines) - 1  # the newest line is in view
    _wheel(app, table, 2)
    assert table.log_anchor is not None
    scrolled_to = table._log_picture.shown  # type: ignore[union-attr]
    assert scrolled_to[1] < len(table.log_lines) - 1
    table.log.add("A new line arrives.", (200, 200, 200))  # the player keeps reading
    table.state_changed()
    frames(app, 1)
    assert table._log_picture.shown == scrolled_to  # type: ignore[union-attr]
    assert table._log_picture.newest_button is not None  # type: ignore[union-attr]
    _wheel(app, table, -50)
    assert table.log_anchor is None
    _settle(app, table)
    assert table._log_picture.shown[1] == len(table.log_lines) - 1


def test_the_full_log_reaches_the_first_line_of_the_game(display: pygame.Surface) -> None:
    app = make_app(display)
    table = _tmdice(app)
    key(app, pygame.K_l)
    view = app.stack.top
    assert isinstance(view, LogScene)
    assert view.log is table.log
    assert view.picture().shown[1] == len(table.log_lines) - 1
    key(app, pygame.K_HOME)
    assert view.picture().shown[0] == 0
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table


def test_the_full_log_button_on_the_log_opens_it(display: pygame.Surface) -> None:
    app = make_app(display)
    table = _tmdice(app)
    area = table.log_rect()
    button = table._log_picture.full_button  # type: ignore[union-attr]
    assert button is not None
    click(app, button.move(area.topleft).center)
    assert isinstance(app.stack.top, LogScene)


def test_the_wheel_reads_the_dig_mars_log_back(display: pygame.Surface) -> None:
    """The log is shared machinery: Dig Mars's table scrolls the same way."""
    app = make_app(display)
    table, session = start_table(app, default_seats(2, humans=0), seed=7)
    for _ in range(400):
        frames(app, 1)
        thinking = session.thinking
        if thinking is not None and not thinking.done:
            thinking.join(0.2)
        if len(table.log_lines) > 30:
            break
    pass_screens(app)
    assert len(table.log_lines) > 30
    _wheel(app, table, 3)
    assert table.log_anchor is not None
    assert table._log_picture.shown[1] < len(table.log_lines) - 1


def test_scrolling_never_leaves_the_history() -> None:
    log = TableLog()
    for i in range(40):
        log.add(f"line {i}", (1, 2, 3), head=i % 10 == 0)
    anchor = None
    for by in (5, 100, -3, -200, 7):
        anchor = scrolled(log, anchor, by, floor=4)
        assert anchor is None or 4 <= anchor < 39
    assert scrolled(log, None, -5) is None
    assert scrolled(TableLog(), None, 5) is None


def test_the_log_picture_keeps_the_newest_line_in_view(display: pygame.Surface) -> None:
    app = make_app(display)
    log = TableLog()
    for i in range(60):
        log.add(f"Line number {i} of a long game, worded for the viewer.", (200, 200, 200))
    picture = render_log(app.ctx.fonts, log, (390, 200), None)
    assert picture.shown[1] == 59
    assert picture.shown[0] > 0 and picture.track is not None
    back = render_log(app.ctx.fonts, log, (390, 200), 20)
    assert back.shown[1] == 20 and back.newest_button is not None


def test_log_lines_wrap_inside_the_scrollbar(display: pygame.Surface) -> None:
    """Issue 38, point 6: no line of a long log runs up to or under its scrollbar, at the
    table's width and the full log's."""
    from game.ui.draw.text import FontBook
    from game.ui.scenes.table_log import LOG_FONT, SCROLLBAR_GAP, TEXT_X

    fonts = FontBook()
    log = TableLog()
    words = "Rover 2 carries the Sealed Capsule (fortune 7) from D2, shared with Esme, paying"
    for i in range(60):
        log.add(f"{i}: {words} {'x' * (i % 9)} {'wide ' * (i % 5)}", (200, 200, 200), i % 7 == 0)
    for width in (324, 520, 1040):
        picture = render_log(fonts, log, (width, 400), None)
        assert picture.track is not None
        room = picture.track.left - SCROLLBAR_GAP - TEXT_X
        cache: dict[tuple[str, int, bool], list[str]] = {}
        picture = render_log(fonts, log, (width, 400), None, cache=cache)
        for (_, wrapped_at, _), lines in cache.items():
            assert wrapped_at <= room
            for line in lines:
                assert TEXT_X + fonts.get(LOG_FONT).size(line)[0] <= picture.track.left - 4, line


def test_the_full_log_panel_is_opaque(display: pygame.Surface) -> None:
    """Issue 38, point 6: nothing of the table shows through the full log's panel."""
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=1), seed=3)
    frames(app, 2)
    scene = LogScene(app.ctx, table.log)
    over_black, over_white = pygame.Surface(app.ctx.size), pygame.Surface(app.ctx.size)
    over_white.fill((255, 255, 255))
    scene.draw(over_black)
    scene.draw(over_white)
    inner = scene.rect.inflate(-24, -24)
    for x in range(inner.left, inner.right, 7):
        for y in range(inner.top, inner.bottom, 5):
            assert over_black.get_at((x, y)) == over_white.get_at((x, y)), (x, y)
