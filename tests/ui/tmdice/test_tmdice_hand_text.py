"""Issue 38, point 2: a hand of any size stays readable. With 5 to 9 cards -- crafted from the
longest rules texts -- every card shows its whole rules text inside the card, never cut ("1 VP
at..."), at 9 points or more on the 1280x720 canvas, with its picture; the action panel gives
up its empty lower part for a shelf of cards when the hand needs it. At 1920x1080 the same
canvas is scaled up, so the same holds there, 1.5 times bigger."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pygame
import pytest
from table_helpers import frames, make_app
from tmdice_ui_helpers import give, start, to_turn_window

from game.rules.tmdice.content import content
from game.ui.play.seats import default_seats
from game.ui.tmdice.card_face import MIN_TEXT, face_of, plan
from game.ui.tmdice.hand import card_rects
from game.ui.tmdice.hand_layout import middle

C = content()
LONGEST = sorted(C.cards, key=lambda c: -len(C.cards[c].text))


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("n", [5, 6, 7, 8, 9])
def test_every_card_of_a_hand_of_the_longest_cards_shows_its_whole_text(
    open_window: Callable[[tuple[int, int]], pygame.Surface], window: tuple[int, int], n: int
) -> None:
    app = make_app(open_window(window))
    table = start(app, default_seats(2, humans=1), seed=5)
    to_turn_window(app, table)
    assert table.viewer is not None
    hand = LONGEST[:n]
    give(table, table.viewer, hand, {"plant": 2, "heat": 1}, 1)
    frames(app, 2)
    sit = table.situation()
    assert table.model.shelf  # production or action: the panel has room to give
    rects = card_rects(sit, table.model)
    assert [cid for cid, _ in rects] == hand
    area = middle(n, shelf=True).area
    assert all(area.contains(r) for _, r in rects)
    for a, b in itertools.combinations([r for _, r in rects], 2):
        assert not a.colliderect(b)
    fonts = app.ctx.fonts
    for cid, rect in rects:
        laid = plan(fonts, "project", cid, rect.size)
        assert laid.whole, (n, cid, rect.size)
        assert " ".join(laid.text_lines) == face_of("project", cid).text
        assert laid.text_size >= MIN_TEXT
        font = fonts.get(laid.text_size)
        assert all(font.size(line)[0] <= rect.width - 8 for line in laid.text_lines)
        assert laid.art_h > 0  # the picture shows too


def test_every_card_reads_whole_in_a_full_hand_row() -> None:
    """Any project card, in the narrowest whole card of a hand (nine cards: six in the bottom
    row), keeps its whole text."""
    pygame.font.init()
    from game.ui.draw.text import FontBook

    fonts = FontBook()
    from game.ui.tmdice.hand_layout import hand_rects

    sizes = {r.size for _, r in hand_rects([f"c{i}" for i in range(9)])}
    for cid, size in itertools.product(C.cards, sizes):
        assert plan(fonts, "project", cid, size).whole, (cid, size)


def test_cost_icons_are_20_px_and_map_bonus_icons_12_px_at_least() -> None:
    """Issue 38, point 1, at 1280x720: a card's cost dice are 20 px or more in every whole card
    of a hand of 1 to 9, the enlarged card and the choice cards; a map area's bonus icon 12 px
    or more."""
    from game.ui.tmdice.board import MAP_ICON, MAP_ICON_SPECIAL
    from game.ui.tmdice.card_face import cost_die
    from game.ui.tmdice.hand_layout import hand_rects
    from game.ui.tmdice.layout import BIG_W, choice_rects

    widths = {r.width for n in range(1, 10) for _, r in hand_rects([f"c{i}" for i in range(n)])}
    widths |= {BIG_W} | {r.width for n in (2, 4, 8) for r in choice_rects(n)}
    assert all(cost_die(w) >= 20 for w in widths), sorted(widths)
    assert min(MAP_ICON, MAP_ICON_SPECIAL) >= 12
