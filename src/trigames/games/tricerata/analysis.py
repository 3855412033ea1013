"""What each sub-decision of a Tricérata turn is worth: whole turns weighed by the lookahead's search.

A turn is a chain of sub-decisions (START, one SOW per stone, CAPTURE; the next player's SEIZE), and
almost every continuation of a good start is a bad turn, so a search that samples sub-decisions
misjudges them (issue 22: it ranked the capture of 4 that every bot plays 16th of 18). Here each
legal action is worth the best way its turn can go on, and where the turn ends the `lookahead`'s
negamax over whole turns says what the position is worth to the player who moves next (`depth` − 1
turns ahead):

* START: each cell's whole turns (`search.TurnSearch` from that cell, every way the sowing can end,
  then the capture or the opponent's seizure), its `CELL_BEAM` best-looking ones (by greedy's
  order) searched `DEPTH` − 1 turns ahead as `master` searches its own (`per_cell`);
* inside a turn (SOW, CAPTURE, the next player's SEIZE): each action's every way to finish the turn
  (sub-decision by sub-decision, positions that repeat expanded once, the other seat's seizure
  taking the biggest pile as `lookahead` assumes; at most `budget` positions, past it the rest of a
  turn follows its first legal moves), its `CELL_BEAM` best-looking ends searched `DEPTH` − 1 turns ahead.

The value is the expected difference of the stores at that horizon (three or more players: our
store against the best other, with no look beyond the turn; solo: minus the turns): exact for the
search it describes, with no sampling and no seed, unless a turn outgrew `budget` or the `think` cap
passed (then the analysis says it is not complete, and its values are not judged in points).
"""

from __future__ import annotations

import random
from time import thread_time
from typing import TYPE_CHECKING, Any

from .lookahead import LookaheadAgent
from .rules import OVER, SEIZE, START, TriceState

if TYPE_CHECKING:
    from . import Tricerata

BUDGET = 5_000  # positions inside a turn; past it a turn is finished by its first legal moves
CELL_BEAM = 4  # each START cell's best-looking turns searched ahead (master keeps 12 in all)
DEPTH, BEAM = 3, 12  # turns searched ahead and kept per ply: as `master` searches on the default board
# (issue 22: at depth 2 the analysis agreed with master at 11 of 30 positions, at depth 3 at 17)


class TurnValues:
    """The value of every legal action of the seat to move in `state` (see the module docstring)."""

    def __init__(self, game: Tricerata, state: TriceState, depth: int = DEPTH, beam: int = BEAM,
                 budget: int = BUDGET, think: float | None = None, cell_beam: int = CELL_BEAM) -> None:
        self.game, self.me = game, state.current_player()
        self.depth = depth
        self.cell_beam = cell_beam
        self.budget = budget
        self.positions = 0
        self.floor = 0  # the positions count when the action being searched began
        self.complete = True
        self.lines: dict[int, list[int]] = {}
        self.search = LookaheadAgent(game, self.me, depth=max(depth, 1), beam=beam, limit=budget)
        self.search.table.clear()
        self.search.deadline = None if think is None else thread_time() + float(think)
        self.root = state

    def values(self) -> dict[int, float]:
        if self.root.phase == START and self.root.P == 2:
            return self._starts()
        out: dict[int, float] = {}
        for a in self.root.legal_actions():  # inside a turn: each action's best way to finish it
            child = self.root.clone()
            child.apply(a)
            ends: dict[Any, tuple[TriceState, list[int]]] = {}
            self.floor = self.positions  # each action gets the whole budget
            self._ends(child, [a], ends, set())
            # the best-looking ends by greedy's order (the most stones ahead now, then the smallest
            # biggest pile left), `cell_beam` of them looked at further, as at a turn's start
            ranked = sorted(ends.values(), key=lambda sp: (-self._now(sp[0]), max(sp[0].board, default=0)))
            best: tuple[float, list[int]] | None = None
            for end, path in ranked[: self.cell_beam] if self.root.P == 2 else ranked:
                v = self._judge(end)
                if best is None or v > best[0]:
                    best = (v, path)
            assert best is not None  # a turn always ends
            out[a], self.lines[a] = best
        return out

    def _starts(self) -> dict[int, float]:
        """Each START cell: its best whole turn, as `lookahead.choose` weighs turns."""
        root, look, me = self.root, self.search, self.me
        board: tuple[int, ...] = tuple(root.board)
        diff = float(root.stores[me] - root.stores[1 - me])
        out: dict[int, float] = {}
        for c in root.legal_actions():
            moves = look.moves(board, look.limit, [c])
            search = look.last_search  # this cell's turns (the negamax below searches others)
            best: float | None = None
            alpha = -10**9  # alpha-beta within the cell: its best turn's value is exact, the others bounded
            for m in moves[: self.cell_beam]:
                v = look.turn_value(m, self.depth, alpha)
                alpha = max(alpha, v)
                end, x = m[4], m[5]
                if best is None or v > best:
                    best = v
                    if end is not None and search is not None and end in search.ends:
                        path = search.path(end)
                        self.lines[c] = [*path, x] if x >= 0 else path
            self.positions += search.positions if search is not None else 0
            out[c] = diff + (best if best is not None else 0.0)
        return out

    def line(self, first: int, most: int = 40) -> list[int]:
        """The best continuation of the turn after `first`, to the turn's end."""
        return self.lines.get(first, [first])[:most]

    # -- the search ------------------------------------------------------------------------
    @staticmethod
    def _key(s: TriceState) -> Any:
        return (tuple(s.board), s.ref, s.hand, s.phase, s.player, s.pickups, s.first,
                frozenset(s.seen) if s.seen else None)

    def _ends(self, s: TriceState, path: list[int], out: dict[Any, tuple[TriceState, list[int]]],
              seen: set[Any]) -> None:
        """Every way the turn under way in `s` can end (`out`: the position at the next turn's start,
        with the actions to it); the other seat's seizure takes the biggest pile, as `lookahead`
        assumes. Positions already expanded are skipped; past `budget` a turn follows its first moves.
        (A stack, not recursion: a turn on a large board runs to thousands of sub-decisions.)"""
        stack = [(s, path)]
        while stack:
            s, path = stack.pop()
            if s.phase in (START, OVER):
                key = (tuple(s.board), tuple(s.stores), s.player, s.phase)
                if key not in out:
                    out[key] = (s, path)
                continue
            legal = list(s.legal_actions())
            if s.phase == SEIZE and s.current_player() != self.me:
                legal = [max(legal, key=lambda c: (s.board[c], -c))]
            else:
                key = self._key(s)
                if key in seen:
                    continue
                seen.add(key)
                self.positions += 1
                if self.positions - self.floor > self.budget:
                    self.complete = False
                    legal = legal[:1]
            for a in reversed(legal):  # the first legal move searched first, as before
                child = s.clone()
                child.apply(a)
                stack.append((child, [*path, a]))

    def _now(self, s: TriceState) -> float:
        """The stores' difference now (solo: minus the turns), before any look ahead."""
        if s.P == 1:
            return -float(s.turns)
        me = self.me
        return float(s.stores[me] - max(x for i, x in enumerate(s.stores) if i != me))

    def _judge(self, s: TriceState) -> float:
        me, stores = self.me, s.stores
        if s.P == 1:
            return -float(s.turns)
        if s.P > 2:
            return float(stores[me] - max(x for i, x in enumerate(stores) if i != me))
        diff = float(stores[me] - stores[1 - me])
        if s.phase == OVER or self.depth <= 1:
            return diff
        ahead = self.search.negamax(tuple(s.board), self.depth - 1, -10**9, 10**9)
        return diff + (ahead if s.current_player() == me else -ahead)


def analysis_values(game: Tricerata, view: Any, seat: int, budget: int, think: float | None
                    ) -> tuple[dict[int, float], dict[int, list[int]], int, bool]:
    """Per legal action: the value (module docstring), the turn's best line after it; the positions
    searched and whether the search was complete. `budget` bounds the positions inside turns."""
    from .views import determinize

    state = determinize(game, view, random.Random(0))  # nothing hidden: the rng is unused
    if state.current_player() != seat:
        raise ValueError(f"seat {seat} is not to move")
    tv = TurnValues(game, state, budget=budget, think=think)
    values = tv.values()
    lines = {a: tv.line(a) for a in values}
    deadline = tv.search.deadline
    cut = deadline is not None and thread_time() > deadline  # past the cap some looks ahead counted 0
    return values, lines, tv.positions, tv.complete and not cut


__all__ = ["BUDGET", "TurnValues", "analysis_values"]
