"""The station tokens on the grid: each seat's mark, a ring on the stations a click may pick,
a thin ring under the mouse; a token that is sliding or dropping in is left to its
animation."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from game.ui.digmars.layout import TOKEN_R, Spot
from game.ui.digmars.pieces import Pieces
from game.ui.draw import palette


@dataclass(frozen=True)
class Rings:
    """Which tokens get a ring: those of ``owner`` (every owner when None) on ``squares``;
    the one on ``selected`` in the selection colour."""

    squares: frozenset[int]
    owner: int | None
    selected: int | None = None


def draw_tokens(
    surface: pygame.Surface,
    pieces: Pieces,
    spots: Iterable[Spot],
    animating: Iterable[object],
    rings: Rings,
    hover: tuple[int, int] | None,
) -> None:
    """Every token but one per (owner, square) an animation is drawing (``animating`` holds
    the animation keys, ("token", owner, square) for a token)."""
    skip = {k for k in animating if isinstance(k, tuple) and k[0] == "token"}
    skipped: set[tuple[int, int]] = set()
    for (x, y), owner, q in spots:
        if ("token", owner, q) in skip and (owner, q) not in skipped:
            skipped.add((owner, q))
            continue
        mark = pieces.mark(owner)
        surface.blit(mark, mark.get_rect(center=(x, y)))
        if q in rings.squares and rings.owner in (None, owner):
            colour = palette.LIMB if rings.selected == q else palette.OCHRE
            pygame.draw.circle(surface, colour, (x, y), TOKEN_R + 4, 2)
        if hover == (owner, q):
            pygame.draw.circle(surface, palette.SAND, (x, y), TOKEN_R + 6, 1)
