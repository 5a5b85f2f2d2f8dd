"""Scenes with pygame-gui chrome (GuiScene). The scene stack and the plain Scene are in
stack.py (they need nothing of the app's context, which itself names a Scene)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import pygame
import pygame_gui

from game.ui.draw import palette
from game.ui.draw.text import BUTTON_TEXT_PAD, text_scale
from game.ui.draw.theme import FIXED_CHROME, standard_class
from game.ui.shell import glyphs
from game.ui.shell.context import UiContext
from game.ui.shell.stack import Scene, SceneStack

__all__ = ["GuiScene", "Scene", "SceneStack"]


class GuiScene(Scene):
    """A scene with pygame-gui chrome: its elements live in one container of its own.

    Build the elements in :meth:`build_ui` with ``container=self.ui``. The container is
    hidden while the scene is covered (so a covered screen's buttons can't be clicked) and
    killed when the scene leaves the stack.
    """

    #: Tab / arrows move a focus ring over the scene's buttons and Enter presses the one in
    #: focus (for keys the scene leaves alone); a table has its own keyboard and turns it off.
    keyboard_buttons = True
    #: The chrome keeps the standard text size at any text size (a table's fixed layout).
    fixed_chrome = False
    #: Key hints show for a person with the mouse too (else only once keys or a controller
    #: were used: a mouse needs no "[Enter] chooses").
    key_hints_for_mouse = False

    def __init__(self, ctx: UiContext) -> None:
        super().__init__()
        self.ctx = ctx
        self._ui: pygame_gui.core.UIContainer | None = None
        self.focused_button: pygame_gui.core.UIElement | None = None
        #: The text size the scene's pictures and chrome were made at.
        self._built_scale = text_scale()

    @property
    def ui(self) -> pygame_gui.core.UIContainer:
        if self._ui is None:
            raise RuntimeError(f"{type(self).__name__} has no UI until it is entered.")
        return self._ui

    def build_ui(self) -> None:
        """Create this scene's pygame-gui elements inside ``self.ui``."""

    def add_button(
        self,
        rect: pygame.Rect,
        text: str,
        cls: str = "@small_button",
        object_id: str = "",
        others: Sequence[str] = (),
    ) -> pygame_gui.elements.UIButton:
        """A themed button (theme class `cls`, e.g. "@menu_button") in this scene's UI; at a
        larger text size, at the standard size if its text (or one of the `others` it may
        show later) would not fit it."""

        def make(kind: str | None) -> pygame_gui.elements.UIButton:
            return pygame_gui.elements.UIButton(
                relative_rect=rect,
                text=text,
                manager=self.ctx.manager,
                container=self.ui,
                object_id=pygame_gui.core.ObjectID(class_id=kind, object_id=object_id or None),
            )

        return fit_to_box(make, cls, others)

    def enter(self) -> None:
        self._built_scale = text_scale()
        self._ui = pygame_gui.core.UIContainer(
            pygame.Rect((0, 0), self.ctx.size),
            manager=self.ctx.manager,
            object_id=pygame_gui.core.ObjectID(
                class_id=FIXED_CHROME if self.fixed_chrome else None,
                object_id=f"#{type(self).__name__.lower()}",
            ),
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
        if self._ui is not None and self._built_scale != text_scale():
            self.restyle()

    def restyle(self) -> None:
        """Make the scene again at the text size now in use (it changed in Settings while
        this scene was covered): by default, leave and enter again. A scene whose leaving
        ends something (a table's game) makes only its pictures and chrome again."""
        focused = self.focused_button is not None
        self.exit()
        self.enter()
        if focused:
            buttons = self.focusable_buttons()
            self.focused_button = buttons[0] if buttons else None

    # the keyboard over the buttons

    def focusable_buttons(self) -> list[pygame_gui.core.UIElement]:
        """This scene's visible, enabled buttons, lists and sliders, in reading order."""
        if self._ui is None or not self.keyboard_buttons:
            return []
        kinds = (
            pygame_gui.elements.UIButton,
            pygame_gui.elements.UIDropDownMenu,
            pygame_gui.elements.UIHorizontalSlider,
            pygame_gui.elements.UITextEntryLine,
        )
        elements = [
            e for e in self._ui.elements if isinstance(e, kinds) and e.visible and e.is_enabled
        ]
        return sorted(elements, key=lambda b: (b.rect.top, b.rect.left))

    def navigate(self, event: pygame.event.Event) -> bool:
        """Tab / Down / Right: next button; Shift+Tab / Up / Left: previous; Enter or Space
        presses the button in focus (as a click would), or on a list picks its next choice,
        on a slider moves it a step (a controller's A the same); on a text field Enter puts
        the typing there and a controller's A opens the on-screen keyboard."""
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
            if isinstance(focused, pygame_gui.elements.UITextEntryLine):
                if key == pygame.K_SPACE and not getattr(event, "pad", False):
                    return False
                self.edit_text(focused, pad=getattr(event, "pad", False))
                return True
            if isinstance(focused, pygame_gui.elements.UIDropDownMenu):
                self.handle_event(next_choice(focused))
            elif isinstance(focused, pygame_gui.elements.UIHorizontalSlider):
                self.handle_event(slider_step(focused))
            else:
                press = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=focused)
                self.handle_event(press)
            self._keep_place(focused)
            return True
        return False

    def edit_text(self, entry: pygame_gui.elements.UITextEntryLine, pad: bool) -> None:
        """Type into ``entry``: with a controller on the on-screen keyboard, else the keys."""
        make = self.ctx.letters_scene
        if not pad or make is None:
            entry.focus()
            return
        self.stack.push(make(self.ctx, entry, lambda: self.text_edited(entry)))

    def text_edited(self, entry: pygame_gui.elements.UITextEntryLine) -> None:
        """The on-screen keyboard kept a new text in ``entry`` (a screen may read it)."""
        pygame.event.post(
            pygame.event.Event(
                pygame_gui.UI_TEXT_ENTRY_CHANGED,
                text=entry.get_text(),
                ui_element=entry,
                ui_object_id=entry.most_specific_combined_id,
            )
        )

    def _keep_place(self, was: pygame_gui.core.UIElement) -> None:
        """After a screen rebuilt its elements, the focus on the one in the same place."""
        if self.focused_button is not was or was.alive():
            return
        elements = self.focusable_buttons()
        self.focused_button = next(
            (e for e in elements if type(e) is type(was) and e.rect == was.rect), None
        )

    def key_hints(self) -> list[tuple[str, str]]:
        """The keys this screen names (intent, what it does); none by default."""
        return []

    def key_hints_place(self) -> tuple[str, tuple[int, int]]:
        """Where the key hints go: a rect anchor ("midright", "center"...) and its point."""
        w, h = self.ctx.size
        return "midright", (w - 28, h - 30)

    def draw_key_hints(self, surface: pygame.Surface) -> None:
        """The screen's key hints, named for the device last used (the app calls this after
        pygame-gui draws, so the row sits over the chrome like the focus ring)."""
        hints = self.key_hints()
        if not hints or (glyphs.device() == "mouse" and not self.key_hints_for_mouse):
            return
        from game.ui.widgets.key_hints import render_key_hints

        device = "pad" if glyphs.device() == "pad" else "keys"
        row = self.ctx.cached(
            ("key-hints", device, tuple(hints)),
            lambda: render_key_hints(self.ctx.fonts, hints),
        )
        anchor, point = self.key_hints_place()
        surface.blit(row, row.get_rect(**{anchor: point}))

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The focus ring, over the chrome (the app calls this after pygame-gui draws)."""
        button = self.focused_button
        if button is None or button not in self.focusable_buttons():
            return
        pygame.draw.rect(surface, palette.SAND, button.rect.inflate(8, 8), 2, border_radius=10)


def next_choice(menu: pygame_gui.elements.UIDropDownMenu) -> pygame.event.Event:
    """Show a list's next choice (after the last: the first) as picked; the event a pick
    with the mouse sends."""
    options = [o if isinstance(o, tuple) else (o, o) for o in menu.options_list]
    chosen = menu.selected_option
    text = chosen[0] if isinstance(chosen, tuple) else chosen
    index = next((i for i, o in enumerate(options) if o[0] == text), -1)
    new = options[(index + 1) % len(options)]
    menu.selected_option = new
    closed = menu.menu_states["closed"]
    if menu.current_state is closed:
        closed.finish()
        closed.selected_option = new
        closed.start()
    return pygame.event.Event(
        pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
        text=new[0],
        selected_option_id=new[1],
        ui_element=menu,
        ui_object_id=menu.most_specific_combined_id,
    )


def slider_step(slider: pygame_gui.elements.UIHorizontalSlider) -> pygame.event.Event:
    """Move a slider a tenth of its range up (past the top: back to the bottom); the event a
    drag sends."""
    low, high = slider.value_range
    value = slider.get_current_value() + (high - low) / 10
    slider.set_current_value(low if value > high + 1e-9 else value)
    return pygame.event.Event(
        pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
        value=slider.get_current_value(),
        ui_element=slider,
        ui_object_id=slider.most_specific_combined_id,
    )


_E = TypeVar("_E", pygame_gui.elements.UIButton, pygame_gui.elements.UIDropDownMenu)


def fit_to_box(
    make: Callable[[str | None], _E], cls: str | None = None, others: Sequence[str] = ()
) -> _E:
    """An element made by ``make(cls)``; at a larger text size, made again with the standard
    size twin of its class when its words (its text, a list's choices, ``others``) would not
    fit its fixed box: the larger text where it fits, never a cut word."""
    element = make(cls)
    if text_scale() <= 1.0:
        return element
    box: pygame_gui.core.UIElement | None
    texts: list[str]
    pad: int
    if isinstance(element, pygame_gui.elements.UIDropDownMenu):
        box = element.menu_states["closed"].selected_option_button
        texts = [o[0] if isinstance(o, tuple) else o for o in element.options_list]
        pad = 8  # the list's own text has little padding; its arrow has its own box
    else:
        box, texts, pad = element, [element.text], BUTTON_TEXT_PAD
    font = getattr(box, "font", None)
    if box is None or font is None:
        return element
    if all(font.size(t)[0] + pad <= box.rect.width for t in [*texts, *others]):
        return element
    element.kill()
    return make(standard_class(cls))
