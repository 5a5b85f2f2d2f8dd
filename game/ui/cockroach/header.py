"""The header beside the hunt's title: the turn and whose it is, or the setup, or the end."""

from __future__ import annotations

import pygame

from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.look import Look
from game.ui.draw import palette
from game.ui.draw.text import at_most, render_tracked, scales_down

#: The most the header may take at a larger text size: down to just above the cockroaches.
TALLEST = 54


def render_header(look: Look, view: RoachObservation) -> pygame.Surface:
    """The title (the standard size: a name, not words to read) and the turn line under it,
    at the text size in use where it fits above the cockroaches, else smaller, down to the
    standard size."""
    if view.phase == "turn":
        text = f"Turn {view.turns + 1} \u00b7 {look.name(view.current)}'s turn"
    elif view.phase == "setup":
        text = "Setting up: heroes, then markers"
    else:
        text = "The hunt is over"
    for scale in scales_down()[:-1]:
        with at_most(scale):
            line = look.line(text, palette.SAND_DIM, 410, 14)
        if 30 + line.get_height() <= TALLEST:
            break
    else:
        with at_most(1.0):
            line = look.line(text, palette.SAND_DIM, 410, 14)
    surface = pygame.Surface((420, max(50, 30 + line.get_height())), pygame.SRCALPHA)
    with at_most(1.0):
        title = render_tracked(look.fonts.get(20, bold=True), "COCKROACH HUNT", palette.OCHRE, 4)
    surface.blit(title, (0, 4))
    surface.blit(line, (0, 30))
    return surface


def header_key(view: RoachObservation) -> tuple[object, ...]:
    """All that `render_header` shows."""
    return (view.phase, view.turns, view.current)
