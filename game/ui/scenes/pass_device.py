"""The hot-seat screen between two people: it covers the table (secrets included) until the
next player says they are at the screen."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.ui.draw import palette
from game.ui.draw.text import render_fitted, render_tracked
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.backdrop import backdrop
from game.ui.widgets.panel import render_panel

BUTTON = pygame.Rect(0, 0, 340, 54)
CARD_W = 560


class PassScene(GuiScene):
    """ "Pass to <name>": opaque (not an overlay), so nothing of the table shows."""

    def __init__(
        self,
        ctx: UiContext,
        name: str,
        ready: Callable[[], None],
        menu: Callable[[], None] | None = None,
        acts: str = "",
    ) -> None:
        super().__init__(ctx)
        self.name = name
        self.acts = acts  # whose controller acts now (hot seat with controllers), or ""
        self.ready = ready
        self.menu = menu  # Esc: the pause menu, drawn over this screen (never over the table)
        self.button: pygame_gui.elements.UIButton | None = None
        #: Why a controller's press did nothing (another person's controller), or "".
        self.refusal = ""
        self._refusal: pygame.Surface | None = None
        self._static: pygame.Surface | None = None
        self.button_rect = BUTTON.copy()
        self.button_rect.center = (ctx.size[0] // 2, ctx.size[1] // 2 + 70)

    def enter(self) -> None:
        size = self.ctx.size
        surface = backdrop(self.ctx, size)
        fonts = self.ctx.fonts
        card = render_panel((CARD_W, 250), accent=palette.OCHRE)
        card_rect = card.get_rect(center=(size[0] // 2, size[1] // 2))
        surface.blit(card, card_rect)
        head = render_tracked(fonts.get(13, bold=True), "HOT SEAT", palette.OCHRE, 4)
        surface.blit(head, head.get_rect(midtop=(card_rect.centerx, card_rect.top + 26)))
        title = render_fitted(
            fonts, f"Pass to {self.name}", palette.SAND, card_rect.width - 48, (34, 28, 22), True
        )
        surface.blit(title, title.get_rect(midtop=(card_rect.centerx, card_rect.top + 52)))
        note = render_fitted(
            fonts,
            "The table is hidden until they are at the screen.",
            palette.SAND_DIM,
            card_rect.width - 48,
            (15,),
        )
        surface.blit(note, note.get_rect(midtop=(card_rect.centerx, card_rect.top + 104)))
        if self.acts:
            acts = render_fitted(
                fonts, self.acts, palette.OCHRE, card_rect.width - 48, (15, 13, 12), True
            )
            surface.blit(acts, acts.get_rect(midtop=(card_rect.centerx, card_rect.top + 130)))
        self._static = surface
        super().enter()

    key_hints_for_mouse = True

    def key_hints(self) -> list[tuple[str, str]]:
        hints = [("take", "shows the table")]
        return [*hints, ("menu", "menu")] if self.menu is not None else hints

    def button_text(self) -> str:
        """ "I am Ada: show the table", widening the button up to the card for a long name;
        a name too long even for that gets the plain "Show the table" (the title names them)."""
        text = f"I am {self.name}: show the table"
        width = self.ctx.fonts.get(18, bold=True).size(text)[0] + 48  # the theme's menu font
        if width > CARD_W - 40:
            return "Show the table"
        centre = self.button_rect.center
        self.button_rect.width = max(BUTTON.width, width)
        self.button_rect.center = centre
        return text

    def build_ui(self) -> None:
        self.button = pygame_gui.elements.UIButton(
            relative_rect=self.button_rect,
            text=self.button_text(),
            manager=self.ctx.manager,
            container=self.ui,
            object_id=pygame_gui.core.ObjectID(class_id="@menu_button", object_id="#ready_button"),
        )

    def confirm(self) -> None:
        self.stack.pop()
        self.ready()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.confirm()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.menu:
            self.menu()
            return True
        return False

    def say(self, sentence: str) -> None:
        """A short sentence under the button (why a press did nothing)."""
        self.refusal = sentence
        self._refusal = render_fitted(
            self.ctx.fonts, sentence, palette.LIMB, CARD_W, (15, 13, 12), True
        )

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is not None:
            surface.blit(self._static, (0, 0))
        if self._refusal is not None:
            where = (self.button_rect.centerx, self.button_rect.bottom + 44)
            surface.blit(self._refusal, self._refusal.get_rect(midtop=where))
