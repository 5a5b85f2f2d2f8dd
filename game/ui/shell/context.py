"""What every scene may use from the running app, handed to scenes when they are made."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.store.settings import Settings
from game.ui.draw.text import FontBook

if TYPE_CHECKING:
    from game.store.app_saves import Saves
    from game.ui.play.session import GameSession
    from game.ui.shell.pad import Pads
    from game.ui.shell.stack import Scene

#: Makes the scene that follows a finished game at the table (the results screen). The app
#: hands it in: the results open tables and replays, which stand on the table's shared code,
#: so that code cannot import the results itself.
ResultsFactory = Callable[["UiContext", "GameSession"], "Scene"]
#: Makes the on-screen keyboard for typing into a text field with a controller (the field,
#: and what to do once a text is kept). Handed in by the app for the same reason: the
#: keyboard is a scene, and the shell's scenes cannot import a scene.
LettersFactory = Callable[
    ["UiContext", "pygame_gui.elements.UITextEntryLine", Callable[[], None]], "Scene"
]


def _no_sounds(name: str) -> None:
    """Play nothing (the default when the app has no mixer)."""


@dataclass(frozen=True)
class UiContext:
    """The app's shared services: the chrome's UI manager, our fonts and the canvas size,
    the player's settings, the sounds, hooks to re-open the window and to change the text
    size after a settings change, the saves (None: games are not saved, as in some tests)
    and the scene that follows a finished game (None: the table stays on the final
    position)."""

    manager: pygame_gui.UIManager
    fonts: FontBook
    size: tuple[int, int]
    settings: Settings = field(default_factory=Settings)
    play_sound: Callable[[str], None] = _no_sounds
    apply_display: Callable[[], None] = lambda: None
    #: Use the settings' text size from now on (fonts, theme, cached pictures).
    apply_text_size: Callable[[], None] = lambda: None
    saves: Saves | None = None
    results_scene: ResultsFactory | None = None
    letters_scene: LettersFactory | None = None
    #: The game controllers plugged in, who claimed which, the device last used (None: none).
    pads: Pads | None = None
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

    def forget_cached(self) -> None:
        """Drop every cached picture (after the palette changes)."""
        self._surfaces.clear()

    def speed(self) -> float:
        """How much faster than normal animations and computer turns run."""
        return self.settings.speed_factor()
