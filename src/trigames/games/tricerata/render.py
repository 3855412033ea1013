"""Terminal rendering: the board with the stones of each cell and the labels of the notation.

Triangular cells sit on two text lines per row (DOWN cells, base at the top, on the upper line;
UP cells on the lower one), so neighbours interlock as on the board:

              ▲1.1:1
         ▲2.1:1  ▼2.2:1  ▲2.3:1
    ...
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.text import Text

from trigames.core import View, catalogue

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


WORDS: dict[str, dict[str, Any]] = {
    "en": {"title": "Tricérata — {geo}, {n} stones on the board", "stores": "stores: ", "seat": "seat",
           "solo": "board empty after {n} turns", "over": "game over — won by {won}", "and": " and ",
           "to": "seat {p} to {d}", "to_named": "{who} to {d}", "colon": ": ",
           "hand": " — {n} in hand, from {ref}", "last": " — last cell: {ref}",
           "turn": "   (turn {n})"},
    "fr": {"title": "Tricérata — {geo}, {n} pierres sur le plateau", "stores": "réserves : ", "seat": "place",
           "solo": "plateau vide après {n} tours", "over": "partie terminée — gagnée par {won}", "and": " et ",
           "to": "à la place {p} de {d}", "to_named": "à {who} de {d}", "colon": " : ",
           "hand": " — {n} en main, depuis {ref}", "last": " — dernière case : {ref}",
           "turn": "   (tour {n})"},
}


def render(game: Tricerata, view: View, lang: str = "en", names: Sequence[str] | None = None) -> Any:
    """The board, the stores, who is to do what. `names`: who sits at each seat (else "seat 2")."""
    w = WORDS[lang]

    def who(p: int) -> str:
        return names[p] if names else f"{w['seat']} {p + 1}"

    geo = game.geometry
    ref = -1 if view["ref"] is None else parse_cell(geo, view["ref"])
    title = Text(w["title"].format(geo=geo.describe(), n=sum(view["board"])), style="bold")
    stores = Text(w["stores"])
    for p, x in enumerate(view["stores"]):
        style = "bold green" if p == view["to_move"] else ""
        stores.append(f"{who(p)}{w['colon']}{x}", style=style)
        stores.append("  ")
    status = Text()
    decision = view["decision"]
    if decision == "OVER":
        out = view["outcome"]
        if view["players"] == 1:
            status.append(w["solo"].format(n=view["turns"]), style="bold")
        else:
            won = w["and"].join(who(p) for p in out["winners"])
            status.append(w["over"].format(won=won), style="bold")
    else:
        from .words import place

        key = f"dec.tricerata.{decision}"  # the browser's words for the decision
        d = catalogue.message(key, lang) if catalogue.has(key, lang) else decision.lower()
        status.append(w["to_named"].format(who=who(view["to_move"]), d=d) if names else
                      w["to"].format(p=view["to_move"] + 1, d=d))
        if decision == "SOW":
            status.append(w["hand"].format(n=view["hand"], ref=place(view["ref"], lang)))
        elif decision in ("CAPTURE", "SEIZE"):
            status.append(w["last"].format(ref=place(view["ref"], lang)))
        status.append(w["turn"].format(n=view["turns"] + 1), style="dim")
    return Group(title, board_text(game, view["board"], ref), stores, status)
