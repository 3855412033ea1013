"""Tricérata notation: one cell label per sub-decision, a whole turn on one line.

A cell is written `i.k` (row `i` from the top, `k`-th cell of the row; `(i,k)` and `i,k` are
read too). The action is the cell, read by the phase (§3.11); printing marks the phase:

    3.3        START or SOW (a plain label)
    x3.1       CAPTURE
    !3.5       SEIZE (the next player's)

On triangular cells a SOW may also be written as a direction from the reference cell (§3.11):
`L` (k−1), `R` (k+1) or `V` (the cell below an UP cell, above a DOWN cell).

A line may hold a whole turn, e.g. `3.3 3.2 3.1 3.2 x3.1` (start, the path with its resows,
capture), optionally led by a turn number `7.` and followed by the seizure it causes. Markers
are checked against the phase each token falls in. A board is written row by row, ` / ` between
rows: `1 / 1 1 1 / 1 1 1 1 1`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from trigames.core import IllegalActionError, NotationError

from .geometry import Geometry

if TYPE_CHECKING:
    from .rules import TriceState

CAPTURE_MARK, SEIZE_MARK = "x", "!"
_CELL = re.compile(r"^\(?\s*(\d+)\s*[.,]\s*(\d+)\s*\)?$", re.ASCII)  # ASCII digits only
_TURN_NO = re.compile(r"^\d+\.$", re.ASCII)
_PHASES = ("START", "SOW", "CAPTURE", "SEIZE", "OVER")


def action_to_string(geo: Geometry, action: Any, phase: int = 0) -> str:
    """The label of cell `action`, marked `x` in the CAPTURE phase and `!` in SEIZE.

    >>> from .geometry import triangle
    >>> action_to_string(triangle(3), 7), action_to_string(triangle(3), 4, 2)
    ('3.4', 'x2.2')
    """
    if action.__class__ is not int or not 0 <= action < geo.n:
        raise NotationError(f"{action!r} is not a cell of this board (cells are 0–{geo.n - 1})")
    mark = CAPTURE_MARK if phase == 2 else SEIZE_MARK if phase == 3 else ""
    return mark + geo.labels[action]


def parse_cell(geo: Geometry, text: str) -> int:
    """The index of the cell labelled `text` (`3.4`, `(3,4)`, `3,4`)."""
    m = _CELL.match(text.strip())
    if not m:
        raise NotationError(f"cannot read {text!r} as a cell; write row.k, e.g. 3.4")
    lab = f"{int(m.group(1))}.{int(m.group(2))}"
    c = geo.index.get(lab)
    if c is None:
        raise NotationError(f"no cell {lab!r} on this {geo.name} board")
    return c


def direction(geo: Geometry, ref: int, letter: str) -> int:
    """The neighbour of triangle cell `ref` in direction L, R or V (§3.11)."""
    if geo.up[ref] is None:
        raise NotationError(f"directions L/R/V exist only on triangular cells, not on a {geo.name} board")
    row, k = map(int, geo.labels[ref].split("."))
    for d in geo.nbrs[ref]:
        r2, k2 = map(int, geo.labels[d].split("."))
        if (letter == "L" and r2 == row and k2 == k - 1) or (letter == "R" and r2 == row and k2 == k + 1) \
                or (letter == "V" and r2 != row):
            return d
    raise NotationError(f"cell {geo.labels[ref]} has no neighbour in direction {letter}")


def parse_action(geo: Geometry, text: str, phase: int = 0, ref: int = -1) -> int:
    """The cell index of one token, read in `phase` (a marker must match the phase).

    Raises:
        NotationError: unreadable text, an unknown cell, or a marker of another phase.
    """
    if not isinstance(text, str):
        raise NotationError(f"expected a cell label, got {text!r}")
    tok = text.strip()
    if tok[:1].lower() == CAPTURE_MARK or tok[:1] == SEIZE_MARK:
        want = 2 if tok[0] != SEIZE_MARK else 3
        if phase != want:
            raise NotationError(f"{text!r} marks a {_PHASES[want]} but the decision is {_PHASES[phase]}")
        tok = tok[1:]
    if tok.upper() in ("L", "R", "V"):
        if phase != 1:
            raise NotationError(f"direction {text!r} is only for a SOW; the decision is {_PHASES[phase]}")
        return direction(geo, ref, tok.upper())
    return parse_cell(geo, tok)


def parse_line(state: TriceState, text: str) -> list[int]:
    """Every sub-decision of a line, each read in the phase it will be played in."""
    if not isinstance(text, str):
        raise NotationError(f"expected a line of notation, got {text!r}")
    tokens = [t for t in text.replace(";", " ").split() if not _TURN_NO.match(t) and t != "|"]
    if not tokens:
        raise NotationError("empty line: write cell labels such as 3.3 3.2 x3.1")
    trial: TriceState | None = state.clone()
    out = []
    for tok in tokens:
        if trial is None:  # after an illegal step the rest is read without context
            out.append(parse_action(state.geo, tok.lstrip("x!"), 0))
            continue
        a = parse_action(state.geo, tok, trial.phase, trial.ref)
        out.append(a)
        try:
            trial.apply(a)
        except IllegalActionError:
            trial = None  # applying the line will report it
    return out


def board_to_string(geo: Geometry, board: list[int]) -> str:
    """`1 / 1 1 1 / 1 1 1 1 1`: the stones row by row."""
    return " / ".join(" ".join(str(board[c]) for c in row) for row in geo.rows())


def parse_board(geo: Geometry, text: str) -> list[int]:
    """The inverse of `board_to_string`, checking the shape row by row."""
    rows = [r.split() for r in text.split("/")]
    shape = geo.rows()
    if len(rows) != len(shape) or any(len(a) != len(b) for a, b in zip(rows, shape, strict=True)):
        raise NotationError(f"board {text!r} does not have the shape of this {geo.describe()} board "
                            f"(row sizes {[len(r) for r in shape]})")
    board = [0] * geo.n
    for row, cells in zip(rows, shape, strict=True):
        for tok, c in zip(row, cells, strict=True):
            if not (tok.isascii() and tok.isdigit()):  # digits 0–9 only: "²" is not a count
                raise NotationError(f"board {text!r}: {tok!r} is not a number of stones")
            board[c] = int(tok)
    return board
