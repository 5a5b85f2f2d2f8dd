"""The TM Dice table's interaction model (issue 36, point 1): what each input means, as pure
transitions from (model, what the seat at the screen sees and may do, input) to (model, the
engine's actions to take, words for the status line). Tested on crafted situations, without
a window: the legal actions are written out here, as the engine would list them."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from typing import Any

from game.rules.core import Setup
from game.rules.tmdice import actions as A
from game.rules.tmdice.content import content
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.state import ColoniesState, PendingView, TMObservation
from game.ui.tmdice.buttons import build_buttons
from game.ui.tmdice.colony_buttons import open_choice
from game.ui.tmdice.commands import Button, PanelCommand, PayFor, PickColony, PickDie
from game.ui.tmdice.dice_order import die_order
from game.ui.tmdice.model import Picks, Placing, TableModel, Turning, follow_hand, hold_hand
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.targets import (
    OnArea,
    OnCard,
    OnChip,
    OnColony,
    OnDie,
    OnPanel,
    OnPopup,
    OnStrip,
)
from game.ui.tmdice.transitions import Back, Click, Inspect, Press, respond

C = content()
NOBODY = TableModel()


def _view(**changes: Any) -> TMObservation:
    """Seat 0's observation of a fresh two-player game, in play, with ``changes``."""
    engine, _ = TMDiceEngine.new(Setup(game="tmdice", players=2), 3)
    view = engine.observation(0)
    changes = {"phase": "play", "step": "main", "current": 0, "pending": None, **changes}
    return view.model_copy(update=changes)


def _situation(
    legal: tuple[A.Action, ...] = (), view: TMObservation | None = None, **changes: Any
) -> Situation:
    """Seat 0 at the screen, deciding now, with exactly ``legal`` to choose from."""
    view = view if view is not None else _view()
    sit = Situation(
        view=view,
        views=(view.you, *view.others),
        legal=legal,
        focus=None,
        viewer=0,
        tray_seat=0,
        names=("Ada", "Rover"),
        humans=(True, False),
        decider=0,
        to_act=True,
        holding=False,
        replaying=False,
        thinking=False,
        with_bots=True,
        result=None,
        engine_words=lambda action: f"take {action}",
        why_not=lambda action: f"no {action.kind}",
    )
    return replace(sit, **changes)


def _production(step: str, dice: dict[str, int]) -> Situation:
    view = _view(step=step)
    view.you = view.you.model_copy(update={"dice": dice, "keep": 3})
    slots = sum(dice.values()) - 3
    legal: tuple[A.Action, ...] = tuple(
        A.DiscardDie(face, n) for face in sorted(dice) for n in range(1, slots + 1)
    )
    if step == "prod_cards":
        legal = (A.DiscardCard("lichen_mats"), A.DiscardCard("brine_wells"), A.CardsDone())
    return _situation(legal, view)


def test_the_interaction_model_needs_no_pygame() -> None:
    code = (
        "import sys\n"
        "import game.ui.tmdice.transitions, game.ui.tmdice.colony_buttons\n"
        "print('pygame' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_a_card_with_one_way_to_pay_is_played_at_once() -> None:
    play = A.PlayCard("lichen_mats")
    out = respond(NOBODY, _situation((play, A.Skip())), Click(OnCard("lichen_mats")))
    assert out.actions == (play,) and out.model.choice is None


def test_several_ways_to_pay_open_the_choice_proposing_the_fewest_wild_tokens() -> None:
    """000 "Playing a Card": wild tokens stand in for any icon; the obvious way first."""
    ways = (
        A.PlayCard("new_settlement", ("city", "megacredit")),
        A.PlayCard("new_settlement", ("megacredit",)),
        A.Skip(),
    )
    sit = _situation(ways)
    out = respond(NOBODY, sit, Click(OnCard("new_settlement")))
    assert out.actions == ()
    assert out.model.choice == PayFor("card", "new_settlement")
    assert out.focus == 1  # the way with one wild token: Enter takes it
    assert out.say is not None and out.say.text.startswith("Choose how to pay")
    title, groups = build_buttons(sit, out.model)
    assert title == "Pay for New Settlement"
    assert [b.action for b in groups[0][1]] == [ways[1], ways[0], None]  # then Cancel
    cancel = Press(Button("Cancel", command=PanelCommand.CANCEL))
    assert respond(out.model, sit, cancel).model.choice is None


def test_a_card_that_cannot_be_paid_answers_with_the_engines_sentence() -> None:
    out = respond(NOBODY, _situation((A.Skip(),)), Click(OnCard("new_settlement")))
    assert out.actions == () and out.say is not None
    assert out.say.error and out.say.text == "no play"


def test_an_area_is_proposed_then_placed_by_a_second_click() -> None:
    """000 "Placing tiles": the first click on a lit area proposes it (its VP in words), a
    second click places the tile; an area it may not go on says why."""
    view = _view(pending=PendingView(kind="place", seat=0, tile="city"))
    sit = _situation((A.PlaceTile(3), A.PlaceTile(5)), view)
    assert respond(NOBODY, sit, Click(None)).handled is False
    proposed = respond(NOBODY, sit, Click(OnArea(5)))
    assert proposed.model.choice == Placing(5) and proposed.actions == ()
    assert proposed.focus == 1
    assert proposed.say is not None and "area 5" in proposed.say.text
    placed = respond(proposed.model, sit, Click(OnArea(5)))
    assert placed.actions == (A.PlaceTile(5),)
    elsewhere = respond(proposed.model, sit, Click(OnArea(20)))
    assert elsewhere.actions == () and elsewhere.say is not None and elsewhere.say.error


def test_production_dice_are_picked_then_returned_together_in_tray_order() -> None:
    """000 "Production Turn": keep up to 3 dice. The dice to return are picked (never more
    than must go back), then Confirm returns them, one atomic action each."""
    sit = _production("prod_keep", {"plant": 2, "heat": 2, "water": 1})
    model = NOBODY
    for slot in (3, 0):
        out = respond(model, sit, Click(OnDie("?", slot)))
        model = out.model
        assert out.actions == ()
    assert model.picks.dice == (3, 0)
    refused = respond(model, sit, Click(OnDie("?", 1)))
    assert refused.model == model and refused.say is not None
    assert refused.say.text == "You return 2: click a picked die first to keep it instead."
    again = respond(model, sit, Press(Button(command=PickDie(3))))
    assert again.model.picks.dice == (0,)
    confirm = Press(Button(command=PanelCommand.CONFIRM))
    early = respond(again.model, sit, confirm)
    assert early.actions == () and early.say is not None and early.say.error
    model = respond(again.model, sit, Click(OnDie("?", 4))).model
    faces = sorted(["plant", "plant", "heat", "heat", "water"], key=die_order)  # the tray's
    done = respond(model, sit, confirm)
    assert done.actions == (A.DiscardDie(faces[0], 1), A.DiscardDie(faces[4], 1))


def test_cards_to_discard_are_picked_then_confirmed_in_order() -> None:
    sit = _production("prod_cards", {"plant": 3})
    model = NOBODY
    for card in ("brine_wells", "lichen_mats", "brine_wells", "brine_wells"):
        model = respond(model, sit, Click(OnCard(card))).model
    assert model.picks.cards == ("lichen_mats", "brine_wells")
    done = respond(model, sit, Press(Button(action=A.CardsDone(), command=PanelCommand.CONFIRM)))
    assert done.actions == (
        A.DiscardCard("lichen_mats"),
        A.DiscardCard("brine_wells"),
        A.CardsDone(),
    )


def test_a_die_to_turn_is_picked_then_only_its_faces_are_offered() -> None:
    view = _view(pending=PendingView(kind="rotate", seat=0))
    turns = (A.Rotate("heat", "energy"), A.Rotate("heat", "event"), A.Rotate("plant", "animal"))
    sit = _situation(turns, view)
    out = respond(NOBODY, sit, Click(OnDie("heat", 0)))
    assert out.model.choice == Turning("heat") and out.actions == ()
    _, groups = build_buttons(sit, out.model)
    assert [b.action for b in groups[0][1]] == list(turns[:2])


def test_a_die_that_pays_is_paid_and_one_that_cannot_says_what_dice_are_for() -> None:
    view = _view(pending=PendingView(kind="pay", seat=0, then="draw2"))
    sit = _situation((A.Pay("heat"), A.Pay("wild")), view)
    assert respond(NOBODY, sit, Click(OnDie("wild"))).actions == (A.Pay("wild"),)
    idle = respond(NOBODY, _situation((A.Skip(),)), Click(OnDie("heat", 0)))
    assert idle.actions == () and idle.say is not None and idle.say.error


def test_a_colony_trade_takes_a_tile_then_a_way_to_pay() -> None:
    """002 "Trading": Trade, then a lit colony tile, then one of the ways to pay (one way:
    taken at once)."""
    colonies = ColoniesState(tiles=["luna", "io"], marker={"luna": 1, "io": 1})
    sit = _situation(
        (
            A.TradeColony("luna", "megacredit"),
            A.TradeColony("luna", "energy"),
            A.TradeColony("io", "energy"),
            A.Skip(),
        ),
        _view(colonies=colonies),
    )
    start = respond(NOBODY, sit, Press(Button(command=PickColony("trade"))))
    assert start.model.choice == PickColony("trade")
    several = respond(start.model, sit, Click(OnColony("luna")))
    assert several.model.choice == PickColony("trade", "luna") and several.actions == ()
    one = respond(start.model, sit, Click(OnColony("io")))
    assert one.actions == (A.TradeColony("io", "energy"),) and one.model.choice is None
    assert respond(NOBODY, sit, Click(OnColony("io"))).handled is False  # nothing started


def test_a_panel_click_pins_its_tableau_and_a_click_in_it_only_reads() -> None:
    sit = _situation((A.Skip(),))
    pinned = respond(NOBODY, sit, Click(OnPanel(1))).model
    assert pinned.pinned_panel == 1 and pinned.popup_seat == 1
    reading = respond(pinned, sit, Click(OnPopup(1)))
    assert reading.model.pinned_panel == 1 and reading.actions == ()
    strip = respond(pinned, sit, Click(OnStrip("lichen_mats", in_popup=True)))
    assert strip.model.pinned_panel == 1
    assert respond(pinned, sit, Click(OnPanel(1))).model.pinned_panel is None
    elsewhere = respond(pinned, sit, Click(None))
    assert elsewhere.model.pinned_panel is None
    hovered = pinned.pointing(OnPanel(0))
    assert hovered.popup_seat == 0  # a hovered panel previews its own


def test_your_blue_card_is_used_from_its_chip_and_anothers_chip_pins_their_panel() -> None:
    blue = next(c.id for c in C.all_cards if c.colour == "blue")
    use = A.UseBlue(blue)
    sit = _situation((use, A.Skip()))
    assert respond(NOBODY, sit, Click(OnChip(0, blue))).actions == (use,)
    other = respond(NOBODY, sit, Click(OnChip(1, blue)))
    assert other.actions == () and other.model.pinned_panel == 1


def test_a_right_click_enlarges_a_card_until_the_next_click_and_closes_a_payment() -> None:
    sit = _situation((A.Skip(),))
    paying = replace(NOBODY, choice=PayFor("card", "lichen_mats"))
    big = respond(paying, sit, Inspect(OnCard("lichen_mats"))).model
    assert big.pinned_card == ("project", "lichen_mats") and big.choice is None
    assert respond(big, sit, Inspect(OnCard("lichen_mats"))).model.pinned_card is None
    assert respond(big, sit, Click(None)).model.pinned_card is None
    assert respond(NOBODY, sit, Inspect(OnChip(1, "x"))).model.pinned_card is None  # theirs
    back = respond(big, sit, Back())
    assert back.handled and back.model.pinned_card is None
    assert not respond(NOBODY, sit, Back()).handled  # Esc goes on to the shared table


def test_forgetting_a_choice_keeps_the_pointer_and_the_enlarged_card() -> None:
    model = TableModel(
        choice=PayFor("project", "heat"),
        picks=Picks(cards=("x",)),
        pointer=OnCard("x"),
        pinned_card=("project", "x"),
        pinned_panel=1,
    )
    assert model.has_selection()
    cleared = model.cleared()
    assert cleared == TableModel(pointer=OnCard("x"), pinned_card=("project", "x"))
    assert not replace(cleared, pinned_card=None).has_selection()
    assert not TableModel(choice=Placing(3)).has_selection()  # Esc drops it with the focus


def test_a_payment_no_longer_payable_is_dropped_before_drawing() -> None:
    paying = replace(NOBODY, choice=PayFor("card", "lichen_mats"))
    assert open_choice(_situation((A.Skip(),)), paying) is None
    sit = _situation((A.PlayCard("lichen_mats"), A.Skip()))
    assert open_choice(sit, paying) == PayFor("card", "lichen_mats")
    assert open_choice(replace(sit, to_act=False), paying) == PayFor("card", "lichen_mats")


def test_the_hand_holds_its_layout_while_pointed_then_closes_up() -> None:
    held, closes = hold_hand(NOBODY, True, ["a", "b", "c"])
    assert held.hand_hold == ("a", "b", "c") and not closes
    gap = follow_hand(held, ["a", "c"])
    assert gap.hand_hold == ("a", None, "c")
    assert follow_hand(gap, ["a", "c", "d"]).hand_hold == ("a", "c", "d")  # a card came in
    left, closes = hold_hand(gap, False, ["a", "c"])
    assert left.hand_hold is None and closes
