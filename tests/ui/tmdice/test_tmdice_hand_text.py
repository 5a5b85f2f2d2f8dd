"""Issue 38, point 2: a hand of any size stays readable. With 5 to 9 cards -- crafted from the
longest rules texts -- every card shows its whole rules text inside the card, never cut ("1 VP
at..."), at 9 points or more on the 1280x720 canvas, with its picture: 6 or 7 cards in one row
beside a narrowed dice tray, 8 or 9 with the first on a shelf the action panel gives up when
its choices leave it room, else in one row of taller cards beside a slim tray. At 1920x1080
the same canvas is scaled up, so the same holds there, 1.5 times bigger."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pygame
import pytest
from table_helpers import frames, make_app
from tmdice_ui_helpers import give, start, to_turn_window

from game.rules.tmdice.content import BASE_COLOURS, content
from game.ui.play.seats import default_seats
from game.ui.tmdice.card_face import MIN_TEXT, face_of, plan
from game.ui.tmdice.hand import card_rects
from game.ui.tmdice.hand_layout import card_lift, head_y, middle

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
    mid = middle(n, shelf=True)
    assert (mid.shelf is not None) == (n >= 8)
    assert (mid.tray.width < 292) == (n in (6, 7))  # the tray narrows for one row of 6-7
    rects = card_rects(sit, table.model)
    assert [cid for cid, _ in rects] == hand
    area = mid.area
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


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("step", ["support", "main"])
def test_nine_of_the_longest_cards_beside_a_full_action_panel_show_their_whole_text(
    open_window: Callable[[tuple[int, int]], pygame.Surface], window: tuple[int, int], step: str
) -> None:
    """The support and main steps fill the action panel, so it gives up no shelf: 9 cards of
    the longest rules texts stand in one row beside the slim tray, and each still shows its
    whole rules text (no ellipsis) at 9 points or more, inside the card, with its picture;
    the cards stand apart, inside the hand's place, clear of the tray and of the hand's
    header even while lifted under the pointer."""
    app = make_app(open_window(window))
    table = start(app, default_seats(2, humans=1), seed=5)
    to_turn_window(app, table)
    assert table.viewer is not None
    hand = LONGEST[:9]
    give(table, table.viewer, hand, {"plant": 2, "heat": 1, "science": 2, "energy": 2}, 1)
    table.engine.state.step = step  # a test may set up the engine's state
    table.refresh_view()
    table.state_changed()
    frames(app, 2)
    assert not table.model.shelf  # the panel's choices need all its room
    sit = table.situation()
    mid = middle(9, shelf=False)
    assert mid.shelf is None
    rects = card_rects(sit, table.model)
    assert [cid for cid, _ in rects] == hand
    header_bottom = mid.hand.y + head_y(9, shelf=False) + app.ctx.fonts.get(11, True).get_height()
    for _, r in rects:
        assert mid.hand.contains(r) and not r.colliderect(mid.tray)
        assert r.y - card_lift(9, shelf=False) >= header_bottom
    for a, b in itertools.combinations([r for _, r in rects], 2):
        assert not a.colliderect(b)
    fonts = app.ctx.fonts
    for cid, rect in rects:
        laid = plan(fonts, "project", cid, rect.size)
        assert laid.whole, (cid, rect.size)
        assert not laid.text_lines[-1].endswith("\u2026")
        assert " ".join(laid.text_lines) == face_of("project", cid).text
        assert laid.text_size >= MIN_TEXT
        font = fonts.get(laid.text_size)
        assert all(font.size(line)[0] <= rect.width - 8 for line in laid.text_lines)
        assert laid.art_h > 0


def test_every_card_reads_whole_in_every_whole_card_of_a_hand() -> None:
    """Any project card keeps its whole text in every card of a hand of 5 to 7 (one row, the
    tray narrowed past 5), and of 8 or 9, on a shelf or beside a full action panel."""
    pygame.font.init()
    from game.ui.draw.text import FontBook
    from game.ui.tmdice.hand_layout import hand_rects

    fonts = FontBook()
    sizes = {
        r.size
        for n in range(5, 10)
        for shelf in (True, False)
        for _, r in hand_rects([f"c{i}" for i in range(n)], shelf)
    }
    for cid, size in itertools.product(C.cards, sizes):
        assert plan(fonts, "project", cid, size).whole, (cid, size)


def test_cost_icons_are_20_px_and_map_bonus_icons_12_px_at_least() -> None:
    """Issue 38, point 1, at 1280x720: a card's cost dice are 20 px or more in every whole card
    of a hand of 1 to 9, the enlarged card and the choice cards; a map area's bonus icon 12 px
    or more."""
    from game.ui.tmdice.board import MAP_ICON, MAP_ICON_SPECIAL
    from game.ui.tmdice.card_face import cost_die, cost_row
    from game.ui.tmdice.hand_layout import hand_rects
    from game.ui.tmdice.layout import BIG_W, choice_rects

    widths = {r.width for n in range(1, 10) for _, r in hand_rects([f"c{i}" for i in range(n)])}
    widths |= {BIG_W} | {r.width for n in (2, 4, 8) for r in choice_rects(n)}
    assert all(cost_die(w) >= 20 for w in widths), sorted(widths)
    # the cost row fits the card: 20 px dice for costs of up to 4, in every whole card
    for cid, w in itertools.product(C.cards, widths):
        face = face_of("project", cid)
        size, gap = cost_row(face, w)
        assert len(face.cost) * (size + gap) + 5 <= w - 6, (cid, w)
        if len(face.cost) <= 4:
            assert size >= 20, (cid, w, size)
    assert min(MAP_ICON, MAP_ICON_SPECIAL) >= 12


def test_the_hand_the_tray_and_the_panel_never_overlap() -> None:
    """Whatever the hand's size and whether the panel gives up a shelf: the hand's place, the
    tray with all the dice it shows and its pool, the action panel and the status line stand
    apart."""
    from game.ui.tmdice.layout import pool_point, pool_x, tray_rects, wild_rect

    for n in range(0, 16):
        for shelf in (True, False):
            mid = middle(n, shelf)
            dice = [r for _, r in tray_rects(["heat"] * 30, mid.tray)]
            assert dice and all(mid.tray.contains(r) for r in dice)
            assert mid.tray.contains(wild_rect(mid.tray))
            assert all(mid.tray.collidepoint(pool_point(c, mid.tray)) for c in ("green", "yellow"))
            # six colours of the pool (purple too), each die and its count, inside the tray,
            # under its dice, never on one another
            _, _, die = pool_x(mid.tray)
            spots = [
                pygame.Rect(x, y - die // 2, die + 2 + 13, die)
                for x, y in (pool_point(c, mid.tray) for c in (*BASE_COLOURS, "purple"))
            ]
            assert all(mid.tray.contains(r) for r in spots), (n, shelf)
            assert not any(a.colliderect(b) for a, b in itertools.combinations(spots, 2))
            assert not any(r.colliderect(d) for r in spots for d in dice)
            places = [mid.tray, mid.actions, mid.status, mid.hand]
            if mid.shelf is not None:
                places.append(mid.shelf)
            for a, b in itertools.combinations(places, 2):
                assert not a.colliderect(b), (n, shelf, a, b)


def test_a_big_hand_beside_a_full_panel_is_never_name_only() -> None:
    """8 or 9 cards while the action panel needs all its room stand in one row beside the
    slim tray: every card of the game shows its whole rules text there, never cut."""
    pygame.font.init()
    from game.ui.draw.text import FontBook
    from game.ui.tmdice.hand_layout import hand_rects

    fonts = FontBook()
    for n in (8, 9):
        (size,) = {r.size for _, r in hand_rects([f"c{i}" for i in range(n)], shelf=False)}
        for cid in C.cards:
            laid = plan(fonts, "project", cid, size)
            assert laid.text_lines and laid.text_size >= MIN_TEXT
            assert laid.whole, (n, cid, size)
            assert " ".join(laid.text_lines) == face_of("project", cid).text
