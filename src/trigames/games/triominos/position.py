"""Build a position from a list of placed tiles (for tests, puzzles and analysis).

    s = from_board(game, ["U(0,0)=[0,1,2]", "D(1,0)=[1,2,2]"],
                   racks=[["1-1-2"], ["5-5-5"]], pool=["0-0-0"], to_move=0)

Board entries use the notation of CASES.md (`U(x,y)=[v0,v1,v2]`, or any placement notation of
`notation.parse_action`). The board must obey RULES §2.4 (edge contact and matching corners),
and the 56 tiles are checked to appear at most once. Entries may come in any order (the
board must end up edge-connected with every shared corner agreeing); unlisted tiles are simply not in play.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trigames.core import OptionError

from .notation import parse_action
from .rules import AFTER_DRAW, OPEN, TURN, TriominosState
from .tiles import CORNERS, NBRS, TROT, decode, opening_tiles, tile_of
from .views import empty_state


def _tiles(items: Sequence[str | int]) -> list[int]:
    return [x if isinstance(x, int) else tile_of(x) for x in items]


def from_board(
    game: Any,
    board: Sequence[str],
    *,
    racks: Sequence[Sequence[str | int]] | None = None,
    pool: Sequence[str | int] = (),
    to_move: int = 0,
    scores: Sequence[int] | None = None,
    draws: int = 0,
    drawn: str | int | None = None,
    seed: int = 0,
) -> TriominosState:
    """A state with `board` placed in order, the given racks and pool (top = last).

    The decision is OPEN on an empty board, AFTER_DRAW if `draws` > 0, TURN otherwise.

    Raises:
        OptionError: an illegal board, a tile used twice, or an inconsistent turn state.
    """
    s = empty_state(game, seed)
    for i, text in enumerate(board):
        t, c, r = decode(parse_action(text))
        if c in s.board:
            raise OptionError(f"board entry {i} ({text!r}) is on an occupied cell")
        for v, x in zip(CORNERS[c], TROT[3 * t + r], strict=True):
            if s.val[v] and s.val[v] != x + 1:
                raise OptionError(f"board entry {i} ({text!r}) puts {x} where the board shows {s.val[v] - 1}")
        s.put(c, 3 * t + r)
    if s.board:
        seen, todo = set(), [next(iter(s.board))]
        while todo:
            c = todo.pop()
            if c not in seen:
                seen.add(c)
                todo.extend(n for n in NBRS[c] if n in s.board)
        if len(seen) != len(s.board):
            raise OptionError("the board is not connected edge to edge")
    s.racks = [_tiles(r) for r in (racks or [[] for _ in range(s.P)])]
    if len(s.racks) != s.P:
        raise OptionError(f"{len(s.racks)} racks given for {s.P} players")
    s.pool = _tiles(pool)
    used = [tr // 3 for tr in s.board.values()] + [t for r in s.racks for t in r] + s.pool
    if len(set(used)) != len(used):
        raise OptionError("a tile appears twice among the board, the racks and the pool")
    s.player = to_move
    s.score = list(scores) if scores is not None else [0] * s.P
    s.draws = draws
    s.phase = OPEN if not s.board else AFTER_DRAW if draws else TURN
    if s.phase == OPEN and s.classic:
        s.allowed = opening_tiles(s.racks[to_move])
    if draws:
        s.drawn = tile_of(drawn) if isinstance(drawn, str) else s.racks[to_move][-1] if drawn is None else drawn
        if s.drawn not in s.racks[to_move]:
            raise OptionError("the drawn tile must be in the mover's rack")
    return s
