"""Dig Mars, "Game setup" (rule text seed 003)."""

from __future__ import annotations

import pytest
from digmars_helpers import A, kinds, new_game

from game.rules.core import Setup
from game.rules.core.errors import RulesError
from game.rules.digmars.content import TILE_COUNT, content_counts, tiles
from game.rules.digmars.engine import DigMarsEngine


def test_exploration_tiles_are_content_data() -> None:
    """The game has 48 exploration tiles (seed 003, "Game contents"), kept as data in
    assets/data: each shows a digging difficulty on its back and a carrying difficulty and
    fortune on its face."""
    all_tiles = tiles()
    assert len(all_tiles) == TILE_COUNT == 48
    assert [t.id for t in all_tiles] == list(range(48))
    assert all(1 <= t.dig <= 4 and 1 <= t.carry <= 4 and t.fortune >= 1 for t in all_tiles)
    counts = content_counts()
    assert counts["tiles"] == 48
    assert counts["fortune_in_tiles"] == sum(t.fortune for t in all_tiles)


def test_tile_fortune_follows_the_rule_the_readme_states() -> None:
    """Our tile design (reference/games.md: harder tiles pay more; README, "Dig Mars"): each
    pairing of digging and carrying difficulty appears three times; fortune is digging +
    carrying, one more on the third copy, one less with a bonus, and never below 2 (only the
    digging 1 / carrying 1 tile with extra dig meets that floor); 20 tiles have a bonus."""
    copies: dict[tuple[int, int], int] = {}
    floored = []
    for tile in tiles():
        pair = (tile.dig, tile.carry)
        copies[pair] = copies.get(pair, 0) + 1
        raw = tile.dig + tile.carry + (copies[pair] == 3) - (tile.bonus is not None)
        assert tile.fortune == max(2, raw), tile
        if raw < 2:
            floored.append((tile.dig, tile.carry, tile.bonus))
    assert set(copies.values()) == {3} and len(copies) == 16
    assert floored == [(1, 1, "extra_dig")]
    assert sum(t.bonus is not None for t in tiles()) == 20


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_grid_is_four_by_four_stacks_of_three_face_down(players: int) -> None:
    """The shuffled exploration tiles go face down in a 4x4 grid, 3 tiles a stack
    (seed 003, "Game setup")."""
    engine = new_game(players, seed=5)
    s = engine.state
    assert len(s.stacks) == 16
    assert all(len(stack) == 3 for stack in s.stacks)
    assert sorted(t for stack in s.stacks for t in stack) == list(range(48))
    assert s.face_up == [False] * 16
    engine.validate()


def test_setup_shuffle_follows_the_seed() -> None:
    """The tiles are shuffled (seed 003, "Game setup"): the same seed deals the same grid,
    another seed another one."""
    grid = new_game(2, seed=11).state.stacks
    assert new_game(2, seed=11).state.stacks == grid
    assert new_game(2, seed=12).state.stacks != grid


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_equipment_at_level_one_and_one_station_each(players: int) -> None:
    """Each player has digging, carrying and expedition fleet equipment with the marker on
    level 1, and places one station; fortune tokens lie aside as change (seed 003, "Game
    setup")."""
    engine = new_game(players, seed=3)
    s = engine.state
    assert s.levels == [[1, 1, 1]] * players
    assert s.fortune == [0] * players
    assert s.bank == 10
    assert s.stations == [[]] * players
    for _ in range(players):
        engine.apply(A.PlaceStation(0))
    assert [len(row) for row in engine.state.stations] == [1] * players
    engine.validate()


def test_setup_starting_player_is_random() -> None:
    """The starting player is determined at random (seed 003, "Game setup")."""
    firsts = {new_game(4, seed=seed).state.first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_stations_placed_from_starting_player_clockwise(players: int) -> None:
    """Beginning with the starting player and going clockwise, each player places one station
    (seed 003, "Game setup"); then the starting player takes the first turn."""
    for seed in range(6):
        engine = new_game(players, seed=seed)
        first = engine.state.first
        order = []
        for square in range(players):
            order.append(engine.decider())
            engine.apply(A.PlaceStation(square))
        assert order == [(first + k) % players for k in range(players)]
        assert engine.state.phase == "turn"
        assert engine.decider() == first
        assert engine.state.actions_left == 3
        for k in range(players):
            assert engine.state.stations[(first + k) % players] == [k]


def test_setup_station_may_go_on_any_stack_even_an_occupied_one() -> None:
    """A station may be placed on any stack, even one another player's station occupies
    (seed 003, "Game setup")."""
    engine = new_game(3, seed=1)
    assert engine.legal_actions() == [A.PlaceStation(q) for q in range(16)]
    engine.apply(A.PlaceStation(6))
    assert A.PlaceStation(6) in engine.legal_actions()
    engine.apply(A.PlaceStation(6))
    events = engine.apply(A.PlaceStation(6))
    assert sorted(q for row in engine.state.stations for q in row) == [6, 6, 6]
    assert "turn_started" in kinds(events)


def test_setup_only_placements_before_the_first_turn() -> None:
    """Setup ends only when everyone has placed a station: no other action is possible before
    (seed 003, "Game setup")."""
    engine = new_game(2, seed=1)
    assert all(isinstance(a, A.PlaceStation) for a in engine.legal_actions())
    with pytest.raises(Exception) as err:
        engine.apply(A.EndTurn())
    assert "place" in str(err.value).lower()


@pytest.mark.parametrize("players", [1, 5])
def test_setup_is_for_two_to_four_players(players: int) -> None:
    """The game is for 2-4 players: the victory targets exist for 2, 3 and 4 (seed 003,
    "Game end")."""
    with pytest.raises((RulesError, ValueError)):
        DigMarsEngine.new(Setup(game="digmars", players=players), 1)
