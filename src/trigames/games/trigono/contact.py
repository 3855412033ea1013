"""Full simulation of a throw: analytic while the thrown puck can meet nothing, stepped while
pucks can touch each other, analytic again once no further contact is possible.

The stepped phase is pymunk for the horizontal plane (puck–puck impacts with restitution and
friction, pucks against room walls and, when lower than a plank's top face, the plank's sides)
plus a vertical coordinate per puck that this module integrates: a flying puck collides only
with what lies in its height band (shape filters set from its height every step), lands on a
plank, the floor or the top of another puck exactly when its path crosses that height (the step
is cut there), falls into a hole when its centre is over it at the plank's top face, and tips
off a puck it would come to rest on (the rules know no stacked pucks).
"""

from __future__ import annotations

import math
import weakref
from dataclasses import dataclass
from typing import cast

import pymunk

from .geometry import G, World
from .physics import (
    SETTLE,
    Arc,
    Final,
    Segment,
    _entry,
    _seg_dist2,
    _segs_dist2,
    edge_landing,
    fly,
    impact_friction,
    near_flight,
    release,
    settle,
    slide,
    slide_board,
    slide_floor,
)
from .resolution import BOARD, GROUND, JACKPOT, NOWHERE

DT = 1 / 400
MAX_TIME = 20.0
BOARD_P, FLOOR_P, FLY, SIDE, WALL = 1, 2, 4, 8, 16
Puck = tuple[int, float, float]  # board index (-1: ground), x, y
# pymunk guards every attribute assignment in Python (a third of the stepped phase's time); its
# property setters are called directly here
_set = object.__setattr__
_ON_BOARD = pymunk.ShapeFilter(categories=BOARD_P, mask=BOARD_P | FLY)
_ON_FLOOR = pymunk.ShapeFilter(categories=FLOOR_P, mask=FLOOR_P | FLY | SIDE | WALL)
_FLYING = {m: pymunk.ShapeFilter(categories=FLY, mask=m) for m in range(32)}  # by mask


@dataclass(frozen=True, slots=True)
class SimResult:
    thrown: Final
    bounced: bool
    finals: list[Final]  # where each lying puck ended, in the input order
    contact: bool  # the stepped phase was needed


def meets(world: World, pucks: list[Puck], segs: list[Segment]) -> bool:
    """Can a puck sliding along `segs` touch one of the lying `pucks` (same level)?"""
    lim = (2 * world.r + 0.002) ** 2
    for lev, x0, y0, x1, y1 in segs:
        for b, px, py in pucks:
            if (b >= 0) == (lev == 0) and _seg_dist2(px, py, x0, y0, x1, y1) < lim:
                return True
    return False


def simulate(world: World, pucks: list[Puck], board: int, yaw: float, elev: float, speed: float,
             spin: float, trace: list[float] | None = None, arcs: list[Arc] | None = None,
             flights: list[tuple[float, float, float]] | None = None) -> SimResult:
    """Where every puck comes to rest after a throw by board `board`'s thrower with this
    (already noisy) aim. Deterministic. `trace` receives the total energy after every step of
    the stepped phase (for the tests); `arcs` the analytic flights, `flights` the flying
    puck's place (x, y, bottom face's height) after every step of the stepped phase
    (`trigono-sanity` checks them)."""
    if arcs is None:
        arcs = []
    contact, bounced, x, y, vx, vy = settle(world, release(world, board, yaw, elev, speed), arcs)
    finals: list[Final] = [(BOARD if b >= 0 else GROUND, b, px, py) for b, px, py in pucks]
    hit = near_flight(world, pucks, arcs) if pucks else None
    if hit is not None:
        k, t = hit
        t = max(0.0, t - 2 * DT)
        ax, ay, az, avx, avy, avz, _ = arcs[k]
        was = bounced_before(world, arcs, k)
        state = (ax + avx * t, ay + avy * t, az + avz * t - G * t * t / 2, avx, avy, avz - G * t)
        thrown, finals, bounced = Stepper(world, pucks, trace, flights).run(None, state, spin, was)
        return SimResult(thrown, bounced, finals, True)
    if contact[0] == "hole":
        h = world.holes[contact[1]]
        return SimResult((h[3], h[4], x, y), bounced, finals, False)
    if contact[0] == "jackpot":
        return SimResult((JACKPOT, NOWHERE, x, y), bounced, finals, False)
    segs: list[Segment] = []
    final = slide(world, contact, x, y, vx, vy, segs)
    if not pucks or not meets(world, pucks, segs):
        return SimResult(final, bounced, finals, False)
    level = contact[1] if contact[0] == "plank" else -1
    thrown, finals, bounced = Stepper(world, pucks, trace, flights).run(level, (x, y, 0.0, vx, vy, 0.0), spin,
                                                                       bounced)
    return SimResult(thrown, bounced, finals, True)


def bounced_before(world: World, arcs: list[Arc], k: int) -> bool:
    """Did the flight touch the floor before arc `k`? (an arc starting at height 0 began there)"""
    return any(a[2] <= 1e-12 and world.plank_at(a[0], a[1]) < 0 for a in arcs[1:k + 1])


def collide(world: World, pucks: list[Puck], level: int, x: float, y: float, vx: float, vy: float,
            spin: float) -> tuple[Final, list[Final]]:
    """A puck sliding on `level` (plank index, -1 the floor) from (x, y) among lying `pucks`."""
    thrown, finals, _ = Stepper(world, pucks).run(level, (x, y, 0.0, vx, vy, 0.0), spin, False)
    return thrown, finals


_Kit = tuple[pymunk.Body, list[pymunk.Segment]]
_KITS: weakref.WeakKeyDictionary[World, list[_Kit]] = weakref.WeakKeyDictionary()  # sides and walls, by field


class _Rest:
    """A lying puck that is not in pymunk's space yet (nothing moving can reach it): its place, at
    rest; read like a `pymunk.Body`."""

    __slots__ = ("position",)
    velocity = pymunk.Vec2d(0.0, 0.0)
    angular_velocity = 0.0
    kinetic_energy = 0.0

    def __init__(self, x: float, y: float) -> None:
        self.position = pymunk.Vec2d(x, y)


class _Body:
    __slots__ = ("body", "final", "flying", "level", "mask", "over", "seen", "shape", "start", "vz", "wait", "z")

    def __init__(self, body: pymunk.Body, shape: pymunk.Circle | None, level: int) -> None:
        self.body, self.shape, self.level, self.over = body, shape, level, 0.0
        self.flying, self.z, self.vz, self.wait = False, 0.0, 0.0, 0
        self.mask = -1  # the flying filter's mask last set (-1: a lying puck's filter)
        self.start = body.position
        self.seen: tuple[float, float] | None = None  # where `_wake_near` last looked around it at rest
        self.final: Final | None = None


class Stepper:
    """The stepped phase: every lying puck, plus the thrown one (flying or sliding)."""

    def __init__(self, world: World, pucks: list[Puck], trace: list[float] | None = None,
                 flights: list[tuple[float, float, float]] | None = None) -> None:
        self.world = w = world
        self.trace = trace
        self.flights = flights
        p = w.params
        self.thick, self.zt, self.r = p.puck_thickness, w.z_top, w.r
        self.space = space = pymunk.Space()
        space.iterations = 12
        space.collision_slop = 1e-4  # metres: pymunk's default (0.1) would let pucks overlap by 10 cm
        space.collision_bias = 1e-30  # an overlap (pucks recorded to the mm) is undone in a few steps
        self.outlines = ([[w.planks[b].corners[0] for b in range(6)]] if w.jackpot
                         else [list(pl.corners) for pl in w.planks])
        self.statics: _Kit | None = None  # the planks' sides and the walls, once something can reach them
        self.live = False
        self.moment = pymunk.moment_for_circle(p.puck_mass, 0, self.r)
        # the lying pucks enter pymunk's space only when something that moves comes within reach
        # (`_wake_near`): building bodies for all of them was a third of a stepped phase (issue 21)
        self.bodies = [_Body(cast(pymunk.Body, _Rest(px, py)), None, b) for b, px, py in pucks]
        for o in self.bodies:
            o.z = self.zt if o.level >= 0 else 0.0
        self.resting = [(o, px, py) for o, (_, px, py) in zip(self.bodies, pucks, strict=True)]
        self.inspace: list[_Body] = []  # the pucks in pymunk's space and still in play, in `bodies`' order
        lim = (2 * self.r + 1e-4) ** 2  # pucks recorded overlapping (old records): pymunk parts them
        rest = self.resting
        for i, (a, ax, ay) in enumerate(rest):
            for b, bx, by in rest[i + 1:]:
                if (ax - bx) ** 2 + (ay - by) ** 2 < lim and (a.level >= 0) == (b.level >= 0):
                    self._wake(a)
                    self._wake(b)
        self.live = True  # from now on, a puck reaching the floor needs the sides and walls

    def _add_statics(self) -> None:
        """Segments for the planks' sides and the room's walls (only floor pucks and low or far
        flying pucks meet them: most stepped phases on a plank never need them). Built once per
        field and lent to one stepped phase at a time (building them was a tenth of a stepped
        phase, issue 21): a space numbers its shapes in the order they are added, so a lent kit
        behaves as new segments would."""
        if self.statics is not None:
            return
        pool = _KITS.setdefault(self.world, [])
        try:
            kit = pool.pop()
        except IndexError:
            kit = self._build_statics()
        self.statics = kit
        self.space.add(kit[0], *kit[1])

    def _build_statics(self) -> _Kit:
        w = self.world
        body = pymunk.Body(body_type=pymunk.Body.STATIC)
        el = math.sqrt(w.params.restitution)
        x0, x1, y0, y1 = w.bounds
        room = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        segs = []
        for pts, cat in [*((o, SIDE) for o in self.outlines), (room, WALL)]:
            for i, a in enumerate(pts):
                seg = pymunk.Segment(body, a, pts[(i + 1) % len(pts)], 0.0)
                _set(seg, "elasticity", el)
                _set(seg, "friction", 0.5)
                _set(seg, "filter", pymunk.ShapeFilter(categories=cat, mask=FLOOR_P | FLY))
                segs.append(seg)
        return body, segs

    def _return_statics(self) -> None:
        kit = self.statics
        if kit is not None:
            self.statics = None
            self.space.remove(kit[0], *kit[1])
            _KITS.setdefault(self.world, []).append(kit)

    def _add(self, level: int, x: float, y: float, vx: float, vy: float, spin: float,
             flying: bool = False) -> _Body:
        p = self.world.params
        body = pymunk.Body(p.puck_mass, self.moment)
        _set(body, "position", (x, y))
        _set(body, "velocity", (vx, vy))
        _set(body, "angular_velocity", spin)
        shape = pymunk.Circle(body, self.r)
        _set(shape, "elasticity", math.sqrt(p.restitution))
        _set(shape, "friction", math.sqrt(p.friction_wood))
        self.space.add(body, shape)
        o = _Body(body, shape, level)
        if flying:  # `_fly_filter` adds the sides and walls when it can reach them
            o.flying = True
        else:
            self._set_level(o, level)
        return o

    def _wake(self, o: _Body) -> None:
        """A lying puck enters pymunk's space, where it lies, at rest."""
        if o.shape is not None:
            return
        x, y = o.body.position
        body = pymunk.Body(self.world.params.puck_mass, self.moment)
        _set(body, "position", (x, y))
        shape = pymunk.Circle(body, self.r)
        _set(shape, "elasticity", math.sqrt(self.world.params.restitution))
        _set(shape, "friction", math.sqrt(self.world.params.friction_wood))
        _set(shape, "filter", _ON_BOARD if o.level >= 0 else _ON_FLOOR)
        self.space.add(body, shape)
        o.body, o.shape = body, shape
        self.resting = [q for q in self.resting if q[0] is not o]
        self._relist()

    def _relist(self) -> None:
        self.inspace = [b for b in self.bodies if b.shape is not None and b.final is None]

    def _wake_near(self, dt: float) -> None:
        """Every lying puck that a puck in pymunk's space could reach within the coming step (twice
        its way in a step, plus 5 mm for position correction) enters the space: for a flying
        puck, only those of the levels its shape filter (`_fly_filter`) lets it meet."""
        reach = 2 * self.r + 0.005
        th, zt = self.thick, self.zt
        for o in self.bodies:  # (a puck woken here is looked around from later in this loop)
            if o.shape is None or o.final is not None:
                continue
            if o.flying:
                z = o.z
                board, floor = zt - th + 1e-9 < z < zt + th - 1e-9, z < th - 1e-9
                if not (board or floor):
                    continue
            else:
                board = o.level >= 0
                floor = not board
            x, y = pos = o.body.position
            vx, vy = o.body.velocity
            if vx == 0.0 and vy == 0.0 and not o.flying:
                if o.seen == pos:  # at rest where it already looked around
                    continue
                o.seen = pos
            lim = reach + 2 * math.sqrt(vx * vx + vy * vy) * dt
            lim *= lim
            near = [q for q, qx, qy in self.resting if (x - qx) ** 2 + (y - qy) ** 2 < lim
                    and (board if q.level >= 0 else floor)]
            for q in near:
                self._wake(q)
            if not self.resting:
                return

    def _set_level(self, o: _Body, level: int) -> None:
        o.level, o.flying, o.mask = level, False, -1
        o.z, o.vz = (self.zt if level >= 0 else 0.0), 0.0
        _set(o.shape, "filter", _ON_BOARD if level >= 0 else _ON_FLOOR)
        if level < 0 and self.live:
            self._add_statics()

    def _fly_filter(self, o: _Body) -> None:
        """What a flying puck can hit at its height: its band [z, z + thickness] against the
        lying pucks' bands and the planks' thickness [0, top face]."""
        z, th, zt = o.z, self.thick, self.zt
        mask = WALL | (FLOOR_P if z < th - 1e-9 else 0) | (SIDE if z < zt - 1e-9 else 0)
        if zt - th + 1e-9 < z < zt + th - 1e-9:
            mask |= BOARD_P
        if mask != o.mask:  # (setting a filter costs as much as a pymunk step)
            o.mask = mask
            _set(o.shape, "filter", _FLYING[mask])
        if self.statics is None:
            x, y = o.body.position
            x0, x1, y0, y1 = self.world.bounds
            if min(x - x0, x1 - x, y - y0, y1 - y) < 0.3 or (z < zt + 0.01 and not self._over_face(o)):
                self._add_statics()

    def _over_face(self, o: _Body) -> bool:
        """The flying puck is over a plank's top face, far enough inside (a radius, 1 cm and four
        steps of its speed) that it cannot reach a side or the notch before it lands (issue 21:
        the sides and walls were built for every landing on a plank)."""
        w = self.world
        x, y = o.body.position
        b = w.plank_at(x, y)
        if b < 0:
            return False
        vx, vy = o.body.velocity
        m = self.r + 0.01 + 4 * math.sqrt(vx * vx + vy * vy) * DT
        pl = w.planks[b]
        if any(a * x + bb * y - c < m for a, bb, c in pl.edges):
            return False
        ax, ay = pl.corners[2]
        return (x - ax) ** 2 + (y - ay) ** 2 >= (w.notch + m) ** 2

    # -- main loop -------------------------------------------------------------------
    def run(self, level: int | None, state: tuple[float, ...], spin: float,
            bounced: bool) -> tuple[Final, list[Final], bool]:
        """Throw in a puck (flying from `state` = x, y, z, vx, vy, vz when `level` is None, else
        sliding on `level`) and step until nothing can meet any more."""
        x, y, z, vx, vy, vz = state
        o = self._add(-1 if level is None else level, x, y, vx, vy, spin, level is None)
        if level is None:
            o.z, o.vz = z, vz
            if z < self.zt and self.world.in_obstacle(x, y) >= 0:  # it came down on a plank's edge
                o.body.position = self.world.push_out(x, y)
        self.thrown, self.bounced = o, bounced
        self.bodies.append(o)
        self._relist()
        if self.trace is not None:
            self.trace.append(self.energy())
        try:
            return self._steps(o)
        finally:
            self._return_statics()

    def _steps(self, o: _Body) -> tuple[Final, list[Final], bool]:
        t, steps = 0.0, 0
        while t < MAX_TIME:
            dt = DT
            event = None
            if o.flying and o.final is None:
                t += self._skip(o)
                self._fly_filter(o)
                event = self._next_landing(o, dt)
                (x0, y0), v0 = o.body.position, o.body.velocity
            if self.resting:
                self._wake_near(dt)
            # pymunk always steps DT: it scales cached impulses by the ratio of successive steps,
            # so a short step would blow up the next one
            self.space.step(dt)
            t += dt
            steps += 1
            if o.flying and o.final is None:
                if event is None:
                    o.z, o.vz = o.z + o.vz * dt - G * dt * dt / 2, o.vz - G * dt
                else:
                    tc = event[0]
                    o.z, o.vz = o.z + o.vz * tc - G * tc * tc / 2, o.vz - G * tc
                    px, py = o.body.position
                    if o.body.velocity == v0 and abs(px - x0 - v0[0] * dt) + abs(py - y0 - v0[1] * dt) < 1e-12:
                        o.body.position = (x0 + v0[0] * tc, y0 + v0[1] * tc)  # nothing touched it: exact
                    self._land(o, event[1], event[2])
                    rest = dt - tc
                    if o.final is None:
                        x1, y1 = o.body.position
                        vx1, vy1 = o.body.velocity
                        o.body.position = (x1 + vx1 * rest, y1 + vy1 * rest)
                        if o.flying:
                            o.z, o.vz = o.z + o.vz * rest - G * rest * rest / 2, o.vz - G * rest
                        self.space.reindex_shapes_for_body(o.body)
            if o.flying and o.final is None and o.z < self.zt:
                self._out_of_sides(o)
            if self.flights is not None and o.flying:
                self.flights.append((*o.body.position, o.z))
            moving = self._slides(dt)
            if self.trace is not None:
                self.trace.append(self.energy())
            if not o.flying and (not moving or (steps % 4 == 0 and self._clear())) and not self._overlap():
                break
        return self._finish()

    def energy(self) -> float:
        """Kinetic (linear, vertical, spin) plus potential energy of the pucks still in play."""
        m = self.world.params.puck_mass
        e = 0.0
        for o in self.bodies:
            if o.final is None:
                vx, vy = o.body.velocity
                e += m * (vx * vx + vy * vy + o.vz * o.vz) / 2 + self.moment * o.body.angular_velocity ** 2 / 2
                e += m * G * o.z
        return e

    def _skip(self, o: _Body) -> float:
        """Fly analytically while nothing else moves and the thrown puck can touch nothing: up to
        just before its next contact with a plank, the floor, a side or a wall (`physics.fly`), or
        before it comes within reach of a lying puck (`physics.near_flight`)."""
        if o.wait > 0:
            o.wait -= 1
            return 0.0
        if any(b is not o and b.final is None and b.body.kinetic_energy > 0 for b in self.inspace):
            return 0.0
        x, y = o.body.position
        vx, vy = o.body.velocity
        lying = [(b.level, *b.body.position) for b in self.bodies if b is not o and b.final is None]
        # first, near a lying puck over the whole way down to the floor (the arc `fly` finds ends no
        # later): if that comes within the next steps, so does the answer with `fly`'s arc (the
        # first time is the same when it falls within the shorter arc), and `fly` is not needed
        t_floor = (o.vz + math.sqrt(max(0.0, o.vz * o.vz + 2 * G * o.z))) / G
        near = near_flight(self.world, lying, [(x, y, o.z, vx, vy, o.vz, t_floor)])
        if near is not None and near[1] - 2 * DT <= DT:
            o.wait = 4
            return 0.0
        c = fly(self.world, x, y, o.z, vx, vy, o.vz)
        t: float = c[1]
        if near is not None and near[1] > t:
            near = near_flight(self.world, lying, [(x, y, o.z, vx, vy, o.vz, t)])
        if near is not None:
            t = near[1]
        t -= 2 * DT
        if t <= DT:
            o.wait = 4  # close to something: step a while before trying again
            return 0.0
        if self.flights is not None:  # the skipped arc, every millisecond
            for k in range(int(t * 1000) + 1):
                s = k / 1000
                self.flights.append((x + vx * s, y + vy * s, o.z + o.vz * s - G * s * s / 2))
        _set(o.body, "position", (x + vx * t, y + vy * t))
        o.z, o.vz = o.z + o.vz * t - G * t * t / 2, o.vz - G * t
        self.space.reindex_shapes_for_body(o.body)
        return t

    def _out_of_sides(self, o: _Body) -> None:
        """A flying puck lower than the top face never ends a step inside a plank's side: pymunk
        (which also pushed it this step) finds the side only once the disc is inside; it is put
        back against the side and its speed into it reflected with restitution."""
        w = self.world
        x, y = o.body.position
        i = w.in_obstacle(x, y)
        if i < 0:
            return
        A, B, c = min(w.obstacles[i], key=lambda ed: ed[0] * x + ed[1] * y - ed[2])
        d = A * x + B * y - c + 1e-5
        o.body.position = (x - A * d, y - B * d)
        vx, vy = o.body.velocity
        vn = vx * A + vy * B
        if vn > 0:
            e = w.params.restitution
            o.body.velocity = (vx - (1 + e) * vn * A, vy - (1 + e) * vn * B)
        self.space.reindex_shapes_for_body(o.body)

    def _next_landing(self, o: _Body, dt: float) -> tuple[float, str, object] | None:
        """The first event of the flying puck within `dt`: a height where something holds or
        swallows it (`_height_event`), or, while lower than the top face, a plank's side (issue 21:
        pymunk finds that contact only once the disc is inside, up to speed × step deep)."""
        event = self._height_event(o, dt)
        x, y = o.body.position
        vx, vy = o.body.velocity
        lim = dt if event is None else event[0]
        side = None
        if o.z + min(0.0, o.vz) * lim - G * lim * lim / 2 >= self.zt:  # it stays above the sides
            return event
        for hp in self.world.obstacles:
            hit = _entry(x, y, vx, vy, hp)
            if hit is not None and hit[0] < lim and o.z + o.vz * hit[0] - G * hit[0] ** 2 / 2 < self.zt:
                lim, side = hit[0], (hit[0], "side", (hit[1], hit[2]))
        return side if side is not None else event

    def _height_event(self, o: _Body, dt: float) -> tuple[float, str, object] | None:
        """The first height the flying puck reaches within `dt` where something holds or swallows
        it: the top of a lying puck, a plank's top face (or a hole, the jackpot there), the floor."""
        th, zt = self.thick, self.zt
        x, y = o.body.position
        vx, vy = o.body.velocity
        for k, H in enumerate((zt + th, zt, th, 0.0)):
            if o.z < H - 1e-12:
                continue
            d = o.vz * o.vz + 2 * G * (o.z - H)
            tc = (o.vz + math.sqrt(d)) / G
            if tc > dt:
                return None
            px, py = x + vx * tc, y + vy * tc
            if k in (0, 2):  # the top of a lying puck (on a plank, on the floor)
                lev_board = k == 0
                for b in self.bodies:
                    if b is o or b.final is not None or b.flying or (b.level >= 0) != lev_board:
                        continue
                    bx, by = b.body.position
                    if (bx - px) ** 2 + (by - py) ** 2 < (2 * self.r) ** 2:
                        return tc, "puck", b
            elif k == 1:
                w = self.world
                i = w.hole_at(px, py)
                if i >= 0:
                    return tc, "hole", i
                b2 = w.plank_at(px, py)
                if b2 >= 0:
                    return tc, "plank", b2
                if w.in_jackpot(px, py):
                    return tc, "jackpot", None
                if w.in_obstacle(px, py) >= 0:  # on a plank's edge, centre outside: it tips off
                    return tc, "edge", None
            else:
                return tc, "floor", -1
        return None

    def _land(self, o: _Body, what: str, arg: object) -> None:
        w, p = self.world, self.world.params
        x, y = o.body.position
        if what == "hole":
            assert isinstance(arg, int)
            h = w.holes[arg]
            self._done(o, (h[3], h[4], x, y))
            return
        if what == "jackpot":
            self._done(o, (JACKPOT, NOWHERE, x, y))
            return
        if what == "side":  # a plank's side while lower than its top face: reflected
            assert isinstance(arg, tuple)
            A, B = arg
            vx, vy = o.body.velocity
            vn = vx * A + vy * B  # > 0: into the plank
            if vn > 0:
                e = p.restitution
                o.body.velocity = (vx - (1 + e) * vn * A, vy - (1 + e) * vn * B)
            return
        if what == "edge":  # its disc over a plank's edge: carried onto the face, or tips off
            vx, vy = o.body.velocity
            ed = edge_landing(w, x, y, vx, vy)
            o.body.position = ed[2], ed[3]
            self.space.reindex_shapes_for_body(o.body)
            if ed[0][0] == "side":
                o.body.velocity = ed[4], ed[5]
                return
            what, arg = ed[0][0], ed[0][1] if len(ed[0]) > 1 else None
            x, y = ed[2], ed[3]
            if what == "hole":
                assert isinstance(arg, int)
                h = w.holes[arg]
                self._done(o, (h[3], h[4], x, y))
                return
            if what == "jackpot":
                self._done(o, (JACKPOT, NOWHERE, x, y))
                return
        e = p.restitution
        vn = -o.vz
        vx, vy = o.body.velocity
        if what == "puck":
            lower: _Body = arg  # type: ignore[assignment]
            # friction against the lower puck's top; that puck is pressed onto its surface, whose
            # friction (at least as strong) holds it: it does not move
            ux, uy = lower.body.velocity
            rx, ry = impact_friction(vx - ux, vy - uy, p.friction_wood * (1 + e) * vn)
            vx, vy = rx + ux, ry + uy
            o.z = lower.z + self.thick
        else:
            floor = what == "floor"
            self.bounced = self.bounced or floor
            vx, vy = impact_friction(vx, vy, (p.friction_floor if floor else p.friction_wood) * (1 + e) * vn)
            o.z = 0.0 if floor else self.zt
            if floor:  # never inside a plank's thickness
                o.body.position = w.push_out(x, y)
                self.space.reindex_shapes_for_body(o.body)
        o.body.velocity = (vx, vy)
        o.vz = e * vn
        if o.vz >= SETTLE:
            return
        if what == "puck":
            # it would come to rest on a puck: it tips off, beside it, keeping its horizontal speed
            bx, by = lower.body.position
            dx, dy = x - bx, y - by
            d = math.hypot(dx, dy)
            if d < 1e-9:
                sp = math.hypot(vx, vy)
                dx, dy, d = (vx, vy, sp) if sp > 1e-9 else (0.0, 1.0, 1.0)
            o.body.position = self._free_spot(o, lower, math.atan2(dy, dx))
            self.space.reindex_shapes_for_body(o.body)
            self._set_level(o, lower.level)
        else:
            self._set_level(o, arg if isinstance(arg, int) and what == "plank" else -1)

    def _free_spot(self, o: _Body, lower: _Body, angle: float) -> tuple[float, float]:
        """Where a puck tipping off `lower` lands: touching it on the side of `angle`, turned
        (±15°, ±30°, …) until no other puck of that level is in the way."""
        bx, by = lower.body.position
        d = 2 * self.r + 0.0005
        others = [b.body.position for b in self.bodies
                  if b is not o and b is not lower and b.final is None and b.level == lower.level]
        for k in range(24):
            a = angle + math.radians(15 * ((k + 1) // 2) * (1 if k % 2 else -1))
            x, y = bx + d * math.cos(a), by + d * math.sin(a)
            if lower.level < 0 and self.world.in_obstacle(x, y) >= 0:
                continue  # not into a plank's side
            if all((x - q[0]) ** 2 + (y - q[1]) ** 2 >= d * d for q in others):
                return x, y
        return bx + d * math.cos(angle), by + d * math.sin(angle)

    def _done(self, o: _Body, final: Final) -> None:
        o.final = final
        o.flying = False
        assert o.shape is not None  # only a puck that moved can end in a hole
        self.space.remove(o.body, o.shape)
        self._relist()

    def _slides(self, dt: float) -> bool:
        """Friction on every sliding puck, and what its new place means (hole, edge, notch)."""
        p = self.world.params
        acc = (p.friction_wood * G, p.friction_floor * G)
        moving = False
        for o in self.inspace:  # (`_done` makes a new list)
            if o.final is not None or o.flying:
                continue
            body = o.body
            if body.kinetic_energy == 0:  # one cheap read for the many pucks at rest
                continue
            vx, vy = body.velocity
            w = body.angular_velocity
            a = acc[0 if o.level >= 0 else 1]
            sp = math.hypot(vx, vy)
            k = max(0.0, sp - a * dt) / sp if sp > 0 else 0.0
            if sp * k < 1e-4:
                k = 0.0
            _set(body, "velocity", (vx * k, vy * k))
            dw = 4 / 3 * a / self.r * dt
            _set(body, "angular_velocity", 0.0 if abs(w) <= dw else w - math.copysign(dw, w))
            moving = moving or k > 0
            if o.level >= 0:
                self._board_checks(o, sp * k, dt)
        return moving

    def _board_checks(self, o: _Body, speed: float, dt: float) -> None:
        w = self.world
        x, y = o.body.position
        b = w.plank_at(x, y)
        if b < 0:
            if w.in_jackpot(x, y):
                self._done(o, (JACKPOT, NOWHERE, x, y))
                return
            pl = w.planks[o.level]
            ax, ay = pl.corners[2]
            if (x - ax) ** 2 + (y - ay) ** 2 < w.notch ** 2:
                fx, fy = ax + pl.nx * (w.r + 0.001), ay + pl.ny * (w.r + 0.001)
            else:  # its centre left the plank: it tips over the edge onto the floor
                A, B, _ = min(pl.edges, key=lambda ed: ed[0] * x + ed[1] * y - ed[2])
                fx, fy = x - A * (w.r + 0.001), y - B * (w.r + 0.001)
            o.body.position = w.push_out(fx, fy)
            self.space.reindex_shapes_for_body(o.body)
            self._set_level(o, -1)
            return
        o.level = b
        i = w.hole_at(x, y)
        if i >= 0:
            o.over += dt
            if o.over >= w.t_drop or speed < 0.01:
                h = w.holes[i]
                self._done(o, (h[3], h[4], x, y))
        else:
            o.over = 0.0

    def _overlap(self) -> bool:
        """Two pucks at one level still overlap (a puck that tipped off lands where another lies:
        pymunk's position correction needs a few more steps)."""
        alive = [o for o in self.bodies if o.final is None]
        lim = (2 * self.r - 2e-4) ** 2
        for i, a in enumerate(alive):
            ax, ay = a.body.position
            for b in alive[i + 1:]:
                if (a.level >= 0) == (b.level >= 0) and (a.shape is not None or b.shape is not None):
                    bx, by = b.body.position
                    if (ax - bx) ** 2 + (ay - by) ** 2 < lim:
                        return True
        return False

    def _path(self, o: _Body) -> list[Segment]:
        """The rest of a puck's way if nothing touches it any more (analytic slide, over plank
        edges onto the floor included)."""
        x, y = o.body.position
        vx, vy = o.body.velocity
        lev = 0 if o.level >= 0 else 1
        if vx * vx + vy * vy < 1e-12:
            return [(lev, x, y, x, y)]
        segs: list[Segment] = []
        if o.level >= 0:
            slide_board(self.world, o.level, x, y, vx, vy, segs, o.over)
        else:
            slide_floor(self.world, x, y, vx, vy, segs)
        return segs

    def _clear(self) -> bool:
        """No two remaining pucks can touch again (their remaining paths stay apart)."""
        alive = [o for o in self.bodies if o.final is None]
        paths = [self._path(o) for o in alive]
        lim = (2 * self.r + 0.002) ** 2
        for i, a in enumerate(paths):
            moving_a = len(a) > 1 or a[0][1:3] != a[0][3:5]
            for j in range(i + 1, len(paths)):
                b = paths[j]
                if not (moving_a or len(b) > 1 or b[0][1:3] != b[0][3:5]):
                    continue
                for sa in a:
                    for sb in b:
                        if sa[0] == sb[0] and _segs_dist2(sa, sb) < lim:
                            return False
        return True

    def _clear_of_planks(self, x: float, y: float) -> tuple[float, float]:
        """A floor puck pressed into a plank's side beyond pymunk's slop, moved out to touch it (the
        nearest point of the plank's outline, corners rounded as pymunk's contact sees them)."""
        r = self.r
        for pts in self.outlines:
            best, bx, by = math.inf, 0.0, 0.0
            for (ax, ay), (cx, cy) in zip(pts, pts[1:] + pts[:1], strict=True):
                dx, dy = cx - ax, cy - ay
                t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
                px, py = ax + t * dx, ay + t * dy
                d2 = (x - px) ** 2 + (y - py) ** 2
                if d2 < best:
                    best, bx, by = d2, px, py
            inside = all((cx - ax) * (y - ay) - (cy - ay) * (x - ax) >= 0
                         for (ax, ay), (cx, cy) in zip(pts, pts[1:] + pts[:1], strict=True))
            d = math.sqrt(best)
            if inside or d < r - 2e-4:
                ux, uy = ((x - bx) / d, (y - by) / d) if d > 1e-12 else (0.0, -1.0)
                if inside:
                    ux, uy = -ux, -uy
                return bx + ux * (r + 2e-4), by + uy * (r + 2e-4)
        return x, y

    def _finish(self) -> tuple[Final, list[Final], bool]:
        w = self.world
        out: list[Final] = []
        for o in self.bodies:
            if o.final is None:
                vx, vy = o.body.velocity
                if vx * vx + vy * vy < 1e-10:
                    # pymunk's position correction may have moved it without speed: over a hole, a
                    # plank's edge, onto the next plank of the hexagon, or into a plank's side
                    if o.level >= 0 and o.body.position.get_distance_squared(o.start) > 1e-12:
                        self._board_checks(o, 0.0, 0.0)  # (a puck never touched keeps its place)
                    x, y = o.body.position
                    if o.level < 0 and o.body.position.get_distance_squared(o.start) > 1e-12:
                        x, y = self._clear_of_planks(x, y)
                    if o.final is None:
                        o.final = (BOARD if o.level >= 0 else GROUND, o.level, x, y)
                elif o.level >= 0:
                    o.final = slide_board(w, o.level, *o.body.position, vx, vy, None, o.over)
                else:
                    o.final = slide_floor(w, *self._clear_of_planks(*o.body.position), vx, vy)
            out.append(o.final)
        return out[-1], out[:-1], self.bounced
