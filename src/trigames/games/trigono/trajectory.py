"""The path of a throw, for the browser's animation (the server simulates; the client only draws).

`motion(state)` takes the state just after a simulated throw, rebuilds the state before it
(replaying the recorded history, which never simulates), draws the same execution noise from
the same seed, and runs the throw again through the engine's own pieces (`physics.release`,
`settle`, `slide`, `contact.Stepper`) while recording where every moving puck is. It follows
`contact.simulate` step for step; the finals it reaches are checked against the recorded throw
(the outcome and where each puck lies, to the mm), and a throw whose path would not end where
the engine says is sent without a path rather than with a wrong one.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from trigames.core import derive

from . import notation as N
from .aiming import SKILLS, noisy
from .contact import DT, Puck, Stepper, _Body, bounced_before
from .geometry import G, World
from .physics import Arc, Final, Segment, near_flight, release, settle, slide, slide_board, slide_floor
from .resolution import BIG, BOARD, GROUND, JACKPOT, NOWHERE, SMALL, outcome, resolve

if TYPE_CHECKING:
    from .rules import TrigonoState

FPS = 25  # frames a second kept after decimation (keys, e.g. landings, are always kept)
MAX_FRAMES = 48
Frame = tuple[float, float, float, float]  # t (s), x, y, z (m)
KIND_NAMES = {BOARD: "board", GROUND: "ground", BIG: "big", SMALL: "small", JACKPOT: "jackpot"}


class _Path:
    """Raw frames of one puck; `keys` marks frames decimation must keep (landings, ends)."""

    def __init__(self) -> None:
        self.frames: list[Frame] = []
        self.keys: set[int] = set()

    def add(self, t: float, x: float, y: float, z: float, key: bool = False) -> None:
        if self.frames and t < self.frames[-1][0]:
            t = self.frames[-1][0]
        self.frames.append((t, x, y, z))
        if key:
            self.keys.add(len(self.frames) - 1)


def _arcs(path: _Path, arcs: list[Arc], t0: float, upto: float | None = None) -> float:
    """Sample free flights (parabolas); `upto` cuts the last one. Returns the end time."""
    t = t0
    for i, (x, y, z, vx, vy, vz, dur) in enumerate(arcs):
        last = upto is not None and i == len(arcs) - 1
        d = upto if last and upto is not None else dur
        n = max(1, math.ceil(d * 50))
        for k in range(n + 1):
            s = d * k / n
            path.add(t + s, x + vx * s, y + vy * s, z + vz * s - G * s * s / 2, key=k in (0, n))
        t += d
    return t


def _segments(path: _Path, world: World, segs: list[Segment], t: float, v: float) -> float:
    """Straight slides with constant deceleration (time along each, speed carried over)."""
    p = world.params
    for lev, x0, y0, x1, y1 in segs:
        a = (p.friction_wood if lev == 0 else p.friction_floor) * G
        z = world.z_top if lev == 0 else 0.0
        s = math.hypot(x1 - x0, y1 - y0)
        path.add(t, x0, y0, z, key=True)
        if s > 0 and v > 0:
            ve = math.sqrt(max(0.0, v * v - 2 * a * s))
            n = max(1, math.ceil((v - ve) / a * 25))
            for k in range(1, n + 1):  # equal time steps along the segment
                tk = (v - ve) / a * k / n
                d = min(s, v * tk - a * tk * tk / 2)
                path.add(t + tk, x0 + (x1 - x0) * d / s, y0 + (y1 - y0) * d / s, z)
            t += (v - ve) / a if ve > 0 else v / a
            v = ve
        path.add(t, x1, y1, z, key=True)
    return t


class _Tracer(Stepper):
    """The engine's stepped phase, recording every puck that moves."""

    def __init__(self, world: World, pucks: list[Puck], t0: float, thrown: _Path) -> None:
        super().__init__(world, pucks)
        self.clock = t0
        self.paths: dict[int, _Path] = {}
        self.thrown_path = thrown

    def _path_of(self, o: _Body) -> _Path:
        i = self.bodies.index(o)
        if i == len(self.bodies) - 1 and o is self.thrown:
            return self.thrown_path
        if i not in self.paths:
            p = self.paths[i] = _Path()
            x, y = o.start
            p.add(0.0, x, y, self.zt if o.level >= 0 else 0.0, key=True)
        return self.paths[i]

    def _record(self, o: _Body, key: bool = False) -> None:
        x, y = o.body.position
        path = self._path_of(o)
        last = path.frames[-1] if path.frames else None
        if key or last is None or abs(last[1] - x) + abs(last[2] - y) + abs(last[3] - o.z) > 1e-5:
            if last is not None and o is not self.thrown and len(path.frames) == 1 and self.clock > DT:
                path.add(self.clock - DT, last[1], last[2], last[3])  # it waited until it was hit
            path.add(self.clock, x, y, o.z, key)

    def _skip(self, o: _Body) -> float:
        x, y = o.body.position
        vx, vy = o.body.velocity
        z, vz = o.z, o.vz
        t = super()._skip(o)
        if t > 0:
            _arcs(self.thrown_path, [(x, y, z, vx, vy, vz, t)], self.clock)
            self.clock += t
        return t

    def _land(self, o: _Body, what: str, arg: object) -> None:
        super()._land(o, what, arg)
        if o.final is None:
            self._record(o, key=True)

    def _done(self, o: _Body, final: Final) -> None:
        x, y = o.body.position
        path = self._path_of(o)
        path.add(self.clock, x, y, o.z if o.flying else self.zt, key=True)
        super()._done(o, final)

    def _slides(self, dt: float) -> bool:
        self.clock += dt
        moving = super()._slides(dt)
        for o in self.bodies:
            if o.final is None and (o is self.thrown or o.body.kinetic_energy > 0 or o.flying):
                self._record(o)
        return moving

    def _finish(self) -> tuple[Final, list[Final], bool]:
        w = self.world
        for o in self.bodies:  # the analytic rest of the way of pucks still sliding
            if o.final is None:
                vx, vy = o.body.velocity
                if vx * vx + vy * vy >= 1e-10:
                    segs: list[Segment] = []
                    x, y = o.body.position
                    if o.level >= 0:
                        slide_board(w, o.level, x, y, vx, vy, segs, o.over)
                    else:
                        slide_floor(w, *self._clear_of_planks(x, y), vx, vy, segs)
                    _segments(self._path_of(o), w, segs, self.clock, math.hypot(vx, vy))
        return super()._finish()


def trace(world: World, pucks: list[Puck], board: int, yaw: float, elev: float, speed: float, spin: float,
          ) -> tuple[Final, bool, list[Final], dict[int, _Path]]:
    """`contact.simulate` with paths: (thrown final, bounced, finals, paths by puck; -1 the thrown)."""
    arcs: list[Arc] = []
    contact, bounced, x, y, vx, vy = settle(world, release(world, board, yaw, elev, speed), arcs)
    finals: list[Final] = [(BOARD if b >= 0 else GROUND, b, px, py) for b, px, py in pucks]
    thrown = _Path()
    hit = near_flight(world, pucks, arcs) if pucks else None
    if hit is not None:
        k, t = hit
        t = max(0.0, t - 2 * DT)
        ax, ay, az, avx, avy, avz, _ = arcs[k]
        was = bounced_before(world, arcs, k)
        t0 = _arcs(thrown, arcs[:k + 1], 0.0, t)
        state = (ax + avx * t, ay + avy * t, az + avz * t - G * t * t / 2, avx, avy, avz - G * t)
        st = _Tracer(world, pucks, t0, thrown)
        final, finals, bounced = st.run(None, state, spin, was)
        return final, bounced, finals, {-1: thrown, **st.paths}
    t0 = _arcs(thrown, arcs, 0.0)
    if contact[0] == "hole":
        h = world.holes[contact[1]]
        return (h[3], h[4], x, y), bounced, finals, {-1: thrown}
    if contact[0] == "jackpot":
        return (JACKPOT, NOWHERE, x, y), bounced, finals, {-1: thrown}
    segs: list[Segment] = []
    final = slide(world, contact, x, y, vx, vy, segs)
    from .contact import meets

    if not pucks or not meets(world, pucks, segs):
        _segments(thrown, world, segs, t0, math.hypot(vx, vy))
        return final, bounced, finals, {-1: thrown}
    level = contact[1] if contact[0] == "plank" else -1
    st = _Tracer(world, pucks, t0, thrown)
    final, finals, bounced = st.run(level, (x, y, 0.0, vx, vy, 0.0), spin, bounced)
    return final, bounced, finals, {-1: thrown, **st.paths}


def _decimate(path: _Path) -> list[Frame]:
    fr = path.frames
    gap = 1 / FPS
    while True:
        out, last = [], -math.inf
        for i, f in enumerate(fr):
            if i in path.keys or i == len(fr) - 1 or f[0] - last >= gap:
                out.append(f)
                last = f[0]
        if len(out) <= MAX_FRAMES or gap > 1.0:
            return out
        gap *= 1.5
        path.keys = {0, len(fr) - 1}  # too many landings: keep the time grid only


def _mm(frames: list[Frame]) -> list[list[int]]:
    out: list[list[int]] = []
    for f in frames:
        q = [round(f[0] * 1000), round(f[1] * 1000), round(f[2] * 1000), round(f[3] * 1000)]
        if out and out[-1][1:] == q[1:]:
            if q[0] == out[-1][0]:
                continue  # the same frame twice
            if len(out) > 1 and out[-2][1:] == q[1:]:
                out[-1] = q  # still at rest: one frame for the whole wait
                continue
        out.append(q)
    return out


def motion(state: TrigonoState) -> dict[str, Any] | None:
    """The last throw's paths, JSON-ready, or None (no simulated throw was the last action).

    {"ply", "seat", "board", "aim": [yaw, elev, speed, spin] (the aim, before the noise),
     "before": [[board, x, y], ...] (mm: the pucks lying before the throw),
     "paths": [{"puck": index into before or -1 (the thrown puck), "end": kind name, "board",
                "frames": [[t ms, x mm, y mm, z mm], ...], "placed"?: true}]}
    The last frame of a puck left lying is its place in the view's `pucks`; of a puck in a
    hole, its place over the hole (below the plank's top). "placed": a puck that dropped into a
    hole after bouncing on the ground, put on the ground in front of that board [R-TG3].
    """
    if not state.history or not isinstance(state.history[-1], N.Throw) or state.history[-1].aim is None:
        return None
    done = state.history[-1]
    assert done.aim is not None and done.rest is not None
    from .rules import TrigonoState

    before = state.game.new_game(state.seed)
    assert isinstance(before, TrigonoState)
    for a in state.history[:-1]:
        before.apply(a)
    assert isinstance(before.pucks, list)
    g, p = state.game, before.player
    w = g.world
    board = before.board_of[p]
    rng = derive(before.seed, "trigono", "throw", len(before.history))
    aim = done.aim
    actual = noisy(rng, SKILLS[g.skills[p]], aim.yaw, aim.elev, aim.speed, aim.spin)
    lying = [(b, x / 1000, y / 1000) for b, x, y in before.pucks]
    thrown, bounced, finals, paths = trace(w, lying, board, *actual)
    for i, ((b, bx, by), (kind, fb, fx, fy)) in enumerate(zip(before.pucks, finals, strict=True)):
        same = (kind, fb, round(fx * 1000), round(fy * 1000)) == (BOARD if b >= 0 else GROUND, b, bx, by)
        if i not in paths and not same:
            paths[i] = _Path()  # moved without speed (pymunk's position correction): a short step
            z = w.z_top if b >= 0 else 0.0
            paths[i].add(0.0, bx / 1000, by / 1000, z, key=True)
            paths[i].add(DT, fx, fy, z, key=True)
    # what the engine made of this simulation (as `TrigonoState._simulate` does): must be the record
    knocks = [(b, kind, fb, 1) for (b, _, _), (kind, fb, _, _) in zip(lying, finals, strict=True)
              if b >= 0 and not (kind == BOARD and fb == b)]
    result = outcome(thrown[:2], bounced, knocks)
    if result != done.result:
        return None
    res = resolve(before.hands, before.on_board, before.ground, p, result)
    # where the engine records the pucks left lying (`rules.record_rest`): must be the record
    from .rules import record_rest

    rest = record_rest(w, lying, finals, thrown, board, result, res)
    if tuple(sorted(rest)) != done.rest:
        return None
    # which recorded place is whose: the same order as `record_rest` builds it
    def kept(fb: int) -> bool:
        return not (fb in res.boards_collected or (fb < 0 and res.ground_collected))

    order = [i for i, (b, lx, ly) in enumerate(lying) if finals[i][0] in (BOARD, GROUND)
             and finals[i][1:] == (b, lx, ly) and kept(finals[i][1])]
    order += [i for i, (b, lx, ly) in enumerate(lying) if finals[i][0] in (BOARD, GROUND)
              and finals[i][1:] != (b, lx, ly) and kept(finals[i][1])]
    if thrown[0] in (BOARD, GROUND) and kept(thrown[1]):
        order.append(-1)
    recorded = dict(zip(order, rest, strict=False))
    placed_at = rest[-1] if result.bounced and kept(-1) else None
    for i, (b, bx, by) in enumerate(before.pucks):  # moved by the rounding alone: a short step
        q = recorded.get(i)
        if i not in paths and q is not None and q != (b, bx, by):
            paths[i] = _Path()
            z = w.z_top if b >= 0 else 0.0
            paths[i].add(0.0, bx / 1000, by / 1000, z, key=True)
    out = []
    for i in sorted(paths):
        kind, fb, x, y = thrown if i < 0 else finals[i]
        frames = _decimate(paths[i])
        placed = False
        if kind in (BIG, SMALL, JACKPOT):  # it drops in: its centre sinks towards the hole's
            cx, cy = (0.0, 0.0) if kind == JACKPOT else next(h[:2] for h in w.holes if h[3:] == (kind, fb))
            frames.append((frames[-1][0] + 0.15, (x + cx) / 2, (y + cy) / 2, -w.params.puck_thickness))
            if i < 0 and placed_at is not None:  # taken out and put on the ground in front of that board [R-TG3]
                kind, fb, x, y, placed = GROUND, NOWHERE, placed_at[1] / 1000, placed_at[2] / 1000, True
                frames.append((frames[-1][0] + 0.4, x, y, 0.0))
        else:
            if i in recorded:  # its recorded place (to the mm, clear of every other puck)
                x, y = recorded[i][1] / 1000, recorded[i][2] / 1000
            last = frames[-1]
            if abs(last[1] - x) + abs(last[2] - y) > 1e-9:  # the exact final (e.g. cleared of a plank)
                frames.append((last[0] + DT, x, y, w.z_top if kind == BOARD else 0.0))
            else:
                frames[-1] = (last[0], x, y, w.z_top if kind == BOARD else 0.0)
        entry: dict[str, Any] = {"puck": i, "end": KIND_NAMES[kind], "board": fb,
                                 "frames": _mm(frames)}
        if placed:
            entry["placed"] = True
        out.append(entry)
    return {"ply": len(before.history), "seat": p, "board": board,
            "aim": [aim.yaw, aim.elev, aim.speed, aim.spin],
            "before": [list(q) for q in before.pucks], "paths": out}
