"""Small Dig Mars table flaws (issue 15 point 4): the status line of a held turn, the
keyboard's pick forgotten on Esc, every bonus of the turn said whole; and hot-seat undo of a
held turn (core/match.py: never past a reveal, never another seat's action), which the next
person has not been handed yet."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest
from table_helpers import frames, key, make_app, start_table

from game.ui.digmars.art import SHORT_BONUS
from game.ui.digmars.layout import TURN_BOX
from game.ui.digmars.table import DigMarsTable
from game.ui.digmars.turn import BONUS_W, bonus_lines, bonus_scale
from game.ui.draw.text import FontBook, at_most
from game.ui.play.seats import default_seats
from game.ui.scenes.pass_device import PassScene
from game.ui.shell.app import App

#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def test_bonuses_of_the_turn_are_said_whole_however_many(display: pygame.Surface) -> None:
    fonts = FontBook()
    kinds = list(SHORT_BONUS)
    for count in range(1, 6):
        for held in itertools.combinations_with_replacement(kinds, count):
            with at_most(1.0):
                standard = fonts.px(bonus_lines(fonts, list(held))[0])
            # larger where the turn box holds it (issue 40 point 3), never smaller
            with at_most(bonus_scale(fonts, list(held))):
                size, lines = bonus_lines(fonts, list(held))
                font = fonts.get(size, bold=True)
                assert fonts.px(size) >= standard
            assert len(lines) <= 2
            assert all(font.size(line)[0] <= BONUS_W for line in lines)
            said = " ".join(lines)
            assert "\u2026" not in said
            for bonus in held:
                assert SHORT_BONUS[bonus] in said
            top = 76 if len(lines) == 1 else 68
            assert top + len(lines) * font.get_linesize() <= TURN_BOX.height - 2


def test_three_bonuses_fit_the_turn_box(display: pygame.Surface) -> None:
    with at_most(1.0):
        size, lines = bonus_lines(FontBook(), ["extra_dig", "extra_carry", "extra_fortune"])
    assert "+1 fortune" in lines[-1] and size >= 12


def _hot_seat(display: pygame.Surface, seed: int) -> tuple[DigMarsTable, App]:
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=2), seed=seed)
    assert isinstance(table, DigMarsTable)
    table.ctx.settings.auto_end_turn = False
    return table, app


def _play_until_held(table: DigMarsTable, app: App, rng: random.Random, undoable: bool) -> bool:
    """Two people play by keyboard until a turn is held whose last action could (or could
    not) be taken back under the rules' own undo floor; True if one came."""
    session = table.session
    for _ in range(3000):
        frames(app, 1)
        top = app.stack.top
        if isinstance(top, PassScene):
            key(app, pygame.K_RETURN)
            continue
        if session.is_over():
            return False
        if table.holding:
            nxt = session.decider()
            handed_to_person = nxt != table.viewer and session.is_human(nxt)
            if handed_to_person and session.match.can_undo() == undoable:
                return True
            key(app, pygame.K_RETURN)
            continue
        if table.human_to_act():
            for _ in range(rng.randrange(1, 5)):
                key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
    return False


def test_hot_seat_undo_of_a_held_turn_before_the_next_person_sees_anything(
    display: pygame.Surface,
) -> None:
    table, app = _hot_seat(display, seed=5)
    session = table.session
    assert _play_until_held(table, app, random.Random(3), undoable=True)
    me, actions = table.viewer, len(session.match.actions)
    # The status line says the turn waits for End turn, not that someone else is playing.
    name = session.name(me)  # type: ignore[arg-type]
    assert table.status_lines()[0] == f"{name}: see what you uncovered, then End turn."
    assert table.message == ""  # said once, by the prompt; the End turn button stands below
    assert table.undo_allowed() and table._chrome["undo"].is_enabled
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.match.actions) == actions - 1
    assert not table.holding and table.viewer == me == session.decider()
    assert not isinstance(app.stack.top, PassScene)


def test_a_held_turn_whose_last_action_revealed_cannot_be_undone(display: pygame.Surface) -> None:
    table, app = _hot_seat(display, seed=5)
    session = table.session
    assert _play_until_held(table, app, random.Random(3), undoable=False)
    actions = len(session.match.actions)
    assert not table.undo_allowed()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.match.actions) == actions and table.holding


def test_esc_dropping_the_keyboards_pick_clears_its_enter_line(display: pygame.Surface) -> None:
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=1))
    assert isinstance(table, DigMarsTable)
    frames(app, 2)
    key(app, pygame.K_TAB)
    assert table.message.startswith("Enter: ")
    key(app, pygame.K_ESCAPE)
    assert table.focus == -1 and table.message == ""
    assert app.stack.top is table  # Esc dropped the pick; it did not open the menu
