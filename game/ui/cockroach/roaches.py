"""The cockroaches in play, each a card: its picture with the injuries on it as counters, its
victory points as a medal, its health (a pip per point, the lost ones marked), its spoils as
tokens, the markers of the heroes fighting it, and its talent in words.

Every line and picture is recorded with where it went (`Ink`), so a test can check that
nothing is cut short or overlaps."""

from __future__ import annotations

import math

import pygame

from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.art import SYMBOL_COLOURS
from game.ui.cockroach.layout import ROACH_H, ROACH_W
from game.ui.cockroach.look import Ink, Look, card_box, fit_lines, grows
from game.ui.cockroach.tokens import counted, hero_marker, token
from game.ui.draw import palette
from game.ui.draw.pictures import picture
from game.ui.draw.text import at_most, fit_sizes

PIC = 96
PIC_X, PIC_Y = 8, 30
SIDE_X = PIC_X + PIC + 8  # the column right of the picture
SIDE_W = ROACH_W - 10 - SIDE_X
TALENT_Y = PIC_Y + PIC + 4
HEALTHY = (92, 150, 84)
MARKER_R = 12  # a hero marker's radius on a cockroach card
#: Where injury counters sit on the picture (fractions of it), one per injury, in the order
#: they are placed: round the creature, never over its middle.
WOUND_SPOTS = [
    (0.5 + 0.36 * math.cos(a), 0.52 + 0.36 * math.sin(a))
    for a in (2.4, 0.75, 3.9, -0.7, 1.57, -2.3, 3.14, 0.0)
]


def wound_counters(ink: Ink, look: Look, wounds: int) -> None:
    """The injuries on the cockroach: one red counter on its picture for each."""
    r = 9
    for i in range(min(wounds, len(WOUND_SPOTS))):
        fx, fy = WOUND_SPOTS[i]
        mark = token(look, "injury", r)
        centre = (PIC_X + round(fx * PIC), PIC_Y + round(fy * PIC))
        ink.put("injury counter", mark, mark.get_rect(center=centre))


def _health(ink: Ink, look: Look, health: int, wounds: int, y: int) -> int:
    """A pip per point of health, the lost ones red with a claw mark; then how many are
    left, in words. Returns the y under it."""
    pip = min(13, SIDE_W // max(1, health) - 2)
    for i in range(health):
        rect = pygame.Rect(SIDE_X + i * (pip + 2), y, pip, 12)
        hurt = i < wounds
        colour = SYMBOL_COLOURS["injury"] if hurt else HEALTHY
        pygame.draw.rect(ink.surface, colour, rect, border_radius=3)
        pygame.draw.rect(ink.surface, (20, 12, 14), rect, 1, border_radius=3)
    left = max(0, health - wounds)
    words = f"{left} of {health} health left"
    ink.text(look, words, palette.SAND_DIM, (SIDE_X, y + 15), 11)
    return y + 31


def _spoils(ink: Ink, look: Look, parts: list[tuple[str, int]], y: int) -> int:
    label = ink.text(look, "Spoils", palette.OCHRE, (SIDE_X, y + 3), 11, True)
    x = label.right + 5
    if not parts:
        ink.text(look, "none", palette.MUTED, (x, y + 3), 11)
    for kind, n in parts:
        mark = counted(look, kind, n, 8, 12) if kind != "vp" else token(look, "vp", 10, n)
        ink.put(f"spoils {kind} {n}", mark, mark.get_rect(midleft=(x, y + 10)))
        x += mark.get_width() + 5
    return y + 24


def _markers(ink: Ink, look: Look, view: RoachObservation, slot: int, y: int) -> None:
    fighters = [p for p, s in enumerate(view.markers) if s == slot]
    x = SIDE_X
    for p in fighters:
        mark = hero_marker(look, p, MARKER_R)
        ink.put(f"marker {p}", mark, mark.get_rect(topleft=(x, y - 2)))
        x += mark.get_width() + 1


@grows
def draw_roach(look: Look, view: RoachObservation, slot: int, highlight: str = "") -> Ink:
    """One cockroach card, with the record of what went on it; `highlight` is what a click
    on it does now ("" none)."""
    sv = view.roaches[slot]
    roach = look.c.roach[sv.roach]
    edge = palette.OCHRE if highlight else palette.PANEL_EDGE
    ink = Ink(card_box((ROACH_W, ROACH_H), edge))
    if highlight:
        pygame.draw.rect(ink.surface, palette.OCHRE, ink.surface.get_rect(), 3, border_radius=10)
    # The card's top has no room for more: its name, figures and markers keep the standard
    # size; the talent under it takes the larger text size where it fits (`grows`).
    with at_most(1.0):
        medal = token(look, "vp", 15, roach.vp)
        ink.put(f"vp {roach.vp}", medal, medal.get_rect(topright=(ROACH_W - 6, 4)))
        name_w = ROACH_W - 10 - medal.get_width() - 16
        for size in (16, 15, 14, 13):
            if look.fonts.get(size, True).size(roach.name)[0] <= name_w:
                break
        ink.text(look, roach.name, palette.SAND, (10, 7), size, True)
        art = picture("cockroach", "roaches", roach.id, (PIC, PIC))
        ink.put(f"picture {roach.id}", art, pygame.Rect(PIC_X, PIC_Y, PIC, PIC))
        wound_counters(ink, look, sv.wounds)
        y = _health(ink, look, roach.health, sv.wounds, PIC_Y + 4)
        y = _spoils(ink, look, [(p.kind, p.n) for p in roach.spoils], y)
        _markers(ink, look, view, slot, y + 2)
    off = roach.id in view.talent_off
    text = ("Talent ignored this turn: " if off else "") + roach.talent.text
    room = ROACH_H - TALENT_Y - 4
    lines, size = fit_lines(look, text, ROACH_W - 20, room, fit_sizes((12, 11, 10)))
    ink.lines(look, lines, palette.MUTED if off else palette.SAND, (10, TALENT_Y), size)
    if highlight:
        with at_most(1.0):
            tag = look.fonts.text(12, highlight, palette.SPACE_DEEP, bold=True)
        pill = pygame.Rect(0, 0, tag.get_width() + 14, tag.get_height() + 4)
        pill.midbottom = (PIC_X + PIC // 2, PIC_Y + PIC + 2)
        pygame.draw.rect(ink.surface, palette.OCHRE, pill, border_radius=pill.height // 2)
        ink.surface.blit(tag, tag.get_rect(center=pill.center))
        ink.texts.append((highlight, pill))
    return ink


def render_roach(
    look: Look, view: RoachObservation, slot: int, highlight: str = ""
) -> pygame.Surface:
    """One cockroach card; `highlight` is what a click on it does now ("" none)."""
    return draw_roach(look, view, slot, highlight).surface


def roach_key(view: RoachObservation, slot: int, highlight: str = "") -> tuple[object, ...]:
    """All that `draw_roach` shows of place `slot`: while it stays the same, the card drawn
    last stands."""
    sv = view.roaches[slot]
    fighters = tuple(p for p, s in enumerate(view.markers) if s == slot)
    return (slot, sv.roach, sv.wounds, fighters, sv.roach in view.talent_off, highlight)
