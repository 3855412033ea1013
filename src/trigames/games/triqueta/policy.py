"""Search hooks for Triqueta (see `trigames.agents.ismcts`): a cheap playout policy.

It is the `greedy` bot's reasoning on a full state (a sample the search drew from a seat's
view, so nothing real is peeked at), without building a view at every playout step.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from . import notation as N
from .rules import PLACE_DRAWN, TURN, TriquetaState
from .scoring import MAX_HIDDEN, N_TYPES, PER_TYPE, POINTS

DRAW_RIVAL = 0.55  # chance a row we wait for is still there, per rival still in (as greedy)
HARM = 0.6  # weight of what a placed token gives the best-placed rival


def _points(c: list[int]) -> int:
    return sum(POINTS[k][n] for k, n in enumerate(c))


def _value(counts: list[int], hidden: Sequence[int], extra: Sequence[int] = ()) -> int:
    """Animal points of `counts` + `extra`, each hidden token revealed only if it helps."""
    c = list(counts)
    for k in extra:
        c[k] += 1
    best = _points(c)
    for k in hidden:  # at most two tokens: reveal greedily, one at a time
        c[k] += 1
        v = _points(c)
        if v > best:
            best = v
        else:
            c[k] -= 1
    return best


def playout_action(s: TriquetaState, rng: random.Random) -> Any:
    p = s.player
    if s.phase == TURN:
        counts, hidden = s.collected[p], s.hidden[p]
        base = _value(counts, hidden)
        rows = [(r, row) for r, row in enumerate(s.rows) if row is not None]
        gains = [(_value(counts, hidden, row) - base, -len(row), r) for r, row in rows]
        gain, _, best = max(gains)
        if not s.towers[s.cur]:
            return N.TAKE + best
        # what the best row is worth after one more token of the remaining mix (a rough count)
        left = [PER_TYPE] * N_TYPES
        for q in range(s.P):
            for k, n in enumerate(s.collected[q]):
                left[k] -= n
        for _, row in rows:
            for k in row:
                left[k] -= 1
        total = sum(x for x in left if x > 0) or 1
        after = 0.0
        for k in range(N_TYPES):
            if left[k] > 0:
                after += left[k] / total * max(_value(counts, hidden, [*row, k]) - base for _, row in rows)
        others = s.n_active - 1
        return N.TAKE + best if gain >= after * DRAW_RIVAL ** others else N.DRAW
    if s.phase == PLACE_DRAWN:
        t = s.drawn
        counts, hidden = s.collected[p], s.hidden[p]
        can_keep = len(hidden) < MAX_HIDDEN
        if can_keep and counts[t] + hidden.count(t) == 2:
            return N.KEEP
        base = _value(counts, hidden)
        rivals = [s.collected[q] for q in range(s.P) if q != p and s.active[q]]
        best_r, best_v = -1, -1e9
        for r, maybe in enumerate(s.rows):
            if maybe is None:
                continue
            row = maybe
            mine = _value(counts, hidden, [*row, t]) - base
            theirs = max((_value(c, (), [*row, t]) - _points(c) for c in rivals), default=0)
            v = mine - HARM * theirs
            if v > best_v:
                best_r, best_v = r, v
        if can_keep and best_v < 0:
            return N.KEEP
        return N.PLACE + best_r
    return None  # tower choice, reveals: the search's random choice is as good
