"""Terminal rendering: the board with the stones of each cell and the labels of the notation.

Triangular cells sit on two text lines per row (DOWN cells, base at the top, on the upper line;
UP cells on the lower one), so neighbours interlock as on the board:

              ▲1.1:1
         ▲2.1:1  ▼2.2:1  ▲2.3:1
    ...
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.text import Text

from trigames.core import View

from .notation import parse_cell

if TYPE_CHECKING:
    from . import Tricerata


def board_text(game: Tricerata, board: list[int], ref: int = -1, marks: frozenset[int] = frozenset()) -> Text:
    """The board alone: each cell as `label:stones`, the reference cell highlighted."""
    geo = game.geometry
    tri = geo.up[0] is not None
    width = max(map(len, geo.labels)) + 2 + len(str(max(board, default=0))) + tri
    half = (width + 2) // 2
    lo = min(x for _, x in geo.pos)
    lines: dict[int, list[tuple[int, int]]] = {}
    for c, (line, x) in enumerate(geo.pos):
        lines.setdefault(line, []).append(((x - lo) * half, c))
    out = Text()
    for line in sorted(lines):
        col = 0
        row = Text()
        for at, c in sorted(lines[line]):
            row.append(" " * (at - col))
            mark = ("▲" if geo.up[c] else "▼") if tri else ""
            style = "reverse bold" if c == ref else "bold yellow" if c in marks else ""
            row.append(mark + geo.labels[c], style=(style or "dim"))
            row.append(":" + str(board[c]), style=style or ("bold" if board[c] else "dim"))
            col = at + len(mark) + len(geo.labels[c]) + 1 + len(str(board[c]))
        out.append(row)
        out.append("\n")
    out.rstrip()
    return out


def render(game: Tricerata, view: View) -> Any:
    geo = game.geometry
    ref = -1 if view["ref"] is None else parse_cell(geo, view["ref"])
    title = Text(f"Tricérata — {geo.describe()}, {sum(view['board'])} stones on the board", style="bold")
    stores = Text("stores: ")
    for p, x in enumerate(view["stores"]):
        style = "bold green" if p == view["to_move"] else ""
        stores.append(f"seat {p}: {x}", style=style)
        stores.append("  ")
    status = Text()
    decision = view["decision"]
    if decision == "OVER":
        out = view["outcome"]
        if view["players"] == 1:
            status.append(f"board empty after {view['turns']} turns", style="bold")
        else:
            status.append("game over — won by " + " and ".join(f"seat {w}" for w in out["winners"]), style="bold")
    else:
        status.append(f"seat {view['to_move']} to {decision.lower()}")
        if decision == "SOW":
            status.append(f" — {view['hand']} in hand, from {view['ref']}")
        elif decision in ("CAPTURE", "SEIZE"):
            status.append(f" — last cell {view['ref']}")
        status.append(f"   (turn {view['turns'] + 1})", style="dim")
    return Group(title, board_text(game, view["board"], ref), stores, status)
