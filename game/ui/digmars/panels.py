"""The players' panels beside the grid: name and kind (or PLAYING), fortune (the viewer's
own; hidden for the others), treasures and stations, and the three equipment tracks."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from game.rules.digmars.state import MAX_LEVEL, DigObservation
from game.ui.digmars.counting import Figure
from game.ui.digmars.grown import grown_fitted, grown_line
from game.ui.digmars.layout import PANEL_H, PANEL_W
from game.ui.digmars.pieces import Pieces
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.parts import Parts
from game.ui.draw.text import at_most, render, standard_size
from game.ui.widgets.panel import render_pill

TRACK_NAMES = ("DIG", "CARRY", "FLEET")

Placed = tuple[pygame.Surface, pygame.Rect]


@dataclass(frozen=True)
class Figures:
    """The counted figures a panel shows: the observation's, or as far as an animation has
    counted them."""

    fortune: int | None
    treasures: int

    @staticmethod
    def of(view: DigObservation, seat: int, shown: Mapping[tuple[int, Figure], int]) -> Figures:
        fortune = view.fortune[seat]
        if fortune is not None:
            fortune = shown.get((seat, "fortune"), fortune)
        return Figures(fortune, shown.get((seat, "treasures"), view.treasures[seat]))


class PlayerPanels:
    """Each seat's panel, drawn again only when what it shows changes (being only read, it
    may come a frame or a few after a move: parts.py)."""

    def __init__(self, pieces: Pieces, parts: Parts) -> None:
        self.pieces = pieces
        self.parts = parts

    def panel(
        self, view: DigObservation, seat: int, shown: Mapping[tuple[int, Figure], int] | None = None
    ) -> pygame.Surface:
        """`seat`'s panel; `shown`: figures an animation is counting, as far as it has got
        (counting.figures_shown), in place of the observation's."""
        figures = Figures.of(view, seat, shown or {})
        key = (
            view.phase != "over" and view.current == seat,
            figures,
            len(view.stations[seat]),
            tuple(view.levels[seat]),
            view.target,
        )
        return self.parts.get(
            ("panel", seat), key, lambda: fast(self._render(view, seat, figures)), read=True
        )

    def _render(self, view: DigObservation, seat: int, figures: Figures) -> pygame.Surface:
        """The panel: its name and the tracks' labels and levels as large as their places
        hold them; the kind, the PLAYING tag and the figures' line (two halves sharing one
        line, with no room for more) at the standard size."""
        surface = pygame.Surface((PANEL_W, PANEL_H), pygame.SRCALPHA)
        fonts = self.pieces.ctx.fonts
        rect = surface.get_rect()
        current = view.phase != "over" and view.current == seat
        colour = self.pieces.colour(seat)
        pygame.draw.rect(surface, (*palette.PANEL, 232), rect, border_radius=10)
        edge = colour if current else palette.PANEL_EDGE
        pygame.draw.rect(surface, edge, rect, 3 if current else 1, border_radius=10)
        pygame.draw.rect(
            surface,
            colour,
            pygame.Rect(rect.x + 1, rect.y + 10, 5, rect.height - 20),
            border_radius=2,
        )
        mark = self.pieces.mark(seat, 10)
        surface.blit(mark, mark.get_rect(center=(rect.x + 26, rect.y + 21)))
        seat_spec = self.pieces.seats[seat]
        with at_most(1.0):
            kind = render(fonts.get(12), seat_spec.kind_text(), palette.SAND_DIM)
            kind_rect = kind.get_rect(topright=(rect.right - 12, rect.y + 14))
            if current:
                playing = render(fonts.get(11, bold=True), "PLAYING", colour)
                tag = render_pill(playing, colour, (7, 1))
                kind_rect = tag.get_rect(topright=(rect.right - 12, rect.y + 12))
                surface.blit(tag, kind_rect)
            else:
                surface.blit(kind, kind_rect)
        room = kind_rect.left - 10 - (rect.x + 42)
        # the name's middle stays on the mark's: up to the figures' line below it
        name = grown_fitted(fonts, seat_spec.name, palette.SAND, room, (17, 15, 13), 32, True)
        surface.blit(name, name.get_rect(midleft=(rect.x + 42, rect.y + 21)))
        for text, where in self.stat_line(view, seat, figures):
            surface.blit(text, where)
        self._draw_tracks(surface, view.levels[seat], colour)
        return surface

    def _draw_tracks(
        self, surface: pygame.Surface, levels: list[int], colour: tuple[int, int, int]
    ) -> None:
        """The three equipment tracks: four boxes each, filled up to the level."""
        fonts = self.pieces.ctx.fonts
        rect = surface.get_rect()
        col_w = (rect.width - 24) // 3
        for e in range(3):
            x0 = rect.x + 14 + e * col_w
            # a label as large as the room over its boxes holds it (bottom on the boxes' top)
            label = grown_line(fonts, 10, TRACK_NAMES[e], palette.SAND_DIM, col_w - 8, 17, True)
            surface.blit(label, (x0, rect.y + 66))
            level = levels[e]
            for lv in range(1, MAX_LEVEL + 1):
                box = pygame.Rect(x0 + (lv - 1) * 22, rect.y + 84, 19, 26)
                filled = lv <= level
                fill = colour if filled else (44, 30, 34)
                if filled and lv < level:
                    fill = palette.mix(colour, palette.PANEL, 0.45)
                pygame.draw.rect(surface, fill, box, border_radius=4)
                pygame.draw.rect(surface, (16, 8, 10), box, 1, border_radius=4)
                ink = (20, 12, 14) if filled else palette.MUTED
                digit = grown_line(fonts, 12, str(lv), ink, box.w - 4, box.h - 4, lv == level)
                surface.blit(digit, digit.get_rect(center=box.center))
                if lv == level:
                    pygame.draw.rect(surface, palette.SAND, box.inflate(2, 2), 1, border_radius=5)

    @standard_size
    def stat_line(
        self, view: DigObservation, seat: int, figures: Figures | None = None
    ) -> list[Placed]:
        """A panel's fortune (left) and treasures and stations (right), in panel coordinates;
        the right part gets smaller type before it would run into a two-digit fortune."""
        fonts = self.pieces.ctx.fonts
        figures = figures or Figures.of(view, seat, {})
        fortune = figures.fortune
        if fortune is None:
            money = "Fortune: hidden"
            money_colour = palette.MUTED
        else:
            money = f"Fortune {fortune} / {view.target}"
            money_colour = palette.OCHRE
        line = render(fonts.get(13, bold=fortune is not None), money, money_colour)
        line_rect = line.get_rect(topleft=(16, 38))
        stations = len(view.stations[seat])
        counts = f"Treasures {figures.treasures}  \u00b7  Stations {stations}"
        room = PANEL_W - 12 - line_rect.right - 10
        extra = render(fonts.get(13), counts, palette.SAND_DIM)
        for size, text in (
            (13, counts.replace("  ", " ")),
            (12, counts.replace("  ", " ")),
            (11, counts.replace("  ", " ")),
        ):
            if extra.get_width() <= room:
                break
            extra = render(fonts.get(size), text, palette.SAND_DIM)
        extra_rect = extra.get_rect(topright=(PANEL_W - 12, 38))
        extra_rect.centery = line_rect.centery
        return [(line, line_rect), (extra, extra_rect)]
