"""Issue 13 point 7: the award counts on each player panel are labelled: the award's face
and the count in words, inside the panel, at every player count."""

from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest
from table_helpers import make_app
from tmdice_ui_helpers import start

from game.rules.tmdice import figures
from game.rules.tmdice.content import content
from game.ui.play.seats import default_seats
from game.ui.tmdice import header
from game.ui.tmdice.column import column
from game.ui.tmdice.dice_order import seat_faces
from game.ui.tmdice.layout import AWARD_H, HEADER, PANEL_H, RIGHT, right_column
from game.ui.tmdice.tableaus import draw_awards, draw_dice

C = content()
FACES = [f for c in ("green", "blue", "grey", "red", "yellow") for f in C.colour_faces[c]]


def test_every_panel_at_every_player_count_has_the_award_row() -> None:
    """000: 1-4 players: every seat's panel ends with its labelled award counts, whatever
    modules are in the game; only the most crowded right columns (three or four players with
    the colony tiles and many cards in play, or four with both modules) leave them to the
    header's award boxes."""
    for players, missions, tiles, cards in itertools.product(
        range(1, 5), (False, True), (0, 6), (0, 8, 15, 24)
    ):
        column = right_column(players, 0, cards, missions, tiles)
        if (
            players <= 2
            or not tiles
            or (players == 3 and cards <= 15)
            or (cards == 0 and not missions)
        ):
            assert column.awards, (players, missions, tiles, cards)
        for panel in column.panels:
            assert RIGHT.contains(panel)
            if column.awards:
                assert panel.height >= PANEL_H + AWARD_H or panel is column.panels[0]


def test_the_longest_award_words_fit_the_panel(display: pygame.Surface) -> None:
    """000 "Final Scoring": an award counts one face's icons; any three of the longest faces
    fit in the panel's width with room for a second digit in each count."""
    app = make_app(display)
    table = start(app, default_seats(4, humans=1), seed=2)
    width = right_column(4, 0, 0, False, 0).panels[1].width
    longest = sorted(FACES, key=len)[-3:]
    digit = table.pics.fonts.get(10, bold=True).size("0")[0]
    for trio in itertools.permutations(longest, 3):
        table.view.award_dice = list(trio)
        surface = pygame.Surface((width, PANEL_H), pygame.SRCALPHA)
        assert draw_awards(table.pics, table.situation(), surface, 0) + 3 * digit <= width - 8, trio


def test_a_crowded_column_shows_every_count_in_the_header(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    """000 "Final Scoring" (awards count each player's icons): with four players and both
    modules the panels have no room for award rows, so each award box in the header names
    every seat's count beside its mark instead."""
    app = make_app(display)
    table = start(app, default_seats(4, humans=1), seed=8, colonies=True, missions=True)
    assert not column(table.situation()).awards
    drawn: list[str] = []
    real = table.pics.fonts.text

    def record(size: int, text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.append(text)
        return real(size, text, *args, **kwargs)

    monkeypatch.setattr(table.pics.fonts, "text", record)
    header.render_header(table.pics, table.situation(), HEADER)
    for face in table.view.award_dice:
        for count in figures.award_counts(face, table.views):
            assert str(count) in drawn
    assert sum(text.isdigit() for text in drawn) >= 12  # three awards, four seats


def test_a_seat_with_many_dice_keeps_them_clear_of_its_dice_count(display: pygame.Surface) -> None:
    """000 "Dice": a player may hold any number of dice; on another player's panel the dice
    drawn stop before the words that count them ("12 dice · 2 · hand 5"), never under them."""
    app = make_app(display)
    table = start(app, default_seats(4, humans=1), seed=2)
    width = right_column(4, 0, 0, False, 0).panels[1].width
    view = table.situation().views[1]
    for dice_per_face in (1, 2, 3, 4):
        held = {face: dice_per_face for face in FACES}
        p = view.model_copy(update={"dice": held, "wild": 12, "hand_size": 15})
        surface = pygame.Surface((width, PANEL_H), pygame.SRCALPHA)
        end, words = draw_dice(table.pics, p, surface, seat_faces(p))
        assert end <= words - 4, (dice_per_face, end, words)
