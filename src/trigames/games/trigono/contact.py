"""Full simulation of a throw: analytic while the thrown puck meets nothing, pymunk while
pucks can touch each other, analytic again once no further contact is possible."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pymunk

from .geometry import G, World
from .physics import BOARD_LEVEL, FLOOR_LEVEL, Final, Segment, release, settle, slide, slide_board, slide_floor
from .resolution import BOARD, GROUND, JACKPOT, NOWHERE

DT = 1 / 400
MAX_TIME = 15.0
BOARD_CAT, FLOOR_CAT, WALL_CAT = 1, 2, 4
Puck = tuple[int, float, float]  # board index (-1: ground), x, y


@dataclass(frozen=True, slots=True)
class SimResult:
    thrown: Final
    bounced: bool
    finals: list[Final]  # where each lying puck ended, in the input order
    contact: bool  # the pymunk phase was needed


def _seg_dist2(px: float, py: float, x0: float, y0: float, x1: float, y1: float) -> float:
    dx, dy = x1 - x0, y1 - y0
    L2 = dx * dx + dy * dy
    t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((px - x0) * dx + (py - y0) * dy) / L2))
    ex, ey = x0 + t * dx - px, y0 + t * dy - py
    return ex * ex + ey * ey


def _segs_dist2(a: Segment, b: Segment) -> float:
    _, ax0, ay0, ax1, ay1 = a
    _, bx0, by0, bx1, by1 = b
    d1x, d1y, d2x, d2y = ax1 - ax0, ay1 - ay0, bx1 - bx0, by1 - by0
    den = d1x * d2y - d1y * d2x
    if den != 0:
        t = ((bx0 - ax0) * d2y - (by0 - ay0) * d2x) / den
        u = ((bx0 - ax0) * d1y - (by0 - ay0) * d1x) / den
        if 0 <= t <= 1 and 0 <= u <= 1:
            return 0.0
    return min(_seg_dist2(ax0, ay0, bx0, by0, bx1, by1), _seg_dist2(ax1, ay1, bx0, by0, bx1, by1),
               _seg_dist2(bx0, by0, ax0, ay0, ax1, ay1), _seg_dist2(bx1, by1, ax0, ay0, ax1, ay1))


def meets(world: World, pucks: list[Puck], segs: list[Segment]) -> bool:
    """Can a puck moving along `segs` touch one of the lying `pucks` (same level)?"""
    lim = (2 * world.r + 0.001) ** 2
    for lev, x0, y0, x1, y1 in segs:
        for b, px, py in pucks:
            if (b >= 0) == (lev == BOARD_LEVEL) and _seg_dist2(px, py, x0, y0, x1, y1) < lim:
                return True
    return False


def simulate(world: World, pucks: list[Puck], board: int, yaw: float, elev: float, speed: float,
             spin: float) -> SimResult:
    """Where every puck comes to rest after a throw by board `board`'s thrower with this
    (already noisy) aim. Deterministic."""
    contact, bounced, x, y, vx, vy = settle(world, release(world, board, yaw, elev, speed))
    finals: list[Final] = [(BOARD if b >= 0 else GROUND, b, px, py) for b, px, py in pucks]
    if contact[0] == "hole":
        h = world.holes[contact[1]]
        return SimResult((h[3], h[4], x, y), bounced, finals, False)
    if contact[0] == "jackpot":
        return SimResult((JACKPOT, NOWHERE, x, y), bounced, finals, False)
    segs: list[Segment] = []
    final = slide(world, contact, x, y, vx, vy, segs)
    if not meets(world, pucks, segs):
        return SimResult(final, bounced, finals, False)
    level = contact[1] if contact[0] == "plank" else -1
    thrown, finals = collide(world, pucks, level, x, y, vx, vy, spin)
    return SimResult(thrown, bounced, finals, True)


class _Body:
    __slots__ = ("body", "final", "level", "over", "shape")

    def __init__(self, body: pymunk.Body, shape: pymunk.Circle, level: int) -> None:
        self.body, self.shape, self.level, self.over = body, shape, level, 0.0
        self.final: Final | None = None


def _space(world: World) -> pymunk.Space:
    space = pymunk.Space()
    space.iterations = 12
    el = math.sqrt(world.params.restitution)
    outlines = ([[world.planks[b].corners[0] for b in range(6)]] if world.jackpot
                else [list(pl.corners) for pl in world.planks])
    x0, x1, y0, y1 = world.bounds
    outlines.append([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
    for pts in outlines:
        for i, a in enumerate(pts):
            seg = pymunk.Segment(space.static_body, a, pts[(i + 1) % len(pts)], 0.0)
            seg.elasticity, seg.friction = el, 0.5
            seg.filter = pymunk.ShapeFilter(categories=WALL_CAT, mask=FLOOR_CAT)
            space.add(seg)
    return space


def _set_level(o: _Body, level: int) -> None:
    o.level = level
    cat = BOARD_CAT if level >= 0 else FLOOR_CAT
    o.shape.filter = pymunk.ShapeFilter(categories=cat, mask=cat if level >= 0 else FLOOR_CAT | WALL_CAT)


def collide(world: World, pucks: list[Puck], level: int, x: float, y: float, vx: float, vy: float,
             spin: float) -> tuple[Final, list[Final]]:
    p = world.params
    r, m = world.r, p.puck_mass
    space = _space(world)
    moment = pymunk.moment_for_circle(m, 0, r)
    bodies: list[_Body] = []
    for b, px, py, v, w in [*((b, px, py, (0.0, 0.0), 0.0) for b, px, py in pucks), (level, x, y, (vx, vy), spin)]:
        body = pymunk.Body(m, moment)
        body.position, body.velocity, body.angular_velocity = (px, py), v, w
        shape = pymunk.Circle(body, r)
        shape.elasticity, shape.friction = math.sqrt(p.restitution), math.sqrt(p.friction_wood)
        space.add(body, shape)
        o = _Body(body, shape, b)
        _set_level(o, b)
        bodies.append(o)
    acc = {BOARD_LEVEL: p.friction_wood * G, FLOOR_LEVEL: p.friction_floor * G}
    steps = 0
    while steps * DT < MAX_TIME:
        space.step(DT)
        steps += 1
        moving = False
        for o in bodies:
            if o.final is not None:
                continue
            body = o.body
            a = acc[BOARD_LEVEL if o.level >= 0 else FLOOR_LEVEL]
            vx, vy = body.velocity
            sp = math.hypot(vx, vy)
            k = max(0.0, sp - a * DT) / sp if sp > 0 else 0.0
            body.velocity = (vx * k, vy * k)
            w = body.angular_velocity
            dw = 4 / 3 * a / r * DT
            body.angular_velocity = 0.0 if abs(w) <= dw else w - math.copysign(dw, w)
            moving = moving or sp * k > 1e-4
            if o.level >= 0:
                _board_checks(world, space, o, sp * k)
        if not moving or (steps % 4 == 0 and _clear(world, bodies)):
            break
    return _finish(world, bodies)


def _board_checks(world: World, space: pymunk.Space, o: _Body, speed: float) -> None:
    x, y = o.body.position
    b = world.plank_at(x, y)
    if b < 0:
        if world.in_jackpot(x, y):
            o.final = (JACKPOT, NOWHERE, x, y)
            space.remove(o.body, o.shape)
            return
        pl = world.planks[o.level]
        ax, ay = pl.corners[2]
        if (x - ax) ** 2 + (y - ay) ** 2 < world.notch ** 2:
            fx, fy = ax + pl.nx * (world.r + 0.001), ay + pl.ny * (world.r + 0.001)
        else:
            A, B, _ = min(pl.edges, key=lambda ed: ed[0] * x + ed[1] * y - ed[2])
            fx, fy = x - A * (world.r + 0.001), y - B * (world.r + 0.001)
        o.body.position = world.push_out(fx, fy)
        _set_level(o, -1)
        return
    o.level = b
    i = world.hole_at(x, y)
    if i >= 0:
        o.over += DT
        if o.over >= world.t_drop or speed < 0.01:
            h = world.holes[i]
            o.final = (h[3], h[4], x, y)
            space.remove(o.body, o.shape)
    else:
        o.over = 0.0


def _path(world: World, o: _Body) -> Segment:
    x, y = o.body.position
    vx, vy = o.body.velocity
    lev = BOARD_LEVEL if o.level >= 0 else FLOOR_LEVEL
    a = (world.params.friction_wood if o.level >= 0 else world.params.friction_floor) * G
    sp2 = vx * vx + vy * vy
    if sp2 < 1e-12:
        return (lev, x, y, x, y)
    k = 1 / (2 * a)  # S / v = v / 2a
    return (lev, x, y, x + vx * k, y + vy * k)


def _clear(world: World, bodies: list[_Body]) -> bool:
    """No two remaining pucks can touch again (their remaining straight paths stay apart)."""
    alive = [o for o in bodies if o.final is None]
    paths = [_path(world, o) for o in alive]
    lim = (2 * world.r + 0.002) ** 2
    for i, a in enumerate(paths):
        moving_a = a[1:3] != a[3:5]
        for j in range(i + 1, len(paths)):
            b = paths[j]
            if (moving_a or b[1:3] != b[3:5]) and _segs_dist2(a, b) < lim:
                return False
    return True


def _finish(world: World, bodies: list[_Body]) -> tuple[Final, list[Final]]:
    out: list[Final] = []
    for o in bodies:
        if o.final is None:
            x, y = o.body.position
            vx, vy = o.body.velocity
            if vx * vx + vy * vy < 1e-10:
                i = world.hole_at(x, y) if o.level >= 0 and o.over > 0 else -1
                h = world.holes[i]
                o.final = (h[3], h[4], x, y) if i >= 0 else (BOARD if o.level >= 0 else GROUND, o.level, x, y)
            elif o.level >= 0:
                o.final = slide_board(world, o.level, x, y, vx, vy, None, o.over)
            else:
                o.final = slide_floor(world, x, y, vx, vy)
        out.append(o.final)
    return out[-1], out[:-1]
