"""The review after a game: the hard bot looks again at each of the people's decisions and
names the few where its own choice looked clearly better ("a better move was ..."), biggest
first. It runs in a child process with a progress line; leaving stops it at once. A named
decision opens the replay at that position.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.ai.advice import REVIEW_BUDGET, REVIEW_MOST, REVIEW_THRESHOLD, Mistake, worst
from game.rules.core import Rng
from game.ui.draw import palette
from game.ui.draw.text import render, render_paragraph, render_tracked
from game.ui.play.advising import AdviceProcess
from game.ui.play.session import GameSession
from game.ui.replay.session import ReplaySession
from game.ui.replay.table import replay_table
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.backdrop import backdrop
from game.ui.widgets.panel import render_panel

LIST = pygame.Rect(140, 150, 1000, 470)
ROW_HEIGHT = 88


class ReviewScene(GuiScene):
    def __init__(self, ctx: UiContext, session: GameSession) -> None:
        super().__init__(ctx)
        self.session = session
        self.people = session.humans()
        self.solo = len(session.seats) == 1
        self.found: list[Mistake] = []
        self.done = 0
        self.total = 0
        self.finished = False
        self.problem = ""
        self.process: AdviceProcess | None = None
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._picture: pygame.Surface | None = None

    # --- the review under way -------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if self.people:
            self.process = AdviceProcess()
            rng = Rng.from_seed(self.session.seed ^ 0x5E71E7)
            self.process.ask_review(self.session.match, self.people, rng)
        else:
            self.finished = True

    def exit(self) -> None:
        self.stop()
        super().exit()

    def stop(self) -> None:
        if self.process is not None:
            self.process.stop()
            self.process = None

    def update(self, dt: float) -> None:
        if self.process is None:
            return
        changed = False
        for kind, payload in self.process.replies():
            changed = True
            if kind == "progress":
                self.done, self.total, mistake = payload
                if mistake is not None:
                    self.found.append(Mistake(**mistake))
            elif kind == "done":
                self.finished = True
            else:
                self.problem = f"The review stopped: {payload}"
                self.finished = True
        if self.finished:
            self.stop()
        if changed:
            self._picture = None
            self.build_rows()

    def shown(self) -> list[Mistake]:
        return worst(self.found)

    def progress_line(self) -> str:
        if self.problem:
            return self.problem
        if not self.people:
            return "Nobody at the screen played this game: there is nothing to review."
        if self.finished:
            count = len(self.shown())
            if count == 0:
                return f"Reviewed {self.total} decisions: no clearly better move was found."
            return f"Reviewed {self.total} decisions: the {count} biggest differences."
        if self.total == 0:
            return "Reviewing the game\u2026"
        return f"Reviewing decision {self.done} of {self.total}\u2026 (leave at any time)"

    # --- chrome ---------------------------------------------------------------------------
    def key_hints(self) -> list[tuple[str, str]]:
        return [("back", "back")]

    def key_hints_place(self) -> tuple[str, tuple[int, int]]:
        w, h = self.ctx.size
        return "midright", (w - 28, h - 48)

    def build_ui(self) -> None:
        w, h = self.ctx.size
        rect = pygame.Rect(0, 0, 240, 48)
        rect.midbottom = (w // 2, h - 24)
        self.buttons = {"back": self.add_button(rect, "Back", "@menu_button", "#back")}
        self.build_rows()

    def build_rows(self) -> None:
        """A Show button beside each named decision (opens the replay there)."""
        for name in [n for n in self.buttons if n.startswith("show")]:
            self.buttons.pop(name).kill()
        if self._ui is None:
            return
        for i, _ in enumerate(self.shown()):
            rect = pygame.Rect(LIST.right - 120, LIST.y + 58 + i * ROW_HEIGHT, 100, 34)
            self.buttons[f"show{i}"] = self.add_button(rect, "Show", "@small_button", "#show")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for name, button in self.buttons.items():
                if event.ui_element is button:
                    if name == "back":
                        self.stack.pop()
                    else:
                        self.show(self.shown()[int(name[4:])])
                    return True
        return False

    def show(self, mistake: Mistake) -> None:
        replay = ReplaySession.of(self.session, mistake.step)
        table = replay_table(self.ctx, replay)
        table.set_viewer(mistake.seat)
        self.stack.push(table)

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self._picture is None:
            self._picture = self._render()
        surface.blit(self._picture, (0, 0))

    def _render(self) -> pygame.Surface:
        size = self.ctx.size
        surface = backdrop(self.ctx, size)
        fonts = self.ctx.fonts
        head = render_tracked(
            fonts.get(13, bold=True),
            f"{self.session.info.title.upper()} \u00b7 REVIEW",
            palette.OCHRE,
            4,
        )
        surface.blit(head, head.get_rect(midtop=(size[0] // 2, 24)))
        title = render(fonts.get(32, bold=True), "A second look at your decisions", palette.SAND)
        surface.blit(title, title.get_rect(midtop=(size[0] // 2, 48)))
        line = render(fonts.get(16), self.progress_line(), palette.SAND_DIM)
        surface.blit(line, line.get_rect(midtop=(size[0] // 2, 100)))
        surface.blit(render_panel(LIST.size, accent=None), LIST)
        caption = render_tracked(
            fonts.get(12, bold=True),
            f"WHERE THE HARD COMPUTER PLAYER WOULD HAVE CHOSEN OTHERWISE (AT MOST {REVIEW_MOST})",
            palette.OCHRE,
            2,
        )
        surface.blit(caption, (LIST.x + 20, LIST.y + 16))
        if self.finished and not self.problem and self.people and not self.shown():
            self._draw_nothing_found(surface)
        total = len(self.session.match.actions)
        for i, mistake in enumerate(self.shown()):
            y = LIST.y + 50 + i * ROW_HEIGHT
            who = self.session.name(mistake.seat)
            label = f"{who} \u00b7 action {mistake.step + 1} of {total}"
            surface.blit(render(fonts.get(15, bold=True), label, palette.SAND), (LIST.x + 24, y))
            text = render_paragraph(
                fonts.get(14),
                mistake.sentence(self.solo),
                palette.SAND_DIM,
                LIST.width - 180,
                max_lines=2,
            )
            surface.blit(text, (LIST.x + 24, y + 24))
        return surface

    def _draw_nothing_found(self, surface: pygame.Surface) -> None:
        """A finished review that named nothing says so in the panel, with what it checked."""
        fonts = self.ctx.fonts
        title = render(fonts.get(20, bold=True), "No decision was clearly worse", palette.SAND)
        surface.blit(title, (LIST.x + 24, LIST.y + 56))
        names = [self.session.name(seat) for seat in self.people]
        y = LIST.y + 96
        for line in nothing_found_lines(names, self.total, self.solo):
            text = render_paragraph(fonts.get(15), line, palette.SAND_DIM, LIST.width - 48)
            surface.blit(text, (LIST.x + 24, y))
            y += text.get_height() + 14


def nothing_found_lines(names: list[str], decisions: int, solo: bool) -> list[str]:
    """What a review that found no clearly better move checked, in a player's words."""
    whose = " and ".join(names) if len(names) <= 2 else ", ".join(names[:-1]) + " and " + names[-1]
    plural = "decision" if decisions == 1 else "decisions"
    terms = "score outlook" if solo else "chances"
    points = round(100 * REVIEW_THRESHOLD)
    return [
        f"Checked: {decisions} {plural} of {whose}, every one where there was more than one "
        "thing to do.",
        f"How: at each, the hard computer player played the game out up to "
        f"{REVIEW_BUDGET.iterations} times from that position and compared your choice with "
        "its own.",
        f"Found: no choice of its own looked more than {points} points of {terms} better than "
        "yours, so there is nothing to show here.",
    ]
