"""Issue 13, point 3: nothing covers the actions. DESIGN.md "The screens": every choice a
player can make is visible and clickable. The tableau popup keeps left of the action panel and
off whatever can be clicked now; a popup only previewed (its panel hovered) takes no click."""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import click, frames, make_app
from tmdice_ui_helpers import settle, start

from game.rules.tmdice.content import content
from game.ui.play.seats import SeatSpec
from game.ui.tmdice import action_panel
from game.ui.tmdice.column import column
from game.ui.tmdice.layout import VPTRACK
from game.ui.tmdice.live import MIDDLE, live_rects
from game.ui.tmdice.popup import popup_clear
from game.ui.tmdice.table import TMDiceTable
from game.ui.tmdice.tableaus import Strips

C = content()


#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def _seats() -> list[SeatSpec]:
    return [
        SeatSpec(name="Ada", colour=0, human=True),
        SeatSpec(name="Rover", colour=1, human=False, bot="greedy"),
        SeatSpec(name="Vega", colour=2, human=False, bot="greedy"),
    ]


def _big_tableaus(table: TMDiceTable) -> None:
    """Every seat with a dozen cards in play (a test may set up the engine's state)."""
    cards = list(C.cards)
    for i, p in enumerate(table.engine.state.players_state):
        p.played.extend(cards[i * 12 : i * 12 + 12])
    table.refresh_view()
    table.state_changed()


def _live(table: TMDiceTable) -> list[pygame.Rect]:
    """Where a click acts now."""
    return live_rects(table.situation(), table.model, table.arriving, table.buttons)


def _popup(table: TMDiceTable, seat: int) -> tuple[pygame.Surface, pygame.Rect, Strips]:
    """``seat``'s tableau popup, where it would show now, and its strips."""
    return table.popups.placed(table.pics, table.situation(), seat, _live(table))


def _assert_popups_clear(table: TMDiceTable) -> int:
    table._redraw()
    live = _live(table)
    for seat in range(table.view.players):
        _, rect, _ = _popup(table, seat)
        assert not rect.colliderect(MIDDLE), (seat, rect)
        if not popup_clear(rect, live):
            continue  # no clear place (most of the map lit): the popup is not shown at all
        assert not any(rect.colliderect(r) for r in live), (
            seat,
            rect,
            table.view.step,
            [r for r in live if rect.colliderect(r)],
        )
    return len(live)


def test_no_popup_covers_the_action_panel_or_a_live_choice(display: pygame.Surface) -> None:
    """At every decision of a person's turns (turn choice, payment, tile placement, discard),
    no player's tableau popup covers the middle column or anything clickable now."""
    app = make_app(display)
    table = start(app, _seats(), seed=5)
    _big_tableaus(table)
    rng = random.Random(3)
    checked = 0
    for _ in range(40):
        settle(app, table)
        if table.session.is_over():
            break
        assert table.human_to_act()
        if _assert_popups_clear(table):
            checked += 1
        table.try_action(rng.choice(table.legal()))
        frames(app, 1)
    assert checked >= 10


def test_a_previewed_popup_never_swallows_a_click(display: pygame.Surface) -> None:
    """Hovering a panel shows its popup; the very next click on a live button still acts."""
    app = make_app(display)
    table = start(app, _seats(), seed=5)
    _big_tableaus(table)
    settle(app, table)
    frames(app, 1)
    panel = column(table.situation()).panels[1]
    where = app.canvas.to_window(panel.center)
    app.frame(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60
    )
    assert table.model.popup_seat == 1
    _, popup, _ = _popup(table, 1)
    live = [
        b
        for b in table.buttons
        if action_panel.shown(b) and b.button.enabled and b.button.action is not None
    ]
    assert live
    target = live[0]
    assert not popup.colliderect(target.rect)
    since = len(table.session.match.actions)
    click(app, target.rect.center)
    assert len(table.session.match.actions) > since


def test_a_big_tableau_fits_left_of_the_action_panel(display: pygame.Surface) -> None:
    """A long game's tableau (30 cards in play) flows into two columns that stay left of the
    middle column and above the tray and hand."""
    app = make_app(display)
    table = start(app, _seats(), seed=5)
    table.engine.state.players_state[1].played.extend(list(C.cards)[:30])
    table.refresh_view()
    table.state_changed()
    table._redraw()
    _, rect, strips = _popup(table, 1)
    assert rect.right < MIDDLE.x and rect.x >= 0
    assert rect.bottom <= VPTRACK.bottom
    assert len(strips) >= 20
    assert all(rect.contains(r) for _, r in strips)
