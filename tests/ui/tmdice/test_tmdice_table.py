"""The TM Dice table, played by simulated clicks and keys through the whole app."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from table_helpers import click, frames, make_app
from tmdice_ui_helpers import (
    A,
    PanelCommand,
    button_for,
    give,
    kinds,
    press,
    settle,
    start,
    to_turn_window,
)

from game.rules.tmdice.content import content
from game.ui.play.seats import SeatSpec, default_seats
from game.ui.tmdice import action_words, hand, hints, overlays, tray
from game.ui.tmdice.buttons import payment_options
from game.ui.tmdice.commands import PayFor
from game.ui.tmdice.layout import HAND, hex_centre
from game.ui.tmdice.pointing import panel_chips
from game.ui.tmdice.table import TMDiceTable

C = content()
OpenWindow = Callable[[tuple[int, int]], pygame.Surface]


def me_and_a_bot() -> list[SeatSpec]:
    return [
        SeatSpec(name="Ada", colour=0, human=True),
        SeatSpec(name="Rover", colour=1, human=False, bot="greedy"),
    ]


def card_point(table: TMDiceTable, card: str) -> tuple[int, int]:
    for cid, rect in hand.card_rects(table.situation(), table.model):
        if cid == card:
            return rect.centerx, rect.y + 40
    raise AssertionError(f"{card} is not in the hand")


def test_a_production_turn_then_an_action_turn_playing_a_card_and_placing_a_city(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    table = start(app, me_and_a_bot(), seed=5)
    engine = table.engine
    to_turn_window(app, table)
    me = table.viewer
    assert me == 0 and engine.state.current == 0

    # --- a production turn: keep 3 dice, discard a card, draw to 5 and produce ---------------
    give(
        table,
        0,
        ["lichen_mats", "brine_wells", "vent_pipes"],
        {"plant": 2, "water": 2, "heat": 1},
        0,
    )
    since = len(table.session.match.events)
    press(app, table, A.ChooseTurn("production"))
    assert engine.state.step == "prod_keep"
    # pick two dice in the tray (nothing moves yet), then confirm: both go back to the pool
    dice = tray.tray_dice(table.situation(), table.arriving)
    rects = [r for f, r in dice if f in ("plant", "water")][:2]
    for rect in rects:
        click(app, rect.center)
    assert sum(engine.state.players_state[0].dice.values()) == 5
    assert len(table.model.picks.dice) == 2
    press(app, table, command=PanelCommand.CONFIRM)
    assert sum(engine.state.players_state[0].dice.values()) == 3
    assert engine.state.step == "prod_cards"
    click(app, card_point(table, "vent_pipes"))  # picked, still in hand until Confirm
    assert "vent_pipes" in engine.state.players_state[0].hand
    assert table.model.picks.cards == ("vent_pipes",)
    press(app, table, A.CardsDone())
    done = kinds(table, since)
    assert "production_turn" in done and "card_discarded" in done
    assert done.count("die_discarded") == 2 and "cards_drawn" in done and "die_rolled" in done
    assert len(engine.state.players_state[0].hand) >= 5

    # --- the computer's turn, then an action turn ------------------------------------------
    settle(app, table)
    to_turn_window(app, table)
    assert engine.state.current == 0
    give(table, 0, ["new_settlement"], {"city": 1, "steel": 1}, 2)
    since = len(table.session.match.events)
    press(app, table, A.ChooseTurn("action"))
    assert engine.state.step == "support"
    press(app, table, A.Skip())
    assert engine.state.step == "main"
    # clicking the card opens the payment choice: several ways, the obvious one first
    click(app, card_point(table, "new_settlement"))
    assert table.model.choice == PayFor("card", "new_settlement")
    options = payment_options(tuple(table.legal()), PayFor("card", "new_settlement"))
    assert len(options) == 3 and options[0].wild_for == ("megacredit",)
    chosen = next(a for a in options if set(a.wild_for) == {"city", "megacredit"})
    press(app, table, chosen)
    paid = next(e for e in table.session.match.events[since:] if e.kind == "paid")
    assert paid.data["wilds"] == 2 and paid.data["faces"] == ["steel"]
    assert engine.state.players_state[0].dice.get("city") == 1  # the die was kept
    # the card's effects may go in any order: the city first
    top = engine.state.pending[-1]
    if top.kind == "effects":
        first = next(i for i, e in enumerate(top.effects) if e.do == "tile")
        press(app, table, A.PickEffect(first))
    # the city (000 "Placing tiles", issue 13 point 5): legal areas are lit; a click proposes
    # an area (its VP and bonus in words, nothing placed or rolled), another area moves the
    # proposal, and Confirm places it
    top = engine.state.pending[-1]
    assert top.kind == "place" and top.tile == "city"
    areas = [a.area for a in engine.legal_actions() if isinstance(a, A.PlaceTile)]
    placed_before = len(table.session.match.actions)
    table._redraw()
    slot = [b.rect for b in table.buttons if b.button.text.startswith("Click a lit area")]
    assert slot and not next(b for b in table.buttons if b.rect == slot[0]).button.enabled
    for area in (areas[1], areas[0]):
        click(app, tuple(round(v) for v in hex_centre(area)))
        assert table.model.placing_at == area and engine.state.tiles[area] == ""
        assert len(table.session.match.actions) == placed_before
        assert f"area {area}" in table.message
    confirm = button_for(table, A.PlaceTile(areas[0]))
    assert confirm == slot[0]  # Confirm sits where its disabled stand-in was
    click(app, confirm.center)
    assert engine.state.tiles[areas[0]] == "city"
    after = kinds(table, since)
    assert "card_played" in after and "tile_placed" in after
    assert engine.state.owners[areas[0]] == 0
    frames(app, 3)
    # The landed city is on the map (the computer seat may already be animating its own turn,
    # so only this tile is checked).
    assert areas[0] not in table.arriving.tiles


def test_an_illegal_click_answers_with_the_engines_sentence(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, me_and_a_bot(), seed=5)
    to_turn_window(app, table)
    give(table, 0, ["new_settlement"], {}, 0)
    press(app, table, A.ChooseTurn("action"))
    click(app, card_point(table, "new_settlement"))  # still the support step
    assert table.message_is_error
    assert table.message == table.engine.why_illegal(A.PlayCard("new_settlement"))
    click(app, tuple(round(v) for v in hex_centre(18)))
    assert table.message_is_error and "Tiles are placed" in table.message


def test_the_keyboard_reaches_every_legal_action(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, me_and_a_bot(), seed=5)
    to_turn_window(app, table)
    legal = table.legal()
    seen = []
    for _ in range(len(legal)):
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="")], 1 / 60)
        seen.append(table.focused_action())
    assert seen == legal
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")], 1 / 60)
    assert table.session.match.actions[-1] == legal[-1]


def test_hot_seat_shows_only_the_viewers_hand(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, default_seats(2, humans=2), seed=9)
    settle(app, table)
    viewer = table.viewer
    assert viewer is not None
    shown = [cid for cid, _ in hand.card_rects(table.situation(), table.model)]
    assert shown == table.engine.state.players_state[viewer].hand
    other = 1 - viewer
    assert table.views[other].hand is None
    # a spectator (no person at the screen) sees card backs
    table.set_viewer(None)
    assert all(cid == "" for cid, _ in hand.card_rects(table.situation(), table.model))
    assert table.views[table.tray_seat()].hand is None


def test_a_corporation_is_chosen_by_clicking_its_card(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, me_and_a_bot(), seed=5)
    settle(app, table)
    assert table.engine.state.pending[-1].kind == "corp"
    cards = overlays.choice_cards(table.situation())
    assert len(cards) == 2
    (_, corp), rect, _ = cards[1]
    click(app, rect.center)
    assert table.engine.state.players_state[0].corp == corp


def test_hovering_a_legal_area_shows_the_vp_it_would_score(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, me_and_a_bot(), seed=5)
    to_turn_window(app, table)
    give(table, 0, [], {"city": 3}, 0)
    press(app, table, A.ChooseTurn("action"))
    press(app, table, A.Skip())
    press(app, table, A.Terraform("city", 0))
    area = next(a.area for a in table.legal() if isinstance(a, A.PlaceTile))
    where = app.canvas.to_window(tuple(round(v) for v in hex_centre(area)))
    app.frame(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60
    )
    vp = action_words.placement_vp(table.situation(), area, "city").total
    words = hints.hover_hint(table.situation(), table.model, table.buttons)
    assert words.startswith(f"Place the city on area {area}: {vp} VP")


def test_a_card_with_two_oceans_titles_each_placement_tile_k_of_2(
    display: pygame.Surface,
) -> None:
    """000 "Playing a Card": the card's tiles are placed one by one; the action panel says
    which of them is being placed, so the second ocean does not look like a repeat."""
    from game.ui.tmdice.buttons import build_buttons

    app = make_app(display)
    table = start(app, me_and_a_bot(), seed=5)
    to_turn_window(app, table)
    give(table, 0, ["giant_ice_ball"], {"titanium": 1, "water": 2, "event": 1}, 0)
    press(app, table, A.ChooseTurn("action"))
    press(app, table, A.Skip())
    click(app, card_point(table, "giant_ice_ball"))  # one way to pay: played at once
    if A.PickEffect(0) in table.legal():
        press(app, table, A.PickEffect(0))
    titles = []
    for _ in range(2):
        titles.append(build_buttons(table.situation(), table.model)[0])
        area = next(a.area for a in table.legal() if isinstance(a, A.PlaceTile))
        click(app, (round(hex_centre(area)[0]), round(hex_centre(area)[1])))
        press(app, table, A.PlaceTile(area))  # the panel's Confirm
    assert titles == ["Place the ocean (tile 1 of 2)", "Place the ocean (tile 2 of 2)"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [1, 4])
def test_the_table_draws_with_every_variant(
    open_window: OpenWindow, size: tuple[int, int], players: int
) -> None:
    app = make_app(open_window(size))
    seats = default_seats(players, humans=1)
    table = start(app, seats, seed=4, purple=True, missions=True, storage=True)
    from game.tools.tmdice_preview import play_bots

    play_bots(table.session, 60)
    table.refresh_view()
    table.state_changed()
    frames(app, 3)
    pos = app.canvas.to_window((HAND.x + 40, HAND.y + 60))
    app.frame(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60
    )
    assert app.window.get_size() == size


def test_button_for_every_panel_action_is_legal(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, me_and_a_bot(), seed=5)
    to_turn_window(app, table)
    press(app, table, A.ChooseTurn("action"))
    legal = table.legal()
    table._redraw()
    for b in table.buttons:
        if b.button.action is not None:
            assert b.button.action in legal
    assert button_for(table, A.Skip())


def test_ctrl_z_takes_back_what_revealed_nothing(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, me_and_a_bot(), seed=5)
    to_turn_window(app, table)
    press(app, table, A.ChooseTurn("action"))
    press(app, table, A.Skip())
    assert table.engine.state.step == "main"
    ctrl_z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="")
    app.frame([ctrl_z], 1 / 60)
    assert table.engine.state.step == "support"
    app.frame([ctrl_z], 1 / 60)
    assert table.engine.state.step == "turn"
    # a roll is new information: it cannot be taken back
    press(app, table, A.ChooseTurn("action"))
    colour = next(a for a in table.legal() if isinstance(a, A.GainDie))
    press(app, table, colour)
    app.frame([ctrl_z], 1 / 60)
    assert table.engine.state.step == "main"
    assert table.message_is_error


def test_every_event_of_a_whole_game_reads_in_words() -> None:
    from game.ai.registry import make_bot
    from game.rules.core import Rng, SeatView, Setup
    from game.rules.tmdice.engine import TMDiceEngine
    from game.ui.tmdice.log_lines import event_line

    setup = Setup(game="tmdice", players=3, options={"purple": True, "missions": True})
    engine, events = TMDiceEngine.new(setup, 8)
    bot = make_bot("random", "tmdice")
    rng = Rng.from_seed(8)
    while not engine.is_over():
        seat = engine.decider()
        events += engine.apply(bot.choose(SeatView(engine, seat), rng))
    silent = {"effect_ignored", "turn_ended"}
    for event in events:
        for viewer in (None, 0, 1):
            line = event_line(event.seen_by(viewer), str, lambda s: (255, 255, 255), viewer)
            if event.kind not in silent and event.kind not in (
                "paid",
                "wild_gained",
                "cards_drawn",
            ):
                assert line is not None, event.kind
    # another seat's drawn cards never appear in words
    for event in events:
        if event.kind == "cards_drawn" and event.data["seat"] != 0 and event.data["count"]:
            line = event_line(event.seen_by(0), str, lambda s: (255, 255, 255), 0)
            assert line is not None
            assert not any(c in line[0] for c in event.secret.get("cards", []))


def test_corporations_are_chosen_behind_pass_screens(display: pygame.Surface) -> None:
    from game.ui.scenes.pass_device import PassScene

    app = make_app(display)
    table = start(app, default_seats(2, humans=2), seed=9)
    frames(app, 2)
    assert isinstance(app.stack.top, PassScene)  # nobody sees a hand before saying who they are
    app.stack.top.confirm()
    first = table.viewer
    frames(app, 2)
    (_, corp), rect, _ = overlays.choice_cards(table.situation())[0]
    click(app, rect.center)
    assert table.engine.state.players_state[first].corp == corp
    frames(app, 2)
    assert isinstance(app.stack.top, PassScene)
    app.stack.top.confirm()
    assert table.viewer == 1 - first
    # the second player sees their own two corporations, never the first player's choice
    shown = {card[1] for card, _, _ in overlays.choice_cards(table.situation())}
    assert shown == set(table.engine.state.players_state[1 - first].corp_options)
    assert table.views[first].corp is None


def test_the_final_scoring_stays_until_continue(display: pygame.Surface) -> None:
    from game.tools.tmdice_preview import play_bots
    from game.ui.scenes.results import ResultsScene

    app = make_app(display)
    table = start(app, me_and_a_bot(), seed=5)
    play_bots(table.session, 100_000)
    assert table.session.is_over()
    table.refresh_view()
    table.state_changed()
    frames(app, 30)
    assert app.stack.top is table  # people read the final scoring on the table first
    assert "final" in table.cache
    press(app, table, command=PanelCommand.RESULTS)
    frames(app, 5)
    assert isinstance(app.stack.top, ResultsScene)


def test_a_blue_card_is_used_from_its_chip_in_your_panel(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, me_and_a_bot(), seed=5)
    to_turn_window(app, table)
    state = table.engine.state
    blue = next(
        c.id
        for c in C.all_cards
        if c.colour == "blue" and c.action and c.action.timing == "support" and not c.action.pay_any
    )
    cost = {}
    for face in C.cards[blue].action.cost:
        cost[face] = cost.get(face, 0) + 1
    state.players_state[0].played.append(blue)
    state.players_state[0].blue_cards += 1
    give(table, 0, [], cost, 0)
    press(app, table, A.ChooseTurn("action"))
    frames(app, 2)
    chips = panel_chips(table.pics, table.situation())
    cid, rect = next((c, r) for s, c, r in chips if s == 0 and C.cards[c].colour == "blue")
    assert cid == blue
    click(app, rect.center)
    assert blue in state.players_state[0].tapped
