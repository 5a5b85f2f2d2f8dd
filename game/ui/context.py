"""What every scene may use from the running app, handed to scenes when they are made."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

import pygame
import pygame_gui

from game.ui.text import FontBook


@dataclass(frozen=True)
class UiContext:
    """The app's shared services: the chrome's UI manager, our fonts and the canvas size."""

    manager: pygame_gui.UIManager
    fonts: FontBook
    size: tuple[int, int]
    _surfaces: dict[Hashable, pygame.Surface] = field(default_factory=dict, repr=False)

    def cached(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A static picture shared by scenes (a backdrop, a board), made on first use.

        Treat the result as read-only: blit it or copy it, never draw on it.
        """
        surface = self._surfaces.get(key)
        if surface is None:
            surface = make()
            self._surfaces[key] = surface
        return surface
