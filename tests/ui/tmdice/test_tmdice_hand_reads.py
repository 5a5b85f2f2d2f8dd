"""Issue 13, point 1: the hand never clips. 000 "Production turn": a hand is drawn up to 5
cards, and support actions draw 2 more each (001 "Standard support"), so hands of 7-12 are
common: every card's name is readable without hovering, and the enlarged card never covers a
card of the hand it belongs to."""

from __future__ import annotations

import itertools

import pygame
from hypothesis import given
from hypothesis import strategies as st
from table_helpers import frames, make_app
from tmdice_ui_helpers import start

from game.rules.tmdice.content import content
from game.ui.play.seats import SeatSpec
from game.ui.tmdice import card_art, overlays
from game.ui.tmdice.hand import card_rects
from game.ui.tmdice.hand_layout import hand_compact, hand_rects, middle
from game.ui.tmdice.table import TMDiceTable
from game.ui.tmdice.targets import OnCard

C = content()


def _seats() -> list[SeatSpec]:
    return [
        SeatSpec(name="Ada", colour=0, human=True),
        SeatSpec(name="Rover", colour=1, human=False, bot="greedy"),
    ]


@given(st.integers(min_value=1, max_value=15))
def test_no_card_of_a_hand_covers_another(n: int) -> None:
    """Cards in hand never overlap (000: a hand grows past 5 by drawing), up to 15 cards."""
    rects = [r for _, r in hand_rects([f"c{i}" for i in range(n)])]
    assert all(middle(n).area.contains(r) for r in rects)
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b)


def test_every_card_name_is_whole_in_a_hand_of_ten_and_of_fifteen(
    display: pygame.Surface,
) -> None:
    """At 1280x720 with 10 (and 15, 16) cards, every project card's name is written whole on
    its compact card: no ellipsis, at a readable size (10 points, 9 for the longest words on
    the narrowest compact cards, those of 15 or 16)."""
    app = make_app(display)
    for n, least in ((10, 10), (15, 9), (16, 9)):  # past nine the cards are compact
        assert hand_compact(n)
        size = hand_rects([f"c{i}" for i in range(n)])[0][1].size
        for card in C.cards.values():
            font_size, lines = card_art.mini_name(app.ctx.fonts, card.name, size)
            assert font_size >= least
            assert " ".join(lines) == card.name, (n, card.name, lines)
            font = app.ctx.fonts.get(font_size, True)
            assert all(font.size(line)[0] <= size[0] - 12 for line in lines)


def _with_hand(table: TMDiceTable, n: int) -> list[str]:
    ids = list(C.cards)[:n]
    table.engine.state.players_state[0].hand[:] = ids  # a test may set up the engine's state
    table.refresh_view()
    table.state_changed()
    return ids


def test_the_enlarged_card_never_covers_the_hand(display: pygame.Surface) -> None:
    """Hovering a hand card enlarges it above the hand: it covers none of the hand's cards (so
    the card it belongs to, and its neighbours, stay clickable), for 3, 5, 8 and 12 cards."""
    app = make_app(display)
    table = start(app, _seats(), seed=5)
    for n in (3, 5, 8, 12):
        ids = _with_hand(table, n)
        frames(app, 1)
        rects = card_rects(table.situation(), table.model)
        assert [cid for cid, _ in rects] == ids
        for cid in ids:
            table.model = table.model.pointing(OnCard(cid))
            where = overlays.enlarged_rect(table.situation(), table.model, ("project", cid))
            assert not any(where.colliderect(r) for _, r in rects), (n, cid)
