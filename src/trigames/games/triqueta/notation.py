"""Triqueta actions: the fixed integer encoding of RULES §1.9 and its text notation.

    draw · take R2 · place R0 · keep · tower T3 · reveal · discard

At a refereed table (the real box, see referee.py) a placed token is entered with its animal,
"place R0 deer", and a face-down token is named at the end, "hidden deer".

Parsing is lenient about case, spaces, underscores and brackets ("TAKE_ROW(2)", "take r2",
"take2"); printing is canonical.
"""

from __future__ import annotations

import re

from trigames.core import NotationError

from .scoring import TYPES

DRAW = 0
TAKE = 1  # TAKE_ROW(r) = 1 + r
PLACE = 6  # PLACE_IN_ROW(r) = 6 + r
KEEP = 11
TOWER = 12  # CHOOSE_TOWER(j) = 12 + j
REVEAL = 16
DISCARD = 17
N_ACTIONS = 18
PLACE_AS = 18  # refereed: PLACE_IN_ROW(r) of a token of type k = 18 + 6r + k
NAME = 48  # refereed: the next face-down token is of type k = 48 + k
N_REFEREE = 54
MAX_ROWS = 5
N_TOWERS = 4

_WORDS = {"draw": DRAW, "keep": KEEP, "keephidden": KEEP, "reveal": REVEAL, "discard": DISCARD}
_ROW = re.compile(r"^(take|takerow|place|placeinrow)r?([0-9]+)$")
_TOWER = re.compile(r"^(tower|choosetower)t?([0-9]+)$")


def action_to_string(action: int, referee: bool = False) -> str:
    """Canonical notation of an action code.

    >>> action_to_string(3), action_to_string(6), action_to_string(13), action_to_string(20, True)
    ('take R2', 'place R0', 'tower T1', 'place R0 deer')
    """
    top = N_REFEREE if referee else N_ACTIONS
    if action.__class__ is not int or not 0 <= action < top:
        raise NotationError(f"{action!r} is not a triqueta action code (0–{top - 1})")
    if action >= NAME:
        return f"hidden {TYPES[action - NAME]}"
    if action >= PLACE_AS:
        r, k = divmod(action - PLACE_AS, len(TYPES))
        return f"place R{r} {TYPES[k]}"
    if action == DRAW:
        return "draw"
    if action < PLACE:
        return f"take R{action - TAKE}"
    if action < KEEP:
        return f"place R{action - PLACE}"
    if action == KEEP:
        return "keep"
    if action < REVEAL:
        return f"tower T{action - TOWER}"
    return "reveal" if action == REVEAL else "discard"


def parse_action(text: str, referee: bool = False) -> int:
    """Action code of `text`; `referee`: a refereed table's moves name the animal.

    >>> parse_action("TAKE_ROW(2)"), parse_action("place r0"), parse_action("keep")
    (3, 6, 11)
    >>> parse_action("place R0 deer", True), parse_action("hidden bear", True)
    (20, 53)

    Raises:
        NotationError: text that is not a triqueta action.
    """
    if not isinstance(text, str):
        raise NotationError(f"expected action text, got {text!r}")
    if referee:
        named = _named(text)
        if named is not None:
            return named
    key = re.sub(r"[\s_()]", "", text.lower())  # not "-": "R-1" is no row
    if key in _WORDS:
        return _WORDS[key]
    m = _ROW.match(key)
    if m:
        r = int(m.group(2))
        if r >= MAX_ROWS:
            raise NotationError(f"no row R{r} in triqueta (rows are R0–R{MAX_ROWS - 1}): {text!r}")
        return (TAKE if m.group(1).startswith("take") else PLACE) + r
    m = _TOWER.match(key)
    if m:
        j = int(m.group(2))
        if j >= N_TOWERS:
            raise NotationError(f"no tower T{j} (towers are T0–T{N_TOWERS - 1}): {text!r}")
        return TOWER + j
    raise NotationError(
        f"cannot read {text!r} as a triqueta action; "
        "write draw, take R<n>, place R<n>, keep, tower T<n>, reveal or discard"
    )


def _named(text: str) -> int | None:
    """`place R0 deer` / `hidden deer` (any order of row and animal), or None for other moves."""
    words = re.sub(r"[_()]", " ", text.lower()).split()
    kinds = [w for w in words if w in TYPES]
    if not kinds:
        return None
    if len(kinds) > 1:
        raise NotationError(f"one animal per move, got {', '.join(kinds)}: {text!r}")
    kind = TYPES.index(kinds[0])
    rest = "".join(w for w in words if w not in TYPES)
    if rest in ("hidden", "name", "named"):
        return NAME + kind
    m = _ROW.match(rest)
    if m and m.group(1).startswith("place"):
        r = int(m.group(2))
        if r >= MAX_ROWS:
            raise NotationError(f"no row R{r} in triqueta (rows are R0–R{MAX_ROWS - 1}): {text!r}")
        return PLACE_AS + r * len(TYPES) + kind
    raise NotationError(f"cannot read {text!r}; write place R<n> <animal> or hidden <animal> "
                        f"(animals: {', '.join(TYPES)})")
