"""The action panel: what is asked now and every choice as a button, named in words.

A person's choices are the engine's legal actions. When there are more than fit, actions of
one kind (the variants of one squad, the cards to take, the dice to roll again) fold into one
button that opens them, with a Back button. The squad question of reaction windows and the
viewer's hand show here too."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.rules.cockroach import actions as A
from game.rules.cockroach.content import Content
from game.ui.cockroach.layout import PANEL
from game.ui.cockroach.look import Look, card_box
from game.ui.draw import palette
from game.ui.draw.text import render_tracked, wrap

ROW_H = 27
ROW_GAP = 4
ROWS = 5
FOLD_WORDS = {
    "acquire": "Take a support card\u2026",
    "reroll": "Roll a die again\u2026",
    "technique": "Use your technique\u2026",
    "marker": "Move your hero\u2026",
    "give": "Hand out the spoils\u2026",
    "wreck": "Destroy an equipment card\u2026",
    "pick": "Take one of the cards shown\u2026",
    "pull": "Bring a hero onto your cockroach\u2026",
    "exchange": "Exchange a symbol\u2026",
    "pay_with": "Choose the dice that pay\u2026",
    "hero": "Choose a hero\u2026",
}


@dataclass(frozen=True)
class Command:
    """A panel button that is not a game action: the squad question's answers, opening a
    folded group, going back, turning pages."""

    name: str
    arg: object = None


Value = A.Action | Command


def group_key(action: A.Action) -> str:
    return f"squad:{action.card}" if isinstance(action, A.PlaySquad) else action.kind


def fold_words(key: str, c: Content) -> str:
    if key.startswith("squad:"):
        return f"Play {c.card[key[6:]].name}\u2026"
    return FOLD_WORDS.get(key, "More\u2026")


def action_rows(
    legal: Sequence[A.Action],
    describe: Callable[[A.Action], str],
    c: Content,
    opened: str | None,
    page: int,
) -> list[tuple[str, Value]]:
    """The buttons for `legal`: every action when they fit, else folded by kind; inside an
    opened group, its actions and Back; pages of ROWS with Next/Previous."""
    if opened is not None:
        inner = [a for a in legal if group_key(a) == opened]
        if inner:
            rows: list[tuple[str, Value]] = [(describe(a), a) for a in inner]
            return _paged(rows, page, back=True)
    if len(legal) <= ROWS:
        return [(describe(a), a) for a in legal]
    groups: dict[str, list[A.Action]] = {}
    for action in legal:
        groups.setdefault(group_key(action), []).append(action)
    rows = []
    for key, members in groups.items():
        if len(members) == 1:
            rows.append((describe(members[0]), members[0]))
        else:
            rows.append((fold_words(key, c), Command("open", key)))
    return _paged(rows, page, back=False)


def _paged(rows: list[tuple[str, Value]], page: int, back: bool) -> list[tuple[str, Value]]:
    room = ROWS - (1 if back else 0)
    if len(rows) <= room:
        return rows + ([("Back", Command("back"))] if back else [])
    room -= 1
    pages = (len(rows) + room - 1) // room
    page %= pages
    out = rows[page * room : (page + 1) * room]
    out.append((f"More choices ({page + 1} of {pages})", Command("page", page + 1)))
    if back:
        out.append(("Back", Command("back")))
    return out


def row_rect(i: int, count: int) -> pygame.Rect:
    """Button `i` of `count`, stacked up from the bottom of the panel."""
    top = PANEL.bottom - 10 - (count - i) * (ROW_H + ROW_GAP) + ROW_GAP
    return pygame.Rect(PANEL.x + 12, top, PANEL.width - 24, ROW_H)


def render_panel(
    look: Look,
    title: str,
    lines: list[tuple[str, tuple[int, int, int]]],
    rows: list[tuple[str, Value]],
    hover: int | None,
    focus: Value | None,
) -> pygame.Surface:
    """The panel: a title, lines of text (the hand, the stack of plays, a note) and buttons."""
    surface = card_box(PANEL.size, palette.PANEL_EDGE, (24, 16, 26))
    width = PANEL.width - 24
    head = render_tracked(look.fonts.get(12, bold=True), title.upper(), palette.OCHRE, 2)
    if head.get_width() > width:
        head = look.line(title.upper(), palette.OCHRE, width, 12, True)
    surface.blit(head, (12, 10))
    y = 30
    bottom = row_rect(0, len(rows)).top - PANEL.y - 4 if rows else PANEL.height - 8
    font = look.fonts.get(13)
    step = 16
    for text, colour in lines:
        wrapped = wrap(font, text, width)
        if y + step * len(wrapped) > bottom:
            wrapped = wrapped[: max(0, (bottom - y) // step)]
            if not wrapped:
                break
            surface.blit(look.line(" ".join(wrapped) + " \u2026", colour, width, 13), (12, y))
            break
        for part in wrapped:
            surface.blit(look.fonts.text(13, part, colour), (12, y))
            y += step
        y += 2
    for i, (text, value) in enumerate(rows):
        rect = row_rect(i, len(rows)).move(-PANEL.x, -PANEL.y)
        lit = i == hover or (focus is not None and value == focus)
        fill = palette.BUTTON_HOVER if lit else palette.BUTTON
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        pygame.draw.rect(surface, palette.PANEL_EDGE, rect, 1, border_radius=6)
        label = look.line(text, palette.SAND, rect.width - 16, 14)
        surface.blit(label, label.get_rect(midleft=(rect.x + 8, rect.centery)))
    return surface


def row_at(rows: list[tuple[str, Value]], pos: tuple[int, int]) -> int | None:
    for i in range(len(rows)):
        if row_rect(i, len(rows)).collidepoint(pos):
            return i
    return None
