"""The menu's "Squad questions" dialog: each person's standing choice of when the table asks
them about playing a squad out of turn (reactions.COUCH_CHOICES), one button per person that
steps through the choices, with the sentence of the one chosen. Kept with the seats, so a
saved game resumes with it."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.ui.cockroach.reactions import COUCH_CHOICES, couch_choice
from game.ui.draw import palette
from game.ui.draw.text import render, render_paragraph
from game.ui.play.session import GameSession
from game.ui.scenes.dialog import CARD_WIDTH, PAD, Dialog
from game.ui.shell.context import UiContext

ROW_H = 84
INTRO_H = 48
INTRO = "When does the table ask each person whether they play a squad out of turn?"
SENTENCES = {value: sentence for value, _, sentence in COUCH_CHOICES}


def next_choice(value: str) -> str:
    values = [v for v, _, _ in COUCH_CHOICES]
    return values[(values.index(couch_choice(value)) + 1) % len(values)]


def choice_words(value: str) -> str:
    words = {v: w for v, w, _ in COUCH_CHOICES}[couch_choice(value)]
    return words[0].upper() + words[1:]


class CouchDialog(Dialog):
    head = "SQUAD QUESTIONS"

    def __init__(
        self, ctx: UiContext, session: GameSession, changed: Callable[[], None] | None = None
    ) -> None:
        self.session = session
        self.people = session.humans()
        self.changed = changed
        super().__init__(ctx, INTRO_H + ROW_H * len(self.people))
        self.choice_buttons: dict[int, pygame_gui.elements.UIButton] = {}

    def build_ui(self) -> None:
        self.add_buttons([("done", "Done", "@primary_button")])
        for i, seat in enumerate(self.people):
            rect = pygame.Rect(self.card.left + PAD + 170, self.row_top(i), 300, 36)
            words = choice_words(self.session.seats[seat].couch)
            self.choice_buttons[seat] = self.add_button(rect, words, "@small_button", "#couch")

    def row_top(self, i: int) -> int:
        return self.body_top + INTRO_H + i * ROW_H

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for seat, button in self.choice_buttons.items():
                if event.ui_element is button:
                    self.ctx.play_sound("click")
                    self.step(seat)
                    return True
        return super().handle_event(event)

    def step(self, seat: int) -> None:
        """The next choice for `seat`, kept with the seats (and in the save)."""
        spec = self.session.seats[seat]
        spec.couch = next_choice(spec.couch)
        self.choice_buttons[seat].set_text(choice_words(spec.couch))
        self.session.seats_changed()
        self._card = None
        if self.changed is not None:
            self.changed()

    def pressed(self, name: str) -> None:
        self.stack.pop()

    def confirm(self) -> None:
        self.stack.pop()

    def render_body(self, card: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        width = CARD_WIDTH - 2 * PAD
        intro = render_paragraph(fonts.get(14), INTRO, palette.SAND_DIM, width, 1.1)
        card.blit(intro, (PAD, self.body_top - self.card.top))
        for i, seat in enumerate(self.people):
            top = self.row_top(i) - self.card.top
            name = render(fonts.get(16, bold=True), self.session.name(seat), palette.SAND)
            card.blit(name, name.get_rect(midleft=(PAD, top + 18)))
            sentence = SENTENCES[couch_choice(self.session.seats[seat].couch)]
            text = render_paragraph(fonts.get(13), sentence, palette.SAND_DIM, width, 1.1)
            card.blit(text, (PAD, top + 42))
