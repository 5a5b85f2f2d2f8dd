"""The table fits 1280x720 without scrolling: no two areas overlap, all inside the canvas
(issue 15, point 2)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui.cockroach import layout as L

#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def areas() -> dict[str, pygame.Rect]:
    out = {f"roach{s}": L.roach_rect(s) for s in range(4)}
    out |= {f"hero{p}": L.hero_rect(p) for p in range(4)}
    out |= {"market": L.MARKET, "log": L.LOG_RECT, "tray": L.TRAY, "panel": L.PANEL}
    return out


def test_every_area_is_inside_the_canvas_and_none_overlap() -> None:
    canvas = pygame.Rect(0, L.HEADER_H, L.W, L.H - L.HEADER_H)
    rects = areas()
    for name, rect in rects.items():
        assert canvas.contains(rect), name
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"{a} overlaps {b}"


def test_the_six_combat_dice_and_the_special_die_sit_in_the_tray_apart() -> None:
    dice = [L.die_rect(i) for i in range(6)] + [L.special_rect()]
    for rect in dice:
        assert L.TRAY.contains(rect)
    for a, b in itertools.combinations(dice, 2):
        assert not a.colliderect(b)


def test_the_three_market_cards_fit_the_market() -> None:
    for i in range(3):
        assert L.MARKET.contains(L.market_card_rect(i))
