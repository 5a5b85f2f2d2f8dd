"""The Dig Mars pictures drawn from SVG files: each tile's ground and its treasure,
assets/images/digmars/{grounds,treasures}/<slug>.svg, where the slug is the ground's or the
treasure's name in lower snake case ("Old Probe Part" -> old_probe_part). Grounds are
full-bleed squares (the tile rounds their corners); treasures carry a light rim of their own,
so they read on any ground."""

from __future__ import annotations

import re

import pygame

from game.rules.digmars.content import Tile
from game.ui.draw.pictures import picture

GAME = "digmars"
GROUNDS = "grounds"
TREASURES = "treasures"


def slug(name: str) -> str:
    """A ground's or a treasure's picture id: its name in lower snake case."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def ground_picture(tile: Tile, size: int) -> pygame.Surface:
    """The tile's ground, a full square of `size` pixels (shared: blit it, never draw on it)."""
    return picture(GAME, GROUNDS, slug(tile.ground), (size, size))


def treasure_picture(tile: Tile, size: int) -> pygame.Surface:
    """The tile's treasure, `size` pixels square, on a transparent ground (shared)."""
    return picture(GAME, TREASURES, slug(tile.treasure), (size, size))
