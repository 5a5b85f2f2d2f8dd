"""Action turn: 000 "An action turn consists of 1 support action followed by 1 main action",
the support and main lists, free actions, and 000 "Playing a Card"."""

from __future__ import annotations

import pytest
from tmdice_helpers import (
    action_turn,
    check_invariants,
    play_game,
    set_dice,
    set_wild,
    to_hand,
    to_play_area,
)

from game.rules.core import IllegalAction
from game.rules.tmdice.actions import (
    DrawTwo,
    EndTurn,
    GainDie,
    Pay,
    PlaceTile,
    PlayCard,
    Rotate,
    SecondSupport,
    Skip,
    Terraform,
    TurnDie,
    UseBlue,
)
from game.rules.tmdice.content import FACE_COLOUR


def test_support_comes_before_main__000_action_turn() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {"heat": 3})
    action_turn(e)
    assert e.state.step == "support"
    assert Terraform("heat", 0) not in e.legal_actions()
    with pytest.raises(IllegalAction, match="support"):
        e.apply(Terraform("heat", 0))
    e.apply(Skip())
    assert e.state.step == "main"
    assert Terraform("heat", 0) in e.legal_actions()


def test_gain_and_roll_a_die_of_a_chosen_colour__000_support() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {})
    action_turn(e)
    pool = e.state.pool["blue"]
    events = e.apply(GainDie("blue"))
    rolled = [ev for ev in events if ev.kind == "die_rolled"]
    assert len(rolled) == 1 and rolled[0].data["colour"] == "blue" and rolled[0].reveal
    assert e.state.pool["blue"] == pool - 1
    (face,) = e.state.players_state[seat].dice
    assert FACE_COLOUR[face] == "blue"
    assert e.state.step == "main"


def test_pay_a_resource_to_turn_another_die_to_any_face__000_support() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {"steel": 1, "energy": 1})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(TurnDie())
    assert e.state.pending[-1].kind == "pay"
    assert set(e.legal_actions()) == {Pay("energy"), Pay("steel")}
    e.apply(Pay("energy"))
    # only the steel die is left: turn it to any face of its colour
    assert set(e.legal_actions()) == {Rotate("steel", "titanium"), Rotate("steel", "city")}
    e.apply(Rotate("steel", "city"))
    assert e.state.players_state[seat].dice == {"city": 1}
    check_invariants(e)


def test_turn_die_needs_another_die_to_turn__000_support() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {"steel": 1})
    set_wild(e, seat, 0)
    action_turn(e)
    assert TurnDie() not in e.legal_actions()
    set_wild(e, seat, 1)
    assert TurnDie() in e.legal_actions()
    e.apply(TurnDie())
    # the wild token is the only way to pay: the steel die must stay to be turned
    assert e.state.pending[-1].kind == "rotate"
    assert e.state.players_state[seat].wild == 0


def test_pay_a_resource_to_draw_two__000_support() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {"science": 1})
    set_wild(e, seat, 0)
    action_turn(e)
    hand = len(e.state.players_state[seat].hand)
    events = e.apply(DrawTwo())
    drawn = [ev for ev in events if ev.kind == "cards_drawn"]
    assert drawn and drawn[0].data["count"] == 2 and drawn[0].reveal
    assert drawn[0].secret_to == (seat,)
    assert len(e.state.players_state[seat].hand) == hand + 2
    assert e.state.players_state[seat].dice == {}


def test_blue_support_action_taps_the_card__000_support() -> None:
    e = play_game(2)
    seat = e.state.current
    to_play_area(e, seat, "steelworks")  # support: pay an energy, gain a grey die
    set_dice(e, seat, {"energy": 1})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(UseBlue("steelworks", ()))
    p = e.state.players_state[seat]
    assert "steelworks" in p.tapped
    assert "energy" not in p.dice and sum(p.dice.values()) == 1
    assert e.state.step == "main"
    # tapped: not usable again this turn
    e.apply(SecondSupport())
    assert UseBlue("steelworks", ()) not in e.legal_actions()


@pytest.mark.parametrize(
    ("what", "face", "need"),
    [
        ("heat", "heat", 3),
        ("water", "water", 3),
        ("plant", "plant", 4),
        ("city", "city", 3),
        ("megacredit", "megacredit", 3),
    ],
)
def test_standard_project_costs__000_main(what: str, face: str, need: int) -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {face: need - 1})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(Skip())
    assert Terraform(what, 0) not in e.legal_actions()  # type: ignore[arg-type]
    set_dice(e, seat, {face: need})
    assert Terraform(what, 0) in e.legal_actions()  # type: ignore[arg-type]
    e.apply(Terraform(what, 0))  # type: ignore[arg-type]
    while e.state.pending:
        e.apply(e.legal_actions()[0])
    p = e.state.players_state[seat]
    assert face not in p.dice
    s = e.state
    if what == "heat":
        assert s.temperature == 1 and p.vp_sources["terraform"] == 2
    elif what == "water":
        assert s.oceans == 1 and p.vp_sources["terraform"] == 2
    elif what == "plant":
        assert s.tiles.count("greenery") == 1 and s.oxygen == 1
    elif what == "city":
        assert s.tiles.count("city") == 1 and p.vp_sources["tiles"] >= 2
    else:
        assert p.vp_sources["megacredits"] == 2
    check_invariants(e)


def test_wild_tokens_stand_in_for_standard_projects__000_wild_tokens() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {"heat": 1})
    set_wild(e, seat, 2)
    action_turn(e)
    e.apply(Skip())
    assert Terraform("heat", 2) in e.legal_actions()
    assert Terraform("heat", 1) not in e.legal_actions()
    e.apply(Terraform("heat", 2))
    assert e.state.players_state[seat].wild == 0 and e.state.temperature == 1


def test_second_support_as_main_action__000_main() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {})
    action_turn(e)
    e.apply(GainDie("red"))
    e.apply(SecondSupport())
    assert e.state.step == "support2"
    assert Skip() not in e.legal_actions()
    e.apply(GainDie("green"))
    assert sum(e.state.players_state[seat].dice.values()) == 2
    assert e.state.current != seat  # the turn is over


def test_play_card_paying_exact_icons__000_playing_a_card() -> None:
    e = play_game(2)
    seat = e.state.current
    to_hand(e, seat, "big_asteroid")  # titanium event heat heat: temperature +2
    set_dice(e, seat, {"heat": 2, "event": 1, "titanium": 1, "water": 1})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(Skip())
    assert PlayCard("big_asteroid", ()) in e.legal_actions()
    e.apply(PlayCard("big_asteroid", ()))
    p = e.state.players_state[seat]
    assert p.dice.get("water") == 1 and "titanium" not in p.dice and "event" not in p.dice
    assert "big_asteroid" in p.played and "big_asteroid" not in p.hand
    assert e.state.temperature == 2


def test_wild_tokens_pay_any_non_purple_icon__000_wild_tokens() -> None:
    e = play_game(2)
    seat = e.state.current
    to_hand(e, seat, "big_asteroid")  # titanium, event, heat, heat
    set_dice(e, seat, {"heat": 1})
    set_wild(e, seat, 3)
    action_turn(e)
    e.apply(Skip())
    plays = {a for a in e.legal_actions() if isinstance(a, PlayCard) and a.card == "big_asteroid"}
    assert plays == {PlayCard("big_asteroid", ("event", "heat", "titanium"))}


def test_wild_tokens_never_pay_purple_faces__001_reference() -> None:
    e = play_game(2, purple=True)
    seat = e.state.current
    to_hand(e, seat, "alien_relic")  # artifact + megacredit
    set_dice(e, seat, {"megacredit": 1})
    set_wild(e, seat, 3)
    action_turn(e)
    e.apply(Skip())
    assert not [a for a in e.legal_actions() if isinstance(a, PlayCard) and a.card == "alien_relic"]
    e.state.players_state[seat].dice["artifact"] = 1
    e.state.pool["purple"] = 0
    e.state.purple_track.pop()  # that marker die is now in the player's hand
    e._legal = None
    assert PlayCard("alien_relic", ()) in e.legal_actions()
    e.apply(PlayCard("alien_relic", ()))
    assert e.state.pool["purple"] == 1  # spent purple dice go to the purple pool
    check_invariants(e)


def test_cannot_play_a_card_that_is_not_paid__000_playing_a_card() -> None:
    e = play_game(2)
    seat = e.state.current
    to_hand(e, seat, "big_asteroid")
    set_dice(e, seat, {"heat": 1})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(Skip())
    with pytest.raises(IllegalAction, match="pay"):
        e.apply(PlayCard("big_asteroid", ()))


def test_blue_main_action__000_main() -> None:
    e = play_game(2)
    seat = e.state.current
    to_play_area(e, seat, "investors")  # main: pay 2 megacredits, 2 VP
    set_dice(e, seat, {"megacredit": 2})
    action_turn(e)
    assert UseBlue("investors", ()) not in e.legal_actions()  # not a support action
    e.apply(Skip())
    e.apply(UseBlue("investors", ()))
    assert e.state.players_state[seat].vp_sources["cards"] == 2


def test_free_action_any_time_of_your_turn__000_free_action() -> None:
    e = play_game(2)
    seat = e.state.current
    to_play_area(e, seat, "cargo_hauler")  # free: pay a titanium, gain two wild tokens
    set_dice(e, seat, {"titanium": 2})
    set_wild(e, seat, 0)
    action_turn(e)
    assert UseBlue("cargo_hauler", ()) in e.legal_actions()  # before the support action
    e.apply(Skip())
    e.apply(Skip())
    # after the main action: the turn waits for the free action or the end of the turn
    assert e.state.step == "after"
    assert set(e.legal_actions()) == {EndTurn(), UseBlue("cargo_hauler", ())}
    e.apply(UseBlue("cargo_hauler", ()))
    assert e.state.players_state[seat].wild == 2
    assert e.state.current != seat  # no free action left: the turn ended


def test_placing_a_tile_is_a_choice_of_area__000_tiles() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {"water": 3})
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("water", 0))
    options = e.legal_actions()
    assert options and all(isinstance(a, PlaceTile) for a in options)
    with pytest.raises(IllegalAction, match="place"):
        e.apply(PlaceTile(0))


def test_free_action_during_a_second_support__000_free_action() -> None:
    e = play_game(2)
    seat = e.state.current
    to_play_area(e, seat, "cargo_hauler")
    set_dice(e, seat, {"titanium": 1})
    action_turn(e)
    e.apply(Skip())
    e.apply(SecondSupport())
    assert UseBlue("cargo_hauler", ()) in e.legal_actions()
    e.apply(UseBlue("cargo_hauler", ()))
    assert e.state.step == "support2" and e.state.current == seat


def test_standard_project_words_count_dice_and_wilds_apart__000_wild_tokens() -> None:
    """Wild tokens stand in for faces: "3 heat" paid with 2 wilds is 1 heat die and 2 wilds,
    and the words on the button and in the log say so."""
    e = play_game(2)
    assert e.describe(Terraform("heat", 2)).startswith("Pay 1 heat, 2 wild")
    assert e.describe(Terraform("heat", 0)).startswith("Pay 3 heat:")


def test_an_unaffordable_standard_project_says_what_it_needs__000_main() -> None:
    """3 heat raise the temperature (wilds stand in); short of that, the refusal names the cost
    and what the player has."""
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {"heat": 1})
    set_wild(e, seat, 1)
    action_turn(e)
    e.apply(Skip())
    assert e.why_illegal(Terraform("heat", 0)) == "That needs 3 heat; you have 1 and 1 wild."
