"""95 % intervals: Wilson for shares, Student's t for means (no SciPy needed)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from trigames.tournament import Z95, wilson

__all__ = ["Z95", "mean_interval", "share", "t975", "wilson"]

_T975 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
         2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
         2.045, 2.042)
"""Two-sided 95 % quantiles of Student's t for 1–30 degrees of freedom."""


def t975(df: int) -> float:
    """The 97.5 % quantile of Student's t with `df` degrees of freedom (table up to 30, then the
    Cornish–Fisher expansion around the normal quantile, within 0.001 of the exact value)."""
    if df < 1:
        return math.inf
    if df <= len(_T975):
        return _T975[df - 1]
    z = Z95
    return (z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
            + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * df**3))


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """(mean, low, high): the mean and its 95 % t interval (a single value: the interval is the
    whole line, shown as ±inf)."""
    n = len(values)
    if n == 0:
        return math.nan, math.nan, math.nan
    mean = math.fsum(values) / n
    if n == 1:
        return mean, -math.inf, math.inf
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = t975(n - 1) * math.sqrt(var / n)
    return mean, mean - half, mean + half


def share(k: float, n: int) -> tuple[float, float, float]:
    """(k/n, low, high) with the 95 % Wilson interval (k may be fractional: shared wins)."""
    lo, hi = wilson(k, n)
    return (k / n if n else math.nan), lo, hi
