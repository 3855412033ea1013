"""Terminal rendering: the board as ASCII triangles with the value at every corner.

Vertex (p, q) is drawn at column 2p and row -2q, so each tile is five characters wide:

      4           4___2
     / \\    and   \\ /      (UP [3,4,5] and DOWN [4,2,5])
    3___5           5

A value appears once per vertex (all tiles there agree on it). The most recent tile is marked
with a ●. The guides are for people who type a move's notation instead of its number in the list
(`play` accepts both; `companion` has people type each tile laid, e.g. 1-2-3@D(1,0)/r0): every row
of cells is numbered on the left (the notation's y), every fourth column below (its x), and a line
under the board says so in words, never as `x=`/`y=`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group
from rich.text import Text

from trigames.core import View, catalogue

from .tiles import corners_xy, is_up

catalogue.register(__package__ or "trigames.games.triominos")  # its words (web/en.ftl, fr.ftl), drawn alone too

COLOURS = ("bright_white", "bright_red", "bright_green", "bright_yellow", "bright_blue", "bright_magenta")


def board_text(board: list[list[Any]], lang: str = "en", guides: bool = True) -> Text:
    """The board of a view (`[[x, y, r, "a-b-c"], ...]`) as a rich Text."""
    if not board:
        return Text(catalogue.message("cli.triominos.empty", lang), style="dim")
    values: dict[tuple[int, int], int] = {}
    for x, y, r, tile in board:
        t = [int(ch) for ch in tile.split("-")]
        for k, v in enumerate(corners_xy(x, y)):
            values[v] = t[(k + r) % 3]
    pmin = min(p for p, _ in values)
    pmax = max(p for p, _ in values)
    qmin = min(q for _, q in values)
    qmax = max(q for _, q in values)
    label = 5
    cols = 2 * (pmax - pmin) + 1 + label
    rows = 2 * (qmax - qmin) + 1
    grid: list[list[tuple[str, str]]] = [[(" ", "")] * cols for _ in range(rows)]

    def at(p: int, row: int) -> int:
        return label + 2 * (p - pmin) + 0 * row

    def put(col: int, row: int, ch: str, style: str = "dim") -> None:
        grid[row][col] = (ch, style)

    last = len(board) - 1
    for i, (x, y, _, _) in enumerate(board):
        mark = ("●", "bold bright_cyan") if i == last else (" ", "")
        if is_up(x, y):
            base = 2 * (qmax - y)
            c0 = at(x, base)
            put(c0 + 1, base - 1, "/")
            put(c0 + 3, base - 1, "\\")
            for d in (1, 2, 3):
                put(c0 + d, base, "_")
            put(c0 + 2, base - 1, *mark)
        else:
            top = 2 * (qmax - y - 1)
            c0 = at(x, top)
            for d in (1, 2, 3):
                put(c0 + d, top, "_")
            put(c0 + 1, top + 1, "\\")
            put(c0 + 3, top + 1, "/")
            put(c0 + 2, top + 1, *mark)
    for (p, q), value in values.items():
        put(at(p, 0), 2 * (qmax - q), str(value), f"bold {COLOURS[value]}")
    for y in range(qmin, qmax):
        row = 2 * (qmax - y) - 1
        for i, ch in enumerate(str(y).rjust(label - 2)):
            put(i, row, ch)
    out = Text()
    for line in grid:
        for ch, style in line:
            out.append(ch, style=style or None)
        out.rstrip()
        out.append("\n")
    ruler = [" "] * (cols + 4)
    for x in range(pmin, pmax):
        col = label + 2 * (x + 1 - pmin)
        if x % 4 == 0:
            for i, ch in enumerate(str(x)):
                if col + i < len(ruler):
                    ruler[col + i] = ch
    out.append("".join(ruler).rstrip(), style="dim")
    if guides:  # how to type a place: said to a seat, never to a spectator (who types nothing)
        out.append("\n" + catalogue.message("cli.triominos.guides", lang), style="dim")
    return out


WORDS = {
    "en": {"head": "Round {r} · {d} · pool {n}", "to_move": " · seat {p} to move", "drawn_n": " (drawn {n}×)",
           "row": "Seat {p}: score {score:>4} · tiles in rack: {n}",
           "row_named": "{who}: score {score:>4} · tiles in rack: {n}", "to_named": " · {who} to move",
           "rack": "  rack: ", "drawn": "  drawn: {t}",
           "seat": "seat", "drawoff": "Draw-off: {steps}", "ended": "Round {r} ended ({end}): {pts}",
           "over": "Game over — won by {won}", "and": " and ", "ends": {}},
    "fr": {"head": "Manche {r} · {d} · pioche {n}", "to_move": " · à la place {p} de jouer",
           "drawn_n": " (pioché {n}×)", "row": "Place {p} : score {score:>4} · tuiles sur le chevalet : {n}",
           "row_named": "{who} : score {score:>4} · tuiles sur le chevalet : {n}", "to_named": " · à {who} de jouer",
           "rack": "  chevalet : ",
           "drawn": "  piochée : {t}", "seat": "place", "drawoff": "Tirage pour commencer : {steps}",
           "ended": "Manche {r} finie ({end}) : {pts}", "over": "Partie terminée — gagnée par {won}", "and": " et ",
           "ends": {"out": "plus de tuiles", "blocked": "bloquée"}},
}


def render(view: View, lang: str = "en", names: Sequence[str] | None = None) -> Any:
    """Board, scores, rack sizes and pool; the seat's own rack and drawn tile if it has them. `names`:
    who sits at each seat (else "seat 2")."""
    w: dict[str, Any] = WORDS[lang]

    def who(p: int) -> str:
        return names[p] if names else f"{w['seat']} {p + 1}"

    lines = [board_text(view["board"], lang, guides=view.get("seat") is not None)]
    key = f"dec.triominos.{view['decision']}"  # the browser's words for the decision, not the engine's phase
    said = catalogue.message(key, lang) if catalogue.has(key, lang) else str(view["decision"]).lower().replace("_", " ")
    head = Text(w["head"].format(r=view["round"], d=said, n=view["pool"]), style="bold")
    if view["to_move"] is not None:
        p = view["to_move"]
        head.append(w["to_named"].format(who=who(p)) if names else w["to_move"].format(p=p + 1))
        if view["draws"]:
            head.append(w["drawn_n"].format(n=view["draws"]))
    lines.append(head)
    for p, (score, n) in enumerate(zip(view["scores"], view["racks"], strict=True)):
        mine = view["seat"] == p
        said = (w["row_named"].format(who=who(p), score=score, n=n) if names else
                w["row"].format(p=p + 1, score=score, n=n))
        row = Text(f"{'▶' if view['to_move'] == p else ' '} " + said,
                   style="bold" if mine else "")
        if mine and view["rack"] is not None:
            row.append(w["rack"] + " ".join(view["rack"]), style="cyan")
            if view["drawn"]:
                row.append(w["drawn"].format(t=view["drawn"]), style="bold cyan")
        lines.append(row)
    if view["drawoff"]:
        steps = " / ".join(", ".join(f"{who(p)} {t}" for p, t in step) for step in view["drawoff"])
        lines.append(Text(w["drawoff"].format(steps=steps), style="dim"))
    last = view["last_round"]
    if last is not None:
        pts = ", ".join(f"{who(p)} {x:+d}" for p, x in enumerate(last["points"]))
        key = f"val.triominos.{last['end']}"
        end = catalogue.message(key, lang) if catalogue.has(key, lang) else w["ends"].get(last["end"], last["end"])
        lines.append(Text(w["ended"].format(r=last["round"], end=end, pts=pts), style="dim"))
    if "outcome" in view:
        won = w["and"].join(who(p) for p in view["outcome"]["winners"])
        lines.append(Text(w["over"].format(won=won), style="bold green"))
    return Group(*lines)
