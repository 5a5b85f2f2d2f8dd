"""Issue 40 point 1: "why a choice is greyed" follows the focus on the TM Dice table. The
D-pad's walk goes over the legal choices, then stops on the action panel's greyed buttons
(game/ui/play/greyed.py): the standard project the dice do not pay for is ringed, the
engine's reason shows in the status line where the mouse's hover shows it, and A on it
takes nothing and says the reason."""

from __future__ import annotations

import pygame
from controller_helpers import a_on_greyed_changes_nothing, plug, press, walk_to_greyed
from table_helpers import make_app
from tmdice_ui_helpers import A, give, start, to_turn_window
from tmdice_ui_helpers import press as click_button

from game.rules.tmdice.content import content
from game.ui.play.seats import SeatSpec
from game.ui.tmdice import hints
from game.ui.tmdice.commands import PayFor

C = content()


def test_the_d_pad_reaches_a_greyed_standard_project_and_a_says_why(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    seats = [
        SeatSpec(name="Ada", colour=0, human=True),
        SeatSpec(name="Rover", colour=1, human=False, bot="greedy"),
    ]
    table = start(app, seats, seed=5)
    to_turn_window(app, table)
    give(table, 0, ["new_settlement"], {"plant": 1}, 0)  # too few dice for any project
    click_button(app, table, A.ChooseTurn("action"))
    click_button(app, table, A.Skip())
    assert table.engine.state.step == "main"
    plug(app)
    legal = list(table.legal())
    on = walk_to_greyed(app, table, "Standard project")
    # the legal walk is as it was: the greyed stops come only after every legal choice
    assert table.focus == -1 and table.focused_action() is None
    assert legal == list(table.legal())
    why = table.why_not(PayFor("project", "heat").probe())
    heat = next(g for g in table.greyed_stops() if "temperature" in g.words.lower())
    assert why in heat.words
    # the reason shows where the mouse's hover shows it: the status line
    assert table.message == on.words and not table.message_is_error
    assert hints.focus_hint(table.situation(), table.buttons) == ""  # no legal pick named
    # the ring is round the greyed button itself
    button = next(p for p in table.buttons if p.rect.topleft == on.box[:2])
    assert not button.button.enabled
    a_on_greyed_changes_nothing(app, table, on)
    # B drops the stop; the next D-pad press starts the legal walk again from the first
    press(app, pygame.CONTROLLER_BUTTON_B)
    assert table.greyed_focused() is None and table.message == ""
    press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert table.focused_action() == table.legal()[0]
