"""The colony tiles' trade incomes are the big game's (games.md section 2) converted to dice by
the rule DECISIONS.md ("Colonies") states: one die per 3 units of energy, steel, plants, heat
and megacredits, one per 2 units of microbes, animals, floaters and titanium, rounded half up,
at least one die where the original gives anything; cards stay cards."""

from __future__ import annotations

import pytest

from game.rules.tmdice.content import DieEffect, DrawEffect
from game.rules.tmdice.modules.colonies_tiles import colony_tiles

BIG_GAME = {  # tile: (units per die, the original's incomes at steps 0..6)
    "kallisto_forge": (3, [0, 2, 3, 5, 7, 10, 13]),
    "ceres_quarry": (3, [1, 2, 3, 4, 6, 8, 10]),
    "enceladus_vents": (2, [0, 1, 2, 3, 4, 4, 5]),
    "ganymede_greens": (3, [0, 1, 2, 3, 4, 5, 6]),
    "io_furnace": (3, [2, 3, 4, 6, 8, 10, 13]),
    "luna_exchange": (3, [1, 2, 4, 7, 10, 13, 17]),
    "miranda_reserve": (2, [0, 1, 1, 2, 2, 3, 3]),
    "pluto_archive": (1, [0, 1, 2, 2, 3, 3, 4]),
    "titan_clouds": (2, [0, 1, 1, 2, 3, 3, 4]),
    "triton_mine": (2, [0, 1, 1, 2, 3, 4, 5]),
}


def to_dice(units: int, per_die: int) -> int:
    if units == 0:
        return 0
    return max(1, (2 * units + per_die) // (2 * per_die))


@pytest.mark.parametrize("tid", sorted(BIG_GAME))
def test_trade_income_is_the_documented_conversion(tid: str) -> None:
    per_die, original = BIG_GAME[tid]
    got = []
    for step in colony_tiles()[tid].income:
        n = 0
        for eff in step:
            assert isinstance(eff, DieEffect | DrawEffect)
            n += eff.n
        got.append(n)
    assert got == [to_dice(u, per_die) for u in original]


def test_europa_income_is_a_production_die_by_step() -> None:
    # MC, MC, energy, energy, plant, plant, plant production in the original
    assert colony_tiles()["europa_deep"].income_production == [
        "yellow",
        "yellow",
        "blue",
        "blue",
        "green",
        "green",
        "green",
    ]


@pytest.mark.parametrize("tid", sorted(BIG_GAME))
def test_tile_text_shows_the_incomes_of_its_data(tid: str) -> None:
    """The in-app rules list each tile's text: its numbers must be the data's."""
    tile = colony_tiles()[tid]
    series = "/".join(str(sum(getattr(e, "n", 1) for e in step)) for step in tile.income)
    assert series in tile.text
