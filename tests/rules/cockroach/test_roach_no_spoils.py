"""004, talent 50: "As long as this Cockroach remains in the game, no Hero can gain any
Spoils" (issue 34, point 3). An ignore switch (equipment 05, technique 04) silences only the
talent of the cockroach that seat fights, for that seat: the one exemption is a hero who fights
the cockroach of talent 50 and ignores its talent (DECISIONS.md, "Cockroach talents")."""

from __future__ import annotations

from roach_helpers import HURT, A, S, at_spend, kinds, pass_windows, play

from game.rules.cockroach.engine import CockroachEngine

TRIO = ["vanguard", "quartermaster", "scout"]


def _beside_the_queen(faces: list, **kwargs) -> CockroachEngine:
    """Three heroes; the cockroach of talent 50 in place 0, a cockroach one injury from death
    (health 6) in place 1; seat 0 spending."""
    return at_spend(
        faces, players=3, heroes=TRIO, roaches={0: "r50", 1: "r38"}, wounds={1: 5}, **kwargs
    )


def test_effect_50_a_turn_player_who_ignores_it_does_not_free_the_others_spoils() -> None:
    """Seat 0 fights the cockroach of talent 50 and ignores it (equipment 05). Seat 1 slays
    another cockroach out of turn; seat 2, who fought it too, gains nothing."""
    engine = _beside_the_queen(
        [S],
        markers=[0, 1, 1],
        equipment={0: ["s05"]},
        hands={1: ["s16"]},
    )
    events = play(engine, [A.EndSpending(), A.PlaySquad("s16")])
    events += pass_windows(engine)
    s = engine.state
    assert s.slain[1] == ["r38"]
    assert s.stars == [0, 0, 0] and s.hurts == [0, 0, 0]
    lost = [e.data for e in events if e.kind == "spoils_lost"]
    assert lost == [{"roach": "r38", "reason": "no_spoils"}]


def test_effect_50_a_hero_who_fights_it_and_ignores_it_gains_spoils_the_exemption() -> None:
    """Seat 2 leads the scout (talent 03: a part of any spoils, even from afar), fights the
    cockroach of talent 50 and ignores its talent (equipment 05): it gets its part."""
    engine = _beside_the_queen(
        [HURT],
        markers=[1, 2, 0],
        equipment={2: ["s05"]},
    )
    events = play(engine, [A.EndSpending()])
    events += pass_windows(engine)
    events += play(engine, [A.GiveSpoil(2, 0)])  # the killer chooses the part: the star
    assert engine.state.slain[0] == ["r38"]
    gained = [e.data for e in events if e.kind == "spoil_gained"]
    assert [g["player"] for g in gained] == [2]


def test_effect_50_without_an_ignore_the_far_share_is_forbidden_too() -> None:
    engine = _beside_the_queen(
        [HURT],
        markers=[1, 2, 0],
    )
    events = play(engine, [A.EndSpending()])
    events += pass_windows(engine)
    assert "spoil_gained" not in kinds(events)
    assert engine.state.stars == [0, 0, 0] and engine.state.hurts == [0, 0, 0]


def test_effect_34_a_thief_cannot_steal_spoils_while_talent_50_holds() -> None:
    engine = _beside_the_queen(
        [HURT],
        markers=[1, 0, 2],
        hands={1: ["s34"]},
    )
    play(engine, [A.EndSpending()])
    while not any(isinstance(a, A.PlaySquad) for a in engine.legal_actions()):
        if engine.state.slain[0]:
            break
        play(engine, [A.Pass()])
    assert A.PlaySquad("s34") not in engine.legal_actions()
