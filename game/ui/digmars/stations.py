"""The station tokens on the grid: each seat's mark (one per seat and square, with the number
of its stations there when more than one), a ring on the stations a click may pick, a thin
ring under the mouse; a station that is sliding or dropping in is left to its animation."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from functools import partial

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
    moving: Collection[tuple[int, int]],
    rings: Rings,
    hover: tuple[int, int] | None,
) -> None:
    """Every token but one station per (owner, square) in ``moving`` (an animation draws
    it)."""
    for (x, y), owner, q, count in spots:
        shown = count - ((owner, q) in moving)
        if shown <= 0:
            continue
        mark = pieces.mark(owner)
        surface.blit(mark, mark.get_rect(center=(x, y)))
        if q in rings.squares and rings.owner in (None, owner):
            colour = palette.LIMB if rings.selected == q else palette.OCHRE
            pygame.draw.circle(surface, colour, (x, y), TOKEN_R + 4, 2)
        if hover == (owner, q):
            pygame.draw.circle(surface, palette.SAND, (x, y), TOKEN_R + 6, 1)
        if shown > 1:  # over the rings: the number must stay readable
            badge = pieces.ctx.cached(("station-count", shown), partial(_badge, pieces, shown))
            surface.blit(badge, badge.get_rect(center=(x + TOKEN_R, y + TOKEN_R // 2)))


def _badge(pieces: Pieces, count: int) -> pygame.Surface:
    """The number of a seat's stations on one square, on a small dark disc."""
    text = pieces.ctx.fonts.text(10, str(count), palette.SAND, bold=True)
    size = max(text.get_width(), text.get_height()) + 3
    badge = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(badge, palette.SPACE_DEEP, (size / 2, size / 2), size / 2)
    pygame.draw.circle(badge, palette.SAND, (size / 2, size / 2), size / 2, 1)
    badge.blit(text, text.get_rect(center=(size / 2, size / 2)))
    return badge
