"""Trigono has perfect information (RULES §4.6): every seat sees everything, except the seed
(which would predict the execution noise). `determinize` rebuilds a state from a view."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from trigames.core import TERMINAL, View

from .rules import DECISIONS, OVER, TrigonoState
from .webview import field_json

if TYPE_CHECKING:
    from . import Trigono


def view(s: TrigonoState, seat: int | None) -> View:
    g = s.game
    out: View = {
        "game": "trigono",
        "seat": seat,
        "players": s.P,
        "boards": s.B,
        "layout": g.world.layout,
        "board_of": list(s.board_of),
        "referee": s.referee,
        "skills": list(g.skills),
        "round": s.round,
        "wins": list(s.wins),
        "results": list(s.results),
        "starter": s.starter,
        "decision": DECISIONS[s.phase],
        "to_move": None if s.phase == OVER else s.player,
        "hands": list(s.hands),
        "out": list(s.out),
        "on_board": list(s.on_board),
        "ground": s.ground,
        "pucks": None if s.pucks is None else [list(p) for p in s.pucks],
        "last": s.last,
        "field": field_json(g.world),  # the geometry, for drawing (one cached dict per field)
    }
    if s.phase == OVER:
        out["outcome"] = s.outcome().to_json()
    return out


def determinize(game: Trigono, v: View, rng: random.Random) -> TrigonoState:
    """The state of `v` with a fresh seed from `rng` (so search never sees the real noise)."""
    s = object.__new__(TrigonoState)
    s.game, s.history, s.seed = game, [], rng.getrandbits(62)
    s.P, s.B, s.board_of, s.referee = v["players"], v["boards"], game.board_of, v["referee"]
    s.starter, s.wins, s.results, s.round = v["starter"], list(v["wins"]), list(v["results"]), v["round"]
    s.hands, s.out, s.on_board, s.ground = list(v["hands"]), list(v["out"]), list(v["on_board"]), v["ground"]
    s.pucks = None if v["pucks"] is None else [(b, x, y) for b, x, y in v["pucks"]]
    s.phase = DECISIONS.index(v["decision"])
    s.player = TERMINAL if v["to_move"] is None else v["to_move"]
    s.last = v["last"]
    return s
