"""`trigames trigono-reference`: the same throws in MuJoCo (a high-fidelity rigid-body engine,
optional extra `trigames[physics]`) and in Trigono's own simulation, outcome frequencies side by
side.

The MuJoCo scene: the plank is a set of wide convex prisms as thick as the plank (see `_pieces`),
standing on the floor; the room walls are boxes; a puck is a cylinder (diameter, thickness, mass
from the options) on a free joint. Friction as Trigono's
(wood 0.35, floor 0.45, pucks 0.35: MuJoCo takes the larger of two geoms' values; elliptic friction
cones), restitution 0.3 through the contact's damping ratio (calibrated on a flat 6 m/s landing: see
`calibrate`).
A puck is in a hole once its centre is over the hole and its top is below the plank's top face; it
bounced when it touched the floor before.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

from .aiming import SKILLS, aim_at, noisy
from .contact import simulate
from .geometry import Params, World
from .resolution import BIG, BOARD, GROUND, JACKPOT, SMALL

NAMES = {BIG: "big", SMALL: "small", BOARD: "plank", GROUND: "ground", JACKPOT: "jackpot"}


def _damping_ratio(e: float) -> float:
    """Damping ratio of a spring-damper contact that keeps `e` of the normal speed."""
    lg = -math.log(e)
    return lg / math.sqrt(math.pi ** 2 + lg * lg)


def _pieces(world: World, step: float = 15.0) -> list[list[tuple[float, float]]]:
    """The plank's top face (holes and notch cut out) as wide convex polygons in world x, y (thin
    slivers would make MuJoCo's convex collision push sideways): across the plank, bands between
    the holes; around each hole, a rectangle cut into `step`° sectors outside the hole's polygon,
    with a trapezoid either side. The apex notch is cut straight at its depth on the axis."""
    pl = world.planks[0]
    half, h = world.params.plank_side / 2, world.height

    def hw(v: float) -> float:
        return half * (1 - v / h)

    def trap(v0: float, v1: float, a0: float, a1: float, b0: float, b1: float) -> list[tuple[float, float]]:
        return [pl.world(a0, v0), pl.world(b0, v0), pl.world(b1, v1), pl.world(a1, v1)]

    out = []
    v = 0.0
    for hx, hy, rad, _, _ in sorted((hh for hh in world.holes if hh[4] == 0), key=lambda hh: hh[1]):
        cv = pl.local(hx, hy)[1]
        sv, su = rad + 0.015, rad + 0.008  # the rectangle around the hole
        lo, hi = cv - sv, cv + sv
        out.append(trap(v, lo, -hw(v), -hw(lo), hw(v), hw(lo)))
        out.append(trap(lo, hi, -hw(lo), -hw(hi), -su, -su))  # left of the rectangle
        out.append(trap(lo, hi, su, su, hw(lo), hw(hi)))
        n = round(360 / step)
        for k in range(n):
            t0, t1 = math.radians(k * step), math.radians((k + 1) * step)

            def edge(t: float, su: float = su, sv: float = sv, cv: float = cv) -> tuple[float, float]:
                c, s_ = math.cos(t), math.sin(t)
                m = min(su / abs(c) if abs(c) > 1e-12 else math.inf, sv / abs(s_) if abs(s_) > 1e-12 else math.inf)
                return m * c, cv + m * s_

            poly = [(rad * math.cos(t0), cv + rad * math.sin(t0)), edge(t0)]
            for cu, cvv in ((su, cv + sv), (-su, cv + sv), (-su, cv - sv), (su, cv - sv)):  # corners inside
                ang = math.atan2(cvv - cv, cu) % (2 * math.pi)
                if t0 < ang < t1:
                    poly.append((cu, cvv))
            poly += [edge(t1), (rad * math.cos(t1), cv + rad * math.sin(t1))]
            out.append([pl.world(u, vv) for u, vv in poly])
        v = hi
    top = h - world.notch
    out.append(trap(v, top, -hw(v), -hw(top), hw(v), hw(top)))
    return out


def scene(world: World) -> str:
    """MJCF text for board 0 of `world`: the plank as convex prisms, the floor, walls, 2 pucks."""
    p = world.params
    zt = world.z_top
    pieces = _pieces(world)
    meshes = "".join(
        f'<mesh name="m{i}" vertex="' + " ".join(f"{x:.5f} {y:.5f} {z}" for z in (0.0, zt) for x, y in poly) + '"/>'
        for i, poly in enumerate(pieces))
    x0, x1, y0, y1 = world.bounds
    # MuJoCo's soft contact is not a linear spring: the closed-form ratio (0.358 for e = 0.3) keeps
    # 0.35 of a 6 m/s flat landing; 0.42 × that ratio / 0.358 keeps 0.30 (measured with `calibrate`)
    zeta = _damping_ratio(p.restitution) * 0.42 / 0.3584
    sol = f'solref="0.002 {zeta:.4f}" solimp="0.99 0.999 0.0005"'
    wood = f'friction="{p.friction_wood} 0.001 0.0001" {sol}'
    plank = "".join(f'<geom type="mesh" mesh="m{i}" {wood}/>' for i in range(len(pieces)))
    walls = "".join(
        f'<geom type="box" pos="{px} {py} 1" size="{sx} {sy} 1" {sol}/>'
        for px, py, sx, sy in (((x0 + x1) / 2, y0 - 0.05, (x1 - x0) / 2, 0.05),
                               ((x0 + x1) / 2, y1 + 0.05, (x1 - x0) / 2, 0.05),
                               (x0 - 0.05, (y0 + y1) / 2, 0.05, (y1 - y0) / 2),
                               (x1 + 0.05, (y0 + y1) / 2, 0.05, (y1 - y0) / 2)))
    r, h, m = world.r, p.puck_thickness / 2, p.puck_mass
    pucks = "".join(
        f'<body name="puck{i}" pos="0 {-3 - i} {0.5 + h}"><freejoint/>'
        f'<geom type="cylinder" size="{r} {h}" mass="{m}" condim="4" {wood}/></body>' for i in range(2))
    return f"""<mujoco>
  <option timestep="0.00025" integrator="implicitfast" cone="elliptic" impratio="10"/>
  <asset>{meshes}</asset>
  <worldbody>
    <geom name="floor" type="plane" size="{x1 - x0} {y1 - y0} 0.1" friction="{p.friction_floor} 0.001 0.0001" {sol}/>
    {plank}
    {walls}
    {pucks}
  </worldbody>
</mujoco>"""


RELEASE_TILT = 1e-4  # radians about the x axis (see `Reference.throw`)


class Reference:
    """A MuJoCo model of board 0 with two pucks: the thrown one and (optionally) one lying."""

    def __init__(self, world: World) -> None:
        import mujoco

        self.mj = mujoco
        self.world = world
        self.model = mujoco.MjModel.from_xml_string(scene(world))
        self.data = mujoco.MjData(self.model)

    def throw(self, aim: tuple[float, float, float, float], lying: tuple[float, float] | None,
              max_time: float = 6.0) -> tuple[tuple[int, bool], tuple[int, bool] | None]:
        """Outcome (kind, bounced) of the thrown puck and of the lying one."""
        from .physics import release

        mj, m, d, w = self.mj, self.model, self.data, self.world
        mj.mj_resetData(m, d)
        h = w.params.puck_thickness / 2
        x, y, z, vx, vy, vz = release(w, 0, aim[0], aim[1], aim[2])
        # released tilted by 0.1 mrad: a spinning disc released exactly flat has its axis off the vertical
        # by rounding only, and MuJoCo's plane-cylinder test takes that rounding-sized vector as the way to
        # the disc's lowest point (the floor contact's depth then wrong by up to a radius: a fifth of the
        # edge knocks flung; docs/trigono.md, "The edge knock, throw by throw")
        d.qpos[0:7] = [x, y, z + h, math.cos(RELEASE_TILT / 2), math.sin(RELEASE_TILT / 2), 0, 0]
        d.qvel[0:6] = [vx, vy, vz, 0, 0, aim[3]]
        if lying is not None:
            d.qpos[7:14] = [lying[0], lying[1], w.z_top + h + 1e-4, 1, 0, 0, 0]
        else:
            d.qpos[7:14] = [w.bounds[0] + 0.2, w.bounds[2] + 0.2, h, 1, 0, 0, 0]
        state = [[-1, False], [-1, False]]
        steps = int(max_time / m.opt.timestep)
        for k in range(steps):
            mj.mj_step(m, d)
            if k % 20:
                continue
            still = True
            for i in range(2):
                if state[i][0] >= 0:
                    continue
                px, py, pz = d.qpos[7 * i: 7 * i + 3]
                hole = w.hole_at(px, py)
                if hole >= 0 and pz + h < w.z_top:
                    state[i][0] = w.holes[hole][3]
                elif pz < h + 0.003 and w.plank_at(px, py) < 0:
                    state[i][1] = True  # on the floor
                if state[i][0] < 0 and math.sqrt(sum(v * v for v in d.qvel[6 * i: 6 * i + 6])) > 0.01:
                    still = False
            if still and k * m.opt.timestep > 0.3:
                break
        out = []
        for i in range(2):
            if state[i][0] < 0:
                px, py, pz = d.qpos[7 * i: 7 * i + 3]
                state[i][0] = BOARD if pz > w.z_top and w.plank_at(px, py) >= 0 else GROUND
            out.append((state[i][0], bool(state[i][1])))
        return out[0], (out[1] if lying is not None else None)


# the expert's best knock at a puck touching the base edge in front of the big hole (13.25 cm from
# its centre: `knocks.knock_spot(world, 0.20)`), found by `knocks.aimed_knock`
EDGE_KNOCK = (0.0, -6.5, 5.68, 15.0)


Class = tuple[tuple[float, float, float, float], tuple[float, float] | None, str | None]


def classes(world: World) -> dict[str, Class]:
    """The aim classes compared: (aim without noise, lying puck or None, skill if not the run's)."""
    from .bots import knock_aim
    from .knocks import knock_spot

    p = world.params
    big, small = world.holes[0][:2], world.holes[1][:2]
    q = (big[0], big[1] - 0.075)  # a puck 7.5 cm in front of the big hole's centre
    return {
        "lob at the big hole": (aim_at(p, 1, "row", 0, *big), None, None),
        "lob at the small hole": (aim_at(p, 1, "row", 0, *small), None, None),
        "knock at a lying puck": (knock_aim(p, 1, "row", 0, q, big, 0.0, 0.0), q, None),
        "slide onto the plank": (aim_at(p, 1, "row", 0, *world.planks[0].world(0.1, 0.3), 10.0), None, None),
        "expert's aimed knock at a puck on the base edge": (EDGE_KNOCK, knock_spot(world, 0.20), "expert"),
    }


def calibrate(vn: float = 6.0, vh: float = 3.0) -> tuple[float, float]:
    """A puck dropped flat on the floor at `vn` m/s, sliding at `vh`: MuJoCo's (restitution, horizontal
    speed after the impact). Trigono's model: (0.3, max(0, vh − μ(1 + e)·vn))."""
    ref = Reference(World(Params(), 1))
    mj, m, d = ref.mj, ref.model, ref.data
    mj.mj_resetData(m, d)
    d.qpos[0:7] = [0.0, -1.0, 0.05, 1, 0, 0, 0]
    d.qvel[0:6] = [0.0, vh, -vn, 0, 0, 0]
    d.qpos[7:14] = [-1.6, -4.3, 0.005, 1, 0, 0, 0]
    hit = False
    for _ in range(8000):
        mj.mj_step(m, d)
        hit = hit or d.ncon > 0
        if hit and d.ncon == 0 and d.qvel[2] > 0:
            break
    return float(d.qvel[2] / vn), float(d.qvel[1])


def _label(o: tuple[int, bool]) -> str:
    kind, bounced = o
    return ("bounce " if bounced and kind in (BIG, SMALL) else "") + NAMES[kind]


def compare(throws: int = 2000, skill: str = "club", seed: int = 0, only: str = "") -> dict[str, Any]:
    world = World(Params(), 1)
    ref = Reference(world)
    out: dict[str, Any] = {}
    for name, (aim, lying, own) in classes(world).items():
        if only not in name:
            continue
        rng = random.Random(f"{seed}/{name}")
        ours: Counter[str] = Counter()
        theirs: Counter[str] = Counter()
        for _ in range(throws):
            a = noisy(rng, SKILLS[own or skill], *aim)
            sim = simulate(world, [] if lying is None else [(0, *lying)], 0, *a)
            mo, ml = ref.throw(a, lying)
            ours["thrown " + _label((sim.thrown[0], sim.bounced))] += 1
            theirs["thrown " + _label(mo)] += 1
            if lying is not None and ml is not None:
                ours["lying " + NAMES[sim.finals[0][0]]] += 1
                theirs["lying " + NAMES[ml[0]]] += 1
        out[name] = (aim, own or skill, ours, theirs)
    return out


def reference(throws: int = 2000, skill: str = "club", seed: int = 0, only: str = "") -> None:
    """Throw THROWS noisy aims per class (SKILL, unless the class names its own) in MuJoCo and in
    Trigono's simulation; print the outcome frequencies side by side (needs `pip install
    trigames[physics]`). ONLY: the classes whose name contains it."""
    try:
        import mujoco  # noqa: F401
    except ImportError:
        print("MuJoCo is not installed: pip install 'trigames[physics]'")
        return
    res = compare(throws, skill, seed, only)
    for name, (aim, sk, ours, theirs) in res.items():
        print(f"\n{name}: aim {aim}, {throws} throws ({sk})")
        print(f"  {'outcome':<22}{'trigono':>9}{'mujoco':>9}{'diff':>8}")
        for k in sorted(set(ours) | set(theirs)):
            a, b = 100 * ours[k] / throws, 100 * theirs[k] / throws
            flag = "  <-- > 3 points" if abs(a - b) > 3 else ""
            print(f"  {k:<22}{a:>8.1f}%{b:>8.1f}%{a - b:>+7.1f}{flag}")
