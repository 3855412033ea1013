"""Triqueta scoring (RULES §1.7): per-type ladder, rock and trees, best reveal, tie-break."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

TYPES = ("rabbit", "owl", "deer", "boar", "ram", "bear")
VALUES = (5, 6, 7, 8, 9, 10)
N_TYPES = 6
PER_TYPE = 10
TOTAL_TOKENS = N_TYPES * PER_TYPE
MAX_HIDDEN = 2


def type_points(kind: int, n: int) -> int:
    """Points for `n` tokens of one type: 0,1,2, the triqueta value at 3, −(n−3) above.

    >>> [type_points(5, n) for n in (0, 1, 2, 3, 4, 10)]
    [0, 1, 2, 10, -1, -7]
    """
    if n < 3:
        return n
    if n == 3:
        return VALUES[kind]
    return 3 - n


# Fast lookup for hot paths (bots): POINTS[kind][n] for n in 0..60.
POINTS = tuple(tuple(type_points(k, n) for n in range(TOTAL_TOKENS + 1)) for k in range(N_TYPES))


def animal_points(counts: Sequence[int]) -> int:
    """Sum of the per-type points of a collection given as 6 counts."""
    return sum(POINTS[k][n] for k, n in enumerate(counts))


def total_score(counts: Sequence[int], rock: bool, trees: int) -> int:
    """RULES §1.7.3: animals + 1 for the rock + 1 per tree."""
    return animal_points(counts) + (1 if rock else 0) + trees


def best_reveal(counts: Sequence[int], hidden: Sequence[int]) -> tuple[int, ...]:
    """For each hidden token (by position), 1 = reveal, 0 = discard, maximising the score.

    The maximising choice is unique in how many of each type are revealed [R-TQ5]; among
    equal-score choices (same tokens, different positions) the earliest reveals win.

    >>> best_reveal([0, 3, 2, 0, 0, 0], [2, 1])   # TQ-06: reveal the deer, discard the owl
    (1, 0)
    """
    best: tuple[int, ...] = ()
    best_score = None
    for choice in product((1, 0), repeat=len(hidden)):
        c = list(counts)
        for keep, kind in zip(choice, hidden, strict=True):
            c[kind] += keep
        s = animal_points(c)
        if best_score is None or s > best_score:
            best, best_score = choice, s
    return best


def revealed_counts(counts: Sequence[int], hidden: Sequence[int]) -> list[int]:
    """The collection after the best reveal of `hidden`."""
    c = list(counts)
    for keep, kind in zip(best_reveal(counts, hidden), hidden, strict=True):
        c[kind] += keep
    return c
