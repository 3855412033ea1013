"""Triqueta in plain words: the rules card, events as sentences, the final score broken down."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trigames.core import View
from trigames.words import an, generic, plural, verb

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


def breakdown(v: View, names: Sequence[str]) -> list[str]:
    """Per seat: triquetas, other animals, trees, rock, revealed tokens."""
    out = []
    for p, s in enumerate(v["seats"]):
        counts = s["collected"]
        triquetas = [f"{TYPES[k]} {VALUES[k]}" for k, n in enumerate(counts) if n == 3]
        others = sum(type_points(k, n) for k, n in enumerate(counts) if n != 3)
        parts = [f"triquetas {' + '.join(triquetas) if triquetas else 'none'}",
                 f"other animals {others:+d}", f"trees +{s['trees']}", f"rock +{1 if s['rock'] else 0}"]
        if s["revealed"]:
            parts.append("revealed " + ", ".join(s["revealed"]))
        out.append(f"{names[p]}: {s['score']} = " + ", ".join(parts))
    return out
