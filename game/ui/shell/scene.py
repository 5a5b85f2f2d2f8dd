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
import pygame_gui

from game.ui.draw import palette
from game.ui.shell.context import UiContext


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
        return isinstance(top, GuiScene) and top.navigate(event)

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


class GuiScene(Scene):
    """A scene with pygame-gui chrome: its elements live in one container of its own.

    Build the elements in :meth:`build_ui` with ``container=self.ui``. The container is
    hidden while the scene is covered (so a covered screen's buttons can't be clicked) and
    killed when the scene leaves the stack.
    """

    #: Tab / arrows move a focus ring over the scene's buttons and Enter presses the one in
    #: focus (for keys the scene leaves alone); a table has its own keyboard and turns it off.
    keyboard_buttons = True

    def __init__(self, ctx: UiContext) -> None:
        super().__init__()
        self.ctx = ctx
        self._ui: pygame_gui.core.UIContainer | None = None
        self.focused_button: pygame_gui.elements.UIButton | None = None

    @property
    def ui(self) -> pygame_gui.core.UIContainer:
        if self._ui is None:
            raise RuntimeError(f"{type(self).__name__} has no UI until it is entered.")
        return self._ui

    def build_ui(self) -> None:
        """Create this scene's pygame-gui elements inside ``self.ui``."""

    def add_button(
        self, rect: pygame.Rect, text: str, cls: str = "@small_button", object_id: str = ""
    ) -> pygame_gui.elements.UIButton:
        """A themed button (theme class `cls`, e.g. "@menu_button") in this scene's UI."""
        return pygame_gui.elements.UIButton(
            relative_rect=rect,
            text=text,
            manager=self.ctx.manager,
            container=self.ui,
            object_id=pygame_gui.core.ObjectID(class_id=cls, object_id=object_id or None),
        )

    def enter(self) -> None:
        self._ui = pygame_gui.core.UIContainer(
            pygame.Rect((0, 0), self.ctx.size),
            manager=self.ctx.manager,
            object_id=pygame_gui.core.ObjectID(object_id=f"#{type(self).__name__.lower()}"),
        )
        self.build_ui()

    def exit(self) -> None:
        if self._ui is not None:
            self._ui.kill()
            self._ui = None

    def pause(self) -> None:
        if self._ui is not None:
            self._ui.hide()

    def resume(self) -> None:
        if self._ui is not None:
            self._ui.show()

    # the keyboard over the buttons

    def focusable_buttons(self) -> list[pygame_gui.elements.UIButton]:
        """This scene's visible, enabled buttons, in reading order."""
        if self._ui is None or not self.keyboard_buttons:
            return []
        buttons = [
            e
            for e in self._ui.elements
            if isinstance(e, pygame_gui.elements.UIButton) and e.visible and e.is_enabled
        ]
        return sorted(buttons, key=lambda b: (b.rect.top, b.rect.left))

    def navigate(self, event: pygame.event.Event) -> bool:
        """Tab / Down / Right: next button; Shift+Tab / Up / Left: previous; Enter or Space
        presses the button in focus (as a click would)."""
        if event.type != pygame.KEYDOWN:
            return False
        buttons = self.focusable_buttons()
        if not buttons:
            return False
        focused = self.focused_button if self.focused_button in buttons else None
        key = event.key
        if key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT):
            shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            back = key in (pygame.K_UP, pygame.K_LEFT) or (key == pygame.K_TAB and shift)
            if focused is None:
                index = len(buttons) - 1 if back else 0
            else:
                index = (buttons.index(focused) + (-1 if back else 1)) % len(buttons)
            self.focused_button = buttons[index]
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused is not None:
            press = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=focused)
            self.handle_event(press)
            return True
        return False

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The focus ring, over the chrome (the app calls this after pygame-gui draws)."""
        button = self.focused_button
        if button is None or button not in self.focusable_buttons():
            return
        pygame.draw.rect(surface, palette.SAND, button.rect.inflate(8, 8), 2, border_radius=10)
