"""The colony tiles of the Colonies module (002) on the TM Dice table, in the right column:
a row per tile with its name, its income track (steps 0..6, the white marker's step lit),
its three colony spots (owners' colours and shapes), the trade fleet parked on it, and a
closed tile greyed with why; the fleets at home on the heading's trade-fleets tile. The
tiles a click picks now are lit, and the one under the pointer ringed."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.rules.tmdice import actions as A
from game.rules.tmdice import figures
from game.rules.tmdice.content import DieEffect
from game.rules.tmdice.state import ColoniesState
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.pictures import picture
from game.ui.draw.text import FontBook, render_tracked, standard_size
from game.ui.tmdice.card_art import ellipsize
from game.ui.tmdice.colony_buttons import lit_tiles, tile_actions
from game.ui.tmdice.colony_words import (
    colony_tiles_shown,
    income_word,
    marker_of,
    step_label,
    why_closed,
)
from game.ui.tmdice.column import column
from game.ui.tmdice.layout import COLONY_HEAD
from game.ui.tmdice.model import TableModel
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.targets import OnColony

#: A row: the moon's picture, its name over what it trades, then the track and the spots.
MOON = 2
NAME_X = 30
NAME_W = 92
TRACK_X = 124
CELL_W = 20
SPOTS_X = TRACK_X + figures.COLONY_TRACK * CELL_W + 8
SPOT_W = 14
FLEET_X = SPOTS_X + figures.COLONY_SPOTS * SPOT_W + 4
ROW_FILL = (40, 26, 30)
CLOSED_FILL = (30, 26, 30)
MARKER = (250, 250, 252)


def row_rects(sit: Situation) -> list[tuple[str, pygame.Rect]]:
    """(tile, its row on the canvas), top to bottom."""
    col = column(sit)
    rect, pitch = col.colonies, col.colony_row
    if rect is None:
        return []
    return [
        (
            tile,
            pygame.Rect(rect.x + 4, rect.y + COLONY_HEAD + i * pitch, rect.width - 8, pitch - 3),
        )
        for i, tile in enumerate(colony_tiles_shown(sit.view))
    ]


def tile_at(sit: Situation, pos: tuple[int, int]) -> str | None:
    for tile, rect in row_rects(sit):
        if rect.collidepoint(pos):
            return tile
    return None


def _income_icon(pics: Pictures, tile: str) -> pygame.Surface:
    """The picture of what a tile's income is: a die face, a production die, cards."""
    data = figures.colony_tile(tile)
    if data.income_production:
        return pics.icon("blank", data.income_production[-1], 12)
    for effect in data.income[-1]:
        if isinstance(effect, DieEffect) and effect.face:
            return pics.icon("die", effect.face, 12)
    return pics.icon("card", "", 12)


@standard_size
def render(pics: Pictures, sit: Situation, model: TableModel, rect: pygame.Rect) -> pygame.Surface:
    c = sit.view.colonies
    assert c is not None
    fonts = pics.fonts
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*palette.PANEL, 235), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, (*palette.PANEL_EDGE, 220), surface.get_rect(), 1, border_radius=10)
    head = "COLONIES \u00b7 KEEP ONE OUT" if not c.tiles else "COLONIES"
    surface.blit(render_tracked(fonts.get(10, bold=True), head, palette.OCHRE, 2), (10, 5))
    _draw_fleets_home(pics, surface, c)
    lit = lit_tiles(sit, model)
    chosen = model.colony.tile if model.colony is not None else ""
    for tile, row in row_rects(sit):
        _draw_row(pics, surface, c, tile, row.move(-rect.x, -rect.y), tile in lit)
        if tile == chosen:  # its payment is being chosen
            pygame.draw.rect(surface, palette.LIMB, row.move(-rect.x, -rect.y), 2, border_radius=5)
    return fast(surface)


def _draw_fleets_home(pics: Pictures, surface: pygame.Surface, c: ColoniesState) -> None:
    """The trade-fleets tile: every fleet at home, in its owner's colour, right-aligned."""
    fonts = pics.fonts
    x = surface.get_width() - 10
    home = [seat for seat, fleets in enumerate(c.fleets) for f in fleets if f == ""]
    for seat in reversed(home):
        x -= 25
        _draw_fleet(pics, surface, seat, pygame.Rect(x, 4, 20, 13))
    label = fonts.text(9, "FLEETS HOME" if home else "ALL FLEETS OUT", palette.SAND_DIM, bold=True)
    surface.blit(label, label.get_rect(midright=(x - 6, 11)))


def _draw_fleet(pics: Pictures, surface: pygame.Surface, seat: int, box: pygame.Rect) -> None:
    """A trade fleet: a ship's hull in the owner's colour with the owner's mark."""
    hull = [
        (box.x, box.y + 3),
        (box.right - 5, box.y + 3),
        (box.right, box.centery + 1),
        (box.right - 5, box.bottom - 1),
        (box.x + 2, box.bottom - 1),
    ]
    pygame.draw.polygon(surface, pics.colour(seat), hull)
    pygame.draw.polygon(surface, palette.SPACE_DEEP, hull, 1)
    mark = pics.mark(seat, 4)
    surface.blit(mark, mark.get_rect(center=(box.x + 7, box.centery + 1)))


@dataclass(frozen=True)
class RowParts:
    """Where each part of a tile's row goes: the name, the income's picture, the seven steps,
    the three colony spots, the parked fleet; a closed tile's reason instead of the last four."""

    moon: pygame.Rect
    name: pygame.Rect
    icon: pygame.Rect
    cells: tuple[pygame.Rect, ...]
    spots: tuple[pygame.Rect, ...]
    fleet: pygame.Rect
    why: pygame.Rect


def row_parts(row: pygame.Rect) -> RowParts:
    h = row.height
    half = h // 2
    moon = pygame.Rect(row.x + MOON, row.y + 1, h - 2, h - 2)
    if h >= 20:  # the name over its income's picture
        name = pygame.Rect(row.x + NAME_X, row.y, NAME_W, half)
        icon = pygame.Rect(row.x + NAME_X, row.y + half, 12, h - half - 1)
        why = pygame.Rect(icon.x, icon.y, row.right - 4 - icon.x, icon.height)
    else:  # a crowded column: the name beside the moon, the income's picture last
        name = pygame.Rect(moon.right + 3, row.y, TRACK_X - 16 - (moon.right + 3 - row.x), h)
        icon = pygame.Rect(row.x + TRACK_X - 14, row.y + 1, 12, h - 2)
        why = pygame.Rect(name.right, row.y, row.right - 4 - name.right, h)
    return RowParts(
        moon=moon,
        name=name,
        icon=icon,
        cells=tuple(
            pygame.Rect(row.x + TRACK_X + i * CELL_W, row.y + 2, CELL_W - 2, h - 4)
            for i in range(figures.COLONY_TRACK)
        ),
        spots=tuple(
            pygame.Rect(row.x + SPOTS_X + i * SPOT_W, row.y + 2, 13, h - 4)
            for i in range(figures.COLONY_SPOTS)
        ),
        fleet=pygame.Rect(row.x + FLEET_X, row.y + (h - 13) // 2, 20, 13),
        why=why,
    )


@standard_size
def name_size(fonts: FontBook, name: str, width: int = NAME_W) -> int:
    """A tile's name at 10 points, or 9 when it would not fit its place."""
    return next((z for z in (10, 9) if fonts.get(z, True).size(name)[0] <= width), 9)


def _draw_row(
    pics: Pictures,
    surface: pygame.Surface,
    c: ColoniesState,
    tile: str,
    row: pygame.Rect,
    lit: bool,
) -> None:
    fonts = pics.fonts
    data = figures.colony_tile(tile)
    parts = row_parts(row)
    step = marker_of(c, tile)
    closed = step is not None and step < 0
    pygame.draw.rect(surface, CLOSED_FILL if closed else ROW_FILL, row, border_radius=5)
    if lit:
        pygame.draw.rect(surface, palette.OCHRE, row, 2, border_radius=5)
    moon = picture("tmdice", "colonies", tile, parts.moon.size)
    if closed:
        moon = moon.copy()
        moon.fill((120, 120, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(moon, parts.moon)
    size = name_size(fonts, data.name, parts.name.width)
    name = ellipsize(fonts.get(size, True), data.name, parts.name.width)
    ink = palette.MUTED if closed else palette.SAND
    img = fonts.text(size, name, ink, bold=True)
    surface.blit(img, img.get_rect(midleft=parts.name.midleft))
    if closed:
        img = fonts.text(9, why_closed(tile), palette.MUTED)
        surface.blit(img, img.get_rect(midleft=parts.why.midleft))
        return
    icon = _income_icon(pics, tile)
    surface.blit(icon, icon.get_rect(midleft=parts.icon.midleft))
    if parts.icon.top >= parts.name.bottom:  # room for its word under the name
        trades = fonts.text(9, income_word(tile), palette.SAND_DIM)
        surface.blit(trades, trades.get_rect(midleft=(parts.icon.right + 3, parts.icon.centery)))
    for i, cell in enumerate(parts.cells):
        here = step == i
        pygame.draw.rect(surface, MARKER if here else (62, 44, 46), cell, border_radius=3)
        if data.income_production:  # a production die of this colour
            die = pics.icon("blank", data.income_production[i], 12)
            surface.blit(die, die.get_rect(center=cell.center))
            continue
        label = step_label(list(data.income[i]))
        colour = palette.SPACE_DEEP if here else palette.SAND
        img = fonts.text(11, label, colour, bold=True)
        surface.blit(img, img.get_rect(center=cell.center))
    owners = c.colonies.get(tile, [])
    for spot, box in enumerate(parts.spots):
        if spot < len(owners):
            pygame.draw.circle(surface, (20, 14, 18), box.center, 7)
            mark = pics.mark(owners[spot], 6)
            surface.blit(mark, mark.get_rect(center=box.center))
        else:
            pygame.draw.circle(surface, (120, 92, 90), box.center, 6, 1)
    traders = [seat for seat, fleets in enumerate(c.fleets) if tile in fleets]
    for seat in traders[:1]:  # one fleet a tile (002)
        _draw_fleet(pics, surface, seat, parts.fleet)


def draw_pointer_ring(sit: Situation, model: TableModel, surface: pygame.Surface) -> None:
    """The tile under the mouse (or of the focused build or trade) ringed when a click on it
    acts now (drawn every frame: it follows the mouse and the keyboard)."""
    focus = sit.focus
    target = focus.tile if isinstance(focus, A.BuildColony | A.TradeColony) else None
    pointer = model.pointer
    if isinstance(pointer, OnColony) and tile_actions(sit, model, pointer.tile):
        target = pointer.tile
    for tile, row in row_rects(sit):
        if tile == target:
            pygame.draw.rect(surface, palette.LIMB, row.inflate(2, 2), 2, border_radius=6)
