"""004 "Most Talents can be used only once per turn": the observation marks a once-a-turn
extra symbol (hero talent 04, equipment 08) as used once it was spent, so a table can say so;
before that it is not marked."""

from __future__ import annotations

from roach_helpers import A, V, at_spend, play


def test_effect_04_talent_marked_used_once_its_serum_is_spent() -> None:
    engine = at_spend([V, V], heroes=["chemist", "scout"])
    assert engine.observation(0).available["serum"] == 3
    assert "talent" not in engine.observation(0).used
    play(engine, [A.RollSpecial()])  # three serums: the talent's comes first
    assert "talent" in engine.observation(0).used
    assert "talent" in engine.observation(1).used  # a public mark, seen by every seat


def test_effect_08_equipment_marked_used_once_its_serum_is_spent() -> None:
    engine = at_spend([V, V], heroes=["scout", "vanguard"], equipment={0: ["s08"]})
    assert "s08" not in engine.observation(0).used
    play(engine, [A.RollSpecial()])
    assert "s08" in engine.observation(0).used
    assert "talent" not in engine.observation(0).used  # the scout's talent is not a symbol
