"""The dice tray: the six combat dice and the special die (spent ones locked), and what the
roll can still pay for this turn."""

from __future__ import annotations

import pygame

from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.art import draw_die, draw_symbol
from game.ui.cockroach.layout import TRAY, die_rect, special_rect
from game.ui.cockroach.look import Look, card_box
from game.ui.draw import palette
from game.ui.draw.text import render_tracked


def paying_text(view: RoachObservation) -> str:
    """What the current roll can still pay for, from the observation's figures."""
    stars = view.available.get("star", 0)
    serums = view.available.get("serum", 0)
    return f"{stars} star{'s' if stars != 1 else ''}, {serums} serum{'s' if serums != 1 else ''}"


def render_tray(
    look: Look,
    view: RoachObservation,
    tumbling: frozenset[int] = frozenset(),
    lit: frozenset[int] = frozenset(),
) -> pygame.Surface:
    """`tumbling`: dice an animation of the queue draws instead (playing or waiting); `lit`:
    dice the choice under the pointer or the keyboard's focus names (a die to roll again,
    dice a payment locks); -1 is the special die in both. Each combat die carries its
    number, as the choices name it."""
    surface = card_box(TRAY.size, palette.PANEL_EDGE, (24, 16, 26))
    head = render_tracked(look.fonts.get(12, bold=True), "DICE", palette.OCHRE, 3)
    surface.blit(head, (14, 10))
    if view.phase != "turn" or not view.rolled:
        note = "Dice not rolled yet this turn." if view.phase == "turn" else ""
        if view.skipped:
            note = f"{look.name(view.current)} misses this turn: no dice."
        surface.blit(look.line(note, palette.SAND_DIM, TRAY.width - 90, 13), (80, 10))
        return surface
    who = look.line(f"{look.name(view.current)}'s roll", palette.SAND_DIM, 200, 13)
    surface.blit(who, (80, 10))
    for i, face in enumerate(view.dice):
        if i in tumbling:
            continue
        rect = die_rect(i).move(-TRAY.x, -TRAY.y)
        locked = bool(view.spent[i])
        if i in lit:
            pygame.draw.rect(surface, palette.OCHRE, rect.inflate(8, 8), 3, border_radius=10)
        draw_die(surface, rect, look.c.combat_faces[face], locked=locked)
        words = f"{i + 1} locked" if locked else str(i + 1)
        tag = look.line(words, palette.MUTED if locked else palette.SAND_DIM, rect.width + 8, 10)
        surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom + 3)))
    srect = special_rect().move(-TRAY.x, -TRAY.y)
    label = look.line("special", palette.OCHRE, srect.width + 20, 10)
    surface.blit(label, label.get_rect(midbottom=(srect.centerx, srect.top - 2)))
    if view.special >= 0 and -1 not in tumbling:
        if -1 in lit:
            pygame.draw.rect(surface, palette.OCHRE, srect.inflate(8, 8), 3, border_radius=10)
        special = look.c.special_faces[view.special]
        draw_die(surface, srect, special, locked=bool(view.special_spent), special=True)
    elif view.special < 0:
        pygame.draw.rect(surface, (60, 44, 56), srect, 2, border_radius=8)
    y = srect.bottom + 24
    lines = [
        ("star", f"Can still pay: {paying_text(view)}"),
        ("injury", f"Injuries this turn will deal: {view.injuries}"),
        ("danger", f"Dangers rolled this turn: {view.dangers}"),
    ]
    if view.ignored:
        lines.append(("danger", "Not counting this turn: " + ", ".join(view.ignored)))
    for symbol, text in lines:
        draw_symbol(surface, symbol, (24, y + 8), 7)
        surface.blit(look.line(text, palette.SAND, TRAY.width - 60, 13), (40, y))
        y += 24
    return surface
