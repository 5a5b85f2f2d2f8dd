"""The map of Mars: the table's background plate with the 37 hexes (reserved areas, placement
bonuses, special areas' names), the tiles placed on it with their owners, the purple-die
markers, the oceans left; the areas a tile may go on now, lit, with the VP it would score."""

from __future__ import annotations

import math

import pygame

from game.rules.tmdice import actions as A
from game.rules.tmdice.content import content
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.text import render_tracked
from game.ui.tmdice import terrain, tracks
from game.ui.tmdice.action_words import placement_vp, placing
from game.ui.tmdice.arriving import Arriving
from game.ui.tmdice.effect_art import effect_icon
from game.ui.tmdice.layout import BOARD, HAND, HEX_R, MAP_CX, MAP_CY, TRAY, VPTRACK, hex_centre
from game.ui.tmdice.lit_areas import greyed_places
from game.ui.tmdice.model import TableModel
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.symbols import draw_symbol
from game.ui.tmdice.targets import OnArea
from game.ui.tmdice.words import SPECIAL_NAMES

C = content()
PLATE = (46, 24, 22, 245)
# The board's title row, "MARS" and the oceans left, from its top edge.
TITLE_ROW = 28


def background(
    pics: Pictures, tray: pygame.Rect = TRAY, hand: pygame.Rect = HAND
) -> pygame.Surface:
    """The table cloth with the plates of the map, the VP track, the tray and the hand (a big
    hand's wide place beside a narrow tray, or the usual two), the empty map and the tracks
    (drawn once per window size and layout)."""

    def make() -> pygame.Surface:
        from game.ui.widgets.backdrop import render_table_cloth

        surface = render_table_cloth(pics.ctx.size).copy()
        for rect in (BOARD, VPTRACK, tray, hand):
            shadow = pygame.Surface((rect.width + 16, rect.height + 16), pygame.SRCALPHA)
            inner = shadow.get_rect().inflate(-10, -10)
            pygame.draw.rect(shadow, (0, 0, 0, 90), inner, border_radius=14)
            surface.blit(pygame.transform.gaussian_blur(shadow, 5), (rect.x - 6, rect.y - 4))
            plate = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(plate, PLATE, plate.get_rect(), border_radius=12)
            edge = (*palette.PANEL_EDGE, 255)
            pygame.draw.rect(plate, edge, plate.get_rect(), 1, border_radius=12)
            surface.blit(plate, rect)
        _draw_map_base(pics, surface)
        tracks.draw_track_base(pics.fonts, surface)
        fonts = pics.fonts
        if tray.width >= TRAY.width:  # the narrow tray has no room for the word
            pool = render_tracked(fonts.get(10, bold=True), "POOL", palette.SAND_DIM, 2)
            surface.blit(pool, (tray.x + 12, tray.bottom - 24))
        return surface.convert() if pygame.display.get_surface() else surface

    return pics.cached(("tmdice-table", pics.ctx.size, tuple(tray), tuple(hand)), make)


#: A map area's placement-bonus icon (one an area), and on a named special area, under its
#: name: at least 12 px at 1280x720 (issue 38).
MAP_ICON, MAP_ICON_SPECIAL = 22, 17


def _draw_map_base(pics: Pictures, surface: pygame.Surface) -> None:
    fonts = pics.fonts
    # the planet's disc behind the hexes
    disc = pygame.Surface((440, 400), pygame.SRCALPHA)
    pygame.draw.ellipse(disc, (120, 52, 32, 120), disc.get_rect())
    disc = pygame.transform.gaussian_blur(disc, 10)
    surface.blit(disc, disc.get_rect(center=(MAP_CX, MAP_CY)))
    for a in C.map.areas:
        centre = hex_centre(a.id)
        kind = {"ocean": "ocean", "special": "special"}.get(a.reserved or "", "ground")
        variant = (a.q * 7 + a.r * 13) % terrain.VARIANTS
        pic = terrain.render_hex(kind, HEX_R, variant)
        surface.blit(pic, pic.get_rect(center=(round(centre[0]), round(centre[1]))))
        # placement bonuses
        icons = list(a.bonus)
        special = a.reserved == "special"  # smaller, under the area's name
        size = MAP_ICON_SPECIAL if special else MAP_ICON
        x = centre[0] - (len(icons) - 1) * size / 2
        y = centre[1] + (7 if special else 0)
        for eff in icons:
            effect_icon(surface, eff, (x, y), size, fonts)
            x += size
        num = fonts.text(8, str(a.id), (230, 200, 180))
        surface.blit(num, num.get_rect(center=(centre[0], centre[1] + HEX_R * 0.68)))
    # the special areas' names, over every hex (a long word never hides under a neighbour)
    for a in C.map.areas:
        if a.reserved != "special":
            continue
        centre = hex_centre(a.id)
        name = SPECIAL_NAMES.get(a.special or "", "special")
        for i, word in enumerate(name.upper().split()):
            # the hex narrows towards its top: the first word has less room
            room = round(HEX_R * (1.5 if i == 0 else 1.65))
            size = next((z for z in (9, 8, 7) if fonts.get(z, True).size(word)[0] <= room), 7)
            img = fonts.text(size, word, (236, 210, 170), bold=True)
            surface.blit(img, img.get_rect(center=(centre[0], centre[1] - 13 + 8 * i)))


def board_key(sit: Situation, arriving: Arriving, rect: pygame.Rect) -> tuple[object, ...]:
    """All that `render_board` shows: while it stays the same, the board drawn last stands."""
    view = sit.view
    return (
        tuple(view.tiles),
        tuple(view.owners),
        tuple(view.purple_map),
        tuple(view.purple_track),
        view.oceans,
        view.temperature_c,
        view.oxygen_pct,
        view.solo,
        view.turn_no if view.solo else None,
        tuple(p.vp for p in sit.views),
        arriving.tiles,
        tuple(sorted(arriving.vp.items())),
        tuple(rect),
    )


def render_board(
    pics: Pictures, sit: Situation, arriving: Arriving, rect: pygame.Rect
) -> pygame.Surface:
    """The map, tracks, oceans and VP track as they are now (a copy of the plate), without
    the tiles still dropping in (their animation draws them)."""
    board = background(pics).subsurface(rect).copy()
    ox, oy = rect.topleft
    view = sit.view
    fonts = pics.fonts
    for area, tile in enumerate(view.tiles):
        cx, cy = hex_centre(area)
        cx -= ox
        cy -= oy
        if area in view.purple_map and not tile:
            pic = pics.die("asteroid", 16)
            board.blit(pic, pic.get_rect(center=(round(cx + 13), round(cy - 12))))
        if not tile or area in arriving.tiles:
            continue
        pic = pics.tile(tile)
        board.blit(pic, pic.get_rect(center=(round(cx), round(cy))))
        owner = view.owners[area]
        if owner >= 0 and tile != "ocean":
            mark = pics.mark(owner, 6)
            where = (round(cx + HEX_R * 0.45), round(cy - HEX_R * 0.45))
            board.blit(mark, mark.get_rect(center=where))
    tracks.draw_track_markers(pics, view, board, (ox, oy))
    # oceans left
    oceans = C.tracks.ocean_tiles
    left = oceans - view.oceans
    x = BOARD.right - ox - 66 - oceans * 15
    label = fonts.text(11, f"OCEANS {view.oceans}/{oceans}", palette.SAND_DIM, bold=True)
    board.blit(label, label.get_rect(topright=(x - 6, 10)))
    for i in range(oceans):
        ink = (110, 170, 240) if i < left else (70, 60, 70)
        draw_symbol(board, "water", (x + i * 15 + 7, 17), 7, ink)
    title = render_tracked(fonts.get(13, bold=True), "MARS", palette.OCHRE, 4)
    board.blit(title, (96, 10))
    tracks.draw_vp_track(pics, sit, board, (VPTRACK.x - ox, VPTRACK.y - oy), arriving.vp)
    return fast(board)


def draw_lit_areas(
    pics: Pictures, sit: Situation, model: TableModel, time: float, surface: pygame.Surface
) -> None:
    """The areas the pending tile may go on, pulsing with ``time``; the focused or hovered one
    ringed with the VP it would score."""
    legal = sit.legal
    pulse = 0.5 + 0.5 * math.sin(time * 5.0)
    level = round(pulse * 8)
    focus = sit.focus
    hover_area = model.pointer.area if isinstance(model.pointer, OnArea) else None
    places = [a.area for a in legal if isinstance(a, A.PlaceTile)]
    lit = pics.cached(("tmd-lit", HEX_R, level), lambda: terrain.render_lit(HEX_R, level))
    greyed = pics.cached(("tmd-lit-greyed", HEX_R), lambda: _greyed_ring(HEX_R))
    for area in greyed_places(sit):  # a guided step's "not yet": a faint, still ring
        centre = hex_centre(area)
        surface.blit(greyed, greyed.get_rect(center=(round(centre[0]), round(centre[1]))))
    for area in places:
        centre = hex_centre(area)
        surface.blit(lit, lit.get_rect(center=(round(centre[0]), round(centre[1]))))
    target = None
    if isinstance(focus, A.PlaceTile):
        target = focus.area
    elif hover_area in places:
        target = hover_area
    if target is None:
        return
    centre = hex_centre(target)
    # the chosen area stands out from the other lit ones: filled, and ringed thick and dark
    mark = pics.cached(("tmd-target", HEX_R), lambda: terrain.render_target(HEX_R))
    surface.blit(mark, mark.get_rect(center=(round(centre[0]), round(centre[1]))))
    vp = placement_vp(sit, target, placing(sit)).total
    tag = pics.fonts.text(12, f"+{vp} VP", palette.SPACE_DEEP, bold=True)
    chip = vp_tag_rect(target, tag.get_width() + 12)
    pygame.draw.rect(surface, palette.LIMB, chip, border_radius=9)
    surface.blit(tag, tag.get_rect(center=chip.center))


def _greyed_ring(r: float) -> pygame.Surface:
    """An area a guided step does not take now: the lit ring at its faintest, see-through."""
    ring = terrain.render_lit(r, 0).copy()
    ring.set_alpha(110)
    return ring


def vp_tag_rect(area: int, width: int) -> pygame.Rect:
    """Where the "+n VP" tag of the area being placed on goes: on the hex's top edge, or on
    its bottom edge in the top row, where the top would cover the board's title row (the
    oceans left, which a player placing an ocean is reading)."""
    cx, cy = (round(v) for v in hex_centre(area))
    chip = pygame.Rect(0, 0, width, 18)
    chip.midbottom = (cx, cy - HEX_R + 4)
    if chip.top < BOARD.top + TITLE_ROW:
        chip.midtop = (cx, cy + HEX_R - 4)
    return chip
