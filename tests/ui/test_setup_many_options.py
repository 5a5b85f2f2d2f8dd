"""The New game screen fits every option of a game above the seed, however many (TM Dice has
six with the Colonies module and its corporation variant)."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from table_helpers import frames, make_app

from game.games import GAMES
from game.ui.scenes.setup import LEFT, SEED_TOP, SetupScene

#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def test_every_tmdice_option_button_sits_above_the_seed(display: pygame.Surface) -> None:
    app = make_app(display)
    scene = SetupScene(app.ctx, GAMES)
    app.stack.push(scene)
    frames(app, 1)
    button = next(b for b, g in scene.game_buttons.items() if g.game_id == "tmdice")
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    frames(app, 1)
    assert len(scene.option_buttons) == len(scene.game.options) >= 6  # type: ignore[union-attr]
    seed_heading = LEFT.y + SEED_TOP
    for b in scene.option_buttons:
        assert b.relative_rect.bottom <= seed_heading
        assert b.relative_rect.height >= 20
    # in reading order: row by row, left to right, no two buttons on one another
    places = [(b.relative_rect.top, b.relative_rect.left) for b in scene.option_buttons]
    assert places == sorted(places)
    rects = [b.relative_rect for b in scene.option_buttons]
    assert all(r.collidelist(rects[:i] + rects[i + 1 :]) == -1 for i, r in enumerate(rects))
