"""Dig Mars, "Upgrade" (rule text seed 003)."""

from __future__ import annotations

import pytest
from digmars_helpers import A, position

from game.rules.core import IllegalAction
from game.rules.digmars.actions import CARRY, DIG, FLEET


def _upgrades(engine) -> set[int]:
    return {a.equipment for a in engine.legal_actions() if isinstance(a, A.Upgrade)}


@pytest.mark.parametrize("equipment", [DIG, CARRY, FLEET])
@pytest.mark.parametrize(("level", "cost"), [(1, 1), (2, 2), (3, 3)])
def test_upgrade_costs_one_two_three_fortune(equipment: int, level: int, cost: int) -> None:
    """Level 1 to 2 costs 1 fortune point, 2 to 3 costs 2, 3 to 4 costs 3; the marker moves
    up one level (seed 003, "Upgrade")."""
    levels = [[1, 1, 1], [1, 1, 1]]
    levels[0][equipment] = level
    stations = [[5] * levels[0][FLEET], [15]]
    engine = position(2, stations=stations, levels=levels, fortune=[cost, 0])
    bank = engine.state.bank
    engine.apply(A.Upgrade(equipment))
    if equipment == FLEET:
        engine.apply(A.PlaceStation(0))
    s = engine.state
    assert s.levels[0][equipment] == level + 1
    assert s.fortune[0] == 0
    assert s.bank == bank + cost  # paid into the change box
    assert s.actions_left == 2
    engine.validate()


def test_upgrade_rule_text_example_change_is_given_back() -> None:
    """Blue upgrades digging from 2 to 3 for 2 fortune, paying with a tile worth 3 and taking
    1 back as change (seed 003, "Upgrade")."""
    engine = position(2, stations=[[5], [15]], levels=[[2, 1, 1], [1, 1, 1]], fortune=[3, 0])
    engine.apply(A.Upgrade(DIG))
    assert engine.state.levels[0] == [3, 1, 1]
    assert engine.state.fortune[0] == 1


def test_upgrade_not_beyond_level_four() -> None:
    """Levels run 1 to 4: there is no upgrade from level 4 (seed 003, "Upgrade")."""
    engine = position(2, stations=[[5], [15]], levels=[[4, 3, 1], [1, 1, 1]], fortune=[9, 0])
    assert _upgrades(engine) == {CARRY, FLEET}
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.Upgrade(DIG))
    assert err.value.sentence == "Your digging is already at level 4."


def test_upgrade_must_be_paid_in_full() -> None:
    """An upgrade is paid with fortune points: without enough there is none (seed 003,
    "Upgrade")."""
    engine = position(2, stations=[[5], [15]], levels=[[2, 3, 1], [1, 1, 1]], fortune=[1, 0])
    assert _upgrades(engine) == {FLEET}
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.Upgrade(DIG))
    assert err.value.sentence == "Upgrading to level 3 costs 2 fortune; you have 1."
    assert engine.state.levels[0] == [2, 3, 1]


def test_fleet_upgrade_places_a_new_station_at_once() -> None:
    """Each expedition fleet upgrade gives one more station, which the player must place on
    the grid immediately (seed 003, "Upgrade"): nothing else can be done first."""
    engine = position(2, stations=[[5], [15]], fortune=[1, 0])
    engine.apply(A.Upgrade(FLEET))
    assert engine.state.phase == "fleet"
    assert engine.decider() == 0
    assert engine.legal_actions() == [A.PlaceStation(q) for q in range(16)]
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.Move(5, 6))
    assert err.value.sentence == "First place your new station on the grid."
    engine.apply(A.PlaceStation(10))
    assert engine.state.stations[0] == [5, 10]
    assert engine.state.phase == "turn"
    assert engine.state.actions_left == 2  # placing the station was part of the upgrade
    engine.validate()


def test_fleet_station_may_go_on_an_empty_space() -> None:
    """The new station goes on any stack, even an empty one (seed 003, "Upgrade")."""
    engine = position(2, stations=[[5], [15]], fortune=[1, 0], empty=[0])
    engine.apply(A.Upgrade(FLEET))
    assert A.PlaceStation(0) in engine.legal_actions()
    engine.apply(A.PlaceStation(0))
    assert engine.state.stations[0] == [5, 0]


def test_fleet_upgrade_as_third_action_still_places_then_ends_the_turn() -> None:
    """The station comes with the upgrade even when it is the last action of the turn
    (seed 003, "Upgrade", "Playing the game")."""
    engine = position(2, stations=[[5], [15]], fortune=[1, 0], actions_left=1)
    engine.apply(A.Upgrade(FLEET))
    assert engine.decider() == 0 and engine.state.phase == "fleet"
    engine.apply(A.PlaceStation(3))
    assert engine.state.stations[0] == [5, 3]
    assert engine.state.current == 1
