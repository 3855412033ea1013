"""Physical sanity of the full simulation, over many throws into random crowded fields
(`trigames trigono-sanity`; the tests run a small version): no two pucks overlap at rest, no
puck is inside a plank or beyond a wall, every puck is accounted for, no stepped phase gains
energy, and the same throw gives the same result."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from typing import Any

from .aiming import SKILLS, aim_at, noisy
from .contact import Puck, simulate
from .geometry import Params, World
from .resolution import BOARD, GROUND

TOL = 3e-4  # metres: pymunk's collision slop (1e-4) and the solver's residue


def random_field(rng: random.Random, world: World, n_board: int, n_ground: int) -> list[Puck]:
    """Up to `n_board` pucks lying on the planks (not over a hole) and `n_ground` on the floor near
    them, all at least one diameter apart."""
    out: list[Puck] = []
    d2 = (2 * world.r) ** 2
    B = len(world.planks)
    for want, on_board in ((n_board, True), (n_ground, False)):
        placed = 0
        for _ in range(50 * want):
            if placed == want:
                break
            pl = world.planks[rng.randrange(B)]
            if on_board:
                x, y = pl.world(rng.uniform(-0.25, 0.25), rng.uniform(0.0, world.height))
                b = world.plank_at(x, y)
                if b < 0 or world.hole_at(x, y, -world.r) >= 0 or world.plank_at(x, y) != b:
                    continue
            else:
                x, y = world.push_out(*pl.world(rng.uniform(-0.6, 0.6), rng.uniform(-0.5, 0.7)))
                b = -1
                if world.in_obstacle(x, y) >= 0:
                    continue
            if all((b >= 0) != (q[0] >= 0) or (x - q[1]) ** 2 + (y - q[2]) ** 2 >= d2 for q in out):
                out.append((b, x, y))
                placed += 1
    return out


def outlines(world: World) -> list[list[tuple[float, float]]]:
    """The planks' outlines seen from the floor (the hexagon is one block)."""
    if world.jackpot:
        return [[world.planks[b].corners[0] for b in range(6)]]
    return [list(pl.corners) for pl in world.planks]


def _depth(x: float, y: float, poly: list[tuple[float, float]]) -> float:
    """How far (x, y) is inside the convex polygon (negative: its distance outside)."""
    from .physics import _seg_dist2

    inside = all((bx - ax) * (y - ay) - (by - ay) * (x - ax) >= 0
                 for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1], strict=True))
    d = math.sqrt(min(_seg_dist2(x, y, *a, *b) for a, b in zip(poly, poly[1:] + poly[:1], strict=True)))
    return d if inside else -d


def problems(world: World, finals: list[tuple[int, int, float, float]]) -> list[str]:
    """What is physically wrong with these resting places."""
    out = []
    r = world.r
    x0, x1, y0, y1 = world.bounds
    rest = [f for f in finals if f[0] in (BOARD, GROUND)]
    for i, (k, b, x, y) in enumerate(rest):
        if not (x0 + r - TOL <= x <= x1 - r + TOL and y0 + r - TOL <= y <= y1 - r + TOL):
            out.append(f"beyond a wall at ({x:.3f}, {y:.3f})")
        if k == BOARD and (world.plank_at(x, y) != b or world.hole_at(x, y) >= 0):
            out.append(f"on board {b} but not on its top face at ({x:.3f}, {y:.3f})")
        if k == GROUND and any(_depth(x, y, poly) > TOL - r for poly in outlines(world)):
            out.append(f"on the floor inside a plank at ({x:.3f}, {y:.3f})")
        for k2, _, x2, y2 in rest[i + 1:]:
            if k2 == k and math.hypot(x - x2, y - y2) < 2 * r - TOL:
                out.append(f"two pucks overlap at rest: ({x:.4f}, {y:.4f}) and ({x2:.4f}, {y2:.4f})")
    return out


def random_throw(rng: random.Random, world: World, lying: list[Puck],
                 ) -> tuple[int, tuple[float, float, float, float]]:
    """A throw by a random board at a hole, a lying puck or a plank spot, lobbed or slid."""
    B = len(world.planks)
    board = rng.randrange(B)
    p = world.params
    targets = [h[:2] for h in world.holes] + [q[1:] for q in lying if q[0] >= 0]
    pl = world.planks[board]
    targets.append(pl.world(rng.uniform(-0.2, 0.2), rng.uniform(0.0, 0.5)))
    tx, ty = rng.choice(targets)
    elev = rng.choice((10.0, 20.0, 30.0, 45.0, 55.0, 65.0))
    aim = aim_at(p, B, world.layout, board, round(tx, 4), round(ty, 4), elev)
    speed = aim[2] * rng.choice((0.9, 1.0, 1.0, 1.1, 1.3))
    skill = SKILLS[rng.choice(tuple(SKILLS))]
    return board, noisy(rng, skill, aim[0], aim[1], speed, aim[3])


def run(throws: int = 1000, seed: int = 0, energy: bool = False) -> dict[str, Any]:
    """Simulate `throws` random throws into random fields (row of 1 or 2 boards, hexagon); count
    the problems found and what happened."""
    rng = random.Random(seed)
    worlds = [World(Params(), 1), World(Params(), 2), World(Params(), 6, "hexagon")]
    count: Counter[str] = Counter()
    examples: list[str] = []
    for i in range(throws):
        world = worlds[i % len(worlds)]
        lying = random_field(rng, world, rng.randrange(0, 13), rng.randrange(0, 6))
        board, aim = random_throw(rng, world, lying)
        trace: list[float] | None = [] if energy else None
        sim = simulate(world, lying, board, *aim, trace=trace)
        count["throws"] += 1
        count["stepped"] += sim.contact
        count["moved a lying puck"] += any(f[2:] != q[1:] for f, q in zip(sim.finals, lying, strict=True))
        bad = problems(world, [*sim.finals, sim.thrown])
        if len(sim.finals) != len(lying):
            bad.append("a puck was lost")
        if trace and any(b > a + 1e-9 * max(1.0, a) for a, b in itertools.pairwise(trace)):
            bad.append("energy rose during a step")
        if bad:
            count["problems"] += 1
            if len(examples) < 10:
                examples.append(f"throw {i}: {world.layout} {len(world.planks)} board {board} aim {aim} "
                                f"lying {lying}: {bad[0]}")
    return {"counts": dict(count), "examples": examples}


def sanity(throws: int = 100000, seed: int = 0, energy: bool = True) -> None:
    """Simulate THROWS random throws into random crowded fields and report physical problems
    (overlapping pucks at rest, pucks inside a plank or beyond a wall, lost pucks, and with
    ENERGY a step of the contact phase that gained energy)."""
    res = run(throws, seed, energy)
    res["counts"].setdefault("problems", 0)  # say so when there were none
    for k, v in res["counts"].items():
        print(f"{k}: {v}")
    for ex in res["examples"]:
        print(ex)
