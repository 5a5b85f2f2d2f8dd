"""The final scoring over the map: every player's VP by source (awards, milestones, cards,
tiles, terraforming...), the totals with the winner starred, and in solo the parameters
completed and the benchmark bands with the player's own lit."""

from __future__ import annotations

import pygame

from game.rules.core import Result
from game.rules.tmdice import figures
from game.rules.tmdice.content import content
from game.rules.tmdice.state import TMObservation
from game.ui.draw import palette
from game.ui.draw.text import render_tracked, wrap
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.scoring import SOURCES
from game.ui.tmdice.situation import Situation

C = content()
#: Rows shown even when nobody scored there.
ALWAYS = {"terraform", "tiles", "cards", "cards_end", "awards", "milestones"}
ROW = (40, 28, 34)


def render_final(
    pics: Pictures, sit: Situation, rows: list[dict[str, int]], how: str, rect: pygame.Rect
) -> pygame.Surface:
    """The final scoring: ``rows`` each player's VP by source, ``how`` the ending in words."""
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*palette.PANEL, 246), surface.get_rect(), border_radius=12)
    pygame.draw.rect(surface, palette.OCHRE, surface.get_rect(), 2, border_radius=12)
    fonts = pics.fonts
    result = sit.result
    n = len(rows)
    title = render_tracked(fonts.get(13, bold=True), "FINAL SCORING", palette.OCHRE, 3)
    surface.blit(title, (18, 14))
    lines = wrap(fonts.get(13, bold=True), how, rect.width - 36)
    for i, line in enumerate(lines[:2]):
        surface.blit(fonts.text(13, line, palette.SAND, bold=True), (18, 34 + 16 * i))
    keys = [(k, label) for k, label in SOURCES if k in ALWAYS or any(b.get(k, 0) for b in rows)]
    col0 = 170
    col_w = min(150, (rect.width - col0 - 20) // max(1, n))
    y = 70 if len(lines) < 2 else 80
    for seat in range(n):
        x = col0 + seat * col_w
        mark = pics.mark(seat, 7)
        surface.blit(mark, mark.get_rect(center=(x + 10, y + 9)))
        name = sit.name(seat)
        surface.blit(fonts.text(12, name[:9], palette.SAND, bold=True), (x + 20, y))
    y += 26
    for i, (key, label) in enumerate(keys):
        if i % 2 == 0:
            band = pygame.Rect(12, y - 2, rect.width - 24, 21)
            pygame.draw.rect(surface, ROW, band, border_radius=4)
        surface.blit(fonts.text(13, label, palette.SAND_DIM), (20, y))
        for seat in range(n):
            v = rows[seat].get(key, 0)
            ink = palette.SAND if v else palette.MUTED
            img = fonts.text(13, str(v) if v else "\u2013", ink, bold=bool(v))
            surface.blit(img, img.get_rect(topright=(col0 + seat * col_w + 60, y)))
        y += 21
    pygame.draw.line(surface, palette.PANEL_EDGE, (16, y + 3), (rect.width - 16, y + 3), 1)
    y += 9
    surface.blit(fonts.text(15, "Total", palette.SAND, bold=True), (20, y))
    for seat in range(n):
        total = result.scores[seat] if result else sum(rows[seat].values())
        win = result is not None and seat in result.winners
        img = fonts.text(17, str(total), palette.LIMB if win else palette.SAND, bold=True)
        x = col0 + seat * col_w + 60
        surface.blit(img, img.get_rect(topright=(x, y - 1)))
        if win:
            star = fonts.text(15, "\u2605", palette.OCHRE, bold=True)
            surface.blit(star, star.get_rect(topright=(x - img.get_width() - 4, y)))
    y += 30
    if sit.view.solo and result is not None:
        _draw_solo(pics, sit.view, surface, result, y)
    return surface


def _draw_solo(
    pics: Pictures, view: TMObservation, surface: pygame.Surface, result: Result, y: int
) -> None:
    """The parameters completed (all three count the score) and the benchmark bands."""
    fonts = pics.fonts
    done = figures.parameters_done(view.temperature_c, view.oxygen_pct, view.oceans)
    text = "   ".join(("\u2713 " if ok else "\u2717 ") + name for name, ok in done.items())
    surface.blit(fonts.text(12, "Parameters: " + text, palette.SAND_DIM, bold=True), (20, y))
    y += 22
    score = result.scores[0]
    bands = C.tracks.bands
    head = render_tracked(fonts.get(10, bold=True), "SOLO BENCHMARK", palette.OCHRE, 2)
    surface.blit(head, (20, y))
    y += 16
    reached = figures.band_for(score)
    for i, band in enumerate(bands):
        high = bands[i + 1].low - 1 if i + 1 < len(bands) else None
        if i == 0:
            span = f"<{bands[1].low}"
        else:
            span = f"{band.low}+" if high is None else f"{band.low}\u2013{high}"
        mine = band.name == reached
        if mine and result.notes.get("counted"):
            colour = palette.LIMB
        else:
            colour = palette.SAND_DIM if not mine else palette.MUTED
        col, row = divmod(i, 5)
        img = fonts.text(11, f"{span}  {band.name}", colour, bold=mine)
        surface.blit(img, (20 + col * 240, y + row * 15))
