"""Every player's tableau in the right column: a compact panel per seat (name, corporation,
VP, dice and wild tokens, production, card counts, blue cards with their used state, bonus
cards and missions), the full tableau popup of a hovered panel, and the mission display."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.tmdice import figures
from game.rules.tmdice.content import content
from game.ui.draw import palette
from game.ui.draw.text import render_tracked, wrap
from game.ui.tmdice.card_art import CARD_FRAME, ellipsize
from game.ui.tmdice.layout import RIGHT, H, die_order, missions_rect, panel_rect
from game.ui.tmdice.pictures import fast
from game.ui.tmdice.symbols import DIE
from game.ui.tmdice.tray import seat_faces

if TYPE_CHECKING:
    from game.ui.tmdice.table import TMDiceTable

C = content()
CHIP = (40, 26, 30)
LIGHT = (250, 244, 232)
PRODUCTION_ORDER = ["green", "blue", "grey", "red", "yellow", "wild", "vp", "draw"]
#: A card strip in the popup or the panel: (card id, where it is on the canvas).
Strips = list[tuple[str, pygame.Rect]]


def seat_rect(t: TMDiceTable, seat: int) -> pygame.Rect:
    return panel_rect(seat, t.view.players)


def panel_at(t: TMDiceTable, pos: tuple[int, int]) -> int | None:
    for seat in range(t.view.players):
        if seat_rect(t, seat).collidepoint(pos):
            return seat
    return None


def blue_chip_at(t: TMDiceTable, pos: tuple[int, int]) -> tuple[int, str] | None:
    """(seat, card) of the blue card chip under ``pos`` in a player's panel."""
    for seat, chips in t.blue_chips.items():
        for cid, rect in chips:
            if rect.collidepoint(pos):
                return seat, cid
    return None


def panel(t: TMDiceTable, seat: int) -> pygame.Surface:
    """A seat's panel, drawn again only when what it shows has changed."""
    p = t.views[seat]
    view = t.view
    key = (
        view.phase != "over" and view.current == seat,
        p.corp,
        p.vp,
        tuple(sorted(p.dice.items())),
        t.hidden_dice.get(seat, ()),
        p.wild,
        p.hand_size,
        tuple(p.played),
        tuple(p.tapped),
        tuple(p.bonus),
        tuple(p.milestones),
        tuple(p.missions),
        seat_rect(t, seat).size,
        view.decider == seat,
    )
    cached = t.panel_cache.get(seat)
    if cached is not None and cached[0] == key:
        return cached[1]
    surface = fast(_render_panel(t, seat))
    t.panel_cache[seat] = (key, surface)
    return surface


def _render_panel(t: TMDiceTable, seat: int) -> pygame.Surface:
    rect = seat_rect(t, seat)
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    p = t.views[seat]
    view = t.view
    fonts = t.ctx.fonts
    colour = t.colour(seat)
    current = view.phase != "over" and view.current == seat
    box = surface.get_rect()
    pygame.draw.rect(surface, (*palette.PANEL, 235), box, border_radius=10)
    edge = colour if current else palette.PANEL_EDGE
    pygame.draw.rect(surface, edge, box, 3 if current else 1, border_radius=10)
    pygame.draw.rect(surface, colour, pygame.Rect(1, 10, 5, box.height - 20), border_radius=2)
    mark = t.pics.mark(seat, 8)
    surface.blit(mark, mark.get_rect(center=(20, 17)))
    spec = t.session.seats[seat]
    surface.blit(fonts.text(15, spec.name, palette.SAND, bold=True), (34, 7))
    name_w = fonts.get(15, True).size(spec.name)[0]
    corp = C.corps[p.corp].name if p.corp else ("choosing\u2026" if view.phase == "setup" else "")
    surface.blit(fonts.text(11, corp, palette.OCHRE, bold=True), (40 + name_w, 11))
    vp = fonts.text(20, f"{p.vp}", palette.SAND, bold=True)
    surface.blit(vp, vp.get_rect(topright=(box.width - 34, 3)))
    surface.blit(fonts.text(10, "VP", palette.SAND_DIM, bold=True), (box.width - 30, 10))
    if current or view.decider == seat:
        word = ("PLAYING" if view.decider == seat else "TURN") if current else "DECIDING"
        tag = fonts.text(9, word, palette.SPACE_DEEP, bold=True)
        chip = pygame.Rect(0, 0, tag.get_width() + 10, 14)
        chip.topright = (box.width - 70, 9)
        pygame.draw.rect(surface, colour if current else palette.OCHRE, chip, border_radius=7)
        surface.blit(tag, tag.get_rect(center=chip.center))
    _draw_dice(t, surface, seat)
    _draw_production(t, surface, seat)
    if box.height >= 104:
        _draw_blue_and_extras(t, surface, seat, rect)
    else:
        t.blue_chips[seat] = []
    return surface


def _draw_dice(t: TMDiceTable, surface: pygame.Surface, seat: int) -> None:
    """The seat's dice (three of a face at most, then +N), wild tokens and hand size."""
    fonts = t.ctx.fonts
    p = t.views[seat]
    box = surface.get_rect()
    y, x = 30, 12
    shown: dict[str, int] = {}
    for f in seat_faces(t, seat):
        shown[f] = shown.get(f, 0) + 1
    faces = sorted(shown.items(), key=lambda fk: die_order(fk[0]))
    for face, k in faces:
        for _ in range(min(k, 3)):
            surface.blit(t.pics.die(face, 20), (x, y))
            x += 21
        if k > 3:
            surface.blit(fonts.text(10, f"+{k - 3}", palette.SAND_DIM, bold=True), (x, y + 4))
            x += 20
        x += 3
        if x > box.width - 176:
            break
    if not faces:
        surface.blit(fonts.text(11, "no dice", palette.MUTED), (x, y + 3))
    total = sum(p.dice.values())
    lab = fonts.text(11, f"{total} dice \u00b7", palette.SAND, bold=True)
    hand = fonts.text(11, f"{p.wild} \u00b7 hand {p.hand_size}", palette.SAND, bold=True)
    right = box.width - 12
    surface.blit(hand, hand.get_rect(topright=(right, y + 4)))
    right -= hand.get_width() + 21
    surface.blit(t.pics.icon("wild", "", 18), (right + 1, y + 1))
    surface.blit(lab, lab.get_rect(topright=(right - 2, y + 4)))


def _draw_production(t: TMDiceTable, surface: pygame.Surface, seat: int) -> None:
    """The production boxes' items, and how many green, red and blue cards are in play."""
    fonts = t.ctx.fonts
    p = t.views[seat]
    box = surface.get_rect()
    y = 56
    items = figures.production_items(p.corp, p.played)
    surface.blit(fonts.text(9, "PROD", palette.SAND_DIM, bold=True), (12, y + 4))
    x = 42
    order = PRODUCTION_ORDER
    for item in sorted(items, key=lambda i: order.index(i) if i in order else 9)[:14]:
        if item in DIE:
            surface.blit(t.pics.icon("blank", item, 16), (x, y))
        elif item == "wild":
            surface.blit(t.pics.icon("wild", "", 16), (x, y))
        else:
            surface.blit(fonts.text(10, item.upper(), palette.SAND, bold=True), (x, y + 2))
            x += 8
        x += 17
    x = box.width - 12
    for colour in ("blue", "red", "green"):
        cards = [c for c in p.played if C.cards[c].colour == colour]
        img = fonts.text(11, f"{len(cards)} {colour}", LIGHT, bold=True)
        chip = pygame.Rect(0, 0, img.get_width() + 10, 18)
        chip.topright = (x, y)
        pygame.draw.rect(surface, CARD_FRAME[colour], chip, border_radius=5)
        surface.blit(img, img.get_rect(center=chip.center))
        x = chip.x - 4


def _draw_blue_and_extras(
    t: TMDiceTable, surface: pygame.Surface, seat: int, rect: pygame.Rect
) -> None:
    """The blue cards as chips (used ones greyed; clicking your own uses it), then the bonus
    cards and missions; ``t.blue_chips`` gets where the chips are."""
    fonts = t.ctx.fonts
    p = t.views[seat]
    box = surface.get_rect()
    chips: Strips = []
    t.blue_chips[seat] = chips
    y, x = 80, 12
    for cid in (c for c in p.played if C.cards[c].colour == "blue"):
        tapped = cid in p.tapped
        name = ellipsize(fonts.get(10, True), C.cards[cid].name, 80)
        img = fonts.text(10, name, LIGHT if not tapped else palette.MUTED, bold=True)
        chip = pygame.Rect(x, y, img.get_width() + (24 if tapped else 10), 17)
        if chip.right > box.width - 8:
            break
        chips.append((cid, chip.move(rect.topleft)))
        fill = CARD_FRAME["blue"] if not tapped else (50, 56, 70)
        pygame.draw.rect(surface, fill, chip, border_radius=4)
        surface.blit(img, (chip.x + 5, chip.y + 2))
        if tapped:
            used = fonts.text(9, "\u21b7", palette.SAND_DIM, bold=True)
            surface.blit(used, (chip.right - 15, chip.y + 2))
        x = chip.right + 4
    extras = []
    if p.bonus:
        extras.append(f"{len(p.bonus)} bonus")
    if p.missions:
        n = len(p.missions)
        extras.append(f"{n} mission{'s' if n != 1 else ''}")
    if extras and x < box.width - 80:
        text = fonts.text(10, " \u00b7 ".join(extras), palette.SAND_DIM)
        surface.blit(text, (x + 4, y + 2))


def popup(t: TMDiceTable, seat: int) -> tuple[pygame.Surface, pygame.Rect, Strips]:
    """The tableau popup of ``seat``: its picture, where it is on the canvas (left of the
    seat's panel) and where its card strips are."""
    p = t.views[seat]
    key = (seat, tuple(p.played), tuple(p.tapped), tuple(p.bonus), p.corp)
    cached = t.popup_cache
    if cached is None or cached[0] != key:
        strips: Strips = []
        surface = fast(_render_tableau_popup(t, seat, strips))
        cached = t.popup_cache = (key, surface, strips)
    surface, strips = cached[1], cached[2]
    side = seat_rect(t, seat)
    top = max(10, min(side.y, H - 10 - surface.get_height()))
    rect = surface.get_rect(topleft=(RIGHT.x - surface.get_width() - 8, top))
    return surface, rect, [(cid, r.move(rect.topleft)) for cid, r in strips]


def _render_tableau_popup(t: TMDiceTable, seat: int, strips: Strips) -> pygame.Surface:
    """Every card one player has in play, as strips (green stacked showing cost and
    production box, red pile showing costs, blue with their used state); ``strips`` gets
    where each card's strip is on the popup."""
    p = t.views[seat]
    fonts = t.ctx.fonts
    width = 330
    groups: list[tuple[str, list[str]]] = []
    if p.corp:
        groups.append(("CORPORATION", []))
    for colour in ("green", "red", "blue"):
        cards = [c for c in p.played if C.cards[c].colour == colour]
        groups.append((f"{colour.upper()} CARDS ({len(cards)})", cards))
    rows = sum(len(g[1]) for g in groups)
    bonus_lines = [
        wrap(fonts.get(10), f"{C.bonus[b].name}: {C.bonus[b].text}", width - 24) for b in p.bonus
    ]
    height = (
        36
        + rows * 25
        + len(groups) * 20
        + (70 if p.corp else 0)
        + (20 + sum(13 * len(lines) + 3 for lines in bonus_lines) if p.bonus else 0)
    )
    height = min(height, 640)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, (*palette.PANEL, 255), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, t.colour(seat), surface.get_rect(), 2, border_radius=10)
    title = f"{t.session.name(seat)}'s tableau"
    surface.blit(fonts.text(14, title, palette.SAND, bold=True), (12, 8))
    y = 32
    for head, cards in groups:
        if y > height - 30:
            break
        surface.blit(render_tracked(fonts.get(9, bold=True), head, palette.OCHRE, 2), (12, y))
        y += 16
        if head == "CORPORATION" and p.corp:
            corp = C.corps[p.corp]
            surface.blit(fonts.text(12, corp.name, palette.SAND, bold=True), (12, y))
            for i, line in enumerate(wrap(fonts.get(10), corp.text, width - 24)[:3]):
                surface.blit(fonts.text(10, line, palette.SAND_DIM), (12, y + 16 + i * 13))
            y += 62
            continue
        for cid in cards:
            if y > height - 26:
                break
            strip = t.pics.strip(cid, cid in p.tapped, width - 24)
            surface.blit(strip, (12, y))
            strips.append((cid, pygame.Rect(12, y, strip.get_width(), 24)))
            y += 25
        y += 4
    if p.bonus and y < height - 20:
        bonus = render_tracked(fonts.get(9, bold=True), "BONUS CARDS", palette.OCHRE, 2)
        surface.blit(bonus, (12, y))
        y += 16
        for lines in bonus_lines:
            for line in lines:
                if y > height - 14:
                    break
                surface.blit(fonts.text(10, line, palette.SAND_DIM), (12, y))
                y += 13
            y += 3
    return surface


def render_missions(t: TMDiceTable) -> pygame.Surface:
    """The mission display (001 variant): each mission, its parts, and the players' cubes."""
    rect = missions_rect(t.view.players)
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    fonts = t.ctx.fonts
    view = t.view
    pygame.draw.rect(surface, (*palette.PANEL, 230), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, (*palette.PANEL_EDGE, 200), surface.get_rect(), 1, border_radius=10)
    surface.blit(render_tracked(fonts.get(9, bold=True), "MISSIONS", palette.OCHRE, 2), (10, 4))
    done = sum(len(p.missions) for p in t.views)
    info = fonts.text(9, f"deck {view.mission_deck_size} \u00b7 done {done}", palette.SAND_DIM)
    surface.blit(info, info.get_rect(topright=(rect.width - 10, 4)))
    w = (rect.width - 16 - 8) // 3
    for i, mid in enumerate(view.mission_display[:3]):
        m = C.mission_by_id[mid]
        chip = pygame.Rect(8 + i * (w + 4), 17, w, 29)
        pygame.draw.rect(surface, CHIP, chip, border_radius=6)
        name = ellipsize(fonts.get(11, True), m.name, w - 10)
        surface.blit(fonts.text(11, name, palette.SAND, bold=True), (chip.x + 5, chip.y + 2))
        vp = figures.MISSION_VP
        parts = f"{len(m.parts)} part{'s' if len(m.parts) > 1 else ''} \u00b7 {vp} VP"
        surface.blit(fonts.text(9, parts, palette.SAND_DIM), (chip.x + 5, chip.y + 16))
        x = chip.right - 8
        for seat, p in enumerate(t.views):
            for _ in p.cubes.get(mid, []):
                mark = t.pics.mark(seat, 4)
                surface.blit(mark, mark.get_rect(center=(x, chip.y + 21)))
                x -= 11
    return fast(surface)
