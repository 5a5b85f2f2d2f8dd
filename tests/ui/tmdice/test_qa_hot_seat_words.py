"""QA: in a hot-seat setup, the turn box never tells the person at the screen to wait for
themselves."""

from __future__ import annotations

from typing import Any

import pygame
from table_helpers import click, make_app
from tmdice_ui_helpers import A, give, press, settle, start, to_turn_window

from game.ui.play.seats import SeatSpec
from game.ui.tmdice import hand, turn_box
from game.ui.tmdice.buttons import build_buttons
from game.ui.tmdice.layout import TURN_BOX


def turn_box_words(table: Any) -> list[str]:
    # the table draws with its standard-size fonts, and its most read words with its grown ones
    books = (table.pics.fonts, table.pics.grown)
    said: list[str] = []
    reals = [book.text for book in books]

    def recording(real: Any) -> Any:
        def record(size: int, text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            said.append(text)
            return real(size, text, *args, **kwargs)

        return record

    for book, real in zip(books, reals, strict=True):
        book.text = recording(real)
    try:
        step, _ = turn_box.stepper_step(table.view, table.settled)
        turn_box.render_turn_box(table.pics, table.situation(), step, TURN_BOX)
    finally:
        for book, real in zip(books, reals, strict=True):
            book.text = real
    return said


def test_the_person_choosing_a_corporation_is_not_told_to_wait_for_themselves(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    seats = [
        SeatSpec(name="Ada", colour=0, human=True),
        SeatSpec(name="Boris", colour=1, human=True),
    ]
    table = start(app, seats, seed=5)
    for _ in range(6):
        settle(app, table)
        view = table.view
        if view.pending_seat is not None and view.pending_seat != view.current:
            break
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="")], 0)
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")], 0)
    view = table.view
    assert view.pending_seat == table.viewer != view.current  # the second seat chooses
    name = table.session.name(table.viewer)
    words = turn_box_words(table)
    assert not any(w.startswith(f"Waiting for {name}") for w in words), words
    assert f"Your choice, {name}" in words


def test_the_attacked_person_is_told_who_attacks(display: pygame.Surface) -> None:
    app = make_app(display)
    seats = [
        SeatSpec(name="Ada", colour=0, human=True),
        SeatSpec(name="Boris", colour=1, human=True),
    ]
    table = start(app, seats, seed=5)
    to_turn_window(app, table)
    me = table.engine.state.current
    give(table, me, ["nuclear_burst"], {"heat": 2, "event": 1}, 0)
    give(table, 1 - me, [], {"plant": 2, "water": 1}, 1)
    press(app, table, A.ChooseTurn("action"))
    press(app, table, A.Skip())
    cards = hand.card_rects(table.situation(), table.model)
    rect = next(r for cid, r in cards if cid == "nuclear_burst")
    click(app, (rect.centerx, rect.y + 40))
    settle(app, table)  # the pass screen, then the attacked seat is at the screen
    assert table.view.pending is not None and table.view.pending.kind == "lose"
    assert table.viewer == 1 - me
    title, groups = build_buttons(table.situation(), table.model)
    assert title.startswith("Attacked")
    attacker = table.session.name(me).upper()
    assert groups[0][0] == f"{attacker} ATTACKS"
