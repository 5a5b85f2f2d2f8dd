"""Dig Mars, "Cooperation" and "Splitting" (rule text seed 003)."""

from __future__ import annotations

from digmars_helpers import A, T, position

from game.rules.digmars.actions import CARRY, DIG

DIG3 = T(dig=3, carry=1, fortune=4)  # ground of digging difficulty 3
FIVE_CARRY4 = T(dig=2, carry=4, fortune=5)  # a treasure worth 5 needing carrying 4


def _can(engine, action) -> bool:
    return action in engine.legal_actions()


def test_cooperation_rule_text_dig_example() -> None:
    """Every additional station on the tile adds one level to your digging (seed 003,
    "Cooperation"): red (digging 1, +1 for blue) cannot dig difficulty 3; blue (digging 2,
    +1 for red) can."""
    red, blue = 0, 1
    levels = [[1, 1, 1], [2, 1, 1]]
    on_red_turn = position(2, stations=[[5], [5]], tops={5: DIG3}, levels=levels, current=red)
    assert not _can(on_red_turn, A.Dig(5))
    assert on_red_turn.strength(red, DIG, 5) == 2
    on_blue_turn = position(2, stations=[[5], [5]], tops={5: DIG3}, levels=levels, current=blue)
    assert on_blue_turn.strength(blue, DIG, 5) == 3
    on_blue_turn.apply(A.Dig(5))
    assert on_blue_turn.state.face_up[5]


def test_cooperation_rule_text_carry_and_split_example() -> None:
    """The rule text's worked example (seed 003, "Cooperation", "Splitting"): red carrying 2
    gets +1 for each of the two other stations, 4 in all, enough for a treasure of carrying
    difficulty 4 worth 5; red receives 3 and blue 2 (an equal 2 each, the remaining 1 to the
    carrier). Blue, carrying 1 + 2 = 3, could not carry it."""
    red, blue = 0, 1
    levels = [[1, 2, 1], [1, 1, 2]]
    stations = [[5], [5, 5]]  # three stations: red's and two of blue's
    blue_turn = position(
        2, stations=stations, tops={5: FIVE_CARRY4}, face_up=[5], levels=levels, current=blue
    )
    assert blue_turn.strength(blue, CARRY, 5) == 3
    assert not _can(blue_turn, A.Carry(5))

    engine = position(
        2, stations=stations, tops={5: FIVE_CARRY4}, face_up=[5], levels=levels, current=red
    )
    assert engine.strength(red, CARRY, 5) == 4
    engine.apply(A.Carry(5))
    assert engine.state.fortune == [3, 2]
    assert engine.state.levels == levels  # cooperation does not move the equipment markers
    engine.validate()


def test_cooperation_counts_your_own_other_stations_too() -> None:
    """Every additional station, your own as well as your opponents', adds a level (seed 003,
    "Cooperation")."""
    engine = position(2, stations=[[5, 5, 5], [15]], tops={5: DIG3}, levels=[[1, 1, 3], [1, 1, 1]])
    assert engine.strength(0, DIG, 5) == 3
    assert _can(engine, A.Dig(5))
    alone = position(2, stations=[[5, 6, 7], [15]], tops={5: DIG3}, levels=[[1, 1, 3], [1, 1, 1]])
    assert not _can(alone, A.Dig(5))


def test_cooperation_counts_every_other_station_of_every_player() -> None:
    """Three other stations of three rivals add three levels (seed 003, "Cooperation")."""
    heavy = T(dig=4, carry=4, fortune=8)
    engine = position(4, stations=[[5], [5], [5], [5]], tops={5: heavy})
    assert engine.strength(0, DIG, 5) == 4
    assert _can(engine, A.Dig(5))
    three = position(4, stations=[[5], [5], [5], [6]], tops={5: heavy})
    assert not _can(three, A.Dig(5))


def test_cooperation_cannot_be_avoided() -> None:
    """As soon as more than one station is on a tile they cooperate (seed 003,
    "Cooperation"): a carry there always shares the fortune; no action carries alone."""
    worth4 = T(dig=2, carry=2, fortune=4)
    engine = position(2, stations=[[5], [5]], tops={5: worth4}, face_up=[5])
    carries = [a for a in engine.legal_actions() if isinstance(a, A.Carry)]
    assert carries == [A.Carry(5)]
    engine.apply(A.Carry(5))
    assert engine.state.fortune == [2, 2]


def test_split_rule_text_example_two_among_three_players_all_to_the_carrier() -> None:
    """2 fortune cannot be split among three players: it is all the remainder and goes to the
    carrier (seed 003, "Splitting")."""
    two = T(dig=2, carry=1, fortune=2)
    engine = position(3, stations=[[5], [5], [5]], tops={5: two}, face_up=[5], current=1)
    events = engine.apply(A.Carry(5))
    assert engine.state.fortune == [0, 2, 0]
    carried = next(e for e in events if e.kind == "tile_carried")
    assert sorted(carried.data["shared_with"]) == [0, 2]


def test_split_is_by_players_not_stations() -> None:
    """The fortune is split by the players, not by the station tokens (seed 003,
    "Splitting"): a rival with two stations on the tile gets one share, like the carrier."""
    six = T(dig=3, carry=3, fortune=6)
    engine = position(
        2,
        stations=[[5], [5, 5]],
        tops={5: six},
        face_up=[5],
        levels=[[1, 1, 1], [1, 1, 2]],
    )
    engine.apply(A.Carry(5))
    assert engine.state.fortune == [3, 3]  # by stations it would be 2 and 4


def test_split_odd_remainder_goes_to_the_carrier() -> None:
    """Remaining fortune that cannot be split equally goes to the carrier (seed 003,
    "Splitting"): 7 among three players is 2 each and 1 more for the carrier; a carrier with
    two stations still takes one share."""
    seven = T(dig=3, carry=4, fortune=7)
    engine = position(
        3,
        stations=[[5], [5, 5], [5]],
        tops={5: seven},
        face_up=[5],
        levels=[[1, 1, 1], [1, 1, 2], [1, 1, 1]],
        current=1,
    )
    engine.apply(A.Carry(5))
    assert engine.state.fortune == [2, 3, 2]
    assert sum(engine.state.fortune) == seven.fortune


def test_split_only_among_players_on_that_stack() -> None:
    """Fortune is divided between the players whose stations are on the carried tile; a
    player elsewhere gets nothing (seed 003, "Splitting")."""
    four = T(dig=2, carry=2, fortune=4)
    engine = position(3, stations=[[5], [5], [6]], tops={5: four}, face_up=[5])
    engine.apply(A.Carry(5))
    assert engine.state.fortune == [2, 2, 0]
