"""The hand keeps its layout while the pointer rests on it: a card played or discarded (000
"Playing a Card", "Production turn") leaves a gap, and the next card does not slide under the
pointer (nothing moves under the cursor). The hand closes up once the pointer leaves it."""

from __future__ import annotations

import pygame
from table_helpers import frames, make_app
from tmdice_ui_helpers import start

from game.rules.tmdice.content import content
from game.ui.play.seats import SeatSpec
from game.ui.shell.app import App
from game.ui.tmdice import hand
from game.ui.tmdice.hand_layout import hand_rects
from game.ui.tmdice.layout import HAND
from game.ui.tmdice.model import held_slots
from game.ui.tmdice.table import TMDiceTable

C = content()


def test_a_card_gone_leaves_a_gap_and_a_card_come_lays_the_hand_out_afresh() -> None:
    assert held_slots(["a", "b", "c"], ["a", "c"]) == ["a", None, "c"]
    assert held_slots(["a", None, "c"], ["c"]) == [None, None, "c"]
    assert held_slots(["a", "a"], ["a"]) == ["a", None]  # two copies: one slot stays
    assert held_slots(["a", None, "c"], ["a", "c", "d"]) is None  # a card drawn


def _move(app: App, pos: tuple[int, int]) -> None:
    where = app.canvas.to_window(pos)
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 2, [event])


def _cards(table: TMDiceTable) -> list[tuple[str, pygame.Rect]]:
    return hand.card_rects(table.situation(), table.model)


def _card_at(table: TMDiceTable, pos: tuple[int, int]) -> str | None:
    return hand.card_at(_cards(table), pos)


def _set_hand(table: TMDiceTable, ids: list[str]) -> None:
    table.engine.state.players_state[0].hand[:] = ids  # a test may set up the engine's state
    table.refresh_view()
    table.state_changed()


def test_the_card_under_the_pointer_stays_when_another_leaves(display: pygame.Surface) -> None:
    app = make_app(display)
    seats = [
        SeatSpec(name="Ada", colour=0, human=True),
        SeatSpec(name="Rover", colour=1, human=False, bot="greedy"),
    ]
    table = start(app, seats, seed=5)
    assert isinstance(table, TMDiceTable)
    ids = list(C.cards)[:5]
    _set_hand(table, ids)
    frames(app, 1)
    before = dict(_cards(table))
    _move(app, before[ids[2]].center)
    assert _card_at(table, before[ids[2]].center) == ids[2]

    _set_hand(table, [ids[0], ids[2], ids[3], ids[4]])  # the second card is played
    # before the next frame redraws the table, the card gone is already no card to click
    assert _card_at(table, before[ids[1]].center) is None
    assert ids[1] not in dict(_cards(table))
    frames(app, 2)
    held = dict(_cards(table))
    assert held == {cid: before[cid] for cid in held}  # no card moved
    assert _card_at(table, before[ids[2]].center) == ids[2]  # still the card under the pointer
    assert _card_at(table, before[ids[1]].center) is None  # the gap

    _move(app, (HAND.centerx, HAND.top - 40))  # the pointer leaves: the hand closes up
    left = [ids[0], ids[2], ids[3], ids[4]]
    assert _cards(table) == hand_rects(left)
    assert _cards(table)[1][1] == before[ids[1]]
