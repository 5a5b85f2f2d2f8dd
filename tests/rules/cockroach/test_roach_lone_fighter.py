"""004, talent 44: "Only 1 Hero at a time can fight this Cockroach", when a cockroach that
several heroes share is replaced by one with that talent (squads 19 and 30; issue 34,
point 2). DECISIONS.md: the hero who played the squad stays; the others move off, each
choosing a cockroach that will take them, in turn order from that hero's left."""

from __future__ import annotations

from roach_helpers import A, S, at_spend, kinds, pass_windows, play

from game.rules.cockroach.engine import CockroachEngine

TRIO = ["vanguard", "quartermaster", "scout"]


def _deck_top(engine: CockroachEngine, rid: str) -> None:
    """Cockroach `rid` lies on top of the cockroach deck."""
    s = engine.state
    pile = s.removed if rid in s.removed else s.roach_deck
    pile.remove(rid)
    if pile is s.removed:
        pile.append(s.roach_deck.pop(0))
    s.roach_deck.append(rid)
    engine._legal = None
    engine.validate()


def _lone_titan_lands_on_three(card: str) -> tuple[CockroachEngine, list]:
    engine = at_spend(
        [S], players=3, heroes=TRIO, roaches={0: "r38"}, markers=[0, 0, 0], hands={0: [card]}
    )
    _deck_top(engine, "r44")
    events = play(engine, [A.PlaySquad(card)])
    events += pass_windows(engine)
    if card == "s30":
        events += play(engine, [A.Pick("r44")])
    return engine, events


def test_effect_44_after_squad_19_only_the_hero_who_played_it_stays() -> None:
    engine, events = _lone_titan_lands_on_three("s19")
    s = engine.state
    assert s.roaches[0] == "r44"
    assert [e.data["player"] for e in events if e.kind == "displaced"] == [1, 2]
    # Seat 1 chooses first, among the cockroaches that will take it.
    assert engine.decider() == 1
    assert set(engine.legal_actions()) == {A.Marker(1), A.Marker(2)}
    play(engine, [A.Marker(2)])
    assert engine.decider() == 2
    assert set(engine.legal_actions()) == {A.Marker(1), A.Marker(2)}
    play(engine, [A.Marker(1)])
    assert s.markers == [0, 2, 1]
    assert engine.decider() == 0  # back to the turn player's spending
    engine.validate()


def test_effect_44_after_squad_30_only_the_hero_who_played_it_stays() -> None:
    engine, events = _lone_titan_lands_on_three("s30")
    assert engine.state.roaches[0] == "r44"
    assert "displaced" in kinds(events)
    play(engine, [A.Marker(1), A.Marker(1)])
    assert engine.state.markers == [0, 1, 1]
    assert [m for m in engine.state.markers if m == 0] == [0]


def test_a_replacing_cockroach_without_talent_44_keeps_every_hero() -> None:
    engine = at_spend(
        [S], players=3, heroes=TRIO, roaches={0: "r38"}, markers=[0, 0, 0], hands={0: ["s19"]}
    )
    _deck_top(engine, "r45")
    events = play(engine, [A.PlaySquad("s19")])
    events += pass_windows(engine)
    assert engine.state.markers == [0, 0, 0] and "displaced" not in kinds(events)
