"""Issue 40 point 1: "why a choice is greyed" follows the focus on the Dig Mars table. The
D-pad's walk goes over the legal choices, then stops on the greyed buttons of the action
panel (game/ui/play/greyed.py): an upgrade the player cannot pay is ringed, the engine's
reason shows in the status line, and A on it takes nothing and says the reason; a greyed
Undo (the chrome) is a stop too, with why it does nothing."""

from __future__ import annotations

import pygame
from controller_helpers import a_on_greyed_changes_nothing, plug, press, walk_to_greyed
from table_helpers import click, make_app, pass_screens, start_table
from test_digmars_table import SEED, easy_square, tile_point

from game.rules.digmars import actions as A
from game.ui.digmars.table import DigMarsTable
from game.ui.play.seats import default_seats
from game.ui.shell.app import App


def to_first_turn(display: pygame.Surface) -> tuple[App, DigMarsTable]:
    """Both stations placed by mouse: the first person's turn, with no fortune yet."""
    app = make_app(display)
    table, _ = start_table(app, default_seats(2, humans=2), seed=SEED)
    assert isinstance(table, DigMarsTable)
    square = easy_square(SEED)
    assert square is not None
    for _ in range(2):
        pass_screens(app)
        click(app, tile_point(table, square))
    pass_screens(app)
    assert table.session.engine.state.phase == "turn"
    return app, table


def test_the_d_pad_reaches_a_greyed_upgrade_and_a_says_why(display: pygame.Surface) -> None:
    app, table = to_first_turn(display)
    plug(app)
    upgrade = table._chrome["upgrade0"]
    assert upgrade.visible and not upgrade.is_enabled  # no fortune yet: greyed
    on = walk_to_greyed(app, table, "Digging")
    assert table.focused_action() is None
    assert table.why_not(A.Upgrade(0)) in on.words
    assert on.box == tuple(upgrade.rect)  # the ring goes round the greyed button
    # the reason shows where the hover shows it: the status line's message
    assert table.message == on.words
    a_on_greyed_changes_nothing(app, table, on)


def test_a_greyed_undo_is_a_stop_too(display: pygame.Surface) -> None:
    app, table = to_first_turn(display)
    plug(app)
    undo = table._chrome["undo"]
    assert not undo.is_enabled
    on = walk_to_greyed(app, table, "Undo")
    assert table.undo_refusal(table.viewer) in on.words
    a_on_greyed_changes_nothing(app, table, on)
    press(app, pygame.CONTROLLER_BUTTON_B)
    assert table.greyed_focused() is None and table.message == ""
