"""TM Dice effect icons: what a card, an area or a track step gives (a die, a wild token, VP,
a card, a raised parameter, a tile, an attack), the pink arrows of turning a die, VP medals."""

from __future__ import annotations

import math

import pygame

from game.rules.tmdice.content import Effect
from game.ui.draw.text import FontBook
from game.ui.tmdice.dice_art import render_blank, render_die, render_wild
from game.ui.tmdice.map_art import draw_tile_icon
from game.ui.tmdice.symbols import INK, PAPER, PAPER_INK, PINK, draw_symbol


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
