"""Invariants of the Colonies module (002) over whole random games, 1-4 players: at most 3
colonies a tile and one a player a tile, at most one fleet a tile, markers within the track,
no die or card lost; every game ends; saves and clones keep the module."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tmdice_helpers import check_invariants, new_game

from game.rules.core import Rng
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.modules.colonies import colonies_of
from game.rules.tmdice.modules.colonies_tiles import MAX_COLONIES, TRACK, colony_tiles
from game.rules.tmdice.state import ColoniesState


def check_colonies(e: TMDiceEngine) -> None:
    c = colonies_of(e.state)
    parked = [f for fleets in c.fleets for f in fleets if f]
    for tid in c.tiles:
        here = c.colonies[tid]
        assert len(here) <= MAX_COLONIES  # 002: "3 colonies total per Colony Tile"
        assert len(set(here)) == len(here)  # 002: one colony per player a tile
        assert -1 <= c.marker[tid] < TRACK
        if c.marker[tid] >= 0:
            assert c.marker[tid] >= len(here)  # the marker never sits on a colony
        else:
            assert here == [] and tid not in parked  # closed: no colony, no trade
    parked = [f for fleets in c.fleets for f in fleets if f]
    assert len(parked) == len(set(parked))  # 002: one trade fleet a tile at a time
    assert all(f in c.tiles for f in parked)


def play_random(players: int, seed: int) -> TMDiceEngine:
    e = new_game(players, seed, colonies=True)
    rng = Rng.from_seed(seed)
    steps = 0
    while not e.is_over():
        e.apply(rng.choice(e.legal_actions()))
        steps += 1
        if steps % 25 == 0:
            check_colonies(e)
            check_invariants(e)
        assert steps < 60000, "the game did not end"
    check_colonies(e)
    check_invariants(e)
    return e


@settings(max_examples=8, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000))
def test_random_games_keep_the_colony_invariants(players: int, seed: int) -> None:
    play_random(players, seed)


def test_whole_games_end_with_colonies_one_to_four_players() -> None:
    for players in (1, 2, 3, 4):
        e = play_random(players, seed=players)
        assert e.result() is not None
        assert len(colonies_of(e.state).tiles) == (3 if players == 1 else max(5, players + 2))


def test_save_round_trip_and_clone_keep_the_module() -> None:
    e = new_game(3, seed=4, colonies=True)
    rng = Rng.from_seed(4)
    for _ in range(300):
        if e.is_over():
            break
        e.apply(rng.choice(e.legal_actions()))
    loaded = TMDiceEngine.from_json(e.to_json())
    assert isinstance(loaded.state.modules["colonies"], ColoniesState)
    assert loaded.state == e.state
    twin = e.clone()
    colonies_of(twin.state).fleets[0] = ["changed"]
    assert colonies_of(e.state).fleets[0] != ["changed"]


def test_observation_carries_the_colonies() -> None:
    e = new_game(2, seed=2, colonies=True)
    obs = e.observation(0)
    assert obs.colonies is not None
    assert obs.colonies.tiles == colonies_of(e.state).tiles


def test_eleven_tiles_with_seven_step_tracks__002_components() -> None:
    tiles = colony_tiles()
    assert len(tiles) == 11
    assert sum(1 for t in tiles.values() if t.needs) == 3  # 002: three start closed
    assert all(len(t.income) == TRACK for t in tiles.values())
