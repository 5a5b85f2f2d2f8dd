"""What the real-window play-through of the hunt turned up (issue 15 point 3): the panel's
lit row is the one under the mouse even when the rows change beneath it, choices name the
players (not "player 3"), a price says "1 star", and a used extra-serum talent is marked."""

from __future__ import annotations

from dataclasses import replace

import pygame
from roachtable_helpers import make_app, start

from game.rules.cockroach import actions as A
from game.ui.cockroach.action_panel import button_at
from game.ui.cockroach.layout import slot_rect
from game.ui.play.seats import default_seats


def test_the_lit_row_is_the_one_under_a_still_mouse_after_the_rows_change(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    table, _ = start(app, default_seats(2, humans=1))
    for _ in range(300):  # until the person has choices on the panel
        app.frame([], 1 / 60)
        if table.buttons:
            break
    count = len(table.buttons)
    assert count >= 1
    table._pointer = slot_rect(table.buttons[0].slot).center
    # lit under rows that are gone:
    table.model = replace(table.model, hover_row=count - 1 if count > 1 else None)
    table.state_changed()
    table.draw(display)
    assert table.model.hover_row == button_at(table.buttons, table._pointer) == 0


def test_choices_name_the_players_not_their_seat_numbers(display: pygame.Surface) -> None:
    app = make_app(display)
    table, session = start(app, default_seats(3, humans=2))
    words = table.words(A.PlaySquad("s22", target=2))
    assert words == f"Play Spill Crew on {session.name(2)}"
    assert "player" not in table.words(A.Wreck(seat=0, card="s06")).lower()


def test_a_price_of_one_star_says_star(display: pygame.Surface) -> None:
    app = make_app(display)
    _, session = start(app, default_seats(2, humans=1))
    assert session.engine.describe(A.Acquire("s32")).endswith("(squad, 1 star and 1 serum)")
