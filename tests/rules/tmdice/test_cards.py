"""Cards: 000 green / red / blue cards, "Playing a Card" (effects in any order, impossible ones
ignored), "Red borders on resources", and the die icons of 001 "Reference"."""

from __future__ import annotations

from tmdice_helpers import (
    action_turn,
    check_invariants,
    cost_of,
    legal_of,
    play_game,
    set_dice,
    set_wild,
    to_hand,
    to_play_area,
)

from game.rules.tmdice.actions import (
    CardsDone,
    ChooseTurn,
    Lose,
    PickColour,
    PickEffect,
    PickFace,
    PlayCard,
    Rotate,
    Skip,
    Terraform,
)
from game.rules.tmdice.content import FACE_COLOUR
from game.rules.tmdice.flow import settle
from game.rules.tmdice.modules.missions import missions_of
from game.rules.tmdice.scoring import game_over
from game.rules.tmdice.tables import OCEANS, C


def _main(e, seat, card, dice, wild=0):
    to_hand(e, seat, card)
    set_dice(e, seat, dice)
    set_wild(e, seat, wild)
    action_turn(e)
    e.apply(Skip())


def test_green_card_does_nothing_when_played_then_produces__000_green_cards() -> None:
    e = play_game(2)
    seat = e.state.current
    _main(e, seat, "lichen_mats", {"plant": 1, "microbe": 1})
    events = e.apply(PlayCard("lichen_mats", ()))
    assert not [ev for ev in events if ev.kind in ("die_rolled", "vp")]
    assert e.dice_production(seat) == len(
        [i for i in e.production_items(seat) if i in ("green", "blue", "grey", "red", "yellow")]
    )
    assert "green" in e.production_items(seat)[-1:]


def test_red_card_resolves_at_once_and_stays_visible__000_red_cards() -> None:
    e = play_game(2)
    seat = e.state.current
    _main(e, seat, "heat_dump", {"event": 1, "heat": 1})  # two red dice showing heat
    e.apply(PlayCard("heat_dump", ()))
    assert e.state.players_state[seat].dice == {"heat": 2}
    assert "heat_dump" in e.observation(1 - seat).others[0].played
    # its cost counts for awards
    assert e.award_counts("event")[seat] >= 1


def test_blue_card_tapped_until_your_next_production_turn__000_blue_cards() -> None:
    e = play_game(2)
    seat = e.state.current
    to_play_area(e, seat, "greenhouse")
    set_dice(e, seat, {})
    action_turn(e)
    from game.rules.tmdice.actions import UseBlue

    e.apply(UseBlue("greenhouse", ()))
    assert "greenhouse" in e.state.players_state[seat].tapped
    e.apply(Skip())  # no main action: the turn ends
    assert e.state.current == 1 - seat
    action_turn(e)
    e.apply(Skip())
    e.apply(Skip())
    assert e.state.current == seat
    action_turn(e)
    assert UseBlue("greenhouse", ()) not in e.legal_actions()
    assert "greenhouse" in e.state.players_state[seat].tapped


def test_effects_in_any_order_when_a_die_is_turned__000_playing_a_card() -> None:
    e = play_game(2)
    seat = e.state.current
    _main(e, seat, "windstorm", {"energy": 1, "event": 1})  # gain a blue die, turn a die
    e.apply(PlayCard("windstorm", ()))
    assert e.state.pending[-1].kind == "effects"
    assert set(e.legal_actions()) == {PickEffect(0), PickEffect(1)}
    e.apply(PickEffect(1))  # the blue die first
    assert e.state.pending[-1].kind == "rotate"
    (face,) = e.state.players_state[seat].dice
    assert FACE_COLOUR[face] == "blue"


def test_impossible_effects_are_ignored__000_playing_a_card() -> None:
    e = play_game(2)
    seat = e.state.current
    # no die left to turn: the pink arrows of Market Swing are ignored, the wild token is not
    _main(e, seat, "market_swing", {"megacredit": 2})
    events = e.apply(PlayCard("market_swing", ()))
    assert "effect_ignored" in [ev.kind for ev in events]
    assert e.state.players_state[seat].wild == 1
    assert e.state.current != seat


def test_red_border_every_opponent_chooses_what_to_lose__000_red_borders() -> None:
    e = play_game(3, seed=4)
    seat = e.state.current
    left, right = (seat + 1) % 3, (seat + 2) % 3
    set_dice(e, left, {"heat": 1, "water": 1})
    set_wild(e, left, 0)
    set_dice(e, right, {"plant": 1, "steel": 1})
    set_wild(e, right, 1)
    _main(e, seat, "raid", {"event": 1, "megacredit": 1})
    e.apply(PlayCard("raid", ()))
    # the decider is an opponent, not the player whose turn it is
    assert e.decider() == left and e.turn_player() == seat
    assert set(e.legal_actions()) == {Lose("heat"), Lose("water")}
    e.apply(Lose("water"))
    assert e.decider() == right
    assert Lose("wild") in e.legal_actions()
    e.apply(Lose("wild"))
    assert e.state.players_state[left].dice == {"heat": 1}
    assert e.state.players_state[right].wild == 0
    check_invariants(e)


def test_red_border_opponent_without_resources_loses_nothing__000_red_borders() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, 1 - seat, {})
    set_wild(e, 1 - seat, 0)
    _main(e, seat, "raid", {"event": 1, "megacredit": 1})
    e.apply(PlayCard("raid", ()))
    assert e.state.current != seat or e.decider() == seat


def test_red_border_opponent_with_one_kind_loses_it__000_red_borders() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, 1 - seat, {"heat": 2})
    set_wild(e, 1 - seat, 0)
    _main(e, seat, "raid", {"event": 1, "megacredit": 1})
    e.apply(PlayCard("raid", ()))
    assert e.state.players_state[1 - seat].dice == {"heat": 1}


def test_blank_die_icon_gains_and_rolls__001_reference() -> None:
    e = play_game(2)
    seat = e.state.current
    _main(e, seat, "sabotage", cost_of("sabotage"))  # attack + red die
    set_dice(e, 1 - seat, {})
    set_wild(e, 1 - seat, 0)
    events = e.apply(PlayCard("sabotage", ()))
    rolled = [ev for ev in events if ev.kind == "die_rolled"]
    assert len(rolled) == 1 and rolled[0].data["colour"] == "red"


def test_die_with_question_mark_gains_at_a_chosen_face__001_reference() -> None:
    e = play_game(2)
    seat = e.state.current
    _main(e, seat, "lab_breakthrough", {"science": 2, "event": 1})  # two dice, any colour, ?
    e.apply(PlayCard("lab_breakthrough", ()))
    assert e.state.pending[-1].kind == "face"
    faces = {a.face for a in legal_of(e, PickFace)}
    assert {"plant", "oxygen", "city", "nuclear", "jovian"} <= faces
    assert not faces & {"asteroid", "floater", "artifact"}  # a white die is never purple
    e.apply(PickFace("jovian"))
    e.apply(PickFace("city"))
    assert e.state.players_state[seat].dice == {"jovian": 1, "city": 1}
    check_invariants(e)


def test_die_face_icon_gains_that_face__001_reference() -> None:
    e = play_game(2)
    seat = e.state.current
    _main(e, seat, "urban_permit", {"megacredit": 1, "steel": 1})
    e.apply(PlayCard("urban_permit", ()))
    assert e.state.players_state[seat].dice == {"city": 1}


def test_white_blank_die_chooses_colour_then_rolls__001_reference() -> None:
    e = play_game(2)
    seat = e.state.current
    e.state.players_state[seat].bonus_due = 0
    from game.rules.tmdice.state import Pending

    set_dice(e, seat, {})
    action_turn(e)
    e.state.pending.append(
        Pending(
            kind="effects",
            seat=seat,
            source="cards",
            effects=[
                __import__("game.rules.tmdice.content", fromlist=["DieEffect"]).DieEffect(
                    do="die", colour="any"
                )
            ],
        )
    )
    settle(e.state, [])
    e._legal = None
    assert {a.colour for a in legal_of(e, PickColour)} == {"green", "blue", "grey", "red", "yellow"}
    e.apply(PickColour("grey"))
    (face,) = e.state.players_state[seat].dice
    assert FACE_COLOUR[face] == "grey"


def test_pink_arrows_turn_a_die_to_another_face_of_its_colour__000_rotate() -> None:
    e = play_game(2)
    seat = e.state.current
    _main(e, seat, "market_swing", {"megacredit": 2, "heat": 2})  # turn a die twice, wild
    e.apply(PlayCard("market_swing", ()))
    assert e.state.pending[-1].kind == "rotate"
    turns = {Rotate("heat", "event"), Rotate("heat", "nuclear")}
    assert set(e.legal_actions()) == turns | {Skip()}  # 000: you *can* rotate
    e.apply(Rotate("heat", "nuclear"))
    e.apply(Rotate("heat", "event"))
    assert e.state.players_state[seat].dice == {"nuclear": 1, "event": 1}


def test_trigger_on_any_players_ocean_gains_for_the_owner__games_md_cards() -> None:
    e = play_game(2)
    seat = e.state.current
    owner = 1 - seat
    to_play_area(e, owner, "ocean_watch")  # whenever any player places an ocean: green die
    set_dice(e, owner, {})
    set_dice(e, seat, {"water": 3})
    action_turn(e)
    e.apply(Skip())
    from game.rules.tmdice.actions import PlaceTile, Terraform

    e.apply(Terraform("water", 0))
    area = e.legal_actions()[0]
    assert isinstance(area, PlaceTile)
    events = e.apply(area)
    assert any(ev.kind == "triggered" and ev.data["seat"] == owner for ev in events)
    (face,) = e.state.players_state[owner].dice
    assert FACE_COLOUR[face] == "green"


def test_green_ribbon_vp_at_once_red_ribbon_at_the_end__000_vp() -> None:
    e = play_game(2)
    seat = e.state.current
    _main(e, seat, "moss_terraces", {"plant": 2, "water": 1})  # 1 VP now
    e.apply(PlayCard("moss_terraces", ()))
    assert e.state.players_state[seat].vp_sources == {"cards": 1}
    to_play_area(e, seat, "grazing_herds")  # 2 VP at the end
    assert "cards_end" not in e.state.players_state[seat].vp_sources
    game_over(e.state, [])
    assert e.state.players_state[seat].vp_sources["cards_end"] == 2


def test_production_turn_card_discard_keeps_choice_open__000_production_step_2() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {})
    e.apply(ChooseTurn("production"))
    assert CardsDone() in e.legal_actions()


def test_red_border_every_opponent_in_turn_order_four_players__000_red_borders() -> None:
    e = play_game(4, seed=5)
    seat = e.state.current
    for k in (1, 2, 3):
        set_dice(e, (seat + k) % 4, {"heat": 1, "water": 1})
        set_wild(e, (seat + k) % 4, 0)
    _main(e, seat, "raid", cost_of("raid"))
    e.apply(PlayCard("raid", ()))
    order = []
    while e.state.pending and e.state.pending[-1].kind == "lose":
        order.append(e.decider())
        e.apply(Lose("heat"))
    assert order == [(seat + 1) % 4, (seat + 2) % 4, (seat + 3) % 4]
    check_invariants(e)


def test_no_ocean_tile_left_no_ocean_trigger__000_keep_on_terraforming() -> None:
    # 000: after the seventh ocean, paying for one still terraforms (+1 VP) but places no
    # tile, so nothing that answers "place an ocean" fires: blue-card and bonus-card
    # triggers, missions
    e = play_game(2, missions=True)
    s = e.state
    seat = s.current
    owner = 1 - seat
    for a in C.ocean_areas[:OCEANS]:
        s.tiles[a] = "ocean"
    s.oceans = OCEANS
    to_play_area(e, owner, "ocean_watch")  # any player's ocean: a green die for the owner
    for pile in (s.bonus_pile, s.bonus_box):
        if "ocean_bounty" in pile:
            pile.remove("ocean_bounty")
    s.players_state[seat].bonus.append("ocean_bounty")  # your ocean: +1 VP
    missions_of(s).deck.extend(missions_of(s).display)
    missions_of(s).display = ["splash", "wood_and_water", "landmark"]
    for m in missions_of(s).display:
        missions_of(s).deck.remove(m)
    set_dice(e, owner, {})
    set_dice(e, seat, {"water": 3})
    vp = s.players_state[seat].vp
    action_turn(e)
    e.apply(Skip())
    events = e.apply(Terraform("water", 0))
    kinds = [ev.kind for ev in events]
    assert "ocean_complete" in kinds and "tile_placed" not in kinds
    assert "triggered" not in kinds
    assert "mission_cube" not in kinds and "mission_completed" not in kinds
    assert s.players_state[seat].vp == vp + 1
    assert s.players_state[owner].dice == {}
    assert s.oceans == OCEANS and s.tiles.count("ocean") == OCEANS


def test_a_card_with_two_tiles_numbers_each_placement__000_playing_a_card() -> None:
    """000 "Playing a Card": a card's effects resolve one by one, so its second tile waits
    while the first is placed. The table says which tile of how many is being placed: the
    decision on top reads "tile 1 of 2", then "tile 2 of 2"; a lone tile reads neither."""
    from game.rules.tmdice.actions import PlaceTile
    from game.rules.tmdice.view import public_pending

    e = play_game(2)
    seat = e.state.current
    _main(e, seat, "giant_ice_ball", cost_of("giant_ice_ball"))
    e.apply(PlayCard("giant_ice_ball", ()))
    if e.state.pending and e.state.pending[-1].kind == "effects":
        e.apply(PickEffect(0))  # the player picks which comes first when the order matters
    steps = []
    while e.state.pending and e.state.pending[-1].kind == "place":
        top = public_pending(e.state.pending[-1])
        steps.append((top.step, top.total))
        e.apply(legal_of(e, PlaceTile)[0])
    assert steps == [(1, 2), (2, 2)]
    # a terraforming ocean, one tile alone, is not numbered
    e2 = play_game(2)
    seat2 = e2.state.current
    _main(e2, seat2, "giant_ice_ball", {})
    set_dice(e2, seat2, {"water": 3})
    e2.apply(Terraform("water", 0))
    top = public_pending(e2.state.pending[-1])
    assert (top.kind, top.step, top.total) == ("place", 1, 1)
