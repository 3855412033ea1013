"""Geometry of the playing field [R-TG0]: planks, holes, the jackpot, throwers, the room.

All lengths in metres, world coordinates x/y on the floor, z up. Board b's plank is an
equilateral triangle: base centre `C`, unit `n` pointing from the base to the apex (the
thrower's facing), unit `t` to the thrower's right. Plank-local (u, v) = C + u·t + v·n.
Layouts: "row" (planks side by side, bases on one line) and "hexagon" (6 planks, apexes at
the origin, the 6 notches form the jackpot hole).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields

from .resolution import BIG, SMALL


@dataclass(frozen=True, slots=True)
class Params:
    """Physical constants; defaults from RULES §4 [R-TG0]. Every field is a game option."""

    plank_side: float = 0.60
    plank_thickness: float = 0.022
    notch_radius: float = 0.08
    big_hole_diameter: float = 0.13
    big_hole_distance: float = 0.16
    small_hole_diameter: float = 0.085
    small_hole_distance: float = 0.36
    puck_diameter: float = 0.055
    puck_thickness: float = 0.010
    puck_mass: float = 0.035
    friction_wood: float = 0.35
    friction_floor: float = 0.45
    restitution: float = 0.3
    release_height: float = 1.0
    throw_distance: float = 3.0

    @classmethod
    def from_options(cls, options: dict[str, object]) -> Params:
        return cls(**{f.name: float(options[f.name]) for f in fields(cls) if f.name in options})  # type: ignore[arg-type]

    def problem(self) -> str | None:
        """What makes this geometry unplayable (None if it is fine)."""
        h = self.plank_side * math.sqrt(3) / 2
        r = self.puck_diameter / 2
        holes = (("big", self.big_hole_diameter / 2, self.big_hole_distance),
                 ("small", self.small_hole_diameter / 2, self.small_hole_distance))
        if self.notch_radius >= h / 2:
            return f"notch_radius {self.notch_radius!r} is too large for a plank of side {self.plank_side!r}"
        for name, rad, dist in holes:
            half_width = self.plank_side / 2 * (1 - dist / h)
            if dist - rad <= 0 or rad >= half_width * 0.9 or dist + rad >= h - self.notch_radius:
                return f"the {name} hole (diameter {2 * rad!r}, at {dist!r}) does not fit on the plank"
            if rad <= r:
                return f"the {name} hole (diameter {2 * rad!r}) is too small for a puck of diameter {2 * r!r}"
        (_, r1, d1), (_, r2, d2) = holes
        if abs(d2 - d1) <= r1 + r2:
            return "the big and small holes overlap"
        return None


PARAM_NAMES = tuple(f.name for f in fields(Params))
G = 9.81


@dataclass(frozen=True, slots=True)
class Plank:
    cx: float
    cy: float
    nx: float
    ny: float
    corners: tuple[tuple[float, float], ...]  # counter-clockwise: base left, base right, apex
    edges: tuple[tuple[float, float, float], ...]  # inward half-planes a·x + b·y >= c

    @property
    def tx(self) -> float:
        return self.ny

    @property
    def ty(self) -> float:
        return -self.nx

    def world(self, u: float, v: float) -> tuple[float, float]:
        return (self.cx + u * self.ny + v * self.nx, self.cy - u * self.nx + v * self.ny)

    def local(self, x: float, y: float) -> tuple[float, float]:
        dx, dy = x - self.cx, y - self.cy
        return (dx * self.ny - dy * self.nx, dx * self.nx + dy * self.ny)


def _half_planes(pts: list[tuple[float, float]], grow: float = 0.0) -> tuple[tuple[float, float, float], ...]:
    out = []
    for i, (x1, y1) in enumerate(pts):
        x2, y2 = pts[(i + 1) % len(pts)]
        dx, dy = x2 - x1, y2 - y1
        ln = math.hypot(dx, dy)
        a, b = -dy / ln, dx / ln
        out.append((a, b, a * x1 + b * y1 - grow))
    return tuple(out)


class World:
    """The field for one game: planks, holes, jackpot, throwers, obstacles for floor pucks."""

    def __init__(self, params: Params, boards: int, layout: str = "row") -> None:
        self.params = p = params
        self.layout = layout
        L = p.plank_side
        h = self.height = L * math.sqrt(3) / 2
        self.r = p.puck_diameter / 2
        self.z_top = p.plank_thickness
        planks: list[Plank] = []
        for b in range(boards):
            if layout == "hexagon":
                ang = math.radians(-90 + 60 * b)  # outward direction of board b's base
                ox, oy = math.cos(ang), math.sin(ang)
                cx, cy, nx, ny = h * ox, h * oy, -ox, -oy
            else:
                cx, cy, nx, ny = (b - (boards - 1) / 2) * (L + 0.4), 0.0, 0.0, 1.0
            tx, ty = ny, -nx
            pts = [(cx - L / 2 * tx, cy - L / 2 * ty), (cx + L / 2 * tx, cy + L / 2 * ty), (cx + h * nx, cy + h * ny)]
            planks.append(Plank(cx, cy, nx, ny, tuple(pts), _half_planes(pts)))
        self.planks = planks
        self.holes: list[tuple[float, float, float, int, int]] = []  # x, y, radius, kind, board
        for b, pl in enumerate(planks):
            for kind, dia, dist in ((BIG, p.big_hole_diameter, p.big_hole_distance),
                                    (SMALL, p.small_hole_diameter, p.small_hole_distance)):
                x, y = pl.world(0.0, dist)
                self.holes.append((x, y, dia / 2, kind, b))
        self.board_holes = [[i for i, h in enumerate(self.holes) if h[4] == b] for b in range(boards)]
        self.jackpot = layout == "hexagon"
        self.notch = p.notch_radius
        self.throwers = [(pl.cx - p.throw_distance * pl.nx, pl.cy - p.throw_distance * pl.ny) for pl in planks]
        # obstacles for pucks on the floor: convex outlines grown by the puck radius
        if layout == "hexagon":
            hexagon = [planks[b].corners[0] for b in range(6)]
            self.obstacles = [_half_planes(hexagon, self.r)]
        else:
            self.obstacles = [_half_planes(list(pl.corners), self.r) for pl in planks]
        xs = [x for x, _ in self.throwers] + [c[0] for pl in planks for c in pl.corners]
        ys = [y for _, y in self.throwers] + [c[1] for pl in planks for c in pl.corners]
        m = 1.5
        self.bounds = (min(xs) - m, max(xs) + m, min(ys) - m, max(ys) + m)
        self.t_drop = math.sqrt(2 * p.puck_thickness / G)

    # -- point queries ---------------------------------------------------------------
    def plank_at(self, x: float, y: float) -> int:
        """The board whose top face is under point (x, y), or -1 (floor, notch, off the planks)."""
        n2 = self.notch * self.notch
        for b, pl in enumerate(self.planks):
            if all(a * x + bb * y >= c for a, bb, c in pl.edges):
                ax, ay = pl.corners[2]
                if (x - ax) ** 2 + (y - ay) ** 2 >= n2:
                    return b
        return -1

    def in_jackpot(self, x: float, y: float) -> bool:
        return self.jackpot and x * x + y * y < self.notch * self.notch

    def hole_at(self, x: float, y: float, margin: float = 0.0) -> int:
        """Index into `holes` of the hole whose circle (shrunk by `margin`) holds (x, y), or -1."""
        for i, (hx, hy, rad, _, _) in enumerate(self.holes):
            if (x - hx) ** 2 + (y - hy) ** 2 < (rad - margin) ** 2:
                return i
        return -1

    def in_obstacle(self, x: float, y: float) -> int:
        """Index of the grown plank outline that a floor puck centred at (x, y) would overlap, or -1."""
        for i, hp in enumerate(self.obstacles):
            if all(a * x + b * y >= c for a, b, c in hp):
                return i
        return -1

    def push_out(self, x: float, y: float) -> tuple[float, float]:
        """Move a floor puck out of a plank it overlaps, by the shortest way (+1 mm)."""
        i = self.in_obstacle(x, y)
        if i < 0:
            return x, y
        a, b, c = min(self.obstacles[i], key=lambda e: e[0] * x + e[1] * y - e[2])
        d = a * x + b * y - c  # >= 0 inside; move along -normal
        return x - a * (d + 0.001), y - b * (d + 0.001)
