"""Where the pucks left lying after a throw are recorded (issue 21).

A state keeps lying pucks to the millimetre (the notation's `board:x,y`, world mm). Rounding
alone could make two pucks overlap (two floor pucks the stepper leaves 0.2 mm apart overlapped
by up to 0.88 mm once rounded), put a centre over a hole's rim or off its plank, or a floor puck
against a plank's side. `places` rounds each puck to the nearest millimetre point where it is
valid and clear of the pucks placed before it (the pucks that did not move first, so they keep
their places), so every recorded state is physically possible: no two pucks of one level closer
than a diameter, a board puck on its plank's top face and not over a hole, a floor puck clear of
every plank and inside the room. A puck that dropped into a hole after bouncing on the ground
is put on the ground in front of that board [R-TG3], on the nearest free floor spot to the
point one radius + 3 cm in front of the base's middle.
"""

from __future__ import annotations

import math

from .geometry import World

Placed = tuple[int, int, int]  # board (-1: the ground), x mm, y mm


def outlines(world: World) -> list[list[tuple[float, float]]]:
    """The planks' outlines seen from the floor (the hexagon is one block)."""
    if world.jackpot:
        return [[world.planks[b].corners[0] for b in range(6)]]
    return [list(pl.corners) for pl in world.planks]


def _seg_dist2(px: float, py: float, x0: float, y0: float, x1: float, y1: float) -> float:
    dx, dy = x1 - x0, y1 - y0
    L2 = dx * dx + dy * dy
    t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((px - x0) * dx + (py - y0) * dy) / L2))
    ex, ey = x0 + t * dx - px, y0 + t * dy - py
    return ex * ex + ey * ey


def depth(x: float, y: float, poly: list[tuple[float, float]]) -> float:
    """How far (x, y) is inside the convex polygon (negative: its distance outside)."""
    ring = list(zip(poly, poly[1:] + poly[:1], strict=True))
    inside = all((bx - ax) * (y - ay) - (by - ay) * (x - ax) >= 0 for (ax, ay), (bx, by) in ring)
    d = math.sqrt(min(_seg_dist2(x, y, *a, *b) for a, b in ring))
    return d if inside else -d


def front_spot(world: World, board: int) -> tuple[float, float]:
    """The floor point in front of `board`'s base where a bounced hole puck is put (metres)."""
    pl = world.planks[board]
    d = world.r + 0.03
    return pl.cx - pl.nx * d, pl.cy - pl.ny * d


class _Checker:
    def __init__(self, world: World) -> None:
        self.world = world
        self.r = world.r
        self.D2 = (world.params.puck_diameter * 1000) ** 2
        self.polys = outlines(world)
        r = world.r
        self.near = [(min(x for x, _ in p) - r, max(x for x, _ in p) + r, min(y for _, y in p) - r,
                      max(y for _, y in p) + r) for p in self.polys]
        x0, x1, y0, y1 = world.bounds
        self.box = (x0 + world.r, x1 - world.r, y0 + world.r, y1 - world.r)

    def valid(self, b: int, xm: int, ym: int) -> bool:
        w = self.world
        x, y = xm / 1000, ym / 1000
        if b >= 0:
            return w.plank_at(x, y) == b and w.hole_at(x, y) < 0
        x0, x1, y0, y1 = self.box
        if not (x0 <= x <= x1 and y0 <= y <= y1):
            return False
        return all(not (bx0 < x < bx1 and by0 < y < by1) or depth(x, y, poly) <= -self.r
                   for poly, (bx0, bx1, by0, by1) in zip(self.polys, self.near, strict=True))

    def clear(self, b: int, xm: int, ym: int, placed: list[Placed]) -> bool:
        board = b >= 0
        D2 = self.D2
        return not any((q >= 0) == board and (qx - xm) ** 2 + (qy - ym) ** 2 < D2 - 1e-9 for q, qx, qy in placed)


def _nearest(ck: _Checker, b: int, x: float, y: float, placed: list[Placed]) -> Placed:
    """The millimetre point nearest (x, y) metres where a puck of level `b` is valid and clear.

    First the points where the free space nearest (x, y) can be: (x, y) itself, its projections
    onto the circles (radius one diameter) around the pucks in the way, and where two such circles
    cross, each with the 3 × 3 millimetre points around it; then, if none is valid, rings of
    growing radius (1 mm apart) around (x, y)."""
    fx, fy = x * 1000, y * 1000
    rx, ry = round(fx), round(fy)
    if ck.clear(b, rx, ry, placed) and ck.valid(b, rx, ry):
        return (b, rx, ry)  # mostly: rounding it is fine
    D = math.sqrt(ck.D2) + 1e-6
    same = [(qx, qy) for q, qx, qy in placed if (q >= 0) == (b >= 0) and abs(qx - fx) < 6 * D and abs(qy - fy) < 6 * D]
    pts = [(fx, fy)]
    for qx, qy in same:
        d = math.hypot(fx - qx, fy - qy)
        if d < 1e-9:
            pts += [(qx + D * math.cos(k * math.pi / 6), qy + D * math.sin(k * math.pi / 6)) for k in range(12)]
        elif d < 3 * D:
            pts.append((qx + (fx - qx) * D / d, qy + (fy - qy) * D / d))
    for i, (ax, ay) in enumerate(same):
        for bx, by in same[i + 1:]:
            d = math.hypot(bx - ax, by - ay)
            if 1e-9 < d < 2 * D:
                h = math.sqrt(D * D - d * d / 4)
                mx, my = (ax + bx) / 2, (ay + by) / 2
                ux, uy = (by - ay) / d, (ax - bx) / d
                pts += [(mx + h * ux, my + h * uy), (mx - h * ux, my - h * uy)]
    grid = {(round(px) + i, round(py) + j) for px, py in pts for i in (-1, 0, 1) for j in (-1, 0, 1)}
    for cx, cy in sorted(grid, key=lambda c: ((c[0] - fx) ** 2 + (c[1] - fy) ** 2, c)):
        if ck.clear(b, cx, cy, placed) and ck.valid(b, cx, cy):
            return (b, cx, cy)
    seen: set[tuple[int, int]] = set()
    for rho in range(0, 400):
        n = 1 if rho == 0 else max(8, math.ceil(2 * math.pi * rho))
        ring = []
        for k in range(n):
            a = 2 * math.pi * k / n
            c = (round(fx + rho * math.cos(a)), round(fy + rho * math.sin(a)))
            if c not in seen:
                seen.add(c)
                ring.append(c)
        ring.sort(key=lambda c: ((c[0] - fx) ** 2 + (c[1] - fy) ** 2, c))
        for cx, cy in ring:
            if ck.clear(b, cx, cy, placed) and ck.valid(b, cx, cy):
                return (b, cx, cy)
    return (b, round(fx), round(fy))  # (never reached on a real field: 40 cm of search)


def places(world: World, pucks: list[tuple[int, float, float]], front: int | None = None) -> list[Placed]:
    """The recorded places (board, x mm, y mm) of `pucks` (board, x m, y m), in their order (put
    the pucks that did not move first), plus, when `front` is a board, a bounced hole puck put on
    the ground in front of it. Deterministic."""
    ck = _Checker(world)
    out: list[Placed] = []
    for b, x, y in pucks:
        xm, ym = round(x * 1000), round(y * 1000)
        if abs(xm - x * 1000) < 1e-6 and abs(ym - y * 1000) < 1e-6 and ck.clear(b, xm, ym, out):
            out.append((b, xm, ym))  # on the millimetre grid: it did not move, its place was valid
        else:
            out.append(_nearest(ck, b, x, y, out))
    if front is not None:
        out.append(_nearest(ck, -1, *front_spot(world, front), out))
    return out


def problems(world: World, rest: list[Placed], tol: float = 0.5) -> list[str]:
    """What is physically wrong with a recorded state (mm): two pucks of one level closer than a
    diameter − `tol` mm, a board puck off its plank's face or over a hole, a floor puck inside a
    plank's outline (by more than `tol`) or beyond a wall."""
    out = []
    r = world.r * 1000
    D = world.params.puck_diameter * 1000 - tol
    x0, x1, y0, y1 = (v * 1000 for v in world.bounds)
    polys = outlines(world)
    for i, (b, x, y) in enumerate(rest):
        if not (x0 + r - tol <= x <= x1 - r + tol and y0 + r - tol <= y <= y1 - r + tol):
            out.append(f"recorded beyond a wall: {b}:{x},{y}")
        if b >= 0 and (world.plank_at(x / 1000, y / 1000) != b or world.hole_at(x / 1000, y / 1000) >= 0):
            out.append(f"recorded on board {b} but not on its top face: {b}:{x},{y}")
        if b < 0 and any(depth(x, y, [(px * 1000, py * 1000) for px, py in poly]) > tol - r for poly in polys):
            out.append(f"recorded on the floor inside a plank: g:{x},{y}")
        for b2, x2, y2 in rest[i + 1:]:
            if (b >= 0) == (b2 >= 0) and math.hypot(x - x2, y - y2) < D:
                out.append(f"recorded pucks overlap: {b}:{x},{y} and {b2}:{x2},{y2} "
                           f"({math.hypot(x - x2, y - y2):.2f} mm apart)")
    return out
