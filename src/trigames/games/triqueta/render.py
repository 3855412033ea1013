"""Terminal rendering of a Triqueta view with rich: rows, collections, hidden counts, tower, trees, rock."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.cells import cell_len
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


def _tokens(names: list[str], empty: str = "(empty)") -> Text:
    out = Text()
    for n in names:
        out.append_text(token(n))
        out.append(" ")
    return out or Text(empty, style="dim")


WORDS: dict[str, dict[str, Any]] = {
    "en": {"round": "Round {n}/4", "tower": "tower {t}: {n} left", "towers": "towers to come: ", "none": "none",
           "box": "box: {n}", "taken": "taken by seat {p}",
           "taken_by": "taken by {who}", "player": "player", "empty": "(empty)", "rows": "Rows", "row": "row {r}",
           "players": "Players", "seat": "seat", "cols": ("hid", "tree", "rock", "in", "pts"), "yes": "yes",
           "out": "out",
           "note": "* you · hid: face-down tokens · pts in brackets: with your best reveal of them",
           "drew": "You drew ", "looking": "Seat {p} is looking at a drawn token.",
           "looking_named": "{who} is looking at a drawn token.",
           "over": "Game over — won by {won}, {scores}", "and": " and "},
    "fr": {"round": "Manche {n}/4", "tower": "tour {t} : {n} restants", "towers": "tours à venir : ",
           "none": "aucune", "box": "boîte : {n}", "taken": "prise par la place {p}",
           "taken_by": "prise par {who}", "player": "joueur", "empty": "(vide)",
           "rows": "Rangées", "row": "rangée {r}", "players": "Joueurs", "seat": "place",
           "cols": ("cach", "arb", "cail", "jeu", "pts"), "yes": "oui", "out": "sorti",
           "note": "* vous · cach : jetons face cachée · arb : arbres · cail : caillou · pts entre parenthèses : "
                   "avec votre meilleur dévoilement",
           "drew": "Vous avez pioché ", "looking": "La place {p} regarde un jeton pioché.",
           "looking_named": "{who} regarde un jeton pioché.",
           "over": "Partie terminée — gagnée par {won}, {scores}", "and": " et "},
}


def render(v: View, lang: str = "en", names: Sequence[str] | None = None) -> Group:
    """The rows, the seats' collections, the tower. `names`: who sits at each seat (else "seat 2")."""
    w = WORDS[lang]
    tower = v["tower"]
    head = Text.assemble(
        (w["round"].format(n=v["round"]), "bold"), "  ·  ",
        w["tower"].format(t=tower["current"] + 1, n=tower["left"]), "  ·  ",
        w["towers"] + (", ".join(f"{j + 1}🌲" for j in tower["unused"]) or w["none"]), "  ·  ",
        w["box"].format(n=v["box"]),
    )
    rows = Table(show_header=False, box=None, padding=(0, 1))
    for r, row in enumerate(v["rows"]):
        if row is None:
            taker = next((p for p, e in enumerate(v["seats"]) if e["row_taken"] == r), None)
            who = "?" if taker is None else taker + 1  # people count seats from 1
            taken = w["taken_by"].format(who=names[taker]) if names and taker is not None else w["taken"].format(p=who)
            rows.add_row(Text(w["row"].format(r=r + 1), style="dim"), Text(taken, style="dim"))
        else:
            rows.add_row(Text(w["row"].format(r=r + 1), style="bold"), _tokens(row, w["empty"]))
    # the seats as a hand-aligned grid: a rich Table of 13 columns costs ~5 ms a render, and the
    # web server renders this view on its event loop for every text client
    header: list[Text] = [Text(w["player" if names else "seat"], style="bold")]
    header += [Text(f"{SHORT[name]}{value}", style=f"bold {STYLE[name]}")
               for name, value in zip(TYPES, VALUES, strict=True)]
    header += [Text(col, style="bold") for col in w["cols"]]
    lines: list[list[str]] = []
    for p, e in enumerate(v["seats"]):
        mark = "▶" if v["to_move"] == p else " "
        you = "*" if v["seat"] == p else ""
        hidden = str(e["hidden"])
        if e.get("hidden_tokens"):
            hidden += " " + ",".join(SHORT[t] for t in e["hidden_tokens"])
        score = str(e["score"]) + (f" ({e['best_score']})" if "best_score" in e else "")
        who = names[p] if names else p + 1
        lines.append([f"{mark}{who}{you}", *(str(n) if n else "·" for n in e["collected"]), hidden,
                      str(e["trees"]), "●" if e["rock"] else "", w["yes"] if e["active"] else w["out"], score])
    players = _grid(w["players"], header, lines)
    parts: list[object] = [head, Panel(rows, title=w["rows"], expand=False), players]
    if v["seat"] is not None:
        parts.append(Text(w["note"], style="dim"))
    if v["drawn"] is not None:
        parts.append(Text.assemble(w["drew"], token(v["drawn"])))
    elif v["drawing"]:
        p = v["to_move"]
        looking = w["looking_named"].format(who=names[p]) if names else w["looking"].format(p=p + 1)
        parts.append(Text(looking, style="italic"))
    if "outcome" in v:
        o = v["outcome"]
        won = w["and"].join(names[p] if names else f"{w['seat']} {p + 1}" for p in o["winners"])
        scores = "–".join(str(round(x)) for x in o["scores"])
        parts.append(Text(w["over"].format(won=won, scores=scores), style="bold green"))
    return Group(*parts)  # type: ignore[arg-type]


def _grid(title: str, header: list[Text], lines: list[list[str]]) -> Text:
    """A titled table: the first column left-aligned, the others right-aligned, one space between."""
    widths = [max(h.cell_len, *(cell_len(line[i]) for line in lines)) for i, h in enumerate(header)]
    out = Text(title.center(sum(widths) + len(widths) - 1).rstrip() + "\n", style="italic")

    def cell(i: int, text: Text) -> Text:
        pad = " " * (widths[i] - text.cell_len)
        return text + Text(pad) if i == 0 else Text(pad) + text

    out.append_text(Text(" ").join(cell(i, h) for i, h in enumerate(header)))
    out.append("\n" + " ".join("─" * n for n in widths))
    for line in lines:
        out.append("\n")
        out.append_text(Text(" ").join(cell(i, Text(c)) for i, c in enumerate(line)))
    return out
