"""The colony tiles of the Colonies module (002) on the TM Dice table, in the right column:
a row per tile with its name, its income track (steps 0..6, the white marker's step lit),
its three colony spots (owners' colours and shapes), the trade fleet parked on it, and a
closed tile greyed with why; the fleets at home on the heading's trade-fleets tile. The
tiles a click picks now are lit; hovering a tile says what a trade there would give now."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.rules.tmdice import actions as A
from game.rules.tmdice import figures
from game.rules.tmdice.content import DieEffect, DrawEffect, Effect
from game.rules.tmdice.state import ColoniesState
from game.ui.draw import palette
from game.ui.draw.text import render_tracked
from game.ui.tmdice.card_art import ellipsize
from game.ui.tmdice.column import colony_tiles_shown, column
from game.ui.tmdice.hover import OnColony
from game.ui.tmdice.layout import COLONY_HEAD, COLONY_ROW
from game.ui.tmdice.pictures import fast
from game.ui.tmdice.words import effect_words, plural

if TYPE_CHECKING:
    from game.ui.tmdice.table import TMDiceTable

NAME_W = 98
ICON_X = 112
TRACK_X = 124
CELL_W = 20
SPOTS_X = TRACK_X + figures.COLONY_TRACK * CELL_W + 8
SPOT_W = 14
FLEET_X = SPOTS_X + figures.COLONY_SPOTS * SPOT_W + 4
ROW_FILL = (40, 26, 30)
CLOSED_FILL = (30, 26, 30)
MARKER = (250, 250, 252)


def row_rects(t: TMDiceTable) -> list[tuple[str, pygame.Rect]]:
    """(tile, its row on the canvas), top to bottom."""
    rect = column(t).colonies
    if rect is None:
        return []
    return [
        (tile, pygame.Rect(rect.x + 4, rect.y + COLONY_HEAD + i * COLONY_ROW, rect.width - 8, 17))
        for i, tile in enumerate(colony_tiles_shown(t))
    ]


def tile_at(t: TMDiceTable, pos: tuple[int, int]) -> str | None:
    for tile, rect in row_rects(t):
        if rect.collidepoint(pos):
            return tile
    return None


def tile_actions(t: TMDiceTable, tile: str) -> list[A.Action]:
    """The legal actions a click on ``tile`` stands for now: those of the build or trade
    being chosen, or of a colony decision (a card's free colony or trade, solo setup)."""
    if not t.human_to_act():
        return []
    legal = t.legal()
    pick = t.colony_pick
    top = t.top_pending()
    out: list[A.Action] = []
    for a in legal:
        if isinstance(a, A.BuildColony | A.TradeColony | A.ReturnColonyTile) and a.tile == tile:
            if top is not None and top.kind == "module":
                out.append(a)
            elif pick is not None and pick.tile == "":
                wanted = A.BuildColony if pick.mode == "build" else A.TradeColony
                if isinstance(a, wanted):
                    out.append(a)
    return out


def lit_tiles(t: TMDiceTable) -> set[str]:
    return {tile for tile in colony_tiles_shown(t) if tile_actions(t, tile)}


def marker_of(c: ColoniesState, tile: str) -> int | None:
    """The white marker's step; None for a tile not yet in play (solo setup)."""
    return c.marker.get(tile) if tile in c.tiles else None


def gains_words(t: TMDiceTable, tile: str) -> str:
    """What a trade with ``tile`` would give now: the income at the marker, then the colony
    bonus every owner there takes."""
    c = t.view.colonies
    assert c is not None
    step = marker_of(c, tile)
    name = figures.colony_tile(tile).name
    if step is None:
        return f"{name}: {figures.colony_tile(tile).text}"
    if step < 0:
        return closed_words(tile)
    gains = figures.trade_gains(tile, step, c.colonies.get(tile, []))
    income = [gain_words(e) for e in gains.income]
    income += [f"a {colour} production die" for colour in gains.production]
    text = f"Trade at {name}: you take {', '.join(income) or 'nothing'}"
    if not gains.owners:
        return text + "; no colony there to take a bonus."
    bonus = ", ".join(gain_words(e) for e in gains.bonus)
    if gains.discard:
        bonus += " and discard 1"
    who = ", ".join(t.session.name(s) for s in gains.owners)
    takes = "each take" if len(gains.owners) > 1 else "takes"
    return f"{text}; {who} {takes} {bonus} (colony bonus)."


def gain_words(effect: Effect) -> str:
    """What one takes, as a thing: "2 cards", "1 energy die"."""
    if isinstance(effect, DrawEffect):
        return plural(effect.n, "card")
    return effect_words(effect)


def closed_words(tile: str) -> str:
    t = figures.colony_tile(tile)
    return (
        f"{t.name} is closed: it opens when any player has a card in play showing "
        f"{t.needs} (no colony, no trade until then)."
    )


def hover_words(t: TMDiceTable, tile: str) -> str:
    """The status line for a hovered tile: what a click does, else what a trade gives."""
    actions = tile_actions(t, tile)
    if actions and isinstance(actions[0], A.BuildColony):
        return f"Click to build a colony on {figures.colony_tile(tile).name}: " + (
            figures.colony_tile(tile).text.split(". ")[0] + "."
        )
    if actions and isinstance(actions[0], A.ReturnColonyTile):
        return f"Click to put {figures.colony_tile(tile).name} back in the box."
    c = t.view.colonies
    assert c is not None
    parked = [seat for seat, fleets in enumerate(c.fleets) if tile in fleets]
    if parked:  # 002: one fleet a tile, until the fleets come home at the round's end
        who = t.session.name(parked[0])
        return f"{who}'s fleet is at {figures.colony_tile(tile).name} until the round ends. " + (
            gains_words(t, tile)
        )
    return gains_words(t, tile)


def step_label(effects: list[Effect]) -> str:
    """A step of a track as a number: how many dice or cards it gives."""
    n = sum(e.n for e in effects if isinstance(e, DieEffect | DrawEffect))
    return str(n) if n else "\u2013"


def _income_icon(t: TMDiceTable, tile: str) -> pygame.Surface:
    """The picture of what a tile's income is: a die face, a production die, cards."""
    data = figures.colony_tile(tile)
    if data.income_production:
        return t.pics.icon("blank", data.income_production[-1], 15)
    for effect in data.income[-1]:
        if isinstance(effect, DieEffect) and effect.face:
            return t.pics.icon("die", effect.face, 15)
    return t.pics.icon("card", "", 15)


def render(t: TMDiceTable) -> pygame.Surface:
    rect = column(t).colonies
    c = t.view.colonies
    assert rect is not None and c is not None
    fonts = t.ctx.fonts
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*palette.PANEL, 235), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, (*palette.PANEL_EDGE, 220), surface.get_rect(), 1, border_radius=10)
    head = "COLONIES \u00b7 KEEP ONE OUT" if not c.tiles else "COLONIES"
    surface.blit(render_tracked(fonts.get(10, bold=True), head, palette.OCHRE, 2), (10, 5))
    _draw_fleets_home(t, surface, c)
    lit = lit_tiles(t)
    chosen = t.colony_pick.tile if t.colony_pick is not None else ""
    for tile, row in row_rects(t):
        _draw_row(t, surface, c, tile, row.move(-rect.x, -rect.y), tile in lit)
        if tile == chosen:  # its payment is being chosen
            pygame.draw.rect(surface, palette.LIMB, row.move(-rect.x, -rect.y), 2, border_radius=5)
    return fast(surface)


def _draw_fleets_home(t: TMDiceTable, surface: pygame.Surface, c: ColoniesState) -> None:
    """The trade-fleets tile: every fleet at home, in its owner's colour, right-aligned."""
    fonts = t.ctx.fonts
    x = surface.get_width() - 10
    home = [seat for seat, fleets in enumerate(c.fleets) for f in fleets if f == ""]
    for seat in reversed(home):
        x -= 25
        _draw_fleet(t, surface, seat, pygame.Rect(x, 4, 20, 13))
    label = fonts.text(9, "FLEETS HOME" if home else "ALL FLEETS OUT", palette.SAND_DIM, bold=True)
    surface.blit(label, label.get_rect(midright=(x - 6, 11)))


def _draw_fleet(t: TMDiceTable, surface: pygame.Surface, seat: int, box: pygame.Rect) -> None:
    """A trade fleet: a ship's hull in the owner's colour with the owner's mark."""
    hull = [
        (box.x, box.y + 3),
        (box.right - 5, box.y + 3),
        (box.right, box.centery + 1),
        (box.right - 5, box.bottom - 1),
        (box.x + 2, box.bottom - 1),
    ]
    pygame.draw.polygon(surface, t.colour(seat), hull)
    pygame.draw.polygon(surface, palette.SPACE_DEEP, hull, 1)
    mark = t.pics.mark(seat, 4)
    surface.blit(mark, mark.get_rect(center=(box.x + 7, box.centery + 1)))


@dataclass(frozen=True)
class RowParts:
    """Where each part of a tile's row goes: the name, the income's picture, the seven steps,
    the three colony spots, the parked fleet; a closed tile's reason instead of the last four."""

    name: pygame.Rect
    icon: pygame.Rect
    cells: tuple[pygame.Rect, ...]
    spots: tuple[pygame.Rect, ...]
    fleet: pygame.Rect
    why: pygame.Rect


def row_parts(row: pygame.Rect) -> RowParts:
    h = row.height
    return RowParts(
        name=pygame.Rect(row.x + 6, row.y, NAME_W, h),
        icon=pygame.Rect(row.x + ICON_X - 8, row.y + 1, 16, h - 2),
        cells=tuple(
            pygame.Rect(row.x + TRACK_X + i * CELL_W, row.y + 1, CELL_W - 2, h - 2)
            for i in range(figures.COLONY_TRACK)
        ),
        spots=tuple(
            pygame.Rect(row.x + SPOTS_X + i * SPOT_W, row.y + 2, 12, h - 4)
            for i in range(figures.COLONY_SPOTS)
        ),
        fleet=pygame.Rect(row.x + FLEET_X, row.y + 2, 20, 13),
        why=pygame.Rect(row.x + ICON_X - 4, row.y, row.right - 4 - (row.x + ICON_X - 4), h),
    )


def name_size(t: TMDiceTable, name: str) -> int:
    """A tile's name at 10 points, or 9 when it would not fit its place."""
    fonts = t.ctx.fonts
    return next((z for z in (10, 9) if fonts.get(z, True).size(name)[0] <= NAME_W), 9)


def why_closed(tile: str) -> str:
    return f"closed until a card showing {figures.colony_tile(tile).needs} is in play"


def _draw_row(
    t: TMDiceTable,
    surface: pygame.Surface,
    c: ColoniesState,
    tile: str,
    row: pygame.Rect,
    lit: bool,
) -> None:
    fonts = t.ctx.fonts
    data = figures.colony_tile(tile)
    parts = row_parts(row)
    step = marker_of(c, tile)
    closed = step is not None and step < 0
    pygame.draw.rect(surface, CLOSED_FILL if closed else ROW_FILL, row, border_radius=5)
    if lit:
        pygame.draw.rect(surface, palette.OCHRE, row, 2, border_radius=5)
    size = name_size(t, data.name)
    name = ellipsize(fonts.get(size, True), data.name, NAME_W)
    ink = palette.MUTED if closed else palette.SAND
    img = fonts.text(size, name, ink, bold=True)
    surface.blit(img, img.get_rect(midleft=parts.name.midleft))
    if closed:
        img = fonts.text(9, why_closed(tile), palette.MUTED)
        surface.blit(img, img.get_rect(midleft=parts.why.midleft))
        return
    icon = _income_icon(t, tile)
    surface.blit(icon, icon.get_rect(center=parts.icon.center))
    for i, cell in enumerate(parts.cells):
        here = step == i
        pygame.draw.rect(surface, MARKER if here else (62, 44, 46), cell, border_radius=3)
        if data.income_production:  # a production die of this colour
            die = t.pics.icon("blank", data.income_production[i], 12)
            surface.blit(die, die.get_rect(center=cell.center))
            continue
        label = step_label(list(data.income[i]))
        colour = palette.SPACE_DEEP if here else palette.SAND_DIM
        img = fonts.text(10, label, colour, bold=True)
        surface.blit(img, img.get_rect(center=cell.center))
    owners = c.colonies.get(tile, [])
    for spot, box in enumerate(parts.spots):
        if spot < len(owners):
            mark = t.pics.mark(owners[spot], 6)
            surface.blit(mark, mark.get_rect(center=box.center))
        else:
            pygame.draw.circle(surface, (96, 70, 70), box.center, 5, 1)
    traders = [seat for seat, fleets in enumerate(c.fleets) if tile in fleets]
    for seat in traders[:1]:  # one fleet a tile (002)
        _draw_fleet(t, surface, seat, parts.fleet)


def draw_pointer_ring(t: TMDiceTable, surface: pygame.Surface) -> None:
    """The tile under the mouse (or of the focused build or trade) ringed when a click on it
    acts now (drawn every frame: it follows the mouse and the keyboard)."""
    focus = t.focused_action()
    target = focus.tile if isinstance(focus, A.BuildColony | A.TradeColony) else None
    if isinstance(t.hover, OnColony) and tile_actions(t, t.hover.tile):
        target = t.hover.tile
    for tile, row in row_rects(t):
        if tile == target:
            pygame.draw.rect(surface, palette.LIMB, row.inflate(2, 2), 2, border_radius=6)
