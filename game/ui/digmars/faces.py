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
from game.ui.draw.text import FontBook, render, standard_size

#: The fortune coin's centre and radius.
COIN_AT, COIN_R = (24, 25), 17
#: The carrying chip: "CARRY" over a crate and the number.
CARRY_CHIP = pygame.Rect(4, 45, 44, 31)
#: The treasure's picture: right of the coin and the chip, under the depth pips.
TREASURE = pygame.Rect(50, 16, 62, 62)
CHIP: tuple[int, int, int, int] = (*palette.PANEL, 214)
EDGE = (44, 24, 20)


@standard_size
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
#: The smallest type on a small face (as everywhere on the Dig Mars table at 1280x720).
SMALL_TEXT = 9


@standard_size
def render_small_face(fonts: FontBook, tile: Tile, size: int) -> pygame.Surface:
    """A face drawn small at its own size (not a shrunk big face, whose words would be too
    small to read): the ground, the treasure on the right, the fortune coin top left, under
    it the crate and the carrying it needs (the crate says "carry", as on the big face), and
    the bonus ribbon along the bottom."""
    surface = rounded(ground_picture(tile, size), RADIUS - 2)
    art.shade_tile(surface, light=18, dark=0.78)
    pic = size * 4 // 7
    surface.blit(treasure_picture(tile, pic), (size - pic - 2, 3))
    r = size // 6
    x, y = r + 3, r + 3
    pygame.draw.circle(surface, EDGE, (x, y + 1), r + 1)
    pygame.draw.circle(surface, COIN_RIM, (x, y), r)
    pygame.draw.circle(surface, COIN, (x, y), r - 1)
    value = render(fonts.get(14, bold=True), str(tile.fortune), INK)
    surface.blit(value, value.get_rect(center=(x, y + 1)))
    chip = pygame.Rect(2, 2 * r + 7, 2 * r + 12, 18)
    pygame.draw.rect(surface, CHIP, chip, border_radius=4)
    art.draw_crate(surface, pygame.Rect(chip.x + 3, chip.y + 3, 12, 12), (214, 168, 108))
    need = render(fonts.get(14, bold=True), str(tile.carry), palette.SAND)
    surface.blit(need, need.get_rect(midleft=(chip.x + 17, chip.centery)))
    if tile.bonus is not None:
        ribbon = pygame.Rect(2, size - 19, size - 4, 16)
        pygame.draw.rect(surface, palette.RUST_DARK, ribbon, border_radius=4)
        pygame.draw.rect(surface, mix(palette.RUST_DARK, palette.LIMB, 0.35), ribbon, 1, 4)
        words = SHORT_BONUS[tile.bonus]
        tries = [(n, w) for w in ("\u2605 " + words, words) for n in (10, SMALL_TEXT)]
        font_size, words = next(
            ((n, w) for n, w in tries if fonts.get(n, True).size(w)[0] <= ribbon.width - 2),
            tries[-1],
        )
        text = render(fonts.get(font_size, bold=True), words, palette.LIMB)
        surface.blit(text, text.get_rect(center=ribbon.center))
    pygame.draw.rect(surface, EDGE, surface.get_rect(), 1, RADIUS - 2)
    return surface


@standard_size
def render_inspected(fonts: FontBook, tile: Tile, note: str) -> pygame.Surface:
    """A face-down tile someone has looked at: its back, with what lies under it small on
    it, marked with `note` (whose look it is)."""
    surface = art.render_back(fonts, tile.dig, tile.id, number=False)
    ink = INK if tile.dig == 1 else palette.SAND
    number = render(fonts.get(22, bold=True), str(tile.dig), ink)
    surface.blit(number, number.get_rect(midtop=(19, 24)))
    face = render_small_face(fonts, tile, PEEK.width)
    pygame.draw.rect(surface, palette.LIMB, PEEK.inflate(4, 4), border_radius=RADIUS)
    surface.blit(face, PEEK)
    seen = render(fonts.get(10, bold=True), note, ink)
    surface.blit(seen, seen.get_rect(midtop=(TILE // 2, PEEK.bottom + 3)))
    pygame.draw.rect(surface, palette.LIMB, surface.get_rect(), 2, RADIUS)
    return surface
