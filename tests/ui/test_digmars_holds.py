"""Issue 38 at the Dig Mars table. Point 3: until a person presses End turn, the header, the
turn box, the panels and the status line say it is still their turn, against computers as in
hot seat; the next seat's banner and log head wait for the End turn. Point 5: the upgrade and
bonus section and the log keep their places on computer turns, and the turn banner never
covers the status lines."""

from __future__ import annotations

import random

import pygame
from table_helpers import frames, key, make_app, pass_screens, start_table

from game.rules.digmars import actions as A
from game.ui.digmars.animations import TurnBanner
from game.ui.digmars.layout import END_TURN_RECT, LOG_RECT, STATUS
from game.ui.digmars.table import DigMarsTable
from game.ui.digmars.turn import turn_title
from game.ui.play.seats import SeatSpec, default_seats
from game.ui.shell.app import App


def _table(
    display: pygame.Surface, seats: list[SeatSpec], seed: int = 3
) -> tuple[App, DigMarsTable]:
    app = make_app(display, speed="normal")
    table, _ = start_table(app, seats, seed=seed)
    assert isinstance(table, DigMarsTable)
    table.ctx.settings.auto_end_turn = False
    return app, table


def _until(app: App, table: DigMarsTable, done: object, limit: int = 6000) -> None:
    for _ in range(limit):
        if done():  # type: ignore[operator]
            return
        frames(app, 1)
        if not table.holding:
            pass_screens(app, 1)
        thinking = table.session.thinking
        if thinking is not None and not thinking.done:
            thinking.join(0.05)
    raise AssertionError("never came")


def _play_to_hold(app: App, table: DigMarsTable, rng: random.Random) -> None:
    """The person at the screen takes actions (never End turn) until the rules end the turn
    by themselves and the table holds it."""
    for _ in range(200):
        _until(app, table, lambda: table.human_to_act() or table.holding)
        if table.holding:
            return
        legal = [a for a in table.session.engine.legal_actions() if not isinstance(a, A.EndTurn)]
        assert table.try_action(rng.choice(legal))
    raise AssertionError("no turn was held")


def _says_the_held_turn(table: DigMarsTable, seat: int) -> None:
    view = table.view
    name = table.session.name(seat)
    assert table.session.decider() != seat  # the rules have moved on...
    assert view.current == seat  # ...the screen has not: turn box, panels, upgrade rows
    assert view.actions_left == 0 and view.bonuses == []
    assert view.turns == table.session.engine.state.turns - 1  # the header's turn number
    assert turn_title(name, True) == f"Your turn, {name}"
    assert table.status_lines()[0] == f"{name}: see what you uncovered, then End turn."
    assert not any(isinstance(a.key, TurnBanner) for a in table.anims.items)
    assert not table.log_lines[-1][0].startswith(f"Turn {view.turns + 2}:")  # no next head
    assert not table._chrome["skip"].visible  # no "Skip ahead": nobody else is playing yet


def test_a_held_turn_is_still_the_persons_against_computers(display: pygame.Surface) -> None:
    app, table = _table(display, default_seats(3, humans=1))
    _play_to_hold(app, table, random.Random(2))
    me = table.viewer
    assert me is not None
    _says_the_held_turn(table, me)
    assert table._end_turn_button is not None
    assert pygame.Rect(table._end_turn_button.relative_rect) == END_TURN_RECT
    heads = len(table.log.heads)
    nxt = table.session.decider()
    assert nxt is not None
    key(app, pygame.K_RETURN)  # End turn
    frames(app, 2)
    assert not table.holding and table.view.current == nxt
    assert len(table.log.heads) == heads + 1  # the next turn's head, now
    assert table.log_lines[-1][0].endswith(table.session.name(nxt))
    assert any(a.key == TurnBanner(nxt) for a in table.anims.items)


def test_a_held_turn_is_still_the_persons_in_hot_seat(display: pygame.Surface) -> None:
    app, table = _table(display, default_seats(2, humans=2), seed=5)
    _play_to_hold(app, table, random.Random(7))
    me = table.viewer
    assert me is not None
    _says_the_held_turn(table, me)


def test_undoing_a_held_turn_greets_nobody(display: pygame.Surface) -> None:
    """Ctrl+Z on a held turn gives the turn back: no banner of the next seat, no next
    turn's head in the log."""
    app, table = _table(display, default_seats(2, humans=1))
    rng = random.Random(1)
    for _ in range(30):
        _play_to_hold(app, table, rng)
        if table.undo_allowed():
            break
        key(app, pygame.K_RETURN)
    else:
        raise AssertionError("no held turn could be undone")
    me = table.viewer
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    frames(app, 3)
    assert table.session.decider() == me and table.human_to_act()
    assert not any(isinstance(a.key, TurnBanner) for a in table.anims.items)


def _section(table: DigMarsTable) -> dict[str, pygame.Rect]:
    return {
        name: pygame.Rect(button.get_abs_rect())
        for name, button in table._chrome.items()
        if button.visible and name.startswith("upgrade")
    }


def test_the_upgrade_section_and_the_log_hold_still_on_computer_turns(
    display: pygame.Surface,
) -> None:
    app, table = _table(display, default_seats(2, humans=1))
    _play_to_hold(app, table, random.Random(4))
    mine = _section(table)  # where they stood on the person's turn (and stand while held)
    assert len(mine) == 3 and table.log_rect() == LOG_RECT
    key(app, pygame.K_RETURN)
    computer = table.session.decider()
    assert computer is not None and not table.session.is_human(computer)
    seen = 0
    while not table.human_to_act() and seen < 2000:
        frames(app, 1)
        seen += 1
        if table.human_to_act():
            break
        if table.view.phase == "turn":
            assert _section(table) == mine
            assert not any(table._chrome[n].is_enabled for n in mine)
        assert table.log_rect() == LOG_RECT
        if any(isinstance(a.key, TurnBanner) for a in table.anims.items):
            surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
            table.anims.draw(surface)
            assert not surface.get_bounding_rect().colliderect(STATUS)
        thinking = table.session.thinking
        if thinking is not None and not thinking.done:
            thinking.join(0.05)
    assert table.human_to_act()
