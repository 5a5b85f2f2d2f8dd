"""The TM Dice table draws a part again only when what it shows has changed."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import make_app
from tmdice_ui_helpers import start

from game.ui.play.seats import default_seats
from game.ui.tmdice import board, header


def test_a_redraw_with_nothing_changed_draws_no_part_again(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(display)
    table = start(app, default_seats(2, humans=2))
    table._redraw()
    drawn: list[str] = []
    for module, name in ((board, "render_board"), (header, "render_header")):
        real = getattr(module, name)

        def counted(*args: object, _real: object = real, _name: str = name) -> object:
            drawn.append(_name)
            return _real(*args)  # type: ignore[operator]

        monkeypatch.setattr(module, name, counted)
    before = (table.cache["board"], table.cache["header"], table.cache["hand"])
    table._redraw()
    assert drawn == []
    assert (table.cache["board"], table.cache["header"], table.cache["hand"]) == before


def test_a_move_on_the_board_draws_the_board_again(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, default_seats(2, humans=2))
    table._redraw()
    shown = table.cache["board"]
    table.view = table.view.model_copy(update={"oceans": table.view.oceans + 1})
    table.state_changed()
    for _ in range(8):  # the board is only read: it may come a frame or more later (parts.py)
        table.draw(display)
    assert table.cache["board"] is not shown
    assert not table._parts.waiting()
