"""How colours look to a person with a colour-vision deficiency, and how far apart two colours
look: the measure the colour palettes (game/ui/draw/palettes.py) are checked against.

- Simulation: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for
  Simulation of Color Vision Deficiency", IEEE TVCG 15(6), the matrices of their table at
  severity 1.0 (a full dichromat: protanopia, deuteranopia, tritanopia), applied to linear RGB
  (sRGB decoded, the matrix, encoded again, clipped to the gamut).
- Difference: CIEDE2000 (Sharma, Wu & Dalal 2005) in CIELAB under D65, written out here (no
  colour library is installed); the tests check it against Sharma's published test pairs.
"""

from __future__ import annotations

import math

Colour = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

#: Machado et al. (2009), severity 1.0, for linear RGB.
MACHADO: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
#: The visions a palette is checked under: normal, then the three dichromacies.
VISIONS: tuple[str, ...] = ("normal", "protanopia", "deuteranopia", "tritanopia")

_WHITE = (0.95047, 1.0, 1.08883)  # D65


def _decode(c: float) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _encode(v: float) -> float:
    v = min(1.0, max(0.0, v))
    s = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return s * 255


def simulate(colour: Colour, vision: str) -> tuple[float, float, float]:
    """``colour`` as a person with ``vision`` sees it (sRGB 0..255, not rounded)."""
    if vision == "normal":
        return (float(colour[0]), float(colour[1]), float(colour[2]))
    m = MACHADO[vision]
    lin = [_decode(c) for c in colour]
    out = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    return (_encode(out[0]), _encode(out[1]), _encode(out[2]))


def to_lab(colour: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour given 0..255."""
    r, g, b = (_decode(c) for c in colour)
    x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x / _WHITE[0]), f(y / _WHITE[1]), f(z / _WHITE[2])
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e_2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """The CIEDE2000 colour difference of two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_bar7 = ((c1 + c2) / 2) ** 7
    g = 0.5 * (1 - math.sqrt(c_bar7 / (c_bar7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dlp = l2 - l1
    dcp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    elif h2p - h1p > 180:
        dhp = h2p - h1p - 360
    else:
        dhp = h2p - h1p + 360
    dHp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lbp = (l1 + l2) / 2
    cbp = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hbp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbp = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hbp = (h1p + h2p + 360) / 2
    else:
        hbp = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hbp - 30))
        + 0.24 * math.cos(math.radians(2 * hbp))
        + 0.32 * math.cos(math.radians(3 * hbp + 6))
        - 0.20 * math.cos(math.radians(4 * hbp - 63))
    )
    d_theta = 30 * math.exp(-(((hbp - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbp**7 / (cbp**7 + 25**7))
    sl = 1 + 0.015 * (lbp - 50) ** 2 / math.sqrt(20 + (lbp - 50) ** 2)
    sc = 1 + 0.045 * cbp
    sh = 1 + 0.015 * cbp * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt(
        (dlp / sl) ** 2 + (dcp / sc) ** 2 + (dHp / sh) ** 2 + rt * (dcp / sc) * (dHp / sh)
    )


def difference(a: Colour, b: Colour, vision: str = "normal") -> float:
    """How far apart ``a`` and ``b`` look (ΔE00) to a person with ``vision``."""
    return delta_e_2000(to_lab(simulate(a, vision)), to_lab(simulate(b, vision)))


def closest_pair(colours: dict[str, Colour], vision: str = "normal") -> tuple[float, str, str]:
    """The smallest difference between any two of ``colours`` under ``vision``, and the two."""
    names = list(colours)
    best = (math.inf, "", "")
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            d = difference(colours[a], colours[b], vision)
            if d < best[0]:
                best = (d, a, b)
    return best
