"""Tiles, lattice geometry and action codes of Triominos XXL (RULES §2.1, §2.2, §2.10).

Everything here is precomputed once at import, as flat tuples indexed by small ints:

* tile id `t` 0..55 in the lexicographic order of sorted triples; `tr = 3*t + r` names a
  tile in a rotation and `TROT[tr]` gives the values at the corners V0, V1, V2;
* cells and lattice vertices are packed as `(y + YOFF) * W + (x + XOFF)`;
* `CORNERS[c]`, `NBRS[c]` (edge neighbours), `OPP[c][i]` (the corner of `c` opposite the edge it
  shares with `NBRS[c][i]`) and `RING[v]` (the 6 cells around vertex `v`);
* a cell's *pattern* is `VAL[v0]*49 + VAL[v1]*7 + VAL[v2]`, with `VAL[v]` = value + 1 and 0
  for "no value yet"; `FITS[pattern]` lists every `(t, tr)` that matches it.

Action codes: `DRAW = 0`, `PASS = 1`, `PLACE(t, c, r) = 2 + c*168 + 3*t + r`.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

TILES: tuple[tuple[int, int, int], ...] = tuple(combinations_with_replacement(range(6), 3))
N_TILES = len(TILES)
TSUM: tuple[int, ...] = tuple(sum(t) for t in TILES)
TILE_ID: dict[tuple[int, int, int], int] = {t: i for i, t in enumerate(TILES)}
TROT: tuple[tuple[int, int, int], ...] = tuple(
    (t[r], t[(r + 1) % 3], t[(r + 2) % 3]) for t in TILES for r in range(3)
)
ROTATIONS: tuple[tuple[int, ...], ...] = tuple((0,) if a == c else (0, 1, 2) for a, _, c in TILES)
"""The distinct rotations of each tile: a triple has one, every other tile three."""
SHOWS: dict[tuple[int, int, int], int] = {TROT[3 * t + r]: 3 * t + r for t in range(N_TILES) for r in ROTATIONS[t]}
"""Clockwise corner values → `tr`: the placements that exist (0-2-1 is absent, RULES §2.1)."""

W, H, XOFF, YOFF = 128, 64, 64, 32
XMAX, YMAX = 56, 28  # every cell a game can reach (RULES §2.10)
DRAW, PASS, PLACE = 0, 1, 2
STRIDE = 3 * N_TILES  # 168 placement codes per cell


def cell_of(x: int, y: int) -> int:
    return (y + YOFF) * W + x + XOFF


def xy_of(c: int) -> tuple[int, int]:
    return c % W - XOFF, c // W - YOFF


def is_up(x: int, y: int) -> bool:
    return (x + y) % 2 == 0


def place_code(t: int, c: int, r: int) -> int:
    return PLACE + c * STRIDE + 3 * t + r


def decode(action: int) -> tuple[int, int, int]:
    """(tile, cell, rotation) of a placement code."""
    a = action - PLACE
    tr = a % STRIDE
    return tr // 3, a // STRIDE, tr % 3


def corners_xy(x: int, y: int) -> tuple[tuple[int, int], tuple[int, int], tuple[int, int]]:
    """The clockwise corners V0, V1, V2 of cell (x, y) as lattice points (RULES §2.2)."""
    if is_up(x, y):
        return (x, y), (x + 1, y + 1), (x + 2, y)
    return (x, y + 1), (x + 2, y + 1), (x + 1, y)


def nbrs_xy(x: int, y: int) -> tuple[tuple[int, int], tuple[int, int], tuple[int, int]]:
    return (x - 1, y), (x + 1, y), (x, y - 1) if is_up(x, y) else (x, y + 1)


def ring_xy(p: int, q: int) -> tuple[tuple[int, int], ...]:
    return (p, q), (p - 2, q), (p - 1, q - 1), (p, q - 1), (p - 2, q - 1), (p - 1, q)


def _tables() -> tuple[list[tuple[int, ...]], list[tuple[int, ...]], list[tuple[int, ...]], list[tuple[int, ...]]]:
    corners: list[tuple[int, ...]] = [()] * (W * H)
    nbrs: list[tuple[int, ...]] = [()] * (W * H)
    opp: list[tuple[int, ...]] = [()] * (W * H)
    ring: list[tuple[int, ...]] = [()] * (W * H)
    for y in range(-YMAX - 2, YMAX + 3):
        for x in range(-XMAX - 4, XMAX + 5):
            c = cell_of(x, y)
            cs = corners_xy(x, y)
            corners[c] = tuple(cell_of(*v) for v in cs)
            nbrs[c] = tuple(cell_of(*n) for n in nbrs_xy(x, y))
            far = []
            for n in nbrs_xy(x, y):
                shared = set(corners_xy(*n))
                (k,) = [k for k in range(3) if cs[k] not in shared]
                far.append(corners[c][k])
            opp[c] = tuple(far)
    for q in range(-YMAX - 1, YMAX + 3):
        for p in range(-XMAX - 2, XMAX + 5):
            if (p - q) % 2 == 0:
                ring[cell_of(p, q)] = tuple(cell_of(*cc) for cc in ring_xy(p, q))
    return corners, nbrs, opp, ring


_C, _N, _O, _R = _tables()
CORNERS: tuple[tuple[int, ...], ...] = tuple(_C)
NBRS: tuple[tuple[int, ...], ...] = tuple(_N)
OPP: tuple[tuple[int, ...], ...] = tuple(_O)
RING: tuple[tuple[int, ...], ...] = tuple(_R)
ORIGIN = cell_of(0, 0)
N_VERTS = W * H


def _fits() -> tuple[tuple[tuple[int, int], ...], ...]:
    out = []
    for key in range(343):
        pat = (key // 49, key // 7 % 7, key % 7)
        out.append(tuple(
            (t, 3 * t + r) for t in range(N_TILES) for r in ROTATIONS[t]
            if all(pat[k] == 0 or pat[k] == TROT[3 * t + r][k] + 1 for k in range(3))
        ))
    return tuple(out)


FITS = _fits()


def tile_str(t: int) -> str:
    a, b, c = TILES[t]
    return f"{a}-{b}-{c}"


def tile_of(text: str) -> int:
    """Tile id of "a-b-c" (ascending digits)."""
    digits = tuple(int(ch) for ch in text if ch.isdigit())
    if len(digits) != 3 or digits not in TILE_ID:
        raise ValueError(f"{text!r} is not a triominos tile (three digits 0–5 in ascending order)")
    return TILE_ID[digits]  # type: ignore[index,unused-ignore]


def opening_tiles(rack: list[int]) -> dict[int, int]:
    """Classic opening [R-TM4], from the opener's rack: allowed first tile → bonus.

    The holder of the highest triple opens with it (+10); with 0-0-0 too, they may open with it
    (+40 in all). With no triple, the highest tile opens with no bonus: by sum, then the later tile in a-b-c
    order (tile ids are that order) [R-TM12].
    """
    triples = [t for t in rack if TILES[t][0] == TILES[t][2]]
    if not triples:
        return {max(rack, key=lambda t: (TSUM[t], t)): 0}
    out = {max(triples): 10}
    if 0 in triples:
        out[0] = 40
    return out
