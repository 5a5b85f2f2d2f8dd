"""Issue 38, point 3: the header tells the truth. Until a person presses End turn, the turn
box, the action panel and the players' panels say it is still their turn ("Ada: see what you
drew, then End turn"), never the next seat's with that seat marked PLAYING -- with people at
the other seats and against computers."""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import frames, make_app
from tmdice_ui_helpers import start, to_turn_window

from game.ui.play.seats import default_seats
from game.ui.scenes.pass_device import PassScene
from game.ui.tmdice import turn_box
from game.ui.tmdice.buttons import build_buttons
from game.ui.tmdice.table import TMDiceTable
from game.ui.tmdice.tableaus import panel_tag
from game.ui.tmdice.turn_box import held_words, who_words


def _play_until_held(app: object, table: TMDiceTable) -> int:
    rng = random.Random(4)
    for _ in range(400):
        frames(app, 1)  # type: ignore[arg-type]
        top = app.stack.top  # type: ignore[attr-defined]
        if isinstance(top, PassScene):
            top.confirm()
            continue
        if table.holding:
            assert table.viewer is not None
            return table.viewer
        if table.human_to_act():
            table.try_action(rng.choice(table.legal()))
        elif table.session.thinking is not None and not table.session.thinking.done:
            table.session.thinking.join(0.2)
    raise AssertionError("no turn ended by itself")


@pytest.mark.parametrize("humans", [2, 1], ids=["people", "against-computers"])
def test_a_held_turn_is_still_the_players_turn(display: pygame.Surface, humans: int) -> None:
    app = make_app(display)
    table = start(app, default_seats(2, humans=humans), seed=5)
    to_turn_window(app, table)
    seat = _play_until_held(app, table)
    frames(app, 5)
    sit = table.situation()
    other = 1 - seat
    assert sit.view.current == other  # the rules have moved on ...
    assert sit.turn_seat == seat  # ... the table has not
    name = sit.name(seat)
    assert who_words(sit, sit.turn_seat) == f"Your turn, {name}"
    assert held_words(sit) == f"{name}: see what you drew, then End turn"
    assert panel_tag(sit, seat) == "PLAYING"
    assert panel_tag(sit, other) is None
    title, _ = build_buttons(sit, table.model)
    assert name in title and sit.name(other) not in title
    ended = [e for e in table.session.match.events if e.kind == "turn_ended"][-1]
    assert sit.turn_no == ended.data["turn"] == sit.view.turn_no - 1
    last = len(table.log.lines) - 1
    assert last not in table.log.heads  # the next turn's head waits for End turn
    # The turn box lights the last step of the kind of turn that ended (before, a held
    # production turn showed the next turn's "ACTION Support > Main > End").
    kinds = [e.kind for e in table.session.match.events if e.kind.endswith("_turn")]
    production = kinds[-1] == "production_turn"
    assert turn_box.held_step(table.settled) == ("prod_end" if production else "after")
    table.release_turn()
    frames(app, 3)
    after = table.situation()
    assert after.turn_seat == other
    assert panel_tag(after, other) in ("PLAYING", "TURN")
    assert any(i > last for i in table.log.heads)  # ... and then opens the next turn


def test_a_held_production_turn_lights_its_produce_step() -> None:
    """000 "production turn": keep dice, cards, produce. Held after it ends by itself, the
    turn box still shows that row, its last step lit; after an action turn, End."""
    assert turn_box.held_step(((3, 0), "prod_cards")) == "prod_end"
    assert turn_box.held_step(((3, 0), "main")) == "after"
    assert turn_box.held_step(None) == "after"
