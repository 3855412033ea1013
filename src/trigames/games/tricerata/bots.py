"""Tricérata bots. They read only the view (everything is public) and the legal actions.

`greedy` plans its whole turn at START: it searches every path of the turn (resows included,
each intermediate position expanded once, see `search.py`), scores every way the turn can end,
and then plays the plan sub-decision by sub-decision, re-planning if the position is not the
one it expected. The score of an ending, for the mover:

* capture of cell x: + the stones of x;
* last stone isolated: − the biggest pile (what the next player will seize); in solo mode, half
  the biggest pile (the seizure costs a second turn);
* sudden death: − every stone left (+ a large bonus if that still wins a 2-player game);

ties broken by the smallest biggest pile left on the board (what the next player can get).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, cast

from trigames.core import Action, Agent, OptionSpec, View

from .geometry import INTERIOR
from .notation import parse_cell
from .search import Board, End, TurnSearch, removals

if TYPE_CHECKING:
    from . import Tricerata

WIN = 10_000


class GreedyAgent(Agent):
    """Capture the most stones this turn (see the module docstring)."""

    name = "greedy"
    game: Tricerata
    parameters: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("limit", int, 5_000, "most sowing paths searched per turn", low=1, high=10_000_000),
    )

    def __init__(self, game: Any, seat: int, seed: int = 0, limit: int = 5_000, **params: Any) -> None:
        super().__init__(game, seat, seed, **params)
        self.limit = int(limit)
        self.plan: list[tuple[tuple[Board, str | None, str], int]] = []

    def act(self, view: View, legal_any: Sequence[Action]) -> Action:
        legal = cast(list[int], legal_any)
        board: Board = tuple(view["board"])
        decision = view["decision"]
        here = (board, view["ref"], decision)
        if self.plan and self.plan[0][0] == here and self.plan[0][1] in legal:
            return self.plan.pop(0)[1]
        self.plan = []
        geo = self.game.geometry
        if decision == "SEIZE":
            return max(legal, key=lambda c: (board[c], -c))
        if decision == "CAPTURE":
            ref = parse_cell(geo, view["ref"])
            end = (board, ref, True)
            return max(removals(board, legal), key=lambda xb: self._value(view, end, xb[0], xb[1]))[0]
        if decision == "SOW":  # a turn begun by someone else: finish it simply
            return self._sow_fallback(board, legal, view["hand"])
        search = TurnSearch(geo.nbrs, self.game.options["max_sowings_per_turn"] or 0, self.limit)
        search.witness_budget = self.limit
        search.from_start(board)
        best: tuple[Any, End, int] | None = None
        for end in search.ends:
            b, ref, _ = end
            near = [d for d in geo.nbrs[ref] if b[d]]
            options = removals(b, near) or [(-1, b)]
            for x, after in options:
                v = self._value(view, end, x, after)
                if best is None or v > best[0]:
                    best = (v, end, x)
        if best is None:  # nothing found within the limit: any legal move
            return self.rng.choice(legal)
        _, end, x = best
        self._remember(view, search.path(end), x)
        return self.plan.pop(0)[1]

    def _sow_fallback(self, board: Board, legal: list[int], hand: int) -> Action:
        """Last stone: an empty cell next to the biggest pile; otherwise any neighbour."""
        if hand == 1:
            nbrs = self.game.geometry.nbrs
            empty = [c for c in legal if not board[c]]
            if empty:
                return max(empty, key=lambda c: max((board[d] for d in nbrs[c]), default=0))
        return self.rng.choice(legal)

    def _value(self, view: View, end: End, x: int, after: Board) -> tuple[float, int]:
        b, ref, by_safeguard = end
        rest = max(after, default=0)
        if x >= 0:
            return (b[x], -rest)
        players = view["players"]
        if not by_safeguard and view["sudden_death"] and self.game.geometry.kinds[ref] == INTERIOR:
            left = sum(b)
            stores = view["stores"]
            me = view["mover"]
            win = players == 2 and stores[me] > stores[1 - me] + left
            return (WIN if win else -left, 0)
        big = max(b)
        return (-big / 2 if players == 1 else -big, -rest)

    def _remember(self, view: View, actions: list[int], capture: int) -> None:
        """Turn a planned path into (expected view, action) steps."""
        state = self.game.determinize(view, self.rng)
        for a in [*actions, capture] if capture >= 0 else actions:
            v = state.view(self.seat)
            self.plan.append(((tuple(v["board"]), v["ref"], v["decision"]), a))
            state.apply(a)
