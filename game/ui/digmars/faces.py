"""A dug-up tile's face, as the box's tiles show it: the ground it was dug from as the
picture behind everything, the treasure found in it, and over them its figures: the fortune
coin, the carrying difficulty (a crate and its number) and the bonus ribbon. And a face-down
tile one player has looked at: its back, with that face small on it.

Layout of a face (tile pixels, ``TILE`` square): the coin top left, the carrying chip under
it, the treasure on the right, the bonus ribbon across (``art.BONUS_RIBBON``), and a clear
band along the bottom where the station tokens stand. The depth pips (drawn by the grid) sit
top right, over the ground, above the treasure.
"""

from __future__ import annotations

import pygame

from game.rules.digmars.content import Tile
from game.ui.digmars import art
from game.ui.digmars.art import (
    BONUS_RIBBON,
    COIN,
    COIN_RIM,
    INK,
    RADIUS,
    SHORT_BONUS,
    TILE,
    rounded,
)
from game.ui.digmars.pictures import ground_picture, treasure_picture
from game.ui.draw import palette
from game.ui.draw.palette import mix
from game.ui.draw.text import FontBook, render

#: The fortune coin's centre and radius.
COIN_AT, COIN_R = (24, 25), 17
#: The carrying chip: "CARRY" over a crate and the number.
CARRY_CHIP = pygame.Rect(4, 45, 44, 31)
#: The treasure's picture: right of the coin and the chip, under the depth pips.
TREASURE = pygame.Rect(50, 16, 62, 62)
CHIP: tuple[int, int, int, int] = (*palette.PANEL, 214)
EDGE = (44, 24, 20)


def render_face(fonts: FontBook, tile: Tile) -> pygame.Surface:
    """The explored side: ground and treasure as pictures, fortune, carrying and any bonus."""
    surface = rounded(ground_picture(tile, TILE))
    art.shade_tile(surface, light=18, dark=0.78)
    surface.blit(treasure_picture(tile, TREASURE.width), TREASURE)
    _draw_coin(surface, fonts, tile.fortune)
    _draw_carry(surface, fonts, tile.carry)
    if tile.bonus is not None:
        pygame.draw.rect(surface, palette.RUST_DARK, BONUS_RIBBON, border_radius=5)
        pygame.draw.rect(surface, mix(palette.RUST_DARK, palette.LIMB, 0.35), BONUS_RIBBON, 1, 5)
        text = render(fonts.get(11, bold=True), "\u2605 " + SHORT_BONUS[tile.bonus], palette.LIMB)
        surface.blit(text, text.get_rect(center=BONUS_RIBBON.center))
    pygame.draw.rect(surface, EDGE, surface.get_rect(), 2, RADIUS)
    return surface


def _draw_coin(surface: pygame.Surface, fonts: FontBook, fortune: int) -> None:
    x, y = COIN_AT
    pygame.draw.circle(surface, EDGE, (x, y + 2), COIN_R + 1)
    pygame.draw.circle(surface, COIN_RIM, (x, y + 1), COIN_R)
    pygame.draw.circle(surface, COIN, (x, y), COIN_R - 1)
    pygame.draw.circle(surface, mix(COIN, (255, 255, 255), 0.4), (x, y), COIN_R - 5, 1)
    value = render(fonts.get(20, bold=True), str(fortune), INK)
    surface.blit(value, value.get_rect(center=(x, y + 1)))


def _draw_carry(surface: pygame.Surface, fonts: FontBook, carry: int) -> None:
    """A dark chip that reads on any ground: CARRY, a crate and the number."""
    chip = pygame.Surface(CARRY_CHIP.size, pygame.SRCALPHA)
    pygame.draw.rect(chip, CHIP, chip.get_rect(), border_radius=6)
    label = render(fonts.get(10, bold=True), "CARRY", palette.SAND_DIM)
    chip.blit(label, label.get_rect(midtop=(CARRY_CHIP.width // 2, 1)))
    art.draw_crate(chip, pygame.Rect(5, 13, 16, 15), (214, 168, 108))
    need = render(fonts.get(18, bold=True), str(carry), palette.SAND)
    chip.blit(need, need.get_rect(midleft=(23, 21)))
    surface.blit(chip, CARRY_CHIP)


#: A looked-at tile: the back's DIG and number at the left, the face small beside them, under
#: the depth pips and above the station tokens.
PEEK = pygame.Rect(41, 16, 70, 70)


def render_inspected(fonts: FontBook, tile: Tile, note: str) -> pygame.Surface:
    """A face-down tile someone has looked at: its back, with what lies under it small on
    it, marked with `note` (whose look it is)."""
    surface = art.render_back(fonts, tile.dig, tile.id, number=False)
    ink = INK if tile.dig == 1 else palette.SAND
    number = render(fonts.get(22, bold=True), str(tile.dig), ink)
    surface.blit(number, number.get_rect(midtop=(19, 24)))
    face = pygame.transform.smoothscale(render_face(fonts, tile), PEEK.size)
    pygame.draw.rect(surface, palette.LIMB, PEEK.inflate(4, 4), border_radius=RADIUS)
    surface.blit(face, PEEK)
    seen = render(fonts.get(10, bold=True), note, ink)
    surface.blit(seen, seen.get_rect(midtop=(TILE // 2, PEEK.bottom + 3)))
    pygame.draw.rect(surface, palette.LIMB, surface.get_rect(), 2, RADIUS)
    return surface
