"""The action panel's typed buttons, and the layout's geometry.

DESIGN.md "The screens": every choice a player can make is visible and clickable; illegal
ones are disabled or answered with the engine's sentence. A button carries the legal action
it stands for, or a typed command (a payment to open, a panel command), never a string to
parse."""

from __future__ import annotations

import random

import pygame
from hypothesis import given
from hypothesis import strategies as st
from table_helpers import make_app
from tmdice_ui_helpers import A, start

from game.ui.play.seats import default_seats
from game.ui.tmdice import action_panel, hand, overlays
from game.ui.tmdice.buttons import payment_options
from game.ui.tmdice.commands import Button, PanelCommand, PayFor, PickDie
from game.ui.tmdice.hand_layout import hand_rects, middle
from game.ui.tmdice.layout import (
    BOARD,
    TRAY,
    VPTRACK,
    choice_rects,
    tray_rects,
)
from game.ui.tmdice.table import TMDiceTable
from game.ui.tmdice.transitions import Press, die_action

#: Chosen by clicking a card, an area or a die rather than a button of their own.
CLICKED = (A.PlaceTile, A.DiscardCard)
PAID = (A.PlayCard, A.UseBlue, A.Terraform)


def reachable(table: TMDiceTable, action: A.Action) -> bool:
    """A person can take ``action`` on the table as it was last drawn."""
    shown = [b.button for b in table.buttons if action_panel.shown(b) and b.button.enabled]
    if any(b.action == action for b in shown):
        return True
    if isinstance(action, CLICKED):
        return True  # a lit area, a card of the hand
    sit = table.situation()
    if isinstance(action, A.Pay | A.Lose | A.Give | A.DiscardDie):
        clicked = die_action(sit.legal, action.face) is not None
        return clicked or any(b.action == action for b in shown)
    if isinstance(action, A.ChooseCorp | A.ChooseBonus):
        return any(a == action for _, _, a in overlays.choice_cards(sit))
    if isinstance(action, PAID):
        pays = [b.command for b in shown if isinstance(b.command, PayFor)]
        in_hand = isinstance(action, A.PlayCard) and action.card in hand.hand_cards(sit)
        return in_hand or any(p.matches(action) for p in pays)
    return False


def test_every_legal_action_has_a_typed_way_in_through_a_hot_seat_game(
    display: pygame.Surface,
) -> None:
    """Through a whole hot-seat game (both seats people, variants on), at every decision:
    each legal action is reachable, each button's action is legal, each command is typed and
    opens a payment whose every way to pay is legal."""
    app = make_app(display)
    table = start(app, default_seats(2, humans=2), seed=3, purple=True, missions=True)
    session = table.session
    rnd = random.Random(3)
    checked = 0
    while not session.is_over() and checked < 200:
        table.set_viewer(session.decider())
        legal = table.legal()
        assert legal
        table._redraw()
        for placed in table.buttons:
            b = placed.button
            assert b.command is None or isinstance(b.command, PayFor | PanelCommand | PickDie)
            if b.action is not None:
                assert b.action in legal, b
            if isinstance(b.command, PayFor):
                options = payment_options(tuple(legal), b.command)
                assert all(a in legal for a in options)
                if b.action is not None:
                    assert b.command.matches(b.action)
        for action in legal:
            assert reachable(table, action), action
        session.apply(rnd.choice(legal))
        checked += 1
    assert checked > 100


def test_an_unpayable_choice_answers_with_the_engines_sentence(display: pygame.Surface) -> None:
    """000 "Playing a Card": a card is played paying its exact icons; with none to pay, the
    engine's sentence says why."""
    app = make_app(display)
    table = start(app, default_seats(1, humans=1), seed=5)
    card = PayFor("card", "new_settlement")
    assert card.probe() == A.PlayCard("new_settlement")
    assert PayFor("project", "heat").probe() == A.Terraform("heat")
    assert PayFor("blue", "x").probe() == A.UseBlue("x")
    table.respond(Press(Button(command=card)))
    assert table.message_is_error
    assert table.message == table.engine.why_illegal(A.PlayCard("new_settlement"))


@given(st.integers(min_value=0, max_value=14))
def test_every_card_of_a_hand_fits_the_hand(n: int) -> None:
    """000 setup deals 5 cards and a production turn draws to 5; a hand can grow beyond: every
    card still shows inside the hand's place, in reading order (rows, left to right)."""
    rects = hand_rects([f"c{i}" for i in range(n)])
    assert len(rects) == n
    for _, rect in rects:
        assert middle(n).area.contains(rect)
    order = [(r.y, r.x) for _, r in rects]
    assert order == sorted(order)


@given(st.lists(st.sampled_from(["plant", "heat", "water", "city"]), max_size=30))
def test_the_tray_shows_what_fits_inside_it(faces: list[str]) -> None:
    rects = tray_rects(faces)
    assert len(rects) == min(len(faces), 21)
    assert all(TRAY.contains(r) for _, r in rects)
    assert len({r.topleft for _, r in rects}) == len(rects)


@given(st.integers(min_value=1, max_value=8))
def test_the_big_cards_of_a_private_choice_fit_over_the_map(n: int) -> None:
    """000 setup: 2 corporations to choose from; the bonus pile holds up to 8 cards."""
    area = BOARD.union(VPTRACK)
    rects = choice_rects(n)
    assert len(rects) == n
    for i, rect in enumerate(rects):
        assert area.contains(rect)
        assert not any(rect.colliderect(other) for other in rects[i + 1 :])
