"""`has_legal_area`, the main-action window's quick question (000 standard projects: a
greenery or a city needs a free area; a city none next to another city), answers exactly
whether `legal_areas` names an area."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.rules.tmdice.board import has_legal_area, legal_areas
from game.rules.tmdice.tables import C

AREAS = len(C.map.areas)


@given(
    tiles=st.lists(
        st.sampled_from(["", "", "", "ocean", "greenery", "city"]), min_size=AREAS, max_size=AREAS
    ),
    tile=st.sampled_from(["greenery", "city", "ocean"]),
)
def test_has_legal_area_is_whether_any_area_is_legal(tiles: list[str], tile: str) -> None:
    assert has_legal_area(tiles, tile) == bool(legal_areas(tiles, tile))


def test_a_city_needs_an_area_next_to_no_city() -> None:
    """000: cities may not be placed next to each other: a map with a city beside every free
    area offers none."""
    tiles = ["city"] * AREAS
    free = next(a for a in range(AREAS) if C.map.areas[a].reserved is None)
    tiles[free] = ""
    assert has_legal_area(tiles, "greenery")
    assert not has_legal_area(tiles, "city")
