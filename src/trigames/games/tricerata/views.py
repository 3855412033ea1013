"""Views (RULES §3.12: everything is public), determinize, and positions set up from text.

Mid-turn, the view also carries what the rest of the turn depends on: the stones in hand, the
reference cell and the pickup states already seen this turn ([R-TC3]).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from trigames.core import TERMINAL, OptionError, View

from .notation import parse_board, parse_cell
from .rules import DECISIONS, OVER, SOW, TriceState

if TYPE_CHECKING:
    from . import Tricerata


def view(s: TriceState, seat: int | None) -> View:
    labels = s.geo.labels
    seen: list[list[object]] = []
    if s.phase == SOW:
        keys = s.seen or {s.first_key()}
        seen = [[list(b), labels[c]] for b, c in sorted(keys)]
    out: View = {
        "game": "tricerata",
        "seat": seat,
        "players": s.P,
        "geometry": s.geo.name,
        "size": list(s.geo.size),
        "board": list(s.board),
        "stores": list(s.stores),
        "decision": DECISIONS[s.phase],
        "to_move": None if s.player == TERMINAL else s.player,
        "mover": s.mover,
        "hand": s.hand,
        "ref": labels[s.ref] if s.ref >= 0 else None,
        "pickups": s.pickups,
        "seen": seen,
        "turns": s.turns,
        "sudden_death": s.sudden,
    }
    if s.phase == OVER:
        out["outcome"] = s.outcome().to_json()
    return out


def determinize(game: Tricerata, v: View, rng: random.Random) -> TriceState:
    """The state of `v` (no hidden information: `rng` is not used)."""
    del rng
    s = object.__new__(TriceState)
    s.game, s.history = game, []
    s._setup(game, game.geometry)
    geo = s.geo
    s.board = list(v["board"])
    s.occ = sum(1 << c for c, x in enumerate(s.board) if x)
    s.stores = list(v["stores"])
    s.phase = DECISIONS.index(v["decision"])
    s.player = TERMINAL if v["to_move"] is None else v["to_move"]
    s.mover, s.hand, s.pickups, s.turns, s.start = v["mover"], v["hand"], v["pickups"], v["turns"], 0
    s.ref = -1 if v["ref"] is None else parse_cell(geo, v["ref"])
    keys = {(tuple(b), parse_cell(geo, c)) for b, c in v["seen"]}
    s.first = min(keys) if keys else None
    s.seen = keys if len(keys) > 1 else None
    s._relegal()
    return s


def from_board(game: Tricerata, board: str | list[int], stores: list[int] | None = None,
               to_move: int = 0) -> TriceState:
    """A position at the START of `to_move`'s turn: `from_board(g, "1 / 0 0 0 / 0 0 0 0 2")`.

    Raises:
        NotationError: a board of the wrong shape.
        OptionError: stores of the wrong length or a seat that does not exist.
    """
    geo = game.geometry
    cells = parse_board(geo, board) if isinstance(board, str) else list(board)
    if len(cells) != geo.n or any(x < 0 for x in cells):
        raise OptionError(f"a board needs {geo.n} non-negative counts, got {cells!r}")
    if stores is not None and len(stores) != game.players:
        raise OptionError(f"stores needs {game.players} counts, got {stores!r}")
    if not 0 <= to_move < game.players:
        raise OptionError(f"to_move must be a seat 0–{game.players - 1}, got {to_move}")
    return TriceState(game, geo, cells, stores, to_move)
