"""QA: the turn box's step chips follow the step the player is really in."""

from __future__ import annotations

import pygame
from table_helpers import click, make_app
from tmdice_ui_helpers import A, give, press, start, to_turn_window

from game.ui.draw import palette
from game.ui.play.seats import SeatSpec
from game.ui.tmdice import hand, overlays
from game.ui.tmdice.commands import PayFor
from game.ui.tmdice.layout import ACTIONS, H, W
from game.ui.tmdice.live import live_rects
from game.ui.tmdice.pointing import shown_popup
from game.ui.tmdice.targets import OnCard


def lit_chip(table) -> str:
    """Which of Support / Main / End the turn box draws filled (ochre)."""
    table._redraw()  # the turn box as the table draws it now
    surface = table.cache["turn"]
    fonts = table.ctx.fonts
    x = 16 + fonts.get(10, True).size("ACTION")[0] + 10
    for label in ("Support", "Main", "End"):
        width = fonts.get(11, True).size(label)[0] + 14
        if surface.get_at((x + width // 2, 42 + 2))[:3] == tuple(palette.OCHRE[:3]):
            return label
        x += width + 4 + 12
    return ""


def test_paying_for_turn_a_die_still_shows_the_support_step(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, [SeatSpec(name="Ada", colour=0, human=True)], seed=5)
    to_turn_window(app, table)
    give(table, 0, ["vent_pipes"], {"heat": 3, "megacredit": 1}, 0)
    press(app, table, A.ChooseTurn("action"))
    assert lit_chip(table) == "Support"
    press(app, table, A.TurnDie())
    # the rules already count the main step, but the player is still paying for the support
    assert table.view.pending is not None
    assert lit_chip(table) == "Support"


def test_a_standard_projects_words_count_the_dice_really_paid(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, [SeatSpec(name="Ada", colour=0, human=True)], seed=5)
    to_turn_window(app, table)
    assert table.describe(A.Terraform("heat", wilds=2)).startswith("Pay 1 heat, 2 wild:")
    assert table.describe(A.Terraform("heat", wilds=0)).startswith("Pay 3 heat:")
    assert table.describe(A.Terraform("water", wilds=3)).startswith("Pay 3 wild:")


def test_the_enlarged_card_keeps_off_the_payment_choice(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, [SeatSpec(name="Ada", colour=0, human=True)], seed=5)
    to_turn_window(app, table)
    cards = ["vent_pipes", "lichen_mats", "brine_wells", "new_settlement"]
    give(table, 0, cards, {"city": 1, "steel": 1}, 2)
    press(app, table, A.ChooseTurn("action"))
    press(app, table, A.Skip())
    cards_shown = hand.card_rects(table.situation(), table.model)
    assert cards_shown[-1][0] == "new_settlement"  # the right of the hand
    rect = next(r for cid, r in cards_shown if cid == "new_settlement")
    point = (rect.centerx, rect.y + 40)
    click(app, point)
    assert table.model.choice == PayFor("card", "new_settlement")
    # the mouse is still on the card just clicked: its enlarged face must not hide the ways
    # to pay in the action panel
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=())], 1 / 60)
    assert table.model.pointer == OnCard("new_settlement")
    sentinel = (1, 2, 3)
    surface = pygame.Surface((W, H))
    surface.fill(sentinel)
    sit = table.situation()
    live = live_rects(sit, table.model, table.arriving, table.buttons)
    popup = shown_popup(table.popups, table.pics, sit, table.model.popup_seat, live)
    overlays.draw_overlays(table.pics, sit, table.model, popup, surface)
    changed = [
        (x, y)
        for x in range(ACTIONS.x, ACTIONS.right, 7)
        for y in range(ACTIONS.y, ACTIONS.bottom, 7)
        if surface.get_at((x, y))[:3] != sentinel
    ]
    assert not changed
    drawn = [
        (x, y)
        for x in range(0, W, 9)
        for y in range(0, H, 9)
        if surface.get_at((x, y))[:3] != sentinel
    ]
    assert drawn  # the card is still shown, elsewhere


def test_the_bonus_card_at_the_end_of_a_turn_shows_the_turns_end(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    table = start(app, [SeatSpec(name="Ada", colour=0, human=True)], seed=5)
    to_turn_window(app, table)
    table.engine.state.players_state[0].bonus_due = 1  # as if 5 VP were reached this turn
    press(app, table, A.ChooseTurn("action"))
    press(app, table, A.Skip())
    press(app, table, A.Skip())
    if table.view.pending is None:
        press(app, table, A.EndTurn())
    assert table.view.pending is not None and table.view.pending.kind == "bonus"
    assert table.view.step == "ending"
    # not "production or action?": the turn that reached the bonus step is still ending
    assert lit_chip(table) == "End"


def test_an_unaffordable_standard_project_is_shown_greyed_with_the_reason(
    display: pygame.Surface,
) -> None:
    """A choice never just vanishes: the panel keeps every standard project, and one the player
    cannot pay is disabled with the engine's sentence as its hint."""
    app = make_app(display)
    table = start(app, [SeatSpec(name="Ada", colour=0, human=True)], seed=5)
    to_turn_window(app, table)
    give(table, 0, ["vent_pipes"], {"heat": 1, "water": 3}, 1)
    press(app, table, A.ChooseTurn("action"))
    press(app, table, A.Skip())
    table._redraw()
    projects = {
        b.command.ident: b
        for b in (placed.button for placed in table.buttons)
        if isinstance(b.command, PayFor) and b.command.kind == "project"
    }
    every = ("heat", "water", "plant", "city", "megacredit")
    assert set(projects) == set(every)
    heat = projects["heat"]
    assert not heat.enabled and heat.action is None
    assert heat.tip == "Standard project, Temperature: That needs 3 heat; you have 1 and 1 wild."
    assert projects["water"].enabled
