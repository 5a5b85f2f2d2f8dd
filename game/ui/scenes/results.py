"""The results: the winner and how (with any tie-break), final scores with their sources,
a chart of the scores through the game (our own drawing), Play again and Back to title."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame
import pygame_gui

from game.ui.draw import palette
from game.ui.draw.text import at_most, fitting_scale, render, render_paragraph, render_tracked
from game.ui.draw.ticks import round_ticks
from game.ui.play.seats import SHAPES, draw_mark, seat_colour
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table, ui_module
from game.ui.replay.session import ReplaySession
from game.ui.replay.table import replay_table
from game.ui.scenes.review import ReviewScene
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.backdrop import backdrop
from game.ui.widgets.panel import render_panel

SCORES = pygame.Rect(40, 150, 560, 470)
CHART = pygame.Rect(630, 150, 610, 470)


class ResultsScene(GuiScene):
    def __init__(self, ctx: UiContext, session: GameSession) -> None:
        super().__init__(ctx)
        self.session = session
        self.result = session.engine.result()
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._static: pygame.Surface | None = None
        self.scoring: Any = ui_module(session.info.game_id, "scoring")

    def colour(self, seat: int) -> tuple[int, int, int]:
        return seat_colour(self.session.seats[seat].colour, self.ctx.settings.palette)

    def enter(self) -> None:
        self._static = self._render()
        super().enter()

    def key_hints(self) -> list[tuple[str, str]]:
        return [("back", "back")]

    def key_hints_place(self) -> tuple[str, tuple[int, int]]:
        w, h = self.ctx.size
        return "midright", (w - 28, h - 48)

    def build_ui(self) -> None:
        w, h = self.ctx.size
        choices = [("Replay", "replay"), ("Play again", "again"), ("Back to title", "title")]
        if self.session.humans():
            choices.insert(1, ("Review", "review"))
        left = w // 2 - (len(choices) * 230 - 20) // 2
        for i, (label, name) in enumerate(choices):
            rect = pygame.Rect(left + i * 230, h - 72, 210, 48)
            self.buttons[name] = self.add_button(rect, label, "@menu_button", f"#{name}")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons.get("again"):
                self.play_again()
                return True
            if event.ui_element is self.buttons.get("title"):
                self.stack.pop()
                return True
            if event.ui_element is self.buttons.get("replay"):
                self.open_replay()
                return True
            if event.ui_element is self.buttons.get("review"):
                self.stack.push(ReviewScene(self.ctx, self.session))
                return True
        return False

    def play_again(self) -> None:
        spec = replace(self.session.spec, seed=None)
        session = GameSession(spec, self.ctx.saves)
        session.log_start()
        self.stack.replace(open_table(self.ctx, session))

    def open_replay(self) -> None:
        """Watch this game again from its first action (the replay opens on top)."""
        self.stack.push(replay_table(self.ctx, ReplaySession.of(self.session, 0)))

    def hints_text(self) -> str:
        """ "Hints taken: Ada 2, Boris 0" when anyone took one, else nothing."""
        taken = self.session.hints_taken
        if not any(taken.values()):
            return ""
        counts = ", ".join(
            f"{self.session.name(p)} {taken.get(p, 0)}" for p in self.session.humans()
        )
        return f"Hints taken: {counts}"

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is not None:
            surface.blit(self._static, (0, 0))

    # --- drawing ------------------------------------------------------------------------
    def _render(self) -> pygame.Surface:
        size = self.ctx.size
        surface = backdrop(self.ctx, size)
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill((*palette.SPACE_DEEP, 110))
        surface.blit(shade, (0, 0))
        fonts = self.ctx.fonts
        result = self.result
        names = self.session.name
        head = render_tracked(
            fonts.get(13, bold=True),
            f"{self.session.info.title.upper()} \u00b7 RESULTS",
            palette.OCHRE,
            4,
        )
        surface.blit(head, head.get_rect(midtop=(size[0] // 2, 24)))
        if result is None:
            return surface
        headline = self.scoring.title(self.session) if hasattr(self.scoring, "title") else None
        if headline is None:
            winners = " and ".join(names(p) for p in result.winners)
            verb = "wins!" if len(result.winners) == 1 else "share the win!"
            headline = f"{winners} {verb}"
        title = render(fonts.get(36, bold=True), headline, palette.SAND)
        surface.blit(title, title.get_rect(midtop=(size[0] // 2, 46)))
        how = render(fonts.get(16), self._how_text(), palette.SAND_DIM)
        surface.blit(how, how.get_rect(midtop=(size[0] // 2, 100)))
        hints = self.hints_text()
        if hints:
            line = render(fonts.get(13), hints, palette.OCHRE)
            surface.blit(line, line.get_rect(midtop=(size[0] // 2, 124)))
        self._draw_scores(surface)
        self._draw_bands(surface)
        self._draw_chart(surface)
        return surface

    def _how_text(self) -> str:
        result = self.result
        assert result is not None
        if hasattr(self.scoring, "how_text"):
            return str(self.scoring.how_text(self.session))
        how = result.how
        if how == "declared victory" and len(result.winners) == 1:
            winner = result.winners[0]
            target = self.scoring.target(self.session) if self.scoring else None
            tail = f" (the target was {target})" if target is not None else ""
            return (
                f"{self.session.name(winner)} declared victory with "
                f"{result.scores[winner]} {self._unit()}{tail}."
            )
        return how[:1].upper() + how[1:] + "."

    def _unit(self) -> str:
        return str(getattr(self.scoring, "UNIT", "points"))

    def _draw_scores(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        result = self.result
        assert result is not None
        panel = render_panel(SCORES.size, accent=None)
        surface.blit(panel, SCORES)
        head = render_tracked(fonts.get(12, bold=True), "FINAL SCORES", palette.OCHRE, 3)
        surface.blit(head, (SCORES.x + 20, SCORES.y + 16))
        order = sorted(range(len(result.scores)), key=lambda p: -result.scores[p])
        sources = self.scoring.score_sources(self.session) if self.scoring else None
        players = len(order)
        row_h = (SCORES.height - 50) // max(1, players)
        details: list[
            tuple[Callable[..., pygame.Surface], Callable[[], bool], tuple[int, int]]
        ] = []
        for rank, seat in enumerate(order):
            y = SCORES.y + 44 + rank * row_h
            colour = self.colour(seat)
            draw_mark(surface, SHAPES[seat % 4], colour, (SCORES.x + 34, y + 16), 10)
            winner = seat in result.winners
            name = render(fonts.get(19, bold=True), self.session.name(seat), palette.SAND)
            surface.blit(name, (SCORES.x + 54, y + 4))
            if winner and players > 1:
                tag = render(fonts.get(12, bold=True), "\u2605 WINNER", palette.OCHRE)
                surface.blit(tag, (SCORES.x + 62 + name.get_width(), y + 10))
            score = render(fonts.get(28, bold=True), str(result.scores[seat]), palette.SAND)
            surface.blit(score, score.get_rect(topright=(SCORES.right - 24, y)))
            unit = render(fonts.get(11), self._unit(), palette.SAND_DIM)
            under = max(34, score.get_height() + 1)  # under the figure at any text size
            surface.blit(unit, unit.get_rect(topright=(SCORES.right - 24, y + under)))
            if sources is not None:
                parts = [
                    f"{label}\u00a0{value:+d}"  # a number never wraps away from its label
                    for i, (label, value) in enumerate(sources[seat])
                    if value or i == 0
                ]
                extra = result.breakdown[seat] if result.breakdown else {}
                if "equipment_levels" in extra:
                    parts.append(f"equipment levels\u00a0{extra['equipment_levels']}")
                # No-break spaces inside a part: a line only ever breaks between parts.
                parts = [part.replace(" ", "\u00a0") for part in parts]
                words = "  \u00b7  ".join(parts)
                top = max(32, name.get_height() + 6)
                room = row_h - top - 4

                def detail(lines: int | None = 3, words: str = words) -> pygame.Surface:
                    return render_paragraph(
                        fonts.get(13), words, palette.SAND_DIM, SCORES.width - 150, max_lines=lines
                    )

                def whole(room: int = room, detail: Callable[..., pygame.Surface] = detail) -> bool:
                    return bool(detail(None).get_height() <= room)

                details.append((detail, whole, (SCORES.x + 54, y + top)))
        # Every seat's sources whole in its row, all at one size: the largest that holds them
        # all (a row in smaller type than the others would read as less important).
        scale = min((fitting_scale(whole) for _, whole, _ in details), default=1.0)
        with at_most(scale):
            for detail, _, where in details:
                surface.blit(detail(), where)

    def _draw_bands(self, surface: pygame.Surface) -> None:
        """A solo game's rating bands under its score, the reached one marked."""
        rows = self.scoring.bands(self.session) if hasattr(self.scoring, "bands") else []
        if not rows:
            return
        fonts = self.ctx.fonts
        y = SCORES.y + 150
        head = render_tracked(fonts.get(12, bold=True), "SOLO RATING", palette.OCHRE, 3)
        surface.blit(head, (SCORES.x + 20, y))
        y += 28
        row_h = min(26, (SCORES.bottom - 16 - y) // max(1, len(rows)))
        for span, name, reached in reversed(rows):
            colour = palette.SAND if reached else palette.SAND_DIM
            font = fonts.get(15, bold=reached)
            if reached:
                surface.blit(render(font, "\u25b6", palette.OCHRE), (SCORES.x + 40, y))
            surface.blit(render(font, name, colour), (SCORES.x + 62, y))
            span_text = render(font, span, colour)
            surface.blit(span_text, span_text.get_rect(topright=(SCORES.right - 24, y)))
            y += row_h

    def _draw_chart(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        panel = render_panel(CHART.size, accent=None)
        surface.blit(panel, CHART)
        chart_title = getattr(self.scoring, "CHART_TITLE", "SCORES THROUGH THE GAME")
        head = render_tracked(fonts.get(12, bold=True), chart_title, palette.OCHRE, 3)
        surface.blit(head, (CHART.x + 20, CHART.y + 16))
        if self.scoring is None:
            return
        track = self.scoring.score_track(self.session)
        target = self.scoring.target(self.session)
        small = fonts.get(11)
        # Below the heading and the target's label, however large the text.
        top_y = max(50, 16 + head.get_height() + small.get_height() + 6)
        area = pygame.Rect(
            CHART.x + 52, CHART.y + top_y, CHART.width - 150, CHART.height - 46 - top_y
        )
        top = max([target or 0, *[max(t) for t in track], 1])
        top = ((top + 4) // 5) * 5
        turns = max(1, max(len(t) for t in track) - 1)
        low = min(0, *[min(t) for t in track])

        def at(turn: int, value: float) -> tuple[int, int]:
            x = area.left + area.width * turn / turns
            y = area.bottom - area.height * (value - low) / max(1, top - low)
            return round(x), round(y)

        for step in range(0, 6):
            value = low + (top - low) * step / 5
            y = at(0, value)[1]
            pygame.draw.line(surface, (60, 40, 46), (area.left, y), (area.right, y), 1)
            label = render(small, f"{value:.0f}", palette.SAND_DIM)
            surface.blit(label, label.get_rect(midright=(area.left - 8, y)))
        for turn in round_ticks(turns):
            x = at(turn, 0)[0]
            label = render(small, str(turn), palette.SAND_DIM)
            surface.blit(label, label.get_rect(midtop=(x, area.bottom + 6)))
        axis = render(small, "turns", palette.SAND_DIM)
        surface.blit(axis, axis.get_rect(topright=(area.right, area.bottom + 22)))
        if target is not None and target <= top:
            y = at(0, target)[1]
            for x in range(area.left, area.right, 12):
                pygame.draw.line(surface, palette.OCHRE, (x, y), (min(x + 6, area.right), y), 1)
            label = render(small, f"target {target}", palette.OCHRE)
            surface.blit(label, label.get_rect(bottomleft=(area.left + 4, y - 2)))
        ends: list[tuple[int, int]] = []
        for seat, values in enumerate(track):
            colour = self.colour(seat)
            points = [at(i, v) for i, v in enumerate(values)]
            if len(points) > 1:
                pygame.draw.lines(surface, colour, False, points, 3)
            end = points[-1]
            draw_mark(surface, SHAPES[seat % 4], colour, end, 7)
            # Name each line at its end (colour never carries the meaning alone).
            label = render(fonts.get(12, bold=True), self.session.name(seat), colour)
            gap = max(16, label.get_height())
            y = end[1]
            while any(abs(y - other) < gap for _, other in ends):
                y += gap
            if y + gap // 2 > area.bottom:  # no room below the line's end: above it
                y = end[1]
                while any(abs(y - other) < gap for _, other in ends):
                    y -= gap
            ends.append((end[0], y))
            surface.blit(label, label.get_rect(midleft=(end[0] + 14, y)))
