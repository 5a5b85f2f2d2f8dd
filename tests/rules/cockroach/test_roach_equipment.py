"""Effects 05-14 of 004: equipment, in force from the moment it is acquired until destroyed.
Seat 0 leads the scout (no talent that touches dice) unless a test says otherwise."""

from __future__ import annotations

from roach_helpers import HURT, SS, A, D, S, V, at_spend, pass_until, play

SCOUT = ["scout", "vanguard"]


def test_effect_05_equipment_ignores_the_talent_of_your_cockroach() -> None:
    bare = at_spend([SS, ["star", "danger"]], heroes=SCOUT, roaches={0: "r47"})
    assert bare.observation(0).available["star"] == 2
    engine = at_spend(
        [SS, ["star", "danger"]], heroes=SCOUT, roaches={0: "r47"}, equipment={0: ["s05"]}
    )
    assert engine.observation(0).available["star"] == 3


def test_effect_06_equipment_adds_one_injury_once_a_turn() -> None:
    engine = at_spend([S], heroes=SCOUT, equipment={0: ["s06"]})
    assert engine.observation(0).injuries == 1


def test_effect_07_equipment_adds_one_star_once_a_turn() -> None:
    engine = at_spend([V], heroes=SCOUT, equipment={0: ["s07"]})
    assert engine.observation(0).available["star"] == 1


def test_effect_08_equipment_adds_one_serum_once_a_turn() -> None:
    engine = at_spend([S], heroes=SCOUT, equipment={0: ["s08"]})
    assert engine.observation(0).available["serum"] == 1


def test_effect_09_equipment_rerolls_one_die_once_a_turn() -> None:
    engine = at_spend([S, HURT], heroes=SCOUT, equipment={0: ["s09"]})
    assert {A.Reroll(0), A.Reroll(1)} <= set(engine.legal_actions())
    play(engine, [A.Reroll(1)])
    assert not any(isinstance(a, A.Reroll) for a in engine.legal_actions())


def test_effect_10_equipment_exchanges_a_star_and_an_injury_once_a_turn() -> None:
    engine = at_spend([S, HURT], heroes=SCOUT, equipment={0: ["s10"]})
    assert {A.Exchange("injury"), A.Exchange("star")} <= set(engine.legal_actions())
    play(engine, [A.Exchange("injury")])
    obs = engine.observation(0)
    assert obs.injuries == 2 and obs.available["star"] == 0
    assert not any(isinstance(a, A.Exchange) for a in engine.legal_actions())
    other = at_spend([S, HURT], heroes=SCOUT, equipment={0: ["s10"]})
    play(other, [A.Exchange("star")])
    assert other.observation(0).available["star"] == 2 and other.observation(0).injuries == 0


def test_effect_11_equipment_ignores_one_danger_once_a_turn() -> None:
    engine = at_spend([D, D], heroes=SCOUT, equipment={0: ["s11"]})
    assert engine.observation(0).dangers == 1


def test_effect_12_equipment_may_move_the_hero_at_the_end_of_the_turn() -> None:
    engine = at_spend([S], heroes=SCOUT, equipment={0: ["s12"]})
    play(engine, [A.EndSpending()])
    pass_until(engine, "opt_move")
    assert set(engine.legal_actions()) == {A.Pass(), A.Marker(1)}
    play(engine, [A.Marker(1)])
    assert engine.state.markers[0] == 1


def test_effect_13_equipment_takes_one_star_off_a_card_once_a_turn() -> None:
    engine = at_spend([S, S], heroes=SCOUT, equipment={0: ["s13"]}, display=["s15", "s17", "s25"])
    assert engine.c.card["s15"].cost.stars == 2
    assert A.Acquire("s15") in engine.legal_actions()
    play(engine, [A.Acquire("s15")])
    assert engine.observation(0).available["star"] == 1  # paid one star only
    play(engine, [A.Acquire("s17")])  # 1 star, full price now
    assert engine.observation(0).available["star"] == 0


def test_effect_14_equipment_takes_one_star_off_the_technique_once_a_turn() -> None:
    stars = at_spend().c.hero["vanguard"].technique_cost.stars
    engine = at_spend([S] * (2 * stars - 1), heroes=["vanguard", "scout"], equipment={0: ["s14"]})
    play(engine, [A.Technique()])  # one star less
    assert engine.observation(0).available["star"] == stars
    assert engine.observation(0).injuries == 1
    assert A.Technique() in engine.legal_actions()  # full price the second time: just enough
    play(engine, [A.Technique()])
    assert engine.observation(0).available["star"] == 0
