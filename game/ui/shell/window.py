"""The app's window as the desktop sees it: its name (title bar, task bar, window list), its
icon, and its place on the screen after a size change.

pygame, when imported under X11, names the window's class after the script that started the
process (``sys.argv[0]``): "__main__.py" for ``python -m game``, which is what task bars and
window lists show. SDL reads the class name when the display starts, so ``name_the_app`` runs
before ``pygame.init()`` and overrides it.
"""

from __future__ import annotations

import os

import pygame

APP_NAME = "Mars Table"
#: The id Wayland compositors match to a desktop entry (lower case, no spaces).
APP_ID = "mars-table"


def name_the_app() -> None:
    """Name the app wherever SDL takes a name from: the X11 window class (task bar, window
    list), the Wayland app id, and SDL's own app name (sound servers, screen savers). Call
    before the display starts."""
    os.environ["SDL_VIDEO_X11_WMCLASS"] = APP_NAME
    os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = APP_ID
    os.environ["SDL_APP_NAME"] = APP_NAME


def centred(size: tuple[int, int], screen: tuple[int, int]) -> tuple[int, int]:
    """The top-left corner that puts a window of `size` in the middle of `screen` (never
    above or left of it)."""
    return max(0, (screen[0] - size[0]) // 2), max(0, (screen[1] - size[1]) // 2)


def centre_window(size: tuple[int, int]) -> None:
    """Put the window in the middle of the first screen: a window grown from its old top-left
    corner would run off the screen's right and bottom."""
    try:
        screens = pygame.display.get_desktop_sizes()
    except pygame.error:
        return
    if screens:
        pygame.display.set_window_position(centred(size, screens[0]))


def full_screen_size() -> tuple[int, int]:
    """The size a full screen opens at: the first screen's own resolution (the desktop's),
    never a fixed size, so the table is scaled to the screen's every pixel; (0, 0) (SDL's
    "the screen's size") when the screens cannot be asked."""
    try:
        screens = pygame.display.get_desktop_sizes()
    except pygame.error:
        return (0, 0)
    if not screens:
        return (0, 0)
    w, h = screens[0]
    return int(w), int(h)
