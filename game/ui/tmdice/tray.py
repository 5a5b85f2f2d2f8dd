"""The dice tray along the bottom left: the dice and wild tokens of the seat at the screen
(those a click may pay, lose, discard or turn lit; the proposed payment's dice ringed), and
the pool per colour under them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.tmdice import actions as A
from game.rules.tmdice.content import BASE_COLOURS
from game.ui.draw import palette
from game.ui.draw.text import render_tracked
from game.ui.tmdice.buttons import pay_icons
from game.ui.tmdice.layout import DIE_BIG, TRAY, TRAY_PER_ROW, TRAY_ROWS, die_order, tray_rects
from game.ui.tmdice.layout import wild_rect as tray_wild_rect
from game.ui.tmdice.pictures import fast

if TYPE_CHECKING:
    from game.ui.tmdice.table import TMDiceTable

#: Dice the tray shows before "+N more".
TRAY_ROOM = TRAY_PER_ROW * TRAY_ROWS


def seat_faces(t: TMDiceTable, seat: int, hide: bool = True) -> list[str]:
    """A seat's dice faces in tray order, without those still rolling in (animated)."""
    faces = sorted((f for f, k in t.views[seat].dice.items() for _ in range(k)), key=die_order)
    if hide:
        for face in t.hidden_dice.get(seat, ()):
            if face in faces:
                faces.reverse()
                faces.remove(face)
                faces.reverse()
    return faces


def tray_dice(t: TMDiceTable, hide: bool = True) -> list[tuple[str, pygame.Rect]]:
    """The bottom tray's dice (face, rect), in colour order."""
    return tray_rects(seat_faces(t, t.tray_seat(), hide))


def die_at(t: TMDiceTable, pos: tuple[int, int]) -> str | None:
    """The face of the tray's die under ``pos``, or "wild" for the wild tokens."""
    for face, rect in tray_dice(t):
        if rect.collidepoint(pos):
            return face
    if tray_wild_rect().inflate(50, 4).collidepoint(pos) and t.views[t.tray_seat()].wild:
        return "wild"
    return None


def die_action(t: TMDiceTable, face: str) -> A.Action | None:
    """What clicking one of your dice (or the wild tokens) means now."""
    for a in t.legal():
        if isinstance(a, A.Pay | A.Lose | A.Give) and a.face == face:
            return a
        if isinstance(a, A.DiscardDie) and a.face == face and a.n == 1:
            return a
    return None


def slot_at(t: TMDiceTable, pos: tuple[int, int]) -> int | None:
    """The place, in tray order, of the die under ``pos``."""
    for slot, (_, rect) in enumerate(tray_dice(t)):
        if rect.collidepoint(pos):
            return slot
    return None


def render_tray(t: TMDiceTable) -> pygame.Surface:
    surface = pygame.Surface(TRAY.size, pygame.SRCALPHA)
    fonts = t.ctx.fonts
    seat = t.tray_seat()
    p = t.views[seat]
    name = "YOUR DICE" if seat == t.viewer else f"{t.session.name(seat).upper()}'S DICE"
    surface.blit(render_tracked(fonts.get(11, bold=True), name, palette.OCHRE, 2), (12, 9))
    legal_faces = {
        a.face
        for a in t.legal()
        if isinstance(a, A.Pay | A.Lose | A.Give | A.DiscardDie | A.Rotate)
    }
    proposed: list[str] = []
    focus = t.focused_action()
    if isinstance(focus, A.PlayCard | A.UseBlue | A.Terraform):
        proposed = [v for k, v in pay_icons(focus) if k == "die"]
    picked = set(t.picked_dice) if seat == t.viewer else set()
    for slot, (face, rect) in enumerate(tray_dice(t)):
        r = rect.move(-TRAY.x, -TRAY.y)
        surface.blit(t.pics.die(face, DIE_BIG), r)
        if slot in picked:  # to return on Confirm: dimmed, ringed, an arrow back to the pool
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((10, 8, 14, 120))
            surface.blit(shade, r)
            pygame.draw.rect(surface, palette.LIMB, r.inflate(6, 6), 3, border_radius=9)
            back = fonts.text(16, "\u21a9", palette.LIMB, bold=True)
            surface.blit(back, back.get_rect(center=r.center))
        elif face == t.rotate_from or face in proposed:
            if face in proposed:
                proposed.remove(face)
            pygame.draw.rect(surface, palette.LIMB, r.inflate(6, 6), 2, border_radius=9)
        elif face in legal_faces:
            pygame.draw.rect(surface, palette.OCHRE, r.inflate(6, 6), 2, border_radius=9)
    total = sum(p.dice.values())
    if total > TRAY_ROOM:
        surface.blit(fonts.text(11, f"+{total - TRAY_ROOM} more", palette.SAND_DIM), (12, 150))
    if not total:
        surface.blit(fonts.text(12, "no dice", palette.MUTED), (14, 40))
    wr = tray_wild_rect().move(-TRAY.x, -TRAY.y)
    surface.blit(t.pics.icon("wild", "", 24), wr)
    colour = palette.SAND if p.wild else palette.MUTED
    surface.blit(
        fonts.text(13, f"\u00d7{p.wild} wild", colour, bold=True), (wr.right + 4, wr.y + 4)
    )
    if "wild" in legal_faces and p.wild:
        pygame.draw.circle(surface, palette.OCHRE, wr.center, 14, 2)
    # the pool, per colour
    view = t.view
    x = 58
    for colour_name in [*BASE_COLOURS, *(["purple"] if "purple" in view.pool else [])]:
        surface.blit(t.pics.icon("blank", colour_name, 20), (x, TRAY.height - 28))
        k = view.pool.get(colour_name, 0)
        ink = palette.SAND if k else palette.DUSTY_ROSE
        surface.blit(fonts.text(11, str(k), ink, bold=True), (x + 22, TRAY.height - 25))
        x += 38
    return fast(surface)
