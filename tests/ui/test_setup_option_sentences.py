"""Issue 13 point 9: New game explains each variant in a sentence: every option of every
game shows its whole sentence (never cut short), inside the screen and its panel, clear of
every label, button, other sentence and the seed, at 1280x720 and 1920x1080."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from table_helpers import frames, make_app

from game.games import GAMES
from game.ui.draw.text import render_paragraph, wrap
from game.ui.scenes.setup import HELP_SIZE, LEFT, SetupScene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_options_sentence_is_drawn_whole_and_clear(
    display: pygame.Surface, size: tuple[int, int]
) -> None:
    window = pygame.display.set_mode(size)
    app = make_app(window)
    scene = SetupScene(app.ctx, GAMES)
    app.stack.push(scene)
    frames(app, 1)
    screen = pygame.Rect((0, 0), app.ctx.size)
    checked = 0
    for button, game in list(scene.game_buttons.items()):
        scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
        frames(app, 1)
        cells = scene.option_cells()
        assert len(cells) == len(game.options)
        helps = scene.help_rects()
        labels = scene.label_rects()
        buttons = [b.rect for b in scene.option_buttons]
        assert scene.seed_entry is not None
        seed = scene.seed_entry.rect
        for i, (option, cell) in enumerate(zip(game.options, cells, strict=True)):
            rect = helps[i]
            assert screen.contains(rect) and LEFT.contains(rect), (option.name, rect)
            # whole: as many lines as the sentence needs at the width it was given
            font = scene.ctx.fonts.get(HELP_SIZE - (cell.sentence.get_width() < 400))
            lines = len(wrap(font, option.help, cell.sentence.get_width()))
            assert rect.height >= lines * font.get_height(), option.name
            others = helps[:i] + helps[i + 1 :] + labels + buttons + [seed]
            assert rect.collidelist(others) == -1, (option.name, rect)
            label = labels[i]
            assert LEFT.contains(label)
            assert label.collidelist(buttons + labels[:i] + labels[i + 1 :]) == -1, option.name
            checked += 1
    assert checked >= 6  # TM Dice alone has six


def test_every_games_blurb_is_shown_whole(display: pygame.Surface) -> None:
    """No game's blurb is cut short with an ellipsis: it is at least as tall as the whole
    text wrapped in the smallest type the screen uses."""
    app = make_app(display)
    scene = SetupScene(app.ctx, GAMES)
    app.stack.push(scene)
    frames(app, 1)
    small = scene.ctx.fonts.get(12)
    for game in scene.games:
        scene.game = game
        blurb, _ = scene._blurb()
        whole = render_paragraph(small, game.blurb, (0, 0, 0), LEFT.width - 40, line_spacing=1.1)
        assert blurb.get_height() >= whole.get_height(), game.game_id
