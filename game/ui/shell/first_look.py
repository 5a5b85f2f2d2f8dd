"""The app's first frame: the title as it looks at rest, put on the window at once, before
the chrome (pygame-gui), the settings' model and the scenes load. That is what a person who
started the app waits for first; the title's own buttons take over a moment later and answer
from then on (a click made before is kept by SDL and answered then).

The menu's buttons are drawn here only when every label is known without the models: the
Learn to play entry counts the finished guided games, read quickly (tutorials_done.py); a
progress file only the model can judge leaves the first frame without buttons.
"""

from __future__ import annotations

import pygame

from game.ui.draw.canvas import Canvas
from game.ui.draw.text import FontBook


def draw_first_look(window: pygame.Surface, canvas: Canvas, fonts: FontBook) -> pygame.Surface:
    """Draw the title on the canvas and show it; returns the backdrop it drew on, for the
    screens to share. The games' registries load here, with the title's first frame."""
    from game.games import GAMES
    from game.store.tutorials_done import finished_quickly
    from game.tutorials.catalogue import TUTORIALS
    from game.ui.scenes.title_look import (
        draw_menu_at_rest,
        draw_title,
        learn_label,
        menu_entries,
        title_hints,
    )
    from game.ui.screens import playable
    from game.ui.shell import glyphs
    from game.ui.widgets.backdrop import backdrop_picture
    from game.ui.widgets.key_hints import render_key_hints

    games = playable(GAMES)
    picture = backdrop_picture(canvas.logical_size)
    surface = canvas.surface
    surface.blit(picture, (0, 0))  # opaque, the canvas's size: it covers everything
    menu = menu_entries(False, bool(games))
    rects = draw_title(surface, fonts, [game.title for game in games], menu)
    done = finished_quickly([t.tutorial_id for t in TUTORIALS])
    if done is not None:
        buttons = [
            (rects[handler], learn_label(label, done, len(TUTORIALS)))
            if handler == "open_learn"
            else (rects[handler], label)
            for label, _, handler in menu
        ]
        draw_menu_at_rest(surface, fonts, buttons)
        hints = render_key_hints(fonts, title_hints(glyphs.device()))
        width, height = canvas.logical_size
        surface.blit(hints, hints.get_rect(midright=(width - 28, height - 30)))
    canvas.present(window)
    pygame.display.flip()
    return picture
