"""The aim: validation, execution noise by skill level, and targets turned into aims by
inverse ballistics (the speed that makes the puck come to rest on the target point, holes
ignored, found by bisection on the analytic flight + bounce + slide model)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

from .geometry import Params, World
from .physics import release, settle, slide

YAW_LIMIT = 60.0  # degrees either side of the line to the thrower's own board
ELEV_RANGE = (-10.0, 80.0)
SPEED_RANGE = (0.5, 15.0)  # m/s
SPIN_LIMIT = 100.0  # rad/s
DEFAULT_SPIN = 15.0
TARGET_ELEVATION = 55.0  # degrees: a lob that lands almost dead (see docs/trigono.md)


@dataclass(frozen=True, slots=True)
class Skill:
    """Standard deviations of the execution noise: speed (fraction), yaw and elevation (degrees),
    spin (rad/s)."""

    name: str
    speed: float
    yaw: float
    elev: float
    spin: float


SKILLS = {
    "beginner": Skill("beginner", 0.06, 3.0, 4.0, 8.0),
    "club": Skill("club", 0.03, 1.5, 2.0, 5.0),  # [R-TG0]
    "expert": Skill("expert", 0.015, 0.75, 1.0, 3.0),
}


def aim_problem(yaw: float, elev: float, speed: float, spin: float) -> str | None:
    """Why this aim is not allowed (None when it is)."""
    for name, value in (("yaw", yaw), ("elevation", elev), ("speed", speed), ("spin", spin)):
        if not math.isfinite(value):
            return f"{name} must be a finite number, got {value!r}"
    if abs(yaw) > YAW_LIMIT:
        return f"yaw {yaw!r}° is outside ±{YAW_LIMIT:g}° of your board"
    if not ELEV_RANGE[0] <= elev <= ELEV_RANGE[1]:
        return f"elevation {elev!r}° is outside {ELEV_RANGE[0]:g}°–{ELEV_RANGE[1]:g}°"
    if not SPEED_RANGE[0] <= speed <= SPEED_RANGE[1]:
        return f"speed {speed!r} m/s is outside {SPEED_RANGE[0]:g}–{SPEED_RANGE[1]:g} m/s"
    if abs(spin) > SPIN_LIMIT:
        return f"spin {spin!r} rad/s is outside ±{SPIN_LIMIT:g} rad/s"
    return None


def noisy(rng: random.Random, skill: Skill, yaw: float, elev: float, speed: float, spin: float,
          ) -> tuple[float, float, float, float]:
    """The aim as the hand executes it (4 Gaussian draws, in this order)."""
    return (yaw + rng.gauss(0.0, skill.yaw), elev + rng.gauss(0.0, skill.elev),
            speed * (1.0 + rng.gauss(0.0, skill.speed)), spin + rng.gauss(0.0, skill.spin))


@lru_cache(maxsize=64)
def holeless(params: Params, boards: int, layout: str) -> World:
    """The same field without holes, to aim at a point as if nothing could drop in."""
    w = World(params, boards, layout)
    w.holes = []
    w.board_holes = [[] for _ in range(boards)]
    return w


def rest_point(world: World, board: int, yaw: float, elev: float, speed: float) -> tuple[float, float]:
    contact, _, x, y, vx, vy = settle(world, release(world, board, yaw, elev, speed))
    if contact[0] in ("hole", "jackpot"):
        return x, y
    _, _, fx, fy = slide(world, contact, x, y, vx, vy)
    return fx, fy


@lru_cache(maxsize=4096)
def aim_at(params: Params, boards: int, layout: str, board: int, x: float, y: float,
           elev: float = TARGET_ELEVATION) -> tuple[float, float, float, float]:
    """(yaw, elevation, speed, spin) with which board `board`'s thrower puts a puck to rest on
    world point (x, y) without noise (holes ignored); rounded like the notation."""
    w = holeless(params, boards, layout)
    pl = w.planks[board]
    tx, ty = w.throwers[board]
    dx, dy = x - tx, y - ty
    dist = math.hypot(dx, dy)
    # angle from the facing n to the target direction, counter-clockwise positive
    yaw = math.degrees(math.atan2(pl.nx * dy - pl.ny * dx, pl.nx * dx + pl.ny * dy))
    lo, hi = SPEED_RANGE
    for _ in range(48):
        mid = (lo + hi) / 2
        fx, fy = rest_point(w, board, yaw, elev, mid)
        if (fx - tx) * dx + (fy - ty) * dy < dist * dist:
            lo = mid
        else:
            hi = mid
    yaw = max(-YAW_LIMIT, min(YAW_LIMIT, yaw))
    return round(yaw, 3), round(elev, 3), round((lo + hi) / 2, 4), DEFAULT_SPIN


def target_point(world: World, params: Params, board: int, kind: str, u: float = 0.0, v: float = 0.0
                 ) -> tuple[float, float]:
    """The world point a target names on `board` (a hole's centre, the plank's middle between its
    holes, the jackpot, or the plank-local point (u, v) for "point").

    Raises:
        ValueError: a target the field does not have, naming why.
    """
    if not 0 <= board < len(world.planks):
        raise ValueError(f"there is no board {board} (boards are 0–{len(world.planks) - 1})")
    plank = world.planks[board]
    if kind in ("big", "small"):
        x, y = world.holes[world.board_holes[board][0 if kind == "big" else 1]][:2]
        return x, y
    if kind == "jackpot":
        if not world.jackpot:
            raise ValueError("there is no jackpot: it exists only in the hexagon layout")
        return 0.0, 0.0
    if kind == "plank":
        return plank.world(0.0, (params.big_hole_distance + params.small_hole_distance) / 2)
    if kind == "point":
        if not (math.isfinite(u) and math.isfinite(v)):
            raise ValueError(f"the point ({u!r}, {v!r}) must be finite")
        x, y = plank.world(u, v)
        x0, x1, y0, y1 = world.bounds
        if not (x0 + world.r <= x <= x1 - world.r and y0 + world.r <= y <= y1 - world.r):
            raise ValueError(f"the point ({u!r}, {v!r}) is outside the room (walls 1.5 m around the planks and "
                             "throwers)")
        return x, y
    raise ValueError(f"cannot aim at {kind!r}")

