"""The cards of a guided game: the welcome before its first step, the handover to free play
after its last, and the choice between going on and starting over. Each is a dialog over
the table: mouse, Enter (a controller's A) takes the first button, Esc its other choice."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.draw import palette
from game.ui.draw.text import render_paragraph
from game.ui.scenes.dialog import CARD_WIDTH, PAD, Dialog
from game.ui.shell.context import UiContext

GAP = 14


class CoachCard(Dialog):
    """A head, a title, a paragraph or two, and one button (`go`), or a second (`other`)."""

    def __init__(
        self,
        ctx: UiContext,
        head: str,
        title: str,
        paragraphs: list[str],
        button: str,
        on_go: Callable[[], None],
        other: tuple[str, Callable[[], None]] | None = None,
    ) -> None:
        fonts = ctx.fonts
        width = CARD_WIDTH - 2 * PAD
        self._lines = [render_paragraph(fonts.get(22, bold=True), title, palette.SAND, width)]
        for text in paragraphs:
            if text:
                self._lines.append(render_paragraph(fonts.get(16), text, palette.SAND_DIM, width))
        height = sum(s.get_height() for s in self._lines) + GAP * (len(self._lines) - 1)
        super().__init__(ctx, height)
        self.head = head.upper()
        self.paragraphs = [title, *paragraphs]
        self.button = button
        self.on_go = on_go
        self.other = other

    def build_ui(self) -> None:
        buttons = [("go", self.button, "@primary_button")]
        if self.other is not None:
            buttons.append(("other", self.other[0], "@small_button"))
        self.add_buttons(buttons)

    def render_body(self, card: pygame.Surface) -> None:
        y = PAD + 28
        for surface in self._lines:
            card.blit(surface, (PAD, y))
            y += surface.get_height() + GAP

    def confirm(self) -> None:
        self.stack.pop()
        self.on_go()

    def cancel(self) -> None:
        """Esc: a two-button card closes choosing neither; a one-button card goes on (the
        table under it waits for it)."""
        if self.other is not None:
            self.stack.pop()
        else:
            self.confirm()

    def pressed(self, name: str) -> None:
        if name == "go":
            self.confirm()
        elif self.other is not None:
            self.stack.pop()
            self.other[1]()
