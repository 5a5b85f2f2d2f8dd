"""Percentiles for the measurement commands, one way for all of them (statistics.quantiles,
inclusive: the figure lies within what was measured)."""

from __future__ import annotations

import statistics
from collections.abc import Sequence


def percentile(values: Sequence[float], q: float) -> float:
    """The `q` quantile of `values` (q = 0.5 for the median, 0.99 for p99); 0 for none."""
    if not values:
        return 0.0
    if len(values) == 1:
        return float(values[0])
    cuts = statistics.quantiles(values, n=100, method="inclusive")
    return cuts[min(98, max(0, round(q * 100) - 1))]
