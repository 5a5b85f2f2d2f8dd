"""The dice tray along the bottom left: the dice and wild tokens of the seat at the screen
(those a click may pay, lose, discard or turn lit; the proposed payment's dice ringed), and
the pool per colour under them."""

from __future__ import annotations

import pygame

from game.rules.tmdice import actions as A
from game.rules.tmdice.content import BASE_COLOURS
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.text import render_tracked
from game.ui.tmdice.arriving import Arriving
from game.ui.tmdice.buttons import pay_icons
from game.ui.tmdice.card_art import ellipsize
from game.ui.tmdice.dice_order import seat_faces
from game.ui.tmdice.layout import (
    SLIM_TRAY_W,
    TRAY,
    TRAY_ROWS,
    pool_point,
    pool_x,
    tray_per_row,
    tray_rects,
)
from game.ui.tmdice.layout import wild_rect as tray_wild_rect
from game.ui.tmdice.model import TableModel
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation


def tray_room(tray: pygame.Rect = TRAY) -> int:
    """Dice the tray shows before "+N more"."""
    return tray_per_row(tray) * TRAY_ROWS


def tray_dice(
    sit: Situation, arriving: Arriving, tray: pygame.Rect = TRAY
) -> list[tuple[str, pygame.Rect]]:
    """The bottom tray's dice (face, rect), in colour order, without those still rolling in."""
    seat = sit.tray_seat
    return tray_rects(seat_faces(sit.views[seat], arriving.dice_of(seat)), tray)


def wild_click_rect(sit: Situation, tray: pygame.Rect = TRAY) -> pygame.Rect | None:
    """Where a click takes the wild tokens (None: the seat has none)."""
    return tray_wild_rect(tray).inflate(50, 4) if sit.views[sit.tray_seat].wild else None


def render_tray(
    pics: Pictures, sit: Situation, model: TableModel, arriving: Arriving, rect: pygame.Rect
) -> pygame.Surface:
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    fonts = pics.fonts
    seat = sit.tray_seat
    p = sit.views[seat]
    name = "YOUR DICE" if seat == sit.viewer else f"{sit.name(seat).upper()}'S DICE"
    slim = rect.width < SLIM_TRAY_W
    if slim:  # the slim tray of the biggest hands: the words without their spacing
        surface.blit(
            fonts.text(10, ellipsize(fonts.get(10, True), name, 66), palette.OCHRE, True), (10, 9)
        )
    else:
        surface.blit(render_tracked(fonts.get(11, bold=True), name, palette.OCHRE, 2), (12, 9))
    legal_faces = {
        a.face
        for a in sit.legal
        if isinstance(a, A.Pay | A.Lose | A.Give | A.DiscardDie | A.Rotate)
    }
    proposed: list[str] = []
    focus = sit.focus
    if isinstance(focus, A.PlayCard | A.UseBlue | A.Terraform):
        proposed = [v for k, v in pay_icons(focus) if k == "die"]
    picked = set(model.picks.dice) if seat == sit.viewer else set()
    for slot, (face, where) in enumerate(tray_dice(sit, arriving, rect)):
        r = where.move(-rect.x, -rect.y)
        surface.blit(pics.die(face, r.width), r)
        if slot in picked:  # to return on Confirm: dimmed, ringed, an arrow back to the pool
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((10, 8, 14, 120))
            surface.blit(shade, r)
            pygame.draw.rect(surface, palette.LIMB, r.inflate(6, 6), 3, border_radius=9)
            back = fonts.text(16, "\u21a9", palette.LIMB, bold=True)
            surface.blit(back, back.get_rect(center=r.center))
        elif face == model.turning or face in proposed:
            if face in proposed:
                proposed.remove(face)
            pygame.draw.rect(surface, palette.LIMB, r.inflate(6, 6), 2, border_radius=9)
        elif face in legal_faces:
            pygame.draw.rect(surface, palette.OCHRE, r.inflate(6, 6), 2, border_radius=9)
    total = sum(p.dice.values())
    room = tray_room(rect)
    if total > room:
        more = fonts.text(11, f"+{total - room} more", palette.SAND_DIM)
        surface.blit(more, (12, 131 if slim else 150))
    if not total:
        surface.blit(fonts.text(12, "no dice", palette.MUTED), (14, 40))
    wr = tray_wild_rect(rect).move(-rect.x, -rect.y)
    surface.blit(pics.icon("wild", "", 24), wr)
    colour = palette.SAND if p.wild else palette.MUTED
    words = f"\u00d7{p.wild}" if slim else f"\u00d7{p.wild} wild"
    surface.blit(fonts.text(13, words, colour, bold=True), (wr.right + 4, wr.y + 4))
    if "wild" in legal_faces and p.wild:
        pygame.draw.circle(surface, palette.OCHRE, wr.center, 14, 2)
    # the pool, per colour
    view = sit.view
    _, _, die = pool_x(rect)
    for colour_name in [*BASE_COLOURS, *(["purple"] if "purple" in view.pool else [])]:
        px, py = pool_point(colour_name, rect)
        x, y = px - rect.x, py - rect.y
        icon = pics.icon("blank", colour_name, die)
        surface.blit(icon, icon.get_rect(midleft=(x, y)))
        k = view.pool.get(colour_name, 0)
        ink = palette.SAND if k else palette.DUSTY_ROSE
        count = fonts.text(11 if die >= 20 else 10, str(k), ink, bold=True)
        surface.blit(count, count.get_rect(midleft=(x + die + 2, y)))
    return fast(surface)
