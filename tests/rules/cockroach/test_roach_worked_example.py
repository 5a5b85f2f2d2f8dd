"""004's worked example, played out: Nicholas (hero 4) fights a cockroach with 4 health left
whose talent ignores 1 injury per danger; he rolls 5 stars, 2 serums, 2 injuries, 2 dangers;
buys a card for 2 stars, cancels the talent with his technique (3 stars + 1 serum), plays a
squad for 3 more injuries; Cyril moves onto the cockroach with a squad before the injuries
are inflicted; the cockroach dies: Nicholas takes 3 VP, Cyril gets all the spoils (2 injury
counters and 1 VP); the cockroach is replaced, Nicholas moves, then Cyril."""

from __future__ import annotations

from roach_helpers import A, at_spend, kinds, play

from game.rules.core import Window

NICHOLAS, CYRIL = 0, 1


def _example():
    engine = at_spend(
        faces=[
            ["star", "star"],
            ["star", "star"],
            ["star", "danger"],
            ["serum", "injury"],
            ["serum", "injury"],
            ["danger"],
        ],
        heroes=["chemist", "scout"],
        roaches={0: "r43", 1: "r40"},
        wounds={0: 3},
        hands={NICHOLAS: ["s29"], CYRIL: ["s17"]},
        display=["s24", "s07", "s09"],
    )
    return engine


def test_the_worked_example_of_004() -> None:
    engine = _example()
    s = engine.state
    assert engine.c.roach["r43"].health - s.wounds[0] == 4
    assert engine.c.roach["r43"].talent.number == 43
    # 5 stars, 2 serums (+1 from hero 4's talent), 2 injuries, 2 dangers
    obs = engine.observation(NICHOLAS)
    assert obs.available["star"] == 5 and obs.available["serum"] == 3
    assert obs.dangers == 2
    assert obs.injuries == 0  # the talent shrugs off 2 injuries for the 2 dangers
    play(engine, [A.Acquire("s24")])  # a squad for 2 stars, into his hand
    assert "s24" in s.hands[NICHOLAS] and len(s.display) == 3
    play(engine, [A.Technique()])  # 3 stars + 1 serum: the talent is ignored
    assert engine.observation(NICHOLAS).injuries == 2
    assert engine.observation(NICHOLAS).available["star"] == 0
    play(engine, [A.PlaySquad("s29")])  # 3 more injuries, once it resolves
    answer = s.flow.top()
    assert isinstance(answer, Window) and answer.asked() == CYRIL
    play(engine, [A.Pass(), A.Pass()])  # nobody answers: the squad resolves
    assert engine.observation(NICHOLAS).injuries == 5
    play(engine, [A.EndSpending()])
    window = s.flow.top()
    assert isinstance(window, Window) and window.moment == "before_injuries"
    play(engine, [A.Pass()])  # Nicholas
    play(engine, [A.PlaySquad("s17", slot=0)])  # Cyril joins the doomed cockroach
    # Cyril's hand is empty now: the answer window asks only Nicholas; then Cyril moves
    play(engine, [A.Pass()])
    assert s.markers[CYRIL] == 0
    events = play(engine, [A.Pass()])  # Nicholas passes again: the window closes
    assert "roach_dying" in kinds(events)
    events += play(engine, [A.Pass()])  # the dying window (only Nicholas holds a card)
    assert "roach_slain" in kinds(events)
    assert s.vp == [3, 1]
    assert s.hurts[CYRIL] == 2 and s.hurts[NICHOLAS] == 0
    assert s.slain[NICHOLAS] == ["r43"]
    assert "r43" in s.gone and s.roaches[0] != "r43"
    # Nicholas moves first, then Cyril
    assert engine.decider() == NICHOLAS
    play(engine, [A.Marker(1)])
    assert engine.decider() == CYRIL
    play(engine, [A.Marker(0)])
    assert s.markers == [1, 0]
    engine.validate()
    # his unused serums are lost at the end of the turn
    top = s.flow.top()
    assert isinstance(top, Window) and top.moment == "turn_end"
    play(engine, [A.Pass()])
    assert s.current == CYRIL and s.gained == {} and s.dice == []
