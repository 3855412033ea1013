"""Search hooks for Triominos (see `trigames.agents.ismcts`): a playout policy and an evaluation.

Both read a full state the search sampled from one seat's view (the other racks and the pool
are redealt from the unseen tiles), so nothing real is peeked at.

* `playout_action`: the `greedy` bot on the state — the placement worth most points now (going
  out counts the other racks), a draw only when nothing can be placed.
* `redeal`: the unseen tiles (the other racks and the pool) dealt again in a state `determinize`
  made — the same deal as a fresh `determinize` (each rack from what the table's draws and
  passes allow, `belief.py`), without rebuilding the board's move index.
* `evaluate`: each seat's chance of winning from the running scores, each rack counted as
  what it may still cost (a tile held is worth its value to whoever goes out), as a soft-max
  over `SCALE` points.
"""

from __future__ import annotations

import math
import random
from typing import Any

from .belief import deal
from .bots import points
from .rules import AFTER_DRAW, GOING_OUT_BONUS, TriominosState
from .tiles import DRAW, PASS, PLACE, TSUM

SCALE = 40.0  # points of margin that make a lead about e (2.7) times as likely to win
HELD = 1.0  # cost of a point of rack value held at the cut-off
ROLLOUT_PLIES = 4  # a move and the replies: bonuses given away show up, then the game judges


def playout_action(s: TriominosState, rng: random.Random) -> Any:
    legal = s.legal_actions()
    best, best_v = None, -1.0
    last = len(s.racks[s.player]) == 1
    for a in legal:
        if a >= PLACE:
            v: float = points(s, a)
            if last:
                v += GOING_OUT_BONUS + sum(TSUM[x] for r in s.racks for x in r)
            if v > best_v:
                best, best_v = a, v
    if best is not None:
        return best
    return DRAW if DRAW in legal else PASS


def evaluate(s: TriominosState) -> list[float]:
    adj = [s.score[p] - HELD * sum(TSUM[t] for t in s.racks[p]) for p in range(s.P)]
    top = max(adj)
    w = [math.exp((x - top) / SCALE) for x in adj]
    total = sum(w)
    return [x / total for x in w]


def redeal(s: TriominosState, seat: int, rng: random.Random) -> None:
    unseen = [t for p in range(s.P) if p != seat for t in s.racks[p]]
    unseen += s.pool
    deal(s, seat, unseen, rng)
    if s.phase == AFTER_DRAW and s.player != seat:  # someone else's drawn tile: any of their rack
        s.drawn = rng.choice(s.racks[s.player])
