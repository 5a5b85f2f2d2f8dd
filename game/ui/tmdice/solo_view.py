"""Solo (000 "Solo game scoring benchmark"): how you are doing. The rulebook's bands as a bar
from under 60 to 110 and more, and a marker where your score would land if the game ended
now (the VP scored, the awards at the solo thresholds, the milestones, the red-ribbon cards),
with the band's name; it counts only with all three parameters complete, and the box says
so until they are."""

from __future__ import annotations

import pygame

from game.rules.tmdice import figures
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.text import render_tracked
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation

#: The bar's ends: 10 VP under the first band, 10 over the last.
BAR_PAD = 10
BAND_FILLS = ((70, 40, 42), (92, 56, 48), (112, 72, 50), (128, 92, 52), (140, 112, 56))


def score_now(sit: Situation) -> int:
    p = sit.views[0]
    view = sit.view
    return figures.solo_score_if_ended(p.vp, p, p.milestones, p.missions, view.award_dice)


def render(pics: Pictures, sit: Situation, rect: pygame.Rect) -> pygame.Surface:
    fonts = pics.fonts
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*palette.PANEL, 235), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, (*palette.PANEL_EDGE, 220), surface.get_rect(), 1, border_radius=10)
    surface.blit(render_tracked(fonts.get(10, bold=True), "SOLO SCORE", palette.OCHRE, 2), (10, 5))
    score = score_now(sit)
    band = figures.band_for(score)
    view = sit.view
    done = figures.parameters_done(view.temperature_c, view.oxygen_pct, view.oceans)
    counts = all(done.values())
    words = f"If the game ended now: {score} VP \u2014 {band}"
    size = next(
        (z for z in (12, 11, 10) if fonts.get(z, True).size(words)[0] <= rect.width - 20), 9
    )
    surface.blit(fonts.text(size, words, palette.SAND, bold=True), (10, 19))
    note = (
        "All 3 parameters are done: the score counts."
        if counts
        else "It counts only once all 3 parameters are done, by turn 50."
    )
    surface.blit(fonts.text(9, note, palette.SAND_DIM), (10, rect.height - 15))
    bands = figures.solo_bands()
    lo = bands[1][0] - BAR_PAD
    hi = bands[-1][0] + BAR_PAD
    bar = pygame.Rect(12, 42, rect.width - 24, 12)

    def at(v: int) -> int:
        return round(bar.x + bar.width * (min(max(v, lo), hi) - lo) / (hi - lo))

    for i, (low, name) in enumerate(bands):
        left = at(max(low, lo))
        right = at(bands[i + 1][0]) if i + 1 < len(bands) else bar.right
        cell = pygame.Rect(left, bar.y, max(1, right - left - 1), bar.height)
        fill = BAND_FILLS[min(len(BAND_FILLS) - 1, i * len(BAND_FILLS) // len(bands))]
        pygame.draw.rect(surface, palette.OCHRE if name == band else fill, cell)
        if low > lo:
            tick = fonts.text(9, str(low), palette.SAND_DIM)
            surface.blit(tick, tick.get_rect(midtop=(left, bar.bottom + 1)))
    x = at(score)
    marker = [(x, bar.y - 1), (x - 5, bar.y - 8), (x + 5, bar.y - 8)]
    pygame.draw.polygon(surface, palette.LIMB, marker)
    pygame.draw.line(surface, palette.LIMB, (x, bar.y - 1), (x, bar.bottom), 2)
    return fast(surface)
