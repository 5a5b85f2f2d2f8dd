"""The colour palettes a player chooses in Settings: the seats' colours and the TM Dice die
colours, for normal colour vision and for each of the three common colour-vision
deficiencies. (The Mars chrome's own colours are in palette.py and never change.)

Every seat also has its own shape and every die face its own symbol, so colour never carries
meaning alone; the palettes make the colours themselves tell apart too. Each deficiency's
palette was chosen by searching near the standard colours (same hue family, dice light enough
for their dark symbols) for the set whose closest two colours stay furthest apart, both as
that deficiency sees them (Machado et al. 2009 simulation) and with normal vision (the other
people at the table), seats light enough (L* ≥ 60) for names on the dark panels and dark tags
on their marks; tests/ui/test_colour_vision.py checks every pair, and
``python -m game.tools.palette_check`` prints the figures.

Seat colours are read with seats.seat_colour(colour, palette); die colours with
die_colour(colour), which follows the palette in use (set by the app from the settings).
"""

from __future__ import annotations

from game.ui.draw.palette import Colour

#: The palette choices, as the Settings screen names them.
PALETTES: dict[str, str] = {
    "standard": "Standard",
    "deuteranopia": "Red-green (deuteranopia)",
    "protanopia": "Red-green (protanopia)",
    "tritanopia": "Blue-yellow (tritanopia)",
}
#: The deficiency each palette is made for ("normal" vision for the standard one).
VISION: dict[str, str] = {
    "standard": "normal",
    "deuteranopia": "deuteranopia",
    "protanopia": "protanopia",
    "tritanopia": "tritanopia",
}

#: The seat colours by palette, in the order of seats.COLOUR_NAMES (saves keep those names).
SEAT_COLOURS: dict[str, tuple[Colour, ...]] = {
    "standard": (
        (64, 196, 206),
        (240, 196, 72),
        (172, 128, 238),
        (126, 206, 98),
        (244, 124, 112),
        (214, 228, 244),
    ),
    "deuteranopia": (
        (87, 187, 188),
        (232, 240, 24),
        (101, 141, 240),
        (113, 240, 165),
        (194, 126, 136),
        (223, 240, 240),
    ),
    "protanopia": (
        (128, 212, 240),
        (222, 240, 24),
        (207, 98, 240),
        (136, 153, 72),
        (240, 97, 129),
        (238, 240, 218),
    ),
    "tritanopia": (
        (75, 157, 161),
        (239, 197, 83),
        (162, 131, 214),
        (165, 240, 73),
        (240, 96, 114),
        (237, 235, 240),
    ),
}
#: What a player reads on the colour buttons in each palette.
SEAT_COLOUR_NAMES: dict[str, tuple[str, ...]] = {
    "standard": ("Teal", "Gold", "Violet", "Green", "Coral", "Ice"),
    "deuteranopia": ("Teal", "Yellow", "Blue", "Mint", "Rose", "White"),
    "protanopia": ("Blue", "Yellow", "Purple", "Olive", "Rose", "White"),
    "tritanopia": ("Teal", "Amber", "Violet", "Lime", "Red", "White"),
}

#: The TM Dice die colours by palette ("wild" is the wild die and token's cream, the same in
#: every palette).
DIE_COLOURS: dict[str, dict[str, Colour]] = {
    "standard": {
        "green": (124, 190, 96),
        "blue": (104, 166, 228),
        "grey": (176, 176, 184),
        "red": (226, 100, 76),
        "yellow": (240, 206, 88),
        "purple": (178, 132, 222),
        "wild": (246, 238, 222),
    },
    "deuteranopia": {
        "green": (83, 167, 106),
        "blue": (145, 207, 240),
        "grey": (151, 185, 175),
        "red": (239, 129, 26),
        "yellow": (240, 237, 137),
        "purple": (119, 145, 240),
        "wild": (246, 238, 222),
    },
    "protanopia": {
        "green": (148, 197, 127),
        "blue": (154, 200, 240),
        "grey": (133, 161, 161),
        "red": (240, 110, 100),
        "yellow": (240, 240, 58),
        "purple": (188, 120, 240),
        "wild": (246, 238, 222),
    },
    "tritanopia": {
        "green": (194, 237, 44),
        "blue": (82, 176, 221),
        "grey": (146, 156, 146),
        "red": (240, 110, 90),
        "yellow": (238, 191, 94),
        "purple": (188, 121, 240),
        "wild": (246, 238, 222),
    },
}

_active = "standard"


def known(palette: str) -> str:
    """``palette`` if it is one of ours, else the standard one."""
    return palette if palette in PALETTES else "standard"


def use(palette: str) -> None:
    """Draw dice in ``palette`` from now on (the app calls this when the setting changes;
    pictures cached before must be dropped)."""
    global _active
    _active = known(palette)


def in_use() -> str:
    return _active


def die_colour(colour: str, palette: str | None = None) -> Colour:
    """The body colour of a die of ``colour`` (any unknown colour: the wild die's)."""
    table = DIE_COLOURS[known(palette) if palette is not None else _active]
    return table.get(colour, table["wild"])


def seat_colours(palette: str) -> tuple[Colour, ...]:
    return SEAT_COLOURS[known(palette)]


def seat_colour_names(palette: str) -> tuple[str, ...]:
    return SEAT_COLOUR_NAMES[known(palette)]
