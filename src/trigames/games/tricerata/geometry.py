"""Boards as graphs (RULES §3.2, §3.10): cells, edge neighbours, corner/border/interior labels.

Every geometry is built once per size and cached. Cells are numbered `0 … N−1` in reading
order (rows top to bottom, left to right); for the triangle this is `idx(i,k) = (i−1)² + k−1`.
Each cell has a label `i.k` (row `i` from the top, `k`-th cell of that row, both from 1), which
is the notation. Bit masks (`bit[c] = 1 << c`) let the rules keep the set of non-empty cells as
one integer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

CORNER, BORDER, INTERIOR = 0, 1, 2
KINDS = ("corner", "border", "interior")
GEOMETRIES = ("triangle", "square", "hex", "trihex")


@dataclass(frozen=True, slots=True)
class Geometry:
    """A finite board: `nbrs[c]` are the edge neighbours of cell `c` in a fixed order."""

    name: str
    size: tuple[int, ...]
    labels: tuple[str, ...]
    nbrs: tuple[tuple[int, ...], ...]
    kinds: tuple[int, ...]
    up: tuple[bool | None, ...]  # triangles: True = UP, False = DOWN; None for other cells
    pos: tuple[tuple[int, int], ...]  # (text line, x in half-cell units) for rendering

    n: int = field(init=False)
    index: dict[str, int] = field(init=False, compare=False, hash=False)
    nbr_sets: tuple[frozenset[int], ...] = field(init=False, compare=False, hash=False)
    nbr_masks: tuple[int, ...] = field(init=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        put = object.__setattr__
        put(self, "n", len(self.labels))
        put(self, "index", {lab: c for c, lab in enumerate(self.labels)})
        put(self, "nbr_sets", tuple(frozenset(ns) for ns in self.nbrs))
        put(self, "nbr_masks", tuple(sum(1 << d for d in ns) for ns in self.nbrs))

    def rows(self) -> list[list[int]]:
        """The cells of each row (by label), top to bottom."""
        out: dict[int, list[int]] = {}
        for c, lab in enumerate(self.labels):
            out.setdefault(int(lab.split(".")[0]), []).append(c)
        return [out[r] for r in sorted(out)]

    def describe(self) -> str:
        return f"{self.name} {'×'.join(map(str, self.size))}"


def _by_degree(nbrs: list[tuple[int, ...]], corner: int, border: int) -> tuple[int, ...]:
    return tuple(CORNER if len(ns) == corner else BORDER if len(ns) == border else INTERIOR for ns in nbrs)


@cache
def triangle(n: int) -> Geometry:
    """The triangle of `n` rows (§3.2): row `i` has `2i−1` cells, odd `k` UP, even `k` DOWN."""
    if n < 2:
        raise ValueError(f"a triangle needs at least 2 rows, got {n}")

    def idx(i: int, k: int) -> int:
        return (i - 1) ** 2 + k - 1

    labels, nbrs, up, pos = [], [], [], []
    for i in range(1, n + 1):
        for k in range(1, 2 * i):
            ns = []
            if k > 1:
                ns.append(idx(i, k - 1))
            if k < 2 * i - 1:
                ns.append(idx(i, k + 1))
            if k % 2:  # UP: the DOWN cell below
                if i < n:
                    ns.append(idx(i + 1, k + 1))
            else:  # DOWN: the UP cell above
                ns.append(idx(i - 1, k - 1))
            labels.append(f"{i}.{k}")
            nbrs.append(tuple(ns))
            up.append(bool(k % 2))
            pos.append((2 * (i - 1) + (k % 2), k - i))
    return Geometry("triangle", (n,), tuple(labels), tuple(nbrs), _by_degree(nbrs, 1, 2), tuple(up),
                    tuple(pos))


@cache
def square(a: int, b: int) -> Geometry:
    """The `a×b` square grid (a rows, b columns) with 4-neighbourhood (N, E, S, W)."""
    if a < 2 or b < 2:
        raise ValueError(f"a square grid needs at least 2×2 cells, got {a}×{b}")
    labels, nbrs, pos = [], [], []
    for r in range(a):
        for c in range(b):
            ns = [(r + dr) * b + c + dc for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1))
                  if 0 <= r + dr < a and 0 <= c + dc < b]
            labels.append(f"{r + 1}.{c + 1}")
            nbrs.append(tuple(ns))
            pos.append((r, 2 * c))
    return Geometry("square", (a, b), tuple(labels), tuple(nbrs), _by_degree(nbrs, 2, 3),
                    (None,) * (a * b), tuple(pos))


@cache
def hexagon(m: int) -> Geometry:
    """The hexagonal board of side `m` made of hexagonal cells (axial coordinates)."""
    if m < 2:
        raise ValueError(f"a hex board needs side at least 2, got {m}")
    cells = sorted((r, q) for r in range(1 - m, m) for q in range(1 - m, m) if abs(q + r) < m)
    where = {cell: c for c, cell in enumerate(cells)}
    labels, nbrs, pos = [], [], []
    row_start: dict[int, int] = {}
    for c, (r, q) in enumerate(cells):
        row_start.setdefault(r, c)
        ns = [where[(r + dr, q + dq)] for dr, dq in ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, -1), (1, 0))
              if (r + dr, q + dq) in where]
        labels.append(f"{r + m}.{c - row_start[r] + 1}")
        nbrs.append(tuple(ns))
        pos.append((r + m - 1, 2 * q + r))
    return Geometry("hex", (m,), tuple(labels), tuple(nbrs), _by_degree(nbrs, 3, 4), (None,) * len(cells),
                    tuple(pos))


@cache
def trihex(m: int) -> Geometry:
    """The hexagon of side `m` made of `6m²` triangles; cells sharing two vertices are neighbours.

    Vertex rows `r = 0 … 2m` hold the lattice points `x = −w … w` step 2, `w = m + min(r, 2m−r)`.
    """
    if m < 2:
        raise ValueError(f"a hexagon of triangles needs side at least 2, got {m}")

    def width(r: int) -> int:
        return m + min(r, 2 * m - r)

    def exists(r: int, x: int) -> bool:
        return 0 <= r <= 2 * m and abs(x) <= width(r) and (x - width(r)) % 2 == 0

    tris = []  # (row, x of the centre, is_up, vertices)
    for i in range(1, 2 * m + 1):
        for x in range(-3 * m, 3 * m + 1):
            upv = ((i - 1, x), (i, x - 1), (i, x + 1))
            downv = ((i - 1, x - 1), (i - 1, x + 1), (i, x))
            for is_up, corners3 in ((True, upv), (False, downv)):
                if all(exists(*v) for v in corners3):
                    tris.append((i, x, is_up, frozenset(corners3)))
    tris.sort(key=lambda t: (t[0], t[1]))
    by_edge: dict[frozenset[tuple[int, int]], list[int]] = {}
    for c, (_, _, _, vs) in enumerate(tris):
        for v in vs:
            by_edge.setdefault(vs - {v}, []).append(c)
    nbrs = [tuple(sorted(d for v in t[3] for d in by_edge[t[3] - {v}] if d != c)) for c, t in enumerate(tris)]
    corners = {(0, -m), (0, m), (m, -2 * m), (m, 2 * m), (2 * m, -m), (2 * m, m)}
    kinds = tuple(CORNER if t[3] & corners else BORDER if len(ns) < 3 else INTERIOR
                  for t, ns in zip(tris, nbrs, strict=True))
    labels, pos = [], []
    k = 0
    for c, (i, x, is_up, _) in enumerate(tris):
        k = 1 if c == 0 or tris[c - 1][0] != i else k + 1
        labels.append(f"{i}.{k}")
        pos.append((2 * (i - 1) + is_up, x))
    return Geometry("trihex", (m,), tuple(labels), tuple(nbrs), kinds, tuple(t[2] for t in tris), tuple(pos))


def build(name: str, rows: int, cols: int | None, side: int) -> Geometry:
    """The geometry named by the game options."""
    if name == "triangle":
        return triangle(rows)
    if name == "square":
        return square(rows, rows if cols is None else cols)
    if name == "hex":
        return hexagon(side)
    if name == "trihex":
        return trihex(side)
    raise ValueError(f"unknown geometry {name!r}; choose from {', '.join(GEOMETRIES)}")
