"""The scene stack: the screen is the top scene; menus and dialogs are pushed on top of it.

A scene's life on the stack:

- ``enter()``  once, when it is pushed (or put in by ``replace``);
- ``pause()``  when another scene is pushed on top of it;
- ``resume()`` when the scene above it is popped and it is on top again;
- ``exit()``   once, when it is popped, replaced or the stack is cleared.

Only the top scene gets events and updates. Drawing starts at the top scene and goes down
through every scene marked ``overlay`` (a dialog shows the screen under it), then draws
upwards, so an overlay's drawing lands on the scene below.

Scenes change the stack directly from their own methods (``self.stack.push(...)``); an event
goes to one scene only, so this is safe. Quitting is a request the app loop honours after the
frame: ``self.stack.request_quit()``.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pygame

log = logging.getLogger(__name__)


class Scene:
    """One screen of the app. Subclasses override what they need; all hooks default to nothing."""

    #: True for dialogs and panels that show the scene below them.
    overlay: bool = False

    def __init__(self) -> None:
        self._stack: SceneStack | None = None

    @property
    def stack(self) -> SceneStack:
        """The stack this scene is on (set when it is pushed)."""
        if self._stack is None:
            raise RuntimeError(f"{type(self).__name__} is not on a scene stack.")
        return self._stack

    def enter(self) -> None:
        """Pushed onto the stack: build what the scene shows."""

    def exit(self) -> None:
        """Removed from the stack: release what it built."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """This scene is on top again."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event (mouse positions are in canvas pixels). True if it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def keys_changed(self) -> None:
        """The device last used changed (glyphs.py): key names drawn from now on name it."""

    def navigate(self, event: pygame.event.Event) -> bool:
        """A key the scene left alone, for its buttons' focus (GuiScene has buttons)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical canvas. Blit cached surfaces; don't rebuild them per frame."""


class SceneStack:
    """A stack of scenes; the top one is the screen the player uses."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self.quit_requested = False
        self.exit_code = 0

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        """Scenes from the bottom to the top."""
        return iter(tuple(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top; the scene under it is paused."""
        if scene._stack is not None:
            raise ValueError(f"{type(scene).__name__} is already on a scene stack.")
        below = self.top
        if below is not None:
            below.pause()
        self._put(scene)

    def pop(self) -> Scene:
        """Remove the top scene and return it; the scene under it resumes."""
        scene = self._take()
        below = self.top
        if below is not None:
            below.resume()
        return scene

    def replace(self, scene: Scene) -> Scene | None:
        """Swap the top scene for ``scene`` (the scene under them stays paused).

        Returns the scene that was replaced, or None if the stack was empty.
        """
        old = self._take() if self._scenes else None
        self._put(scene)
        return old

    def clear(self, ignore_errors: bool = False) -> None:
        """Remove every scene, top first.

        With ``ignore_errors`` a scene whose ``exit`` raises is still removed and the error
        is logged (clearing the stack after an uncaught error must not fail again)."""
        while self._scenes:
            if not ignore_errors:
                self._take()
                continue
            try:
                self._take()
            except Exception:
                logging.getLogger(__name__).exception("A scene failed to exit")

    def request_quit(self, exit_code: int = 0) -> None:
        """Ask the app loop to stop after this frame."""
        self.quit_requested = True
        self.exit_code = exit_code

    # the frame

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Give the event to the top scene only; keys it leaves go to its buttons' focus."""
        top = self.top
        if top is None:
            return False
        if top.handle_event(event):
            return True
        return top.navigate(event)

    def update(self, dt: float) -> None:
        top = self.top
        if top is not None:
            top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the top scene and, under an overlay, the scenes it shows."""
        first = len(self._scenes) - 1
        while first > 0 and self._scenes[first].overlay:
            first -= 1
        for scene in self._scenes[max(first, 0) :]:
            scene.draw(surface)

    # internals

    def _put(self, scene: Scene) -> None:
        scene._stack = self
        self._scenes.append(scene)
        scene.enter()

    def _take(self) -> Scene:
        if not self._scenes:
            raise IndexError("The scene stack is empty: there is no scene to remove.")
        scene = self._scenes.pop()
        try:
            scene.exit()
        finally:
            scene._stack = None
        return scene
