"""Issue 13 point 7: the award counts on each player panel are labelled: the award's face
and the count in words, inside the panel, at every player count."""

from __future__ import annotations

import itertools

import pygame
from table_helpers import make_app
from tmdice_ui_helpers import start

from game.rules.tmdice.content import content
from game.ui.play.seats import default_seats
from game.ui.tmdice.layout import panel_rect
from game.ui.tmdice.tableaus import AWARD_ROW_FROM, draw_awards

C = content()
FACES = [f for c in ("green", "blue", "grey", "red", "yellow") for f in C.colour_faces[c]]


def test_every_panel_at_every_player_count_has_the_award_row() -> None:
    """000: 1-4 players; every seat's panel is tall enough for its labelled award counts."""
    for players in range(1, 5):
        for seat in range(players):
            assert panel_rect(seat, players).height >= AWARD_ROW_FROM


def test_the_longest_award_words_fit_the_panel(display: pygame.Surface) -> None:
    """000 "Final Scoring": an award counts one face's icons; any three of the longest faces
    fit in the panel's width with room for a second digit in each count."""
    app = make_app(display)
    table = start(app, default_seats(4, humans=1), seed=2)
    width = panel_rect(0, 4).width
    longest = sorted(FACES, key=len)[-3:]
    digit = table.ctx.fonts.get(10, bold=True).size("0")[0]
    for trio in itertools.permutations(longest, 3):
        table.view.award_dice = list(trio)
        surface = pygame.Surface((width, AWARD_ROW_FROM), pygame.SRCALPHA)
        assert draw_awards(table, surface, 0) + 3 * digit <= width - 8, trio
