"""The best lob at each hole of a board, per skill level, found once on an empty plank.

`aim big` lays the puck to rest on the hole's centre at 55°. That is not the throw that drops in
most often: a lob lands near the hole's near rim and hops on, so a rest point a few centimetres
*beyond* the centre, thrown a little flatter, falls in more (club, the big hole: 17.6 % → 20.2 %
at 52.5° and 9 cm beyond; expert 50.4 % → 59.0 %). The scan below finds it for any skill and any
geometry the options allow: a coarse grid (elevation × shift along the line of throw) on the fast
path, smoothed over neighbours so that sampling noise does not pick a lucky aim, then a finer grid
around the best cell with more draws. Deterministic (its own fixed random stream).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from .aiming import SKILLS, TARGET_ELEVATION, aim_at
from .resolution import BIG, BOARD, SMALL

COARSE_ELEVATIONS = tuple(float(e) for e in range(47, 64, 2))
COARSE_SHIFTS = tuple(round(s * 0.02, 2) for s in range(-2, 7))  # −4 … +12 cm beyond the centre
COARSE_DRAWS, FINE_DRAWS = 6000, 20000


@dataclass(frozen=True, slots=True)
class Lob:
    """A lob at a board's hole number `which` (0 the big hole, 1 the small one: `World.board_holes`
    order): rest point `shift` m beyond its centre on the line of throw, at `elev` degrees;
    `rates` = chances (big, small, plank, ground) of the thrown puck on an empty plank, bounced
    hole pucks counted as ground."""

    which: int
    elev: float
    shift: float
    rates: tuple[float, float, float, float]

    def aim(self, game: Any, board: int) -> tuple[float, float, float, float]:
        """(yaw, elevation, speed, spin) of this lob for board `board`'s thrower."""
        w = game.world
        hx, hy = w.holes[w.board_holes[board][self.which]][:2]
        tx, ty = w.throwers[board]
        d = math.hypot(hx - tx, hy - ty)
        x, y = hx + (hx - tx) / d * self.shift, hy + (hy - ty) / d * self.shift
        return aim_at(game.params, game.boards, w.layout, board, round(x, 4), round(y, 4), self.elev)


def _rates(game: Any, which: int, elev: float, shift: float, r: np.ndarray, skill: str) -> tuple[float, ...]:
    from .fast import throws

    sk = SKILLS[skill]
    yaw, el, speed, _ = Lob(which, elev, shift, (0, 0, 0, 0)).aim(game, 0)
    res = throws(game.field, 0, yaw + r[:, 0] * sk.yaw, el + r[:, 1] * sk.elev, speed * (1 + r[:, 2] * sk.speed))
    kind, ok = res["kind"], ~res["bounced"]
    big, small = float(np.mean(ok & (kind == BIG))), float(np.mean(ok & (kind == SMALL)))
    plank = float(np.mean(kind == BOARD))
    return big, small, plank, 1.0 - big - small - plank


@lru_cache(maxsize=32)
def best_lobs(game: Any, skill: str) -> tuple[Lob, ...]:
    """The best lob at each of board 0's holes (its own board's holes, in order: big, small) for
    `skill`; every board of a layout has the same holes in the same place relative to its thrower."""
    w = game.world
    out = []
    for i in range(len(w.board_holes[0])):
        rng = np.random.default_rng(20261202 + i)
        r = rng.standard_normal((COARSE_DRAWS, 3))
        grid = np.array([[_rates(game, i, e, s, r, skill)[i] for s in COARSE_SHIFTS]
                         for e in COARSE_ELEVATIONS])
        # a 3 × 3 mean: the best neighbourhood, not the luckiest cell
        pad = np.pad(grid, 1, mode="edge")
        smooth = np.zeros_like(grid)
        for a in range(3):
            for b in range(3):
                smooth += pad[a:a + grid.shape[0], b:b + grid.shape[1]] / 9
        ei, si = np.unravel_index(int(np.argmax(smooth)), smooth.shape)
        e0, s0 = COARSE_ELEVATIONS[ei], COARSE_SHIFTS[si]
        r = rng.standard_normal((FINE_DRAWS, 3))
        fine = [(e0 + de, round(s0 + ds, 3)) for de in (-1.0, -0.5, 0.0, 0.5, 1.0) for ds in (-0.01, 0.0, 0.01)]
        rated = [(_rates(game, i, e, s, r, skill), e, s) for e, s in fine]
        centre = _rates(game, i, TARGET_ELEVATION, 0.0, r, skill)
        rates, e, s = max(rated, key=lambda t: t[0][i])
        if rates[i] <= centre[i]:  # never worse than `aim big` / `aim small`
            rates, e, s = centre, TARGET_ELEVATION, 0.0
        out.append(Lob(i, e, s, tuple(round(x, 4) for x in rates)))  # type: ignore[arg-type]
    return tuple(out)


__all__ = ["Lob", "best_lobs"]
