"""The action panel drawn from one `Panel` value (prompts.py): its title, its lines, the hand
of the person acting (every squad listed whole: hand.py), and the buttons in their
stable slots, the one under the pointer or the keyboard's pick lit. Every line and picture is
recorded (`Ink`), so a test can check that nothing is cut short or overlaps."""

from __future__ import annotations

import math

import pygame

from game.ui.cockroach.hand import draw_hand, hand_room
from game.ui.cockroach.layout import PANEL, buttons_top, slot_rect
from game.ui.cockroach.look import Ink, Look, card_box, fit_lines, grows, line_step
from game.ui.cockroach.model import Button, Value
from game.ui.cockroach.prompts import Panel
from game.ui.draw import palette
from game.ui.draw.text import fit_sizes, render_tracked

LINES_TOP = 28


def _fitted(look: Look, text: str, width: int, sizes: tuple[int, ...], bold: bool) -> int:
    """The first size of `sizes` at which `text` fits `width` on one line (else the last)."""
    for size in sizes:
        if look.fonts.get(size, bold).size(text)[0] <= width:
            return size
    return sizes[-1]


def _lines(ink: Ink, look: Look, panel: Panel, room: int) -> int:
    """The panel's lines from LINES_TOP, in smaller type if they must to fit `room` pixels
    (never cut: past the room they run on); returns the y under them."""
    width = PANEL.width - 24
    wrapped: list[tuple[list[str], tuple[int, int, int]]] = []
    size = 13
    for size in fit_sizes((13, 12, 11)):
        wrapped = [(fit_lines(look, t, width, room, (size,))[0], c) for t, c in panel.lines]
        step = line_step(look.fonts.get(size))
        if sum(len(w) * step + 2 for w, _ in wrapped) <= room:
            break
    y = LINES_TOP
    step = line_step(look.fonts.get(size))
    for lines, colour in wrapped:
        for line in lines:
            ink.text(look, line, colour, (12, y), size)
            y += step
        y += 2
    return y


def button_label(look: Look, text: str, width: int, largest: int = 14) -> list[tuple[str, int]]:
    """A button's words whole: one line at `largest` (14 at most) down to 12, else two lines
    at 12 down to 10."""
    # At a larger text size each list runs on down to the size drawn as its smallest at 100 %.
    sizes = tuple(s for s in fit_sizes((14, 13, 12)) if s <= largest) or (min(largest, 12),)
    size = _fitted(look, text, width, sizes, False)
    if look.fonts.get(size).size(text)[0] <= width:
        return [(text, size)]
    lines, size = fit_lines(look, text, width, 2 * 13, fit_sizes((12, 11, 10)))
    return [(line, size) for line in lines]


@grows
def draw_panel(look: Look, panel: Panel, hover: int | None, focus: Value | None) -> Ink:
    """The panel, with the record of what went on it."""
    ink = Ink(card_box(PANEL.size, palette.PANEL_EDGE, (24, 16, 26)))
    width = PANEL.width - 24
    # In small capitals, at a larger text size down to its size at 100 % (at 100 %: 12 only).
    for size in fit_sizes((12,)):
        head = render_tracked(
            look.fonts.get(size, bold=True), panel.title.upper(), palette.OCHRE, 2
        )
        if head.get_width() <= width:
            break
    if head.get_width() > width:
        size = _fitted(look, panel.title.upper(), width, fit_sizes((12, 11, 10)), True)
        head = look.fonts.text(size, panel.title.upper(), palette.OCHRE, True)
    where = ink.surface.blit(head, (12, 9))
    ink.texts.append((panel.title, where))
    bottom = (buttons_top() - PANEL.y - 6) if panel.buttons else PANEL.height - 8
    room = bottom - LINES_TOP
    hand = panel.hand
    if hand is not None:
        room -= hand_room(look, hand, width) + 2
    y = _lines(ink, look, panel, room)
    # Lines that ran on past their room (into the hand or the buttons) at a larger text size.
    ink.flaws += y > LINES_TOP + room + 2
    if hand is not None:
        draw_hand(ink, look, hand, (12, y + 2), width, bottom - y - 2)
    # The buttons on one line share one size: the largest at which all of those fit.
    widths = [slot_rect(b.slot).width - 14 for b in panel.buttons]
    one_line = [button_label(look, b.text, w) for b, w in zip(panel.buttons, widths, strict=True)]
    floor = min(fit_sizes((12,)))
    largest = min((t[0][1] for t in one_line if len(t) == 1 and t[0][1] >= floor), default=14)
    for i, button in enumerate(panel.buttons):
        rect = slot_rect(button.slot).move(-PANEL.x, -PANEL.y)
        lit = i == hover or (focus is not None and button.value == focus)
        fill = palette.BUTTON_HOVER if lit else palette.BUTTON
        ink_colour = palette.SAND
        if button.why:  # greyed: a guided step takes another choice first
            fill, ink_colour = palette.BUTTON_DISABLED, palette.MUTED
        pygame.draw.rect(ink.surface, fill, rect, border_radius=6)
        pygame.draw.rect(ink.surface, palette.PANEL_EDGE, rect, 1, border_radius=6)
        label = button_label(look, button.text, rect.width - 14, largest)
        step = line_step(look.fonts.get(label[0][1]))
        top = rect.centery - step * len(label) // 2
        for n, (line, size) in enumerate(label):
            text = look.fonts.text(size, line, ink_colour)
            spot = ink.surface.blit(text, (rect.x + 8, top + n * step))
            ink.texts.append((line, spot))
            ink.flaws += not rect.contains(spot)
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
