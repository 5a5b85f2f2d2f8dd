"""Every player's panel in the right column (name, corporation, VP, dice and wild tokens,
production, card counts, blue cards with their used state, bonus cards and missions, the
award counts), each drawn again only when what it shows has changed. The seat along the
bottom has its cards in play listed on its panel (`own_tableau`); its dice are in the tray.

At a larger text size (Settings) a panel's top line (the name and the corporation) grows as far
as it fits whole beside the VP; the rows under it keep the standard size (their boxes, dice
and chips have no room for larger words)."""

from __future__ import annotations

import pygame

from game.rules.tmdice import figures
from game.rules.tmdice.content import content
from game.rules.tmdice.state import PlayerView
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.parts import Parts
from game.ui.draw.text import FontBook, at_most, fitting_scale, render_tracked
from game.ui.tmdice.card_art import CARD_FRAME, ellipsize
from game.ui.tmdice.colony_words import colony_production, seat_production
from game.ui.tmdice.column import column
from game.ui.tmdice.dice_order import die_order, seat_faces
from game.ui.tmdice.layout import AWARD_H, PANEL_BLUE_H
from game.ui.tmdice.own_tableau import draw_chips
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.symbols import DIE
from game.ui.tmdice.words import dice, face_label

C = content()
CHIP = (40, 26, 30)
LIGHT = (250, 244, 232)
PRODUCTION_ORDER = ["green", "blue", "grey", "red", "yellow", "wild", "vp", "draw"]
#: A card strip or chip: (card id, where it is on the canvas).
Strips = list[tuple[str, pygame.Rect]]


def panel_picture(
    parts: Parts,
    pics: Pictures,
    sit: Situation,
    seat: int,
    rect: pygame.Rect,
    arriving_dice: tuple[str, ...],
) -> pygame.Surface:
    """``seat``'s panel for ``rect``, without its ``arriving_dice`` (still rolling in), drawn
    again only when what it shows changes (and, being only read, perhaps a frame later)."""
    p = sit.views[seat]
    view = sit.view
    key = (
        view.phase != "over" and sit.turn_seat == seat,
        p.corp,
        p.vp,
        tuple(sorted(p.dice.items())),
        arriving_dice,
        p.wild,
        p.hand_size,
        tuple(p.played),
        tuple(p.tapped),
        tuple(p.bonus),
        tuple(p.milestones),
        tuple(p.missions),
        rect.size,
        _deciding(sit, seat),
        seat == sit.tray_seat,
        tuple(colony_production(sit, seat)),
        seat in sit.chosen,
    )
    return parts.get(
        ("panel", seat),
        key,
        lambda: fast(_render_panel(pics, sit, seat, rect, arriving_dice)),
        read=True,
    )


def _setting_up(sit: Situation, seat: int) -> str:
    """A corporation not shown yet: kept in secret, or still being chosen (in setup)."""
    if sit.view.phase != "setup":
        return ""
    return "chosen (secret)" if seat in sit.chosen else "choosing\u2026"


def _deciding(sit: Situation, seat: int) -> bool:
    """``seat`` decides now; nobody else does while a person's ended turn is held."""
    return not sit.holding and sit.view.decider == seat


def panel_tag(sit: Situation, seat: int) -> str | None:
    """The chip on ``seat``'s panel: PLAYING (its turn, its decision, or its ended turn held
    on screen), TURN (its turn, another decides), DECIDING (another's turn), or none."""
    if sit.view.phase != "over" and sit.turn_seat == seat:
        return "PLAYING" if _deciding(sit, seat) or sit.holding else "TURN"
    return "DECIDING" if _deciding(sit, seat) else None


def panel_at(sit: Situation, pos: tuple[int, int]) -> int | None:
    for seat, rect in enumerate(column(sit).panels):
        if rect.collidepoint(pos):
            return seat
    return None


def blue_chips(fonts: FontBook, player: PlayerView, rect: pygame.Rect) -> Strips:
    """Where another player's blue cards are, as chips on the row under the production row of
    their panel at ``rect`` (as many as fit; on the canvas)."""
    chips: Strips = []
    x = 12
    for cid in (c for c in player.played if C.cards[c].colour == "blue"):
        img = _chip_name(fonts, cid, cid in player.tapped)
        chip = pygame.Rect(
            x, BLUE_ROW_Y, img.get_width() + (24 if cid in player.tapped else 10), 17
        )
        if chip.right > rect.width - 8:
            break
        chips.append((cid, chip.move(rect.topleft)))
        x = chip.right + 4
    return chips


def has_blue_row(sit: Situation, rect: pygame.Rect) -> bool:
    """Another player's panel at ``rect`` is tall enough for its row of blue cards."""
    return rect.height - (AWARD_H if column(sit).awards else 0) >= PANEL_BLUE_H


def _chip_name(fonts: FontBook, cid: str, tapped: bool) -> pygame.Surface:
    name = ellipsize(fonts.get(10, True), C.cards[cid].name, 80)
    return fonts.text(10, name, LIGHT if not tapped else palette.MUTED, bold=True)


#: The row of another player's blue cards, from its panel's top.
BLUE_ROW_Y = 80


def _render_panel(
    pics: Pictures, sit: Situation, seat: int, rect: pygame.Rect, arriving_dice: tuple[str, ...]
) -> pygame.Surface:
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    p = sit.views[seat]
    view = sit.view
    fonts = pics.fonts
    colour = pics.colour(seat)
    current = view.phase != "over" and sit.turn_seat == seat
    box = surface.get_rect()
    pygame.draw.rect(surface, (*palette.PANEL, 235), box, border_radius=10)
    edge = colour if current else palette.PANEL_EDGE
    pygame.draw.rect(surface, edge, box, 3 if current else 1, border_radius=10)
    pygame.draw.rect(surface, colour, pygame.Rect(1, 10, 5, box.height - 20), border_radius=2)
    mark = pics.mark(seat, 8)
    surface.blit(mark, mark.get_rect(center=(20, 17)))
    name = sit.name(seat)
    corp = C.corps[p.corp].name if p.corp else _setting_up(sit, seat)
    vp = fonts.text(20, f"{p.vp}", palette.SAND, bold=True)
    right = box.width - 34 - vp.get_width() - 6  # the name and corporation end left of it
    word = panel_tag(sit, seat)
    tag: pygame.Surface | None = None
    chip = pygame.Rect(0, 0, 0, 14)
    if word is not None:
        tag = fonts.text(9, word, palette.SPACE_DEEP, bold=True)
        chip.width = tag.get_width() + 10
        chip.topright = (box.width - 70, 9)
        right = min(right, chip.x - 6)
    grown = pics.grown
    with at_most(fitting_scale(lambda: _name_fits(grown, name, corp, right))):
        _draw_name(grown, name, corp, surface)
    surface.blit(vp, vp.get_rect(topright=(box.width - 34, 3)))
    surface.blit(fonts.text(10, "VP", palette.SAND_DIM, bold=True), (box.width - 30, 10))
    if tag is not None:
        pygame.draw.rect(surface, colour if current else palette.OCHRE, chip, border_radius=7)
        surface.blit(tag, tag.get_rect(center=chip.center))
    if seat == sit.tray_seat:
        # the seat at the screen: its dice are in the tray, every card it has in play here
        _draw_production(pics, sit, surface, seat, 30)
        draw_chips(pics, sit, surface, seat, rect)
    else:
        draw_dice(pics, p, surface, seat_faces(p, arriving_dice))
        _draw_production(pics, sit, surface, seat)
        if has_blue_row(sit, rect):
            _draw_blue_and_extras(pics, p, surface, rect)
    if column(sit).awards:
        draw_awards(pics, sit, surface, seat)
    return surface


#: The panel's top line (the name, the corporation): the tallest its words may be, larger.
NAME_H = 24


def _name_fits(fonts: FontBook, name: str, corp: str, right: int) -> bool:
    """The name and the corporation fit the panel's top line whole, left of ``right``."""
    big = fonts.get(15, bold=True)
    corp_w = fonts.get(11, bold=True).size(corp)[0]
    return big.get_height() <= NAME_H and 40 + big.size(name)[0] + corp_w <= right


def _draw_name(fonts: FontBook, name: str, corp: str, surface: pygame.Surface) -> None:
    """The player's name beside the mark, its corporation after it."""
    title = fonts.text(15, name, palette.SAND, bold=True)
    after = 40 + title.get_width()
    words = fonts.text(11, corp, palette.OCHRE, bold=True)
    if fonts.px(15) <= 15:
        surface.blit(title, (34, 7))
        surface.blit(words, (after, 11))
    else:  # larger: both on the mark's middle line
        surface.blit(title, title.get_rect(midleft=(34, 17)))
        surface.blit(words, words.get_rect(midleft=(after, 18)))


def draw_awards(pics: Pictures, sit: Situation, surface: pygame.Surface, seat: int) -> int:
    """The seat's count for each award in play, in words beside the award's die face
    ("AWARDS  [plant] 3 plant  [city] 1 city"), a lead in ochre; returns where it ends."""
    fonts = pics.fonts
    y = surface.get_height() - AWARD_H + 1  # the panel's last row, kept for it by the layout
    x = 12
    head = render_tracked(fonts.get(8, bold=True), "AWARDS", palette.SAND_DIM, 1)
    surface.blit(head, (x, y + 3))
    x += head.get_width() + 8
    counts = [figures.award_counts(f, sit.views) for f in sit.view.award_dice]
    for face, row in zip(sit.view.award_dice, counts, strict=True):
        mine = row[seat]
        leads = mine > 0 and mine == max(row)
        surface.blit(pics.die(face, 15), (x, y))
        colour = palette.OCHRE if leads else palette.SAND
        words = fonts.text(10, f"{mine} {face_label(face)}", colour, bold=leads)
        surface.blit(words, (x + 18, y + 1))
        x += 18 + words.get_width() + 10
    return x - 10


def draw_dice(
    pics: Pictures, p: PlayerView, surface: pygame.Surface, faces_shown: list[str]
) -> tuple[int, int]:
    """The seat's dice (three of a face at most, then +N), wild tokens and hand size; the dice
    stop short of the words on the right (the total there counts them all). Returns where the
    drawn dice end and where the words begin."""
    fonts = pics.fonts
    box = surface.get_rect()
    y, x = 30, 12
    total = sum(p.dice.values())
    lab = fonts.text(11, f"{dice(total)} \u00b7", palette.SAND, bold=True)
    hand = fonts.text(11, f"{p.wild} \u00b7 hand {p.hand_size}", palette.SAND, bold=True)
    right = box.width - 12
    surface.blit(hand, hand.get_rect(topright=(right, y + 4)))
    right -= hand.get_width() + 21
    surface.blit(pics.icon("wild", "", 18), (right + 1, y + 1))
    words = lab.get_rect(topright=(right - 2, y + 4))
    surface.blit(lab, words)
    limit = words.left - 6
    edge = x
    shown: dict[str, int] = {}
    for f in faces_shown:
        shown[f] = shown.get(f, 0) + 1
    faces = sorted(shown.items(), key=lambda fk: die_order(fk[0]))
    for face, k in faces:
        drawn = 0
        while drawn < min(k, 3) and x + 20 <= limit:
            surface.blit(pics.die(face, 20), (x, y))
            edge = x + 20
            x += 21
            drawn += 1
        more = fonts.text(10, f"+{k - drawn}", palette.SAND_DIM, bold=True)
        if drawn < k and x + more.get_width() <= limit:
            surface.blit(more, (x, y + 4))
            edge = x + more.get_width()
            x += 20
        x += 3
        if drawn < min(k, 3) or x + 20 > limit:
            break
    if not faces:
        surface.blit(fonts.text(11, "no dice", palette.MUTED), (x, y + 3))
    return edge, words.left


def _draw_production(
    pics: Pictures, sit: Situation, surface: pygame.Surface, seat: int, y: int = 56
) -> None:
    """The production boxes' items, and how many green, red and blue cards are in play."""
    fonts = pics.fonts
    p = sit.views[seat]
    box = surface.get_rect()
    items = seat_production(sit, seat)
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
            surface.blit(pics.icon("blank", item, 16), (x, y))
        elif item == "wild":
            surface.blit(pics.icon("wild", "", 16), (x, y))
        else:
            surface.blit(fonts.text(10, item.upper(), palette.SAND, bold=True), (x, y + 2))
        x += wide


def _draw_blue_and_extras(
    pics: Pictures, p: PlayerView, surface: pygame.Surface, rect: pygame.Rect
) -> None:
    """The blue cards as chips (used ones greyed), then the bonus cards and missions."""
    fonts = pics.fonts
    box = surface.get_rect()
    x = 12
    for cid, where in blue_chips(fonts, p, rect):
        tapped = cid in p.tapped
        chip = where.move(-rect.x, -rect.y)
        fill = CARD_FRAME["blue"] if not tapped else (50, 56, 70)
        pygame.draw.rect(surface, fill, chip, border_radius=4)
        surface.blit(_chip_name(fonts, cid, tapped), (chip.x + 5, chip.y + 2))
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
        surface.blit(text, (x + 4, BLUE_ROW_Y + 2))
