"""`lookahead`: alpha-beta over whole turns for two-player Tricérata (the engine of its levels).

`greedy` searches every path of its own turn and keeps the biggest capture; it never asks what
the turn leaves to the opponent. Here a move is a whole turn — a way the sowing can end
(`search.TurnSearch`) followed by the capture, or by the opponent's seizure when the last stone
lands alone — and the search is a negamax with alpha-beta over those moves:

* the value of a position is the difference of the stores for the player to move;
* turns that leave the same board, stores and player to move are one move (a big merge);
* each ply looks only at its `beam` best moves by the greedy order (capture now, then the
  smallest biggest pile left), with fewer sowing positions deeper down (`limit`);
* with `per_cell` = k, the root also searches each start cell on its own (`cell_limit` sowing
  positions each) and adds that cell's k best-looking turns to the `beam` best of all: one search
  over the whole board spends its `limit` breadth-first over every cell and misses the long
  resowing turns of each (issue 22: the analysis' best turn was not among master's root moves at
  all at most positions where they differed); with `cell_margin`, only those that gain at most
  that many stones less now than the best found. They are searched after the `beam` best, each
  cell's best before any cell's second, and past the `think` cap those left are not searched (their
  gains alone would flatter them). Its last ply counts only the best gain (`best_gain`: the same
  value, without building and sorting every move; the levels without `per_cell` keep the old code,
  so that their moves at the cap stay what they were);
* the seizure is the seizer's best pile (what greedy does, and nearly always right);
* a transposition table keeps values within one decision;
* `think` caps the CPU seconds of a decision (`core.clock`): past it, every position not yet
  searched is worth 0 more (its immediate gains only), so the search ends within a node.

With another player count (solo, three or more) it plays as `greedy`.
"""

from __future__ import annotations

from collections.abc import Sequence
from time import thread_time
from typing import Any, ClassVar, cast

from trigames.core import Action, OptionSpec, View

from .bots import GreedyAgent
from .geometry import INTERIOR
from .search import Board, End, TurnSearch

Move = tuple[Board, int, int, int, End | None, int]  # board, my gain, their gain, next to move, end, capture


def greedy_order(m: Move) -> tuple[int, int]:
    """Best-looking first: the most stones gained now, then the smallest biggest pile left."""
    return (m[2] - m[1], max(m[0], default=0))


class LookaheadAgent(GreedyAgent):
    """Negamax with alpha-beta over whole turns (see the module docstring)."""

    name = "lookahead"
    parameters: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("depth", int, 3, "turns searched ahead (1: greedy with a better tie-break)", low=1, high=8),
        OptionSpec("beam", int, 10, "best turns kept at each ply", low=1, high=10_000),
        OptionSpec("limit", int, 5_000, "sowing positions searched for our own turn", low=1, high=10_000_000),
        OptionSpec("reply_limit", int, 1_500, "sowing positions searched for each turn deeper down", low=1,
                   high=10_000_000),
        OptionSpec("per_cell", int, 0, "each start cell's best-looking turns added at the root, from the "
                   "cell's own search (0: only the `beam` best of one search over the board)", low=0, high=1_000),
        OptionSpec("cell_limit", int, 2_000, "sowing positions searched for each start cell (with per_cell)",
                   low=1, high=10_000_000),
        OptionSpec("cell_margin", int, None, "with per_cell: a cell's turn is added only if it gains at most this "
                   "many stones less now than the best-looking turn (none: every one)", low=0, high=1_000,
                   optional=True),
        OptionSpec("think", float, None, "cap on the CPU seconds per turn (none: no cap)", low=0.0, high=3_600.0,
                   above=True, optional=True),
    )

    def __init__(self, game: Any, seat: int, seed: int = 0, **params: Any) -> None:
        super().__init__(game, seat, seed, limit=int(params.pop("limit", 5_000)), **params)
        self.depth = int(params.get("depth", 3))
        self.beam = int(params.get("beam", 10))
        self.reply_limit = int(params.get("reply_limit", 1_500))
        self.per_cell = int(params.get("per_cell", 0))
        self.cell_limit = int(params.get("cell_limit", 2_000))
        margin = params.get("cell_margin")
        self.cell_margin = None if margin is None else int(margin)
        self.think = params.get("think")
        self.deadline: float | None = None
        self.table: dict[tuple[Board, int, int, int], int] = {}
        self.last_search: TurnSearch | None = None
        self.root_search: TurnSearch | None = None
        self.root_ends: dict[End, TurnSearch] = {}  # per_cell: the search that found each root turn
        self.nodes = 0

    # -- moves -----------------------------------------------------------------------------
    def moves(self, board: Board, limit: int, cells: Sequence[int] | None = None) -> list[Move]:
        """Every distinct whole turn from `board` for the player to move (starting on one of `cells`,
        default: any), best-looking first."""
        geo = self.game.geometry
        search = TurnSearch(geo.nbrs, self.game.options["max_sowings_per_turn"] or 0, limit)
        search.witness_budget = limit
        search.from_start(board, cells)
        self.last_search = search
        sudden = self.game.options["sudden_death"]
        out: dict[tuple[Board, int, int], Move] = {}
        for end in search.ends:
            b, ref, safe = end
            near = [d for d in geo.nbrs[ref] if b[d]]
            if near:
                for x in near:
                    after = (*b[:x], 0, *b[x + 1:])
                    key = (after, b[x], 1)
                    if key not in out:
                        out[key] = (after, b[x], 0, 1, end, x)
                continue
            left = sum(b)
            if sudden and not safe and geo.kinds[ref] == INTERIOR:  # everything to the next player
                key = ((0,) * len(b), 0, -left)
                if key not in out:
                    out[key] = ((0,) * len(b), 0, left, 1, end, -1)
                continue
            x = max(range(len(b)), key=lambda c: b[c])  # the seizer takes the biggest pile
            after = (*b[:x], 0, *b[x + 1:])
            key = (after, -b[x], 0)
            if key not in out:
                out[key] = (after, 0, b[x], 0, end, -1)  # two players: we move again after the seizure
        return sorted(out.values(), key=greedy_order)

    def best_gain(self, board: Board, limit: int) -> int:
        """The best gain of one turn from `board` for the player to move: the value of a last ply,
        `moves(board, limit)`'s first, without building and sorting every move."""
        geo = self.game.geometry
        nbrs, kinds = geo.nbrs, geo.kinds
        search = TurnSearch(nbrs, self.game.options["max_sowings_per_turn"] or 0, limit)
        search.witness_budget = limit
        search.from_start(board)
        sudden = self.game.options["sudden_death"]
        best = -10**9
        for b, ref, safe in search.ends:
            near = max((b[d] for d in nbrs[ref]), default=0)
            if near:
                gain = near
            elif sudden and not safe and kinds[ref] == INTERIOR:
                gain = -sum(b)
            else:
                gain = -max(b)
            if gain > best:
                best = gain
        return best

    # -- negamax ---------------------------------------------------------------------------
    def negamax(self, board: Board, depth: int, alpha: int, beta: int) -> int:
        """The best store difference the player to move can make from here (alpha-beta)."""
        if depth == 0 or not any(board):
            return 0
        key = (board, depth, alpha, beta)  # a value is exact only for the window it was searched with
        got = self.table.get(key)
        if got is not None:
            return got
        if self.deadline is not None and thread_time() > self.deadline:
            return 0  # out of time: the gains already counted above this node stand (not stored)
        self.nodes += 1
        if depth == 1 and self.per_cell > 0:
            best = self.best_gain(board, self.reply_limit)
            self.table[key] = best
            return best
        best = -10**9
        for after, mine, theirs, next_is_other, _, _ in self.moves(board, self.reply_limit)[: self.beam]:
            gain = mine - theirs
            if next_is_other:
                v = gain - self.negamax(after, depth - 1, -beta + gain, -alpha + gain) if any(after) else gain
            else:
                v = gain + self.negamax(after, depth - 1, alpha - gain, beta - gain) if any(after) else gain
            if v > best:
                best = v
            alpha = max(alpha, v)
            if alpha >= beta:
                break
        self.table[key] = best
        return best

    def turn_value(self, m: Move, depth: int, alpha: int) -> int:
        """A whole turn's value for its mover: its gain, then `depth` − 1 turns ahead (exact above
        `alpha`, a bound below it)."""
        after, mine, theirs, next_is_other, _, _ = m
        gain = mine - theirs
        if not any(after) or depth <= 1:
            return gain
        if next_is_other:
            return gain - self.negamax(after, depth - 1, -10**9, -alpha + gain)
        return gain + self.negamax(after, depth - 1, alpha - gain, 10**9)

    def choose(self, board: Board) -> list[tuple[int, Move]]:
        """Each of our candidate turns with its value, best first."""
        self.table.clear()
        self.deadline = None if self.think is None else thread_time() + float(self.think)
        moves = self.moves(board, self.limit)
        self.root_search = self.last_search
        self.root_ends = {}
        candidates = self.cell_candidates(board, moves) if self.per_cell > 0 else moves[: max(self.beam, 1)]
        scored: list[tuple[int, Move]] = []
        alpha = -10**9
        for m in candidates:
            if self.per_cell > 0 and scored and self.deadline is not None and thread_time() > self.deadline:
                break  # out of time: the turns not searched would count their gains alone, too kindly
            v = self.turn_value(m, self.depth, alpha)
            alpha = max(alpha, v)
            scored.append((v, m))
        scored.sort(key=lambda vm: -vm[0])  # stable: equal values keep the greedy order
        return scored

    def cell_candidates(self, board: Board, moves: list[Move]) -> list[Move]:
        """The root's turns with `per_cell`: the `beam` best-looking of every turn found (the search
        over the board and each start cell's own), best-looking first, then each start cell's
        `per_cell` best-looking (those that gain at most `cell_margin` less now), every cell's
        best first, then every cell's second, and so on; one per resulting position."""
        assert self.root_search is not None
        found: dict[tuple[Board, int, int, int], Move] = {}
        picked: dict[tuple[Board, int, int, int], int] = {}  # a cell's turn → its best rank in a cell

        def add(ms: list[Move], search: TurnSearch, keep: int) -> None:
            for i, m in enumerate(ms):
                key = m[:4]
                if key not in found:
                    found[key] = m
                    if m[4] is not None:
                        self.root_ends.setdefault(m[4], search)
                if i < keep:
                    picked[key] = min(i, picked.get(key, i))

        add(moves, self.root_search, 0)
        for c in range(len(board)):
            if board[c]:
                add(self.moves(board, self.cell_limit, [c]), cast(TurnSearch, self.last_search), self.per_cell)
        ranked = sorted(found.values(), key=greedy_order)
        first = ranked[: max(self.beam, 1)]  # searched first: past the cap, the cells' own are left
        floor = -10**9 if self.cell_margin is None else ranked[0][1] - ranked[0][2] - self.cell_margin
        extra = [m for m in ranked[len(first):] if m[:4] in picked and m[1] - m[2] >= floor]
        extra.sort(key=lambda m: picked[m[:4]])  # every cell's best, then every cell's second…
        out = first + extra
        self.root_ends = {m[4]: self.root_ends[m[4]] for m in out if m[4] is not None}
        return out

    def act(self, view: View, legal: Sequence[Action]) -> Action:
        if view["players"] != 2 or view["decision"] != "START":
            return super().act(view, legal)
        here = (tuple(view["board"]), view["ref"], view["decision"])
        if self.plan and self.plan[0][0] == here and self.plan[0][1] in legal:
            return self.plan.pop(0)[1]
        self.plan = []
        board: Board = tuple(view["board"])
        scored = self.choose(board)
        if not scored:
            return super().act(view, legal)
        _, (_, _, _, _, end, x) = scored[0]
        if end is None:
            return super().act(view, legal)
        search = self.root_ends.get(end, self.root_search)
        if search is None or end not in search.ends:  # cannot happen (same search), but never play blind
            return super().act(view, legal)
        self._remember(view, search.path(end), x)
        return self.plan.pop(0)[1]


__all__ = ["LookaheadAgent"]
