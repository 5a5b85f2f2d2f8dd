"""The app's first frame: the title's look (all but its menu's buttons) put on the window at
once, before the chrome (pygame-gui), the settings' model and the scenes load. That is what a
person who started the app waits for first; the title with its menu follows a moment later.
"""

from __future__ import annotations

import pygame

from game.ui.draw.canvas import Canvas
from game.ui.draw.text import FontBook


def draw_first_look(window: pygame.Surface, canvas: Canvas, fonts: FontBook) -> pygame.Surface:
    """Draw the title's look on the canvas and show it; returns the backdrop it drew on, for
    the screens to share. The games' registries load here, with the title's first frame."""
    from game.games import GAMES
    from game.ui.scenes.title_look import draw_title, menu_entries
    from game.ui.screens import playable
    from game.ui.widgets.backdrop import backdrop_picture

    games = playable(GAMES)
    picture = backdrop_picture(canvas.logical_size)
    canvas.surface.blit(picture, (0, 0))  # opaque, the canvas's size: it covers everything
    titles = [game.title for game in games]
    draw_title(canvas.surface, fonts, titles, menu_entries(False, bool(games)))
    canvas.present(window)
    pygame.display.flip()
    return picture
