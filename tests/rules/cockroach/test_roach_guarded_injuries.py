"""004, talents 43 and 48 guard every injury of the turn, and "if any Dangers were rolled"
counts every roll of the turn (issue 34, points 1 and 5).

- 48: "You must spend 2 Stars in order to inflict any Injuries on this Cockroach".
- 43: "This Cockroach ignores 1 Injury for each Danger rolled on the Combat Dice".
- 37, 39, 41, 45, 47: "If any Dangers were rolled ..." (a danger re-rolled was rolled).

Seat 0's turn; seat 0 leads the scout unless a test needs another hero.
"""

from __future__ import annotations

from roach_helpers import (
    HURT,
    SS,
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

from game.rules.cockroach.engine import CockroachEngine
from game.rules.core import Rng, Window

DUO = ["scout", "vanguard"]


def _squad_at_turn_end(engine: CockroachEngine, card: str) -> list:
    """The turn player ends spending and plays `card` in the end-of-turn window."""
    play(engine, [A.EndSpending()])
    pass_until(engine, "turn_end")
    top = engine.state.flow.top()
    assert isinstance(top, Window) and top.asked() == 0
    events = play(engine, [A.PlaySquad(card)])
    return events + pass_windows(engine)


def _rig_reroll(engine: CockroachEngine, face: int) -> None:
    """The next die rolled shows `face` (a seed found for it, so the test says what it rolls)."""
    for seed in range(1000):
        if Rng.from_seed(seed).randbelow(6) == face:
            engine.state.rng = Rng.from_seed(seed)
            return
    raise AssertionError("no seed rolls that face")


def _into_deck(engine: CockroachEngine, rid: str) -> None:
    """Cockroach `rid` lies in the cockroach deck (swapped with one set aside at setup)."""
    s = engine.state
    if rid in s.removed:
        i = s.removed.index(rid)
        s.removed[i], s.roach_deck[0] = s.roach_deck[0], rid
    assert rid in s.roach_deck
    engine._legal = None


# --- 48: the toll guards every injury -------------------------------------------------------
def test_effect_48_no_injury_reaches_an_unpaid_cockroach_after_the_injuries_step() -> None:
    """Seat 0 plays 3 injuries at the end of its turn on the cockroach both heroes fight;
    seat 1 answers by swapping that cockroach for the toll one (squad 30, resolved first):
    the 3 injuries then meet the unpaid toll and are lost."""
    engine = at_spend(
        [S], heroes=DUO, roaches={0: "r38"}, hands={0: ["s29"], 1: ["s30"]}, markers=[0, 0]
    )
    _into_deck(engine, "r48")
    play(engine, [A.EndSpending()])
    pass_until(engine, "turn_end")
    play(engine, [A.PlaySquad("s29"), A.PlaySquad("s30")])
    events = pass_windows(engine)
    events += play(engine, [A.Pick("r48")])
    events += pass_windows(engine)
    assert engine.state.roaches[0] == "r48" and engine.state.wounds[0] == 0
    assert "toll_unpaid" in kinds(events) and "injured" not in kinds(events)
    engine.validate()


def test_effect_48_injuries_of_the_turn_are_lost_while_the_toll_is_unpaid() -> None:
    engine = at_spend([HURT], heroes=DUO, roaches={0: "r48"}, hands={0: ["s29"], 1: ["s18"]})
    assert A.PlaySquad("s29") in engine.legal_actions()  # the toll may still be paid
    play(engine, [A.PlaySquad("s29")])
    pass_windows(engine)
    assert engine.observation(0).injuries == 0
    play(engine, [A.EndSpending()])
    events = pass_windows(engine)
    assert engine.state.wounds[0] == 0 and "toll_unpaid" in kinds(events)
    assert A.PlaySquad("s29") not in engine.legal_actions()  # nothing it could change now


def test_effect_48_with_the_toll_paid_a_later_squad_injures_it() -> None:
    engine = at_spend([SS], heroes=DUO, roaches={0: "r48"}, hands={0: ["s29"], 1: ["s18"]})
    play(engine, [A.PayToll()])
    _squad_at_turn_end(engine, "s29")
    assert engine.state.wounds[0] == 3


def test_effect_48_a_hero_out_of_turn_cannot_pay_the_toll_so_deals_no_injury() -> None:
    """Only the turn player spends symbols (004: spending is a step of one's own turn): a
    squad of injuries played out of turn on a toll cockroach would be lost, so it is not
    offered; played anyway (an old decision replayed), it lands nothing."""
    engine = at_spend(
        [S], heroes=DUO, roaches={0: "r38", 1: "r48"}, hands={1: ["s29"]}, markers=[0, 1]
    )
    play(engine, [A.EndSpending()])
    top = engine.state.flow.top()
    assert isinstance(top, Window) and top.asked() == 1
    assert A.PlaySquad("s29") not in engine.legal_actions()


def test_effect_48_the_turn_players_toll_does_not_pay_for_another_hero() -> None:
    """Seat 0 paid the toll of the cockroach both fight; seat 1 did not, so its injuries out
    of turn are lost (the toll is the injurer's)."""
    engine = at_spend([SS], heroes=DUO, roaches={0: "r48"}, hands={1: ["s29"]}, markers=[0, 0])
    play(engine, [A.PayToll(), A.EndSpending()])
    assert A.PlaySquad("s29") not in engine.legal_actions()


def test_effect_05_a_hero_who_ignores_the_talent_injures_an_unpaid_toll_cockroach() -> None:
    engine = at_spend(
        [S],
        heroes=DUO,
        roaches={0: "r48"},
        equipment={0: ["s05"]},
        hands={0: ["s29"], 1: ["s18"]},
    )
    _squad_at_turn_end(engine, "s29")
    assert engine.state.wounds[0] == 3


# --- 43: one injury ignored per danger, over the whole turn ---------------------------------
def test_effect_43_dangers_absorb_a_later_squad_too_but_never_more_than_their_number() -> None:
    """Two dangers: the injuries step's 1 injury is ignored, then 1 of the squad's 3."""
    engine = at_spend([HURT, D, D], heroes=DUO, roaches={0: "r43"}, hands={0: ["s29"], 1: ["s18"]})
    assert engine.observation(0).injuries == 0
    events = _squad_at_turn_end(engine, "s29")
    assert engine.state.wounds[0] == 2
    shrugged = [e.data["amount"] for e in events if e.kind == "injuries_shrugged"]
    assert shrugged == [1]  # the injuries step's one was shrugged off before the window


def test_effect_43_guards_injuries_dealt_out_of_turn_in_a_turn_with_dangers() -> None:
    """Seat 1 fights the cockroach of talent 43 and plays 2 injuries in seat 0's turn, in
    which 1 danger was rolled: one of them is ignored."""
    engine = at_spend([D], heroes=DUO, roaches={0: "r38", 1: "r43"}, hands={1: ["s16"]})
    play(engine, [A.EndSpending()])
    play(engine, [A.PlaySquad("s16")])
    pass_windows(engine)
    assert engine.state.wounds[1] == 1


def test_effect_04_a_technique_that_ignores_the_talent_lets_every_injury_through() -> None:
    engine = at_spend(
        [[*SS, "star"], SS, V, HURT, D, D],
        heroes=["chemist", "scout"],
        roaches={0: "r43"},
        hands={0: ["s29"], 1: ["s18"]},
    )
    play(engine, [A.Technique()])
    _squad_at_turn_end(engine, "s29")
    assert engine.state.wounds[0] == 4


# --- "if any Dangers were rolled": every roll of the turn -----------------------------------
def test_a_danger_re_rolled_away_was_still_rolled() -> None:
    """Talent 47 (one star ignored per danger): the vanguard re-rolls the danger die; the
    danger still counts, and any danger on the new face counts too."""
    engine = at_spend([D, SS, S], heroes=["vanguard", "scout"], roaches={0: "r47"})
    assert engine.observation(0).dangers == 1
    _rig_reroll(engine, 1)  # the new face: the second die's face, two stars
    play(engine, [A.Reroll(0)])
    view = engine.observation(0)
    assert view.dangers == 1
    assert view.available["star"] == 2 + 2 + 1 - 1


def test_a_danger_first_rolled_on_a_re_roll_counts() -> None:
    """Talent 45 (no support cards with a danger): a re-roll that brings a danger closes the
    market for the rest of the turn."""
    engine = at_spend(
        [SS, SS, S, D], heroes=["vanguard", "scout"], roaches={0: "r45"}, display=["s15"]
    )
    engine.state.dice = [0, 1, 2, 2]  # no danger showing; face 3 is the danger
    engine._legal = None
    assert A.Acquire("s15") in engine.legal_actions()
    _rig_reroll(engine, 3)
    play(engine, [A.Reroll(2)])
    assert engine.observation(0).dangers == 1
    assert A.Acquire("s15") not in engine.legal_actions()


def test_effect_41_strikes_once_when_the_first_danger_comes_on_a_re_roll() -> None:
    engine = position(
        heroes=["vanguard", "scout"],
        roaches={0: "r41"},
        equipment={0: ["s07", "s08"]},
        hands={0: ["s32"]},
    )
    pass_until(engine, "spend")
    set_faces(engine, [S, S, V, D])
    engine.state.dice = [0, 1, 2]  # three dice, no danger showing
    engine._legal = None
    _rig_reroll(engine, 3)
    play(engine, [A.Reroll(0)])
    assert set(engine.legal_actions()) == {A.Wreck(0, "s07"), A.Wreck(0, "s08")}
    play(engine, [A.Wreck(0, "s07")])
    # A second danger later in the turn: 41 has struck already.
    _rig_reroll(engine, 3)
    play(engine, [A.PlaySquad("s32")])
    pass_windows(engine)
    play(engine, [A.Reroll(1), A.Pass()])
    assert engine.observation(0).dangers == 2
    assert engine.state.equipment[0] == ["s08"]
    assert not any(isinstance(a, A.Wreck) for a in engine.legal_actions())


def test_effect_48_no_injury_squad_offered_to_an_unpaid_turn_player_after_spending() -> None:
    """Once the spending is over the toll can no longer be paid: 16 and 29 would change
    nothing, so they are not offered (DECISIONS.md, squads 16, 29)."""
    engine = at_spend([S], heroes=DUO, roaches={0: "r48"}, hands={0: ["s29"], 1: ["s18"]})
    assert A.PlaySquad("s29") in engine.legal_actions()  # the toll may still be paid
    play(engine, [A.EndSpending()])
    top = engine.state.flow.top()
    assert isinstance(top, Window) and top.moment == "before_injuries" and top.asked() == 0
    assert A.PlaySquad("s29") not in engine.legal_actions()
