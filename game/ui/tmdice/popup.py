"""The full tableau popup of a player (their panel hovered: a preview; clicked: pinned open):
every card they have in play as a strip, their corporation and bonus cards, left of the
middle column where it covers nothing a click could take now."""

from __future__ import annotations

import pygame

from game.rules.tmdice.content import content
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.text import render_tracked, wrap
from game.ui.tmdice.card_art import STRIP_H
from game.ui.tmdice.layout import BOARD, VPTRACK, H
from game.ui.tmdice.live import MIDDLE, clear_spot
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.tableaus import Strips

C = content()


class Popups:
    """The tableau popup as last drawn, with what it showed (drawn again when that changes)."""

    def __init__(self) -> None:
        self._drawn: tuple[object, pygame.Surface, Strips] | None = None

    def forget(self) -> None:
        self._drawn = None

    def picture(self, pics: Pictures, sit: Situation, seat: int) -> tuple[pygame.Surface, Strips]:
        """``seat``'s popup and where its card strips are on it."""
        p = sit.views[seat]
        key = (seat, tuple(p.played), tuple(p.tapped), tuple(p.bonus), p.corp)
        drawn = self._drawn
        if drawn is None or drawn[0] != key:
            strips: Strips = []
            surface = fast(_render_tableau_popup(pics, sit, seat, strips))
            drawn = self._drawn = (key, surface, strips)
        return drawn[1], drawn[2]

    def placed(
        self, pics: Pictures, sit: Situation, seat: int, live: list[pygame.Rect]
    ) -> tuple[pygame.Surface, pygame.Rect, Strips]:
        """``seat``'s popup, where it shows on the canvas (clear of the ``live`` rectangles,
        where a click acts now, if it can be) and where its card strips are there."""
        surface, strips = self.picture(pics, sit, seat)
        rect = popup_rect(surface.get_size(), live)
        return surface, rect, [(cid, r.move(rect.topleft)) for cid, r in strips]


def popup_clear(rect: pygame.Rect, live: list[pygame.Rect]) -> bool:
    """Whether the popup at ``rect`` covers nothing clickable now. When every place would
    (a tile to place with most of the map lit), the popup is not shown at all: a choice is
    never hidden under it."""
    return not any(rect.colliderect(r) for r in live)


def popup_rect(size: tuple[int, int], live: list[pygame.Rect]) -> pygame.Rect:
    """Where the tableau popup shows: left of the middle column (never over the action panel,
    whose turn or the status line), at the first place that covers nothing clickable now."""
    w, h = size
    left, right = BOARD.x, MIDDLE.x - 8 - w
    top, bottom = BOARD.y, H - 10 - h
    spots = [(left, top), (right, top), (left, bottom), (right, bottom)]
    return clear_spot(size, spots, live)


#: The tableau popup's column width, and its tallest (the map's place: it never reaches the
#: tray or the hand below, where dice and cards may be live).
POPUP_COLUMN = 330
POPUP_MAX_H = VPTRACK.bottom - BOARD.y
#: Two columns share the width left of the action panel.
POPUP_COLUMN_2 = (MIDDLE.x - 8 - BOARD.x - 12) // 2
POPUP_TOP = 32


Block = tuple[str, str, int]


def _popup_blocks(pics: Pictures, sit: Situation, seat: int, col_w: int) -> list[Block]:
    """The popup's content as blocks (kind, value, height) to flow into columns."""
    p = sit.views[seat]
    fonts = pics.fonts
    blocks: list[Block] = []
    if p.corp:
        lines = wrap(fonts.get(10), C.corps[p.corp].text, col_w - 24)
        blocks += [("head", "CORPORATION", 16), ("corp", p.corp, 16 + 13 * len(lines) + 7)]
    for colour in ("green", "red", "blue"):
        cards = [c for c in p.played if C.cards[c].colour == colour]
        blocks.append(("head", f"{colour.upper()} CARDS ({len(cards)})", 16))
        blocks += [("card", cid, STRIP_H + 1) for cid in cards]
        blocks.append(("gap", "", 4))
    if p.bonus:
        blocks.append(("head", "BONUS CARDS", 16))
        for b in p.bonus:
            text = f"{C.bonus[b].name}: {C.bonus[b].text}"
            lines = wrap(fonts.get(10), text, col_w - 24)
            blocks += [("line", line, 13) for line in lines]
            blocks.append(("gap", "", 3))
    return blocks


def _flow(blocks: list[Block], most: int) -> list[list[Block]]:
    """``blocks`` in at most ``most`` columns, each as tall as the popup allows."""
    room = POPUP_MAX_H - POPUP_TOP - 8
    columns: list[list[Block]] = [[]]
    used = 0
    for block in blocks:
        if used + block[2] > room and columns[-1] and len(columns) < most:
            columns.append([])
            used = 0
        columns[-1].append(block)
        used += block[2]
    return columns


def _render_tableau_popup(
    pics: Pictures, sit: Situation, seat: int, strips: Strips
) -> pygame.Surface:
    """Every card one player has in play, as strips (green stacked showing cost and
    production box, red pile showing costs, blue with their used state), in a second column
    when one would be taller than the map; ``strips`` gets where each card's strip is."""
    p = sit.views[seat]
    fonts = pics.fonts
    top = POPUP_TOP
    col_w = POPUP_COLUMN
    columns = _flow(_popup_blocks(pics, sit, seat, col_w), 1)
    if sum(b[2] for b in columns[0]) > POPUP_MAX_H - top - 8:
        col_w = POPUP_COLUMN_2
        columns = _flow(_popup_blocks(pics, sit, seat, col_w), 2)
    tallest = max(sum(b[2] for b in col) for col in columns)
    width = col_w * len(columns) + (12 if len(columns) > 1 else 0)
    height = min(POPUP_MAX_H, top + tallest + 8)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, (*palette.PANEL, 255), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, pics.colour(seat), surface.get_rect(), 2, border_radius=10)
    title = f"{sit.name(seat)}'s tableau"
    surface.blit(fonts.text(14, title, palette.SAND, bold=True), (12, 8))
    for i, col in enumerate(columns):
        x, y = 12 + i * (col_w + 12), top
        for kind, value, h in col:
            if y + h > height - 4:
                break
            if kind == "head":
                head = render_tracked(fonts.get(9, bold=True), value, palette.OCHRE, 2)
                surface.blit(head, (x, y))
            elif kind == "corp":
                corp = C.corps[value]
                surface.blit(fonts.text(12, corp.name, palette.SAND, bold=True), (x, y))
                for j, line in enumerate(wrap(fonts.get(10), corp.text, col_w - 24)):
                    surface.blit(fonts.text(10, line, palette.SAND_DIM), (x, y + 16 + j * 13))
            elif kind == "card":
                strip = pics.strip(value, value in p.tapped, col_w - 24)
                surface.blit(strip, (x, y))
                strips.append((value, pygame.Rect(x, y, strip.get_width(), STRIP_H)))
            elif kind == "line":
                surface.blit(fonts.text(10, value, palette.SAND_DIM), (x, y))
            y += h
    return surface
