"""Issue 40 point 1: "why a choice is greyed" follows the focus at the cockroach hunt. While
the person spends their symbols, the D-pad's walk goes over the legal choices, then stops on
the market's cards they cannot take (game/ui/play/greyed.py): the card is ringed, the
engine's reason (what it costs, what they have) shows in the panel, and A on it takes
nothing and says the reason."""

from __future__ import annotations

import pygame
from controller_helpers import a_on_greyed_changes_nothing, plug, press, walk_to_greyed
from roachtable_helpers import Couch, make_app, start

from game.rules.cockroach import actions as A
from game.ui.cockroach.layout import market_card_rect
from game.ui.play.seats import default_seats


def test_the_d_pad_reaches_a_market_card_out_of_reach_and_a_says_why(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    table, session = start(app, seats=default_seats(2, humans=1), seed=8)
    couch = Couch(app, table)

    def spending_short() -> bool:
        view = table.view
        return (
            table.human_to_act()
            and view.flow[-1].kind == "spend"
            and view.rolled
            and session.decider() == table.viewer
            and any(A.Acquire(c) not in table.legal() for c in view.display)
        )

    couch.play(until=spending_short)
    for _ in range(30):  # the panel's lock runs out
        app.frame([], 1 / 60)
    plug(app)
    legal = list(table.legal())
    on = walk_to_greyed(app, table, "")
    assert table.focused_action() is None and list(table.legal()) == legal
    view = table.view
    index = next(i for i, c in enumerate(view.display) if A.Acquire(c) not in legal)
    card = view.display[index]
    assert on.box == tuple(market_card_rect(index))
    assert table.why_not(A.Acquire(card)) in on.words
    # the reason shows in the panel, where the person reads the table's words
    assert table.message == on.words
    assert on.words in " ".join(text for text, _ in table.panel().lines)
    a_on_greyed_changes_nothing(app, table, on)
    press(app, pygame.CONTROLLER_BUTTON_B)
    assert table.greyed_focused() is None
