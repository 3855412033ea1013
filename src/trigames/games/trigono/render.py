"""Terminal rendering: a top-down map of the planks, holes and pucks, and the counts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from trigames.core import View

COLS, ROWS = 64, 22


def _map(game: Any, view: View) -> Text:
    w = game.world
    xs = [c[0] for pl in w.planks for c in pl.corners]
    ys = [c[1] for pl in w.planks for c in pl.corners]
    pad = 0.25
    x0, x1, y0, y1 = min(xs) - pad, max(xs) + pad, min(ys) - pad, max(ys) + pad
    sx, sy = (x1 - x0) / COLS, (y1 - y0) / ROWS
    grid = [[(" ", "")] * COLS for _ in range(ROWS)]
    for r in range(ROWS):
        for c in range(COLS):
            x, y = x0 + (c + 0.5) * sx, y1 - (r + 0.5) * sy
            i = w.hole_at(x, y)
            if i >= 0:
                grid[r][c] = ("O" if w.holes[i][3] == 2 else "o", "bold yellow")
            elif w.in_jackpot(x, y):
                grid[r][c] = ("*", "bold magenta")
            elif w.plank_at(x, y) >= 0:
                grid[r][c] = ("·", "dark_orange3")
    for b, px, py in view["pucks"] or ():
        c, r = int((px / 1000 - x0) / sx), int((y1 - py / 1000) / sy)
        if 0 <= r < ROWS and 0 <= c < COLS:
            grid[r][c] = ("●", "bold cyan") if b >= 0 else ("○", "white")
    text = Text()
    for row in grid:
        for ch, style in row:
            text.append(ch, style)
        text.append("\n")
    return text


WORDS: dict[str, dict[str, Any]] = {
    "en": {"title": "Trigono — round {r}, {d}", "cols": ("seat", "plank", "hand", "round wins", "this round"),
           "player": "player",
           "to_throw": "◀ to throw", "out": "out", "counts": "on the planks: {b}   on the ground: {g}",
           "last": "   last throw: {t}",
           "key": "● puck on a plank   ○ puck on the ground   O big hole   o small hole", "jackpot": "   * jackpot"},
    "fr": {"title": "Trigono — manche {r}, {d}",
           "cols": ("place", "planche", "main", "manches gagnées", "cette manche"), "player": "joueur",
           "to_throw": "◀ lance", "out": "hors jeu", "counts": "sur les planches : {b}   au sol : {g}",
           "last": "   dernier lancer : {t}",
           "key": "● palet sur une planche   ○ palet au sol   O grand trou   o petit trou", "jackpot": "   * jackpot"},
}


def render(game: Any, view: View, lang: str = "en", names: Sequence[str] | None = None) -> Any:
    """The planks, the seats' pucks and rounds won. `names`: who sits at each seat (else its number)."""
    w = WORDS[lang]
    from trigames.core import catalogue

    from .words import sentence

    key = f"dec.trigono.{view['decision']}"  # the browser's words for the decision
    d = catalogue.message(key, lang) if catalogue.has(key, lang) else view["decision"].lower().replace("_", " ")
    table = Table(title=w["title"].format(r=view["round"], d=d))
    for i, col in enumerate(w["cols"]):
        table.add_column(w["player"] if names and i == 0 else col)
    for p in range(view["players"]):
        mark = w["to_throw"] if view["to_move"] == p else (w["out"] if view["out"][p] else "")
        table.add_row(names[p] if names else str(p + 1), str(view["board_of"][p] + 1), str(view["hands"][p]),
                      str(view["wins"][p]), mark)
    last = view["last"]
    if last:
        last = sentence(last, lang) or last
    on = view["on_board"]  # per plank
    counts = Text(w["counts"].format(b=", ".join(map(str, on)) if isinstance(on, list) else on, g=view["ground"])
                  + (w["last"].format(t=last) if last else ""))
    parts: list[Any] = [table, counts]
    if view["pucks"] is not None:
        parts.insert(0, _map(game, view))
        parts.append(Text(w["key"] + (w["jackpot"] if game.world.jackpot else ""), style="dim"))
    return Group(*parts)
