"""Every player's tableau in the right column: a compact panel per seat (name, corporation,
VP, dice and wild tokens, production, card counts, blue cards with their used state, bonus
cards and missions), the full tableau popup of a hovered (or clicked: pinned) panel, and the
mission display."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.tmdice import figures
from game.rules.tmdice.content import content
from game.ui.draw import palette
from game.ui.draw.text import render_tracked, wrap
from game.ui.tmdice.card_art import CARD_FRAME, ellipsize
from game.ui.tmdice.column import column
from game.ui.tmdice.layout import AWARD_H, BOARD, PANEL_BLUE_H, VPTRACK, H, die_order
from game.ui.tmdice.live import MIDDLE, clear_spot, live_rects
from game.ui.tmdice.own_tableau import draw_chips
from game.ui.tmdice.pictures import fast
from game.ui.tmdice.symbols import DIE
from game.ui.tmdice.tray import seat_faces
from game.ui.tmdice.words import face_label

if TYPE_CHECKING:
    from game.ui.tmdice.table import TMDiceTable

C = content()
CHIP = (40, 26, 30)
LIGHT = (250, 244, 232)
#: Panels this tall or taller show the seat's award counts on their last row.
PRODUCTION_ORDER = ["green", "blue", "grey", "red", "yellow", "wild", "vp", "draw"]
#: A card strip in the popup or the panel: (card id, where it is on the canvas).
Strips = list[tuple[str, pygame.Rect]]


def seat_rect(t: TMDiceTable, seat: int) -> pygame.Rect:
    return column(t).panels[seat]


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
        seat == t.tray_seat(),
        tuple(colony_production(t, seat)),
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
    if seat == t.tray_seat():
        # the seat at the screen: its dice are in the tray, every card it has in play here
        _draw_production(t, surface, seat, 30)
        draw_chips(t, surface, seat, rect)
    else:
        _draw_dice(t, surface, seat)
        _draw_production(t, surface, seat)
        if box.height - (AWARD_H if column(t).awards else 0) >= PANEL_BLUE_H:
            _draw_blue_and_extras(t, surface, seat, rect)
        else:
            t.blue_chips[seat] = []
    if column(t).awards:
        draw_awards(t, surface, seat)
    return surface


def colony_production(t: TMDiceTable, seat: int) -> list[str]:
    """The production dice (colours) the seat's colonies and trades gave (Colonies module)."""
    c = t.view.colonies
    return list(c.production[seat]) if c is not None and seat < len(c.production) else []


def draw_awards(t: TMDiceTable, surface: pygame.Surface, seat: int) -> int:
    """The seat's count for each award in play, in words beside the award's die face
    ("AWARDS  [plant] 3 plant  [city] 1 city"), a lead in ochre; returns where it ends."""
    fonts = t.ctx.fonts
    y = surface.get_height() - AWARD_H + 1  # the panel's last row, kept for it by the layout
    x = 12
    head = render_tracked(fonts.get(8, bold=True), "AWARDS", palette.SAND_DIM, 1)
    surface.blit(head, (x, y + 3))
    x += head.get_width() + 8
    counts = [figures.award_counts(f, t.views) for f in t.view.award_dice]
    for face, row in zip(t.view.award_dice, counts, strict=True):
        mine = row[seat]
        leads = mine > 0 and mine == max(row)
        surface.blit(t.pics.die(face, 15), (x, y))
        colour = palette.OCHRE if leads else palette.SAND
        words = fonts.text(10, f"{mine} {face_label(face)}", colour, bold=leads)
        surface.blit(words, (x + 18, y + 1))
        x += 18 + words.get_width() + 10
    return x - 10


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


def _draw_production(t: TMDiceTable, surface: pygame.Surface, seat: int, y: int = 56) -> None:
    """The production boxes' items, and how many green, red and blue cards are in play."""
    fonts = t.ctx.fonts
    p = t.views[seat]
    box = surface.get_rect()
    items = figures.production_items(p.corp, p.played) + colony_production(t, seat)
    surface.blit(fonts.text(9, "PROD", palette.SAND_DIM, bold=True), (12, y + 4))
    x = box.width - 12
    for colour in ("blue", "red", "green"):
        cards = [c for c in p.played if C.cards[c].colour == colour]
        img = fonts.text(11, f"{len(cards)} {colour}", LIGHT, bold=True)
        chip = pygame.Rect(0, 0, img.get_width() + 10, 18)
        chip.topright = (x, y)
        pygame.draw.rect(surface, CARD_FRAME[colour], chip, border_radius=5)
        surface.blit(img, img.get_rect(center=chip.center))
        x = chip.x - 4
    room = x - 4  # the items stop short of the card counts, the rest counted as +N
    x = 42
    order = PRODUCTION_ORDER
    ranked = sorted(items, key=lambda i: order.index(i) if i in order else 9)
    for i, item in enumerate(ranked):
        wide = 25 if item not in DIE and item != "wild" else 17
        if x + wide > room - (24 if i < len(ranked) - 1 else 0):
            more = fonts.text(10, f"+{len(ranked) - i}", palette.SAND_DIM, bold=True)
            surface.blit(more, (x, y + 3))
            break
        if item in DIE:
            surface.blit(t.pics.icon("blank", item, 16), (x, y))
        elif item == "wild":
            surface.blit(t.pics.icon("wild", "", 16), (x, y))
        else:
            surface.blit(fonts.text(10, item.upper(), palette.SAND, bold=True), (x, y + 2))
        x += wide


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
    rect = popup_rect(t, surface.get_size())
    return surface, rect, [(cid, r.move(rect.topleft)) for cid, r in strips]


def popup_clear(t: TMDiceTable, rect: pygame.Rect) -> bool:
    """Whether the popup at ``rect`` covers nothing clickable now. When every place would
    (a tile to place with most of the map lit), the popup is not shown at all: a choice is
    never hidden under it."""
    return not any(rect.colliderect(r) for r in live_rects(t))


def popup_rect(t: TMDiceTable, size: tuple[int, int]) -> pygame.Rect:
    """Where the tableau popup shows: left of the middle column (never over the action panel,
    whose turn or the status line), at the first place that covers nothing clickable now."""
    w, h = size
    left, right = BOARD.x, MIDDLE.x - 8 - w
    top, bottom = BOARD.y, H - 10 - h
    spots = [(left, top), (right, top), (left, bottom), (right, bottom)]
    return clear_spot(size, spots, live_rects(t))


#: The tableau popup's column width, and its tallest (the map's place: it never reaches the
#: tray or the hand below, where dice and cards may be live).
POPUP_COLUMN = 330
POPUP_MAX_H = VPTRACK.bottom - BOARD.y
#: Two columns share the width left of the action panel.
POPUP_COLUMN_2 = (MIDDLE.x - 8 - BOARD.x - 12) // 2
POPUP_TOP = 32


Block = tuple[str, str, int]


def _popup_blocks(t: TMDiceTable, seat: int, col_w: int) -> list[Block]:
    """The popup's content as blocks (kind, value, height) to flow into columns."""
    p = t.views[seat]
    fonts = t.ctx.fonts
    blocks: list[Block] = []
    if p.corp:
        blocks += [("head", "CORPORATION", 16), ("corp", p.corp, 62)]
    for colour in ("green", "red", "blue"):
        cards = [c for c in p.played if C.cards[c].colour == colour]
        blocks.append(("head", f"{colour.upper()} CARDS ({len(cards)})", 16))
        blocks += [("card", cid, 25) for cid in cards]
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


def _render_tableau_popup(t: TMDiceTable, seat: int, strips: Strips) -> pygame.Surface:
    """Every card one player has in play, as strips (green stacked showing cost and
    production box, red pile showing costs, blue with their used state), in a second column
    when one would be taller than the map; ``strips`` gets where each card's strip is."""
    p = t.views[seat]
    fonts = t.ctx.fonts
    top = POPUP_TOP
    col_w = POPUP_COLUMN
    columns = _flow(_popup_blocks(t, seat, col_w), 1)
    if sum(b[2] for b in columns[0]) > POPUP_MAX_H - top - 8:
        col_w = POPUP_COLUMN_2
        columns = _flow(_popup_blocks(t, seat, col_w), 2)
    tallest = max(sum(b[2] for b in col) for col in columns)
    width = col_w * len(columns) + (12 if len(columns) > 1 else 0)
    height = min(POPUP_MAX_H, top + tallest + 8)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, (*palette.PANEL, 255), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, t.colour(seat), surface.get_rect(), 2, border_radius=10)
    title = f"{t.session.name(seat)}'s tableau"
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
                for j, line in enumerate(wrap(fonts.get(10), corp.text, col_w - 24)[:3]):
                    surface.blit(fonts.text(10, line, palette.SAND_DIM), (x, y + 16 + j * 13))
            elif kind == "card":
                strip = t.pics.strip(value, value in p.tapped, col_w - 24)
                surface.blit(strip, (x, y))
                strips.append((value, pygame.Rect(x, y, strip.get_width(), 24)))
            elif kind == "line":
                surface.blit(fonts.text(10, value, palette.SAND_DIM), (x, y))
            y += h
    return surface


def render_missions(t: TMDiceTable) -> pygame.Surface:
    """The mission display (001 variant): each mission, its parts, and the players' cubes."""
    rect = column(t).missions
    assert rect is not None, "the mission display is drawn only with the missions variant"
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
