"""Issue 13 point 8: the map's terrain has texture and depth (each hex lit, with a rim and a
texture of its kind), the same picture every run, and legal areas are lit by a ring that
reads by brightness, not by hue alone."""

from __future__ import annotations

import pygame

from game.ui.tmdice import terrain
from game.ui.tmdice.layout import HEX_R


def _pixels(surface: pygame.Surface) -> list[tuple[int, int, int, int]]:
    w, h = surface.get_size()
    return [tuple(surface.get_at((x, y))) for y in range(h) for x in range(w)]  # type: ignore[misc]


def _luma(c: tuple[int, ...] | pygame.Color) -> float:
    return 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]


def test_every_terrain_is_textured_and_lit_from_the_top() -> None:
    """A hex is not a flat fill: many distinct tones, and its top half lighter than its
    bottom half (the light falls from the top left)."""
    for kind in ("ground", "ocean", "special"):
        hex_ = terrain.render_hex(kind, HEX_R, 0)
        solid = [c for c in _pixels(hex_) if c[3] == 255]
        assert len({c[:3] for c in solid}) > 40, kind
        w, h = hex_.get_size()
        top = [_luma(hex_.get_at((x, y))) for x in range(w // 3, 2 * w // 3) for y in (h // 4,)]
        low = [_luma(hex_.get_at((x, y))) for x in range(w // 3, 2 * w // 3) for y in (3 * h // 4,)]
        assert sum(top) / len(top) > sum(low) / len(low), kind


def test_water_reads_as_water() -> None:
    """000: oceans are their own areas; the water is blue, the ground is not."""
    water = terrain.render_hex("ocean", HEX_R, 1)
    ground = terrain.render_hex("ground", HEX_R, 1)
    c = water.get_rect().center
    assert water.get_at(c).b > water.get_at(c).r
    assert ground.get_at(c).r > ground.get_at(c).b


def test_terrain_is_the_same_every_run() -> None:
    terrain.render_hex.cache_clear()
    a = pygame.image.tobytes(terrain.render_hex("ground", HEX_R, 2), "RGBA")
    terrain.render_hex.cache_clear()
    b = pygame.image.tobytes(terrain.render_hex("ground", HEX_R, 2), "RGBA")
    assert a == b


def test_a_lit_area_has_a_bright_ring_with_a_dark_core_line() -> None:
    """A legal area is lit by brightness and shape: its ring is near white (readable in the
    colour-blind palette too), with a dark line inside it against light hexes."""
    for level in (0, 8):
        lit = terrain.render_lit(HEX_R, level)
        lumas = [_luma(c) for c in _pixels(lit) if c[3] > 200]
        assert max(lumas) > 230
        assert min(lumas) < 40


def test_the_chosen_area_stands_out_from_the_other_lit_ones() -> None:
    """Issue 13 point 5: an area is picked, then confirmed; the picked one must read at a
    glance among the lit ones: its ring is thicker and held by dark lines, by shape and
    weight as well as by colour."""
    lit = terrain.render_lit(HEX_R, 8)
    target = terrain.render_target(HEX_R)
    assert lit.get_size() == target.get_size()
    w, h = target.get_size()
    # along the hex's left edge, the target's solid ring is wider than the lit one
    y = h // 2

    def ring(surface: pygame.Surface) -> int:
        return sum(1 for x in range(w // 4) if surface.get_at((x, y)).a > 200)

    assert ring(target) >= ring(lit) + 3
    assert (
        min(_luma(target.get_at((x, y))) for x in range(w // 4) if target.get_at((x, y)).a > 200)
        < 40
    )
