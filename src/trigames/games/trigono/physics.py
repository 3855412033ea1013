"""Analytic physics of one puck: ballistic flight to first contact, bounces, straight slides.

While a puck cannot touch another one its motion is solved in closed form: flight is a
parabola (no drag); an impact keeps `restitution` of the vertical speed and Coulomb friction
takes `mu·(1+e)·vz` off the horizontal speed; a hop lower than SETTLE m/s becomes a slide;
a slide is a straight line with constant deceleration `mu·g`. Events along a slide are found
by geometry: a hole (the puck falls in when its centre stays over the hole for the drop time
`sqrt(2·thickness/g)`, or stops over it), the notch / jackpot, a plank edge (the puck tips
over onto the floor, or crosses onto the next plank of the hexagon), and for floor pucks the
sides of the planks and the room walls (reflection with restitution).

A final location is `(kind, board, x, y)` with the kinds of `resolution` (hole index for holes
is turned into (BIG|SMALL, board)).
"""

from __future__ import annotations

import math
from typing import Any

from .geometry import G, World
from .resolution import BOARD, GROUND, JACKPOT, NOWHERE

SETTLE = 0.25  # m/s: a rebound slower than this does not leave the surface
FLOOR_LEVEL, BOARD_LEVEL = 1, 0
Final = tuple[int, int, float, float]
Segment = tuple[int, float, float, float, float]  # level, x0, y0, x1, y1


def release(world: World, board: int, yaw: float, elev: float, speed: float) -> tuple[float, ...]:
    """Position and velocity when the puck leaves the hand of board `board`'s thrower."""
    pl = world.planks[board]
    x, y = world.throwers[board]
    a = math.radians(yaw)
    ca, sa = math.cos(a), math.sin(a)
    dx, dy = pl.nx * ca - pl.ny * sa, pl.nx * sa + pl.ny * ca  # n rotated by yaw (left is positive)
    e = math.radians(elev)
    h = speed * math.cos(e)
    return (x, y, world.params.release_height, h * dx, h * dy, speed * math.sin(e))


def fly(world: World, x: float, y: float, z: float, vx: float, vy: float, vz: float) -> tuple[Any, ...]:
    """First contact of a flying puck: ("hole", i) | ("jackpot",) | ("plank", b) | ("floor",),
    with the contact point and the velocity just before it."""
    zt = world.z_top
    disc = vz * vz + 2 * G * (z - zt)
    if disc >= 0 and (z >= zt or vz > 0):
        t = (vz + math.sqrt(disc)) / G
        px, py = x + vx * t, y + vy * t
        i = world.hole_at(px, py, world.r)
        if i >= 0:
            return ("hole", i), px, py, vx, vy, vz - G * t
        b = world.plank_at(px, py)
        if b >= 0:
            return ("plank", b), px, py, vx, vy, vz - G * t
        if world.in_jackpot(px, py):
            return ("jackpot",), px, py, vx, vy, vz - G * t
    t = (vz + math.sqrt(vz * vz + 2 * G * z)) / G
    px, py = world.push_out(x + vx * t, y + vy * t)
    return ("floor",), px, py, vx, vy, vz - G * t


def settle(world: World, state: tuple[float, ...]) -> tuple[Any, ...]:
    """Bounce a flying puck until it slides or drops into a hole.

    Returns (contact, bounced, x, y, vx, vy): contact ("hole", i) / ("jackpot",) end the
    puck's motion; ("plank", b) / ("floor",) start a slide there.
    """
    p = world.params
    e = p.restitution
    x, y, z, vx, vy, vz = state
    bounced = False
    for _ in range(40):
        contact, x, y, vx, vy, vz = fly(world, x, y, z, vx, vy, vz)
        if contact[0] in ("hole", "jackpot"):
            return contact, bounced, x, y, 0.0, 0.0
        floor = contact[0] == "floor"
        bounced = bounced or floor
        mu = p.friction_floor if floor else p.friction_wood
        vn = -vz
        sh = math.hypot(vx, vy)
        if sh > 0:
            k = max(0.0, sh - mu * (1 + e) * vn) / sh
            vx, vy = vx * k, vy * k
        vz = e * vn
        z = 0.0 if floor else world.z_top
        if vz < SETTLE:
            return contact, bounced, x, y, vx, vy
    return contact, bounced, x, y, vx, vy


def _circle(x: float, y: float, dx: float, dy: float, cx: float, cy: float, rad: float,
            ) -> tuple[float, float] | None:
    """Interval [s_in, s_out] of the ray p + s·d inside a circle, or None."""
    fx, fy = x - cx, y - cy
    b = fx * dx + fy * dy
    c = fx * fx + fy * fy - rad * rad
    disc = b * b - c
    if disc <= 0:
        return None
    sq = math.sqrt(disc)
    return -b - sq, -b + sq


def _time(v0: float, a: float, s: float) -> float:
    return (v0 - math.sqrt(max(0.0, v0 * v0 - 2 * a * s))) / a


def slide_board(world: World, b: int, x: float, y: float, vx: float, vy: float,
                segs: list[Segment] | None = None, over: float = 0.0) -> Final:
    """Slide on plank `b` from (x, y); `over`: time already spent over the hole it starts in."""
    p = world.params
    a = p.friction_wood * G
    for _ in range(12):
        pl = world.planks[b]
        v0 = math.hypot(vx, vy)
        if v0 < 1e-9:
            i = world.hole_at(x, y)
            if i >= 0:
                return world.holes[i][3], world.holes[i][4], x, y
            return BOARD, b, x, y
        dx, dy = vx / v0, vy / v0
        S = v0 * v0 / (2 * a)
        s_exit, edge = math.inf, -1
        for k, (A, B, c) in enumerate(pl.edges):
            dn = A * dx + B * dy
            if dn < 0:
                s = (A * x + B * y - c) / -dn
                if s < s_exit:
                    s_exit, edge = max(s, 0.0), k
        ax, ay = pl.corners[2]
        iv = _circle(x, y, dx, dy, ax, ay, world.notch)
        s_notch = iv[0] if iv is not None and iv[1] > 0 else math.inf
        s_end = min(S, s_exit, s_notch)
        best = math.inf
        for i in world.board_holes[b]:
            hx, hy, rad, kind, hb = world.holes[i]
            iv = _circle(x, y, dx, dy, hx, hy, rad)
            if iv is None or iv[1] <= 0 or iv[0] >= s_end:
                continue
            s_in = max(iv[0], 0.0)
            if iv[1] >= S:
                fall = s_in  # it stops over the hole
            else:
                t_in = _time(v0, a, s_in) - (over if iv[0] <= 0 else 0.0)
                if _time(v0, a, iv[1]) - t_in < world.t_drop:
                    continue
                fall = s_in
            if fall < best:
                best, hole = fall, (kind, hb)
        if best < math.inf:
            if segs is not None:
                segs.append((BOARD_LEVEL, x, y, x + best * dx, y + best * dy))
            hx, hy = x + best * dx, y + best * dy
            return hole[0], hole[1], hx, hy
        ex, ey = x + s_end * dx, y + s_end * dy
        if segs is not None:
            segs.append((BOARD_LEVEL, x, y, ex, ey))
        if s_exit >= S and s_notch >= S:
            return BOARD, b, ex, ey
        ve = math.sqrt(max(0.0, v0 * v0 - 2 * a * s_end))
        vx, vy = ve * dx, ve * dy
        over = 0.0
        if s_notch < s_exit:
            if world.jackpot:
                return JACKPOT, NOWHERE, ex, ey
            fx, fy = ax + pl.nx * (world.r + 0.001), ay + pl.ny * (world.r + 0.001)
            return slide_floor(world, *world.push_out(fx, fy), vx, vy, segs)
        qx, qy = ex + dx * 1e-6, ey + dy * 1e-6
        b2 = world.plank_at(qx, qy)
        if b2 >= 0 and b2 != b:
            b, x, y = b2, qx, qy
            continue
        A, B, _ = pl.edges[edge]
        fx, fy = world.push_out(ex - A * (world.r + 0.001), ey - B * (world.r + 0.001))
        return slide_floor(world, fx, fy, vx, vy, segs)
    return BOARD, b, x, y


def slide_floor(world: World, x: float, y: float, vx: float, vy: float,
                segs: list[Segment] | None = None) -> Final:
    """Slide on the floor; the grown plank outlines and the room walls reflect the puck."""
    p = world.params
    a = p.friction_floor * G
    e = p.restitution
    x0, x1, y0, y1 = world.bounds
    for _ in range(16):
        v0 = math.hypot(vx, vy)
        if v0 < 1e-9:
            break
        dx, dy = vx / v0, vy / v0
        S = v0 * v0 / (2 * a)
        s_hit, normal = S, None
        for hp in world.obstacles:
            lo, hi, n_lo = 0.0, math.inf, None
            for A, B, c in hp:
                val, dn = A * x + B * y - c, A * dx + B * dy
                if dn > 0:
                    s = -val / dn
                    if s > lo:
                        lo, n_lo = s, (A, B)
                elif dn < 0:
                    hi = min(hi, -val / dn)
                elif val < 0:
                    hi = -1.0
            if n_lo is not None and 1e-9 < lo <= hi and lo < s_hit:
                s_hit, normal = lo, n_lo
        for s, nrm in (((x0 - x) / dx if dx < 0 else math.inf, (1.0, 0.0)),
                       ((x1 - x) / dx if dx > 0 else math.inf, (-1.0, 0.0)),
                       ((y0 - y) / dy if dy < 0 else math.inf, (0.0, 1.0)),
                       ((y1 - y) / dy if dy > 0 else math.inf, (0.0, -1.0))):
            if s < s_hit:
                s_hit, normal = max(s, 0.0), (-nrm[0], -nrm[1])
        nx, ny = x + s_hit * dx, y + s_hit * dy
        if segs is not None:
            segs.append((FLOOR_LEVEL, x, y, nx, ny))
        x, y = nx, ny
        if normal is None:
            break
        ve = math.sqrt(max(0.0, v0 * v0 - 2 * a * s_hit))
        vx, vy = ve * dx, ve * dy
        vn = vx * normal[0] + vy * normal[1]  # > 0: into the obstacle / wall
        vx, vy = vx - (1 + e) * vn * normal[0], vy - (1 + e) * vn * normal[1]
    return GROUND, NOWHERE, x, y


def slide(world: World, contact: tuple[Any, ...], x: float, y: float, vx: float, vy: float,
          segs: list[Segment] | None = None) -> Final:
    if contact[0] == "plank":
        return slide_board(world, contact[1], x, y, vx, vy, segs)
    return slide_floor(world, x, y, vx, vy, segs)
