"""Small statistics the benchmarks share."""

from __future__ import annotations


def percentile(values: list[float], share: float) -> float:
    """The value at `share` (0..1) of the sorted values, nearest rank; NaN when empty."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]
