"""The history screen's drawing: text placed in rectangles it may not leave, and the two charts
(solo scores over time, win rate against each computer strength), in the results' style.

Every text blitted through a `Sheet` is cut to its width with an ellipsis and its rectangle is
kept, so a test can check that no two texts overlap and none is clipped by the canvas.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.store.stats_figures import Solo, Tally
from game.ui.draw import palette
from game.ui.draw.palette import Colour
from game.ui.draw.text import FontBook, render, render_tracked
from game.ui.draw.ticks import round_ticks
from game.ui.widgets.panel import render_panel

GRID = (60, 40, 46)
ELLIPSIS = "\u2026"


def fit(font: pygame.font.Font, text: str, width: int) -> str:
    """`text`, cut with an ellipsis to fit in `width` pixels."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + ELLIPSIS)[0] > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS if text else ""


@dataclass
class Sheet:
    """A surface to draw on, and the rectangle of every text drawn on it."""

    surface: pygame.Surface
    fonts: FontBook
    texts: list[tuple[str, pygame.Rect]] = field(default_factory=list)

    def text(
        self,
        text: str,
        size: int,
        colour: Colour,
        width: int,
        bold: bool = False,
        **anchor: tuple[int, int],
    ) -> pygame.Rect:
        """Draw one line of `text` cut to `width`, placed by an anchor such as topleft=(x, y)."""
        font = self.fonts.get(size, bold=bold)
        shown = fit(font, text, width)
        picture = render(font, shown, colour)
        rect = picture.get_rect(**anchor)
        self.surface.blit(picture, rect)
        if shown:
            self.texts.append((shown, rect))
        return rect

    def head(self, text: str, topleft: tuple[int, int]) -> pygame.Rect:
        """A panel's small spaced capitals."""
        picture = render_tracked(self.fonts.get(12, bold=True), text, palette.OCHRE, 3)
        rect = picture.get_rect(topleft=topleft)
        self.surface.blit(picture, rect)
        self.texts.append((text, rect))
        return rect

    def panel(self, rect: pygame.Rect, title: str) -> None:
        self.surface.blit(render_panel(rect.size, accent=None), rect)
        self.head(title, (rect.x + 20, rect.y + 16))


def percent(tally: Tally) -> str:
    return f"{round(100 * tally.rate)}%"


def draw_solo_chart(sheet: Sheet, rect: pygame.Rect, solo: Solo | None) -> None:
    """Solo scores in the order played: counted games joined by a line, games that did not
    count as hollow marks; the best score as a dashed line."""
    sheet.panel(rect, "SOLO SCORES")
    if solo is None or not solo.games:
        sheet.text("No solo games yet.", 15, palette.SAND_DIM, rect.width - 40, center=rect.center)
        return
    inner = rect.width - 40
    best, middle = solo.best(), solo.median_game()
    median = solo.median()
    if best is not None and middle is not None and median is not None:
        line1 = f"Best {best.score} VP \u2014 {best.band or 'no band'}"
        line2 = f"Median {median:g} VP \u2014 {middle.band or 'no band'}"
    else:
        line1, line2 = "No solo game counted yet", ""
    skipped = len(solo.games) - len(solo.counted())
    if skipped:
        line2 = " \u00b7 ".join(part for part in (line2, f"{skipped} not counted") if part)
    sheet.text(line1, 14, palette.SAND, inner, bold=True, topleft=(rect.x + 20, rect.y + 38))
    sheet.text(line2, 13, palette.SAND_DIM, inner, topleft=(rect.x + 20, rect.y + 58))
    area = pygame.Rect(rect.x + 56, rect.y + 92, rect.width - 84, rect.height - 136)
    scores = [g.score for g in solo.games]
    top = max(5, ((max(scores) + 9) // 10) * 10)
    low = min(0, min(scores))
    last = max(1, len(scores) - 1)

    def at(index: int, value: float) -> tuple[int, int]:
        x = area.left + (area.width * index / last if len(scores) > 1 else area.width / 2)
        y = area.bottom - area.height * (value - low) / max(1, top - low)
        return round(x), round(y)

    surface = sheet.surface
    for step in range(5):
        value = low + (top - low) * step / 4
        y = at(0, value)[1]
        pygame.draw.line(surface, GRID, (area.left, y), (area.right, y), 1)
        sheet.text(f"{value:.0f}", 11, palette.SAND_DIM, 40, midright=(area.left - 8, y))
    for index in round_ticks(len(scores) - 1):
        x = at(index, 0)[0]
        sheet.text(str(index + 1), 11, palette.SAND_DIM, 40, midtop=(x, area.bottom + 6))
    sheet.text(
        "games, oldest first", 11, palette.SAND_DIM, 160, topright=(area.right, area.bottom + 22)
    )
    if best is not None:
        y = at(0, best.score)[1]
        for x in range(area.left, area.right, 12):
            pygame.draw.line(surface, palette.OCHRE, (x, y), (min(x + 6, area.right), y), 1)
    counted = [at(i, g.score) for i, g in enumerate(solo.games) if g.counted]
    if len(counted) > 1:
        pygame.draw.lines(surface, palette.OCHRE, False, counted, 2)
    for i, game in enumerate(solo.games):
        point = at(i, game.score)
        if game.counted:
            pygame.draw.circle(surface, palette.SAND, point, 4)
        else:
            pygame.draw.circle(surface, palette.MUTED, point, 5, 1)


def draw_strength_chart(sheet: Sheet, rect: pygame.Rect, against: dict[str, Tally]) -> None:
    """One bar per computer strength met: the share of those games won, and the count."""
    sheet.panel(rect, "WINS AGAINST THE COMPUTER")
    if not against:
        sheet.text(
            "No games against the computer yet.",
            15,
            palette.SAND_DIM,
            rect.width - 40,
            center=rect.center,
        )
        return
    label_w, count_w = 80, 130
    area = pygame.Rect(rect.x + 20, rect.y + 48, rect.width - 40, rect.height - 68)
    row_h = min(56, area.height // len(against))
    bar_x = area.x + label_w + 8
    bar_w = area.right - count_w - 8 - bar_x
    for i, (level, tally) in enumerate(against.items()):
        mid = area.y + i * row_h + row_h // 2
        sheet.text(level.title(), 15, palette.SAND, label_w, bold=True, midleft=(area.x, mid))
        track = pygame.Rect(bar_x, mid - 9, bar_w, 18)
        pygame.draw.rect(sheet.surface, GRID, track, border_radius=4)
        if tally.wins:
            filled = track.copy()
            filled.width = max(4, round(bar_w * tally.rate))
            pygame.draw.rect(sheet.surface, palette.OCHRE, filled, border_radius=4)
        words = f"{tally.wins} of {tally.games} \u00b7 {percent(tally)}"
        sheet.text(words, 13, palette.SAND_DIM, count_w, midright=(area.right, mid))
