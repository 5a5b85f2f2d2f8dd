"""Settings: window size and full screen, text size, animation speed, sound volume, and the
colour palette (standard, or one made for a colour-vision deficiency). Every change is saved at
once (user config dir). Without a sound device the volume row says the game plays silently
(the volume is still kept, for later). A new text size shows at once: this screen is made
again at it, and the screens under it when they are next on top.

The rows' height follows the text size (a label and its line under it), so the card holds
them at 150 % as at 100 %."""

from __future__ import annotations

from typing import Any, cast

import pygame
import pygame_gui

from game.store.settings import TEXT_SIZES, WINDOW_SIZES, Palette, TextSize, save_settings
from game.ui.draw import palette, palettes
from game.ui.draw.text import render, render_fitted, render_tracked
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.shell.sound import sound_available
from game.ui.widgets.backdrop import backdrop
from game.ui.widgets.panel import render_panel

CARD = pygame.Rect(190, 84, 900, 540)
SPEEDS = ("slow", "normal", "fast", "instant")
NO_SOUND = "Sound unavailable (no sound device): plays silently."
#: The controls' column: its left edge from the card's right, and its width.
CONTROL_X = 300
CONTROL_W = 260
ROW_TOP = 16
ROWS = (
    ("Window size", "The window opens at this size (the table scales to fit)."),
    ("Full screen", "Use the whole screen, at the screen's own resolution."),
    ("Text size", "Bigger text and buttons, for the sofa. Shows at once."),
    ("Animation speed", "How fast tiles flip and computer players move."),
    ("Sound volume", "Flips, placements and rolls."),
    ("Colours", "Seat and dice colours for a colour-vision need."),
    ("End my turn automatically", "Off: an End turn button lets you see your draws first."),
)


def _size_text(size: tuple[int, int]) -> str:
    return f"{size[0]} \u00d7 {size[1]}"


def _percent(size: int) -> str:
    return f"{size} %"


def window_size_choices(current: tuple[int, int]) -> list[tuple[int, int]]:
    """The window sizes worth offering: those that fit the screen (a window bigger than the
    screen hides the Done button), always the smallest, and the one in use."""
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    if desktops:
        room = (max(w for w, _ in desktops), max(h for _, h in desktops))
        sizes = [s for s in WINDOW_SIZES if s[0] <= room[0] and s[1] <= room[1]]
    else:
        sizes = list(WINDOW_SIZES)
    if WINDOW_SIZES[0] not in sizes:
        sizes.insert(0, WINDOW_SIZES[0])
    if current not in sizes:
        sizes.append(current)
    return sizes


class SettingsScene(GuiScene):
    def __init__(self, ctx: UiContext) -> None:
        super().__init__(ctx)
        self.settings = ctx.settings
        self.message = ""
        self.elements: dict[str, Any] = {}
        self._static: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._unsaved = False
        self._size_shown: tuple[int, int] | None = None

    def enter(self) -> None:
        size = self.ctx.size
        surface = backdrop(self.ctx, size)
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill((*palette.SPACE_DEEP, 130))
        surface.blit(shade, (0, 0))
        surface.blit(render_panel(CARD.size, accent=None), CARD)
        title = render(self.ctx.fonts.get(30, bold=True), "Settings", palette.SAND)
        surface.blit(title, title.get_rect(midbottom=(size[0] // 2, CARD.y - 8)))
        self._static = surface
        super().enter()

    def row_step(self) -> int:
        """Pixels from one row to the next: its label, the line under it and a gap (never
        less than a control's height and a gap)."""
        fonts = self.ctx.fonts
        text = fonts.get(17, bold=True).get_linesize() + 4 + fonts.get(13).get_linesize()
        return max(60, text + 10)

    def row_y(self, i: int) -> int:
        return CARD.y + ROW_TOP + i * self.row_step()

    def build_ui(self) -> None:
        manager, ui = self.ctx.manager, self.ui
        x = CARD.right - CONTROL_X
        s = self.settings
        self._build_size_menu()
        self.elements["fullscreen"] = pygame_gui.elements.UIButton(
            pygame.Rect(x, self.row_y(1), 260, 40),
            "On" if s.fullscreen else "Off",
            manager=manager,
            container=ui,
            object_id=pygame_gui.core.ObjectID(class_id="@small_button", object_id="#fullscreen"),
        )
        self.elements["text_size"] = pygame_gui.elements.UIDropDownMenu(
            [_percent(size) for size in TEXT_SIZES],
            _percent(s.text_size),
            pygame.Rect(x, self.row_y(2), CONTROL_W, 40),
            manager=manager,
            container=ui,
        )
        self.elements["speed"] = pygame_gui.elements.UIDropDownMenu(
            [name.title() for name in SPEEDS],
            s.animation_speed.title(),
            pygame.Rect(x, self.row_y(3), 260, 40),
            manager=manager,
            container=ui,
        )
        self.elements["volume"] = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(x, self.row_y(4) + 4, 196, 32),
            start_value=round(s.volume * 100),
            value_range=(0, 100),
            manager=manager,
            container=ui,
        )
        self.elements["volume_value"] = pygame_gui.elements.UILabel(
            pygame.Rect(x + 200, self.row_y(4) + 4, 60, 32),
            f"{round(s.volume * 100)} %",
            manager=manager,
            container=ui,
        )
        self.elements["palette"] = pygame_gui.elements.UIDropDownMenu(
            list(palettes.PALETTES.values()),
            palettes.PALETTES[palettes.known(s.palette)],
            pygame.Rect(x, self.row_y(5), 260, 40),
            manager=manager,
            container=ui,
        )
        self.elements["auto_end_turn"] = pygame_gui.elements.UIButton(
            pygame.Rect(x, self.row_y(6), 260, 40),
            "On" if s.auto_end_turn else "Off",
            manager=manager,
            container=ui,
            object_id=pygame_gui.core.ObjectID(class_id="@small_button", object_id="#auto_end"),
        )
        w, h = self.ctx.size
        done_h = max(50, self.ctx.fonts.get(18, bold=True).get_linesize() + 20)
        top = CARD.bottom + (h - CARD.bottom - done_h) // 2
        self.elements["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 120, top, 240, done_h),
            "Done",
            manager=manager,
            container=ui,
            object_id=pygame_gui.core.ObjectID(class_id="@menu_button", object_id="#done"),
        )

    def shown_size(self) -> tuple[int, int]:
        """The window size to show: the window's own (after the player resized it by hand),
        or in full screen the size the window would open at."""
        from game.ui.draw.canvas import fit_to_screen  # the size the window really opens at

        s = self.settings
        window = pygame.display.get_surface()
        if window is not None and not s.fullscreen:
            w, h = window.get_size()
            return int(w), int(h)
        return fit_to_screen((int(s.window_size[0]), int(s.window_size[1])))

    def _build_size_menu(self) -> None:
        old = self.elements.get("size")
        if old is not None:
            old.kill()
        current_size = self.shown_size()
        sizes: list[str | tuple[str, str]] = [
            _size_text(size) for size in window_size_choices(current_size)
        ]
        self.elements["size"] = pygame_gui.elements.UIDropDownMenu(
            sizes,
            _size_text(current_size),
            pygame.Rect(CARD.right - CONTROL_X, self.row_y(0), CONTROL_W, 40),
            manager=self.ctx.manager,
            container=self.ui,
        )
        self._size_shown = current_size

    def update(self, dt: float) -> None:
        super().update(dt)
        size = self.elements.get("size")
        # A window resized by hand while this screen is open: show its new size at once
        # (unless the list is open under the mouse).
        closed = size is not None and size.current_state is size.menu_states["closed"]
        if closed and self.shown_size() != self._size_shown:
            self._build_size_menu()

    def exit(self) -> None:
        if self._unsaved:
            self.save()
        super().exit()

    def save(self) -> None:
        self._unsaved = False
        try:
            save_settings(self.settings)
            self.message = ""
        except OSError as err:
            self.message = f"Could not save the settings: {err.strerror or err}."
        self._layer = None

    def choose_palette(self, label: str) -> None:
        """Use the palette named ``label`` from now on: every table's seats and dice (the
        pictures drawn in the old one are dropped)."""
        chosen = next((k for k, v in palettes.PALETTES.items() if v == label), "standard")
        self.settings.palette = cast(Palette, chosen)
        palettes.use(chosen)
        self.ctx.forget_cached()

    def key_hints(self) -> list[tuple[str, str]]:
        return [("pick", "moves"), ("take", "changes it"), ("back", "done")]

    def choose_text_size(self, size: int) -> None:
        """Draw text and the chrome at ``size`` per cent from now on; this screen is made
        again at once, at the new size, with the keyboard's focus on the same row."""
        if size not in TEXT_SIZES or size == self.settings.text_size:
            return
        self.settings.text_size = cast(TextSize, size)
        self.ctx.apply_text_size()
        had_focus = self.focused_button is self.elements.get("text_size")
        self.exit()
        self.enter()
        if had_focus:
            self.focused_button = self.elements.get("text_size")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop()
            return True
        e = self.elements
        s = self.settings
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is e.get("size"):
                w, _, h = event.text.partition(" \u00d7 ")
                s.window_size = (int(w), int(h))
                self.ctx.apply_display()
            elif event.ui_element is e.get("text_size"):
                self.choose_text_size(int(event.text.rstrip(" %")))
            elif event.ui_element is e.get("speed"):
                s.animation_speed = event.text.lower()
            elif event.ui_element is e.get("palette"):
                self.choose_palette(event.text)
            self.save()
            return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is e.get(
            "volume"
        ):
            s.volume = max(0.0, min(1.0, event.value / 100))
            e["volume_value"].set_text(f"{round(s.volume * 100)} %")
            self._unsaved = True  # saved when the screen closes: a drag sends many moves
            self.ctx.play_sound("place")
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is e.get("fullscreen"):
            s.fullscreen = not s.fullscreen
            e["fullscreen"].set_text("On" if s.fullscreen else "Off")
            self.ctx.apply_display()
            self.save()
        elif event.ui_element is e.get("auto_end_turn"):
            s.auto_end_turn = not s.auto_end_turn
            e["auto_end_turn"].set_text("On" if s.auto_end_turn else "Off")
            self.save()
        elif event.ui_element is e.get("back"):
            self.stack.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is not None:
            surface.blit(self._static, (0, 0))
        if self._layer is None:
            self._layer = self._render_layer()
        surface.blit(self._layer, CARD)

    def notes(self) -> list[tuple[str, str]]:
        """Each row's label and the line under it (the volume row says when there is no
        sound device)."""
        silent = not sound_available()
        return [
            (label, NO_SOUND if label == "Sound volume" and silent else note)
            for label, note in ROWS
        ]

    def _render_layer(self) -> pygame.Surface:
        layer = pygame.Surface(CARD.size, pygame.SRCALPHA)
        fonts = self.ctx.fonts
        label_font = fonts.get(17, bold=True)
        width = self.text_width()
        for i, (label, note) in enumerate(self.notes()):
            y = self.row_y(i) - CARD.y
            colour = palette.LIMB if note == NO_SOUND else palette.SAND_DIM
            layer.blit(render_fitted(fonts, label, palette.SAND, width, (17,), bold=True), (32, y))
            under = render_fitted(fonts, note, colour, width, (13,))
            layer.blit(under, (32, y + label_font.get_linesize() + 4))
        if self.message:
            text = render_fitted(fonts, self.message, palette.LIMB, CARD.width - 64, (14,), True)
            layer.blit(text, (32, CARD.height - 12 - text.get_height()))
        else:
            head = render_tracked(fonts.get(11, bold=True), "SAVED AUTOMATICALLY", palette.MUTED, 3)
            layer.blit(head, (32, CARD.height - 12 - head.get_height()))
        return layer

    def text_width(self) -> int:
        """How wide a row's label and line may be: up to the controls' column."""
        return CARD.width - CONTROL_X - 32 - 16
