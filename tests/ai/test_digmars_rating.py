"""The Dig Mars rating's cached parts give what they stand for (the search rates thousands of
positions a decision, so the rating keeps a table of station distances)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.ai.digmars import _gather
from game.rules.digmars.grid import DISTANCE


@given(st.lists(st.integers(min_value=0, max_value=15), min_size=1, max_size=4))
def test_gather_table_is_the_moves_to_bring_the_nearest_stations(stations: list[int]) -> None:
    """For every square and every k: the moves to bring the k nearest of the stations there,
    whatever order the stations are listed in."""
    table = _gather(stations)
    for square in range(16):
        nearest = sorted(DISTANCE[station][square] for station in stations)
        assert table[square] == tuple(sum(nearest[:k]) for k in range(len(stations) + 1))
    assert _gather(list(reversed(stations))) is table
