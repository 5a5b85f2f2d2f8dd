"""Dialogs over another screen: a yes/no confirmation, and Save as (a name and a button).

Both are overlays: the screen under them stays visible behind a shade and gets no input.
Esc cancels; Enter confirms.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.store.saves import SaveError
from game.ui.draw import palette
from game.ui.draw.text import render, render_paragraph, render_tracked
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.panel import render_panel

if TYPE_CHECKING:
    from game.ui.play.session import GameSession

log = logging.getLogger(__name__)

CARD_WIDTH = 600
PAD = 36
BUTTON = (200, 46)
NAME_LIMIT = 40


def _shade(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((*palette.SPACE_DEEP, 190))
    return shade


class Dialog(GuiScene):
    """A card in the middle of the screen with a head line and buttons along its bottom."""

    overlay = True
    head = ""

    def __init__(self, ctx: UiContext, body_height: int) -> None:
        super().__init__(ctx)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        w, h = ctx.size
        self.card = pygame.Rect(0, 0, CARD_WIDTH, PAD + 28 + body_height + 24 + BUTTON[1] + PAD)
        self.card.center = (w // 2, h // 2)
        self._card: pygame.Surface | None = None

    @property
    def body_top(self) -> int:
        return self.card.top + PAD + 28

    def add_buttons(self, buttons: list[tuple[str, str, str]]) -> None:
        """(name, label, theme class) from right to left along the card's bottom."""
        right = self.card.right - PAD
        for name, label, cls in buttons:
            # Wider for a label at a larger text size, never narrower than the standard.
            wide = self.ctx.fonts.get(15, bold=True).size(label)[0] + 32
            rect = pygame.Rect(0, 0, max(BUTTON[0], wide), BUTTON[1])
            rect.bottomright = (right, self.card.bottom - PAD)
            right = rect.left - 16
            self.buttons[name] = self.add_button(rect, label, cls, f"#{name}")

    def key_hints(self) -> list[tuple[str, str]]:
        return [("back", "cancels")]

    def key_hints_place(self) -> tuple[str, tuple[int, int]]:
        """Left of the buttons along the card's bottom."""
        return "midleft", (self.card.left + PAD, self.card.bottom - PAD - BUTTON[1] // 2)

    def pressed(self, name: str) -> None:
        """A button of ``buttons`` was pressed."""

    def confirm(self) -> None:
        """Enter."""

    def cancel(self) -> None:
        self.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.focused_button in self.focusable_buttons():
                return False  # the button in focus (Cancel too) is pressed, as a click would
            self.confirm()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            for name, button in self.buttons.items():
                if event.ui_element is button:
                    self.ctx.play_sound("click")
                    self.pressed(name)
                    break
        elif event.type == pygame.KEYDOWN:
            return False  # Tab / arrows walk the dialog's own buttons and field (only the top
            # scene gets events, so the screen below never sees them)
        return True  # the screen below gets nothing while a dialog is open

    def render_body(self, card: pygame.Surface) -> None:
        """Draw the card's own text (``card`` is the card's surface)."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(
            self.ctx.cached(("dialog-shade", self.ctx.size), lambda: _shade(self.ctx.size)), (0, 0)
        )
        if self._card is None:
            card = render_panel(self.card.size, accent=palette.OCHRE, fill_alpha=248)
            label = render_tracked(self.ctx.fonts.get(13, bold=True), self.head, palette.OCHRE, 4)
            card.blit(label, (PAD, PAD - 4))
            self.render_body(card)
            self._card = card
        surface.blit(self._card, self.card)


class ConfirmDialog(Dialog):
    """A question with a yes and a no: ``on_confirm`` runs after the dialog has closed."""

    def __init__(
        self,
        ctx: UiContext,
        head: str,
        question: str,
        detail: str,
        confirm_label: str,
        on_confirm: Callable[[], None],
        cancel_label: str = "Cancel",
    ) -> None:
        fonts = ctx.fonts
        width = CARD_WIDTH - 2 * PAD
        self._question = render_paragraph(fonts.get(22, bold=True), question, palette.SAND, width)
        self._detail = (
            render_paragraph(fonts.get(15), detail, palette.SAND_DIM, width) if detail else None
        )
        height = self._question.get_height()
        if self._detail is not None:
            height += 14 + self._detail.get_height()
        super().__init__(ctx, height)
        self.head = head.upper()
        self.question = question
        self.confirm_label = confirm_label
        self.cancel_label = cancel_label
        self.on_confirm = on_confirm

    def build_ui(self) -> None:
        self.add_buttons(
            [
                ("yes", self.confirm_label, "@primary_button"),
                ("no", self.cancel_label, "@small_button"),
            ]
        )

    def render_body(self, card: pygame.Surface) -> None:
        card.blit(self._question, (PAD, PAD + 28))
        if self._detail is not None:
            card.blit(self._detail, (PAD, PAD + 28 + self._question.get_height() + 14))

    def confirm(self) -> None:
        self.stack.pop()
        self.on_confirm()

    def pressed(self, name: str) -> None:
        if name == "yes":
            self.confirm()
        else:
            self.cancel()


class ControllerLostDialog(ConfirmDialog):
    """The controller in use was unplugged mid-game: the game waits under this sentence."""

    SENTENCE = "The controller was unplugged, so the game is paused."
    DETAIL = "Plug it in again and press A, or go on with the keyboard or the mouse."

    def __init__(self, ctx: UiContext) -> None:
        super().__init__(ctx, "Paused", self.SENTENCE, self.DETAIL, "Go on", lambda: None)

    def build_ui(self) -> None:
        self.add_buttons([("yes", self.confirm_label, "@primary_button")])

    def key_hints(self) -> list[tuple[str, str]]:
        return [("take", "goes on")]


class SaveAsDialog(Dialog):
    """Save the game under a name; a name already taken asks before replacing that save."""

    head = "SAVE AS"

    def __init__(
        self, ctx: UiContext, session: GameSession, on_saved: Callable[[str], None]
    ) -> None:
        super().__init__(ctx, 24 + 44 + 56)
        self.session = session
        self.on_saved = on_saved
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.message = ""
        self._message_layer: pygame.Surface | None = None

    def default_name(self) -> str:
        return f"{self.session.info.title} {datetime.now():%Y-%m-%d %H-%M}"

    def build_ui(self) -> None:
        rect = pygame.Rect(self.card.left + PAD, self.body_top + 24, CARD_WIDTH - 2 * PAD, 44)
        self.entry = pygame_gui.elements.UITextEntryLine(
            rect,
            manager=self.ctx.manager,
            container=self.ui,
            initial_text=self.default_name(),
            placeholder_text="A name for this save",
            object_id=pygame_gui.core.ObjectID(object_id="#save_name"),
        )
        self.entry.set_text_length_limit(NAME_LIMIT)
        self.entry.focus()
        self.add_buttons(
            [("save", "Save", "@primary_button"), ("cancel", "Cancel", "@small_button")]
        )

    def render_body(self, card: pygame.Surface) -> None:
        label = render(self.ctx.fonts.get(14), "Name", palette.SAND_DIM)
        card.blit(label, (PAD, PAD + 28))

    def key_hints(self) -> list[tuple[str, str]]:
        """Under the name, where a message would go (none while one shows): what takes the
        field in focus (a controller's A opens the on-screen keyboard)."""
        if self.message:
            return []
        focused = self.focused_button
        if focused is None:
            take = "saves"  # Enter (A) with nothing in focus saves under the name shown
        else:
            take = "types the name" if focused is self.entry else "chooses"
        return [("take", take), ("back", "cancels")]

    def key_hints_place(self) -> tuple[str, tuple[int, int]]:
        return "midleft", (self.card.left + PAD, self.body_top + 92)

    def say(self, text: str) -> None:
        self.message = text
        self._message_layer = None

    def name(self) -> str:
        return self.entry.get_text().strip() if self.entry is not None else ""

    def confirm(self) -> None:
        """Save under the name in the box (asking first if a save has that name)."""
        name = self.name()
        if not name:
            self.say("A save needs a name.")
            return
        saving = self.session.saving
        if saving is None:
            self.say("Saves are switched off in this run of Mars Table.")
            return
        path = saving.store.path_for(name)
        if path.exists():
            self.stack.push(
                ConfirmDialog(
                    self.ctx,
                    "Replace a save",
                    f"Replace the save \u201c{path.stem}\u201d?",
                    "A save with this name exists. It will be replaced by this game "
                    "(its previous version is kept as a backup).",
                    "Replace",
                    lambda: self.write(name),
                )
            )
            return
        self.write(name)

    def write(self, name: str) -> None:
        saving = self.session.saving
        assert saving is not None
        try:
            path = saving.save_as(name, overwrite=True)
        except SaveError as error:
            log.warning("Save as %r failed: %s", name, error.sentence)
            self.say(error.sentence)
            return
        log.info("Saved %s as %s", self.session.info.title, path)
        self.stack.pop()
        self.on_saved(f"Saved as \u201c{name}\u201d.")

    def pressed(self, name: str) -> None:
        if name == "save":
            self.confirm()
        else:
            self.cancel()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.confirm()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and self.message:
            self.say("")
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.message:
            if self._message_layer is None:
                self._message_layer = render_paragraph(
                    self.ctx.fonts.get(14, bold=True),
                    self.message,
                    palette.LIMB,
                    CARD_WIDTH - 2 * PAD,
                    max_lines=2,
                )
            surface.blit(self._message_layer, (self.card.left + PAD, self.body_top + 80))
