"""What the hand's noise makes of an aim: the counts after each sampled throw.

Shared by `montecarlo` (which scores them to choose) and the analysis (which reports them): the
fast path's outcomes for a batch of draws, and one draw simulated fully where the fast path flags
it (a path that meets a lying puck: knocks need the stepped contact phase).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from trigames.core import View

from .resolution import BIG, BOARD, JACKPOT, SMALL, Resolution, outcome, resolve


def fast_counts(res: dict[str, np.ndarray], view: View, seat: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(the seat's hand, the pucks on each board (n × B), the ground) after each of the fast path's
    throws `res` (`fast.throws`); a flagged draw's counts are the fast path's guess."""
    on_board, ground, hand = view["on_board"], view["ground"], view["hands"][seat]
    kind, kb, bounced = res["kind"], res["board"], res["bounced"]
    n = len(kind)
    valid = ~bounced  # a puck that bounced on the ground into a hole counts as a ground puck [R-TG3]
    big, small, jack = valid & (kind == BIG), valid & (kind == SMALL), valid & (kind == JACKPOT)
    boards = np.tile(np.array(on_board, np.int64), (n, 1))
    rows = np.arange(n)
    landed = kind == BOARD
    boards[rows[landed], kb[landed]] += 1
    gain = np.full(n, -1, np.int64)
    gain[big] = boards[rows[big], kb[big]]
    boards[rows[big], kb[big]] = 0
    gain[small] = ground
    gain[jack] = ground + sum(on_board)
    boards[jack] = 0
    grounds = np.where(small | jack, 0, ground + (~big & ~small & ~jack & ~landed))
    return hand + gain, boards, grounds


def full_throw(game: Any, view: View, seat: int, lying: list[tuple[int, float, float]], yaw: float, elev: float,
               speed: float, spin: float) -> Resolution:
    """The counts after one throw (the noise already added) simulated fully, knock-ins included."""
    from .contact import simulate

    board = view["board_of"][seat]
    sim = simulate(game.world, lying, board, yaw, elev, speed, spin)
    knocks = [(b, kd, fb, 1) for (b, _, _), (kd, fb, _, _) in zip(lying, sim.finals, strict=True)
              if b >= 0 and not (kd == BOARD and fb == b)]
    return resolve(list(view["hands"]), view["on_board"], view["ground"], seat,
                   outcome(sim.thrown[:2], sim.bounced, knocks))


__all__ = ["fast_counts", "full_throw"]
