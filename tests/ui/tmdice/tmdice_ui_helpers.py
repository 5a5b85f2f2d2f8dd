"""Helpers for driving the TM Dice table in tests (works before TM Dice is registered)."""

from __future__ import annotations

from typing import Any

import pygame
from table_helpers import click, frames

from game.rules.tmdice import actions as A
from game.tools.tmdice_preview import make_session
from game.ui.play.seats import MatchSpec, SeatSpec
from game.ui.shell.app import App
from game.ui.tmdice.commands import PanelCommand
from game.ui.tmdice.table import TMDiceTable


def start(app: App, seats: list[SeatSpec], seed: int = 5, **options: Any) -> TMDiceTable:
    session = make_session(MatchSpec("tmdice", seats, options=dict(options), seed=seed))
    table = TMDiceTable(app.ctx, session)
    app.stack.push(table)
    frames(app, 2)
    return table


def button_for(
    table: TMDiceTable, action: Any = None, command: PanelCommand | None = None
) -> pygame.Rect:
    """Where the action panel shows a button for ``action`` (or ``command``)."""
    table._redraw()
    for placed in table.buttons:
        b = placed.button
        if (action is not None and b.action == action) or (
            command is not None and b.command is command
        ):
            return placed.rect
    shown = [(p.button.text, p.button.action, p.button.command) for p in table.buttons]
    raise AssertionError(f"no button for {action or command}; buttons: {shown}")


def press(
    app: App, table: TMDiceTable, action: Any = None, command: PanelCommand | None = None
) -> None:
    click(app, button_for(table, action, command).center)


def settle(app: App, table: TMDiceTable, limit: int = 600) -> None:
    """Run frames until a person must act (computer seats play meanwhile) or the game ends."""
    from game.ui.scenes.pass_device import PassScene

    for _ in range(limit):
        if isinstance(app.stack.top, PassScene):
            app.stack.top.confirm()
        if table.holding:  # a person's turn that ended by itself waits for "End turn"
            table.release_turn()
        if app.stack.top is table and table.human_to_act() and not table.anims:
            return
        if table.session.is_over():
            return
        thinking = table.session.thinking
        if thinking is not None and not thinking.done:
            thinking.join(0.2)
        frames(app, 1)
    raise AssertionError("nobody came to act")


def to_turn_window(app: App, table: TMDiceTable, limit: int = 60) -> None:
    """Answer setup decisions (corporation, give, solo tiles) by keyboard until the person's
    turn begins: the first legal action each time (Tab, Enter)."""
    for _ in range(limit):
        settle(app, table)
        s = table.engine.state
        if s.phase == "play" and not s.pending and s.step == "turn":
            return
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="")], 1 / 60)
        app.frame(
            [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")], 1 / 60
        )
    raise AssertionError("the turn never came")


def kinds(table: TMDiceTable, since: int) -> list[str]:
    return [e.kind for e in table.session.match.events[since:]]


def give(table: TMDiceTable, seat: int, hand: list[str], dice: dict[str, int], wild: int) -> None:
    """Test set-up: put these cards, dice and wild tokens in a player's hands (the pool and
    the supply pay for them, so no die is created)."""
    engine = table.engine
    s = engine.state
    p = s.players_state[seat]
    for face, k in p.dice.items():
        from game.rules.tmdice.content import FACE_COLOUR

        s.pool[FACE_COLOUR[face]] += k
    s.wild_supply += p.wild
    s.deck.extend(p.hand)
    for cid in hand:
        if cid in s.deck:
            s.deck.remove(cid)
        elif cid in s.discard:
            s.discard.remove(cid)
    from game.rules.tmdice.content import FACE_COLOUR

    for face, k in dice.items():
        s.pool[FACE_COLOUR[face]] -= k
    s.wild_supply -= wild
    p.hand = list(hand)
    p.dice = dict(dice)
    p.wild = wild
    engine._legal = None
    table.refresh_view()
    table.state_changed()


__all__ = [
    "A",
    "PanelCommand",
    "button_for",
    "give",
    "kinds",
    "press",
    "settle",
    "start",
    "to_turn_window",
]
