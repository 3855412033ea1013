"""Solitaire solver (RULES §3.8): the fewest turns that empty the triangle, seizures included.

The search runs over boards between turns, up to the 6 symmetries of the triangle. The
successors of a board come from `TurnSearch` (every end of every sowing of the turn), then the
capture (1 turn) or, when the last cell is isolated, the seizure (1 more turn).

* **Best found** (upper bound): beam searches of growing width (4, 16, 64, …) during the first
  40% of the time and while they improve, keeping the boards with the fewest stones for each number of turns.
* **Proof** (lower bound): A* with the consistent heuristic h = 0 (empty), 2 (one stone: a sowing
  then a seizure), 3 (two or more: a capture turn never empties the board — the last cell keeps
  its stone — and one sowing cannot gather two or more stones in one isolated cell). Safeguard
  ends that could be neither witnessed nor refuted are kept as edges (an over-approximation,
  so bounds stay sound); when time runs out the bound is the least f = g + h still open.

A solution is optimal when its length equals the lower bound.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .geometry import Geometry, triangle
from .search import Board, TurnSearch, removals

Succ = dict[Board, tuple[int, bool, Any]]  # next board → (turns, witnessed, step)


def symmetries(n: int) -> list[tuple[int, ...]]:
    """The 6 permutations of the cells of the n-row triangle (D3), from barycentric vertices."""
    geo = triangle(n)
    cells = []
    for lab in geo.labels:
        i, k = map(int, lab.split("."))
        j = (k - 1) // 2 if k % 2 else k // 2
        vs = [(i - 1, j), (i, j), (i, j + 1)] if k % 2 else [(i - 1, j - 1), (i - 1, j), (i, j)]
        cells.append(frozenset((r - c, c, n - r) for r, c in vs))
    where = {vs: c for c, vs in enumerate(cells)}
    maps: list[Callable[[tuple[int, int, int]], tuple[int, int, int]]] = [
        lambda v: v, lambda v: (v[1], v[2], v[0]), lambda v: (v[2], v[0], v[1]),
        lambda v: (v[1], v[0], v[2]), lambda v: (v[0], v[2], v[1]), lambda v: (v[2], v[1], v[0]),
    ]
    return [tuple(where[frozenset(f(v) for v in vs)] for vs in cells) for f in maps]


@dataclass
class Result:
    rows: int
    stones: int
    turns: int | None  # of the best solution found
    lower_bound: int
    lines: list[str] = field(default_factory=list)  # the solution, one turn per line
    boards: int = 0  # boards expanded by A*
    seconds: float = 0.0

    @property
    def optimal(self) -> bool:
        return self.turns is not None and self.turns == self.lower_bound


class Solver:
    def __init__(self, rows: int, stones: int, seconds: float = 60.0,
                 report: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.geo: Geometry = triangle(rows)
        self.rows, self.stones = rows, stones
        self.perms = symmetries(rows)
        self.seconds = seconds
        self.report = report or (lambda info: None)
        self.start = tuple([stones] * self.geo.n)
        self.deadline = 0.0
        self.ub: tuple[int, list[Board]] | None = None
        self.lb = 0
        self.expanded = 0

    def canon(self, b: Board) -> Board:
        return min(tuple(b[p] for p in perm) for perm in self.perms)

    @staticmethod
    def h(b: Board) -> int:
        t = sum(b)
        return 0 if t == 0 else 2 if t == 1 else 3

    def successors(self, b: Board, limit: int | None = None) -> tuple[Succ, bool]:
        """Next boards (as they are, not canonical) → (turns, witnessed, step); and whether the
        list is complete. A step `(b, pickup chain, end, removed cell, turns)` rebuilds the turn."""
        ts = TurnSearch(self.geo.nbrs, 0, limit)
        ts.deadline = self.deadline
        ts.from_start(b)
        out: Succ = {}
        if not ts.complete and limit is None:
            return out, False
        for witnessed, ends in ((True, list(ts.ends)), (False, list(ts.maybe))):
            for end in ends:
                eb, ref, _ = end
                near = removals(eb, self.geo.nbrs[ref])
                cost = 1 if near else 2
                for x, nb in near or removals(eb, range(len(eb))):
                    old = out.get(nb)
                    if old is None or (cost, not witnessed) < (old[0], not old[1]):
                        chain = ts.ends[end] if witnessed else []
                        out[nb] = (cost, witnessed, (b, chain, end, x, cost))
        return out, ts.complete

    # -- upper bound ----------------------------------------------------------------------
    def beam(self, width: int, until: float) -> None:
        """Keep the `width` boards with the fewest stones per number of turns (1 once `until`
        has passed, so that it always finishes)."""
        buckets: dict[int, dict[Board, list[Any]]] = {0: {self.canon(self.start): [self.start]}}
        g = 0
        while buckets:
            level = buckets.pop(g, None)
            if level:
                empty = next((b for b in level if sum(b) == 0), None)
                if empty is not None:
                    self._offer(g, level[empty][1:])
                    return
                w = width if time.perf_counter() < until else 1
                best = sorted(level, key=lambda b: (sum(b), sum(1 for x in b if x)))[:w]
                for cb in best:
                    if cb is not best[0] and time.perf_counter() > until:
                        break  # out of time for beams: finish with one board per level
                    path = level[cb]
                    succ, _ = self.successors(path[0], limit=20_000)
                    for nb, (cost, witnessed, step) in succ.items():
                        if witnessed:
                            buckets.setdefault(g + cost, {}).setdefault(self.canon(nb), [nb, *path[1:], step])
            g += 1
            if self.ub is not None and g >= self.ub[0]:
                return

    def _offer(self, turns: int, steps: list[Any]) -> None:
        if self.ub is None or turns < self.ub[0]:
            self.ub = (turns, steps)
            self.report({"best": turns})

    # -- lower bound / proof ----------------------------------------------------------------
    def astar(self) -> None:
        start = self.canon(self.start)
        g_of: dict[Board, int] = {start: 0}
        parent: dict[Board, tuple[Board | None, bool, Any]] = {start: (None, True, None)}
        heap = [(self.h(start), 0, start)]
        while heap:
            f, g, b = heap[0]
            self.lb = max(self.lb, f)
            if self.ub is not None and f >= self.ub[0]:
                return  # nothing shorter than the best found is left: it is optimal
            if g > g_of.get(b, g):
                heapq.heappop(heap)
                continue
            if sum(b) == 0:
                steps, ok, node = [], True, b
                while True:
                    prev, wit, step = parent[node]
                    if prev is None:
                        break
                    ok = ok and wit
                    steps.append(step)
                    node = prev
                if ok:
                    self._offer(g, steps[::-1])
                    return
                heapq.heappop(heap)  # an unwitnessed route: keep looking for a real one
                continue
            succ, complete = self.successors(b)
            if not complete:
                return  # time is up inside this expansion: f of `b` stays the bound
            heapq.heappop(heap)
            self.expanded += 1
            if self.expanded % 50 == 0:
                self.report({"lower": self.lb, "boards": self.expanded, "open": len(heap)})
            for nb, (cost, witnessed, step) in succ.items():
                cb = self.canon(nb)
                ng = g + cost
                if ng < g_of.get(cb, 1 << 30) or (ng == g_of[cb] and witnessed and not parent[cb][1]):
                    g_of[cb] = ng
                    parent[cb] = (b, witnessed, step)
                    heapq.heappush(heap, (ng + self.h(cb), ng, cb))
            if time.perf_counter() > self.deadline:
                return

    # -- notation -----------------------------------------------------------------------------
    def lines(self, steps: list[Any]) -> list[str]:
        """One line per turn (a seizure is a turn of its own): `3. 3.3 3.2 x3.1`, `4. !2.2`.

        Each step was found on some board symmetric to the real one: its cells are mapped by
        the symmetry that takes the real board to that board."""
        labels = self.geo.labels
        out: list[str] = []
        actual = self.start
        ts = TurnSearch(self.geo.nbrs)
        for frame, chain, end, x, cost in steps:
            sigma = next(p for p in self.perms if all(actual[p[c]] == frame[c] for c in range(len(frame))))
            acts = [sigma[c] for c in ts.path_of(chain, end)]
            took = sigma[x]
            sow = " ".join(labels[c] for c in acts)
            if cost == 1:
                out.append(f"{len(out) + 1}. {sow} x{labels[took]}")
            else:
                out.append(f"{len(out) + 1}. {sow}")
                out.append(f"{len(out) + 1}. !{labels[took]}")
            after = [0] * len(frame)
            eb = list(end[0])
            eb[x] = 0
            for c in range(len(frame)):
                after[sigma[c]] = eb[c]
            actual = tuple(after)
        assert sum(actual) == 0, "the solution does not empty the board"
        return out

    def run(self) -> Result:
        t0 = time.perf_counter()
        self.deadline = t0 + self.seconds
        width, until = 4, t0 + self.seconds * 0.4
        while True:  # wider and wider beams while they improve, within 40% of the time
            before = self.ub
            self.beam(width, until)
            width *= 4
            if time.perf_counter() > until or (before is not None and self.ub is before):
                break
        self.astar()
        turns = None if self.ub is None else self.ub[0]
        lines = [] if self.ub is None else self.lines(self.ub[1])
        lb = self.lb if self.ub is None else min(self.lb, self.ub[0])
        return Result(self.rows, self.stones, turns, lb, lines, self.expanded, time.perf_counter() - t0)


def solve(rows: int = 3, stones: int = 1, seconds: float = 60.0,
          report: Callable[[dict[str, Any]], None] | None = None) -> Result:
    """Solve the n-row, s-stone solitaire within `seconds` (see the module docstring)."""
    if rows < 2:
        raise ValueError(f"rows must be at least 2, got {rows}")
    if stones not in (1, 2, 3):
        raise ValueError(f"stones must be 1, 2 or 3, got {stones}")
    return Solver(rows, stones, seconds, report).run()


def solve_command(game: str, rows: int = 3, stones: int = 1, seconds: float = 60.0) -> None:
    """Shortest solitaire solution of Tricérata (fewest turns, seizures count), or the best found
    within SECONDS with a proven lower bound."""
    import typer
    from rich.console import Console
    from rich.live import Live
    from rich.table import Table

    if game != "tricerata":
        raise typer.BadParameter(f"the solver is for tricerata, not {game!r}", param_hint="GAME")
    console = Console()
    info: dict[str, Any] = {"best": "—", "lower": 2, "boards": 0, "open": 0}
    t0 = time.perf_counter()

    def table() -> Table:
        t = Table(title=f"Tricérata solitaire n={rows} s={stones}", show_header=False)
        for k in ("best", "lower", "boards", "open"):
            t.add_row(k, str(info[k]))
        t.add_row("elapsed", f"{time.perf_counter() - t0:.1f}s / {seconds:g}s")
        return t

    with Live(table(), console=console, refresh_per_second=4, transient=True) as live:
        def report(update: dict[str, Any]) -> None:
            info.update(update)
            live.update(table())

        try:
            res = solve(rows, stones, seconds, report)
        except ValueError as exc:
            raise typer.BadParameter(str(exc)) from None
    if res.turns is None:
        console.print(f"no solution found in {res.seconds:.1f}s; lower bound {res.lower_bound} turns")
        return
    verdict = "optimal (proved)" if res.optimal else f"best found; proven lower bound {res.lower_bound}"
    console.print(f"[bold]n={rows} s={stones}: {res.turns} turns[/] — {verdict} "
                  f"({res.boards} boards expanded, {res.seconds:.1f}s)")
    for line in res.lines:
        console.print(line, soft_wrap=True, highlight=False)
