"""Round values for the two-player, one-board game: the probability of winning the round minus
the probability of losing it, for every count position, by value iteration on an abstract race.

The abstract model keeps only the counts (the mover's hand, the other hand, the plank, the
ground; the total is conserved). A throw is one of a few shots, each with the chances of its
thrown puck ending in the big hole, the small hole, on the plank or on the ground (measured once
per skill level with the fast path on an empty plank). Both players pick their best shot
(zero-sum), and the round ends as RULES §4.4 says: the thrower at 0 is out, the other wins with
≥ 2 pucks or makes the final throw with 1 (it must collect something beyond its own puck).

The montecarlo bot scores each sampled outcome of a candidate aim by this table, so it weighs
pucks by what they are worth in the race (a pot is worth more when the other is nearly out, a
miss costs most on the last puck) instead of counting them all alike.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from .aiming import SKILLS, TARGET_ELEVATION, aim_at
from .resolution import BIG, BOARD, SMALL

Rates = tuple[float, float, float, float]  # big hole, small hole, plank, ground


@lru_cache(maxsize=16)
def shot_rates(game: Any, skill: str, samples: int = 20000) -> tuple[Rates, ...]:
    """Outcome chances of the abstract shots for `skill` on an empty board 0: a lob at the big
    hole, a lob at the small hole, and a throw onto the floor (always ground)."""
    from .fast import throws

    sk = SKILLS[skill]
    w = game.world
    rng = np.random.default_rng(12345)
    shots: list[Rates] = []
    for hole in (w.holes[i] for i in w.board_holes[0]):
        aim = aim_at(game.params, game.boards, w.layout, 0, hole[0], hole[1], TARGET_ELEVATION)
        r = rng.standard_normal((3, samples))
        res = throws(game.field, 0, aim[0] + r[0] * sk.yaw, aim[1] + r[1] * sk.elev,
                     aim[2] * (1 + r[2] * sk.speed))
        kind, ok = res["kind"], ~res["bounced"]
        big = float(np.mean(ok & (kind == BIG)))
        small = float(np.mean(ok & (kind == SMALL)))
        board = float(np.mean(kind == BOARD))
        shots.append((big, small, board, 1.0 - big - small - board))
    shots.append((0.0, 0.0, 0.0, 1.0))
    return tuple(shots)


class RoundTable:
    """`value(h_mover, h_other, plank, ground)`: P(mover wins) − P(mover loses) with the mover to
    throw, for a total of `total` pucks; `mine` are the mover's shots, `theirs` the other's when
    the skills differ (then `value_other` is the table with the other to throw)."""

    def __init__(self, total: int, mine: tuple[Rates, ...], theirs: tuple[Rates, ...], sweeps: int = 400) -> None:
        self.total = T = total
        self.mine, self.theirs = mine, theirs
        # V[k][hm, ho, b]: k = 0 the bot's side throws, k = 1 the other side throws
        self.V = np.zeros((2, T + 1, T + 1, T + 1))
        states = [(hm, ho, b) for hm in range(1, T + 1) for ho in range(1, T - hm + 1)
                  for b in range(T - hm - ho + 1)]
        shots = (mine, theirs)
        for _ in range(sweeps):
            delta = 0.0
            for k in (0, 1):
                V, Vn, sh, other = self.V[k], self.V[1 - k], shots[k], shots[1 - k]
                for hm, ho, b in states:
                    g = T - hm - ho - b
                    best = -2.0
                    for pb, ps, pbo, pg in sh:
                        v = (pb * -Vn[ho, hm + b, 0] + ps * -Vn[ho, hm + g, b]
                             + pbo * self._miss(Vn, other, hm - 1, ho, b + 1, g)
                             + pg * self._miss(Vn, other, hm - 1, ho, b, g + 1))
                        if v > best:
                            best = v
                    delta = max(delta, abs(best - V[hm, ho, b]))
                    V[hm, ho, b] = best
            if delta < 1e-7:
                break

    @staticmethod
    def _miss(Vn: np.ndarray, other: tuple[Rates, ...], hm: int, ho: int, b: int, g: int) -> float:
        """Value for the thrower after a miss left it `hm` pucks."""
        if hm > 0:
            return float(-Vn[ho, hm, b])
        if ho >= 2:
            return -1.0
        return -final_chance(other, b, g)

    def value(self, mover_is_me: bool, hm: int, ho: int, b: int) -> float:
        return float(self.V[0 if mover_is_me else 1, hm, ho, b])


def final_chance(shots: tuple[Rates, ...], b: int, g: int) -> float:
    """Chance that a final throw (hand 1) collects something beyond the thrower's own puck."""
    return max(pb * (b >= 1) + ps * (g >= 1) for pb, ps, _, _ in shots)


@lru_cache(maxsize=8)
def round_table(game: Any, total: int, mine: str, theirs: str) -> RoundTable:
    return RoundTable(total, shot_rates(game, mine), shot_rates(game, theirs))


__all__ = ["RoundTable", "final_chance", "round_table", "shot_rates"]
