"""The pictures every Dig Mars view shares: seat names, colours and marks, tile faces and
backs, the table cloth with the grid's plate. Made once and cached."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.rules.digmars.actions import SIZE
from game.rules.digmars.content import Tile, tiles
from game.ui.digmars import art, faces
from game.ui.digmars.layout import PLATE, TOKEN_R, cell_rect
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.palette import Colour
from game.ui.draw.text import render, render_tracked, standard_size
from game.ui.play.seats import SHAPES, SeatSpec, render_mark, seat_colour
from game.ui.shell.context import UiContext


class Pieces:
    """Seat names, colours and marks (re-made when the palette setting changes) and tile
    pictures."""

    def __init__(self, ctx: UiContext, seats: Sequence[SeatSpec]) -> None:
        self.ctx = ctx
        self.seats = seats
        self.tiles: list[Tile] = tiles()
        self._marks: dict[tuple[int, int], pygame.Surface] = {}

    def colour(self, seat: int) -> Colour:
        return seat_colour(self.seats[seat].colour, self.ctx.settings.palette)

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def mark(self, seat: int, r: int = TOKEN_R) -> pygame.Surface:
        key = (seat, r)
        surface = self._marks.get(key)
        if surface is None:
            surface = render_mark(SHAPES[seat % len(SHAPES)], self.colour(seat), r)
            self._marks[key] = surface
        return surface

    def forget_marks(self) -> None:
        """The palette setting may have changed: draw the marks again."""
        self._marks = {}

    def tile_back(self, dig: int, square: int) -> pygame.Surface:
        key = ("back", dig, square)
        return self.ctx.cached(
            key, lambda: fast(art.render_back(self.ctx.fonts, dig, square * 7 + dig))
        )

    def tile_face(self, tile_id: int) -> pygame.Surface:
        return self.ctx.cached(
            ("face", tile_id), lambda: fast(faces.render_face(self.ctx.fonts, self.tiles[tile_id]))
        )

    def background(self) -> pygame.Surface:
        """The table cloth, the grid's plate with its shadow, the row and column names."""
        return self.ctx.cached(("digmars-table", self.ctx.size), self._make_background)

    @standard_size
    def _make_background(self) -> pygame.Surface:
        from game.ui.widgets.backdrop import render_table_cloth

        surface = render_table_cloth(self.ctx.size).copy()
        shadow = pygame.Surface((PLATE.width + 24, PLATE.height + 24), pygame.SRCALPHA)
        pygame.draw.rect(
            shadow, (0, 0, 0, 120), shadow.get_rect().inflate(-16, -16), border_radius=20
        )
        shadow = pygame.transform.gaussian_blur(shadow, 6)
        surface.blit(shadow, (PLATE.x - 12 + 4, PLATE.y - 12 + 6))
        plate = pygame.Surface(PLATE.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (52, 28, 24, 255), plate.get_rect(), border_radius=16)
        pygame.draw.rect(plate, (*palette.PANEL_EDGE, 255), plate.get_rect(), 2, 16)
        surface.blit(plate, PLATE)
        fonts = self.ctx.fonts
        for i in range(SIZE):
            letter = render(fonts.get(12, bold=True), "ABCD"[i], palette.SAND_DIM)
            surface.blit(letter, letter.get_rect(center=(cell_rect(i).centerx, PLATE.bottom - 8)))
            number = render(fonts.get(12, bold=True), str(i + 1), palette.SAND_DIM)
            surface.blit(
                number, number.get_rect(center=(PLATE.left + 11, cell_rect(i * SIZE).centery))
            )
        for q in range(SIZE * SIZE):
            pygame.draw.rect(surface, (36, 20, 20), cell_rect(q), border_radius=10)
        title = render_tracked(fonts.get(20, bold=True), "DIG MARS", palette.OCHRE, 4)
        surface.blit(title, (PLATE.left, 16))
        return surface.convert() if pygame.display.get_surface() else surface
