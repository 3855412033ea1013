"""Exhaustive search over the paths of one turn, shared by the greedy bot and the solver.

A turn is a walk in the graph of *pickup states* `(board before the pickup, cell)`: from each
one a *segment* (the sowing of one handful) either ends in an empty cell (a normal end) or lands
on a non-empty cell, which is the next pickup state (a resow). [R-TC3] forbids revisiting a
pickup state: a turn is a simple path in that graph, and a segment that lands on a state of the
path ends the sowing there (a safeguard end). So:

* each segment is enumerated once per pickup state, with every intermediate position
  `(board, ref, hand)` expanded once (sowing orders that give the same board merge);
* the normal ends of a turn are those of the segments of every pickup state reachable from
  its start (any reachable state is reachable by a simple path: the shortest);
* a safeguard end `P → Q` needs a simple path start ⇝ Q ⇝ P: found as a shortest path Q ⇝ P
  and a shortest start ⇝ Q avoiding it, else by a bounded depth-first search.

An *end* is `(board, last_cell, by_safeguard)`; the board is the one 4f is resolved on.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Iterable, Sequence
from time import perf_counter

Board = tuple[int, ...]
Key = tuple[Board, int]
End = tuple[Board, int, bool]


class TurnSearch:
    """The ends of the sowings of a turn, with a path of sub-decisions to each.

    `limit` bounds the intermediate positions expanded (None: no bound); `complete` is False if
    it was hit, or if some safeguard end could be neither proved nor refuted.
    """

    def __init__(self, nbrs: Sequence[Sequence[int]], cap: int = 0, limit: int | None = None) -> None:
        self.nbrs = nbrs
        self.cap = cap
        self.limit = limit
        self.positions = 0
        self.segments: dict[Key, tuple[frozenset[End], frozenset[Key]]] = {}
        self.parent: dict[Key, Key | None] = {}
        self.depth: dict[Key, int] = {}
        self.ends: dict[End, list[Key]] = {}  # end → the pickup states of a turn reaching it
        self.maybe: set[End] = set()  # safeguard ends neither witnessed nor refuted
        self.complete = True
        self.deadline: float | None = None  # time.perf_counter() value after which to give up
        self.witness_budget = 300_000  # effort to witness safeguard ends, per search
        self.strict = False  # True: `limit` is also checked inside a segment (the solver's budget)

    # -- segments --------------------------------------------------------------------------
    def segment(self, key: Key) -> tuple[frozenset[End], frozenset[Key]]:
        """The normal ends and the resow targets of the handful picked up at `key`."""
        got = self.segments.get(key)
        if got is not None:
            return got
        board, c = key
        nbrs = self.nbrs
        start = ((*board[:c], 0, *board[c + 1:]), c, board[c])
        seen = {start}
        stack = [start]
        ends: set[End] = set()
        targets: set[Key] = set()
        pops = 0
        check = self._next_check(0, 1)
        while stack:
            pops += 1
            if pops >= check:
                if (not pops & 0xFFFF and self.deadline is not None and perf_counter() > self.deadline) or (
                        self.strict and self.limit is not None and self.positions + len(seen) > self.limit):
                    self.complete = False  # partial: not memoised
                    self.positions += len(seen)
                    return frozenset(ends), frozenset(targets)
                check = self._next_check(pops, len(seen))
            b, ref, hand = stack.pop()
            for y in nbrs[ref]:
                was = b[y]
                nb = (*b[:y], was + 1, *b[y + 1:])
                if hand > 1:
                    child = (nb, y, hand - 1)
                    if child not in seen:
                        seen.add(child)
                        stack.append(child)
                elif was:
                    targets.add((nb, y))
                else:
                    ends.add((nb, y, False))
        self.positions += len(seen)
        got = self.segments[key] = (frozenset(ends), frozenset(targets))
        return got

    def _next_check(self, pops: int, seen: int) -> int:
        """The next pop at which to look at the clock (every 65 536) and, when `strict`, at `limit`
        (often enough never to pass it by more than a few positions: a pop adds at most 3)."""
        tick = (pops | 0xFFFF) + 1
        if not self.strict or self.limit is None:
            return tick
        return min(tick, pops + max(1, (self.limit - self.positions - seen) // 4))

    def segment_path(self, key: Key, board: Board, last: int) -> list[int]:
        """The SOW cells of one segment from `key` that leaves `board` with its last stone on `last`."""
        b0, c = key
        start = ((*b0[:c], 0, *b0[c + 1:]), c, b0[c])
        parent: dict[tuple[Board, int, int], tuple[tuple[Board, int, int], int] | None] = {start: None}
        stack = [start]
        while stack:
            pos = stack.pop()
            b, ref, hand = pos
            for y in self.nbrs[ref]:
                nb = (*b[:y], b[y] + 1, *b[y + 1:])
                if hand == 1:
                    if nb == board and y == last:
                        out = [y]
                        link = parent[pos]
                        while link is not None:
                            out.append(pos[1])
                            pos, _ = link
                            link = parent[pos]
                        return out[::-1]
                    continue
                child = (nb, y, hand - 1)
                if child not in parent:
                    parent[child] = (pos, y)
                    stack.append(child)
        raise AssertionError("segment outcome not found")  # unreachable for outcomes of `segment`

    # -- turns -----------------------------------------------------------------------------
    def from_start(self, board: Board, cells: Iterable[int] | None = None) -> TurnSearch:
        """Every turn that starts on one of `cells` (default: every non-empty cell)."""
        roots = [(board, c) for c in (range(len(board)) if cells is None else cells) if board[c]]
        return self._explore(roots)

    def from_key(self, key: Key, path: Sequence[Key] = ()) -> TurnSearch:
        """The rest of a turn whose current pickup state is `key`, after the states `path`."""
        return self._explore([key], tuple(path))

    def _explore(self, roots: list[Key], before: tuple[Key, ...] = ()) -> TurnSearch:
        cap, limit = self.cap, self.limit
        queue: deque[Key] = deque()
        for r in roots:
            if r not in self.parent:
                self.parent[r], self.depth[r] = None, len(before)
                queue.append(r)
        edges: list[tuple[Key, Key]] = []
        while queue:
            if (limit is not None and self.positions > limit) or (
                    self.deadline is not None and perf_counter() > self.deadline):
                self.complete = False
                break
            key = queue.popleft()
            ends, targets = self.segment(key)
            for e in ends:
                if e not in self.ends:
                    self.ends[e] = self.chain(key)
            capped = cap and self.depth[key] + 1 >= cap
            for t in targets:
                if t in before:
                    self._add_end((*t, True), [*self.chain(key)])
                elif capped:
                    self._add_end((*t, True), self.chain(key))
                else:
                    edges.append((key, t))
                    if t not in self.parent:
                        self.parent[t], self.depth[t] = key, self.depth[key] + 1
                        queue.append(t)
        if self.complete or self.limit is not None:  # a search cut by the deadline is thrown away
            self._safeguard_ends(edges, set(before))
        return self

    def _add_end(self, end: End, path: list[Key]) -> None:
        if end not in self.ends:
            self.ends[end] = path

    def chain(self, key: Key) -> list[Key]:
        """The pickup states from the root of the search to `key` (shortest)."""
        out = [key]
        p = self.parent[key]
        while p is not None:
            out.append(p)
            p = self.parent[p]
        return out[::-1]

    def _safeguard_ends(self, edges: list[tuple[Key, Key]], banned: set[Key]) -> None:
        """Ends `(q, True)` for resows p → q that can close a simple path root ⇝ q ⇝ p."""
        comp = _components(edges)
        cands: dict[Key, set[Key]] = {}
        for p, q in edges:
            if p == q or (comp.get(p, p) == comp.get(q, q) and p in comp):
                cands.setdefault(q, set()).add(p)
        work = 0
        for q, preds in cands.items():
            end = (*q, True)
            if end in self.ends:
                continue
            if work > self.witness_budget or (self.deadline is not None and perf_counter() > self.deadline):
                self.maybe.add(end)  # out of effort: kept as a possible end
                continue
            head = self.chain(q)
            if q in preds:
                self.ends[end] = head
                continue
            avoid = banned | set(head[:-1])
            prev: dict[Key, Key | None] = {q: None}
            queue = deque([q])
            found: Key | None = None
            cq = comp[q]
            while queue and found is None and work <= self.witness_budget:
                k = queue.popleft()
                targets = self.segments.get(k, _NONE)[1]
                work += 1 + len(targets)
                for t in targets:
                    if t not in prev and t not in avoid and comp.get(t) == cq:
                        prev[t] = k
                        if t in preds:
                            found = t
                            break
                        queue.append(t)
            if found is None:
                self.maybe.add(end)  # not proved reachable: an over-approximation for lower bounds
                continue
            tail = [found]
            while prev[tail[-1]] is not None:
                tail.append(prev[tail[-1]])  # type: ignore[arg-type]
            self.ends[end] = head + tail[::-1][1:]

    def path(self, end: End) -> list[int]:
        """The sub-decisions of a turn reaching `end`: its START cell, then every SOW."""
        return self.path_of(self.ends[end], end)

    def path_of(self, keys: list[Key], end: End) -> list[int]:
        """The same, from the pickup states `keys` of the turn (no search needed)."""
        out = [keys[0][1]]
        for a, b in itertools.pairwise(keys):
            out += self.segment_path(a, *b)
        return out + self.segment_path(keys[-1], end[0], end[1])


_NONE: tuple[frozenset[End], frozenset[Key]] = (frozenset(), frozenset())


def _components(edges: list[tuple[Key, Key]]) -> dict[Key, int]:
    """Strongly connected component ids of the nodes of `edges` (iterative Tarjan)."""
    succ: dict[Key, list[Key]] = {}
    for p, q in edges:
        succ.setdefault(p, []).append(q)
        succ.setdefault(q, [])
    index: dict[Key, int] = {}
    low: dict[Key, int] = {}
    comp: dict[Key, int] = {}
    stack: list[Key] = []
    on: set[Key] = set()
    counter = 0
    for root in succ:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            v, i = work.pop()
            if i == 0:
                index[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on.add(v)
            recurse = False
            nexts = succ[v]
            while i < len(nexts):
                w = nexts[i]
                i += 1
                if w not in index:
                    work.append((v, i))
                    work.append((w, 0))
                    recurse = True
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            if recurse:
                continue
            if low[v] == index[v]:
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp[w] = index[v]
                    if w == v:
                        break
            if work:
                u = work[-1][0]
                low[u] = min(low[u], low[v])
    return comp


def removals(board: Board, cells: Iterable[int]) -> list[tuple[int, Board]]:
    """`(cell, board without that cell's stones)` for each non-empty cell of `cells`."""
    return [(x, (*board[:x], 0, *board[x + 1:])) for x in cells if board[x]]
