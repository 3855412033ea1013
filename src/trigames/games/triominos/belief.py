"""What a seat can infer about the other racks from public play, and deals that respect it.

A player who draws or passes at the start of a turn had no tile that fits the board as it was
(RULES §2.6: a pass needs that; a draw allows a choice, but nobody pays 5 points to keep a tile
they could have laid for points). Every tile they hold now was held then or drawn in that same
turn and not laid, since they have not drawn since: so the whole rack fits nowhere on the board
of that moment. The view says when it was (`stuck_at`: how many tiles the board held), the board
is in placement order, so any seat can work the set out; nothing hidden is read.

A voluntary draw makes the belief wrong, never illegal: when too few unseen tiles are left
for a rack, the rest of it is dealt from the unseen tiles at large.
"""

from __future__ import annotations

import random
from functools import lru_cache

from .rules import TriominosState
from .tiles import N_TILES
from .views import empty_state, lay


@lru_cache(maxsize=4096)
def _fit_nowhere(game: object, placed: tuple[tuple[int, int], ...]) -> frozenset[int]:
    s = empty_state(game, 0)  # type: ignore[arg-type]
    lay(s, [(c, tr // 3, tr % 3) for c, tr in placed])
    return frozenset(t for t in range(N_TILES) if not s.where[t])


def fit_nowhere(s: TriominosState, m: int) -> frozenset[int]:
    """The tiles that had no legal placement when `s`'s board held its first `m` tiles."""
    placed = tuple(list(s.board.items())[:m])
    return _fit_nowhere(s.game, placed)


def possible(s: TriominosState, seat: int) -> frozenset[int] | None:
    """The tiles `seat`'s rack can hold by what the table saw, None when nothing is known."""
    m = s.stuck[seat]
    return None if m < 0 else fit_nowhere(s, m)


def deal(s: TriominosState, seat: int, unseen: list[int], rng: random.Random) -> None:
    """Deal `unseen` into the racks of every seat but `seat` (their sizes kept) and the pool,
    each rack from the tiles it can hold; the most constrained rack is dealt first."""
    rng.shuffle(unseen)
    others = [p for p in range(s.P) if p != seat]
    known = {p: possible(s, p) for p in others}
    def room(p: int) -> int:
        allowed = known[p]
        return N_TILES + 1 if allowed is None else len(allowed)

    order = sorted(others, key=room)
    left = unseen
    for p in order:
        n = len(s.racks[p])
        allowed = known[p]
        if allowed is None:
            s.racks[p], left = sorted(left[:n]), left[n:]
            continue
        fits = [t for t in left if t in allowed]
        take = fits[:n]
        if len(take) < n:  # the belief was wrong: the rest from the unseen at large
            rest = [t for t in left if t not in allowed]
            take += rest[: n - len(take)]
        chosen = set(take)
        s.racks[p] = sorted(take)
        left = [t for t in left if t not in chosen]
    s.pool = left


__all__ = ["deal", "fit_nowhere", "possible"]
