"""The error screen: what the player sees after an uncaught error instead of a crash.

One short sentence (and whether the game was saved), where the log file is, and two ways
on: back to the title, or quit. The app's exit code says the run failed either way.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pygame
import pygame_gui

from game.ui.draw import palette
from game.ui.draw.text import render_paragraph, render_tracked
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene, Scene
from game.ui.widgets.backdrop import render_backdrop
from game.ui.widgets.panel import render_panel

STOPPED = "Something went wrong and the game stopped."
SAVED = "Your game was saved."
NOT_SAVED = "Your game could not be saved; the last autosave is on the Load screen."
NO_GAME = "Something went wrong and Mars Table stopped what it was doing."
NO_LOG = "No log file could be written on this computer."
CARD = (800, 300)  # the height grows with the text
BUTTON = (240, 50)
EXIT_CODE = 3


def sentence(saved: bool | None) -> str:
    """The short sentence: what stopped, and what happened to the game."""
    if saved is None:
        return NO_GAME
    return f"{STOPPED} {SAVED if saved else NOT_SAVED}"


class ErrorScene(GuiScene):
    """Replaces every scene after an uncaught error. ``to_title`` makes a fresh title scene."""

    def __init__(
        self,
        ctx: UiContext,
        saved: bool | None,
        log_path: Path | None,
        to_title: Callable[[], Scene],
    ) -> None:
        super().__init__(ctx)
        self.saved = saved
        self.log_path = log_path
        self.to_title = to_title
        self.text = sentence(saved)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._static: pygame.Surface | None = None
        w, h = ctx.size
        self.card = pygame.Rect((0, 0), CARD)
        self.card.center = (w // 2, h // 2 - 30)

    def enter(self) -> None:
        self._static = self._render()
        super().enter()

    def build_ui(self) -> None:
        gap = 24
        y = self.card.bottom + 28
        left = self.card.centerx - BUTTON[0] - gap // 2
        for i, (label, name, cls) in enumerate(
            (("Back to title", "title", "@primary_button"), ("Quit", "quit", "@small_button"))
        ):
            rect = pygame.Rect((left + i * (BUTTON[0] + gap), y), BUTTON)
            self.buttons[name] = self.add_button(rect, label, cls, f"#{name}")

    def back_to_title(self) -> None:
        self.stack.replace(self.to_title())

    def quit(self) -> None:
        self.stack.request_quit(EXIT_CODE)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons.get("title"):
                self.back_to_title()
                return True
            if event.ui_element is self.buttons.get("quit"):
                self.quit()
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.back_to_title()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.quit()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is not None:
            surface.blit(self._static, (0, 0))

    def _render(self) -> pygame.Surface:
        size = self.ctx.size
        fonts = self.ctx.fonts
        surface = render_backdrop(size)
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill((*palette.SPACE_DEEP, 150))
        surface.blit(shade, (0, 0))
        inner = CARD[0] - 96
        text = render_paragraph(fonts.get(24, bold=True), self.text, palette.SAND, inner)
        font = fonts.get(15)
        if self.log_path is None:
            lines = [NO_LOG]
        else:
            lines = path_lines(font, str(self.log_path), inner)[:3]
        height = 66 + text.get_height() + 30 + 22 + 22 * len(lines) + 30
        w, h = size
        self.card = pygame.Rect(0, 0, CARD[0], height)
        self.card.center = (w // 2, h // 2 - 40)
        card = self.card
        surface.blit(render_panel(card.size, accent=palette.RUST_BRIGHT, fill_alpha=240), card)
        x = card.x + 48
        head = render_tracked(fonts.get(13, bold=True), "SOMETHING WENT WRONG", palette.OCHRE, 4)
        surface.blit(head, (x, card.y + 34))
        surface.blit(text, (x, card.y + 66))
        y = card.y + 66 + text.get_height() + 30
        title = "THE LOG FILE" if self.log_path is not None else "NO LOG"
        label = render_tracked(fonts.get(11, bold=True), title, palette.SAND_DIM, 3)
        surface.blit(label, (x, y))
        for i, line in enumerate(lines):
            surface.blit(font.render(line, True, palette.SAND), (x, y + 22 + i * 22))
        return surface


def path_lines(font: pygame.font.Font, path: str, width: int) -> list[str]:
    """A file path broken into lines no wider than ``width``: after a separator where it can,
    anywhere in a name too long for one line (the path stays exact: no spaces are added)."""
    parts = re.findall(r"[^/\\]*[/\\]|[^/\\]+$", path) or [path]
    lines: list[str] = []
    line = ""
    for part in parts:
        if font.size(line + part)[0] <= width:
            line += part
            continue
        if line:
            lines.append(line)
        line = ""
        for char in part:
            if line and font.size(line + char)[0] > width:
                lines.append(line)
                line = ""
            line += char
    if line:
        lines.append(line)
    return lines
