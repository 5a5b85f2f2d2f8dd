"""The results screen's chart ticks and the solo rating bands (000 solo: the score's band is
named; a score that does not count reaches none)."""

from __future__ import annotations

from itertools import pairwise
from types import SimpleNamespace

import pytest

from game.rules.core import Result
from game.ui.draw.ticks import round_ticks
from game.ui.tmdice.scoring import bands


@pytest.mark.parametrize("last", [1, 3, 7, 14, 23, 34, 50, 51, 120, 999])
def test_chart_ticks_are_round_numbers_from_zero_to_the_last_turn(last: int) -> None:
    ticks = round_ticks(last)
    assert ticks[0] == 0 and ticks[-1] <= last and len(ticks) <= 8
    step = ticks[1] - ticks[0]
    assert step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000)
    inner = ticks[:-1] if ticks[-1] % step else ticks  # the last turn may close the axis
    assert all(b - a == step for a, b in pairwise(inner))
    assert 0 < ticks[-1] - inner[-1] <= step or ticks[-1] == inner[-1]
    assert last - ticks[-1] < step / 2 or ticks[-1] == last


def _solo(score: int, counted: bool, band: str) -> SimpleNamespace:
    result = Result(scores=[score], winners=[0], how="", notes={"counted": counted, "band": band})
    return SimpleNamespace(
        engine=SimpleNamespace(result=lambda: result), setup=SimpleNamespace(players=1)
    )


def test_solo_bands_mark_the_band_reached__000_solo_scoring() -> None:
    rows = bands(_solo(73, True, "Getting a hang of it"))
    assert [name for _, name, reached in rows if reached] == ["Getting a hang of it"]
    span = next(span for span, name, _ in rows if name == "Getting a hang of it")
    assert span == "70\u201379"


def test_an_uncounted_solo_score_reaches_no_band__000_solo_all_three_parameters() -> None:
    rows = bands(_solo(88, False, "Not bad at all"))
    assert rows and not any(reached for _, _, reached in rows)
