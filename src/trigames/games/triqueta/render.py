"""Terminal rendering of a Triqueta view with rich: rows, collections, hidden counts, tower, trees, rock."""

from __future__ import annotations

from typing import Any

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


def _tokens(names: list[str], empty: str = "(empty)") -> Text:
    out = Text()
    for n in names:
        out.append_text(token(n))
        out.append(" ")
    return out or Text(empty, style="dim")


WORDS: dict[str, dict[str, Any]] = {
    "en": {"round": "Round {n}/4", "tower": "tower T{t}: {n} left", "towers": "towers left: ", "none": "none",
           "box": "box: {n}", "taken": "taken by seat {p}", "empty": "(empty)", "rows": "Rows", "players": "Players",
           "seat": "seat", "cols": ("hid", "tree", "rock", "in", "pts"), "yes": "yes", "out": "out",
           "note": "* you · hid: face-down tokens · pts in brackets: with your best reveal of them",
           "drew": "You drew ", "looking": "Seat {p} is looking at a drawn token.",
           "over": "Game over — won by {won}, {scores}", "and": " and "},
    "fr": {"round": "Manche {n}/4", "tower": "tour T{t} : {n} restants", "towers": "tours à venir : ",
           "none": "aucune", "box": "boîte : {n}", "taken": "prise par la place {p}", "empty": "(vide)",
           "rows": "Rangées", "players": "Joueurs", "seat": "place",
           "cols": ("cach", "arb", "cail", "jeu", "pts"), "yes": "oui", "out": "sorti",
           "note": "* vous · cach : jetons face cachée · arb : arbres · cail : caillou · pts entre parenthèses : "
                   "avec votre meilleur dévoilement",
           "drew": "Vous avez pioché ", "looking": "La place {p} regarde un jeton pioché.",
           "over": "Partie terminée — gagnée par {won}, {scores}", "and": " et "},
}


def render(v: View, lang: str = "en") -> Group:
    w = WORDS[lang]
    tower = v["tower"]
    head = Text.assemble(
        (w["round"].format(n=v["round"]), "bold"), "  ·  ",
        w["tower"].format(t=tower["current"], n=tower["left"]), "  ·  ",
        w["towers"] + (", ".join(f"T{j}🌲" for j in tower["unused"]) or w["none"]), "  ·  ",
        w["box"].format(n=v["box"]),
    )
    rows = Table(show_header=False, box=None, padding=(0, 1))
    for r, row in enumerate(v["rows"]):
        if row is None:
            taker = next((p for p, e in enumerate(v["seats"]) if e["row_taken"] == r), None)
            who = "?" if taker is None else taker + 1  # people count seats from 1
            rows.add_row(Text(f"R{r}", style="dim"), Text(w["taken"].format(p=who), style="dim"))
        else:
            rows.add_row(Text(f"R{r}", style="bold"), _tokens(row, w["empty"]))
    players = Table(title=w["players"], header_style="bold", padding=(0, 1), box=box.SIMPLE_HEAD, pad_edge=False)
    players.add_column(w["seat"], no_wrap=True)
    for name, value in zip(TYPES, VALUES, strict=True):
        players.add_column(Text(f"{SHORT[name]}{value}", style=STYLE[name]), justify="right", no_wrap=True)
    for col in w["cols"]:
        players.add_column(col, justify="right", no_wrap=True)
    for p, e in enumerate(v["seats"]):
        mark = "▶" if v["to_move"] == p else " "
        you = "*" if v["seat"] == p else ""
        hidden = str(e["hidden"])
        if e.get("hidden_tokens"):
            hidden += " " + ",".join(SHORT[t] for t in e["hidden_tokens"])
        score = str(e["score"]) + (f" ({e['best_score']})" if "best_score" in e else "")
        players.add_row(
            f"{mark}{p + 1}{you}", *(str(n) if n else "·" for n in e["collected"]), hidden,
            str(e["trees"]), "●" if e["rock"] else "", w["yes"] if e["active"] else w["out"], score,
        )
    parts: list[object] = [head, Panel(rows, title=w["rows"], expand=False), players]
    if v["seat"] is not None:
        parts.append(Text(w["note"], style="dim"))
    if v["drawn"] is not None:
        parts.append(Text.assemble(w["drew"], token(v["drawn"])))
    elif v["drawing"]:
        parts.append(Text(w["looking"].format(p=v["to_move"] + 1), style="italic"))
    if "outcome" in v:
        o = v["outcome"]
        won = w["and"].join(f"{w['seat']} {p + 1}" for p in o["winners"])
        scores = "–".join(str(round(x)) for x in o["scores"])
        parts.append(Text(w["over"].format(won=won, scores=scores), style="bold green"))
    return Group(*parts)  # type: ignore[arg-type]
