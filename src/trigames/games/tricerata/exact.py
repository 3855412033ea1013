"""`exact`: two-player play on a small board with every whole turn searched to the game's end.

On three rows of one stone (9 stones) a game lasts at most nine turns and reaches a few thousand
boards, so negamax with alpha-beta over whole turns can run to the end: the value of a board is the
best store difference its player to move can force (the stores already won do not change what is
best), and the bounds it proves are kept by board across decisions. Unlike `lookahead`, a seizure is
the seizer's best pile for them (a min node), not the biggest, and there is no depth or beam.

Maximising the difference also wins whenever a win can be forced (the sign of a minimax value is the
minimax of the signs). What keeps it from being a proof: each turn's ways to end come from a
`TurnSearch` cut at `limit` sowing positions, as in `lookahead` (on three rows about half the turn
searches reach 1,500; at 5,000 the start position's value is the same, +3 for the first player, at
four times the cost). `think` caps a decision's CPU seconds: past it nothing more is searched or
kept, and the decision is the lookahead's (a whole search from the start of a 9-stone game takes
about 6 s; the bounds kept make the later decisions of a game cheap). On a board holding more than
`most` stones, or with more than two players, it plays as `lookahead` does there (with `limit`
1,500 unless given; with three or more players that is greedy). Where the lookahead's turn keeps
the result best play promises (a win, a draw, or a loss any turn suffers), it is played (see `act`).
"""

from __future__ import annotations

from collections.abc import Sequence
from time import thread_time
from typing import Any, ClassVar, cast

from trigames.core import Action, OptionSpec, View

from .bots import GreedyAgent
from .geometry import INTERIOR
from .lookahead import LookaheadAgent
from .search import Board, End, TurnSearch

LOSS = 10**6  # beyond any store difference


def _take(board: Board, x: int) -> Board:
    return (*board[:x], 0, *board[x + 1:])


class ExactAgent(LookaheadAgent):
    """Minimax over whole turns to the end of the game (see the module docstring)."""

    name = "exact"
    parameters: ClassVar[tuple[OptionSpec, ...]] = (
        *LookaheadAgent.parameters,
        OptionSpec("most", int, 12, "most stones on the board for the exact search (more: lookahead)", low=1,
                   high=16),
    )

    def __init__(self, game: Any, seat: int, seed: int = 0, **params: Any) -> None:
        self.most = int(params.pop("most", 12))
        params.setdefault("limit", 1_500)
        super().__init__(game, seat, seed, **params)
        self.bounds: dict[Board, tuple[int, int]] = {}  # kept across decisions: a board's value never changes
        self.ends: dict[Board, list[End]] = {}
        self.late = False  # the decision under way ran past its cap: its values are guesses
        self.searched = self.cut = 0  # turn searches, and those that hit `limit` (then some ends are missed)

    def _search(self, board: Board) -> TurnSearch:
        search = TurnSearch(self.game.geometry.nbrs, self.game.options["max_sowings_per_turn"] or 0, self.limit)
        search.witness_budget = self.limit
        search.from_start(board)
        self.searched += 1
        self.cut += not search.complete
        return search

    def outcomes(self, end: End, alpha: int = -LOSS, beta: int = LOSS) -> list[tuple[int, int]]:
        """(value for the mover, capture cell or −1) of each way to finish a turn that ends at `end`:
        exact within (alpha, beta), a bound outside it."""
        b, ref, safe = end
        nbrs = self.game.geometry.nbrs
        near = [d for d in nbrs[ref] if b[d]]
        if near:
            out = []
            for x in sorted(near, key=lambda d: -b[d]):
                out.append((b[x] - self.search_value(_take(b, x), b[x] - beta, b[x] - alpha), x))
                alpha = max(alpha, out[-1][0])
                if alpha >= beta:
                    break
            return out
        if self.game.options["sudden_death"] and not safe and self.game.geometry.kinds[ref] == INTERIOR:
            return [(-sum(b), -1)]  # everything left goes to the next player; the game ends
        # the next player seizes the pile best for them; with two players the mover then plays again
        worst = beta
        for x in sorted((c for c in range(len(b)) if b[c]), key=lambda c: -b[c]):
            worst = min(worst, -b[x] + self.search_value(_take(b, x), alpha + b[x], worst + b[x]))
            if worst <= alpha:
                break
        return [(worst, -1)]

    def value(self, board: Board) -> int:
        """The best store difference the player to move can force from `board`."""
        return self.search_value(board, -LOSS, LOSS)

    def search_value(self, board: Board, alpha: int, beta: int) -> int:
        """Negamax with alpha-beta over whole turns, to the end; the table keeps proven bounds."""
        if not any(board):
            return 0
        low, high = self.bounds.get(board, (-LOSS, LOSS))
        if low != high and self.deadline is not None and thread_time() > self.deadline:
            self.late = True
            return max(low, min(high, 0))  # out of time: nothing more is counted, and nothing is stored
        if low == high or low >= beta:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        a0, b0 = alpha, beta
        best = -LOSS
        for end in self._ends(board):
            for v, _ in self.outcomes(end, alpha, beta):
                best = max(best, v)
                alpha = max(alpha, v)
            if alpha >= beta:
                break
        if self.deadline is not None and thread_time() > self.deadline:
            return best  # (maybe) searched past the cap: a guess, not a bound to keep
        if best <= a0:
            self.bounds[board] = (low, min(high, best))  # failed low: an upper bound
        elif best >= b0:
            self.bounds[board] = (max(low, best), high)  # failed high: a lower bound
        else:
            self.bounds[board] = (best, best)
        return best

    def _ends(self, board: Board) -> list[End]:
        """The turn's ends, the likeliest best first (the most stones to capture, then the smallest
        biggest pile left), found once per board."""
        got = self.ends.get(board)
        if got is None:
            nbrs = self.game.geometry.nbrs
            got = sorted(self._search(board).ends,
                         key=lambda e: (-max((e[0][d] for d in nbrs[e[1]]), default=0), max(e[0], default=0)))
            self.ends[board] = got
        return got

    def act(self, view: View, legal: Sequence[Action]) -> Action:
        board: Board = tuple(view["board"])
        if view["players"] != 2 or sum(board) > self.most:
            return super().act(view, legal)
        decision = view["decision"]
        stores = view["stores"]
        ahead = stores[self.seat] - stores[1 - self.seat]
        if decision == "SEIZE":  # ours to seize: then the other player moves again
            self.deadline = None if self.think is None else thread_time() + float(self.think)
            self.late = False
            cells = cast(list[int], legal)
            worth = {c: board[c] - self.value(_take(board, c)) for c in cells}
            top = max(cells, key=lambda c: (worth[c], board[c], -c))
            biggest = max(cells, key=lambda c: (board[c], -c))  # greedy's seizure, kept if it keeps the result
            keep = self.late or _result(ahead + worth[biggest]) == _result(ahead + worth[top])
            return biggest if keep else top
        if decision != "START":
            return super().act(view, legal)  # the plan made at START, or a turn begun by someone else
        here = (board, view["ref"], decision)
        if self.plan and self.plan[0][0] == here and self.plan[0][1] in legal:
            return self.plan.pop(0)[1]
        self.plan = []
        scored = self.choose(board)  # the lookahead's turn (this starts the `think` clock)
        self.late = False
        search = self._search(board)
        best: tuple[int, End, int] | None = None
        for end in self._ends(board):  # greedy's order: ties go to greedy's choice
            for v, x in self.outcomes(end, -LOSS if best is None else best[0], LOSS):
                if best is None or v > best[0]:
                    best = (v, end, x)
        if best is None or best[1] not in search.ends:  # (the same search: cannot happen, but never play blind)
            return GreedyAgent.act(self, view, legal)  # (not the lookahead's again: its clock has run)
        cut = self.late  # the best-play turn's value is a guess
        # Best play only promises a result against a perfect opponent. Where the lookahead's turn keeps
        # that result (a win, a draw, or a loss that any turn suffers), it is played instead: it keeps
        # the chances a fallible opponent gives (maximising the difference "loses least" and lost every
        # game from the losing seat against greedy, which the lookahead's turn wins).
        planned = scored[0][1] if scored else None
        if planned is not None and planned[4] is not None and planned[4] in search.ends:
            turn, x = planned[4], planned[5]
            mine = turn[0][x] - self.value(_take(turn[0], x)) if x >= 0 else self.outcomes(turn)[0][0]
            if cut or (not self.late and _result(ahead + mine) == _result(ahead + best[0])):
                best = (mine, turn, x)
        _, end, x = best
        self._remember(view, search.path(end), x)
        return self.plan.pop(0)[1]


def _result(difference: int) -> int:
    return (difference > 0) - (difference < 0)


__all__ = ["ExactAgent"]
