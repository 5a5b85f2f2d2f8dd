"""While a tile is being placed, the areas it may not go on are veiled, so that the lit ones
(drawn by the board view) stand out clearly against the rest of the map. In a guided step,
the areas the rules allow but the step does not take now are neither lit nor veiled: the
board view rings them faintly (greyed, they answer "Not yet")."""

from __future__ import annotations

import pygame

from game.rules.tmdice import actions as A
from game.rules.tmdice.content import content
from game.ui.tmdice.layout import BOARD, HEX_R, hex_centre
from game.ui.tmdice.map_art import hex_points
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation

C = content()
VEIL = (8, 4, 10, 120)


def legal_places(sit: Situation) -> tuple[int, ...]:
    return tuple(a.area for a in sit.legal if isinstance(a, A.PlaceTile))


def greyed_places(sit: Situation) -> tuple[int, ...]:
    """Areas the rules allow the tile but a guided step does not take now."""
    lit = set(legal_places(sit))
    return tuple(a.area for a in sit.allowed if isinstance(a, A.PlaceTile) and a.area not in lit)


def veil(places: tuple[int, ...]) -> pygame.Surface:
    """The map's plate with every area not in ``places`` darkened (clear elsewhere)."""
    surface = pygame.Surface(BOARD.size, pygame.SRCALPHA)
    for area in C.map.areas:
        if area.id in places:
            continue
        x, y = hex_centre(area.id)
        pygame.draw.polygon(surface, VEIL, hex_points((x - BOARD.x, y - BOARD.y), HEX_R))
    return surface


def draw_veil(pics: Pictures, sit: Situation, surface: pygame.Surface) -> None:
    places = legal_places(sit) + greyed_places(sit)
    if places and sit.to_act:
        surface.blit(pics.cached(("tmd-veil", places), lambda: veil(places)), BOARD)
