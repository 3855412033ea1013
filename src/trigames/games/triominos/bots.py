"""Triominos bots. They read only their seat's view: the board index they score moves on is
rebuilt from the view's board (the racks of others are never looked at).

* `greedy`: the placement worth most points now (tile + hexagon/bridge bonus, + 25 and an
  estimate of the opponents' racks when it goes out); draws only when it cannot place. Among
  placements worth the same points it prefers, in this order, the one that leaves the fewest
  bonus points open to the opponents, the one that keeps most of its rack playable, and the one
  that leaves its rack the most placements (`tactics.Outlook`).
* `flex`: greedy points, plus a bonus for a rack that stays flexible (tiles with many places to
  go after the move), minus the value of the tiles still held when the round may end soon; the
  same tie-breaks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from trigames.core import Action, Agent, OptionSpec, View

from .rules import BRIDGE_BONUS, GOING_OUT_BONUS, HEXAGON_BONUS, TriominosState
from .tactics import Outlook
from .tiles import CORNERS, DRAW, NBRS, OPP, PASS, PLACE, STRIDE, TSUM, cell_of, tile_of
from .views import empty_state, lay

AVG_TILE = 7.5  # mean tile value: the expected worth of an unseen tile


def board_of(agent: Agent, view: View) -> TriominosState:
    """A state holding the view's board and this seat's rack (nothing else is known)."""
    s = empty_state(agent.game, 0)  # type: ignore[arg-type]
    lay(s, [(cell_of(x, y), tile_of(t), r) for x, y, r, t in view["board"]])
    s.racks[agent.seat] = [tile_of(t) for t in view["rack"]]
    return s


def points(s: TriominosState, action: int) -> int:
    """What a placement scores on `s`'s board (RULES §2.5), the board left unchanged."""
    a = action - PLACE
    tr, c = a % STRIDE, a // STRIDE
    board, ring = s.board, s.ring
    occupied = [n in board for n in NBRS[c]]
    h = sum(1 for v in CORNERS[c] if ring[v] == 5)
    if h:
        return TSUM[tr // 3] + HEXAGON_BONUS[h]
    if sum(occupied) == 1 and ring[OPP[c][occupied.index(True)]] > 0:
        return TSUM[tr // 3] + BRIDGE_BONUS
    return TSUM[tr // 3]


def going_out(view: View, seat: int) -> float:
    others: int = sum(n for p, n in enumerate(view["racks"]) if p != seat)
    return GOING_OUT_BONUS + AVG_TILE * others


class GreedyAgent(Agent):
    """Most points now, bonuses included; goes out when it can; draws only when stuck.

    Never draws while it can place: a draw costs 5, adds a tile to the rack and only that tile
    may then be placed. After a draw it places the drawn tile whenever it can: passing instead
    costs 10 after the third draw, and with an empty pool it keeps the tile's value in the rack
    for a blocked round. Ties on points are broken by `tactics.Outlook` (bonuses left open to
    the opponents, then the playability of the rack kept), then by the lowest action code.
    """

    name = "greedy"

    def value(self, s: TriominosState, view: View, action: int) -> float:
        pts: float = points(s, action)
        if view["racks"][self.seat] == 1:
            pts += going_out(view, self.seat)
        return pts

    def act(self, view: View, legal: Sequence[Action]) -> Action:
        places = [a for a in legal if isinstance(a, int) and a >= PLACE]
        if not places:
            return DRAW if DRAW in legal else PASS
        if len(places) == 1:
            return places[0]
        s = board_of(self, view)
        scored = [(self.value(s, view, a), a) for a in places]
        best = max(v for v, _ in scored)
        tied = [a for v, a in scored if v >= best - 1e-9]
        if len(tied) == 1:
            return tied[0]
        others = sum(n for p, n in enumerate(view["racks"]) if p != self.seat)
        outlook = Outlook(s, self.seat, others)
        return max(tied, key=lambda a: (outlook.key(a), -a))


class FlexAgent(GreedyAgent):
    """Greedy points plus the flexibility of the rack kept: each kept tile that still has a
    place to go is worth `flex` points, and each point of rack value held costs `weight`
    (a rack full of high tiles is what the others score when they go out)."""

    name = "flex"
    parameters: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("flex", float, 3.0, "points per kept tile that can still be placed", low=-1000.0, high=1000.0),
        OptionSpec("weight", float, 0.3, "cost per point of rack value held", low=-1000.0, high=1000.0),
    )

    def __init__(self, game: Any, seat: int, seed: int = 0, **params: Any) -> None:
        super().__init__(game, seat, seed, **params)
        self.flex = float(params.get("flex", 3.0))
        self.weight = float(params.get("weight", 0.3))

    def value(self, s: TriominosState, view: View, action: int) -> float:
        pts = super().value(s, view, action)
        a = action - PLACE
        tr, c = a % STRIDE, a // STRIDE
        t = tr // 3
        rack = [x for x in s.racks[self.seat] if x != t]
        if not rack:
            return pts
        after = s.clone()
        after.put(c, tr)
        where = after.where
        playable = sum(1 for x in rack if where[x])
        return pts + self.flex * playable - self.weight * sum(TSUM[x] for x in rack)


__all__ = ["FlexAgent", "GreedyAgent", "board_of", "going_out", "points"]
