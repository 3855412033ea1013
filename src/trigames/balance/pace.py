"""How long people take: seconds per decision, per game (an estimate, stated in docs/balance.md).

A decision is one move of the engine: a Triqueta draw or placement, a Triominos placement,
draw or pass, a Tricérata sowing, a Trigono throw. These are assumptions for people who know
the rules (explaining them is not counted), not measurements; `trigames balance --pace` replaces
them. A game missing here gets DEFAULT.
"""

from __future__ import annotations

DEFAULT = 10.0

SECONDS_PER_DECISION: dict[str, float] = {
    "triqueta": 10.0,  # draw a token, look at the rows, place it or take a row
    "triominos": 12.0,  # find where a tile fits (or draw), add up the points
    "tricerata": 12.0,  # choose a cell, sow its stones one by one, capture
    "trigono": 20.0,  # aim, throw, wait for the puck to settle, see where it lies
}


def seconds_per_decision(game_id: str) -> float:
    return SECONDS_PER_DECISION.get(game_id, DEFAULT)
