"""The mission display of the TM Dice table (001 variant), in the right column: the three
missions on display, how many parts each has and its VP, and the players' cubes on them."""

from __future__ import annotations

import pygame

from game.rules.tmdice import figures
from game.rules.tmdice.content import content
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.text import render_tracked
from game.ui.tmdice.card_art import ellipsize
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation

C = content()
CHIP = (40, 26, 30)


def render_missions(pics: Pictures, sit: Situation, rect: pygame.Rect) -> pygame.Surface:
    """The mission display (001 variant): each mission, its parts, and the players' cubes."""
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    fonts = pics.fonts
    view = sit.view
    pygame.draw.rect(surface, (*palette.PANEL, 230), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, (*palette.PANEL_EDGE, 200), surface.get_rect(), 1, border_radius=10)
    surface.blit(render_tracked(fonts.get(9, bold=True), "MISSIONS", palette.OCHRE, 2), (10, 4))
    done = sum(len(p.missions) for p in sit.views)
    info = fonts.text(9, f"deck {view.mission_deck_size} \u00b7 done {done}", palette.SAND_DIM)
    surface.blit(info, info.get_rect(topright=(rect.width - 10, 4)))
    w = (rect.width - 16 - 8) // 3
    for i, mid in enumerate(view.mission_display[:3]):
        m = C.mission_by_id[mid]
        chip = pygame.Rect(8 + i * (w + 4), 17, w, 29)
        pygame.draw.rect(surface, CHIP, chip, border_radius=6)
        name = ellipsize(fonts.get(11, True), m.name, w - 10)
        surface.blit(fonts.text(11, name, palette.SAND, bold=True), (chip.x + 5, chip.y + 2))
        vp = figures.MISSION_VP
        parts = f"{len(m.parts)} part{'s' if len(m.parts) > 1 else ''} \u00b7 {vp} VP"
        surface.blit(fonts.text(9, parts, palette.SAND_DIM), (chip.x + 5, chip.y + 16))
        x = chip.right - 8
        for seat, p in enumerate(sit.views):
            for _ in p.cubes.get(mid, []):
                mark = pics.mark(seat, 4)
                surface.blit(mark, mark.get_rect(center=(x, chip.y + 21)))
                x -= 11
    return fast(surface)
