"""What each legal action would do, for boards that preview moves (the web table's `details`).

A placement says its cell, its corner values and the points the engine will give it (tile value
+ bonus, RULES §2.5, and the classic opening's extra [R-TM4]), with the bonus figure named as
RULES §2.5 names it; a draw or a pass says the penalty it costs (§2.6). Only what the mover may
know is used: going out is flagged, but the opponents' rack totals it would win stay hidden, and
so does whether a move would block the round (that depends on the hidden racks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .tiles import CORNERS, DRAW, NBRS, OPP, PASS, TROT, TSUM, cell_of, decode, is_up, tile_str, xy_of

if TYPE_CHECKING:
    from .rules import TriominosState

FIGURES = (None, "hexagon", "double hexagon", "triple hexagon")


def beside(s: TriominosState, x: int, y: int) -> tuple[str | None, str | None, int]:
    """Where the cell (x, y) is, said by the tiles it touches: the first one's name, the side of it the
    cell lies on, and how many tiles it touches. Boards and the terminal say a place this way
    ("right of 3-5-5, 2 sides"); the order (the tile below or above first) is theirs."""
    up = is_up(x, y)
    around = (((x, y - 1 if up else y + 1), "above" if up else "below"), ((x - 1, y), "right"), ((x + 1, y), "left"))
    touched = [(tile_str(s.board[c] // 3), side) for (nx, ny), side in around if (c := cell_of(nx, ny)) in s.board]
    if not touched:
        return None, None, 0
    return touched[0][0], touched[0][1], len(touched)


def figure_of(s: TriominosState, c: int) -> tuple[str | None, int]:
    """The figure a tile on the empty cell `c` makes and its bonus, exactly as `BoardIndex.put` finds it."""
    from .rules import BRIDGE_BONUS, HEXAGON_BONUS

    ring = s.ring
    h = sum(ring[v] == 5 for v in CORNERS[c])  # a ring of 5 is completed by this tile
    if h:
        return FIGURES[h], HEXAGON_BONUS[h]
    board = s.board
    occupied = [n in board for n in NBRS[c]]
    if sum(occupied) == 1 and ring[OPP[c][occupied.index(True)]] > 0:
        return "bridge", BRIDGE_BONUS
    return None, 0


def action_details(s: TriominosState, action: Any) -> dict[str, Any]:
    from .rules import AFTER_DRAW, DRAW_COST, FAILED_TURN_COST, MAX_DRAWS, OPEN

    if action == DRAW:
        return {"kind": "draw", "points": -DRAW_COST, "draw": s.draws + 1, "max": MAX_DRAWS}
    if action == PASS:
        cost = FAILED_TURN_COST if s.draws == MAX_DRAWS else 0
        return {"kind": "pass", "points": -cost, "draws": s.draws,
                "turn": -cost - DRAW_COST * s.draws if s.phase == AFTER_DRAW else -cost}
    t, c, r = decode(action)
    x, y = xy_of(c)
    figure, bonus = figure_of(s, c)
    opening = s.allowed[t] if s.phase == OPEN and s.allowed is not None else 0
    next_to, side, sides = beside(s, x, y)
    return {
        "kind": "place", "tile": tile_str(t), "cell": [x, y], "up": is_up(x, y), "rotation": r,
        "corners": list(TROT[3 * t + r]), "value": TSUM[t], "figure": figure, "bonus": bonus,
        "opening": opening, "points": TSUM[t] + bonus + opening, "out": len(s.racks[s.player]) == 1,
        "next_to": next_to, "side": side, "sides": sides,
    }
