"""Effects 36-50 of 004: cockroach talents. A talent acts in the turn of a player whose marker
is on the cockroach (49 and 50 while the cockroach is in play). Seat 0's turn; seat 0 leads
the scout (no talent of its own that touches dice)."""

from __future__ import annotations

from roach_helpers import (
    HURT,
    SS,
    A,
    D,
    S,
    V,
    at_spend,
    pass_until,
    pass_windows,
    play,
    position,
    set_faces,
)

DUO = ["scout", "vanguard"]


def _end_turn(engine) -> None:
    play(engine, [A.EndSpending()])
    pass_windows(engine)


def test_effect_36_the_cockroach_sheds_its_injuries_at_the_end_of_the_turn() -> None:
    engine = at_spend([HURT], heroes=DUO, roaches={0: "r36"}, wounds={0: 1}, hands={1: ["s18"]})
    play(engine, [A.EndSpending()])
    pass_until(engine, "turn_end")
    assert engine.state.wounds[0] == 2
    pass_windows(engine)
    assert engine.state.wounds[0] == 0
    engine.validate()


def test_effect_37_with_a_danger_the_rolled_serums_count_for_nothing() -> None:
    engine = at_spend([V, V, S], heroes=DUO, roaches={0: "r37"})
    assert engine.observation(0).available["serum"] == 2
    engine = at_spend([V, V, D], heroes=DUO, roaches={0: "r37"})
    assert engine.observation(0).available["serum"] == 0


def test_effect_38_roll_one_combat_die_fewer() -> None:
    engine = position(heroes=DUO, roaches={0: "r38"})
    pass_until(engine, "spend")
    assert len(engine.state.dice) == 5


def test_effect_39_with_a_danger_no_special_die() -> None:
    engine = at_spend([V, V, V], heroes=DUO, roaches={0: "r39"})
    assert A.RollSpecial() in engine.legal_actions()
    engine = at_spend([V, V, V, D], heroes=DUO, roaches={0: "r39"})
    assert A.RollSpecial() not in engine.legal_actions()


def test_effect_40_the_hero_must_leave_at_the_end_of_the_turn() -> None:
    engine = at_spend([S], players=3, heroes=["scout", "vanguard", "chemist"], roaches={0: "r40"})
    play(engine, [A.EndSpending()])
    pass_until(engine, "leave")
    assert set(engine.legal_actions()) == {A.Marker(1), A.Marker(2)}  # no staying
    play(engine, [A.Marker(2)])
    assert engine.state.markers[0] == 2


def test_effect_41_with_a_danger_destroy_one_of_your_equipment_cards() -> None:
    engine = position(
        heroes=DUO, roaches={0: "r41"}, equipment={0: ["s07", "s08"]}, hands={1: ["s18"]}
    )
    pass_until(engine, "after_roll")  # seat 1 holds a card, so the window waits for it
    set_faces(engine, [D, S])
    play(engine, [A.Pass()])
    assert set(engine.legal_actions()) == {A.Wreck(0, "s07"), A.Wreck(0, "s08")}
    play(engine, [A.Wreck(0, "s07")])
    assert engine.state.equipment[0] == ["s08"] and "s07" in engine.state.discard


def test_effect_41_without_a_danger_nothing_is_destroyed() -> None:
    engine = position(heroes=DUO, roaches={0: "r41"}, equipment={0: ["s07"]}, hands={1: ["s18"]})
    pass_until(engine, "after_roll")
    set_faces(engine, [S])
    play(engine, [A.Pass()])
    assert engine.state.equipment[0] == ["s07"]


def test_effect_42_the_spoil_counters_are_lost_at_the_end_of_the_turn() -> None:
    engine = at_spend([S], heroes=DUO, roaches={0: "r42"}, stars=[2, 1], hurts=[3, 0])
    _end_turn(engine)
    assert engine.state.stars == [0, 1] and engine.state.hurts == [0, 0]
    engine.validate()


def test_effect_43_one_injury_shrugged_off_per_danger() -> None:
    engine = at_spend([HURT, HURT, HURT, D], heroes=DUO, roaches={0: "r43"})
    assert engine.observation(0).injuries == 2


def test_effect_44_only_one_hero_at_a_time() -> None:
    engine = at_spend(
        [S],
        players=3,
        heroes=["scout", "vanguard", "chemist"],
        roaches={1: "r44"},
        hands={0: ["s17"]},
    )
    slots = {a.slot for a in engine.legal_actions() if hasattr(a, "slot") and a.kind == "squad"}
    assert slots == {2}  # slot 1 holds a lone fighter with a hero on it
    engine.state.markers[1] = 2
    engine._legal = None
    slots = {a.slot for a in engine.legal_actions() if hasattr(a, "slot") and a.kind == "squad"}
    assert slots == {1, 2}


def test_effect_45_with_a_danger_no_support_cards_this_turn() -> None:
    engine = at_spend([SS, SS], heroes=DUO, roaches={0: "r45"}, display=["s15", "s17", "s25"])
    assert A.Acquire("s15") in engine.legal_actions()
    engine = at_spend([SS, SS, D], heroes=DUO, roaches={0: "r45"}, display=["s15", "s17", "s25"])
    assert not any(isinstance(a, A.Acquire) for a in engine.legal_actions())


def test_effect_46_bring_another_hero_onto_your_cockroach_at_the_end_of_your_turn() -> None:
    engine = at_spend([S], players=3, heroes=["scout", "vanguard", "chemist"], roaches={0: "r46"})
    play(engine, [A.EndSpending()])
    pass_until(engine, "pull")
    assert set(engine.legal_actions()) == {A.Pull(1), A.Pull(2)}
    play(engine, [A.Pull(2)])
    assert engine.state.markers == [0, 1, 0]


def test_effect_47_one_star_lost_per_danger() -> None:
    engine = at_spend([SS, SS, D], heroes=DUO, roaches={0: "r47"})
    assert engine.observation(0).available["star"] == 3


def test_effect_48_two_stars_before_any_injury() -> None:
    engine = at_spend([SS, HURT, HURT], heroes=DUO, roaches={0: "r48"})
    assert engine.observation(0).injuries == 0
    play(engine, [A.PayToll()])
    assert engine.observation(0).injuries == 2
    assert engine.observation(0).available["star"] == 0
    unpaid = at_spend([SS, HURT, HURT], heroes=DUO, roaches={0: "r48"})
    _end_turn(unpaid)
    assert unpaid.state.wounds[0] == 0


def test_effect_49_nobody_rolls_the_special_die_while_it_is_in_play() -> None:
    engine = at_spend([V, V, V], heroes=DUO, roaches={1: "r49"})  # fought by the other hero
    assert A.RollSpecial() not in engine.legal_actions()


def test_effect_50_no_hero_gains_spoils_while_it_is_in_play() -> None:
    engine = at_spend(
        [HURT], heroes=DUO, roaches={0: "r38", 1: "r50"}, wounds={0: 5}, markers=[0, 0]
    )
    _end_turn(engine)
    s = engine.state
    assert s.slain[0] == ["r38"] and s.stars == [0, 0] and s.hurts == [0, 0]


def test_effect_40_equipment_12_never_brings_the_hero_back_onto_it() -> None:
    """004, 40: "you must move your Hero Marker on this Cockroach to another Cockroach";
    equipment 12's move at the end of the turn comes after, and may not undo it."""
    engine = at_spend(
        [S],
        players=3,
        heroes=["scout", "vanguard", "chemist"],
        roaches={0: "r40"},
        equipment={0: ["s12"]},
    )
    play(engine, [A.EndSpending()])
    pass_until(engine, "leave")
    play(engine, [A.Marker(1)])
    pass_until(engine, "opt_move")
    assert set(engine.legal_actions()) == {A.Pass(), A.Marker(2)}
    play(engine, [A.Marker(2)])
    assert engine.state.markers[0] == 2


def test_effect_40_a_hero_with_nowhere_to_go_stays_and_the_turn_goes_on() -> None:
    """DECISIONS.md: when talent 44 bars the only other cockroach (two players, the other
    hero on a lone fighter), the hero cannot leave and stays; the game goes on."""
    engine = at_spend([S], heroes=DUO, roaches={0: "r40", 1: "r44"})
    play(engine, [A.EndSpending()])
    pass_windows(engine)
    assert engine.state.markers == [0, 1]
    assert engine.state.current == 1


def _rig_reroll(engine, face: int) -> None:
    """The next die rolled shows `face`."""
    from game.rules.core import Rng

    seed = next(k for k in range(1000) if Rng.from_seed(k).randbelow(6) == face)
    engine.state.rng = Rng.from_seed(seed)


def test_effect_41_strikes_once_when_the_roll_window_brings_the_danger() -> None:
    """004, 41 "you must destroy 1 of your Equipment cards": once a turn, also when the first
    danger comes from a re-roll made in the after-roll window (squad 32)."""
    engine = position(
        heroes=DUO, roaches={0: "r41"}, hands={0: ["s32"]}, equipment={0: ["s07", "s08"]}
    )
    pass_until(engine, "after_roll")
    set_faces(engine, [S, S, ["star", "danger"]])
    engine.state.dice = [0, 1]  # no danger showing
    engine._legal = None
    play(engine, [A.PlaySquad("s32")])
    pass_windows(engine)
    _rig_reroll(engine, 2)
    play(engine, [A.Reroll(0), A.Pass()])
    assert set(engine.legal_actions()) == {A.Wreck(0, "s07"), A.Wreck(0, "s08")}
    play(engine, [A.Wreck(0, "s07")])
    pass_until(engine, "spend")
    assert engine.state.equipment[0] == ["s08"]


def test_effect_41_strikes_when_the_hero_comes_to_it_after_a_danger() -> None:
    """The talent acts in the turn of the player whose marker is on the cockroach: moving onto
    it (squad 17) with a danger already rolled, the hero loses an equipment card then."""
    engine = at_spend(
        [["star", "danger"], S],
        heroes=DUO,
        roaches={0: "r39", 1: "r41"},
        hands={0: ["s17"]},
        equipment={0: ["s07", "s08"]},
    )
    play(engine, [A.PlaySquad("s17", slot=1)])
    pass_windows(engine)
    assert engine.state.markers[0] == 1
    assert set(engine.legal_actions()) == {A.Wreck(0, "s07"), A.Wreck(0, "s08")}


def test_effect_12_never_takes_a_hero_onto_a_cockroach_of_40_at_the_end_of_a_turn() -> None:
    """40 sends a hero away at the end of the turn, before 12's move: a move onto it by 12
    would end the turn on it."""
    engine = at_spend(
        [S],
        players=3,
        heroes=["scout", "vanguard", "chemist"],
        roaches={0: "r39", 1: "r40"},
        equipment={0: ["s12"]},
    )
    play(engine, [A.EndSpending()])
    pass_until(engine, "opt_move")
    assert set(engine.legal_actions()) == {A.Pass(), A.Marker(2)}
