"""Triominos XXL in plain words: the rules card, events as sentences, the score round by round."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from trigames.core import View
from trigames.core.words import fr, generic, number, plural, verb

CARD = """\
Triominos XXL — place triangular tiles so that every corner touching another tile matches its
number. A tile scores the sum of its 3 numbers; completing a hexagon +50 (double +60, triple +70),
a bridge +40. Can't or won't place? DRAW (−5 each, at most 3 per turn); after a draw only the
drawn tile may be placed; after 3 draws you may PASS (−10 more).

A round ends when someone goes out (+25 and the others' rack values) or when nobody can play
(the lowest rack scores the others' racks minus its own). The game ends after the round in which
someone reaches the target (400).

Notation: pick a number from the menu; or draw · pass · 2-3-3@U(0,0)/r0"""


CARD_FR = """\
Triominos XXL — posez des tuiles triangulaires de sorte que chaque coin qui touche une autre tuile
porte le même nombre. Une tuile rapporte la somme de ses 3 nombres ; fermer un hexagone +50 (double
+60, triple +70), un pont +40. Impossible ou pas envie de poser ? PIOCHEZ (−5 chaque fois, 3 au plus
par tour) ; après une pioche seule la tuile piochée peut être posée ; après 3 pioches vous pouvez
PASSER (−10 de plus).

Une manche finit quand quelqu'un n'a plus de tuiles (+25 et la valeur des tuiles des autres) ou quand
personne ne peut jouer (le plus petit chevalet marque les chevalets des autres moins le sien). La
partie finit après la manche où quelqu'un atteint l'objectif (400).

Notation : choisissez un numéro du menu ; ou draw · pass · 2-3-3@U(0,0)/r0"""

FIGURES_FR = {"hexagon": "un hexagone", "double hexagon": "un double hexagone", "triple hexagon": "un triple hexagone",
              "bridge": "un pont"}


def tell(e: dict[str, Any], names: Sequence[str]) -> str | None:
    kind = e["kind"]
    who = names[e["seat"]] if "seat" in e else ""
    if kind == "place":
        fig = e.get("figure")
        bonus = f", with a {fig}" if fig else ""
        return f"{verb(who, 'place')} {e['move']} for {plural(e['points'], 'point')}{bonus}"
    if kind == "draw":
        tile = f" {e['tile']}" if "tile" in e else " a tile"
        return f"{verb(who, 'draw')}{tile} (−5; {plural(e['pool'], 'tile')} left in the pool)"
    if kind == "pass":
        cost = f" ({number(e['points'])})" if e.get("points") else ""
        return f"{verb(who, 'pass')}{cost}"
    if kind == "score":
        return None  # said with the move, or with the round's summary
    if kind == "round_end":
        if e["end"] == "out":  # only the player who went out scores at a going out
            out = max(range(len(e["points"])), key=lambda p: e["points"][p])
            how = f"{names[out]} went out"
        else:
            how = "nobody can play" if e["end"] == "blocked" else str(e["end"])
        pts = ", ".join(f"{names[p]} {x:+d}" for p, x in enumerate(e["points"]))
        return f"round {e['round']} is over ({how}): {pts}"
    if kind == "round_start":
        return f"round {e['round']} starts; {names[e['first']]} {'open' if names[e['first']] == 'you' else 'opens'}"
    return generic(e, names)


def tell_fr(e: dict[str, Any], names: Sequence[str]) -> str | None:
    kind = e["kind"]
    who = names[e["seat"]] if "seat" in e else ""
    if kind == "place":
        fig = e.get("figure")
        bonus = f", avec {FIGURES_FR.get(str(fig), str(fig))}" if fig else ""
        return f"{fr(who, 'posez', 'pose')} {e['move']} pour {plural(e['points'], 'point')}{bonus}"
    if kind == "draw":
        tile = f" {e['tile']}" if "tile" in e else " une tuile"
        return f"{fr(who, 'piochez', 'pioche')}{tile} (−5 ; {plural(e['pool'], 'tuile')} dans la pioche)"
    if kind == "pass":
        cost = f" ({number(e['points'])})" if e.get("points") else ""
        return f"{fr(who, 'passez', 'passe')}{cost}"
    if kind == "score":
        return None
    if kind == "round_end":
        if e["end"] == "out":
            out = max(range(len(e["points"])), key=lambda p: e["points"][p])
            how = fr(names[out], "n'avez plus de tuiles", "n'a plus de tuiles")
        else:
            how = "personne ne peut jouer" if e["end"] == "blocked" else str(e["end"])
        pts = ", ".join(f"{names[p]} {x:+d}" for p, x in enumerate(e["points"]))
        return f"la manche {e['round']} est finie ({how}) : {pts}"
    if kind == "round_start":
        return f"la manche {e['round']} commence ; {fr(names[e['first']], 'ouvrez', 'ouvre')}"
    return generic(e, names)


def breakdown(v: View, names: Sequence[str], rounds: Sequence[tuple[Mapping[str, Any], Sequence[float]]],
              lang: str = "en") -> list[str]:
    """Each round's end points and the totals after it."""
    out = []
    for e, totals in rounds:
        pts = ", ".join(f"{names[p]} {x:+d}" for p, x in enumerate(e["points"]))
        tot = "–".join(number(x) for x in totals)
        if lang == "fr":
            end = {"out": "une personne a tout posé", "blocked": "bloquée"}.get(e["end"], e["end"])
            out.append(f"manche {e['round']} ({end}) : points de fin {pts} ; totaux {tot}")
        else:
            out.append(f"round {e['round']} ({e['end']}): end points {pts}; totals {tot}")
    return out
