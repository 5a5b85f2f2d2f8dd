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
from game.ui.draw.text import FontBook, at_most
from game.ui.play.seats import default_seats
from game.ui.shell.app import App
from game.ui.tmdice.card_face import MIN_TEXT, face_of, paper_width, plan
from game.ui.tmdice.hand import card_rects
from game.ui.tmdice.hand_layout import card_lift, head_y, middle

C = content()
LONGEST = sorted(C.cards, key=lambda c: -len(C.cards[c].text))


#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def standard(fonts: FontBook, size: int, bold: bool = False) -> pygame.font.Font:
    """A font as a card face draws it: at the standard size whatever the text size (issue 40
    point 3: a card's box has no room for larger text)."""
    with at_most(1.0):
        return fonts.get(size, bold)


def _full_panel_hand(app: App, hand: list[str], step: str) -> list[tuple[str, pygame.Rect]]:
    """A table whose viewer holds ``hand`` in the support or main ``step``, which fill the
    action panel (no shelf for a hand of 8 or 9): the hand's cards and where they are."""
    table = start(app, default_seats(2, humans=1), seed=5)
    to_turn_window(app, table)
    assert table.viewer is not None
    give(table, table.viewer, hand, {"plant": 2, "heat": 1, "science": 2, "energy": 2}, 1)
    table.engine.state.step = step  # a test may set up the engine's state
    table.refresh_view()
    table.state_changed()
    frames(app, 2)
    assert not table.model.shelf  # the panel's choices need all its room
    assert middle(len(hand), shelf=False).shelf is None
    rects = card_rects(table.situation(), table.model)
    assert [cid for cid, _ in rects] == hand
    return rects


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
        font = standard(fonts, laid.text_size)
        paper = paper_width(rect.width) - 2 * laid.pad  # no word runs past the paper
        assert all(font.size(line)[0] <= paper for line in laid.text_lines), (cid, rect.size)
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
    hand = LONGEST[:9]
    rects = _full_panel_hand(app, hand, step)
    mid = middle(9, shelf=False)
    header_bottom = (
        mid.hand.y + head_y(9, shelf=False) + standard(app.ctx.fonts, 11, True).get_height()
    )
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
        font = standard(fonts, laid.text_size)
        paper = paper_width(rect.width) - 2 * laid.pad  # no word runs past the paper
        assert all(font.size(line)[0] <= paper for line in laid.text_lines), (cid, rect.size)
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
        laid = plan(fonts, "project", cid, size)
        assert laid.whole, (cid, size)
        font, paper = standard(fonts, laid.text_size), paper_width(size[0]) - 2 * laid.pad
        assert all(font.size(line)[0] <= paper for line in laid.text_lines), (cid, size)


#: The cards costing the most dice (4, and Lake Project's 5).
COSTLIEST = sorted(C.cards, key=lambda c: (-len(C.cards[c].cost), c))[:18]


def _face_sizes() -> set[tuple[int, int]]:
    """Every size a card face is drawn at on the 1280x720 canvas: the whole cards of a hand of
    1 to 9 (on a shelf or not, beside a full action panel), the enlarged card, the choice
    cards and the rules pages' card."""
    from game.ui.tmdice.hand_layout import hand_rects
    from game.ui.tmdice.layout import BIG_H, BIG_W, choice_rects

    sizes = {
        r.size
        for n in range(1, 10)
        for shelf in (True, False)
        for _, r in hand_rects([f"c{i}" for i in range(n)], shelf)
    }
    return (
        sizes | {(BIG_W, BIG_H), (136, 190)} | {r.size for n in (2, 4, 8) for r in choice_rects(n)}
    )


def _assert_cost_dice_whole(fonts: FontBook, kind: str, cid: str, size: tuple[int, int]) -> None:
    """The card's cost dice are 20 px or more, inside the picture and the card, apart from one
    another, from the production box and the VP badges, all of them above the name band."""
    from game.ui.tmdice.card_face import art_spots

    face = face_of(kind, cid)
    spots = art_spots(face, size[0])
    laid = plan(fonts, kind, cid, size)
    art = pygame.Rect(0, 0, size[0] - 2 * max(3, size[0] // 30), laid.art_h)
    where = (kind, cid, size)
    assert spots.cost >= 20, (*where, spots.cost)
    dice = [pygame.Rect(x, y, spots.cost, spots.cost) for x, y in spots.dice]
    assert len(dice) == len(face.cost), where
    for a, b in itertools.combinations(dice, 2):
        assert not a.colliderect(b), where
    assert all(art.contains(d) and d.collidelist(spots.pills) >= 0 for d in dice), where
    held = [*spots.pills]
    if spots.prod is not None:
        held.append(spots.prod)
    assert all(art.contains(r) for r in held), (*where, art, held)
    for a, b in itertools.combinations(held, 2):
        assert not a.colliderect(b), (*where, a, b)
    r = spots.vp_die * 0.45
    for x, y in spots.vp_centres(art.width, art.height):
        badge = pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
        assert art.contains(badge) and badge.collidelist(held) < 0, (*where, badge, held)


def test_cost_icons_are_20_px_and_map_bonus_icons_12_px_at_least() -> None:
    """Issue 38, point 1, at 1280x720: a card's cost dice are 20 px or more on every card face
    -- every whole card of a hand of 1 to 9, 8 or 9 beside a full action panel too, the
    enlarged card and the choice cards -- in two rows when one does not fit the card's width,
    whole and clear of everything else over the picture; a map area's bonus icon 12 px or
    more."""
    from game.ui.tmdice.board import MAP_ICON, MAP_ICON_SPECIAL
    from game.ui.tmdice.hand_layout import hand_rects

    pygame.font.init()
    fonts = FontBook()
    sizes = _face_sizes()
    # the narrow cards of 8 and 9 beside a full panel are among them
    assert {r.width for n in (8, 9) for _, r in hand_rects(["c"] * n, shelf=False)} == {88, 77}
    faces = [("project", cid) for cid in C.cards] + [("bonus", bid) for bid in C.bonus]
    for (kind, cid), size in itertools.product(faces, sizes):
        _assert_cost_dice_whole(fonts, kind, cid, size)
    assert min(MAP_ICON, MAP_ICON_SPECIAL) >= 12


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("n", [8, 9])
def test_the_costliest_cards_beside_a_full_action_panel_show_20_px_cost_dice(
    open_window: Callable[[tuple[int, int]], pygame.Surface], window: tuple[int, int], n: int
) -> None:
    """8 or 9 cards of 4 or 5 dice's cost, in one row beside the slim tray while the action
    panel needs all its room (88 and 77 px wide): every cost die is 20 px or more (30 at
    1920x1080), whole, and the rules text whole too."""
    app = make_app(open_window(window))
    assert len(COSTLIEST[0]) and len(C.cards[COSTLIEST[0]].cost) == 5  # Lake Project
    hands = [COSTLIEST[i : i + n] for i in range(0, len(COSTLIEST), n)]
    hands[-1] = COSTLIEST[-n:]  # the last hand full too: every one of them is in a hand
    for hand in hands:
        rects = _full_panel_hand(app, hand, "main")
        assert {r.width for _, r in rects} == {88 if n == 8 else 77}
        for cid, rect in rects:
            _assert_cost_dice_whole(app.ctx.fonts, "project", cid, rect.size)
            assert plan(app.ctx.fonts, "project", cid, rect.size).whole, (cid, rect.size)


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


def test_compact_cards_of_a_hand_past_nine_show_20_px_cost_dice() -> None:
    """Issue 38, point 1, at 1280x720: a hand of 10 to 16 cards stands as compact cards in two
    rows; each shows every cost die at 20 px or more, whole inside the card, in two rows on a
    card too narrow for one, clear of one another, of the production box, the VP badge and
    the name band under them; and the card's whole name."""
    from game.ui.tmdice.card_art import mini_plan
    from game.ui.tmdice.hand_layout import hand_compact, hand_rects

    pygame.font.init()
    fonts = FontBook()
    sizes = set()
    for n in range(10, 17):
        assert hand_compact(n)
        rects = [r for _, r in hand_rects([f"c{i}" for i in range(n)])]
        assert len({r.y for r in rects}) == 2, n
        sizes |= {r.size for r in rects}
    for size, cid in itertools.product(sorted(sizes), C.cards):
        laid = mini_plan(fonts, cid, size)
        where = (cid, size)
        assert len(laid.dice) == len(C.cards[cid].cost), where
        assert all(d.width >= 20 and d.height >= 20 for d in laid.dice), where
        assert all(laid.inner.contains(d) for d in laid.dice), where
        held = [*laid.dice, *(r for r in (laid.prod, laid.vp) if r is not None)]
        for a, b in itertools.combinations(held, 2):
            assert not a.colliderect(b), (*where, a, b)
        assert laid.band.collidelist(held) < 0, where
        text_h = len(laid.text_lines) * (standard(fonts, 9).get_linesize() - 1)
        text = pygame.Rect(laid.inner.x, laid.text_y, laid.inner.width, text_h)
        assert not text_h or (laid.inner.contains(text) and text.collidelist(held) < 0), where
        assert all(laid.inner.contains(r) for r in held), where
        assert " ".join(laid.name_lines) == C.cards[cid].name, where


def test_played_cards_strips_show_20_px_cost_dice() -> None:
    """Issue 38, point 1: a played card's strip (the cards in play in the action panel, the
    tableau popup in one or two columns) shows its cost dice -- they count for the awards --
    at 20 px or more, whole in the strip, clear of its production box and VP badge, and its
    whole name (on two lines in a narrow strip), 9 points or more."""
    from game.ui.tmdice.card_art import STRIP_H, strip_plan
    from game.ui.tmdice.layout import ACTIONS
    from game.ui.tmdice.popup import POPUP_COLUMN, POPUP_COLUMN_2

    pygame.font.init()
    fonts = FontBook()
    for width in (ACTIONS.width - 24, POPUP_COLUMN - 24, POPUP_COLUMN_2 - 24):
        strip = pygame.Rect(0, 0, width, STRIP_H)
        for cid, tapped in itertools.product(C.cards, (False, True)):
            laid = strip_plan(fonts, cid, width, tapped)
            where = (cid, width, tapped)
            assert len(laid.dice) == len(C.cards[cid].cost), where
            assert all(d.width >= 20 and strip.contains(d) for d in laid.dice), where
            held = [*laid.dice, *(r for r in (laid.prod, laid.vp) if r is not None)]
            assert all(strip.contains(r) for r in held), where
            for a, b in itertools.combinations(held, 2):
                assert not a.colliderect(b), where
            font = standard(fonts, laid.name_size, True)
            x, y = laid.name_at
            name = pygame.Rect(
                x,
                y,
                max(font.size(s)[0] for s in laid.name_lines),
                font.get_linesize() * len(laid.name_lines),
            )
            assert strip.contains(name) and name.collidelist(held) < 0, (*where, name)
            assert laid.name_size >= MIN_TEXT
            full = C.cards[cid].name + (" (used)" if tapped else "")
            assert " ".join(laid.name_lines) == full, where
