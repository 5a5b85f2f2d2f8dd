"""TM Dice pictures, drawn with pygame (no image files): resource symbols, dice, wild tokens,
map hexes and tiles, card faces. Every symbol has its own shape, so a face reads without its
colour. Callers cache the results (they are drawn once, blitted every frame)."""

from __future__ import annotations

import math
import random

import pygame

from game.rules.tmdice.content import FACE_COLOUR, Effect, content
from game.ui.draw import palette
from game.ui.draw.palette import Colour, mix
from game.ui.draw.text import FontBook, wrap

C = content()

#: Die body colours (light enough for a dark symbol on every one).
DIE: dict[str, Colour] = {
    "green": (124, 190, 96),
    "blue": (104, 166, 228),
    "grey": (176, 176, 184),
    "red": (226, 100, 76),
    "yellow": (240, 206, 88),
    "purple": (178, 132, 222),
    "wild": (246, 238, 222),
}
INK: Colour = (28, 18, 20)
CARD_FRAME: dict[str, Colour] = {
    "green": (70, 142, 74),
    "red": (184, 64, 52),
    "blue": (58, 110, 176),
    "corp": (150, 112, 60),
    "bonus": (168, 60, 96),
}
PAPER: Colour = (242, 232, 214)
PAPER_INK: Colour = (48, 32, 28)
BROWN_BOX: Colour = (112, 72, 44)
PINK: Colour = (236, 96, 170)
HEX_GROUND: Colour = (150, 74, 46)
HEX_OCEAN: Colour = (70, 98, 140)
HEX_SPECIAL: Colour = (104, 66, 48)
TILE_OCEAN: Colour = (52, 118, 196)
TILE_GREENERY: Colour = (70, 150, 70)
TILE_CITY: Colour = (150, 150, 160)
TILE_SPECIAL: Colour = (170, 110, 60)
COLOUR_LETTER = {"green": "G", "blue": "B", "grey": "S", "red": "R", "yellow": "Y", "purple": "P"}
SPECIAL_NAMES = {
    "polar_station": "Polar station",
    "lava_vent": "Lava vent",
    "research_dome": "Research dome",
}

FACE_WORDS = {
    "plant": "plant",
    "microbe": "microbe",
    "animal": "animal",
    "water": "water",
    "energy": "energy",
    "oxygen": "oxygen",
    "steel": "steel",
    "titanium": "titanium",
    "city": "city",
    "heat": "heat",
    "event": "event",
    "nuclear": "nuclear",
    "megacredit": "megacredit",
    "science": "science",
    "jovian": "jovian",
    "asteroid": "asteroid",
    "floater": "floater",
    "artifact": "artifact",
    "wild": "wild",
}


def ellipsize(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` cut with an ellipsis so that it fits ``width`` pixels."""
    if font.size(text)[0] <= width:
        return text
    while len(text) > 1 and font.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text.rstrip() + "\u2026"


def _pts(
    cx: float, cy: float, r: float, pts: list[tuple[float, float]]
) -> list[tuple[float, float]]:
    return [(cx + x * r, cy + y * r) for x, y in pts]


def _star(cx: float, cy: float, r: float, n: int = 5, inner: float = 0.45, turn: float = -90):
    out = []
    for i in range(2 * n):
        a = math.radians(turn + i * 180 / n)
        k = r if i % 2 == 0 else r * inner
        out.append((cx + k * math.cos(a), cy + k * math.sin(a)))
    return out


def draw_symbol(
    surface: pygame.Surface, face: str, centre: tuple[float, float], r: float, ink: Colour = INK
) -> None:
    """The symbol of a resource face (or "wild"), filling a circle of radius ``r``."""
    cx, cy = centre
    w = max(1, round(r / 6))
    if face == "plant":  # a leaf with its midrib
        leaf = []
        for i in range(21):
            t = i / 20
            leaf.append(
                (
                    cx - r * 0.75 + 1.5 * r * t,
                    cy + r * 0.75 - 1.5 * r * t - 0.55 * r * math.sin(math.pi * t),
                )
            )
        for i in range(21):
            t = 1 - i / 20
            leaf.append(
                (
                    cx - r * 0.75 + 1.5 * r * t,
                    cy + r * 0.75 - 1.5 * r * t + 0.55 * r * math.sin(math.pi * t),
                )
            )
        pygame.draw.polygon(surface, ink, leaf)
        pygame.draw.line(
            surface,
            DIE["wild"],
            (cx - r * 0.55, cy + r * 0.55),
            (cx + r * 0.5, cy - r * 0.5),
            max(1, w - 1),
        )
    elif face == "microbe":  # a cell with three dots around
        pygame.draw.circle(surface, ink, (cx - r * 0.1, cy + r * 0.05), r * 0.5, w + 1)
        for dx, dy, k in ((0.55, -0.55, 0.22), (0.62, 0.5, 0.18), (-0.62, -0.55, 0.16)):
            pygame.draw.circle(surface, ink, (cx + dx * r, cy + dy * r), max(1.5, r * k))
        pygame.draw.circle(surface, ink, (cx - r * 0.1, cy + r * 0.05), r * 0.16)
    elif face == "animal":  # a paw
        pygame.draw.ellipse(
            surface, ink, pygame.Rect(cx - r * 0.45, cy - r * 0.05, r * 0.9, r * 0.75)
        )
        for dx, dy in ((-0.62, -0.2), (-0.25, -0.62), (0.25, -0.62), (0.62, -0.2)):
            pygame.draw.circle(surface, ink, (cx + dx * r, cy + dy * r), r * 0.2)
    elif face == "water":  # a drop
        pygame.draw.circle(surface, ink, (cx, cy + r * 0.3), r * 0.55)
        pygame.draw.polygon(
            surface,
            ink,
            [(cx, cy - r * 0.9), (cx - r * 0.5, cy + r * 0.15), (cx + r * 0.5, cy + r * 0.15)],
        )
    elif face == "energy":  # a bolt
        bolt = [
            (0.15, -0.95),
            (-0.55, 0.1),
            (-0.05, 0.1),
            (-0.2, 0.95),
            (0.55, -0.15),
            (0.05, -0.15),
            (0.3, -0.95),
        ]
        pygame.draw.polygon(surface, ink, _pts(cx, cy, r, bolt))
    elif face == "oxygen":  # an O2 ring
        pygame.draw.circle(surface, ink, (cx - r * 0.15, cy), r * 0.62, w + 1)
        pygame.draw.circle(surface, ink, (cx + r * 0.62, cy + r * 0.55), r * 0.28, max(1, w))
    elif face == "steel":  # an I-beam
        beam = [
            (-0.8, -0.7),
            (0.8, -0.7),
            (0.8, -0.4),
            (0.2, -0.4),
            (0.2, 0.4),
            (0.8, 0.4),
            (0.8, 0.7),
            (-0.8, 0.7),
            (-0.8, 0.4),
            (-0.2, 0.4),
            (-0.2, -0.4),
            (-0.8, -0.4),
        ]
        pygame.draw.polygon(surface, ink, _pts(cx, cy, r, beam))
    elif face == "titanium":  # a cut diamond
        outline = _pts(cx, cy, r, [(0, -0.9), (0.8, 0), (0, 0.9), (-0.8, 0)])
        pygame.draw.polygon(surface, ink, outline, w + 1)
        pygame.draw.polygon(
            surface, ink, _pts(cx, cy, r, [(0, -0.4), (0.35, 0), (0, 0.4), (-0.35, 0)])
        )
    elif face == "city":  # a block of buildings
        base = cy + r * 0.8
        for x0, x1, h in ((-0.85, -0.35, 0.9), (-0.3, 0.25, 1.5), (0.3, 0.85, 1.15)):
            pygame.draw.rect(
                surface, ink, pygame.Rect(cx + x0 * r, base - h * r, (x1 - x0) * r, h * r)
            )
        for x0, y0 in ((-0.7, 0.0), (-0.15, -0.45), (-0.15, 0.1), (0.45, -0.15)):
            pygame.draw.rect(
                surface,
                DIE["wild"],
                pygame.Rect(cx + x0 * r, cy + y0 * r, max(1, r * 0.18), max(1, r * 0.22)),
            )
    elif face == "heat":  # a flame
        flame = [
            (0, -0.95),
            (0.35, -0.4),
            (0.65, -0.1),
            (0.6, 0.45),
            (0.3, 0.85),
            (-0.3, 0.85),
            (-0.6, 0.45),
            (-0.55, -0.1),
            (-0.3, 0.1),
            (-0.2, -0.5),
        ]
        pygame.draw.polygon(surface, ink, _pts(cx, cy, r, flame))
        pygame.draw.polygon(
            surface,
            DIE["wild"],
            _pts(
                cx,
                cy + r * 0.3,
                r * 0.45,
                [(0, -0.6), (0.45, 0.3), (0.2, 0.9), (-0.2, 0.9), (-0.45, 0.3)],
            ),
        )
    elif face == "event":  # a star
        pygame.draw.polygon(surface, ink, _star(cx, cy + r * 0.05, r * 0.95))
    elif face == "nuclear":  # a trefoil
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.16)
        for k in range(3):
            a0 = math.radians(-90 + k * 120 - 30)
            a1 = math.radians(-90 + k * 120 + 30)
            pts = [(cx + r * 0.28 * math.cos(a0), cy + r * 0.28 * math.sin(a0))]
            for i in range(7):
                a = a0 + (a1 - a0) * i / 6
                pts.append((cx + r * 0.92 * math.cos(a), cy + r * 0.92 * math.sin(a)))
            pts.append((cx + r * 0.28 * math.cos(a1), cy + r * 0.28 * math.sin(a1)))
            pygame.draw.polygon(surface, ink, pts)
    elif face == "megacredit":  # a coin with a bar
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.85, w + 1)
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.55)
        pygame.draw.rect(
            surface,
            DIE["wild"],
            pygame.Rect(cx - r * 0.1, cy - r * 0.38, max(1, r * 0.2), r * 0.76),
        )
    elif face == "science":  # a flask
        flask = [
            (-0.18, -0.9),
            (0.18, -0.9),
            (0.18, -0.3),
            (0.75, 0.8),
            (-0.75, 0.8),
            (-0.18, -0.3),
        ]
        pygame.draw.polygon(surface, ink, _pts(cx, cy, r, flask), w + 1)
        pygame.draw.polygon(
            surface, ink, _pts(cx, cy, r, [(-0.45, 0.25), (0.45, 0.25), (0.75, 0.8), (-0.75, 0.8)])
        )
    elif face == "jovian":  # a ringed planet
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.48)
        ring = pygame.Rect(0, 0, r * 1.9, r * 0.7)
        ring.center = (round(cx), round(cy))
        pygame.draw.ellipse(surface, ink, ring, max(1, w))
    elif face == "asteroid":  # a cratered rock
        rock = [
            (-0.8, -0.2),
            (-0.4, -0.8),
            (0.3, -0.75),
            (0.85, -0.15),
            (0.6, 0.7),
            (-0.2, 0.85),
            (-0.75, 0.45),
        ]
        pygame.draw.polygon(surface, ink, _pts(cx, cy, r, rock))
        pygame.draw.circle(
            surface, DIE["wild"], (cx + r * 0.2, cy - r * 0.2), r * 0.2, max(1, w - 1)
        )
        pygame.draw.circle(
            surface, DIE["wild"], (cx - r * 0.3, cy + r * 0.35), r * 0.14, max(1, w - 1)
        )
    elif face == "floater":  # a balloon with a gondola
        pygame.draw.ellipse(
            surface, ink, pygame.Rect(cx - r * 0.6, cy - r * 0.95, r * 1.2, r * 1.1)
        )
        pygame.draw.line(
            surface,
            ink,
            (cx - r * 0.3, cy + r * 0.1),
            (cx - r * 0.15, cy + r * 0.55),
            max(1, w - 1),
        )
        pygame.draw.line(
            surface,
            ink,
            (cx + r * 0.3, cy + r * 0.1),
            (cx + r * 0.15, cy + r * 0.55),
            max(1, w - 1),
        )
        pygame.draw.rect(surface, ink, pygame.Rect(cx - r * 0.25, cy + r * 0.55, r * 0.5, r * 0.32))
    elif face == "artifact":  # an obelisk with glyphs
        pygame.draw.polygon(
            surface,
            ink,
            _pts(cx, cy, r, [(-0.3, -0.7), (0, -0.95), (0.3, -0.7), (0.45, 0.9), (-0.45, 0.9)]),
        )
        for y in (-0.35, 0.05, 0.45):
            pygame.draw.line(
                surface,
                DIE["wild"],
                (cx - r * 0.18, cy + y * r),
                (cx + r * 0.18, cy + y * r),
                max(1, w - 1),
            )
    elif face == "wild":  # a four-point sparkle in a ring
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.92, max(1, w))
        pygame.draw.polygon(surface, ink, _star(cx, cy, r * 0.72, n=4, inner=0.3, turn=-90))
    else:
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.4)


def render_die(
    face: str | None, size: int, colour: str | None = None, shadow: bool = True
) -> pygame.Surface:
    """A die (its colour from the face, or ``colour`` for a blank die) on its own surface."""
    colour = colour or (FACE_COLOUR[face] if face and face != "wild" else "wild")
    pad = max(1, size // 14) if shadow else 0
    surface = pygame.Surface((size + pad, size + pad), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, size, size)
    radius = max(2, size // 5)
    body = DIE.get(colour, DIE["wild"])
    if shadow:
        pygame.draw.rect(surface, (0, 0, 0, 110), rect.move(pad, pad), border_radius=radius)
    pygame.draw.rect(surface, mix(body, INK, 0.45), rect, border_radius=radius)
    pygame.draw.rect(surface, body, rect.inflate(-2, -2).move(0, -1), border_radius=radius)
    hi = pygame.Rect(rect.x + size // 6, rect.y + 2, size * 2 // 3, max(1, size // 10))
    pygame.draw.rect(surface, mix(body, (255, 255, 255), 0.45), hi, border_radius=radius)
    if face is not None:
        draw_symbol(surface, face, (size / 2, size / 2), size * 0.34)
    else:  # a blank die: pips of its colour's letter
        for dx, dy in ((-1, -1), (1, 1), (0, 0)):
            pygame.draw.circle(
                surface,
                mix(body, INK, 0.55),
                (size / 2 + dx * size * 0.22, size / 2 + dy * size * 0.22),
                max(1, size * 0.07),
            )
    return surface


def render_wild(size: int) -> pygame.Surface:
    """A wild token: a round chip with the sparkle."""
    surface = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(surface, (0, 0, 0, 110), (c + 1.5, c + 1.5), c)
    pygame.draw.circle(surface, (120, 96, 150), (c, c), c)
    pygame.draw.circle(surface, (236, 226, 246), (c, c), c - max(2, size // 9))
    draw_symbol(surface, "wild", (c, c), size * 0.34, (70, 44, 100))
    return surface


def render_blank(colour: str, size: int, fonts: FontBook | None = None) -> pygame.Surface:
    """A blank die of a colour (gain and roll), marked with its colour's common face so it
    reads without colour."""
    surface = render_die(None, size, colour)
    if colour in C.colour_faces:
        small = pygame.Surface((size, size), pygame.SRCALPHA)
        draw_symbol(
            small,
            C.colour_faces[colour][0],
            (size / 2, size / 2),
            size * 0.3,
            (*mix(DIE[colour], INK, 0.55), 255),
        )
        surface.blit(small, (0, 0))
    return surface


# --- the map -----------------------------------------------------------------------------


def hex_points(centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = centre
    return [
        (cx + r * math.cos(math.radians(60 * i - 30)), cy + r * math.sin(math.radians(60 * i - 30)))
        for i in range(6)
    ]


def effect_icon(
    surface: pygame.Surface, eff: Effect, centre: tuple[float, float], size: int, fonts: FontBook
) -> int:
    """A small picture of one effect centred at ``centre``; returns its width."""
    cx, cy = centre
    do = eff.do
    n = getattr(eff, "n", 1)
    if do == "die":
        mode = getattr(eff, "mode", "roll")
        colour = getattr(eff, "colour", "any")
        if mode == "face":
            pic = render_die(getattr(eff, "face", None), size, shadow=False)
        elif colour == "any":
            pic = render_die(None, size, "wild", shadow=False)
        else:
            pic = render_blank(colour, size)
        if mode == "choose":
            q = fonts.text(max(8, size * 2 // 3), "?", INK, bold=True)
            pic = pic.copy()
            pic.blit(q, q.get_rect(center=(size // 2, size // 2)))
        surface.blit(pic, pic.get_rect(center=(round(cx), round(cy))))
    elif do == "wild":
        pic = render_wild(size)
        surface.blit(pic, pic.get_rect(center=(round(cx), round(cy))))
    elif do == "rotate":
        draw_arrows(surface, (cx, cy), size * 0.48)
    elif do == "vp":
        draw_vp(surface, (cx, cy), size * 0.55, f"{n}", fonts, palette_green=True)
        n = 1
    elif do == "draw":
        card = pygame.Rect(0, 0, size * 0.62, size * 0.85)
        card.center = (round(cx), round(cy))
        pygame.draw.rect(surface, (60, 40, 36), card.move(2, -2), border_radius=2)
        pygame.draw.rect(surface, PAPER, card, border_radius=2)
        pygame.draw.rect(surface, INK, card, 1, border_radius=2)
    elif do == "raise":
        param = getattr(eff, "param", "temperature")
        draw_param(surface, param, (cx, cy), size * 0.5)
    elif do == "tile":
        tile = getattr(eff, "tile", "ocean")
        draw_tile_icon(surface, tile if tile != "special" else "special", (cx, cy), size * 0.55)
    elif do == "attack":
        pygame.draw.circle(surface, (200, 40, 40), (cx, cy), size * 0.48)
        pygame.draw.circle(surface, PAPER, (cx, cy), size * 0.38)
        pygame.draw.line(
            surface, (200, 40, 40), (cx - size * 0.2, cy), (cx + size * 0.2, cy), max(2, size // 8)
        )
    if n > 1 and do not in ("vp",):
        badge = fonts.text(max(9, size // 2), f"\u00d7{n}", PAPER_INK, bold=True)
        surface.blit(badge, badge.get_rect(midleft=(cx + size * 0.5, cy + size * 0.2)))
        return size + badge.get_width()
    return size


def draw_arrows(surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    """Pink arrows: turn a die."""
    cx, cy = centre
    rect = pygame.Rect(0, 0, r * 1.7, r * 1.7)
    rect.center = (round(cx), round(cy))
    w = max(2, round(r / 4))
    pygame.draw.arc(surface, PINK, rect, math.radians(20), math.radians(160), w)
    pygame.draw.arc(surface, PINK, rect, math.radians(200), math.radians(340), w)
    k = r * 0.85
    for ang, sgn in ((20, 1), (200, -1)):
        a = math.radians(ang)
        tip = (cx + k * math.cos(a), cy - k * math.sin(a))
        pygame.draw.polygon(
            surface,
            PINK,
            [
                tip,
                (tip[0] - sgn * r * 0.45, tip[1] - r * 0.05),
                (tip[0] - sgn * r * 0.05, tip[1] + sgn * -r * 0.45 * -1),
            ],
        )


def draw_vp(
    surface: pygame.Surface,
    centre: tuple[float, float],
    r: float,
    text: str,
    fonts: FontBook,
    palette_green: bool = True,
) -> None:
    """A VP medal: green ribbon (VP now) or red ribbon (VP at the end)."""
    cx, cy = centre
    ribbon = (60, 150, 70) if palette_green else (190, 50, 50)
    pygame.draw.polygon(
        surface,
        ribbon,
        [
            (cx - r * 0.7, cy + r * 0.2),
            (cx - r * 0.9, cy + r * 1.2),
            (cx - r * 0.45, cy + r * 0.95),
            (cx - r * 0.1, cy + r * 1.25),
            (cx + r * 0.05, cy + r * 0.3),
        ],
    )
    pygame.draw.polygon(
        surface,
        ribbon,
        [
            (cx + r * 0.7, cy + r * 0.2),
            (cx + r * 0.9, cy + r * 1.2),
            (cx + r * 0.45, cy + r * 0.95),
            (cx + r * 0.1, cy + r * 1.25),
            (cx - r * 0.05, cy + r * 0.3),
        ],
    )
    pygame.draw.circle(surface, (120, 80, 20), (cx, cy), r)
    pygame.draw.circle(surface, (236, 190, 80), (cx, cy), r - max(1, r / 6))
    label = fonts.text(max(8, round(r * 1.1)), text, INK, bold=True)
    surface.blit(label, label.get_rect(center=(round(cx), round(cy))))


def draw_param(surface: pygame.Surface, param: str, centre: tuple[float, float], r: float) -> None:
    """Temperature (a thermometer) or oxygen (an O2 bubble) raised by one step."""
    cx, cy = centre
    if param == "temperature":
        pygame.draw.rect(
            surface,
            INK,
            pygame.Rect(cx - r * 0.22, cy - r * 0.95, r * 0.44, r * 1.3),
            border_radius=max(1, round(r * 0.2)),
        )
        pygame.draw.circle(surface, INK, (cx, cy + r * 0.5), r * 0.42)
        pygame.draw.circle(surface, (220, 70, 50), (cx, cy + r * 0.5), r * 0.28)
        pygame.draw.rect(
            surface, (220, 70, 50), pygame.Rect(cx - r * 0.09, cy - r * 0.4, r * 0.18, r * 0.9)
        )
    else:
        pygame.draw.circle(surface, (90, 150, 210), (cx, cy), r * 0.9)
        draw_symbol(surface, "oxygen", (cx, cy), r * 0.75)


def draw_tile_icon(
    surface: pygame.Surface, tile: str, centre: tuple[float, float], r: float
) -> None:
    fill = {"ocean": TILE_OCEAN, "greenery": TILE_GREENERY, "city": TILE_CITY}.get(
        tile, TILE_SPECIAL
    )
    pts = hex_points(centre, r)
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, INK, pts, 1)
    symbol = {"ocean": "water", "greenery": "plant", "city": "city"}.get(tile)
    if symbol:
        draw_symbol(surface, symbol, centre, r * 0.55, INK)
    else:
        draw_symbol(surface, "artifact", centre, r * 0.55, INK)


def render_tile(kind: str, r: float, fonts: FontBook) -> pygame.Surface:
    """A placed tile (ocean, greenery, city, or a special tile by its name), hex-shaped."""
    size = math.ceil(r * 2) + 4
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    fill = {"ocean": TILE_OCEAN, "greenery": TILE_GREENERY, "city": TILE_CITY}.get(
        kind, TILE_SPECIAL
    )
    pygame.draw.polygon(surface, mix(fill, INK, 0.5), hex_points((c[0], c[1] + 1.5), r - 1))
    pygame.draw.polygon(surface, fill, hex_points(c, r - 2))
    pygame.draw.polygon(surface, mix(fill, (255, 255, 255), 0.35), hex_points(c, r - 2), 2)
    rnd = random.Random(hash(kind) & 0xFFFF)
    if kind == "ocean":
        for k in range(3):
            y = c[1] - r * 0.35 + k * r * 0.32
            pts = [
                (c[0] - r * 0.55 + i * r * 0.11, y + math.sin(i * 1.2) * r * 0.06)
                for i in range(11)
            ]
            pygame.draw.lines(surface, mix(fill, (255, 255, 255), 0.5), False, pts, 2)
    elif kind == "greenery":
        for _ in range(4):
            x = c[0] + rnd.uniform(-0.45, 0.45) * r
            y = c[1] + rnd.uniform(-0.4, 0.35) * r
            pygame.draw.circle(surface, mix(fill, INK, 0.3), (x, y + 2), r * 0.18)
            pygame.draw.circle(surface, mix(fill, (200, 255, 170), 0.3), (x, y), r * 0.16)
    elif kind == "city":
        draw_symbol(surface, "city", c, r * 0.55, (50, 50, 60))
    else:
        draw_symbol(surface, "artifact", (c[0], c[1] - r * 0.12), r * 0.4, INK)
        name = SPECIAL_NAMES.get(kind, kind).split()[0]
        label = fonts.text(max(8, round(r * 0.3)), name, INK, bold=True)
        surface.blit(label, label.get_rect(center=(c[0], c[1] + r * 0.5)))
    return surface


# --- cards -------------------------------------------------------------------------------


def _fit_lines(
    fonts: FontBook, text: str, width: int, height: int, sizes: tuple[int, ...], bold: bool = False
) -> tuple[int, list[str]]:
    """The biggest font size (of ``sizes``) whose wrapped ``text`` fits the box."""
    for size in sizes:
        font = fonts.get(size, bold)
        lines = wrap(font, text, width)
        if len(lines) * font.get_linesize() <= height and all(
            font.size(x)[0] <= width for x in lines
        ):
            return size, lines
    size = sizes[-1]
    font = fonts.get(size, bold)
    lines = wrap(font, text, width)
    keep = max(1, height // font.get_linesize())
    if len(lines) > keep:
        lines = lines[:keep]
        lines[-1] = lines[-1].rstrip(".") + "\u2026"
    return size, lines


def _cost_row(surface: pygame.Surface, cost: list[str], x: int, y: int, die: int, gap: int) -> int:
    for face in cost:
        surface.blit(render_die(face, die, shadow=False), (x, y))
        x += die + gap
    return x


def _production_box(
    surface: pygame.Surface, items: list[str], right: int, y: int, die: int, fonts: FontBook
) -> pygame.Rect:
    w = len(items) * (die + 2) + 6
    box = pygame.Rect(right - w, y, w, die + 6)
    pygame.draw.rect(surface, BROWN_BOX, box, border_radius=3)
    pygame.draw.rect(surface, mix(BROWN_BOX, INK, 0.5), box, 1, border_radius=3)
    x = box.x + 3
    for item in items:
        if item == "wild":
            surface.blit(render_wild(die - 2), (x, box.y + 3))
        elif item in DIE:
            surface.blit(render_blank(item, die), (x, box.y + 3))
        elif item == "vp":
            draw_vp(surface, (x + die / 2, box.y + 3 + die / 2 - 2), die * 0.4, "1", fonts)
        elif item == "draw":
            r = pygame.Rect(x + die * 0.2, box.y + 4, die * 0.6, die - 2)
            pygame.draw.rect(surface, PAPER, r, border_radius=2)
        x += die + 2
    return box


def card_surface(
    fonts: FontBook,
    kind: str,
    cid: str,
    size: tuple[int, int],
    left: bool = False,
) -> pygame.Surface:
    """A card face from the data: ``kind`` is "project", "corp" or "bonus"; ``left`` aligns
    the name to the left (for cards overlapping in a fanned hand)."""
    w = size[0]
    big = w >= 170
    surface = pygame.Surface(size, pygame.SRCALPHA)
    if kind == "project":
        card = C.cards[cid]
        frame = CARD_FRAME[card.colour]
        name, text, cost = card.name, card.text, list(card.cost)
        production = list(card.production)
        vp, end_vp = card.vp, card.end_vp
        effects: list[Effect] = list(card.effects)
        if card.action is not None:
            effects = list(card.action.gain)
    elif kind == "corp":
        corp = C.corps[cid]
        frame, name, text, cost = CARD_FRAME["corp"], corp.name, corp.text, []
        production, vp, end_vp = list(corp.production), 0, 0
        effects = list(corp.start)
    else:
        bonus = C.bonus[cid]
        frame, name, text, cost = CARD_FRAME["bonus"], bonus.name, bonus.text, list(bonus.cost)
        production, vp, end_vp = [], 0, bonus.end_vp
        effects = list(bonus.effects)
    rect = surface.get_rect()
    radius = max(4, w // 14)
    pygame.draw.rect(surface, (0, 0, 0, 120), rect.move(0, 2), border_radius=radius)
    body = rect.inflate(0, -2).move(0, -1)
    pygame.draw.rect(surface, frame, body, border_radius=radius)
    inner = body.inflate(-max(4, w // 20), -max(4, w // 20))
    pygame.draw.rect(surface, PAPER, inner, border_radius=max(2, radius - 2))
    die = max(12, w // 7)
    pad = inner.x + 3
    top = inner.y + 3
    # top row: cost icons (left), production box (right)
    if cost:
        _cost_row(surface, cost, pad, top, die, 1)
    pdie = max(10, die - 2)
    prod_w = len(production) * (pdie + 2) + 6
    prod_below = bool(production) and len(cost) * (die + 1) + prod_w + 6 > inner.width - 4
    if production and not prod_below:
        _production_box(surface, production, inner.right - 2, top - 1, pdie, fonts)
    # the name on a colour band
    band_y = top + die + 4
    name_size, name_lines = _fit_lines(
        fonts,
        name,
        inner.width - 8,
        (30 if big else 26),
        ((18, 16, 15) if big else (12, 11, 10, 9)),
        bold=True,
    )
    font = fonts.get(name_size, True)
    band_h = font.get_linesize() * len(name_lines) + 4
    band = pygame.Rect(inner.x, band_y, inner.width, band_h)
    pygame.draw.rect(surface, mix(frame, PAPER, 0.15), band)
    y = band_y + 2
    for line in name_lines:
        img = fonts.text(name_size, line, (250, 244, 232), bold=True)
        if left:
            surface.blit(img, (pad, y))
        else:
            surface.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += font.get_linesize()
    y = band.bottom + 4
    if prod_below:  # a long cost: the production box goes under the name
        _production_box(surface, production, pad + prod_w, y - 1, pdie, fonts)
        y += pdie + 9
    # effects as icons (blue: the action with its timing)
    if kind == "project" and C.cards[cid].action is not None:
        act = C.cards[cid].action
        assert act is not None
        tag = {"support": "SUPPORT", "main": "MAIN", "free": "FREE"}[act.timing]
        small = max(8, min(13, die // 2))
        label = fonts.text(small, tag, frame, bold=True)
        surface.blit(label, (pad, y))
        x = pad + label.get_width() + 4
        for face in act.cost:
            surface.blit(render_die(face, die - 2, shadow=False), (x, y - 2))
            x += die - 1
        if act.pay_any:
            any_ = fonts.text(small, f"+{act.pay_any} any", PAPER_INK, bold=True)
            surface.blit(any_, (x + 1, y))
            x += any_.get_width() + 2
        arrow = fonts.text(small, "\u2192", PAPER_INK, bold=True)
        surface.blit(arrow, (x + 1, y))
        x += arrow.get_width() + 4
        for eff in effects:
            if x + die > inner.right - 2:  # no room after the arrow: the gain on a new line
                x = pad + 12
                y += die + 1
            x += effect_icon(surface, eff, (x + die / 2, y + die / 2 - 2), die, fonts) + 2
        y += die + 3
    elif effects:
        x = pad + 2
        for eff in effects:
            if x > inner.right - die:
                break
            x += effect_icon(surface, eff, (x + die / 2, y + die / 2), die, fonts) + 3
        y += die + 3
    # the short text
    bottom = inner.bottom - (die + 4 if (vp or end_vp) else 3)
    sizes = (17, 16, 15, 14, 13) if big else (10, 9, 8)
    if big:
        bottom -= 24
    tsize, lines = _fit_lines(fonts, text, inner.width - 8, bottom - y, sizes)
    tfont = fonts.get(tsize)
    for line in lines:
        surface.blit(fonts.text(tsize, line, PAPER_INK), (pad + 1, y))
        y += tfont.get_linesize()
    # VP ribbons, bottom right: green now, red at the end
    x = inner.right - die // 2 - 4
    if end_vp:
        draw_vp(
            surface,
            (x, inner.bottom - die * 0.9),
            die * 0.45,
            str(end_vp),
            fonts,
            palette_green=False,
        )
        x -= die + 2
    if vp:
        draw_vp(
            surface, (x, inner.bottom - die * 0.9), die * 0.45, str(vp), fonts, palette_green=True
        )
    if kind == "project":
        word = {
            "green": "GREEN \u00b7 PRODUCTION",
            "red": "RED \u00b7 EVENT",
            "blue": "BLUE \u00b7 ACTION",
        }
        if big:
            tag = fonts.text(11, word[C.cards[cid].colour], mix(frame, INK, 0.2), bold=True)
            surface.blit(tag, tag.get_rect(bottomleft=(pad, inner.bottom - 3)))
    else:
        word = "CORPORATION" if kind == "corp" else "BONUS CARD"
        tag = fonts.text(max(8, die // 2 + 2), word, mix(frame, INK, 0.2), bold=True)
        surface.blit(tag, tag.get_rect(bottomleft=(pad, inner.bottom - 2)))
    return surface


def card_back(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (0, 0, 0, 120), rect.move(0, 2), border_radius=8)
    pygame.draw.rect(surface, (110, 44, 30), rect.inflate(0, -2), border_radius=8)
    pygame.draw.rect(surface, palette.OCHRE, rect.inflate(-8, -10), 2, border_radius=6)
    pygame.draw.circle(surface, palette.RUST_BRIGHT, rect.center, min(size) // 4)
    pygame.draw.circle(surface, palette.LIMB, rect.center, min(size) // 4, 2)
    return surface


def card_strip(fonts: FontBook, cid: str, width: int, tapped: bool = False) -> pygame.Surface:
    """A played card seen stacked: a strip with its cost icons, production box / VP and name."""
    card = C.cards[cid]
    frame = CARD_FRAME[card.colour]
    h = 24
    surface = pygame.Surface((width, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, frame, rect, border_radius=4)
    pygame.draw.rect(
        surface, PAPER if not tapped else (196, 186, 170), rect.inflate(-4, -4), border_radius=3
    )
    x = _cost_row(surface, list(card.cost), 4, 4, 16, 1)
    right = width - 4
    if card.production:
        box = _production_box(surface, list(card.production), right, 2, 14, fonts)
        right = box.x - 3
    if card.vp or card.end_vp:
        n = card.vp + card.end_vp
        draw_vp(surface, (right - 8, 10), 7, str(n), fonts, palette_green=card.end_vp == 0)
        right -= 20
    name = card.name if not tapped else card.name + " (used)"
    font = fonts.get(11, bold=True)
    name = ellipsize(font, name, right - x - 6)
    surface.blit(fonts.text(11, name, PAPER_INK, bold=True), (x + 4, 5))
    return surface
