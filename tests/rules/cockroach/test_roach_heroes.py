"""Effects 01-04 of 004: each hero's technique (first line, any number of times a turn at its
cost) and talent (second line, free, most once a turn)."""

from __future__ import annotations

from roach_helpers import HURT, SS, A, D, S, V, at_spend, kinds, pass_windows, play


def test_effect_01_technique_adds_one_injury_each_time_it_is_paid() -> None:
    cost = at_spend().c.hero["vanguard"].technique_cost
    engine = at_spend(
        [S] * (2 * cost.stars) + [V] * (2 * cost.serums), heroes=["vanguard", "scout"]
    )
    assert engine.observation(0).injuries == 0
    play(engine, [A.Technique()])
    assert engine.observation(0).injuries == 1
    play(engine, [A.Technique()])  # any number of times a turn, paying each time
    assert engine.observation(0).injuries == 2
    assert A.Technique() not in engine.legal_actions()  # nothing left to pay with


def test_effect_01_talent_rerolls_one_die_once_a_turn() -> None:
    engine = at_spend([HURT, S], heroes=["vanguard", "scout"])
    assert A.Reroll(0) in engine.legal_actions() and A.Reroll(1) in engine.legal_actions()
    events = play(engine, [A.Reroll(0)])
    assert "dice_rerolled" in kinds(events) and events[0].reveal
    assert not any(isinstance(a, A.Reroll) for a in engine.legal_actions())


def test_effect_02_technique_draws_the_top_support_card() -> None:
    engine = at_spend([SS, V], heroes=["quartermaster", "scout"])
    s = engine.state
    top = s.deck[-1]
    play(engine, [A.Technique()])
    assert top in s.hands[0] + s.equipment[0] and top not in s.deck
    engine.validate()


def test_effect_02_talent_ignores_one_danger_once_a_turn() -> None:
    engine = at_spend([D, D], heroes=["quartermaster", "scout"])
    assert engine.observation(0).dangers == 1
    other = at_spend([D, D], heroes=["vanguard", "scout"])
    assert other.observation(0).dangers == 2


def test_effect_03_technique_sends_another_hero_off_your_cockroach() -> None:
    engine = at_spend([S, V], players=3, heroes=["scout", "vanguard", "chemist"], markers=[0, 0, 2])
    plays = [a for a in engine.legal_actions() if isinstance(a, A.Technique)]
    assert plays == [A.Technique(target=1, slot=1), A.Technique(target=1, slot=2)]
    play(engine, [A.Technique(target=1, slot=2)])
    assert engine.state.markers == [0, 2, 2]


def test_effect_03_talent_gives_one_part_of_the_spoils_even_from_afar() -> None:
    """Seat 0 slays its cockroach alone: nobody else would get spoils, but hero 3 (seat 1,
    elsewhere) gets exactly one part, the one the killer chooses; the other part is lost."""
    engine = at_spend(
        [HURT], heroes=["vanguard", "scout"], roaches={0: "r38", 1: "r40"}, wounds={0: 5}
    )
    assert [p.kind for p in engine.c.roach["r38"].spoils] == ["star", "injury"]
    play(engine, [A.EndSpending()])
    pass_windows(engine)
    assert engine.decider() == 0  # the killer chooses which part
    assert set(engine.legal_actions()) == {A.GiveSpoil(1, 0), A.GiveSpoil(1, 1)}
    assert engine.describe(A.GiveSpoil(1, 1)) == "Give 1 injury of the spoils to player 2"
    events = play(engine, [A.GiveSpoil(1, 1)])
    s = engine.state
    assert s.slain[0] == ["r38"]
    assert (s.stars[1], s.hurts[1]) == (0, 1)  # one part, the injury the killer chose
    assert s.stars[0] == s.hurts[0] == 0  # never to the killer
    assert [e.data["reason"] for e in events if e.kind == "spoils_lost"] == ["rest"]
    engine.validate()


def test_effect_04_technique_ignores_the_talent_of_your_cockroach() -> None:
    engine = at_spend(
        [SS, S, ["star", "danger"], V], heroes=["chemist", "scout"], roaches={0: "r47"}
    )
    assert engine.observation(0).available["star"] == 3  # talent 47: one star lost per danger
    play(engine, [A.Technique()])  # 3 stars + 1 serum
    assert engine.state.talent_off == ["r47"]
    assert engine.observation(0).available["star"] == 1  # the star it took is back


def test_effect_04_talent_gives_one_more_serum() -> None:
    engine = at_spend([V], heroes=["chemist", "scout"])
    assert engine.observation(0).available["serum"] == 2
    other = at_spend([V], heroes=["vanguard", "scout"])
    assert other.observation(0).available["serum"] == 1
