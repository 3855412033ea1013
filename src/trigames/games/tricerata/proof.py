"""Depth-bounded exact search for the solitaire solver: "can this board be emptied in ≤ d turns?"

**Positions.** Inside a turn, the state is a *position* `(board, ref, hand)`: the board with the
stones in hand lifted, the reference cell and the stones still in hand. It is packed in one int
(`cell` bits per cell, then 4 bits of ref, then the hand). A pickup — the turn's START or a
resow — gives the position `(board − board[c]·e_c, c, board[c])`; every drop one more.

**Memoryless turns.** The future of a position does not depend on how it was reached, except
through [R-TC3] (the set of pickup states seen during the turn). Ignoring [R-TC3]:

* a *normal end* (the last stone falls into an empty cell) is reachable in the real game iff it is
  reachable in the position graph: the shortest path to it repeats no position, hence no pickup
  state (a pickup position `(b, c, h)` has `b[c] = 0`, a position after a drop does not), so the
  safeguard never fires along it: `Prover.path` finds one breadth first, for every turn printed;
* a *safeguard end* lands on a non-empty cell, i.e. it is a resow target `(b, y)`. Counting every
  resow target as a *possible* end over-approximates the real ends (fine for lower bounds), and
  such ends are never used in a printed solution. One family is excluded exactly: a target whose
  board has a single non-empty cell is never a safeguard end. (Its last segment dropped only into
  `y`, so it held one stone — consecutive drops differ — picked up from a neighbour `c` holding
  one stone; a resow cell holds ≥ 2, so that pickup was the turn's START, and the target is then
  the turn's first resow state, not a repeated one. Every later visit needs the same START.)

Because positions are memoryless, "position p cannot reach an end that is good at depth d" is a
fact about p alone: a search that fails adds every position it visited to a global *dead* set of
depth d (every position reachable from a visited one was visited too), shared by every later
board — different boards of one depth walk largely the same positions.

**Ordering.** Below the last three turns, a search first collects every end of the turn (the
positions not already dead), then tries the boards they lead to, fewest non-empty cells, then
fewest stones first; with three turns left an end is judged in O(1) and the search stops at the first
good one. A *probe* (a cap on the positions of each search, `budget`) finds solutions fast;
a search over the cap is UNKNOWN and memoises nothing. The exact search has no cap.

**Depth bound.** `W(B, d)` (B can be emptied in ≤ d turns) is REAL (with a witnessed solution),
POSSIBLE (only through over-approximated safeguard ends) or FAIL. An end with a non-empty
neighbour of its last cell is followed by a capture (1 turn), else by a seizure of any cell
(2 turns). Admissible cut-offs: an empty board needs 0 turns, one stone 2 (a sowing, then the
seizure), two or more stones at least 3 — a capture never empties the board (the last cell keeps
its stone), so the last turn is a seizure after a sowing that left a single non-empty cell, the
last one: a normal end leaves one stone there, and a safeguard end never leaves a single
non-empty cell (above); so with ≥ 2 stones some other turn must remove stones first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from time import perf_counter
from typing import Any

FAIL, POSSIBLE, UNKNOWN, REAL = 0, 1, 2, 3  # ordered: max() combines alternatives
# A witnessed step: (end: board | last cell << rs, removed cell, turns used: 1 or 2, next board)
Step = tuple[int, int, int, int]


class OutOfTime(Exception):
    """The work limit, the deadline or the memory cap was reached inside a search."""


class _OverBudget(Exception):
    """A probe search visited more than `budget` positions."""


class Prover:
    """`W(board, d)` over packed boards of the graph `nbrs` (boards hold at most `total` stones)."""

    def __init__(self, nbrs: Sequence[Sequence[int]], total: int, deadline: float = float("inf"),
                 max_positions: int = 40_000_000,
                 report: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.nbrs = [tuple(ns) for ns in nbrs]
        self.n = len(nbrs)
        self.bits = max(total, 1).bit_length()
        self.mask = (1 << self.bits) - 1
        self.rs = self.bits * self.n  # ref shift
        self.rmask = (1 << max(self.n - 1, 1).bit_length()) - 1
        self.hs = self.rs + self.rmask.bit_length()  # hand shift
        self.bmask = (1 << self.rs) - 1
        self.deadline = deadline
        self.work_limit: int | None = None  # positions (all searches) after which to stop: the budget
        self.max_positions = max_positions  # cap on stored positions (memory): beyond, out of time
        self.path_cap = 3_000_000  # positions of the two-sided search for a printed turn
        self.budget: int | None = None  # probe: positions per search (None: exact)
        self.report = report or (lambda info: None)
        self.dead: dict[int, set[int]] = {}  # depth → positions reaching no good end
        self.maybe: dict[int, set[int]] = {}  # depth → positions reaching only POSSIBLE ends
        self.memo: dict[tuple[int, int], tuple[int, Step | None]] = {}
        self.positions = 0  # positions visited, all searches
        self.boards = 0  # boards searched

    # -- packing ------------------------------------------------------------------------------
    def pack(self, cells: Sequence[int]) -> int:
        return sum(v << (self.bits * c) for c, v in enumerate(cells))

    def unpack(self, board: int) -> list[int]:
        return [(board >> (self.bits * c)) & self.mask for c in range(self.n)]

    def roots(self, board: int, cells: Sequence[int] | None = None) -> list[int]:
        """The positions after picking up each non-empty cell of `cells` (START)."""
        bits, mask, out = self.bits, self.mask, []
        for c in range(self.n) if cells is None else cells:
            h = (board >> (bits * c)) & mask
            if h:
                out.append((board & ~(mask << (bits * c))) | (c << self.rs) | (h << self.hs))
        return out

    # -- depth bound ------------------------------------------------------------------------------
    def win(self, board: int, total: int, d: int, starts: Sequence[int] | None = None
            ) -> tuple[int, Step | None]:
        """`W(board, d)` with its first step when REAL (`starts`: the START cells to try)."""
        if total == 0:
            return REAL, None
        if d < (2 if total == 1 else 3):
            return FAIL, None
        if total == 1:  # sow the last stone to any neighbour, then seize it
            y = self.nbrs[next(c for c in range(self.n) if board >> (self.bits * c) & self.mask)][0]
            return REAL, ((1 << (self.bits * y)) | (y << self.rs), y, 2, 0)
        got = self.memo.get((board, d))
        if got is None:
            self.boards += 1
            try:
                got = (self._first if d == 3 else self._collect)(board, total, d, starts)
            except _OverBudget:
                return UNKNOWN, None
            if got[0] != UNKNOWN:
                self.memo[(board, d)] = got
        return got

    def _good(self, end: int, y: int, total: int, d: int) -> tuple[int, tuple[int, int, int] | None]:
        """The best way on from an end (last cell `y`) with `d` turns left, this one included."""
        bits, mask = self.bits, self.mask
        best = FAIL
        cells = [x for x in self.nbrs[y] if (end >> (bits * x)) & mask]
        cost = 1 if cells else 2  # a capture, or the seizure of any cell by the next turn
        for x in cells or range(self.n):
            v = (end >> (bits * x)) & mask
            if v:
                nb = end & ~(mask << (bits * x))
                r = self.win(nb, total - v, d - cost)[0]
                if r == REAL:
                    return REAL, (x, cost, nb)
                best = max(best, r)
        return best, None

    def _first(self, board: int, total: int, d: int, starts: Sequence[int] | None
               ) -> tuple[int, Step | None]:
        """Depth-first search of one turn for a good end, stopping at the first."""
        best, found = FAIL, None

        def on_end(end: int, y: int, normal: bool) -> bool:
            nonlocal best, found
            r, step = self._good(end, y, total, d)
            if r == REAL and normal:
                assert step is not None
                found = (end | (y << self.rs), *step)
                return True
            best = max(best, POSSIBLE if r == REAL else r)
            return False

        visited, reach = self._walk(board, d, starts, on_end)
        if found is not None:
            return REAL, found
        return self._verdict(d, max(best, reach), visited), None

    def _collect(self, board: int, total: int, d: int, starts: Sequence[int] | None
                 ) -> tuple[int, Step | None]:
        """Every end of one turn, then the boards they lead to, most promising first."""
        bits, mask, rs, bmask = self.bits, self.mask, self.rs, self.bmask
        ends: dict[int, bool] = {}  # end | last cell << rs → normal (else: a possible safeguard end)

        def on_end(end: int, y: int, normal: bool) -> bool:
            key = end | (y << rs)
            ends[key] = ends.get(key, False) or normal
            return False

        visited, best = self._walk(board, d, starts, on_end)
        nexts: dict[tuple[int, int], tuple[int, int, int, bool]] = {}  # (board, turns) → (end, cell, v, normal)
        for key, normal in ends.items():
            end, y = key & bmask, key >> rs
            cells = [x for x in self.nbrs[y] if (end >> (bits * x)) & mask]
            cost = 1 if cells else 2
            for x in cells or range(self.n):
                v = (end >> (bits * x)) & mask
                if v:
                    k = (end & ~(mask << (bits * x)), cost)
                    if k not in nexts or (normal and not nexts[k][3]):
                        nexts[k] = (key, x, v, normal)
        ends.clear()

        def promise(k: tuple[int, int]) -> tuple[int, int, int]:
            cells = self.unpack(k[0])
            return k[1], sum(1 for v in cells if v), sum(cells)

        for k in sorted(nexts, key=promise):
            nb, cost = k
            key, x, v, normal = nexts[k]
            r = self.win(nb, total - v, d - cost)[0]
            if r == REAL and normal:
                return REAL, (key, x, cost, nb)
            best = max(best, POSSIBLE if r == REAL else r)
        return self._verdict(d, best, visited), None

    def _verdict(self, d: int, result: int, visited: set[int]) -> int:
        """Remember the positions of an exhausted search that found no REAL end."""
        if result == FAIL:
            self.dead[d].update(visited)
        elif result == POSSIBLE:
            self.maybe[d].update(visited)
        return result

    def _walk(self, board: int, d: int, starts: Sequence[int] | None,
              on_end: Callable[[int, int, bool], bool]) -> tuple[set[int], int]:
        """Visit the positions of one turn from `board` not known dead at depth `d`, calling
        `on_end(board, last cell, normal)` for every end (safeguard ends: normal False) until it
        returns True. Returns the positions visited, and POSSIBLE if one of them leads to a
        position of `maybe` (else FAIL)."""
        bits, mask, rs, hs, bmask, nbrs = self.bits, self.mask, self.rs, self.hs, self.bmask, self.nbrs
        rmask = self.rmask
        dead = self.dead.setdefault(d, set())
        maybe = self.maybe.setdefault(d, set())
        visited: set[int] = set()
        possible = FAIL
        budget = self.budget
        stack = []
        for root in reversed(self.roots(board, starts)):  # the first START is explored first
            if root in maybe:
                possible = POSSIBLE
            elif root not in dead and root not in visited:
                visited.add(root)
                stack.append(root)
        pops = 0
        limit = self.work_limit
        check = self._next_check(0, len(visited))
        try:
            while stack:
                p = stack.pop()
                pops += 1
                if pops >= check:
                    if not pops & 0x3FFF:
                        self._tick(len(visited))
                        if budget is not None and len(visited) > budget:
                            raise _OverBudget
                    if limit is not None and self.positions + len(visited) > limit:
                        raise OutOfTime
                    check = self._next_check(pops, len(visited))
                b = p & bmask
                ref = (p >> rs) & rmask
                hand = p >> hs
                for y in nbrs[ref]:
                    sh = bits * y
                    nb = b + (1 << sh)
                    if hand > 1:
                        q = nb | (y << rs) | ((hand - 1) << hs)
                    else:
                        was = (b >> sh) & mask
                        if not was:  # a normal end
                            if on_end(nb, y, True):
                                return visited, possible
                            continue
                        if nb != (was + 1) << sh and on_end(nb, y, False):  # a possible safeguard end
                            return visited, possible
                        q = (nb & ~(mask << sh)) | (y << rs) | ((was + 1) << hs)  # resow
                    if q in visited or q in dead:
                        continue
                    if q in maybe:
                        possible = POSSIBLE
                        continue
                    visited.add(q)
                    stack.append(q)
        finally:
            self.positions += len(visited)
        return visited, possible

    def _next_check(self, pops: int, visiting: int) -> int:
        """The next pop at which to look at the clock and the budgets: every 16 384 pops (the same
        points on every machine), and, as the work limit nears, often enough never to pass it by
        more than a few positions (a pop visits at most 3 new ones): `--work` is a budget (± 1 %)."""
        tick = (pops | 0x3FFF) + 1
        if self.work_limit is None:
            return tick
        room = self.work_limit - self.positions - visiting
        return min(tick, pops + max(1, room // 4))

    def _tick(self, visiting: int) -> None:
        # Checked every 16 384 positions popped: the same points on every machine, so a run
        # bounded by work alone is reproducible.
        if self.work_limit is not None and self.positions + visiting > self.work_limit:
            raise OutOfTime
        if perf_counter() > self.deadline:
            raise OutOfTime
        stored = visiting + sum(map(len, self.dead.values())) + sum(map(len, self.maybe.values()))
        if stored > self.max_positions:
            if visiting > self.max_positions // 2:
                raise OutOfTime  # this one search alone is too big
            for memo in (*self.dead.values(), *self.maybe.values()):
                memo.clear()  # forget: slower, still correct
        self.report({"positions": self.positions + visiting, "boards": self.boards})

    def turn_ends(self, board: int) -> dict[int, bool]:
        """Every end of a turn from `board` (`end | last cell << rs` → normal; False: a resow
        target counted as a possible safeguard end). No memo is used or filled."""
        ends: dict[int, bool] = {}

        def on_end(end: int, y: int, normal: bool) -> bool:
            key = end | (y << self.rs)
            ends[key] = ends.get(key, False) or normal
            return False

        self._walk(board, -1, None, on_end)
        self.dead.pop(-1)
        self.maybe.pop(-1)
        return ends

    # -- solutions ------------------------------------------------------------------------------
    def solution(self, board: int, d: int, starts: Sequence[int] | None = None
                 ) -> tuple[int, list[tuple[str, list[int]]]]:
        """`W(board, d)` and, when REAL, a solution of at most d turns, one entry per turn:
        `("capture", START + SOWs + captured cell)`, `("sow", START + SOWs)` (its last cell is
        isolated) or `("seize", [cell])`."""
        r, step = self.win(board, sum(self.unpack(board)), d, starts)
        if r != REAL:
            return r, []
        turns: list[tuple[str, list[int]]] = []
        while step is not None:
            end, x, cost, nb = step
            moves = self.path(board, end)
            turns += [("capture", [*moves, x])] if cost == 1 else [("sow", moves), ("seize", [x])]
            board, d = nb, d - cost
            r, step = self.win(board, sum(self.unpack(board)), d)
            assert r == REAL
        return REAL, turns

    def path(self, board: int, end: int) -> list[int]:
        """START and SOW cells of a turn from `board` to the normal end `end`: a shortest one
        (breadth first from both sides, up to 3 million positions), else the stack of a
        depth-first search. Loops are cut out, so no position — hence no pickup state — repeats
        and [R-TC3] never cuts the turn short."""
        rs, rmask, bits = self.rs, self.rmask, self.bits
        y = end >> rs
        last = (end & self.bmask) - (1 << (bits * y))
        fwd: dict[int, int] = dict.fromkeys(self.roots(board), -1)  # position → previous
        bwd: dict[int, int] = {last | (p << rs) | (1 << self.hs): -1 for p in self.nbrs[y]}  # → next
        meet = next((q for q in bwd if q in fwd), None)
        ff, bf = list(fwd), list(bwd)
        while meet is None and ff and bf and len(fwd) + len(bwd) < self.path_cap:
            if len(ff) <= len(bf):
                nxt = []
                for p in ff:
                    for q, _ in self._next(p):
                        if q != -1 and q not in fwd:
                            fwd[q] = p
                            nxt.append(q)
                            if q in bwd:
                                meet = q
                ff = nxt
            else:
                nxt = []
                for q in bf:
                    for p in self._prev(q):
                        if p not in bwd:
                            bwd[p] = q
                            nxt.append(p)
                            if p in fwd:
                                meet = p
                bf = nxt
        if meet is not None:
            chain, p = [], meet
            while p != -1:
                chain.append(p)
                p = fwd[p]
            chain.reverse()
            p = bwd[meet]
            while p != -1:
                chain.append(p)
                p = bwd[p]
        else:
            chain = self._dfs_chain(board, end)
        first: dict[int, int] = {}
        out: list[int] = []
        for p in chain:  # cut loops: positions are memoryless
            if p in first:
                del out[first[p]:]
                first = {q: i for i, q in enumerate(out)}
            first[p] = len(out)
            out.append(p)
        return [(p >> rs) & rmask for p in out] + [y]

    def _dfs_chain(self, board: int, end: int) -> list[int]:
        seen: set[int] = set()
        stack: list[tuple[int, int]] = [(r, 0) for r in reversed(self.roots(board))]
        path: list[int] = []
        while stack:
            p, k = stack.pop()
            del path[k:]
            path.append(p)
            for q, e in self._next(p):
                if q == -1:
                    if e == end:
                        return path
                elif q not in seen:
                    seen.add(q)
                    stack.append((q, k + 1))
        raise AssertionError("the end is not reachable")  # unreachable for ends found by `win`

    def _prev(self, q: int) -> list[int]:
        """The positions one drop before `q` (a drop, or the last drop before a resow)."""
        bits, mask, rs, hs = self.bits, self.mask, self.rs, self.hs
        b, ref, hand = q & self.bmask, (q >> rs) & self.rmask, q >> hs
        sh = bits * ref
        if (b >> sh) & mask:  # q follows a drop on ref
            pb = (b - (1 << sh)) | ((hand + 1) << hs)
        elif hand >= 2:  # q is a resow: the last stone fell on ref, which held hand − 1
            pb = (b + ((hand - 1) << sh)) | (1 << hs)
        else:
            return []
        return [pb | (p << rs) for p in self.nbrs[ref]]

    def _next(self, p: int) -> list[tuple[int, int]]:
        """The successors of a position: `(position, 0)`, or `(-1, end | last cell << rs)`."""
        bits, mask, rs, hs = self.bits, self.mask, self.rs, self.hs
        b, ref, hand = p & self.bmask, (p >> rs) & self.rmask, p >> hs
        out = []
        for y in self.nbrs[ref]:
            sh = bits * y
            nb = b + (1 << sh)
            if hand > 1:
                out.append((nb | (y << rs) | ((hand - 1) << hs), 0))
            elif (b >> sh) & mask:
                out.append(((nb & ~(mask << sh)) | (y << rs) | ((((b >> sh) & mask) + 1) << hs), 0))
            else:
                out.append((-1, nb | (y << rs)))
        return out
