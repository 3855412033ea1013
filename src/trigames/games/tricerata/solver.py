"""Solitaire solver (RULES §3.8): the fewest turns that empty the triangle, seizures included.

* **Proof and shortest solutions** (`proof.py`): iterative deepening on the number of turns d,
  from the admissible bound 3 (2 for one stone). "Can the board be emptied in ≤ d turns?" is
  decided over the positions `(board, ref, hand)` of each turn, packed in ints, with [R-TC3]
  relaxed (exact for the normal ends of a turn, an over-approximation for its safeguard ends,
  which are never printed) and a dead-position memo per depth shared by every board. Each depth
  is first *probed* (20 000, 200 000, then 2 million positions per search: a search over the cap
  proves nothing) and, once the probes have spent 40 % of the work, searched exactly. A depth
  refuted exactly raises the lower bound; the first depth with a witnessed solution is the
  optimum. Turn ends of the first turn are only tried from one START cell per orbit of the 6
  symmetries of the triangle.
* **Best found** (upper bound, when the probes find nothing in 40 % of the work): beam
  searches of growing width (4, 16, 64, …) until 70 % of the work, over boards between turns up
  to symmetry, keeping the boards with the fewest stones for each number of turns; their
  successors come from `TurnSearch` (every end of every sowing of the turn).

**Budget.** The budget is *work* — positions visited (the prover's, plus `TurnSearch`'s in the
beams) — not time, so the phases switch at the same points and a result is the same however
loaded the machine is. `seconds` is an optional hard stop on top (a run stopped by it depends on
the machine, and says so).

A solution is optimal when its length equals the lower bound. Every printed solution is
replayed through the engine before it is returned.
"""

from __future__ import annotations

import contextlib
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .geometry import Geometry, triangle
from .proof import FAIL, POSSIBLE, REAL, OutOfTime, Prover
from .search import Board, TurnSearch, removals

Succ = dict[Board, tuple[int, bool, Any]]  # next board → (turns, witnessed, step)

WORK = 200_000_000
"""Default budget in positions: enough to prove n=4, s=1 (its probes find the 4-turn solution
after ≈ 53 M positions, inside the probes' 40 %); a few minutes on one core."""
PROBE, BEAM = 0.4, 0.7  # shares of the work after which the probes, then the beams, stop


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
    boards: int = 0  # boards searched by the deepening
    seconds: float = 0.0
    positions: int = 0  # positions visited by the deepening
    work: int = 0  # positions visited, deepening and beams (the budget's unit)
    stopped_by_time: bool = False  # True: `seconds` ran out first (the result depends on the machine)

    @property
    def optimal(self) -> bool:
        return self.turns is not None and self.turns == self.lower_bound


class Solver:
    def __init__(self, rows: int, stones: int, work: int = WORK, seconds: float | None = None,
                 report: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.geo: Geometry = triangle(rows)
        self.rows, self.stones = rows, stones
        self.perms = symmetries(rows)
        self.work = work
        self.seconds = seconds
        self.beam_positions = 0  # TurnSearch positions of the beams
        self.report = report or (lambda info: None)
        self.start = tuple([stones] * self.geo.n)
        self.deadline = math.inf
        self.ub: tuple[int, list[str]] | None = None  # turns, printed lines
        self.lb = self.h(self.start)
        self.prover = Prover(self.geo.nbrs, stones * self.geo.n, report=self.report)
        self.prover.path_cap = int(min(20_000_000, max(3_000_000, work // 20)))  # shorter printed turns
        self.start_packed = self.prover.pack(self.start)
        self.starts = sorted({min(p[c] for p in self.perms) for c in range(self.geo.n)})  # one per orbit

    def spent(self) -> int:
        """Work done so far, in positions."""
        return self.prover.positions + self.beam_positions

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
        ts.strict = True
        ts.from_start(b)
        self.beam_positions += ts.positions
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
    def beam(self, width: int, until: int) -> None:
        """Keep the `width` boards with the fewest stones per number of turns (1 once the work
        done reaches `until`, so that it always finishes)."""
        buckets: dict[int, dict[Board, list[Any]]] = {0: {self.canon(self.start): [self.start]}}
        g = 0
        while buckets:
            level = buckets.pop(g, None)
            if level:
                empty = next((b for b in level if sum(b) == 0), None)
                if empty is not None:
                    self._offer(g, self.lines(level[empty][1:]))
                    return
                w = width if self.spent() < until else 1
                best = sorted(level, key=lambda b: (sum(b), sum(1 for x in b if x)))[:w]
                for cb in best:
                    if cb is not best[0] and (self.spent() >= until or time.perf_counter() > self.deadline):
                        break  # out of work for beams: finish with one board per level
                    room = self.work - self.spent()
                    if room <= 0:
                        return  # the whole budget is spent: `--work` bounds the beams too
                    path = level[cb]
                    succ, _ = self.successors(path[0], limit=min(20_000, room))
                    for nb, (cost, witnessed, step) in succ.items():
                        if witnessed:
                            buckets.setdefault(g + cost, {}).setdefault(self.canon(nb), [nb, *path[1:], step])
            g += 1
            if self.ub is not None and g >= self.ub[0]:
                return

    def _offer(self, turns: int, lines: list[str]) -> None:
        if self.ub is None or turns < self.ub[0]:
            self.ub = (turns, lines)
            self.report({"best": turns})

    # -- lower bound / proof ----------------------------------------------------------------
    def deepen(self, until: int, probe_only: bool) -> None:
        """Iterative deepening from the lower bound while it is below the best found."""
        prover = self.prover
        d = self.lb
        while self.ub is None or d < self.ub[0]:
            self.report({"depth": d})
            r = POSSIBLE
            for budget in (20_000, 200_000, 2_000_000, *(() if probe_only else (None,))):
                prover.budget = budget
                prover.deadline = self.deadline
                prover.work_limit = until - self.beam_positions  # the budget counts the beams' work too
                r, turns = prover.solution(self.start_packed, d, self.starts)
                self.report({"boards": prover.boards, "positions": prover.positions})
                if r == REAL:
                    self._offer(d, self.proof_lines(turns))
                    return
                if r in (FAIL, POSSIBLE):
                    break
            if r == FAIL:  # exact: W is monotone in d, so no solution of d turns or fewer
                self.lb = max(self.lb, d + 1)
                self.report({"lower": self.lb})
            d += 1  # after POSSIBLE or UNKNOWN too: a deeper probe may still find a solution

    # -- notation -----------------------------------------------------------------------------
    def proof_lines(self, turns: list[tuple[str, list[int]]]) -> list[str]:
        """The turns of `Prover.solution` in the notation of the game."""
        labels = self.geo.labels
        out = []
        for i, (kind, cells) in enumerate(turns, 1):
            if kind == "seize":
                out.append(f"{i}. !{labels[cells[0]]}")
            elif kind == "sow":
                out.append(f"{i}. " + " ".join(labels[c] for c in cells))
            else:
                out.append(f"{i}. " + " ".join(labels[c] for c in cells[:-1]) + f" x{labels[cells[-1]]}")
        return out

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
        if self.seconds is not None:
            self.deadline = t0 + self.seconds
        with contextlib.suppress(OutOfTime):  # probes first: on small boards they find the optimum
            self.deepen(int(self.work * PROBE), probe_only=True)
        if self.ub is None:
            width, until = 4, int(self.work * BEAM)
            while time.perf_counter() <= self.deadline:  # wider and wider beams while they improve
                before = self.ub
                self.beam(width, until)
                width *= 4
                if self.spent() >= until or (before is not None and self.ub is before):
                    break
        with contextlib.suppress(OutOfTime):
            self.deepen(self.work, probe_only=False)
        turns = None if self.ub is None else self.ub[0]
        lines = [] if self.ub is None else self.ub[1]
        if lines:
            check(self.rows, self.stones, lines)
        lb = self.lb if self.ub is None else min(self.lb, self.ub[0])
        return Result(self.rows, self.stones, turns, lb, lines, self.prover.boards, time.perf_counter() - t0,
                      self.prover.positions, self.spent(), time.perf_counter() > self.deadline)


def check(rows: int, stones: int, lines: list[str]) -> int:
    """Replay a printed solution through the engine; the number of turns it counts."""
    from . import Tricerata

    s = Tricerata(players=1, rows=rows, stones=stones).new_game(0)
    for line in lines:
        s.apply_text(line)
    assert s.is_terminal(), "the solution does not empty the board"
    return int(s.outcome().details["turns"])


def solve(rows: int = 3, stones: int = 1, work: int = WORK, seconds: float | None = None,
          report: Callable[[dict[str, Any]], None] | None = None) -> Result:
    """Solve the n-row, s-stone solitaire within `work` positions (and `seconds`, if given; see
    the module docstring)."""
    if rows < 2:
        raise ValueError(f"rows must be at least 2, got {rows}")
    if stones not in (1, 2, 3):
        raise ValueError(f"stones must be 1, 2 or 3, got {stones}")
    if work < 1:
        raise ValueError(f"work must be at least 1 position, got {work}")
    return Solver(rows, stones, work, seconds, report).run()


def solve_command(game: str, rows: int = 3, stones: int = 1, work: int = WORK,
                  seconds: float | None = None) -> None:
    """Shortest solitaire solution of Tricérata (fewest turns, seizures count), or the best found
    within WORK positions searched, with a proven lower bound. The result does not depend on the
    machine's load; SECONDS (optional) stops earlier on a slow or busy machine."""
    import typer
    from rich.console import Console
    from rich.live import Live
    from rich.table import Table

    if game.lower() not in ("tricerata", "tricérata"):
        raise typer.BadParameter(f"the solver is for tricerata, not {game!r}", param_hint="GAME")
    if not 2 <= rows <= 10:
        raise typer.BadParameter(f"rows must be 2–10, got {rows}", param_hint="--rows")
    if stones not in (1, 2, 3):
        raise typer.BadParameter(f"stones must be 1, 2 or 3, got {stones}", param_hint="--stones")
    if not 1_000 <= work <= 100_000_000_000:
        raise typer.BadParameter(f"work must be 1000–100000000000 positions, got {work}", param_hint="--work")
    if seconds is not None and not (seconds == seconds and 0 < seconds <= 86_400):  # NaN != NaN
        raise typer.BadParameter(f"seconds must be in (0, 86400], got {seconds:g}", param_hint="--seconds")
    console = Console()
    info: dict[str, Any] = {"best": "—", "lower": 3, "depth": "—", "boards": 0, "positions": 0}
    cap = "" if seconds is None else f" / {seconds:g}s"
    t0 = time.perf_counter()

    def table() -> Table:
        t = Table(title=f"Tricérata solitaire n={rows} s={stones}", show_header=False)
        for k in ("best", "lower", "depth", "boards", "positions"):
            t.add_row(k, str(info[k]))
        t.add_row("work", f"{info['positions']:,} of {work:,} positions (deepening)")
        t.add_row("elapsed", f"{time.perf_counter() - t0:.1f}s{cap}")
        return t

    with Live(table(), console=console, refresh_per_second=4, transient=True) as live:
        def report(update: dict[str, Any]) -> None:
            info.update(update)
            live.update(table())

        try:
            res = solve(rows, stones, work, seconds, report)
        except ValueError as exc:
            raise typer.BadParameter(str(exc)) from None
    if res.turns is None:
        console.print(f"no solution found in {res.work:,} positions ({res.seconds:.1f}s); "
                      f"lower bound {res.lower_bound} turns")
        return
    verdict = "optimal (proved)" if res.optimal else f"best found; proven lower bound {res.lower_bound}"
    stop = " — stopped by --seconds, so this depends on the machine" if res.stopped_by_time else ""
    console.print(f"[bold]n={rows} s={stones}: {res.turns} turns[/] — {verdict} "
                  f"({res.boards} boards, {res.positions:,} positions of the deepening, {res.work:,} in all, "
                  f"{res.seconds:.1f}s{stop})")
    for line in res.lines:
        console.print(line, soft_wrap=True, highlight=False)
