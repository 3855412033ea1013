"""Tricérata in plain words: the rules card, events as sentences, the stores at the end."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trigames.core import View
from trigames.words import generic, plural, verb

CARD = """\
Tricérata — pick up all the stones of a cell (START) and sow them one by one, each into an edge
neighbour of the previous cell (SOW: any path, back and forth allowed). If the last stone falls
into a cell that was not empty, pick those stones up and sow again (a resow). When it falls into
an empty cell: CAPTURE all the stones of one non-empty neighbour into your store; if all its
neighbours are empty, the next player SEIZES any cell instead (that is their turn).

The board empty, the fullest store wins. Solo: empty the board in the fewest turns.

Notation: cells are row.column (1.1 is the apex); a whole turn may be typed at once."""


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


def breakdown(v: View, names: Sequence[str]) -> list[str]:
    """The stores (solo: the turns played)."""
    if v["players"] == 1:
        return [f"{names[0]}: board emptied in {plural(v['turns'], 'turn')}"]
    return [f"{names[p]}: {plural(n, 'stone')} in store" for p, n in enumerate(v["stores"])]
