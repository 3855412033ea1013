"""Terminal rendering of a Triqueta view with rich: rows, collections, hidden counts, tower, trees, rock."""

from __future__ import annotations

from rich import box
from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from trigames.core import View

from .scoring import TYPES, VALUES

STYLE = {"rabbit": "red", "owl": "yellow", "deer": "green", "boar": "blue", "ram": "white", "bear": "magenta"}
SHORT = {"rabbit": "Ra", "owl": "Ow", "deer": "De", "boar": "Bo", "ram": "Rm", "bear": "Be"}


def token(name: str) -> Text:
    return Text(f" {SHORT[name]} ", style=f"bold black on {STYLE[name]}")


def _tokens(names: list[str]) -> Text:
    out = Text()
    for n in names:
        out.append_text(token(n))
        out.append(" ")
    return out or Text("(empty)", style="dim")


def render(v: View) -> Group:
    tower = v["tower"]
    head = Text.assemble(
        (f"Round {v['round']}/4", "bold"), "  ·  ",
        f"tower T{tower['current']}: {tower['left']} left", "  ·  ",
        "towers left: " + (", ".join(f"T{j}🌲" for j in tower["unused"]) or "none"), "  ·  ",
        f"box: {v['box']}",
    )
    rows = Table(show_header=False, box=None, padding=(0, 1))
    for r, row in enumerate(v["rows"]):
        if row is None:
            taker = next((p for p, e in enumerate(v["seats"]) if e["row_taken"] == r), None)
            rows.add_row(Text(f"R{r}", style="dim"), Text(f"taken by seat {taker}", style="dim"))
        else:
            rows.add_row(Text(f"R{r}", style="bold"), _tokens(row))
    players = Table(title="Players", header_style="bold", padding=(0, 1), box=box.SIMPLE_HEAD, pad_edge=False)
    players.add_column("seat", no_wrap=True)
    for name, value in zip(TYPES, VALUES, strict=True):
        players.add_column(Text(f"{SHORT[name]}{value}", style=STYLE[name]), justify="right", no_wrap=True)
    for col in ("hid", "tree", "rock", "in", "pts"):
        players.add_column(col, justify="right", no_wrap=True)
    for p, e in enumerate(v["seats"]):
        mark = "▶" if v["to_move"] == p else " "
        you = "*" if v["seat"] == p else ""
        hidden = str(e["hidden"])
        if e.get("hidden_tokens"):
            hidden += " " + ",".join(SHORT[t] for t in e["hidden_tokens"])
        score = str(e["score"]) + (f" ({e['best_score']})" if "best_score" in e else "")
        players.add_row(
            f"{mark}{p}{you}", *(str(n) if n else "·" for n in e["collected"]), hidden,
            str(e["trees"]), "●" if e["rock"] else "", "yes" if e["active"] else "out", score,
        )
    parts: list[object] = [head, Panel(rows, title="Rows", expand=False), players]
    if v["seat"] is not None:
        note = "* you · hid: face-down tokens · pts in brackets: with your best reveal of them"
        parts.append(Text(note, style="dim"))
    if v["drawn"] is not None:
        parts.append(Text.assemble("You drew ", token(v["drawn"])))
    elif v["drawing"]:
        parts.append(Text(f"Seat {v['to_move']} is looking at a drawn token.", style="italic"))
    if "outcome" in v:
        o = v["outcome"]
        won = " and ".join(f"seat {w}" for w in o["winners"])
        scores = "–".join(str(round(x)) for x in o["scores"])
        parts.append(Text(f"Game over — won by {won}, {scores}", style="bold green"))
    return Group(*parts)  # type: ignore[arg-type]
