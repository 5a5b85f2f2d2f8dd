"""The action panel drawn from one `Panel` value (prompts.py): its title, its lines, the hand
of the person acting (every squad, each with its picture and name), and the buttons in their
stable slots, the one under the pointer or the keyboard's pick lit. Every line and picture is
recorded (`Ink`), so a test can check that nothing is cut short or overlaps."""

from __future__ import annotations

import math

import pygame

from game.ui.cockroach.layout import PANEL, buttons_top, slot_rect
from game.ui.cockroach.look import Ink, Look, card_box, fit_lines
from game.ui.cockroach.market import card_picture
from game.ui.cockroach.model import Button, Value
from game.ui.cockroach.prompts import Panel
from game.ui.draw import palette
from game.ui.draw.text import render_tracked

LINES_TOP = 28
HAND_HEAD = 15
#: The tallest and shortest a hand's entry is drawn.
ENTRY_H = (40, 16)
#: An entry at least this tall also says what its squad does, when that fits whole.
RICH_H = 34


def _fitted(look: Look, text: str, width: int, sizes: tuple[int, ...], bold: bool) -> int:
    """The first size of `sizes` at which `text` fits `width` on one line (else the last)."""
    for size in sizes:
        if look.fonts.get(size, bold).size(text)[0] <= width:
            return size
    return sizes[-1]


def hand_grid(count: int, room: int, width: int) -> tuple[int, int]:
    """(columns, entry height) for `count` squads in `room` pixels under the hand's label."""
    for columns in (2, 3, 4):
        rows = -(-count // columns)
        h = min(ENTRY_H[0], room // max(1, rows))
        if h >= ENTRY_H[1] or columns == 4:
            return columns, max(12, h)
    return 4, ENTRY_H[1]


def hand_height(count: int) -> int:
    """Pixels the hand needs at its smallest (label and rows)."""
    return HAND_HEAD + -(-count // 2) * ENTRY_H[1] if count else HAND_HEAD


def _hand(ink: Ink, look: Look, hand: tuple[str, ...], top: int, bottom: int) -> None:
    width = PANEL.width - 24
    label = "Your hand (only you see it):" if hand else "Your hand: no squads."
    ink.text(look, label, palette.OCHRE if hand else palette.MUTED, (12, top), 11, True)
    if not hand:
        return
    columns, h = hand_grid(len(hand), bottom - top - HAND_HEAD, width)
    column_w = width // columns
    for i, card in enumerate(hand):
        x = 12 + (i % columns) * column_w
        y = top + HAND_HEAD + (i // columns) * h
        pic = h - 2
        ink.put(f"hand {card}", card_picture(look, card, pic), pygame.Rect(x, y, pic, pic))
        name = look.c.card[card].name
        width = column_w - pic - 10
        if h >= RICH_H and _rich_entry(ink, look, card, (x + pic + 5, y), width, pic):
            continue
        size = _fitted(look, name, width, (12, 11, 10, 9), False)
        text = look.fonts.text(size, name, palette.SAND)
        spot = text.get_rect(midleft=(x + pic + 4, y + pic // 2))
        ink.surface.blit(text, spot)
        ink.texts.append((name, spot))


def _rich_entry(
    ink: Ink, look: Look, card: str, at: tuple[int, int], width: int, height: int
) -> bool:
    """A hand entry with room: the squad's name, and what it does under it when that fits
    whole. False (nothing drawn) when the name alone must do."""
    found = look.c.card[card]
    font = look.fonts.get(12, True)
    if font.size(found.name)[0] > width:
        return False
    effect, size = fit_lines(look, found.effect.text, width, height - 15, (10, 9))
    if len(effect) * look.fonts.get(size).get_linesize() > height - 15:
        return False
    x, y = at
    ink.text(look, found.name, palette.SAND, (x, y), 12, True)
    ink.lines(look, effect, palette.SAND_DIM, (x, y + 15), size)
    return True


def _lines(ink: Ink, look: Look, panel: Panel, room: int) -> int:
    """The panel's lines in `room` pixels from LINES_TOP (smaller type if they must);
    returns the y under them."""
    width = PANEL.width - 24
    wrapped: list[tuple[list[str], tuple[int, int, int]]] = []
    size = 13
    for size in (13, 12, 11):
        wrapped = [(fit_lines(look, t, width, room, (size,))[0], c) for t, c in panel.lines]
        step = look.fonts.get(size).get_linesize()
        if sum(len(w) * step + 2 for w, _ in wrapped) <= room:
            break
    y = LINES_TOP
    step = look.fonts.get(size).get_linesize()
    for lines, colour in wrapped:
        for line in lines:
            if y + step > LINES_TOP + room:
                return y
            ink.text(look, line, colour, (12, y), size)
            y += step
        y += 2
    return y


def button_label(look: Look, text: str, width: int) -> list[tuple[str, int]]:
    """A button's words whole: one line at 14 down to 12, else two lines at 12 down to 10."""
    size = _fitted(look, text, width, (14, 13, 12), False)
    if look.fonts.get(size).size(text)[0] <= width:
        return [(text, size)]
    lines, size = fit_lines(look, text, width, 2 * 13, (12, 11, 10))
    return [(line, size) for line in lines]


def draw_panel(look: Look, panel: Panel, hover: int | None, focus: Value | None) -> Ink:
    """The panel, with the record of what went on it."""
    ink = Ink(card_box(PANEL.size, palette.PANEL_EDGE, (24, 16, 26)))
    width = PANEL.width - 24
    head = render_tracked(look.fonts.get(12, bold=True), panel.title.upper(), palette.OCHRE, 2)
    if head.get_width() > width:
        size = _fitted(look, panel.title.upper(), width, (12, 11, 10), True)
        head = look.fonts.text(size, panel.title.upper(), palette.OCHRE, True)
    where = ink.surface.blit(head, (12, 9))
    ink.texts.append((panel.title, where))
    bottom = (buttons_top() - PANEL.y - 6) if panel.buttons else PANEL.height - 8
    room = bottom - LINES_TOP
    hand = panel.hand
    if hand is not None:
        room -= hand_height(len(hand)) + 4
    y = _lines(ink, look, panel, room)
    if hand is not None:
        _hand(ink, look, hand, y + 2, bottom)
    for i, button in enumerate(panel.buttons):
        rect = slot_rect(button.slot).move(-PANEL.x, -PANEL.y)
        lit = i == hover or (focus is not None and button.value == focus)
        fill = palette.BUTTON_HOVER if lit else palette.BUTTON
        pygame.draw.rect(ink.surface, fill, rect, border_radius=6)
        pygame.draw.rect(ink.surface, palette.PANEL_EDGE, rect, 1, border_radius=6)
        label = button_label(look, button.text, rect.width - 14)
        step = look.fonts.get(label[0][1]).get_linesize()
        top = rect.centery - step * len(label) // 2
        for n, (line, size) in enumerate(label):
            text = look.fonts.text(size, line, palette.SAND)
            spot = ink.surface.blit(text, (rect.x + 8, top + n * step))
            ink.texts.append((line, spot))
    return ink


def render_panel(
    look: Look, panel: Panel, hover: int | None, focus: Value | None
) -> pygame.Surface:
    return draw_panel(look, panel, hover, focus).surface


def button_at(buttons: tuple[Button, ...] | list[Button], pos: tuple[int, int]) -> int | None:
    """The index of the button at a canvas point, if any."""
    for i, button in enumerate(buttons):
        if slot_rect(button.slot).collidepoint(pos):
            return i
    return None


def draw_lock(surface: pygame.Surface, buttons: tuple[Button, ...], share: float) -> None:
    """A freshly changed panel's buttons fade in while presses wait out the lock (`share`:
    the part of the lock still to go)."""
    if share <= 0:
        return
    veil = pygame.Surface(slot_rect(0).size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*palette.PANEL, int(150 * share)), veil.get_rect(), border_radius=6)
    for button in buttons:
        surface.blit(veil, slot_rect(button.slot))


def draw_waiting_edge(surface: pygame.Surface, time: float) -> None:
    """The pulsing edge round the panel while a choice there waits on the people."""
    pulse = 0.5 + 0.5 * math.sin(time * 4.0)
    edge = tuple(int(c * (0.6 + 0.4 * pulse)) for c in palette.OCHRE)
    pygame.draw.rect(surface, edge, PANEL.inflate(4, 4), 2, border_radius=12)
