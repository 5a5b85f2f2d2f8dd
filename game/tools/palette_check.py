"""The closest two seat colours and the closest two die colours of every palette, as each
colour vision sees them (ΔE00; Machado et al. 2009 simulation): the figures behind
tests/ui/test_colour_vision.py. ``python -m game.tools.palette_check``"""

from __future__ import annotations

from game.ui.draw.palettes import DIE_COLOURS, PALETTES, SEAT_COLOURS, VISION
from game.ui.draw.vision import VISIONS, closest_pair


def figures() -> list[tuple[str, str, str, float, str]]:
    """(palette, vision, what, smallest ΔE00, the two colours) for every palette and vision."""
    out = []
    for palette in PALETTES:
        sets = {
            "seats": {str(i): c for i, c in enumerate(SEAT_COLOURS[palette])},
            "dice": DIE_COLOURS[palette],
        }
        for vision in VISIONS:
            for what, colours in sets.items():
                gap, a, b = closest_pair(colours, vision)
                out.append((palette, vision, what, gap, f"{a}/{b}"))
    return out


def main() -> None:
    print(f"{'palette':<13}{'vision':<14}{'seats':>16}{'dice':>22}")
    rows = figures()
    for i in range(0, len(rows), 2):
        palette, vision, _, seats, seat_pair = rows[i]
        _, _, _, dice, dice_pair = rows[i + 1]
        mark = " <- made for" if VISION[palette] == vision else ""
        print(
            f"{palette:<13}{vision:<14}{seats:>7.1f} ({seat_pair:>5}){dice:>9.1f} "
            f"({dice_pair:>12}){mark}"
        )


if __name__ == "__main__":
    main()
