"""What each seat may know (RULES §2.9), and full states sampled consistently with it.

A view shows the board (in placement order), the scores, every rack's size, the pool's size,
the draw-off of this round, when each seat last had nothing to place (`stuck_at`, see
`belief.py`) and the revealed racks of the last round; the seat's own rack, and
the tile it just drew, only to that seat. `determinize` rebuilds the board from the view and
deals the unseen tiles (the other racks and the pool) at random, each rack from the tiles the
table's draws and passes allow it (`belief.deal`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from trigames.core import TERMINAL, View

from .rules import AFTER_DRAW, DECISIONS, OPEN, OVER, TOTALS, TriominosState
from .tiles import N_TILES, cell_of, opening_tiles, tile_of, tile_str, xy_of

if TYPE_CHECKING:
    from . import Triominos


def view(s: TriominosState, seat: int | None) -> View:
    unplayed = getattr(s, "unplayed", None)  # refereed (the real box): no rack is known
    out: View = {
        "game": "triominos",
        "seat": seat,
        "players": s.P,
        "round": s.round + (0 if s.phase == OVER else 1),
        "decision": DECISIONS[s.phase],
        "to_move": None if s.phase == OVER else s.player,
        "scores": list(s.score),
        "board": [[*xy_of(c), tr % 3, tile_str(tr // 3)] for c, tr in s.board.items()],
        "racks": [len(r) for r in s.racks],
        "pool": len(s.pool),
        "draws": s.draws,
        "rack": None if seat is None or unplayed else [tile_str(t) for t in sorted(s.racks[seat])],
        "drawn": tile_str(s.drawn) if s.phase == AFTER_DRAW and seat == s.player and s.drawn >= 0 else None,
        "drawoff": [[[p, tile_str(t)] for p, t in step] for step in s.drawoff],
        "stuck_at": [None if m < 0 else m for m in s.stuck],
        "last_round": None if s.last is None else {
            **s.last, "points": list(s.last["points"]), "racks": [list(r) for r in s.last["racks"]]},
    }
    if unplayed is not None:  # any tile not on the board may be entered by whoever is to move
        out["referee"] = True
        out["pad"] = s.pad  # type: ignore[attr-defined]
        out["rack"] = [] if s.pad else [tile_str(t) for t in unplayed()]  # type: ignore[attr-defined]
        out["drawn"] = None
        if s.phase == TOTALS:
            out["totals"] = list(s.totals)  # type: ignore[attr-defined]
            out["total_range"] = list(s.total_range(s.player))  # type: ignore[attr-defined]
    if s.phase == OVER:
        out["outcome"] = s.outcome().to_json()
    return out


def empty_state(game: Triominos, seed: int) -> TriominosState:
    """A state with no tiles anywhere yet, for `determinize` and test setups to fill in."""
    s = object.__new__(TriominosState)
    s.game, s.history, s.P, s.seed, s.round = game, [], game.players, seed, 0
    s.score = [0] * s.P
    s.last = None
    s._options(game)
    s._clear_board()
    s.racks = [[] for _ in range(s.P)]
    s.pool = []
    s.drawoff = []
    s.allowed = None
    s.phase, s.player = OPEN, 0
    return s


def lay(s: TriominosState, board: list[tuple[int, int, int]]) -> None:
    """Put `(cell, tile, rotation)` triples on `s`'s board in order (no rule check)."""
    for c, t, r in board:
        s.put(c, 3 * t + r)


def determinize(game: Triominos, v: View, rng: random.Random) -> TriominosState:
    """A full state that gives `v` to its seat, the unseen tiles redealt by `rng`."""
    seat = v["seat"]
    s = empty_state(game, rng.getrandbits(63))
    s.phase = DECISIONS.index(v["decision"])
    s.round = v["round"] - (0 if s.phase == OVER else 1)
    s.player = TERMINAL if v["to_move"] is None else v["to_move"]
    s.score = list(v["scores"])
    s.draws = v["draws"]
    s.drawoff = [[(p, tile_of(t)) for p, t in step] for step in v["drawoff"]]
    last = v["last_round"]
    s.last = None if last is None else {**last, "points": list(last["points"]),
                                        "racks": [list(r) for r in last["racks"]]}
    placed = [(cell_of(x, y), tile_of(t), r) for x, y, r, t in v["board"]]
    lay(s, placed)
    seen = {t for _, t, _ in placed}
    own = [] if seat is None else [tile_of(t) for t in v["rack"]]
    seen.update(own)
    unseen = [t for t in range(N_TILES) if t not in seen]
    s.stuck = [-1 if m is None else m for m in v.get("stuck_at") or [None] * s.P]
    s.racks = [own if p == seat else [-1] * n for p, n in enumerate(v["racks"])]  # sizes, for the deal
    from .belief import deal  # the racks as the table's draws and passes allow them

    deal(s, -1 if seat is None else seat, unseen, rng)
    assert len(s.pool) == v["pool"], "view and determinized pool disagree"
    if s.phase == AFTER_DRAW:
        s.drawn = tile_of(v["drawn"]) if v["drawn"] is not None else rng.choice(s.racks[s.player])
    if s.phase == OPEN and game.options["classic_opening"]:
        s.allowed = opening_tiles(s.racks[s.player])
    return s
