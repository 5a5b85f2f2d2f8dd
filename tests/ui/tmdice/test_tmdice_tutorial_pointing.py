"""The TM Dice table points at what to click for each teaching step of its guided games, TM
Dice and what Colonies adds (issue 41, points 2 and 6): from the position before the step,
clicking the middle of `action_spot(step's action)` (again while a payment, an area, a colony
tile is chosen) takes exactly the step's action, through the real table, as a learner at the
screen would."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import tutorial_pointing as pointing
from table_helpers import make_app
from tutorial_pointing import MOST_CLICKS, click

from game.rules.tmdice import actions as A
from game.tutorials.colonies import TUTORIAL as COLONIES
from game.tutorials.script import Tutorial, play_through, step_action
from game.tutorials.tmdice import TUTORIAL
from game.ui.play.session import GameSession
from game.ui.shell.app import App
from game.ui.tmdice.table import TMDiceTable
from game.ui.tmdice.targets import OnArea, OnButton, OnCard, OnColony

#: Frames between clicks.
SETTLE = 4


def table_at(app: App, tutorial: Tutorial, number: int) -> tuple[TMDiceTable, GameSession]:
    table, session = pointing.table_at(app, tutorial, number)
    assert isinstance(table, TMDiceTable)
    return table, session


def settle(app: App) -> None:
    pointing.settle(app, SETTLE)


def follow_the_pointer(app: App, tutorial: Tutorial, number: int) -> int:
    return pointing.follow_the_pointer(app, tutorial, number, SETTLE)


def test_every_teaching_step_is_taken_by_clicking_its_spot(display: pygame.Surface) -> None:
    """000 throughout: each teaching step's action, and only it, follows from the clicks."""
    app = make_app(display)
    clicks = [follow_the_pointer(app, TUTORIAL, n) for n in TUTORIAL.teaching_steps()]
    assert max(clicks) <= 2  # a payment or an area takes a second click, nothing more


def test_the_spots_hold_in_a_bigger_window(
    open_window: Callable[[tuple[int, int]], pygame.Surface],
) -> None:
    """000 and 002 at 1920x1080: the spots are canvas places, scaled with the window."""
    app = make_app(open_window((1920, 1080)))
    for tutorial in (TUTORIAL, COLONIES):
        for number in tutorial.teaching_steps():
            follow_the_pointer(app, tutorial, number)


def test_every_colonies_teaching_step_is_taken_by_clicking_its_spot(
    display: pygame.Surface,
) -> None:
    """002 throughout: a build or a trade is the panel's button, then the tile (then the
    payment when there are several ways); each step's action, and only it, is taken."""
    app = make_app(display)
    clicks = [follow_the_pointer(app, COLONIES, n) for n in COLONIES.teaching_steps()]
    assert max(clicks) <= 3


def test_a_trade_points_at_its_tile_once_trading_is_chosen(display: pygame.Surface) -> None:
    """002, trading: after the Trade button, the tile to trade with is what is lit."""
    app = make_app(display)
    number = next(
        n for n in COLONIES.teaching_steps() if COLONIES.steps[n].action["kind"] == "trade_colony"
    )
    table, session = table_at(app, COLONIES, number)
    settle(app)
    wanted = step_action(session.engine, COLONIES.steps[number], number)
    first = table.action_spot(wanted)
    assert first is not None and isinstance(table.target_at(first.center), OnButton)
    click(app, first.center)
    settle(app)
    assert isinstance(_spot_target(table, wanted), OnColony)


def _spot_target(table: TMDiceTable, action: A.Action) -> object:
    spot = table.action_spot(action)
    assert spot is not None
    return table.target_at(spot.center)


def test_a_card_is_pointed_at_in_the_hand_an_area_on_the_map(display: pygame.Surface) -> None:
    """000, "Playing a card" and "Placing tiles": the thing the action is about is lit (the
    card in the hand, the area), not only the panel's button that names it; a standard
    project and the choice of a turn are the panel's buttons."""
    app = make_app(display)
    steps = TUTORIAL.steps

    def first(kind: str) -> int:
        return next(n for n in TUTORIAL.teaching_steps() if steps[n].action["kind"] == kind)

    for kind, where in (
        ("play", OnCard),
        ("place", OnArea),
        ("terraform", OnButton),
        ("turn", OnButton),
        ("gain_die", OnButton),
    ):
        number = first(kind)
        table, session = table_at(app, TUTORIAL, number)
        settle(app)
        wanted = step_action(session.engine, steps[number], number)
        assert isinstance(_spot_target(table, wanted), where), kind
        app.stack.pop()


def test_nothing_is_pointed_at_for_an_action_not_legal_now(display: pygame.Surface) -> None:
    app = make_app(display)
    number = TUTORIAL.teaching_steps()[0]
    table, _ = table_at(app, TUTORIAL, number)
    settle(app)
    assert table.action_spot(A.EndTurn()) is None
    assert table.action_spot(A.Terraform("heat")) is None


def test_a_way_to_pay_other_than_the_proposed_one_is_led_to(display: pygame.Surface) -> None:
    """000, "Wild tokens": the card first, then the button of that very way to pay (here two
    wild tokens where one would do), not the proposed one."""
    app = make_app(display)
    number = next(n for n in TUTORIAL.teaching_steps() if "wild" in TUTORIAL.steps[n].teaches)
    table, session = table_at(app, TUTORIAL, number)
    settle(app)
    card = TUTORIAL.steps[number].action["card"]
    ways = [
        a for a in session.engine.legal_actions() if isinstance(a, A.PlayCard) and a.card == card
    ]
    assert len(ways) > 2
    other = max(ways, key=lambda a: len(a.wild_for))
    assert _spot_target(table, other) == OnCard(card)
    spot = table.action_spot(other)
    assert spot is not None
    click(app, spot.center)
    settle(app)
    target = _spot_target(table, other)
    assert isinstance(target, OnButton) and target.button.action == other
    spot = table.action_spot(other)
    assert spot is not None
    click(app, spot.center)
    assert session.match.actions[-1] == other


def test_dice_to_return_are_picked_then_confirmed(display: pygame.Surface) -> None:
    """000, "Production Turn" step 1: a die to return is picked in the tray (one more pick
    when two must go back), then confirmed; the first die returned is the one asked for."""
    app = make_app(display)
    number = next(
        n
        for n, step in enumerate(COLONIES.steps)
        if step.action["kind"] == "discard_die"
        and n + 1 < len(COLONIES.steps)
        and play_through(COLONIES, upto=n).engine.decider() == COLONIES.person
    )
    table, session = table_at(app, COLONIES, number)
    settle(app)
    wanted = step_action(session.engine, COLONIES.steps[number], number)
    before = len(session.match.actions)
    for _ in range(MOST_CLICKS):
        spot = table.action_spot(wanted)
        assert spot is not None
        click(app, spot.center)
        settle(app)
        if len(session.match.actions) > before:
            break
    assert session.match.actions[before] == wanted
