"""Issue 13 point 7: the cards in play of the seat at the screen, on the table without
hovering. Its panel in the right column lists every green, red and blue card it has played
as a named chip in the card's colour (blue ones show whether they are used this round, and a
click on a usable one uses it); hovering a chip names what the card does."""

from __future__ import annotations

import pygame

from game.rules.tmdice.content import content
from game.ui.draw import palette
from game.ui.draw.text import FontBook
from game.ui.tmdice.card_art import CARD_FRAME, ellipsize
from game.ui.tmdice.column import column
from game.ui.tmdice.layout import OWN_TOP, chip_rects
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation

C = content()
LIGHT = (250, 244, 232)
USED = (50, 56, 70)
#: Green cards first, then red, then blue (as in the tableau popup).
ORDER = {"green": 0, "red": 1, "blue": 2}
NAME_SIZES = (10, 9, 8)


def own_cards(sit: Situation, seat: int) -> list[str]:
    """The seat's cards in play, green, red, then blue, each colour in the order played."""
    played = sit.views[seat].played
    return sorted(played, key=lambda cid: ORDER[C.cards[cid].colour])


def chips(sit: Situation, seat: int) -> list[tuple[str, pygame.Rect]]:
    """(card, where its chip is on the canvas) for the seat's panel."""
    col = column(sit)
    cards = own_cards(sit, seat)
    return list(zip(cards, chip_rects(col.panels[seat], len(cards), col.chip_columns), strict=True))


def chip_at(sit: Situation, pos: tuple[int, int]) -> str | None:
    """The card of the chip under ``pos`` on the panel of the seat along the bottom."""
    for cid, rect in chips(sit, sit.tray_seat):
        if rect.collidepoint(pos):
            return cid
    return None


def draw_chips(
    pics: Pictures, sit: Situation, surface: pygame.Surface, seat: int, panel: pygame.Rect
) -> None:
    """The chips on the seat's panel surface (clicking a blue one of yours uses it, as in the
    other panels)."""
    fonts = pics.fonts
    p = sit.views[seat]
    placed = chips(sit, seat)
    if not placed:
        note = fonts.text(10, "No cards in play yet.", palette.MUTED)
        surface.blit(note, (12, OWN_TOP + 2))
        return
    for cid, rect in placed:
        card = C.cards[cid]
        r = rect.move(-panel.x, -panel.y)
        tapped = card.colour == "blue" and cid in p.tapped
        pygame.draw.rect(surface, USED if tapped else CARD_FRAME[card.colour], r, border_radius=4)
        size, name = chip_name(fonts, card.name, r.width)
        img = fonts.text(size, name, palette.MUTED if tapped else LIGHT, bold=True)
        surface.blit(img, img.get_rect(midleft=(r.x + 4, r.centery)))
        if tapped and img.get_width() + 16 <= r.width:  # used this round: a turned arrow
            used = fonts.text(9, "\u21b7", palette.SAND_DIM, bold=True)
            surface.blit(used, used.get_rect(midright=(r.right - 3, r.centery)))


def chip_name(fonts: FontBook, name: str, width: int) -> tuple[int, str]:
    """The biggest font size (10 down to 8) at which a card's name fits its chip whole; cut
    with an ellipsis only if none does."""
    room = width - 8
    size = next((z for z in NAME_SIZES if fonts.get(z, True).size(name)[0] <= room), 8)
    return size, ellipsize(fonts.get(size, True), name, room)
