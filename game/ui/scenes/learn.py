"""Learn to play: the guided first games, one row each (title, blurb, how far you got), with a
button that opens it at the step reached; one left part-way asks whether to go on or start
over. The tutorials' modules load when this screen opens, never with the title.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

import pygame
import pygame_gui

from game.store.tutorial_progress import TutorialProgress
from game.ui.draw import palette
from game.ui.draw.text import (
    at_most,
    fitting_scale,
    render_fitted,
    render_paragraph,
    render_tracked,
    wrap,
)
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.backdrop import backdrop
from game.ui.widgets.panel import render_panel

log = logging.getLogger(__name__)

LIST = pygame.Rect(120, 104, 1040, 520)
ROW_GAP = 10
BUTTON = (170, 44)
HEAD = "LEARN TO PLAY"
INTRO = "A real game with a fixed deal, played step by step, then yours to finish."


@dataclass(frozen=True)
class Row:
    """One tutorial as the list shows it."""

    tutorial_id: str
    title: str
    blurb: str
    status: str  # "Finished", "Step 3 of 12", "" (not started), or why it cannot open
    ready: bool
    started: bool
    after: str = ""  # the title of the tutorial this one builds on


def rows(progress: TutorialProgress) -> list[Row]:
    """Every tutorial of the catalogue; one whose script is missing or broken says so."""
    from game.tutorials.catalogue import TUTORIALS, load

    titles = {t.tutorial_id: t.title for t in TUTORIALS}
    out = []
    for listed in TUTORIALS:
        try:
            tutorial = load(listed.tutorial_id)
        except (ImportError, AttributeError):
            out.append(
                Row(listed.tutorial_id, listed.title, "", "Not in this build yet.", False, False)
            )
            continue
        reached = progress.reached(listed.tutorial_id)
        teaching = tutorial.teaching_steps()
        n = sum(1 for t in teaching if t < reached.step)
        if reached.finished:
            status = "Finished \u2713"
        elif reached.step > 0:
            status = f"Step {min(n + 1, len(teaching))} of {len(teaching)}"
        else:
            status = f"{len(teaching)} steps"
        after = titles.get(tutorial.after, tutorial.after) if tutorial.after else ""
        out.append(
            Row(
                listed.tutorial_id,
                tutorial.title,
                tutorial.blurb,
                status,
                True,
                reached.step > 0 and not reached.finished,
                after,
            )
        )
    return out


class LearnScene(GuiScene):
    """The list of guided games (see the module's docstring). Esc goes back."""

    def __init__(self, ctx: UiContext) -> None:
        super().__init__(ctx)
        self.progress = TutorialProgress()
        self.rows = rows(self.progress)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._static: pygame.Surface | None = None
        self.note = self.progress.problem

    def row_rect(self, index: int) -> pygame.Rect:
        height = (LIST.height - ROW_GAP * (len(self.rows) - 1)) // max(1, len(self.rows))
        return pygame.Rect(LIST.x, LIST.y + index * (height + ROW_GAP), LIST.width, height)

    def build_ui(self) -> None:
        self.buttons = {}
        for i, row in enumerate(self.rows):
            rect = pygame.Rect(0, 0, *BUTTON)
            rect.midright = (self.row_rect(i).right - 20, self.row_rect(i).centery)
            label = (
                "Go on" if row.started else ("Play again" if "Finished" in row.status else "Start")
            )
            button = self.add_button(rect, label, "@primary_button", f"#learn_{row.tutorial_id}")
            if not row.ready:
                button.disable()
            self.buttons[row.tutorial_id] = button
        back = pygame.Rect(0, 0, 140, 40)
        back.bottomleft = (LIST.left, self.ctx.size[1] - 24)
        self.buttons["back"] = self.add_button(back, "Back", "@small_button", "#learn_back")

    def enter(self) -> None:
        self._static = self._render_static()
        super().enter()

    def resume(self) -> None:
        """Back from a guided game: its progress has moved on."""
        self.progress = TutorialProgress()
        self.rows = rows(self.progress)
        self.exit()
        self.enter()

    def _render_static(self) -> pygame.Surface:
        surface = backdrop(self.ctx, self.ctx.size).copy()
        fonts = self.ctx.fonts
        head = render_tracked(fonts.get(15, bold=True), HEAD, palette.OCHRE, 4)
        surface.blit(head, (LIST.left, 40))
        intro = render_paragraph(fonts.get(16), INTRO, palette.SAND_DIM, LIST.width)
        surface.blit(intro, (LIST.left, 40 + head.get_height() + 8))
        text_w = LIST.width - BUTTON[0] - 60
        for i, row in enumerate(self.rows):
            rect = self.row_rect(i)
            accent = palette.OCHRE if "Finished" in row.status else palette.RUST_BRIGHT
            surface.blit(render_panel(rect.size, accent=accent), rect)
            blurb = row.blurb
            if row.after:
                blurb = f"{blurb} Builds on {row.after}: play that one first.".strip()

            def room(rect: pygame.Rect = rect) -> int:
                """How many lines of the blurb the row holds under its title."""
                y = rect.top + 12 + fonts.get(22, bold=True).get_height() + 4
                return max(1, (rect.bottom - 10 - y) // max(1, fonts.get(15).get_linesize() + 4))

            def whole(blurb: str = blurb, room: Callable[[], int] = room) -> bool:
                return len(wrap(fonts.get(15), blurb, text_w)) <= room()

            # The largest text size at which the blurb stays whole (else the standard size).
            with at_most(fitting_scale(whole)):
                y = rect.top + 12
                title = render_fitted(
                    fonts, row.title, palette.SAND, text_w - 190, (22, 19, 16), True
                )
                surface.blit(title, (rect.left + 22, y))
                status = render_fitted(fonts, row.status, accent, 180, (15, 13), True)
                surface.blit(status, status.get_rect(topright=(rect.left + 22 + text_w, y + 4)))
                y += title.get_height() + 4
                lines = max(1, (rect.bottom - 10 - y) // max(1, fonts.get(15).get_linesize() + 4))
                para = render_paragraph(
                    fonts.get(15), blurb, palette.SAND_DIM, text_w, max_lines=lines
                )
                surface.blit(para, (rect.left + 22, y))
        if self.note:
            note = render_paragraph(fonts.get(14, bold=True), self.note, palette.LIMB, 760)
            surface.blit(note, (LIST.left + 170, self.ctx.size[1] - 60))
        return surface

    # --- what the buttons do ---------------------------------------------------------------
    def choose(self, tutorial_id: str) -> None:
        row = next(r for r in self.rows if r.tutorial_id == tutorial_id)
        if not row.started:
            self.open(tutorial_id, start_over=False)
            return
        from game.ui.tutorial.cards import CoachCard

        self.stack.push(
            CoachCard(
                self.ctx,
                "Learn to play",
                row.title,
                [f"You left off at {row.status.lower()}. Go on from there, or start over?"],
                "Go on",
                lambda: self.open(tutorial_id, start_over=False),
                other=("Start over", lambda: self.open(tutorial_id, start_over=True)),
            )
        )

    def open(self, tutorial_id: str, start_over: bool) -> None:
        from game.tutorials.script import ScriptError
        from game.ui.tutorial.opening import open_tutorial

        try:
            table = open_tutorial(self.ctx, tutorial_id, start_over, self.progress)
        except ScriptError as error:
            log.error("The %s tutorial does not fit the rules: %s", tutorial_id, error)
            self.note = "This tutorial does not fit the game's rules any more; it cannot open."
            self._static = self._render_static()
            return
        self.stack.replace(table)  # leaving the table goes to the title, as from any game

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for name, button in self.buttons.items():
                if event.ui_element is button:
                    self.ctx.play_sound("click")
                    if name == "back":
                        self.stack.pop()
                    else:
                        self.choose(name)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is not None:
            surface.blit(self._static, (0, 0))
