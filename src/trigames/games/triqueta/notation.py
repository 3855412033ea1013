"""Triqueta actions: the fixed integer encoding of RULES §1.9 and its text notation.

    draw · take R2 · place R0 · keep · tower T3 · reveal · discard

Parsing is lenient about case, spaces, underscores and brackets ("TAKE_ROW(2)", "take r2",
"take2"); printing is canonical.
"""

from __future__ import annotations

import re

from trigames.core import NotationError

DRAW = 0
TAKE = 1  # TAKE_ROW(r) = 1 + r
PLACE = 6  # PLACE_IN_ROW(r) = 6 + r
KEEP = 11
TOWER = 12  # CHOOSE_TOWER(j) = 12 + j
REVEAL = 16
DISCARD = 17
N_ACTIONS = 18
MAX_ROWS = 5
N_TOWERS = 4

_WORDS = {"draw": DRAW, "keep": KEEP, "keephidden": KEEP, "reveal": REVEAL, "discard": DISCARD}
_ROW = re.compile(r"^(take|takerow|place|placeinrow)r?([0-9]+)$")
_TOWER = re.compile(r"^(tower|choosetower)t?([0-9]+)$")


def action_to_string(action: int) -> str:
    """Canonical notation of an action code.

    >>> action_to_string(3), action_to_string(6), action_to_string(13)
    ('take R2', 'place R0', 'tower T1')
    """
    if action.__class__ is not int or not 0 <= action < N_ACTIONS:
        raise NotationError(f"{action!r} is not a triqueta action code (0–{N_ACTIONS - 1})")
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


def parse_action(text: str) -> int:
    """Action code of `text`.

    >>> parse_action("TAKE_ROW(2)"), parse_action("place r0"), parse_action("keep")
    (3, 6, 11)

    Raises:
        NotationError: text that is not a triqueta action.
    """
    if not isinstance(text, str):
        raise NotationError(f"expected action text, got {text!r}")
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
