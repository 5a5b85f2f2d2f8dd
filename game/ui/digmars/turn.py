"""The header beside the title (the race's target, the turn, the seed) and the turn box:
whose turn, the actions left (or the station to place), the bonuses of this turn, and the end
of the game."""

from __future__ import annotations

import pygame

from game.rules.digmars.state import DigObservation
from game.ui.digmars import art
from game.ui.digmars.layout import TURN_BOX
from game.ui.digmars.pieces import Pieces
from game.ui.draw import palette
from game.ui.draw.text import FontBook, render, render_fitted


def render_header(fonts: FontBook, view: DigObservation, seed: int) -> pygame.Surface:
    surface = pygame.Surface((560, 40), pygame.SRCALPHA)
    text = f"Race to {view.target} fortune  \u00b7  turn {view.turns + 1}"
    if view.phase == "place":
        text = f"Race to {view.target} fortune  \u00b7  placing stations"
    text += f"  \u00b7  seed {seed}"
    surface.blit(render(fonts.get(14), text, palette.SAND_DIM), (0, 10))
    return surface


def render_turn_box(
    pieces: Pieces, view: DigObservation, human: bool, thinking: bool
) -> pygame.Surface:
    """``human``: the person at the screen is to act; ``thinking``: a computer is."""
    surface = pygame.Surface(TURN_BOX.size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*palette.PANEL, 232), surface.get_rect(), border_radius=10)
    fonts = pieces.ctx.fonts
    if view.phase == "over":
        text = render(fonts.get(20, bold=True), "The game is over", palette.SAND)
        surface.blit(text, (16, 14))
        return surface
    seat = view.current
    pygame.draw.rect(surface, pieces.colour(seat), surface.get_rect(), 2, border_radius=10)
    mark = pieces.mark(seat, 11)
    surface.blit(mark, mark.get_rect(center=(26, 26)))
    name = pieces.session.name(seat)
    who = "Your turn, " + name if human else f"{name}'s turn"
    title = render_fitted(fonts, who, palette.SAND, TURN_BOX.width - 44 - 12, (19, 16, 14), True)
    surface.blit(title, title.get_rect(midleft=(44, 26)))
    if view.phase in ("place", "fleet"):
        what = (
            "Place a station on any stack"
            if view.phase == "place"
            else "Place your new station on any square"
        )
        surface.blit(render(fonts.get(14), what, palette.OCHRE), (16, 48))
    else:
        _draw_actions_left(surface, fonts, view.actions_left)
    if view.bonuses:
        names = ", ".join(art.SHORT_BONUS[b] for b in view.bonuses)
        chip = render(fonts.get(13, bold=True), f"\u2605 Bonus this turn: {names}", palette.LIMB)
        surface.blit(chip, (16, 76))
    elif thinking:
        surface.blit(render(fonts.get(13), "Thinking\u2026", palette.SAND_DIM), (16, 76))
    return surface


def _draw_actions_left(surface: pygame.Surface, fonts: FontBook, left: int) -> None:
    for i in range(3):
        centre = (24 + i * 20, 57)
        if i < left:
            pygame.draw.circle(surface, palette.OCHRE, centre, 7)
        pygame.draw.circle(surface, palette.SAND_DIM, centre, 7, 1)
    text = f"{left} action{'s' if left != 1 else ''} left"
    surface.blit(render(fonts.get(14, bold=True), text, palette.SAND), (90, 48))
