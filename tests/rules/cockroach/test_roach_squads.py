"""Effects 15-35 of 004: squads, played from the hand at any time (out of turn too), then
resolved and discarded. Seat 0's turn, spending step, unless a test says otherwise."""

from __future__ import annotations

from roach_helpers import (
    HURT,
    A,
    D,
    S,
    V,
    at_spend,
    kinds,
    pass_until,
    pass_windows,
    play,
    position,
    set_faces,
)

from game.rules.core import Window

DUO = ["scout", "vanguard"]


def _played(engine, action):
    events = play(engine, [action])
    events += pass_windows(engine)
    engine.validate()
    return events


def test_effect_15_destroys_one_equipment_card_of_another_player() -> None:
    engine = at_spend([S], heroes=DUO, hands={0: ["s15"]}, equipment={1: ["s07", "s08"]})
    assert {a.item for a in engine.legal_actions() if isinstance(a, A.PlaySquad)} == {"s07", "s08"}
    _played(engine, A.PlaySquad("s15", target=1, item="s07"))
    s = engine.state
    assert s.equipment[1] == ["s08"] and "s07" in s.discard and "s15" in s.discard


def test_effect_16_adds_two_injuries_on_your_turn() -> None:
    engine = at_spend([HURT], heroes=DUO, hands={0: ["s16"]})
    _played(engine, A.PlaySquad("s16"))
    assert engine.observation(0).injuries == 3


def test_effect_16_out_of_turn_injures_the_players_own_cockroach_at_once() -> None:
    engine = at_spend([S], heroes=DUO, hands={1: ["s16"]})
    play(engine, [A.EndSpending()])
    window = engine.state.flow.top()
    assert isinstance(window, Window) and window.moment == "before_injuries"
    play(engine, [A.PlaySquad("s16")])  # seat 1, on seat 0's turn
    pass_windows(engine)
    assert engine.state.wounds[1] == 2 and engine.state.out_of_turn == 1


def test_effect_17_moves_your_hero_to_another_cockroach() -> None:
    engine = at_spend([S], players=3, heroes=["scout", "vanguard", "chemist"], hands={0: ["s17"]})
    slots = {a.slot for a in engine.legal_actions() if isinstance(a, A.PlaySquad)}
    assert slots == {1, 2}
    _played(engine, A.PlaySquad("s17", slot=2))
    assert engine.state.markers[0] == 2


def test_effect_18_steals_one_victory_point() -> None:
    engine = at_spend([S], heroes=DUO, hands={0: ["s18"]}, vp=[0, 2])
    _played(engine, A.PlaySquad("s18", target=1))
    assert engine.state.vp == [1, 1]


def test_effect_19_replaces_your_cockroach_with_the_top_of_the_deck_then_shuffles() -> None:
    engine = at_spend([S], heroes=DUO, hands={0: ["s19"]}, wounds={0: 2})
    s = engine.state
    old, top = s.roaches[0], s.roach_deck[-1]
    events = _played(engine, A.PlaySquad("s19"))
    assert s.roaches[0] == top and old in s.roach_deck and s.wounds[0] == 0
    assert "roach_revealed" in kinds(events)


def test_effect_20_rolls_the_special_die() -> None:
    engine = at_spend([S], heroes=DUO, hands={0: ["s20"]})
    _played(engine, A.PlaySquad("s20"))
    assert engine.state.special >= 0


def test_effect_21_an_opponent_rolls_two_combat_dice_fewer() -> None:
    engine = position(heroes=DUO, hands={1: ["s21"]})
    play(engine, [A.PlaySquad("s21", target=0)])
    pass_until(engine, "spend")
    assert len(engine.state.dice) == 4


def test_effect_22_an_opponent_ignores_the_serums_they_rolled() -> None:
    """Played after the roll, before the target spends them: the serums count for nothing."""
    engine = position(heroes=DUO, hands={0: ["s16"], 1: ["s22"]})
    pass_until(engine, "after_roll")
    set_faces(engine, [V, V])
    play(engine, [A.Pass()])  # seat 0 in after_roll; seat 1 plays on it
    assert engine.observation(0).available["serum"] == 2
    play(engine, [A.PlaySquad("s22", target=0)])
    pass_windows(engine)
    assert "serum" in engine.state.ignored
    assert engine.observation(0).available["serum"] == 0


def test_effect_22_played_before_the_roll_waits_for_it() -> None:
    engine = position(heroes=DUO, hands={1: ["s22"]})
    play(engine, [A.PlaySquad("s22", target=0)])
    pass_until(engine, "spend")
    assert "serum" in engine.state.ignored
    assert engine.observation(0).available["serum"] == 0


def test_effect_23_steals_an_equipment_card() -> None:
    engine = at_spend([S], heroes=DUO, hands={0: ["s23"]}, equipment={1: ["s07"]})
    _played(engine, A.PlaySquad("s23", target=1, item="s07"))
    assert engine.state.equipment == [["s07"], []]
    assert engine.observation(0).available["star"] == 2  # in force at once


def test_effect_24_an_opponent_discards_their_hand_but_not_equipment() -> None:
    engine = at_spend(
        [S], heroes=DUO, hands={0: ["s24"], 1: ["s16", "s18"]}, equipment={1: ["s07"]}
    )
    play(engine, [A.PlaySquad("s24", target=1)])
    play(engine, [A.Pass()])  # seat 1 does not answer
    pass_windows(engine)
    s = engine.state
    assert s.hands[1] == [] and {"s16", "s18"} <= set(s.discard) and s.equipment[1] == ["s07"]


def test_effect_25_an_opponent_discards_their_spoil_counters() -> None:
    engine = at_spend([S], heroes=DUO, hands={0: ["s25"]}, stars=[0, 2], hurts=[0, 3])
    _played(engine, A.PlaySquad("s25", target=1))
    assert engine.state.stars[1] == 0 and engine.state.hurts[1] == 0


def test_effect_26_an_opponent_ignores_the_stars_they_rolled() -> None:
    engine = position(heroes=DUO, hands={1: ["s26"]})
    play(engine, [A.PlaySquad("s26", target=0)])
    pass_until(engine, "spend")
    assert engine.observation(0).available["star"] == 0


def test_effect_27_ignores_all_the_dangers_you_rolled() -> None:
    engine = at_spend([D, D], heroes=DUO, hands={0: ["s27"]})
    _played(engine, A.PlaySquad("s27"))
    assert engine.observation(0).dangers == 0


def test_effect_28_destroys_one_equipment_card_of_each_other_player() -> None:
    engine = at_spend(
        [S],
        players=3,
        heroes=["scout", "vanguard", "chemist"],
        hands={0: ["s28"]},
        equipment={1: ["s07", "s08"], 2: ["s09"]},
    )
    play(engine, [A.PlaySquad("s28")])
    pass_windows(engine)
    assert set(engine.legal_actions()) == {A.Wreck(1, "s07"), A.Wreck(1, "s08")}
    play(engine, [A.Wreck(1, "s08")])  # seat 2 has only one: it goes by itself
    assert engine.state.equipment == [[], ["s07"], []]
    engine.validate()


def test_effect_29_adds_three_injuries() -> None:
    engine = at_spend([S], heroes=DUO, hands={0: ["s29"]})
    _played(engine, A.PlaySquad("s29"))
    assert engine.observation(0).injuries == 3


def test_effect_30_replaces_your_cockroach_with_one_of_your_choice() -> None:
    engine = at_spend([S], heroes=DUO, hands={0: ["s30"]})
    s = engine.state
    deck = sorted(s.roach_deck)
    events = _played(engine, A.PlaySquad("s30"))
    looked = next(e for e in events if e.kind == "deck_looked_at")
    assert looked.secret["cards"] == deck and looked.secret_to == (0,) and looked.reveal
    assert {a.card for a in engine.legal_actions()} == set(deck)
    old = s.roaches[0]
    play(engine, [A.Pick(deck[0])])
    assert s.roaches[0] == deck[0] and old in s.roach_deck
    engine.validate()


def test_effect_31_sets_the_special_die_to_a_chosen_side() -> None:
    engine = at_spend([S], heroes=DUO, hands={0: ["s31"]}, roaches={1: "r49"})
    assert A.RollSpecial() not in engine.legal_actions()
    _played(engine, A.PlaySquad("s31", slot=0))  # not a roll: talent 49 does not stop it
    assert engine.state.special == 0


def test_effect_32_rerolls_any_number_of_your_dice() -> None:
    engine = at_spend([S, S, S], heroes=DUO, hands={0: ["s32"]})
    play(engine, [A.PlaySquad("s32")])
    pass_windows(engine)
    play(engine, [A.Reroll(0), A.Reroll(2)])
    events = play(engine, [A.Pass()])
    rolled = next(e for e in events if e.kind == "dice_rerolled")
    assert rolled.data["dice"] == [0, 2] and rolled.reveal


def test_effect_33_looks_at_three_keeps_one_and_shuffles() -> None:
    engine = at_spend([S], heroes=DUO, hands={0: ["s33"]})
    s = engine.state
    top3 = s.deck[-3:]
    size = len(s.deck)
    play(engine, [A.PlaySquad("s33")])
    pass_windows(engine)
    assert {a.card for a in engine.legal_actions()} == set(top3)
    play(engine, [A.Pick(top3[0])])
    assert top3[0] in s.hands[0] + s.equipment[0] and len(s.deck) == size - 1
    engine.validate()


def test_effect_34_steals_all_the_spoils_of_a_cockroach_just_slain() -> None:
    engine = at_spend(
        [HURT],
        players=3,
        heroes=["vanguard", "chemist", "quartermaster"],
        roaches={0: "r38"},
        wounds={0: 5},
        markers=[0, 0, 2],
        hands={2: ["s34"]},
    )
    play(engine, [A.EndSpending()])
    pass_until(engine, "dying")
    assert A.PlaySquad("s34") in engine.legal_actions()
    play(engine, [A.PlaySquad("s34")])
    pass_windows(engine)
    s = engine.state
    assert s.stars[2] == 1 and s.hurts[2] == 1 and s.stars[1] == s.hurts[1] == 0


def test_effect_35_an_opponent_misses_their_turn() -> None:
    engine = position(heroes=DUO, hands={1: ["s35"]})
    events = play(engine, [A.PlaySquad("s35", target=0)])
    events += pass_windows(engine)
    assert "turn_missed" in kinds(events)
    assert engine.state.turns == 1 and engine.state.current == 1  # on to the next player
    assert engine.state.wounds[0] == 0


def test_squads_played_one_after_another_resolve_in_reverse_order() -> None:
    """004 note: the effects are resolved in the opposite order to that played."""
    engine = at_spend([S], heroes=DUO, hands={0: ["s18", "s17"]}, vp=[0, 1])
    play(engine, [A.PlaySquad("s18", target=1)])
    top = engine.state.flow.top()
    assert isinstance(top, Window) and top.asked() == 0  # seat 1 holds nothing: skipped
    events = play(engine, [A.PlaySquad("s17", slot=1)])  # in answer to its own card
    events += pass_windows(engine)
    order = [e.data["card"] for e in events if e.kind == "squad_resolves"]
    assert order == ["s17", "s18"]
