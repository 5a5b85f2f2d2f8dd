"""The Colonies module at the TM Dice table (issue 16 point 7, seed 002): the colony tiles with
their tracks, markers, colonies and fleets in view; "Build a colony" (002: a standard project)
and "Trade" (002: a new action, three ways to pay) in the action panel, the tile chosen on the
colony tiles or from a list; hovering a tile says what a trade would give now, as the rules
give it; every button stays inside the panel."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest
from table_helpers import click, frames, make_app
from tmdice_ui_helpers import A, settle, start, to_turn_window

from game.rules.tmdice import figures
from game.rules.tmdice.content import DieEffect
from game.rules.tmdice.modules.colonies_tiles import colony_tiles
from game.rules.tmdice.state import ColoniesState
from game.ui.draw import palette
from game.ui.draw.text import at_most, wrap
from game.ui.play.seats import SeatSpec, default_seats
from game.ui.tmdice import action_panel, colonies_view, colony_words, hints
from game.ui.tmdice.colony_buttons import lit_tiles
from game.ui.tmdice.column import column
from game.ui.tmdice.commands import PickColony
from game.ui.tmdice.layout import ACTIONS, COLONY_ROW, STATUS, H, W
from game.ui.tmdice.table import TMDiceTable
from game.ui.tmdice.targets import OnColony

CANVAS = pygame.Rect(0, 0, W, H)


#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def _seats(players: int) -> list[SeatSpec]:
    return [SeatSpec(name="Ada", colour=0, human=True)] + [
        SeatSpec(name=f"Rover {i}", colour=i, human=False, bot="greedy") for i in range(1, players)
    ]


def _colonies(table: TMDiceTable) -> ColoniesState:
    c = table.engine.state.modules["colonies"]
    assert isinstance(c, ColoniesState)
    return c


def _to_main(app: object, table: TMDiceTable, dice: dict[str, int]) -> None:
    """The person's action turn, its support action skipped: the main action is next (the
    dice are set first, so that building and trading can be paid)."""
    to_turn_window(app, table)  # type: ignore[arg-type]
    table.engine.state.players_state[0].dice.update(dice)
    table.refresh_view()
    table.try_action(A.ChooseTurn("action"))
    settle(app, table)  # type: ignore[arg-type]
    table.try_action(A.Skip())
    settle(app, table)  # type: ignore[arg-type]
    assert table.view.step == "main"
    table._redraw()


def _dice_only(tile: str) -> bool:
    """A tile whose income at step 4 and colony bonus are dice of a face (no cards, no
    production die, no discard): what a trade gives can be counted in dice."""
    data = figures.colony_tile(tile)
    effects = [*data.income[4], *data.colony_bonus]
    plain = all(isinstance(e, DieEffect) and e.face for e in effects)
    return plain and not data.income_production and not data.colony_discard


def _assert_every_button_in_view(table: TMDiceTable) -> None:
    for b in table.buttons:
        assert action_panel.shown(b), f"{b.button.text!r} pushed out of the panel"
        assert ACTIONS.contains(b.rect) and CANVAS.contains(b.rect), (b.button.text, b.rect)


def test_colony_tiles_and_their_buttons_are_there_only_with_the_module(
    display: pygame.Surface,
) -> None:
    """002 setup: with the module, players + 2 tiles (5 at two players) lie beside Mars, and
    the main action offers building a colony and trading; without it, neither is shown."""
    app = make_app(display)
    for on in (True, False):
        table = start(app, _seats(3), seed=4, colonies=on)
        _to_main(app, table, {"megacredit": 3})
        sit = table.situation()
        rect = column(sit).colonies
        commands = [
            c for c in (b.button.command for b in table.buttons) if isinstance(c, PickColony)
        ]
        if on:
            assert rect is not None and CANVAS.contains(rect)
            assert [tile for tile, _ in colonies_view.row_rects(sit)] == _colonies(table).tiles
            assert len(colonies_view.row_rects(sit)) == 5
            assert {c.mode for c in commands} == {"build", "trade"}
            assert "colonies" in table.cache
        else:
            assert rect is None and colonies_view.row_rects(sit) == []
            assert commands == []
        app.stack.pop()


def test_the_colony_tiles_fit_the_right_column_with_four_players_and_fifteen_cards(
    display: pygame.Surface,
) -> None:
    """002: six tiles at four players; with the seat's 15 cards in play too, the panels, the
    colony tiles and the log share the column without overlapping, all on screen."""
    app = make_app(display)
    table = start(app, _seats(4), seed=4, colonies=True)
    to_turn_window(app, table)
    table.engine.state.players_state[0].played.extend(table.engine.state.deck[:15])
    table.refresh_view()
    table._redraw()
    col = column(table.situation())
    assert col.colonies is not None
    parts = [*col.panels, col.colonies, col.log]
    for i, rect in enumerate(parts):
        assert CANVAS.contains(rect)
        assert not any(rect.colliderect(other) for other in parts[i + 1 :])
    rows = colonies_view.row_rects(table.situation())
    assert len(rows) == 6
    assert all(col.colonies.contains(r) for _, r in rows)
    assert all(r.height < COLONY_ROW for _, r in rows)


def test_a_closed_tile_says_why(display: pygame.Surface) -> None:
    """002: a tile whose resource needs a holder starts closed: no colony, no trade there
    until a card in play could use it (DECISIONS.md: a card showing that face)."""
    app = make_app(display)
    table = start(app, _seats(4), seed=4, colonies=True)
    c = _colonies(table)
    tile = next(t for t in c.tiles if figures.colony_tile(t).needs)
    c.marker[tile] = -1
    table.refresh_view()
    words = hints.tile_words(table.situation(), table.model, tile)
    assert "closed" in words and str(figures.colony_tile(tile).needs) in words


def test_hovering_a_tile_says_what_a_trade_gives_now_as_the_rules_give_it(
    display: pygame.Surface,
) -> None:
    """002 "Trading": the trader takes the income under the white marker, and every colony
    owner there the colony bonus. The hover sentence names exactly those gains, and the
    trade then gives them."""
    app = make_app(display)
    table = start(app, _seats(3), seed=4, colonies=True)
    _to_main(app, table, {"megacredit": 2})
    c = _colonies(table)
    tile = next(t for t in c.tiles if _dice_only(t))
    c.colonies[tile] = [1]
    c.marker[tile] = 4
    table.refresh_view()
    table.state_changed()
    frames(app, 1)
    row = dict(colonies_view.row_rects(table.situation()))[tile]
    where = app.canvas.to_window(row.center)
    app.frame(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60
    )
    assert table.model.pointer == OnColony(tile)
    words = hints.hover_hint(table.situation(), table.model, table.buttons)
    gains = figures.trade_gains(tile, 4, [1])
    assert words == colony_words.gains_words(table.situation(), tile)
    for effect in gains.income:
        assert colony_words.gain_words(effect) in words
    for effect in gains.bonus:
        assert colony_words.gain_words(effect) in words
    assert "Rover 1" in words
    # the trade gives what was said: the income's dice to the trader, the bonus to the owner
    state = table.engine.state
    before = [dict(p.dice) for p in state.players_state]
    trade = next(a for a in table.legal() if isinstance(a, A.TradeColony) and a.tile == tile)
    table.session.apply(trade)
    while state.pending and state.pending[-1].kind == "effects":
        table.session.apply(table.legal()[0])
    after = [dict(p.dice) for p in state.players_state]
    for effect in gains.income:
        assert isinstance(effect, DieEffect) and effect.face
        paid = figures.COLONY_TRADE_COST if effect.face == trade.pay else 0
        assert after[0].get(effect.face, 0) - before[0].get(effect.face, 0) == effect.n - paid
    for effect in gains.bonus:
        assert isinstance(effect, DieEffect) and effect.face
        assert after[1].get(effect.face, 0) - before[1].get(effect.face, 0) == effect.n


def test_a_trade_by_clicks_tile_on_the_colony_tiles_then_payment(display: pygame.Surface) -> None:
    """002 "Trading": pay 9 M€, 3 energy or 3 titanium (here 2 dice of one of those faces),
    then move the fleet to a tile with no fleet. Trade, then a lit tile, then a way to pay."""
    app = make_app(display)
    table = start(app, _seats(2), seed=6, colonies=True)
    _to_main(app, table, {"megacredit": 2, "energy": 2})
    trade = next(b for b in table.buttons if b.button.command == PickColony("trade"))
    assert trade.button.enabled and "energy" in trade.button.tip and "titanium" in trade.button.tip
    click(app, trade.rect.center)
    assert table.model.choice == PickColony("trade")
    _assert_every_button_in_view(table)
    lit = lit_tiles(table.situation(), table.model)
    assert lit
    tile, row = next((t, r) for t, r in colonies_view.row_rects(table.situation()) if t in lit)
    where = app.canvas.to_window(row.center)
    app.frame(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60
    )
    frames(app, 1)  # the tile under the mouse is ringed: a click on it acts
    ring = app.canvas.to_window((row.x - 1, row.centery))  # on screen, at 1280x720
    assert tuple(app.window.get_at(ring))[:3] == palette.LIMB
    click(app, row.center)
    assert table.model.choice == PickColony("trade", tile)
    table._redraw()
    _assert_every_button_in_view(table)
    pays = [a for a in (b.button.action for b in table.buttons) if isinstance(a, A.TradeColony)]
    assert {a.pay for a in pays} >= {"megacredit", "energy"}  # the ways to pay, in words
    first = next(b for b in table.buttons if isinstance(b.button.action, A.TradeColony))
    click(app, first.rect.center)
    assert any(isinstance(a, A.TradeColony) and a.tile == tile for a in table.session.match.actions)
    assert _colonies(table).trades[0] == 1  # (its fleet may be home already: a round's end)


def test_a_colony_built_from_the_list_of_tiles(display: pygame.Surface) -> None:
    """002 "Building a colony": a standard project; the colony takes the lowest free spot.
    Colony, then a tile's button (the list beside the colony tiles)."""
    app = make_app(display)
    table = start(app, _seats(2), seed=6, colonies=True)
    _to_main(app, table, {"megacredit": 3})
    build = next(b for b in table.buttons if b.button.command == PickColony("build"))
    assert build.button.enabled and "3 megacredit" in build.button.tip
    click(app, build.rect.center)
    tiles = [
        b
        for b in table.buttons
        if isinstance(b.button.command, PickColony) and b.button.command.tile
    ]
    assert tiles
    _assert_every_button_in_view(table)
    chosen = tiles[0].button.command
    assert isinstance(chosen, PickColony)
    click(app, tiles[0].rect.center)
    settle(app, table)
    assert 0 in _colonies(table).colonies[chosen.tile]
    # a production die from the build bonus shows with the seat's production
    table.refresh_view()
    assert colony_words.colony_production(table.situation(), 0) == _colonies(table).production[0]


def test_every_button_stays_in_the_panel_through_a_four_player_game(
    display: pygame.Surface,
) -> None:
    """An earlier layout pushed Skip off the panel: through a hot-seat game with the module
    on (and the colony choices opened whenever they can be), every button of the panel is
    inside it and on screen, and every colony action can be reached."""
    app = make_app(display)
    table = start(app, default_seats(4, humans=4), seed=8, colonies=True, missions=True)
    session = table.session
    rnd = random.Random(8)
    steps = opened = 0
    while not session.is_over() and steps < 260:
        table.set_viewer(session.decider())
        legal = table.legal()
        table.clear_selection()
        table._redraw()
        _assert_every_button_in_view(table)
        for mode in ("build", "trade"):
            kind = A.BuildColony if mode == "build" else A.TradeColony
            if (
                table.view.step == "main"
                and not table.view.pending
                and any(isinstance(a, kind) for a in legal)
            ):
                table.model = replace(table.model, choice=PickColony(mode))
                table._redraw()
                _assert_every_button_in_view(table)
                commands = [b.button.command for b in table.buttons]
                tiles = {c.tile for c in commands if isinstance(c, PickColony)}
                assert tiles == {a.tile for a in legal if isinstance(a, kind)}
                for tile in sorted(tiles - {""}):
                    table.model = replace(table.model, choice=PickColony(mode, tile))
                    table._redraw()
                    _assert_every_button_in_view(table)
                    shown = {b.button.action for b in table.buttons}
                    ways = [a for a in legal if isinstance(a, kind) and a.tile == tile]
                    assert len(ways) == 1 or set(ways) <= shown
                opened += 1
                table.model = replace(table.model, choice=None)
        session.apply(rnd.choice(legal))
        steps += 1
    assert steps > 150 and opened > 5


def test_every_trade_sentence_fits_the_status_line_whole(display: pygame.Surface) -> None:
    """What a trade gives, on every tile at every step with three owners there (002: 3
    colonies a tile), fits the status line whole (three lines at 10 points at the most)."""
    app = make_app(display)
    table = start(app, _seats(4), seed=4, colonies=True)
    c = table.view.colonies
    assert c is not None
    c.tiles = list(colony_tiles())
    width = STATUS.width - 8
    for tile in c.tiles:
        c.colonies[tile] = [1, 2, 3]
        for step in range(figures.COLONY_TRACK):
            c.marker[tile] = step
            words = colony_words.gains_words(table.situation(), tile)
            assert "Rover 3" in words
            with at_most(1.0):  # the status line falls back to this size at most
                font = table.ctx.fonts.get(10, True)
            assert len(wrap(font, words, width)) * 12 <= STATUS.height, words


def test_no_two_texts_or_pictures_of_a_tile_row_overlap(display: pygame.Surface) -> None:
    """Every tile (002: 11 in the box): its name fits its place whole, the income's picture,
    the seven steps with their numbers, the three colony spots and the fleet's place never
    overlap and stay inside the row; a closed tile's reason fits where they would be."""
    app = make_app(display)
    table = start(app, _seats(4), seed=4, colonies=True)
    fonts = table.ctx.fonts
    _, row = colonies_view.row_rects(table.situation())[0]
    parts = colonies_view.row_parts(row)
    boxes = [parts.moon, parts.name, parts.icon, *parts.cells, *parts.spots, parts.fleet]
    for i, box in enumerate(boxes):
        assert row.contains(box), box
        assert not any(box.colliderect(other) for other in boxes[i + 1 :]), box
    assert row.contains(parts.why) and not parts.why.colliderect(parts.name)
    assert parts.moon.height >= 14  # issue 38, point 4: each tile shows its moon (4 players)
    for tile in colony_tiles().values():
        size = colonies_view.name_size(fonts, tile.name)
        with at_most(1.0):  # a tile's row keeps the standard size (issue 40 point 3)
            name_font, cell_font = fonts.get(size, True), fonts.get(10, True)
        assert name_font.size(tile.name)[0] <= parts.name.width, tile.name
        for step in tile.income:
            label = colony_words.step_label(list(step))
            assert cell_font.size(label)[0] <= parts.cells[0].width, label
        if tile.needs:
            why = colony_words.why_closed(tile.id)
            with at_most(1.0):
                assert fonts.get(9).size(why)[0] <= parts.why.width, why
