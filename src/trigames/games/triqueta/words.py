"""Triqueta in plain words: the rules card, events as sentences, the final score broken down."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trigames.core import View
from trigames.core.words import an, fr, generic, is_you, plural, verb

from .scoring import TYPES, VALUES, type_points

CARD = """\
Triqueta — 4 rounds. On your turn either DRAW the top token of the current tower and then
PLACE it at the end of a row (or KEEP it face down: at most 2 in the whole game), or TAKE a row:
you collect its tokens and drop out of the round. The last one out takes the rock and (rounds 1–3)
a tree.

Scoring per animal: 1 token = 1, 2 = 2, exactly 3 = a triqueta worth the animal's value
(rabbit 5, owl 6, deer 7, boar 8, ram 9, bear 10), 4 or more = −1 per token above 3.
+1 for the rock, +1 per tree. Face-down tokens are revealed at the end if they help.

Notation: draw · take R2 · place R0 · keep · tower T1 · reveal · discard"""

CARD_FR = """\
Triqueta — 4 manches. À votre tour, PIOCHEZ le jeton du dessus de la tour en cours puis POSEZ-le
au bout d'une rangée (ou GARDEZ-le face cachée : 2 au plus dans toute la partie), ou PRENEZ une
rangée : vous récoltez ses jetons et quittez la manche. Le dernier à sortir prend le caillou et
(manches 1–3) un arbre.

Points par animal : 1 jeton = 1, 2 = 2, exactement 3 = une triqueta qui vaut la valeur de l'animal
(lapin 5, hibou 6, cerf 7, sanglier 8, bélier 9, ours 10), 4 ou plus = −1 par jeton au-delà de 3.
+1 pour le caillou, +1 par arbre. Les jetons cachés sont dévoilés à la fin s'ils rapportent.

Notation : draw · take R2 · place R0 · keep · tower T1 · reveal · discard"""

ANIMALS_FR = {"rabbit": "un lapin", "owl": "un hibou", "deer": "un cerf", "boar": "un sanglier",
              "ram": "un bélier", "bear": "un ours"}


def tell(e: dict[str, Any], names: Sequence[str]) -> str | None:
    kind = e["kind"]
    who = names[e["seat"]] if "seat" in e else ""
    if kind == "draw":
        token = f": {an(e['token'])}" if "token" in e else ""
        return f"{verb(who, 'draw')} from tower T{e['tower']}{token} ({e['left']} left)"
    if kind == "place":
        return f"{verb(who, 'place')} {an(e['token'])} in row R{e['row']}"
    if kind == "keep":
        token = f" ({an(e['token'])})" if "token" in e else ""
        return f"{verb(who, 'keep')} a token face down{token}"
    if kind == "take_row":
        tokens = ", ".join(e["tokens"]) or "nothing"
        return f"{verb(who, 'take')} row R{e['row']} ({tokens}) and {'drop' if who == 'you' else 'drops'} out"
    if kind == "round_end":
        return f"round {e['round']} is over: {names[e['rock']]} {'hold' if names[e['rock']] == 'you' else 'holds'} " \
               f"the rock; {plural(e['to_box'], 'token')} left in the tower go back to the box"
    if kind == "round_start":
        return f"round {e['round']} starts with tower T{e['tower']}; {names[e['tree_to']]} " \
               f"{'take' if names[e['tree_to']] == 'you' else 'takes'} its tree"
    if kind == "reveal":
        return f"{verb(who, 'reveal')} {an(e['token'])}"
    if kind == "discard":
        token = f" ({an(e['token'])})" if "token" in e else ""
        return f"{verb(who, 'discard')} a face-down token{token}"
    return generic(e, names)


def tell_fr(e: dict[str, Any], names: Sequence[str]) -> str | None:
    kind = e["kind"]
    who = names[e["seat"]] if "seat" in e else ""
    a = ANIMALS_FR.get
    if kind == "draw":
        token = f" : {a(e['token'])}" if "token" in e else " un jeton"
        return f"{fr(who, 'piochez', 'pioche')}{token} dans la tour T{e['tower']} (il en reste {e['left']})"
    if kind == "place":
        return f"{fr(who, 'posez', 'pose')} {a(e['token'])} dans la rangée R{e['row']}"
    if kind == "keep":
        token = f" ({a(e['token'])})" if "token" in e else ""
        return f"{fr(who, 'gardez', 'garde')} un jeton face cachée{token}"
    if kind == "take_row":
        tokens = ", ".join(str(a(t)) for t in e["tokens"]) or "rien"
        return f"{fr(who, 'prenez', 'prend')} la rangée R{e['row']} ({tokens}) et " \
               f"{'sortez' if is_you(who) else 'sort'} de la manche"
    if kind == "round_end":
        rock = names[e["rock"]]
        return f"la manche {e['round']} est finie : {fr(rock, 'avez', 'a')} le caillou ; " \
               f"{plural(e['to_box'], 'jeton')} de la tour retournent dans la boîte"
    if kind == "round_start":
        return f"la manche {e['round']} commence avec la tour T{e['tower']} ; " \
               f"{fr(names[e['tree_to']], 'prenez', 'prend')} son arbre"
    if kind == "reveal":
        return f"{fr(who, 'dévoilez', 'dévoile')} {a(e['token'])}"
    if kind == "discard":
        token = f" ({a(e['token'])})" if "token" in e else ""
        return f"{fr(who, 'défaussez', 'défausse')} un jeton caché{token}"
    return generic(e, names)


def breakdown(v: View, names: Sequence[str], rounds: Sequence[Any] = (), lang: str = "en") -> list[str]:
    """Per seat: triquetas, other animals, trees, rock, revealed tokens."""
    out = []
    for p, s in enumerate(v["seats"]):
        counts = s["collected"]
        triquetas = [f"{TYPES[k]} {VALUES[k]}" for k, n in enumerate(counts) if n == 3]
        others = sum(type_points(k, n) for k, n in enumerate(counts) if n != 3)
        rock = 1 if s["rock"] else 0
        if lang == "fr":
            triquetas = [f"{ANIMALS_FR[TYPES[k]].split()[1]} {VALUES[k]}" for k, n in enumerate(counts) if n == 3]
            parts = [f"triquetas {' + '.join(triquetas) if triquetas else 'aucune'}",
                     f"autres animaux {others:+d}", f"arbres +{s['trees']}", f"caillou +{rock}"]
            if s["revealed"]:
                parts.append("dévoilés " + ", ".join(ANIMALS_FR[t].split()[1] for t in s["revealed"]))
        else:
            parts = [f"triquetas {' + '.join(triquetas) if triquetas else 'none'}",
                     f"other animals {others:+d}", f"trees +{s['trees']}", f"rock +{rock}"]
            if s["revealed"]:
                parts.append("revealed " + ", ".join(s["revealed"]))
        out.append(f"{names[p]}: {s['score']} = " + ", ".join(parts))
    return out
