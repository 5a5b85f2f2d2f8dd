"""QA: on the New game screen the game's blurb never runs into the options heading."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import frames, make_app

from game.games import GAMES
from game.ui.play.seats import DEFAULT_NAMES
from game.ui.scenes.setup import GAME_STEP, LEFT, OPTIONS_TOP, SEED_TOP, SetupScene

#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def test_the_blurb_stays_above_the_options_heading_with_two_games(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    scene = SetupScene(app.ctx, GAMES)
    if len(scene.games) < 2:  # as many games as the shelf will hold once TM Dice has a table
        scene.games = (scene.games[0], scene.games[0])
    app.stack.push(scene)
    frames(app, 1)
    for game in scene.games:
        scene.game = game
        _, rect = scene._blurb()
        assert rect.top >= 46 + GAME_STEP * len(scene.games) - 8  # below the last game button
        assert rect.bottom <= OPTIONS_TOP - 26 - 4, (game.title, rect)


def test_every_games_options_end_above_the_seed_heading(display: pygame.Surface) -> None:
    """With all the games on the shelf, every game's options (each a label, a button and its
    whole sentence) end above the seed heading, and the games' buttons end above the
    options' heading."""
    app = make_app(display)
    scene = SetupScene(app.ctx, GAMES)
    app.stack.push(scene)
    frames(app, 1)
    for game in scene.games:
        scene.game = game
        cells = scene.option_cells()
        assert len(cells) == len(game.options)
        assert all(c.button.top >= OPTIONS_TOP and c.bottom <= SEED_TOP - 4 for c in cells)
    assert 46 + GAME_STEP * len(GAMES) + 2 <= OPTIONS_TOP - 26 - 6
    assert LEFT.height >= SEED_TOP + 26 + 40


def test_colour_buttons_name_the_colours_of_the_palette_in_use(display: pygame.Surface) -> None:
    app = make_app(display)
    app.ctx.settings.palette = "deuteranopia"
    scene = SetupScene(app.ctx, GAMES)
    app.stack.push(scene)
    frames(app, 1)
    assert [row["colour"].text for row in scene.rows] == ["Teal", "Yellow"]
    scene._next_colour(0)
    assert scene.rows[0]["colour"].text == "Blue"
    app.ctx.settings.palette = "standard"
    scene._next_colour(0)
    assert scene.rows[0]["colour"].text == "Green"


def test_a_computer_seat_made_a_person_loses_its_rover_name(display: pygame.Surface) -> None:
    app = make_app(display)
    scene = SetupScene(app.ctx, GAMES)
    app.stack.push(scene)
    frames(app, 1)
    assert scene.seats[1].name == "Rover 1" and not scene.seats[1].human
    kind = scene.rows[1]["kind"]
    kind.selected_option = ("Person", "Person")
    scene._read_rows()
    assert scene.seats[1].human
    assert scene.seats[1].name == DEFAULT_NAMES[1]
    assert scene.rows[1]["name"].get_text() == DEFAULT_NAMES[1]
    # A name the player typed is theirs to keep.
    scene.rows[1]["name"].set_text("Bea")
    kind.selected_option = ("Computer \u00b7 Normal", "Computer \u00b7 Normal")
    scene._read_rows()
    assert not scene.seats[1].human and scene.seats[1].name == "Bea"
