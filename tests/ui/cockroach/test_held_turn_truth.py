"""Issue 38, point 3, at the hunt: until a person presses End turn the screen still shows
their turn. The header names them with their turn's number, their panel's edge is theirs, the
dice show what they rolled, and the log keeps the next turn's head back. Before, the rules'
next turn showed at once beside "Your turn is over: see what you drew and rolled". (Found by
a play-test in a real window.)"""

from __future__ import annotations

import pygame
from roachtable_helpers import Couch, make_app, start

from game.ui.play.seats import default_seats


def test_a_held_turn_is_still_the_players_turn_on_the_whole_table(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    table, session = start(app, default_seats(2, humans=1), seed=2)
    couch = Couch(app, table, draw=True)
    couch.play(until=lambda: table.holding)
    assert table.holding and table.viewer is not None
    seat = table.viewer
    rules = session.engine.observation(seat)
    assert rules.current != seat  # the rules have moved on ...
    view = table.view
    assert view.current == seat  # ... the screen has not
    assert view.turns == rules.turns - 1
    assert view.rolled  # the dice as the turn left them, not the next turn's none
    assert table.log.lines[-1][0] != f"Turn {rules.turns + 1}: {session.name(rules.current)}"
    assert (len(table.log.lines) - 1) not in table.log.heads
    table.release_turn()
    app.frame([], 1 / 60)
    assert table.view.current == rules.current
    assert (len(table.log.lines) - 1) in table.log.heads  # the next turn's head came back
