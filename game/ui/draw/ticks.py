"""Tick marks for the charts' axes (the results' score race, the history's scores)."""

from __future__ import annotations

STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 500)


def round_ticks(last: int, most: int = 6) -> list[int]:
    """Tick marks at round numbers (every 1, 2, 5, 10, 20, 25, 50 ...) from 0 to `last`, at
    most `most` of them, plus `last` itself when it is not too close to the previous one."""
    step = next((s for s in STEPS if last / s <= most), 1000)
    ticks = list(range(0, last + 1, step))
    if last - ticks[-1] >= step / 2:
        ticks.append(last)
    return ticks
