"""The in-game menu (Esc at the table): resume, save as, rules, settings, leave to the title."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.ui.draw import palette
from game.ui.draw.text import render_tracked
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.panel import render_panel

if TYPE_CHECKING:
    from game.ui.play.session import GameSession

ITEMS = (
    ("Resume", "resume"),
    ("Save as\u2026", "save_as"),
    ("Rules", "rules"),
    ("Settings", "settings"),
    ("Leave to title", "leave"),
)


class PauseMenu(GuiScene):
    """``session`` (a game that is being saved) adds Save as; ``on_saved`` gets its sentence
    after the menu has closed; ``extra`` (a table's own setting: words, and what opens it)
    goes after Rules."""

    overlay = True

    def __init__(
        self,
        ctx: UiContext,
        game_id: str,
        session: GameSession | None = None,
        on_saved: Callable[[str], None] | None = None,
        leave_pops: int = 2,
        extra: tuple[str, Callable[[], None]] | None = None,
    ) -> None:
        super().__init__(ctx)
        self.extra = extra
        self.game_id = game_id
        self.leave_pops = leave_pops  # this menu, the table and any pass screen between
        self.session = session
        self.on_saved = on_saved
        self.items = [
            (label, name)
            for label, name in ITEMS
            if name != "save_as" or (session is not None and session.saving is not None)
        ]
        if extra is not None:
            self.items.insert(self.items.index(("Rules", "rules")) + 1, (extra[0], "extra"))
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        w, h = ctx.size
        self.card = pygame.Rect(0, 0, 380, 96 + len(self.items) * 60)
        self.card.center = (w // 2, h // 2)

    def build_ui(self) -> None:
        for i, (label, name) in enumerate(self.items):
            rect = pygame.Rect(0, 0, 300, 48)
            rect.midtop = (self.card.centerx, self.card.top + 70 + i * 60)
            self.buttons[name] = self.add_button(rect, label, "@menu_button", f"#{name}")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop()
            return True
        if event.type == pygame.KEYDOWN:
            return False  # Tab / arrows / Enter walk the menu's buttons (only the top scene
            # gets events, so the table below never sees them)
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return True  # the table below does not get input while the menu is open
        for name, button in self.buttons.items():
            if event.ui_element is button:
                self.ctx.play_sound("click")
                self.choose(name)
                return True
        return True

    def key_hints(self) -> list[tuple[str, str]]:
        return [("take", "chooses"), ("back", "resumes")]

    def key_hints_place(self) -> tuple[str, tuple[int, int]]:
        return "center", (self.card.centerx, self.card.bottom - 20)

    def choose(self, name: str) -> None:
        if name == "resume":
            self.stack.pop()
        elif name == "save_as" and self.session is not None:
            from game.ui.scenes.dialog import SaveAsDialog

            self.stack.push(SaveAsDialog(self.ctx, self.session, self._saved))
        elif name == "rules":
            from game.ui.scenes.rules import RulesScene

            self.stack.push(RulesScene(self.ctx, self.game_id))
        elif name == "extra" and self.extra is not None:
            self.extra[1]()
        elif name == "settings":
            from game.ui.scenes.settings import SettingsScene

            self.stack.push(SettingsScene(self.ctx))
        elif name == "leave":
            stack = self.stack
            for _ in range(self.leave_pops):
                stack.pop()

    def _saved(self, sentence: str) -> None:
        self.stack.pop()
        if self.on_saved is not None:
            self.on_saved(sentence)

    def draw(self, surface: pygame.Surface) -> None:
        shade = self.ctx.cached(("shade", self.ctx.size), lambda: _shade(self.ctx.size))
        surface.blit(shade, (0, 0))
        card = self.ctx.cached(("menu-card", self.card.size), lambda: self._card())
        surface.blit(card, self.card)

    def _card(self) -> pygame.Surface:
        card = render_panel(self.card.size, accent=None, fill_alpha=245)
        head = render_tracked(self.ctx.fonts.get(14, bold=True), "PAUSED", palette.OCHRE, 5)
        card.blit(head, head.get_rect(midtop=(self.card.width // 2, 28)))
        return card


def _shade(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((*palette.SPACE_DEEP, 190))
    return shade
