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


def _entry(x: float, y: float, vx: float, vy: float, hp: tuple[tuple[float, float, float], ...],
           ) -> tuple[float, float, float] | None:
    """(time, inward normal) at which a point moving from (x, y) with velocity (vx, vy) enters the
    convex outline `hp` (inward half-planes), or None (misses it, or starts inside)."""
    lo, hi, na, nb = 0.0, math.inf, 0.0, 0.0
    entering = False
    for A, B, c in hp:
        val, dn = A * x + B * y - c, A * vx + B * vy
        if dn > 0:
            s = -val / dn
            if s > lo or not entering:
                lo, na, nb, entering = max(s, lo), A, B, True
        elif dn < 0:
            hi = min(hi, -val / dn)
        elif val < 0:
            return None
    if not entering or lo > hi or all(A * x + B * y >= c for A, B, c in hp):
        return None
    return lo, na, nb


def fly(world: World, x: float, y: float, z: float, vx: float, vy: float, vz: float) -> tuple[Any, ...]:
    """First contact of a flying puck (bottom face at height z).

    Returns (contact, t, x, y, z, vx, vy, vz) at the contact: ("hole", i) | ("jackpot",) |
    ("plank", b) | ("edge",) | ("floor",) | ("side",). A puck whose centre is over a hole when it
    reaches the plank's top face falls in (its centre of mass is unsupported: it tips over the
    rim). "edge": it reaches the top face's height with its disc over a plank's edge but its centre
    off the face (`edge_landing` says what follows). A side contact (a plank's thickness while the
    puck is lower than the top face, or a room wall) has the velocity already reflected
    (restitution on the normal part).
    """
    zt = world.z_top
    t_end = math.inf
    contact: tuple[Any, ...] = ("floor",)
    disc = vz * vz + 2 * G * (z - zt)
    if disc >= 0 and (z >= zt or vz > 0):
        t = (vz + math.sqrt(disc)) / G
        px, py = x + vx * t, y + vy * t
        i = world.hole_at(px, py)
        if i >= 0:
            t_end, contact = t, ("hole", i)
        elif (b := world.plank_at(px, py)) >= 0:
            t_end, contact = t, ("plank", b)
        elif world.in_jackpot(px, py):
            t_end, contact = t, ("jackpot",)
        elif world.in_obstacle(px, py) >= 0:  # its disc over a plank's edge, its centre off the top
            t_end, contact = t, ("edge",)
    if contact[0] == "floor":
        t_end = (vz + math.sqrt(vz * vz + 2 * G * max(z, 0.0))) / G
    normal = None
    for hp in world.obstacles:  # the planks' thickness, for a puck lower than their top face
        hit = _entry(x, y, vx, vy, hp)
        if hit is not None and hit[0] < t_end and z + vz * hit[0] - G * hit[0] ** 2 / 2 < zt:
            t_end, normal = hit[0], (hit[1], hit[2])
    for t, nrm in walls(world, x, y, vx, vy):
        if t < t_end:
            t_end, normal = t, nrm
    t = t_end
    px, py, pz, vzt = x + vx * t, y + vy * t, z + vz * t - G * t * t / 2, vz - G * t
    if normal is not None:
        vn = vx * normal[0] + vy * normal[1]  # > 0: into the obstacle
        e = world.params.restitution
        return ("side",), t, px, py, pz, vx - (1 + e) * vn * normal[0], vy - (1 + e) * vn * normal[1], vzt
    if contact[0] == "floor":
        px, py = world.push_out(px, py)
        pz = 0.0
    return contact, t, px, py, pz, vx, vy, vzt


def edge_landing(world: World, x: float, y: float, vx: float, vy: float) -> tuple[Any, ...]:
    """A puck coming down onto a plank's edge: its disc over the edge, its centre (x, y) off the top
    face, at the face's height.

    Its horizontal speed decides: if it carries the centre over the face within the drop time
    `world.t_drop` (the time to sink by its own thickness, as for a hole's rim), the puck lands
    there: returns (contact, dt, x', y') with contact ("plank", b) | ("hole", i) | ("jackpot",)
    at the place the centre reaches dt later. Otherwise it tips off the edge, away from the plank:
    returns (("side",), 0.0, x', y', vx', vy') with the centre put one radius + 1 mm outside the
    nearest edge and the speed towards the plank reflected with restitution (it meets the side).
    Over the apex notch of a row plank it drops through, onto the floor beyond the tip.
    """
    best, nudge = math.inf, 1e-6
    for pl in world.planks:
        hit = _entry(x, y, vx, vy, pl.edges)
        if hit is not None and hit[0] < best:
            best = hit[0]
    if best <= world.t_drop:
        sp = math.hypot(vx, vy)
        s = best + nudge / max(sp, 1e-9)
        px, py = x + vx * s, y + vy * s
        i = world.hole_at(px, py)
        if i >= 0:
            return ("hole", i), s, px, py
        b = world.plank_at(px, py)
        if b >= 0:
            return ("plank", b), s, px, py
        if world.in_jackpot(px, py):
            return ("jackpot",), s, px, py
    for pl in world.planks:  # over the notch of a row plank: through it, beyond the tip
        if all(A * x + B * y >= c for A, B, c in pl.edges):
            ax, ay = pl.corners[2]
            fx, fy = world.push_out(ax + pl.nx * (world.r + 0.001), ay + pl.ny * (world.r + 0.001))
            return ("side",), 0.0, fx, fy, vx, vy
    i = world.in_obstacle(x, y)
    if i < 0:
        return ("side",), 0.0, x, y, vx, vy
    A, B, c = min(world.obstacles[i], key=lambda e: e[0] * x + e[1] * y - e[2])
    d = A * x + B * y - c
    fx, fy = x - A * (d + 0.001), y - B * (d + 0.001)
    vn = vx * A + vy * B  # > 0: towards the plank
    if vn > 0:
        e = world.params.restitution
        vx, vy = vx - (1 + e) * vn * A, vy - (1 + e) * vn * B
    return ("side",), 0.0, fx, fy, vx, vy


def walls(world: World, x: float, y: float, vx: float, vy: float) -> list[tuple[float, tuple[float, float]]]:
    """(time, normal into the wall) for the room walls a centre moving from (x, y) reaches (it
    stays one radius inside the room)."""
    x0, x1, y0, y1 = world.bounds
    r = world.r
    out = []
    if vx < 0:
        out.append((max(0.0, (x0 + r - x) / vx), (-1.0, 0.0)))
    elif vx > 0:
        out.append((max(0.0, (x1 - r - x) / vx), (1.0, 0.0)))
    if vy < 0:
        out.append((max(0.0, (y0 + r - y) / vy), (0.0, -1.0)))
    elif vy > 0:
        out.append((max(0.0, (y1 - r - y) / vy), (0.0, 1.0)))
    return out


Arc = tuple[float, float, float, float, float, float, float]  # x, y, z, vx, vy, vz, duration


def settle(world: World, state: tuple[float, ...], arcs: list[Arc] | None = None,
           bounced: bool = False) -> tuple[Any, ...]:
    """Bounce a flying puck until it slides or drops into a hole.

    Returns (contact, bounced, x, y, vx, vy): contact ("hole", i) / ("jackpot",) end the
    puck's motion; ("plank", b) / ("floor",) start a slide there. `arcs` receives every free
    flight (for the contact checks against lying pucks).
    """
    p = world.params
    e = p.restitution
    x, y, z, vx, vy, vz = state
    contact: tuple[Any, ...] = ("floor",)
    for _ in range(60):
        c = fly(world, x, y, z, vx, vy, vz)
        contact = c[0]
        if arcs is not None:
            arcs.append((x, y, z, vx, vy, vz, c[1]))
        x, y, z, vx, vy, vz = c[2:]
        if contact[0] == "edge":
            ed = edge_landing(world, x, y, vx, vy)
            if ed[0][0] == "side":  # tips off: it falls on from the face's height, outside
                x, y, vx, vy = ed[2:]
                continue
            contact = ed[0]  # its centre carried over the face (≤ the drop time, on the edge)
            x, y = ed[2], ed[3]
        if contact[0] in ("hole", "jackpot"):
            return contact, bounced, x, y, 0.0, 0.0
        if contact[0] == "side":
            continue
        floor = contact[0] == "floor"
        bounced = bounced or floor
        mu = p.friction_floor if floor else p.friction_wood
        vn = -vz
        vx, vy = impact_friction(vx, vy, mu * (1 + e) * vn)
        vz = e * vn
        z = 0.0 if floor else world.z_top
        if vz < SETTLE:
            return contact, bounced, x, y, vx, vy
    return contact, bounced, x, y, vx, vy


def impact_friction(vx: float, vy: float, dv: float) -> tuple[float, float]:
    """Horizontal velocity after a Coulomb friction impulse that takes at most `dv` off it."""
    sh = math.hypot(vx, vy)
    if sh <= dv or sh == 0:
        return 0.0, 0.0
    k = (sh - dv) / sh
    return vx * k, vy * k


def near_flight(world: World, pucks: list[tuple[int, float, float]], arcs: list[Arc],
                margin: float = 0.002) -> tuple[int, float] | None:
    """(arc index, time) of the first moment a flight could touch a lying puck: the centres within
    one diameter (+ margin) while the flying puck is lower than the lying one's top (+ margin)."""
    R2 = (2 * world.r + margin) ** 2
    thick = world.params.puck_thickness
    for k, (x, y, z, vx, vy, vz, T) in enumerate(arcs):
        first = math.inf
        a = vx * vx + vy * vy
        for b, qx, qy in pucks:
            H = (world.z_top if b >= 0 else 0.0) + thick + margin
            fx, fy = x - qx, y - qy
            c = fx * fx + fy * fy - R2
            if a == 0:
                if c >= 0:
                    continue
                t1, t2 = 0.0, T
            else:
                bq = fx * vx + fy * vy
                disc = bq * bq - a * c
                if disc <= 0:
                    continue
                sq = math.sqrt(disc)
                t1, t2 = max((-bq - sq) / a, 0.0), min((-bq + sq) / a, T)
                if t1 > t2:
                    continue
            if z + vz * t1 - G * t1 * t1 / 2 < H:
                t = t1
            else:
                d = vz * vz + 2 * G * (z - H)
                t = (vz + math.sqrt(d)) / G if d >= 0 else math.inf
                if t > t2:
                    continue
            first = min(first, t)
        if first < math.inf:
            return k, first
    return None


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
            if segs is not None:
                segs.append((BOARD_LEVEL, x, y, x, y))
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
    for _ in range(16):
        v0 = math.hypot(vx, vy)
        if v0 < 1e-9:
            if segs is not None:
                segs.append((FLOOR_LEVEL, x, y, x, y))
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
        for s, nrm in walls(world, x, y, dx, dy):
            if s < s_hit:
                s_hit, normal = s, nrm
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
