"""The header beside the hunt's title: the turn and whose it is, or the setup, or the end."""

from __future__ import annotations

import pygame

from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.look import Look
from game.ui.draw import palette
from game.ui.draw.text import render_tracked, standard_size


@standard_size
def render_header(look: Look, view: RoachObservation) -> pygame.Surface:
    surface = pygame.Surface((420, 50), pygame.SRCALPHA)
    title = render_tracked(look.fonts.get(20, bold=True), "COCKROACH HUNT", palette.OCHRE, 4)
    surface.blit(title, (0, 4))
    if view.phase == "turn":
        text = f"Turn {view.turns + 1} \u00b7 {look.name(view.current)}'s turn"
    elif view.phase == "setup":
        text = "Setting up: heroes, then markers"
    else:
        text = "The hunt is over"
    surface.blit(look.line(text, palette.SAND_DIM, 410, 14), (0, 30))
    return surface


def header_key(view: RoachObservation) -> tuple[object, ...]:
    """All that `render_header` shows."""
    return (view.phase, view.turns, view.current)
