"""Board reading for the bots: what an open cell would score, what a move leaves open to the
opponents, and how playable a rack stays. Everything works on a state rebuilt from one seat's
view (`bots.board_of`), so the only tiles it knows are the board and that seat's rack.

* `cell_bonus(s, cc)`: the bonus (hexagon or bridge, RULES §2.5) any tile placed on the open
  cell `cc` would score. It depends on the cell only, not on the tile.
* `exposure(s, cells, hidden, n)`: the bonus points the opponents may take next on `cells`.
  Each bonus cell counts its bonus × the chance that `n` unseen tiles (the opponents' racks,
  drawn from `hidden`) hold at least one tile that fits the cell.
* `Outlook`: the tie-break key of a placement. It is (−the change of exposure around the
  move, tiles of the rack kept that still have a placement, placements left to them).
"""

from __future__ import annotations

from .rules import BRIDGE_BONUS, HEXAGON_BONUS, TriominosState
from .tiles import CORNERS, FITS, N_TILES, NBRS, OPP, PLACE, RING, STRIDE


def cell_bonus(s: TriominosState, cc: int) -> int:
    """The bonus a placement on the empty cell `cc` would score (RULES §2.5)."""
    ring = s.ring
    v0, v1, v2 = CORNERS[cc]
    h = (ring[v0] == 5) + (ring[v1] == 5) + (ring[v2] == 5)
    if h:
        return HEXAGON_BONUS[h]
    board = s.board
    n0, n1, n2 = NBRS[cc]
    o0 = n0 in board
    o1 = n1 in board
    o2 = n2 in board
    if o0 + o1 + o2 == 1 and ring[OPP[cc][0 if o0 else 1 if o1 else 2]] > 0:
        return BRIDGE_BONUS
    return 0


def p_holds(k: int, unseen: int, n: int) -> float:
    """The chance that `n` tiles dealt from `unseen` tiles include one of `k` given ones."""
    if k <= 0 or n <= 0:
        return 0.0
    if k + n > unseen:
        return 1.0
    miss = 1.0
    for i in range(n):
        miss *= (unseen - k - i) / (unseen - i)
    return 1.0 - miss


def exposure(s: TriominosState, cells: set[int], hidden: set[int], n: int) -> float:
    """Expected bonus points the opponents (`n` unseen tiles in all) can score on `cells`."""
    total = 0.0
    opn = s.open
    for cc in cells:
        key = opn.get(cc, -1)
        if key < 0:
            continue
        bonus = cell_bonus(s, cc)
        if bonus:
            k = len({t for t, _ in FITS[key] if t in hidden})
            total += bonus * p_holds(k, len(hidden), n)
    return total


class Outlook:
    """Scores the placements of one seat on one board by what they leave behind."""

    def __init__(self, s: TriominosState, seat: int, opponents_tiles: int) -> None:
        self.s = s
        self.rack = s.racks[seat]
        seen = set(self.rack)
        seen.update(tr // 3 for tr in s.board.values())
        self.hidden = {t for t in range(N_TILES) if t not in seen}
        self.n = min(opponents_tiles, len(self.hidden))

    def key(self, action: int) -> tuple[float, int, int]:
        """(−Δ exposure, playable tiles kept, their placements) after `action`: higher is better."""
        s = self.s
        a = action - PLACE
        c, tr = a // STRIDE, a % STRIDE
        cells = {cc for v in CORNERS[c] for cc in RING[v]}
        before = exposure(s, cells, self.hidden, self.n)
        after = s.clone()
        after.put(c, tr)
        delta = exposure(after, cells, self.hidden, self.n) - before
        rest = list(self.rack)
        rest.remove(tr // 3)
        where = after.where
        return -round(delta, 6), sum(1 for t in rest if where[t]), sum(len(where[t]) for t in rest)


__all__ = ["Outlook", "cell_bonus", "exposure", "p_holds"]
