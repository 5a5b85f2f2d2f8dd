"""Colours everyone can tell apart (issue 40, point 4): under each palette's own colour vision
(simulated), every two seat colours and every two die colours stay apart.

Simulation: Machado, Oliveira & Fernandes (2009), severity 1.0 (protanopia, deuteranopia,
tritanopia), applied in linear RGB. Difference: CIEDE2000 (ΔE00), checked here against
Sharma, Wu & Dalal's (2005) published test pairs.

Threshold: ΔE00 ≥ 10 between any two seat colours and any two die colours (the wild die's
cream among them), under the palette made for that vision, and under the standard palette
for normal vision; each deficiency's palette also keeps ≥ 10 for normal vision (the other
people at the table see the same screen). Why 10: ΔE00 ≈ 1 is a just-noticeable difference
for large patches side by side, and 2-5 is "noticeable on a look"; our colours sit on small
pieces (seat marks 12-24 px, dice 20-40 px) that are not side by side, and small fields blur
colour differences further (small-field tritanopia), so we ask for twice the usual
"clearly different colours" margin of about 5. Every palette clears it with room to spare
(``python -m game.tools.palette_check`` prints the figures).
"""

from __future__ import annotations

import pygame
import pytest

from game.ui.draw.palettes import DIE_COLOURS, PALETTES, SEAT_COLOURS, VISION
from game.ui.draw.vision import (
    MACHADO,
    closest_pair,
    delta_e_2000,
    difference,
    simulate,
    to_lab,
)

THRESHOLD = 10.0

# Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes,
# supplementary test data and mathematical observations", table 1: pairs 1, 7, 17, 25, 34.
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA)
def test_the_colour_difference_is_ciede2000(
    lab1: tuple[float, float, float], lab2: tuple[float, float, float], expected: float
) -> None:
    assert delta_e_2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert delta_e_2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_the_simulations_keep_white_and_black_and_lose_the_right_contrast() -> None:
    for vision in MACHADO:
        assert simulate((255, 255, 255), vision) == pytest.approx((255, 255, 255), abs=1.5)
        assert simulate((0, 0, 0), vision) == pytest.approx((0, 0, 0), abs=0.5)
    # The classic confusions: red and green for the red-green deficiencies, blue and green
    # for tritanopia; each is plain to normal vision.
    green = (90, 120, 30)
    for red, vision in (((200, 60, 40), "deuteranopia"), ((255, 60, 40), "protanopia")):
        assert difference(red, green) > 25
        assert difference(red, green, vision) < 6
    blue, teal = (60, 110, 200), (80, 130, 130)
    assert difference(blue, teal) > 25
    assert difference(blue, teal, "tritanopia") < 10


def _sets(palette: str) -> dict[str, dict[str, tuple[int, int, int]]]:
    return {
        "seat colours": {str(i): c for i, c in enumerate(SEAT_COLOURS[palette])},
        "die colours": DIE_COLOURS[palette],
    }


@pytest.mark.parametrize("palette", list(PALETTES))
def test_every_palette_keeps_seats_and_dice_apart_for_its_own_vision(palette: str) -> None:
    for vision in {VISION[palette], "normal"}:
        for what, colours in _sets(palette).items():
            gap, a, b = closest_pair(colours, vision)
            assert gap >= THRESHOLD, f"{palette}, {what} {a} and {b} under {vision}: {gap:.1f}"


def test_the_check_flags_two_colours_too_close() -> None:
    """A palette with a red and a green die of the same lightness passes for normal vision
    and fails under deuteranopia: the check tells them apart."""
    bad = dict(DIE_COLOURS["deuteranopia"])
    bad["red"], bad["green"] = (206, 110, 70), (118, 150, 66)
    assert closest_pair(bad, "normal")[0] >= THRESHOLD
    gap, a, b = closest_pair(bad, "deuteranopia")
    assert gap < THRESHOLD and {a, b} == {"red", "green"}


def test_every_palette_has_every_colour() -> None:
    for palette in PALETTES:
        assert len(SEAT_COLOURS[palette]) == len(SEAT_COLOURS["standard"])
        assert DIE_COLOURS[palette].keys() == DIE_COLOURS["standard"].keys()


def test_every_palette_keeps_seats_and_dice_light_enough_for_dark_marks() -> None:
    """Names in seat colours sit on dark panels and the tags on hero markers and the symbols
    on dice are dark: every seat and die colour is at least as light as the standard ones
    (CIELAB L* 60 for seats, 58 for dice)."""
    for palette in PALETTES:
        assert min(to_lab(c)[0] for c in SEAT_COLOURS[palette]) >= 59.5, palette
        assert min(to_lab(c)[0] for c in DIE_COLOURS[palette].values()) >= 57.5, palette


def test_every_die_colour_carries_its_own_mark() -> None:
    """A die's upper left corner carries its colour's mark (dot, two dots, plus, triangle,
    ring, diamond): read as dark-on-light only, no two colours' corners look alike."""
    from game.rules.tmdice.content import content
    from game.ui.tmdice.dice_art import COLOUR_MARKS, render_die

    colours = content().colour_faces
    assert set(COLOUR_MARKS) == set(colours)
    assert len(set(COLOUR_MARKS.values())) == len(COLOUR_MARKS)
    corners = []
    for colour, faces in colours.items():
        die = render_die(faces[0], 40, shadow=False)
        corner = die.subsurface(pygame.Rect(2, 3, 12, 12))
        dark = frozenset(
            (x, y)
            for x in range(12)
            for y in range(12)
            if sum(corner.get_at((x, y))[:3]) < sum(DIE_COLOURS["standard"][colour]) * 0.7
        )
        assert dark, colour
        corners.append(dark)
    assert len(set(corners)) == len(corners)
