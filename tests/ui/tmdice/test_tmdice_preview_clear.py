"""Issue 13 points 1 and 3: a hand card's enlarged preview never covers a choice that is
clickable now (found in a real-window play-through: hovering a hand card in the support step
hid the gain-a-die buttons)."""

from __future__ import annotations

import random

import pygame
from table_helpers import make_app
from tmdice_ui_helpers import settle, start

from game.ui.play.seats import SeatSpec
from game.ui.tmdice import hand
from game.ui.tmdice.live import live_rects
from game.ui.tmdice.overlays import enlarged_rect
from game.ui.tmdice.targets import OnCard


def test_no_enlarged_hand_card_covers_a_live_choice(display: pygame.Surface) -> None:
    """At each of a person's decisions over several turns, hovering each card of the hand
    shows its enlarged picture clear of every button, die, card and area that acts now."""
    app = make_app(display)
    seats = [
        SeatSpec(name="Ada", colour=0, human=True),
        SeatSpec(name="Rover", colour=1, human=False, bot="greedy"),
    ]
    table = start(app, seats, seed=7)
    rnd = random.Random(7)
    checked = 0
    for _ in range(40):
        settle(app, table)
        if table.session.is_over():
            break
        table._redraw()
        sit = table.situation()
        live = live_rects(sit, table.model, table.arriving, table.buttons)
        for cid, rect in hand.card_rects(sit, table.model):
            table.model = table.model.pointing(OnCard(cid))
            big = enlarged_rect(sit, table.model, ("card", cid))
            hits = [r for r in live if r != rect and big.colliderect(r)]
            assert not hits, (table.view.step, cid, big, hits)
            checked += 1
        table.model = table.model.pointing(None)
        table.session.apply(rnd.choice(table.legal()))
        table.refresh_view()
        table.state_changed()
    assert checked > 50
