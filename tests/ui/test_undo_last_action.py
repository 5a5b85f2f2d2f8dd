"""Undo of a turn's last action (design: undo goes back any number of steps, never past new
information). The third action ends a Dig Mars turn by itself, so the player must still be able
to take it back while the computer seat that moves next is pausing or thinking."""

from __future__ import annotations

import pygame
from table_helpers import key, make_app, start_table

from game.rules.digmars import actions as A
from game.ui.play.seats import default_seats


def _to_my_turn(table, session) -> None:  # type: ignore[no-untyped-def]
    """Both stations on A2 (square 4); stop when it is the person's (seat 0) action turn."""
    engine = session.engine
    while not (engine.state.phase == "turn" and session.decider() == 0):
        if session.decider() == 0:
            assert table.try_action(A.PlaceStation(4))
        elif engine.state.phase == "place":
            session.apply(A.PlaceStation(4))
        else:
            session.apply(A.EndTurn())
        engine = session.engine


def test_the_turns_last_action_can_be_undone_before_the_computer_moves(
    display: pygame.Surface,
) -> None:
    app = make_app(display, speed="slow")
    table, session = start_table(app, default_seats(2, humans=1), seed=4)
    _to_my_turn(table, session)
    for source, target in ((4, 5), (5, 4), (4, 5)):
        assert table.try_action(A.Move(source, target))
    assert session.decider() == 1, "the third action ended the turn"
    assert session.can_undo(0)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    engine = session.engine
    assert session.decider() == 0 and engine.state.actions_left == 1
    assert engine.state.stations[0] == [4]
    assert session.thinking is None, "the computer's move for the undone state was dropped"


def test_no_undo_once_the_computer_has_moved(display: pygame.Surface) -> None:
    app = make_app(display, speed="slow")
    table, session = start_table(app, default_seats(2, humans=1), seed=4)
    _to_my_turn(table, session)
    for source, target in ((4, 5), (5, 4), (4, 5)):
        assert table.try_action(A.Move(source, target))
    session.apply(A.EndTurn())  # the computer seat's turn, taken
    assert not session.can_undo(0)
    before = session.engine.to_json()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.engine.to_json() == before
