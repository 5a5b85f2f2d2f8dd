"""Issue 13, point 4: nothing moves under the cursor. 000 "Production Turn": keep up to 3
dice and return the rest; discard any number of cards; then draw to 5. The dice to return and
the cards to discard are picked (the picks shown), then confirmed; the choices do not reflow
between clicks; Confirm applies the engine's atomic actions in order, each its own step
of the game (so undo takes them back one at a time)."""

from __future__ import annotations

from dataclasses import replace

import pygame
from table_helpers import click, make_app
from tmdice_ui_helpers import A, PanelCommand, give, press, start, to_turn_window

from game.ui.play.seats import SeatSpec
from game.ui.tmdice import action_panel, hand, tray
from game.ui.tmdice.commands import PickDie
from game.ui.tmdice.model import Picks
from game.ui.tmdice.table import TMDiceTable


def _seats() -> list[SeatSpec]:
    return [
        SeatSpec(name="Ada", colour=0, human=True),
        SeatSpec(name="Rover", colour=1, human=False, bot="greedy"),
    ]


def _layout(table: TMDiceTable) -> list[tuple[object, tuple[int, int, int, int]]]:
    table._redraw()
    return [
        (b.button.command or b.button.action, tuple(b.rect))
        for b in table.buttons
        if action_panel.shown(b)
    ]


def _tray(table: TMDiceTable) -> list[tuple[str, pygame.Rect]]:
    return tray.tray_dice(table.situation(), table.arriving)


def _production(app: object, seed: int = 5) -> TMDiceTable:
    table = start(app, _seats(), seed=seed)  # type: ignore[arg-type]
    to_turn_window(app, table)  # type: ignore[arg-type]
    give(table, 0, ["lichen_mats", "brine_wells", "vent_pipes", "street_market"],
         {"plant": 2, "water": 2, "heat": 2}, 0)  # fmt: skip
    press(app, table, A.ChooseTurn("production"))  # type: ignore[arg-type]
    assert table.engine.state.step == "prod_keep"
    return table


def test_dice_to_return_are_picked_then_confirmed_and_nothing_moves(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    table = _production(app)
    engine = table.engine
    before = _layout(table)
    tray_before = [tuple(r) for _, r in _tray(table)]
    dice = [b for b in table.buttons if isinstance(b.button.command, PickDie)]
    assert len(dice) == 6  # one button per die, 3 to return
    for b in (dice[1], dice[4], dice[5]):
        click(app, b.rect.center)
        assert _layout(table) == before  # the same buttons at the same places
        assert [tuple(r) for _, r in _tray(table)] == tray_before
        assert sum(engine.state.players_state[0].dice.values()) == 6  # nothing returned yet
    assert sorted(table.model.picks.dice) == [1, 4, 5]
    picked = (PickDie(1), PickDie(4))
    assert all(b.button.selected for b in table.buttons if b.button.command in picked)
    # a fourth pick is refused in words; unpicking works
    click(app, dice[0].rect.center)
    assert sorted(table.model.picks.dice) == [1, 4, 5] and table.message
    faces = [f for f, _ in _tray(table)]
    returned = sorted(faces[i] for i in (1, 4, 5))
    since = len(table.session.match.events)
    press(app, table, command=PanelCommand.CONFIRM)
    gone = [e.data for e in table.session.match.events[since:] if e.kind == "die_discarded"]
    assert len(gone) == 3
    kept = sorted(f for f, k in engine.state.players_state[0].dice.items() for _ in range(k))
    assert sorted(faces) == sorted(kept + returned)
    assert engine.state.step == "prod_cards"
    # each return was its own atomic action, in the order picked on the tray
    returns = [a for a in table.session.match.actions if isinstance(a, A.DiscardDie)]
    assert [a.face for a in returns[-3:]] == [faces[i] for i in (1, 4, 5)]


def test_confirm_is_disabled_until_enough_dice_are_picked(display: pygame.Surface) -> None:
    app = make_app(display)
    table = _production(app)
    table._redraw()
    confirm = next(b for b in table.buttons if b.button.command is PanelCommand.CONFIRM)
    assert not confirm.button.enabled
    click(app, confirm.rect.center)
    assert sum(table.engine.state.players_state[0].dice.values()) == 6


def test_cards_to_discard_are_picked_then_confirmed_in_order(display: pygame.Surface) -> None:
    app = make_app(display)
    table = _production(app)
    table.model = replace(table.model, picks=Picks(dice=(0, 1, 2)))
    press(app, table, command=PanelCommand.CONFIRM)
    engine = table.engine
    assert engine.state.step == "prod_cards"
    rects = hand.card_rects(table.situation(), table.model)
    before = _layout(table)
    for card in ("brine_wells", "street_market"):
        rect = next(r for cid, r in rects if cid == card)
        click(app, (rect.centerx, rect.y + 40))
        # the hand does not move under the pointer
        assert hand.card_rects(table.situation(), table.model) == rects
        assert [c for c, _ in _layout(table)] == [c for c, _ in before]
        assert card in engine.state.players_state[0].hand
    assert table.model.picks.cards == ("brine_wells", "street_market")
    since = len(table.session.match.actions)
    press(app, table, command=PanelCommand.CONFIRM)
    taken = table.session.match.actions[since:]
    assert taken[:2] == [A.DiscardCard("brine_wells"), A.DiscardCard("street_market")]
    assert taken[2] == A.CardsDone()
    assert "brine_wells" not in engine.state.players_state[0].hand
