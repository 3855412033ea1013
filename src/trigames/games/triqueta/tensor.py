"""A fixed-size numeric encoding of a Triqueta view (for research adapters and learning)."""

from __future__ import annotations

from trigames.core import View

from .notation import MAX_ROWS, N_TOWERS
from .rules import DECISIONS
from .scoring import N_TYPES, PER_TYPE, TYPES

_INDEX = {name: k for k, name in enumerate(TYPES)}
SEAT_FEATURES = N_TYPES + 6  # collected counts, hidden, revealed, discarded, trees, rock, active
SIZE = (
    MAX_ROWS * (1 + N_TYPES)  # each row: present, counts per type
    + MAX_ROWS * SEAT_FEATURES  # each seat
    + N_TYPES + N_TYPES + 1  # own hidden tokens, drawn token (one-hot) and "someone is drawing"
    + 1 + N_TOWERS + 1 + 4 + len(DECISIONS) + 2 * MAX_ROWS  # tower, unused, box, round, decision, mover, seat
)


def view_tensor(v: View) -> list[float]:
    """Counts scaled to [0, 1] (by 10 per type, 15 per tower); one-hots for the rest."""
    out: list[float] = []
    rows = v["rows"]
    for r in range(MAX_ROWS):
        row = rows[r] if r < len(rows) else None
        counts = [0.0] * N_TYPES
        for t in row or ():
            counts[_INDEX[t]] += 1 / PER_TYPE
        out += [0.0 if row is None else 1.0, *counts]
    seats = v["seats"]
    for p in range(MAX_ROWS):
        if p < len(seats):
            e = seats[p]
            out += [n / PER_TYPE for n in e["collected"]]
            out += [e["hidden"] / 2, len(e["revealed"]) / 2, e["discarded"] / 2, e["trees"] / 3,
                    float(e["rock"]), float(e["active"])]
        else:
            out += [0.0] * SEAT_FEATURES
    own = [0.0] * N_TYPES
    seat = v["seat"]
    if seat is not None:
        for t in seats[seat].get("hidden_tokens", ()):
            own[_INDEX[t]] += 0.5
    drawn = [0.0] * N_TYPES
    if v["drawn"] is not None:
        drawn[_INDEX[v["drawn"]]] = 1.0
    out += own + drawn + [float(v["drawing"])]
    tower = v["tower"]
    out += [tower["left"] / 15] + [1.0 if j in tower["unused"] else 0.0 for j in range(N_TOWERS)]
    out += [v["box"] / 60]
    out += [1.0 if v["round"] == k + 1 else 0.0 for k in range(4)]
    out += [1.0 if v["decision"] == d else 0.0 for d in DECISIONS]
    out += [1.0 if v["to_move"] == p else 0.0 for p in range(MAX_ROWS)]
    out += [1.0 if seat == p else 0.0 for p in range(MAX_ROWS)]
    assert len(out) == SIZE
    return out
