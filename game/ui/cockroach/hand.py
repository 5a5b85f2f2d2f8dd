"""The hand of the person acting, in the action panel: every squad listed whole, however many
(a hand has no limit; a hoarding player can hold every squad of the game). A few squads show
their picture, name and what they do (every one of them, or none: a hand never mixes the two,
and its entries grow taller, when there is room, so that each says what it does); more squads
their picture and name in two to four columns; many their names alone in smaller type. The
layout is chosen to fit the room."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.cockroach.look import Ink, Look, fit_lines, line_step
from game.ui.cockroach.market import card_picture
from game.ui.draw import palette
from game.ui.draw.text import standard_size

HEAD = 15  # the hand's label
#: The tallest an entry is drawn, and the shortest with a picture and without.
ENTRY_MAX = 40
ENTRY_MIN = 16
NAME_MIN = 11
#: An entry at least this tall also says what its squad does, when that fits whole; with
#: room to spare it may grow to RICH_MAX so that every squad's words fit.
RICH_H = 34
RICH_MAX = 58
SIZES = (12, 11, 10, 9)


@dataclass(frozen=True)
class HandLayout:
    columns: int
    entry_h: int
    pictures: bool
    label: bool
    size: int  # the names' type


def _names_fit(look: Look, names: list[str], width: int, size: int, height: int) -> bool:
    font = look.fonts.get(size)
    return line_step(font) <= height and all(font.size(n)[0] <= width for n in names)


def hand_layout(look: Look, hand: tuple[str, ...], width: int, room: int) -> HandLayout | None:
    """The first layout, from the roomiest, in which every squad's name fits whole in
    `width` x `room` pixels; None when none does."""
    names = [look.c.card[c].name for c in hand]
    for pictures in (True, False):
        for columns in (2, 3, 4):
            rows = max(1, -(-len(hand) // columns))
            for label in (True, False):
                h = min(ENTRY_MAX, (room - (HEAD if label else 0)) // rows)
                if h < (ENTRY_MIN if pictures else NAME_MIN):
                    continue
                name_w = width // columns - ((h - 2) + 9 if pictures else 6)
                for size in SIZES:
                    if _names_fit(look, names, name_w, size, h):
                        return HandLayout(columns, h, pictures, label, size)
    return None


@standard_size
def hand_room(look: Look, hand: tuple[str, ...], width: int) -> int:
    """The fewest pixels in which the hand can be listed whole (its label included when
    there is no squad to list)."""
    if not hand:
        return HEAD
    for room in range(HEAD, 400):
        if hand_layout(look, hand, width, room) is not None:
            return room
    return 400


@standard_size
def draw_hand(
    ink: Ink, look: Look, hand: tuple[str, ...], at: tuple[int, int], width: int, room: int
) -> None:
    """The hand from `at` in `width` x `room` pixels of the panel (the room was measured)."""
    x0, top = at
    if not hand:
        ink.text(look, "Your hand: no squads.", palette.MUTED, (x0, top), 11, True)
        return
    layout = hand_layout(look, hand, width, room) or HandLayout(4, NAME_MIN, False, False, 9)
    if layout.label:
        ink.text(look, "Your hand (only you see it):", palette.OCHRE, (x0, top), 11, True)
        top += HEAD
    column_w = width // layout.columns
    h = layout.entry_h
    rich = False
    if layout.pictures and h >= RICH_H:
        rows = -(-len(hand) // layout.columns)
        tallest = max(h, min(RICH_MAX, (room - (HEAD if layout.label else 0)) // rows))
        for tall in range(h, tallest + 1):
            text_w = column_w - (min(tall, ENTRY_MAX) - 2) - 10
            if all(_rich_fits(look, card, text_w, tall - 2) for card in hand):
                h, rich = tall, True
                break
    for i, card in enumerate(hand):
        x = x0 + (i % layout.columns) * column_w
        y = top + (i // layout.columns) * h
        ink.spots.append((card, pygame.Rect(x, y, column_w - 4, h)))
        text_x = x + 3
        if layout.pictures:
            pic = min(h, ENTRY_MAX) - 2
            ink.put(f"hand {card}", card_picture(look, card, pic), pygame.Rect(x, y, pic, pic))
            text_x = x + pic + 5
            if rich:
                _rich(ink, look, card, (text_x, y), column_w - pic - 10, h - 2)
                continue
        name = look.c.card[card].name
        text = look.fonts.text(layout.size, name, palette.SAND)
        spot = text.get_rect(midleft=(text_x, y + min(h, ENTRY_MAX) // 2 - 1))
        ink.surface.blit(text, spot)
        ink.texts.append((name, spot))


def _effect(look: Look, card: str, width: int, height: int) -> tuple[list[str], int] | None:
    """What the squad does, wrapped to fit `width` x `height` under its name; None when its
    name or its words do not fit whole."""
    found = look.c.card[card]
    if look.fonts.get(12, True).size(found.name)[0] > width:
        return None
    effect, size = fit_lines(look, found.effect.text, width, height - 15, (10, 9))
    if len(effect) * line_step(look.fonts.get(size)) > height - 15:
        return None
    return effect, size


def _rich_fits(look: Look, card: str, width: int, height: int) -> bool:
    return _effect(look, card, width, height) is not None


def _rich(ink: Ink, look: Look, card: str, at: tuple[int, int], width: int, height: int) -> None:
    """An entry with room: the squad's name, and what it does under it (it fits: measured)."""
    said = _effect(look, card, width, height)
    assert said is not None
    effect, size = said
    x, y = at
    ink.text(look, look.c.card[card].name, palette.SAND, (x, y), 12, True)
    ink.lines(look, effect, palette.SAND_DIM, (x, y + 15), size)
