"""The cockroaches in play: name, health and injuries, VP, spoils, talent, and the markers
of the heroes fighting each."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.art import SYMBOL_COLOURS, draw_token
from game.ui.cockroach.layout import ROACH_H, ROACH_W
from game.ui.cockroach.look import Look, card_box
from game.ui.draw import palette

SPOIL_WORDS = {"star": ("star", "stars"), "injury": ("injury", "injuries"), "vp": ("VP", "VP")}


def spoils_text(parts: Sequence[tuple[str, int]]) -> str:
    if not parts:
        return "Spoils: none"
    words = [f"{n} {SPOIL_WORDS[k][0 if n == 1 else 1]}" for k, n in parts]
    return "Spoils: " + ", ".join(words)


def render_roach(
    look: Look, view: RoachObservation, slot: int, highlight: str = ""
) -> pygame.Surface:
    """One cockroach card; `highlight` is what a click on it does now ("" none)."""
    sv = view.roaches[slot]
    roach = look.c.roach[sv.roach]
    edge = palette.OCHRE if highlight else palette.PANEL_EDGE
    surface = card_box((ROACH_W, ROACH_H), edge)
    width = ROACH_W - 20
    surface.blit(look.line(roach.name, palette.SAND, width - 50, 17, True), (10, 8))
    vp = look.line(f"{roach.vp} VP", palette.OCHRE, 50, 15, True)
    surface.blit(vp, vp.get_rect(topright=(ROACH_W - 10, 9)))
    # Health bar: one notch per point, the injured ones red.
    notch = min(24, (width - 4) // max(1, roach.health))
    for i in range(roach.health):
        rect = pygame.Rect(10 + i * notch, 36, notch - 3, 12)
        hurt = i < sv.wounds
        pygame.draw.rect(surface, SYMBOL_COLOURS["injury"] if hurt else (70, 110, 70), rect, 0, 3)
    left = max(0, roach.health - sv.wounds)
    health = f"Health {roach.health} \u00b7 injuries {sv.wounds} \u00b7 {left} to go"
    surface.blit(look.line(health, palette.SAND_DIM, width, 12), (10, 52))
    parts = [(p.kind, p.n) for p in roach.spoils]
    surface.blit(look.line(spoils_text(parts), palette.SAND_DIM, width, 12), (10, 70))
    off = roach.id in view.talent_off
    talent = ("(Talent ignored this turn) " if off else "") + roach.talent.text
    surface.blit(look.para(talent, palette.MUTED if off else palette.SAND, width, 12, 4), (10, 90))
    fighters = [p for p, s in enumerate(view.markers) if s == slot]
    x = 22
    for p in fighters:
        letter = look.fonts.text(12, look.name(p)[:1].upper(), (20, 12, 12), bold=True)
        draw_token(surface, (x, ROACH_H - 22), look.colour(p), letter)
        x += 30
    if fighters:
        names = ", ".join(look.name(p) for p in fighters)
        label = look.line(names, palette.SAND_DIM, ROACH_W - x - 10, 12)
        surface.blit(label, (x - 6, ROACH_H - 30))
    if highlight:
        tag = look.line(highlight, palette.OCHRE, width, 12, True)
        surface.blit(tag, tag.get_rect(bottomright=(ROACH_W - 10, ROACH_H - 38)))
    return surface
