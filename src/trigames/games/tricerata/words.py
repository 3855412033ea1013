"""Tricérata in plain words: the rules card, events as sentences, the stores at the end."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trigames.core import View
from trigames.core.words import fr, generic, plural, verb

CARD = """\
Tricérata — pick up all the stones of a cell (START) and sow them one by one, each into an edge
neighbour of the previous cell (SOW: any path, back and forth allowed). If the last stone falls
into a cell that was not empty, pick those stones up and sow again (a resow). When it falls into
an empty cell: CAPTURE all the stones of one non-empty neighbour into your store; if all its
neighbours are empty, the next player SEIZES any cell instead (that is their turn).

The board empty, the fullest store wins. Solo: empty the board in the fewest turns.

Notation: cells are row.column (1.1 is the apex); a whole turn may be typed at once."""

CARD_FR = """\
Tricérata — prenez toutes les pierres d'une case (START) et semez-les une à une, chacune dans une
case voisine par un bord de la précédente (SOW : tout chemin, allers-retours permis). Si la dernière
pierre tombe dans une case qui n'était pas vide, reprenez ces pierres et semez encore (une reprise).
Quand elle tombe dans une case vide : CAPTUREZ toutes les pierres d'une voisine non vide dans votre
réserve ; si toutes ses voisines sont vides, le joueur suivant SAISIT n'importe quelle case (c'est
son tour).

Le plateau vide, la réserve la plus remplie gagne. En solo : videz le plateau en un minimum de tours.

Notation : les cases s'écrivent rangée.colonne (1.1 est le sommet) ; un tour entier peut se taper d'un coup."""


def tell(e: dict[str, Any], names: Sequence[str]) -> str | None:
    kind = e["kind"]
    who = names[e["seat"]] if "seat" in e else ""
    if kind == "start":
        return f"{verb(who, 'pick')} up {plural(e['hand'], 'stone')} from {e['cell']}"
    if kind == "resow":
        return f"{verb(who, 'pick')} up {plural(e['hand'], 'stone')} again from {e['cell']} (a resow)"
    if kind == "sow":
        return f"   … a stone into {e['cell']} (it had {e['was']}; {e['hand']} in hand)"
    if kind == "capture":
        return f"{verb(who, 'capture')} {plural(e['stones'], 'stone')} from {e['cell']}"
    if kind == "seize":
        return f"{verb(who, 'seize')} {plural(e['stones'], 'stone')} from {e['cell']}"
    if kind == "no_resow":
        return f"no resow from {e['cell']}: {e['reason']}"
    if kind == "isolated":
        return f"the last stone is alone at {e['cell']}: {names[e['seizer']]} may seize any cell"
    if kind == "sudden_death":
        return f"sudden death at {e['cell']}: {names[e['seat']]} " \
               f"{'take' if names[e['seat']] == 'you' else 'takes'} the {plural(e['stones'], 'stone')} left"
    return generic(e, names)


def tell_fr(e: dict[str, Any], names: Sequence[str]) -> str | None:
    kind = e["kind"]
    who = names[e["seat"]] if "seat" in e else ""
    if kind == "start":
        return f"{fr(who, 'prenez', 'prend')} {plural(e['hand'], 'pierre')} en {e['cell']}"
    if kind == "resow":
        return f"{fr(who, 'reprenez', 'reprend')} {plural(e['hand'], 'pierre')} en {e['cell']} (un reprise)"
    if kind == "sow":
        return f"   … une pierre en {e['cell']} (elle en avait {e['was']} ; {e['hand']} en main)"
    if kind == "capture":
        return f"{fr(who, 'capturez', 'capture')} {plural(e['stones'], 'pierre')} en {e['cell']}"
    if kind == "seize":
        return f"{fr(who, 'saisissez', 'saisit')} {plural(e['stones'], 'pierre')} en {e['cell']}"
    if kind == "no_resow":
        return f"pas de reprise depuis {e['cell']} : {e['reason']}"
    if kind == "isolated":
        return f"la dernière pierre est seule en {e['cell']} : {fr(names[e['seizer']], 'pouvez', 'peut')} " \
               "saisir n'importe quelle case"
    if kind == "sudden_death":
        return f"mort subite en {e['cell']} : {fr(names[e['seat']], 'prenez', 'prend')} " \
               f"les {plural(e['stones'], 'pierre')} restantes"
    return generic(e, names)


def breakdown(v: View, names: Sequence[str], rounds: Sequence[Any] = (), lang: str = "en") -> list[str]:
    """The stores (solo: the turns played)."""
    if lang == "fr":
        if v["players"] == 1:
            return [f"{names[0]} : plateau vidé en {plural(v['turns'], 'tour')}"]
        return [f"{names[p]} : {plural(n, 'pierre')} dans sa réserve" for p, n in enumerate(v["stores"])]
    if v["players"] == 1:
        return [f"{names[0]}: board emptied in {plural(v['turns'], 'turn')}"]
    return [f"{names[p]}: {plural(n, 'stone')} in store" for p, n in enumerate(v["stores"])]
