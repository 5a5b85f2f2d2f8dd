"""The Mars palette: every colour the app draws with, ours and the theme's.

Deep rust, ochre and dusty rose on a dark night sky, with sand-coloured text for contrast.
assets/theme.json uses only these colours (a test checks it), so a change of palette is
made here and in the theme together.
"""

from __future__ import annotations

Colour = tuple[int, int, int]

# Night sky
SPACE_DEEP: Colour = (7, 6, 14)
SPACE: Colour = (17, 12, 27)
HAZE: Colour = (64, 30, 44)
STAR: Colour = (246, 236, 226)

# The planet
RUST_DEEP: Colour = (58, 22, 16)
RUST_DARK: Colour = (96, 36, 22)
RUST: Colour = (150, 62, 36)
RUST_BRIGHT: Colour = (196, 90, 50)
OCHRE: Colour = (218, 154, 80)
DUSTY_ROSE: Colour = (204, 142, 136)
LIMB: Colour = (255, 196, 160)

# Text
SAND: Colour = (245, 230, 212)
SAND_DIM: Colour = (208, 188, 176)
MUTED: Colour = (140, 118, 118)

# Chrome
PANEL: Colour = (24, 16, 26)
PANEL_EDGE: Colour = (110, 60, 56)
BUTTON: Colour = (62, 28, 22)
BUTTON_HOVER: Colour = (128, 50, 30)
BUTTON_ACTIVE: Colour = (168, 70, 40)
BUTTON_DISABLED: Colour = (36, 28, 32)
LETTERBOX: Colour = (0, 0, 0)

ALL: dict[str, Colour] = {
    name: value
    for name, value in globals().items()
    if name.isupper() and isinstance(value, tuple) and len(value) == 3
}


def to_hex(colour: Colour) -> str:
    """'#rrggbb' for a colour, as the theme file writes it."""
    return "#{:02x}{:02x}{:02x}".format(*colour)


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour ``t`` of the way from ``a`` to ``b`` (``t`` is clamped to 0..1)."""
    t = min(1.0, max(0.0, t))
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )
