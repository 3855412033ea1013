"""The board and its incremental move index (mixed into `TriominosState`).

`board` maps cell → `tr`; `val`/`ring` are bytearrays over packed vertices (value + 1, and the
number of occupied cells around the vertex); `open` maps each empty cell with an occupied edge
neighbour to its corner pattern; `where[t]` is the ordered set of tile `t`'s placement codes.
"""

from __future__ import annotations

from .tiles import CORNERS, FITS, NBRS, OPP, PLACE, RING, STRIDE, TROT

DROP: dict[int, tuple[tuple[int, int], ...]] = {}
"""(old pattern * 343 + new pattern) → the fits of the old pattern that the new one loses."""


def _drop(old: int, new: int) -> tuple[tuple[int, int], ...]:
    keep = set(FITS[new])
    out = DROP[old * 343 + new] = tuple(f for f in FITS[old] if f not in keep)
    return out


class BoardIndex:
    """Board state and index maintenance; the state class provides the attributes."""

    __slots__ = ()
    board: dict[int, int]
    val: bytearray
    ring: bytearray
    open: dict[int, int]
    where: list[dict[int, None]]
    racks: list[list[int]]

    def is_blocked(self) -> bool:
        """No tile of any rack has a legal placement (the pool is not looked at)."""
        where = self.where
        return not any(where[t] for rack in self.racks for t in rack)

    # -- the board ---------------------------------------------------------------------
    def put(self, c: int, tr: int) -> tuple[int, bool]:
        """Put `tr` on cell `c` and update the index (no rule check). Returns (hexagons, bridge)."""
        board, val, ring, opn, where = self.board, self.val, self.ring, self.open, self.where
        n0, n1, n2 = NBRS[c]
        o0 = n0 in board
        o1 = n1 in board
        o2 = n2 in board
        bridge = o0 + o1 + o2 == 1 and ring[OPP[c][0 if o0 else 1 if o1 else 2]] > 0
        board[c] = tr
        v0, v1, v2 = CORNERS[c]
        x0, x1, x2 = TROT[tr]
        new = -1
        if not val[v0]:
            val[v0] = x0 + 1
            new = v0
        if not val[v1]:
            val[v1] = x1 + 1
            new = v1 if new < 0 else self._revalue(new, v1)
        if not val[v2]:
            val[v2] = x2 + 1
            new = v2 if new < 0 else self._revalue(new, v2)
        h0 = ring[v0] + 1
        ring[v0] = h0
        h1 = ring[v1] + 1
        ring[v1] = h1
        h2 = ring[v2] + 1
        ring[v2] = h2
        h = (h0 == 6) + (h1 == 6) + (h2 == 6)
        key = opn.pop(c, -1)
        if key >= 0:
            base = PLACE + c * STRIDE
            for t, off in FITS[key]:
                del where[t][base + off]
        if new >= 0:
            self._refresh(new)
        if not o0 and n0 not in opn:
            self._open(n0)
        if not o1 and n1 not in opn:
            self._open(n1)
        if not o2 and n2 not in opn:
            self._open(n2)
        return h, bridge and not h

    def _revalue(self, v: int, w: int) -> int:
        """Several corners got their first value at once (the opening tile, or a board laid out
        of order): refresh the open cells around `v` now and leave `w` to the caller."""
        self._refresh(v)
        return w

    def _refresh(self, v: int) -> None:
        """Vertex `v` just got its value: the open cells around it now need stricter patterns,
        so drop the fits they lost from the move index."""
        val, opn, where = self.val, self.open, self.where
        for cc in RING[v]:
            old = opn.get(cc, -1)
            if old >= 0:
                a, b, d = CORNERS[cc]
                nk = val[a] * 49 + val[b] * 7 + val[d]
                if nk != old:
                    opn[cc] = nk
                    base = PLACE + cc * STRIDE
                    drop = DROP.get(old * 343 + nk)
                    if drop is None:
                        drop = _drop(old, nk)
                    for t, off in drop:
                        del where[t][base + off]

    def _open(self, cc: int) -> None:
        """Cell `cc` gains its first occupied edge neighbour: index its fits."""
        val, where = self.val, self.where
        a, b, d = CORNERS[cc]
        nk = self.open[cc] = val[a] * 49 + val[b] * 7 + val[d]
        base = PLACE + cc * STRIDE
        for t, off in FITS[nk]:
            where[t][base + off] = None

    def why_not(self, t: int, c: int, tr: int) -> str:
        """Why placing `tr` at `c` breaks RULES §2.4 (for error messages)."""
        if c in self.board:
            return "the cell is occupied"
        if c not in self.open:
            return "the cell shares no edge with a placed tile"
        for v, x in zip(CORNERS[c], TROT[tr], strict=True):
            if self.val[v] and self.val[v] != x + 1:
                return f"a corner would be {x} where the board shows {self.val[v] - 1}"
        return "not a legal placement"
