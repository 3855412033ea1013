"""Triominos notation: one action per string, formatter next to its parser.

    3-4-5@U(0,0)/r0     place tile 3-4-5 (ascending digits) at cell (0,0), rotation 0
    [5,1,1]@D(1,0)      the same kind of move given by its clockwise corner values V0,V1,V2
    draw · pass

The cell letter (U/D) is optional when parsing; if given it must match the cell's parity.
Parsing ignores case and spaces, and accepts "place", "at", "r=2" and "D(1,0)=[5,1,1]".
Rotations that show the same corner values are the same move: 5-5-5/r1 reads as 5-5-5/r0.
"""

from __future__ import annotations

import re

from trigames.core import NotationError

from .tiles import (
    DRAW,
    N_TILES,
    PASS,
    PLACE,
    ROTATIONS,
    SHOWS,
    STRIDE,
    TILE_ID,
    TROT,
    XMAX,
    YMAX,
    cell_of,
    decode,
    is_up,
    place_code,
    tile_str,
    xy_of,
)

MAX_CODE = PLACE + cell_of(XMAX + 4, YMAX + 2) * STRIDE
_CELL = r"([ud])?\(?(-?\d+),(-?\d+)\)?"
_TILE_FORM = re.compile(r"^\(?([0-5])[-,]?([0-5])[-,]?([0-5])\)?(?:@|at)?" + _CELL + r"(?:/|as|,)?r=?(\d+)$", re.ASCII)
_VALUES_AT = re.compile(r"^\[([0-5]),([0-5]),([0-5])\](?:@|at)" + _CELL + "$", re.ASCII)
_CELL_IS = re.compile(r"^" + _CELL + r"=\[([0-5]),([0-5]),([0-5])\]$", re.ASCII)


def cell_str(x: int, y: int) -> str:
    return f"{'U' if is_up(x, y) else 'D'}({x},{y})"


def action_to_string(action: object) -> str:
    """Canonical notation of an action code.

    >>> action_to_string(place_code(TILE_ID[(1, 1, 5)], cell_of(1, 0), 2))
    '1-1-5@D(1,0)/r2'
    """
    if not isinstance(action, int) or action.__class__ is not int or not 0 <= action < MAX_CODE:
        raise NotationError(f"{action!r} is not a triominos action code")
    if action == DRAW:
        return "draw"
    if action == PASS:
        return "pass"
    t, c, r = decode(action)
    x, y = xy_of(c)
    return f"{tile_str(t)}@{cell_str(x, y)}/r{r}"


def _cell(text: str, letter: str | None, xs: str, ys: str) -> int:
    x, y = int(xs), int(ys)
    if abs(x) > XMAX or abs(y) > YMAX:
        raise NotationError(f"cell ({x},{y}) is outside the reachable board |x|≤{XMAX}, |y|≤{YMAX}: {text!r}")
    if letter is not None and (letter == "u") != is_up(x, y):
        kind = "up" if is_up(x, y) else "down"
        raise NotationError(f"cell ({x},{y}) is {kind}, not {letter.upper()}: {text!r}")
    return cell_of(x, y)


def _shown(text: str, values: tuple[int, int, int]) -> int:
    tr = SHOWS.get(values)
    if tr is None:
        a, b, c = values
        raise NotationError(f"no tile shows [{a},{b},{c}] clockwise (e.g. 0-2-1 does not exist): {text!r}")
    return tr


def parse_action(text: str) -> int:
    """Action code of `text`.

    >>> action_to_string(parse_action("place (1,1,5) at D(1,0) r=2"))
    '1-1-5@D(1,0)/r2'
    >>> parse_action("[5,1,1]@D(1,0)") == parse_action("1-1-5@D(1,0)/r2")
    True

    Raises:
        NotationError: text that is not a triominos action.
    """
    if not isinstance(text, str):
        raise NotationError(f"expected action text, got {text!r}")
    key = re.sub(r"\s+", "", text.lower())
    if key in ("draw", "pass"):
        return DRAW if key == "draw" else PASS
    key = key.removeprefix("place")
    m = _TILE_FORM.match(key)
    if m:
        digits = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if digits not in TILE_ID:
            raise NotationError(
                f"tile digits go in ascending order (e.g. 0-1-2); "
                f"for corner values write them like [5,1,1]@D(1,0): {text!r}"
            )
        t = TILE_ID[digits]
        r = int(m.group(7))
        if r > 2:
            raise NotationError(f"rotation must be 0, 1 or 2, got {r}: {text!r}")
        c = _cell(text, m.group(4), m.group(5), m.group(6))
        tr = SHOWS[TROT[3 * t + r]]  # a triple in any rotation is rotation 0
        return place_code(t, c, tr % 3)
    m = _VALUES_AT.match(key)
    if m:
        tr = _shown(text, (int(m.group(1)), int(m.group(2)), int(m.group(3))))
        return place_code(tr // 3, _cell(text, m.group(4), m.group(5), m.group(6)), tr % 3)
    m = _CELL_IS.match(key)
    if m:
        tr = _shown(text, (int(m.group(4)), int(m.group(5)), int(m.group(6))))
        return place_code(tr // 3, _cell(text, m.group(1), m.group(2), m.group(3)), tr % 3)
    raise NotationError(
        f"cannot read {text!r} as a triominos action; write draw, pass, "
        "a-b-c@U(x,y)/r0 (rotation 0-2) or corner values like [5,1,1]@D(1,0)"
    )


def is_canonical(t: int, r: int) -> bool:
    return 0 <= t < N_TILES and r in ROTATIONS[t]
