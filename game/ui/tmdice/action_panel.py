"""The action panel in the middle of the TM Dice table: its title, its groups of buttons laid
out in rows (a compact layout when they do not fit), and under them what the step is about
(the brown boxes a production turn will roll, or the cards another player has in play).

At a larger text size (Settings) the title and the buttons' words grow as far as every choice
still fits the panel in its usual layout (`panel_scale`); else the panel keeps the standard
size and its compact layouts."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game.rules.tmdice.content import content
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.text import (
    FontBook,
    at_most,
    fitting_scale,
    render_tracked,
    standard_size,
    wrap,
)
from game.ui.tmdice.card_art import STRIP_H, ellipsize
from game.ui.tmdice.colony_buttons import build
from game.ui.tmdice.colony_words import colony_production, seat_production
from game.ui.tmdice.commands import Button, Groups, PayFor
from game.ui.tmdice.layout import ACTIONS
from game.ui.tmdice.model import TableModel
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.symbols import DIE

C = content()
#: The type size of the words beside a button's icons ("green", "plant", "wild").
LABEL_SIZE = 11
#: A played card's strip in the panel: (card id, where it is on the canvas).
Strips = list[tuple[str, pygame.Rect]]


@dataclass(frozen=True)
class Placed:
    """A button of the panel and where it is on the canvas."""

    button: Button
    rect: pygame.Rect
    #: inside the panel (one pushed out of it is neither drawn nor clickable)
    visible: bool = True


@dataclass(frozen=True)
class Drawn:
    """The panel as drawn: its picture, its buttons where they are, and the strips of the
    cards another player has in play (hover one to see the card)."""

    surface: pygame.Surface
    buttons: tuple[Placed, ...]
    strips: tuple[tuple[str, pygame.Rect], ...]


def _plays_a_card(b: Button) -> bool:
    return isinstance(b.command, PayFor) and b.command.kind == "card"


#: The title's type sizes, largest first (the first that fits the panel's width).
TITLE_SIZES = (16, 15, 14, 13)


def panel_scale(pics: Pictures, sit: Situation, model: TableModel, panel: pygame.Rect) -> float:
    """The largest text scale, up to the text size in use, at which the panel holds its title
    and every choice in its usual (not compact) layout, and what shows under the buttons
    keeps its room; 1.0 (the standard size) when none larger does."""
    fonts = pics.grown
    title, groups = build(sit, model)
    below = _room_below(pics, sit, groups, panel)
    with at_most(1.0):
        two_lines = _two_lines(place(fonts, groups, False, panel)[0])

    def fits() -> bool:
        if fonts.get(TITLE_SIZES[-1], bold=True).size(title)[0] > panel.width - 24:
            return False
        head = fonts.get(10, bold=True)
        if any(_tracked_width(head, h, 2) > panel.width - 28 for h, _ in groups if h):
            return False
        placed, _ = place(fonts, groups, False, panel)
        if not all(b.visible for b in placed) or _two_lines(placed) != two_lines:
            return False
        bottom = max((b.rect.bottom for b in placed), default=panel.y + 40) - panel.y
        return bottom + below <= panel.height

    return fitting_scale(fits)


def _two_lines(placed: list[Placed]) -> list[bool]:
    """Which buttons of words alone take two lines (a larger size must not break one more)."""
    return [p.rect.height >= 38 for p in placed if not p.button.icons]


def _tracked_width(font: pygame.font.Font, text: str, tracking: int) -> int:
    """The width of ``text`` drawn by `render_tracked`."""
    return font.size(text)[0] + tracking * max(0, len(text) - 1)


def _room_below(pics: Pictures, sit: Situation, groups: Groups, panel: pygame.Rect) -> int:
    """How far under the buttons what the panel shows there reaches, at the standard size (a
    larger text size must leave it as much room as it had)."""
    if sit.holding:
        return 0
    if not sit.to_act and sit.view.phase == "play":  # the cards in play: as much room as at 100
        with at_most(1.0):
            placed, _ = place(pics.fonts, groups, False, panel)
        bottom = max((b.rect.bottom for b in placed), default=panel.y + 40) - panel.y
        return panel.height - bottom
    if sit.view.step == "prod_cards" and sit.top is None:
        scratch = pygame.Surface(panel.size, pygame.SRCALPHA)
        with at_most(1.0):
            return 16 + _draw_production(pics, sit, scratch, 0, panel)
    return 0


@standard_size
def layout_buttons(
    fonts: FontBook, sit: Situation, model: TableModel, panel: pygame.Rect = ACTIONS
) -> tuple[str, list[Placed], list[tuple[str, int]]]:
    """Place the buttons in ``panel`` at the standard size (see `_layout`)."""
    return _layout(fonts, sit, model, panel)


def panel_layout(
    pics: Pictures, sit: Situation, model: TableModel, panel: pygame.Rect = ACTIONS
) -> tuple[str, list[Placed], list[tuple[str, int]]]:
    """Place the buttons in ``panel`` as `render_actions` draws them: at `panel_scale`."""
    with at_most(panel_scale(pics, sit, model, panel)):
        return _layout(pics.grown, sit, model, panel)


def _layout(
    fonts: FontBook, sit: Situation, model: TableModel, panel: pygame.Rect
) -> tuple[str, list[Placed], list[tuple[str, int]]]:
    """Place the buttons in ``panel``; when they do not fit, a compact layout (smaller
    buttons, and the cards to play left to the lit hand) so nothing is ever out of reach."""
    title, groups = build(sit, model)
    placed, heads = place(fonts, groups, False, panel)
    if not all(b.visible for b in placed):
        slim: Groups = []
        for head, items in groups:
            if any(_plays_a_card(b) for b in items):
                note = Button("Click a lit card in your hand below", enabled=False, wide=True)
                slim.append(("PLAY A CARD", [note]))
            else:
                slim.append((head, items))
        placed, heads = place(fonts, slim, True, panel)
        if not all(b.visible for b in placed):
            placed, heads = place(fonts, [(h, _terse(bs)) for h, bs in slim], True, panel)
        if not all(b.visible for b in placed):
            unlabelled = [(h, [_tip_only(b) for b in _terse(bs)]) for h, bs in slim]
            placed, heads = place(fonts, unlabelled, True, panel)
    return title, placed, heads


@standard_size
def leaves_room(fonts: FontBook, sit: Situation, model: TableModel, panel: pygame.Rect) -> bool:
    """Every choice of now fits ``panel`` (a panel that gave up room to the hand) without
    being made compact."""
    _, groups = build(sit, model)
    placed, _ = place(fonts, groups, False, panel)
    return all(b.visible for b in placed)


def _tip_only(b: Button) -> Button:
    """An icon button whose small-type label moves into its tip (shown at once on hover and
    on keyboard focus), for a panel that would not hold every choice otherwise."""
    if not (b.icons and b.label):
        return b
    tip = b.label if not b.tip else f"{b.label}: {b.tip}"
    return replace(b, label="", tip=tip)


#: A standard project's name in a crowded panel.
SHORT_NAMES = {"Temperature": "Temp."}


def _terse(buttons: list[Button]) -> list[Button]:
    """Standard projects' buttons ("x3 Temperature" with its die) as their die and their short
    name ("Temp."), for a panel that would not hold them all otherwise: the count of dice is
    in the tip, the name stays (a bare "x3" says nothing)."""

    def short(b: Button) -> Button:
        if len(b.icons) == 1 and b.text.startswith("\u00d7"):
            count, _, name = b.text.partition(" ")
            tip = f"{count} {b.icons[0][1]}: {b.tip}" if b.tip else b.tip
            return replace(b, text=SHORT_NAMES.get(name, name), tip=tip)
        return b

    return [short(b) for b in buttons]


def place(
    fonts: FontBook, groups: Groups, compact: bool, panel: pygame.Rect = ACTIONS
) -> tuple[list[Placed], list[tuple[str, int]]]:
    """Give every button its rectangle in ``panel``, row after row under its group's
    heading (at the size ``fonts`` draw now: the rows and a two-line button grow with it)."""
    x0, y = panel.x + 12, panel.y + 40
    right = panel.right - 12
    placed: list[Placed] = []
    heads: list[tuple[str, int]] = []
    font = fonts.get(13, bold=True)
    small = fonts.get(LABEL_SIZE, bold=True)
    gap = 4 if compact else 6
    head_h = 15 if compact else 16
    two_lines = 38 if compact else 42
    if fonts.px(12) > 12:  # a larger text size: the rows make room for the larger words
        head_h = max(head_h, fonts.get(10, bold=True).get_height() + 4)
        two_lines = max(two_lines, 2 * line_step(fonts) + 10)
    for head, items in groups:
        if head:
            heads.append((head, y))
            y += head_h
        x = x0
        row_h = 0
        for b in items:
            icons_w = sum(30 for _ in b.icons) + (18 if b.arrow else 0)
            text_w = font.size(b.text)[0] if b.text else 0
            label_w = small.size(b.label)[0] + 4 if b.label else 0
            w = max(40, icons_w + text_w + label_w + (8 if b.icons and b.text else 0) + 20)
            h = (32 if compact else 36) if b.icons else (26 if compact else 30)
            if b.wide:
                w = right - x0
                if not b.icons and text_w > w - 20:  # a long choice in words: two lines
                    h = two_lines
            if x + w > right and x > x0:
                x = x0
                y += row_h + gap
                row_h = 0
            rect = pygame.Rect(x, y, min(w, right - x0), h)
            placed.append(Placed(b, rect, rect.bottom <= panel.bottom - 4))
            x += rect.width + gap
            row_h = max(row_h, h)
        y += row_h + (5 if compact else 8)
    return placed, heads


def shown(b: Placed) -> bool:
    """The button is inside the panel (one pushed out of it is neither drawn nor clickable)."""
    return b.visible


def button_at(buttons: tuple[Placed, ...], pos: tuple[int, int]) -> int | None:
    """The place in ``buttons`` of the one under ``pos``."""
    for i, b in enumerate(buttons):
        if b.rect.collidepoint(pos) and shown(b):
            return i
    return None


def line_step(fonts: FontBook) -> int:
    """The pitch of a two-line button's lines (16 px at the standard size)."""
    if fonts.px(12) <= 12:
        return 16
    return max(16, fonts.get(12, bold=True).get_linesize())


def render_actions(pics: Pictures, sit: Situation, model: TableModel, rect: pygame.Rect) -> Drawn:
    """The panel, its buttons placed afresh, its words at `panel_scale`."""
    with at_most(panel_scale(pics, sit, model, rect)):
        return _render(pics, sit, model, rect)


def _render(pics: Pictures, sit: Situation, model: TableModel, rect: pygame.Rect) -> Drawn:
    fonts = pics.grown
    title, buttons, heads = _layout(fonts, sit, model, rect)
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*palette.PANEL, 230), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, (*palette.PANEL_EDGE, 220), surface.get_rect(), 1, border_radius=10)
    room = rect.width - 24
    size = next((z for z in TITLE_SIZES if fonts.get(z, True).size(title)[0] <= room), 13)
    title = ellipsize(fonts.get(size, bold=True), title, room)
    head = fonts.text(size, title, palette.SAND, bold=True)
    surface.blit(head, head.get_rect(midleft=(12, 21)))
    for text, y in heads:
        surface.blit(
            render_tracked(fonts.get(10, bold=True), text, palette.OCHRE, 2),
            (14, y - rect.y),
        )
    for b in buttons:
        if shown(b):
            _draw_button(pics, surface, b, rect)
    bottom = max((b.rect.bottom for b in buttons), default=rect.y + 40) - rect.y
    strips: Strips = []
    if sit.holding:
        note = "See what you drew and rolled first, then End turn."
        room = rect.width - 28
        with at_most(fitting_scale(lambda: fonts.get(13).size(note)[0] <= room)):
            surface.blit(fonts.text(13, note, palette.SAND_DIM), (14, max(100, bottom + 12)))
    elif not sit.to_act and sit.view.phase == "play":
        with at_most(_cards_in_play_scale(pics, sit, bottom + 14, rect)):
            strips, _ = _draw_cards_in_play(pics, sit, surface, bottom + 14, rect)
    elif sit.view.step == "prod_cards" and sit.top is None:
        with at_most(1.0):
            _draw_production(pics, sit, surface, bottom + 16, rect)
    return Drawn(fast(surface), tuple(buttons), tuple(strips))


def _draw_button(
    pics: Pictures, surface: pygame.Surface, placed: Placed, panel: pygame.Rect
) -> None:
    fonts = pics.grown
    b = placed.button
    rect = placed.rect.move(-panel.x, -panel.y)
    fill = palette.BUTTON_ACTIVE if b.primary else palette.BUTTON
    if not b.enabled:
        fill = palette.BUTTON_DISABLED
    pygame.draw.rect(surface, fill, rect, border_radius=7)
    edge = palette.OCHRE if b.primary else palette.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, 1, border_radius=7)
    if b.selected:  # picked, waiting for Confirm: a bright ring and a check mark
        pygame.draw.rect(surface, palette.LIMB, rect, 3, border_radius=7)
        tick = pygame.Rect(0, 0, 14, 14)
        tick.center = (rect.right - 4, rect.y + 4)
        pygame.draw.circle(surface, palette.LIMB, tick.center, 7)
        pygame.draw.lines(
            surface,
            palette.SPACE_DEEP,
            False,
            [
                (tick.x + 3, tick.centery),
                (tick.centerx - 1, tick.bottom - 4),
                (tick.right - 3, tick.y + 3),
            ],
            2,
        )
    x = rect.x + 10
    for i, (k, v) in enumerate(b.icons):
        if b.arrow and i == 1:
            arrow = fonts.text(15, "\u2192", palette.SAND, bold=True)
            surface.blit(arrow, arrow.get_rect(midleft=(x - 2, rect.centery)))
            x += 18
        pic = pics.icon(k, v, 26)
        surface.blit(pic, pic.get_rect(midleft=(x, rect.centery)))
        x += 30
    if b.label:
        colour = palette.SAND if b.enabled else palette.MUTED
        word = fonts.text(LABEL_SIZE, b.label, colour, bold=True)
        surface.blit(word, word.get_rect(midleft=(x, rect.centery)))
        x += word.get_width() + 4
    if b.text:
        colour = palette.SAND if b.enabled else palette.MUTED
        room = rect.right - (x + 2 if b.icons else rect.x) - 8
        lines = _lines(fonts, placed, room)
        size = 13 if len(lines) == 1 and fonts.get(13, True).size(lines[0])[0] <= room else 12
        step = line_step(fonts)
        top = rect.centery - (len(lines) - 1) * step / 2
        for i, line in enumerate(lines):
            text = fonts.text(size, line, colour, bold=True)
            if b.icons:
                surface.blit(text, text.get_rect(midleft=(x + 2, rect.centery)))
            else:
                surface.blit(text, text.get_rect(center=(rect.centerx, round(top + i * step))))
    if b.dim:  # in a guided step, not its choice: its icons dim too, so nothing reads as lit
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*palette.BUTTON_DISABLED, 150), veil.get_rect(), border_radius=7)
        surface.blit(veil, rect)


@standard_size
def button_lines(fonts: FontBook, placed: Placed, room: int) -> list[str]:
    """A button's words as drawn in ``room`` pixels at the standard size (see `_lines`)."""
    return _lines(fonts, placed, room)


def _lines(fonts: FontBook, placed: Placed, room: int) -> list[str]:
    """A button's words as drawn in ``room`` pixels: one line at 13 or 12 points, or, for a
    tall wide button, two lines at 12; cut with an ellipsis only past that (never past the
    button's edge)."""
    b = placed.button
    for size in (13, 12):
        if fonts.get(size, True).size(b.text)[0] <= room:
            return [b.text]
    font = fonts.get(12, bold=True)
    if placed.rect.height >= 38 and not b.icons:
        lines = wrap(font, b.text, room)
        if len(lines) > 2:
            lines = [lines[0], ellipsize(font, " ".join(lines[1:]), room)]
        return lines
    return [ellipsize(font, b.text, room)]


def _draw_production(
    pics: Pictures, sit: Situation, surface: pygame.Surface, y: int, panel: pygame.Rect
) -> int:
    """A production turn: what the brown boxes of the seat whose turn it is will roll, and
    the production dice its colonies gave (Colonies module); returns how far down from ``y``
    it reaches."""
    top = y
    fonts = pics.fonts
    items = seat_production(sit, sit.view.current)
    colonies = bool(colony_production(sit, sit.view.current))
    head = "BROWN BOXES AND COLONIES PRODUCE" if colonies else "YOUR BROWN BOXES WILL PRODUCE"
    surface.blit(render_tracked(fonts.get(10, bold=True), head, palette.OCHRE, 2), (14, y))
    x, y = 14, y + 18
    for item in items:
        if x > panel.width - 40:
            x, y = 14, y + 34
        if item == "wild":
            surface.blit(pics.icon("wild", "", 28), (x, y))
        elif item in DIE:
            surface.blit(pics.icon("blank", item, 28), (x, y))
        else:
            label = {"vp": "+1 VP", "draw": "+1 card"}.get(item, item)
            img = fonts.text(12, label, palette.SAND, bold=True)
            surface.blit(img, (x, y + 7))
            x += img.get_width() - 26
        x += 32
    note = "Then your blue cards are ready again."
    words = fonts.text(11, note, palette.SAND_DIM)
    surface.blit(words, (14, y + 38))
    return y + 38 + words.get_height() - top


def _cards_in_play_scale(pics: Pictures, sit: Situation, y: int, panel: pygame.Rect) -> float:
    """The largest text scale at which the cards in play show as much as at the standard
    size: the corporation's rule and as many strips (the strips keep their size)."""
    scratch = pygame.Surface(panel.size, pygame.SRCALPHA)
    with at_most(1.0):
        standard = _draw_cards_in_play(pics, sit, scratch, y, panel)

    def fits() -> bool:
        strips, rule = _draw_cards_in_play(pics, sit, scratch, y, panel)
        return (len(strips), rule) == (len(standard[0]), standard[1])

    return fitting_scale(fits)


def _draw_cards_in_play(
    pics: Pictures, sit: Situation, surface: pygame.Surface, y: int, panel: pygame.Rect
) -> tuple[Strips, bool]:
    """While another seat plays: its corporation and its cards in play, as strips (hover one
    to see the card); returns where they are, and whether the corporation's rule shows."""
    fonts = pics.grown
    rule = False
    seat = sit.view.current
    p = sit.views[seat]
    name = sit.name(seat).upper()
    strips: Strips = []
    head = f"{name}'S CARDS IN PLAY ({len(p.played)})"
    surface.blit(render_tracked(fonts.get(10, bold=True), head, palette.OCHRE, 2), (14, y))
    y += 18
    bottom = panel.height - 6
    more_h = fonts.get(10).get_linesize()
    if p.corp:
        corp = C.corps[p.corp]
        surface.blit(fonts.text(12, corp.name, palette.SAND, bold=True), (14, y))
        lines = wrap(fonts.get(10), corp.text, panel.width - 28)
        below = (more_h + 2) if p.played else 0
        name_h = pitch = 13  # the name's line and each line of the rule
        if fonts.px(10) > 10:  # larger: their own heights
            name_h = max(13, fonts.get(12, bold=True).get_linesize())
            pitch = max(13, fonts.get(10).get_linesize())
        if y + name_h + pitch * len(lines) + 6 + below > bottom:  # short: the name only
            lines = []  # (hovering the panel shows the whole tableau)
        rule = bool(lines)
        for k, line in enumerate(lines):
            y += name_h if k == 0 else pitch
            surface.blit(fonts.text(10, line, palette.SAND_DIM), (14, y))
        y += (pitch if lines else name_h) + 6
    width = panel.width - 24
    order = {"green": 0, "blue": 1, "red": 2}
    cards = sorted(p.played, key=lambda c: order[C.cards[c].colour])
    for i, cid in enumerate(cards):
        last = i == len(cards) - 1
        if y + STRIP_H > bottom - (0 if last else more_h + 2):  # the rest in a line that fits
            more = fonts.text(10, f"+{len(cards) - i} more (hover the panel)", palette.SAND_DIM)
            surface.blit(more, (14, y))
            break
        surface.blit(pics.strip(cid, cid in p.tapped, width), (12, y))
        strips.append((cid, pygame.Rect(panel.x + 12, panel.y + y, width, STRIP_H)))
        y += STRIP_H + 1
    return strips, rule
