"""The squads played and waiting to resolve, drawn as a pile of cards at the foot of the dice
tray: the last played on top (it resolves first, 004's note), each with its picture, who
played it (and on whom) and what it does."""

from __future__ import annotations

import pygame

from game.ui.cockroach.layout import TRAY
from game.ui.cockroach.look import Ink, Look, fit_lines, grows
from game.ui.cockroach.market import card_picture
from game.ui.draw import palette

Play = tuple[int, str, dict[str, object]]
HEAD = 16


def entry_height(count: int, room: int) -> int:
    """How tall one waiting squad is drawn when `count` wait in `room` pixels."""
    return max(18, min(44, (room - HEAD) // max(1, count)))


def entry_rect(index: int, count: int, top: int) -> pygame.Rect:
    """Where the `index`-th squad of the pile (0: the one that resolves first) is drawn, on
    the canvas, for a pile drawn from `top` down to the tray's foot."""
    room = TRAY.bottom - 8 - top
    h = entry_height(count, room)
    return pygame.Rect(TRAY.x + 12, top + HEAD + index * h, TRAY.width - 24, h - 2)


def who_words(look: Look, seat: int, card: str, data: dict[str, object]) -> str:
    name = look.c.card[card].name if card in look.c.card else card
    target = data.get("target", -1)
    aimed = f" on {look.name(target)}" if isinstance(target, int) and target >= 0 else ""
    return f"{name} \u2014 {look.name(seat)}{aimed}"


def one_line(look: Look, text: str, width: int, sizes: tuple[int, ...]) -> int:
    """The first of `sizes` at which `text` fits `width` in bold (else the last)."""
    for size in sizes:
        if look.fonts.get(size, True).size(text)[0] <= width:
            return size
    return sizes[-1]


@grows
def draw_stack(look: Look, plays: list[Play], top: int) -> Ink:
    """The pile drawn on a transparent surface the tray's width, from canvas y `top` down to
    the tray's foot: the squads in the order they will resolve (last played first)."""
    height = TRAY.bottom - 8 - top
    ink = Ink(pygame.Surface((TRAY.width, max(1, height)), pygame.SRCALPHA))
    if not plays:
        return ink
    head = "Squads waiting: the top one resolves first"
    ink.text(look, head, palette.OCHRE, (12, 0), 11, True)
    order = list(reversed(plays))
    for i, (seat, card, data) in enumerate(order):
        rect = entry_rect(i, len(order), top).move(-TRAY.x, -top)
        pygame.draw.rect(ink.surface, (44, 28, 34), rect, border_radius=6)
        pygame.draw.rect(ink.surface, look.colour(seat), rect, 1, border_radius=6)
        pic = rect.height - 4
        ink.put(
            f"stack {card}",
            card_picture(look, card, pic),
            pygame.Rect(rect.x + 3, rect.y + 2, pic, pic),
        )
        x = rect.x + pic + 10
        width = rect.right - x - 6
        words = f"{i + 1}. {who_words(look, seat, card, data)}"
        effect = look.c.card[card].effect.text if card in look.c.card else ""
        size = one_line(look, words, width, (12, 11, 10, 9))
        if rect.height >= 36:
            ink.text(look, words, look.colour(seat), (x, rect.y + 2), size, True)
            more, small = fit_lines(look, effect, width, rect.height - 20, (11, 10, 9))
            ink.lines(look, more, palette.SAND_DIM, (x, rect.y + 18), small)
        else:
            ink.text(look, words, look.colour(seat), (x, rect.y + 1), min(size, 11), True)
    return ink
