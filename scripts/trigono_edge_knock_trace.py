"""The MuJoCo cross-check's expert edge knock (`reference.classes`' fifth class) throw by throw in
Trigono and MuJoCo, on `trigames trigono-reference --only base`'s aims (throw i = its throw i).
`list`: per throw both outcomes (thrown/lying), how the thrown puck first met the lying one (the
landing before -> ours "air" rim on its side / "slide" / "top"; MuJoCo "side"/"slant"/"top" by the
contact normal), the hop after the first floor landing (up, along, the y where it is back down at the
lying puck's top), a wrong floor contact (depth off by > 3 mm: MuJoCo's plane–cylinder test on a
spinning disc parallel to the floor). Numbers: full traces. `tilt`: MuJoCo's puck released tilted
1e-4 rad. Then shares and counts per mechanism. `python scripts/trigono_edge_knock_trace.py 1000 list`
(~15 min at load 4), `… 300 tilt`, `… 49 20 48` (+ traces of throws 20 and 48).
"""

from __future__ import annotations

import math
import random
import sys
from collections import Counter
from typing import Any

from trigames.games.trigono import contact
from trigames.games.trigono.aiming import SKILLS, noisy
from trigames.games.trigono.geometry import G, Params, World
from trigames.games.trigono.physics import near_flight
from trigames.games.trigono.reference import NAMES, Reference, _label, classes

NAME = "expert's aimed knock at a puck on the base edge"
LOG: list[str] = []  # the current throw's trace
TOP = 0.022 + 0.010  # the lying puck's top face (plank 22 mm, puck 10 mm)
ZONES = ("before the base edge", "onto the lying puck", "beyond it")


def tilt(q: Any) -> float:
    return math.degrees(math.acos(max(-1.0, min(1.0, 1 - 2 * (q[1] ** 2 + q[2] ** 2)))))


class Traced(contact.Stepper):
    """The stepped phase, logging landings and the lying puck's first motion (nothing else changed)."""

    last: tuple[Any, ...] | None = None  # (knock, lying puck's speed after, landing before)
    clock, first, hit, where = 0.0, None, 0.0, None  # per instance once set

    def run(self, level: Any, state: Any, *a: Any) -> Any:
        LOG.append("  stepped phase from ({:+.3f}, {:+.3f}) z {:.3f}, its times from there:".format(*state[:3]))
        return super().run(level, state, *a)

    def _finish(self) -> Any:
        Traced.last = (self.first, self.hit, self.where)
        return super()._finish()

    def _skip(self, o: Any) -> float:
        self.clock += (t := super()._skip(o))
        return t

    def _land(self, o: Any, what: str, arg: object) -> None:
        vh = math.hypot(*o.body.velocity)
        super()._land(o, what, arg)
        x, y = o.body.position
        LOG.append(f"  +{1000 * self.clock:6.1f} ms  lands on {what:<5} at ({x:+.3f}, {y:+.3f}), vh {vh:.2f} -> "
                   f"{math.hypot(*o.body.velocity):.2f}, vz after {o.vz:+.2f}")
        self.where = self.where if self.hit or self.first or what == "puck" else what
        self.first = self.first or ("top" if what == "puck" else None)

    def _slides(self, dt: float) -> bool:
        self.clock += dt
        o, v = self.bodies[-1], self.bodies[0].body.velocity
        if not self.hit and (v[0] or v[1]):
            self.first, self.hit = self.first or ("air" if o.flying else "slide"), math.hypot(*v)
            (x, y), (vx, vy) = o.body.position, o.body.velocity
            LOG.append(f"  +{1000 * self.clock:6.1f} ms  KNOCK ({self.first}): thrown at ({x:+.3f}, {y:+.3f}) z "
                       f"{o.z:.4f} v ({vx:+.2f}, {vy:+.2f}, {o.vz:+.2f}); lying puck at {self.hit:.2f} m/s")
        return super()._slides(dt)


def ours(w: World, lying: tuple[float, float], aim: tuple[float, ...]) -> dict[str, Any]:
    arcs: list[Any] = []
    Traced.last, contact.Stepper = None, Traced  # type: ignore[misc]
    try:
        sim = contact.simulate(w, [(0, *lying)], 0, *aim, arcs=arcs)
    finally:
        contact.Stepper = Traced.__mro__[1]  # type: ignore[misc]
    t0, where, cut = 0.0, "floor", near_flight(w, [(0, *lying)], arcs)  # the arcs up to the stepped phase
    for k, (x, y, z, vx, vy, vz, T) in enumerate(arcs[: None if cut is None else cut[0]]):
        t0, ex, ey, ez = t0 + T, x + vx * T, y + vy * T, z + vz * T - G * T * T / 2
        where = "floor" if ez < 1e-9 else "plank" if w.plank_at(ex, ey) >= 0 else "edge/side/hole"
        LOG.insert(k, f"  {1000 * t0:7.1f} ms  arc ends at ({ex:+.3f}, {ey:+.3f}) z {ez:.3f} ({where})")
    x, y, z, vx, vy, vz, T = arcs[min(1, len(arcs) - 1)]  # the hop after the first floor landing
    disc = vz * vz - 2 * G * (TOP - z)
    down = y + vy * (vz + math.sqrt(disc)) / G if disc >= 0 and z < 1e-9 else math.nan
    how = Traced.last if Traced.last and Traced.last[0] else None
    how = how and (how[0], how[1], how[2] or where)  # the landing before it, else the analytic arcs' last
    return {"out": (_label((sim.thrown[0], sim.bounced)), NAMES[sim.finals[0][0]]), "how": how,
            "hop": (vz, math.hypot(vx, vy), down)}


class Watch:
    """Stands for `mujoco` in `Reference.throw` (its outcome kept), watching every step."""

    def __init__(self, mj: Any, ref: Reference, tilted: bool) -> None:
        self.mj, self.k, self.on, self.hit, self.where, self.tilted = mj, 0, set(), None, "air", tilted
        self.bad: list[float] = []  # time, depth error, the puck's highest vz in the next 10 ms
        self.hop: list[float] = []  # vz, vh before the first floor landing; after; y where it comes down
        self.prev, m, self.mj_resetData = (0.0, 0.0), ref.model, mj.mj_resetData
        self.p0, self.p1, self.h, self.r = m.ngeom - 2, m.ngeom - 1, m.geom_size[-1][1], m.geom_size[-1][0]
        self.kind = {0: "floor", **{g: "wall" for g in range(m.ngeom - 6, m.ngeom - 2)}, self.p1: "PUCK"}

    def mj_step(self, m: Any, d: Any) -> None:
        if self.k == 0 and self.tilted:
            d.qpos[3:7] = [math.cos(5e-5), math.sin(5e-5), 0.0, 0.0]
        self.mj.mj_step(m, d)
        self.k += 1
        t, q, v, now, on = self.k * m.opt.timestep, d.qpos, d.qvel, set(), self.on
        az = d.geom_xmat[self.p0][8]
        depth = d.geom_xpos[self.p0][2] - self.h * abs(az) - self.r * math.sqrt(max(0.0, 1 - az * az))
        for c in d.contact[: d.ncon]:
            if self.p0 in (c.geom1, c.geom2):
                other = c.geom2 if c.geom1 == self.p0 else c.geom1
                now.add(self.kind.get(other, "plank"))
                if other == self.p1 and self.hit is None:
                    self.hit = [t, abs(c.frame[2]), self.where]
                if other == 0 and not self.bad and abs(c.dist - depth) > 0.003:
                    self.bad = [t, c.dist - depth, 0.0]
        hop, prev, self.prev, self.on = self.hop, self.prev, (v[2], math.hypot(v[0], v[1])), now
        if (not hop and "floor" in now) or (len(hop) == 2 and "floor" not in now):
            hop += prev if not hop else self.prev
        elif len(hop) == 4 and v[2] < 0 and q[2] - self.h < TOP:
            hop.append(q[1])
        if self.bad and t - self.bad[0] < 0.01:
            self.bad[2] = max(self.bad[2], v[2])
        for s in sorted(now - on):
            self.where = s if s in ("floor", "plank") and self.hit is None else self.where
            if sum("touches" in line for line in LOG) < 12:
                LOG.append(f"  {1000 * t:7.1f} ms  touches {s:<5} at ({q[0]:+.3f}, {q[1]:+.3f}) z {q[2]:.4f}, v "
                           f"({v[0]:+.2f}, {v[1]:+.2f}, {v[2]:+.2f}), tilt {tilt(q[3:7]):.0f}°")
        if self.k % 20 == 0 and math.hypot(q[0] - q[7], q[1] - q[8]) < 0.15 and q[2] < 0.15 and len(LOG) < 80 \
                and (self.hit is None or t - self.hit[0] < 0.1):
            LOG.append(f"  {1000 * t:7.1f} ms    thrown ({q[0]:+.3f}, {q[1]:+.3f}, {q[2]:.4f}) v ({v[0]:+.2f}, "
                       f"{v[1]:+.2f}, {v[2]:+.2f}) tilt {tilt(q[3:7]):3.0f}° | lying ({q[7]:+.3f}, {q[8]:+.3f}, "
                       f"{q[9]:.4f}) v ({v[6]:+.2f}, {v[7]:+.2f}, {v[8]:+.2f}) tilt {tilt(q[10:14]):3.0f}°")


def theirs(ref: Reference, lying: tuple[float, float], aim: tuple[float, ...], tilted: bool) -> dict[str, Any]:
    ref.mj = watch = Watch(mujoco := ref.mj, ref, tilted)
    try:
        mo, ml = ref.throw(aim, lying)  # type: ignore[arg-type]
    finally:
        ref.mj = mujoco
    h, b = watch.hit, watch.bad
    if b:
        LOG.insert(0, f"  {1000 * b[0]:7.1f} ms  WRONG FLOOR DEPTH (by {1000 * b[1]:+.1f} mm), vz after {b[2]:+.2f}")
    how = None if h is None else (h[2], "side" if h[1] < 0.3 else "slant" if h[1] < 0.8 else "top", h[1])
    return {"out": (_label(mo), NAMES[ml[0]]), "how": how, "bad": b, "hop": watch.hop}


def main(throws: int, words: list[str]) -> None:
    w = World(Params(), 1)
    ref, (aim, lying, own) = Reference(w), classes(w)[NAME]
    show = {int(s) for s in words if s.isdigit()}
    rng = random.Random(f"0/{NAME}")  # `reference.compare`'s seed scheme (seed 0)
    pairs, shares, hops = Counter(), Counter(), Counter()  # hops: throws without a wrong floor contact
    for i in range(throws):
        a = noisy(rng, SKILLS[own], *aim)
        LOG.clear()
        o, mine = ours(w, lying, a), LOG[:]
        LOG.clear()
        t = theirs(ref, lying, a, "tilt" in words)
        ho = "none" if o["how"] is None else f"{o['how'][2]}->{o['how'][0]} {o['how'][1]:.2f}"
        ht = "none" if t["how"] is None else "{}->{} (nz {:.2f})".format(*t["how"])
        hop = "hop vz {:.2f} vh {:.2f} down at y {:+.3f}".format(*o["hop"])
        if len(t["hop"]) == 5:
            vz0, _, *mh = t["hop"]
            hop += " | mujoco e {:.2f} vz {:.2f} vh {:.2f} down at y {:+.3f}".format(mh[0] / -vz0, *mh)
            for who, (vz, vh, y) in (("ours", o["hop"]), ("mujoco", mh)) if not t["bad"] else ():
                hops.update({(who, ZONES[int(y >= 0) + int(y >= 0.055)]): 1, (who, "vz"): vz, (who, "vh"): vh})
        bad = "floor wrong by {:+.0f} mm, vz {:+.1f}".format(1000 * t["bad"][1], t["bad"][2]) if t["bad"] else ""
        flag = ("wrong floor, " if t["bad"] else "") + ("none" if t["how"] is None else "->".join(t["how"][:2]))
        pairs[(*o["out"], *t["out"], ho.split()[0], flag)] += 1
        for who, (th, ly) in (("ours", o["out"]), ("mujoco", t["out"])):
            shares.update({f"{who} thrown {th}": 1, f"{who} lying {ly}": 1})
        if "list" in words or i in show:
            print(f"{i:4d} aim ({a[0]:+.2f}, {a[1]:+.2f}, {a[2]:.3f}, {a[3]:.1f}) ours {'/'.join(o['out'])} [{ho}] "
                  f"| mujoco {'/'.join(t['out'])} [{ht}] {bad}\n       {hop}")
        if i in show:
            print("  -- trigono\n" + "\n".join(mine) + "\n  -- mujoco\n" + "\n".join(LOG))
    print(f"\n{throws} throws{' (MuJoCo tilted 1e-4 rad)' if 'tilt' in words else ''}: %  trigono  mujoco")
    for k in sorted({k.split(" ", 1)[1] for k in shares}):
        print(f"  {k:<22}{100 * shares['ours ' + k] / throws:6.1f}{100 * shares['mujoco ' + k] / throws:7.1f}")
    n = sum(hops[("ours", z)] for z in ZONES)
    print(f"the hop after the first floor landing ({n} throws without a wrong floor contact), mean speeds:")
    for who in ("ours", "mujoco"):
        print(f"  {who:<7} up {hops[(who, 'vz')] / max(n, 1):.2f} m/s, along {hops[(who, 'vh')] / max(n, 1):.2f} m/s;"
              " comes down " + ", ".join(f"{z} {hops[(who, z)]}" for z in ZONES))
    print("ours thrown/lying | mujoco thrown/lying | our knock: landing before->contact | mujoco: the same")
    for (a_, b_, c_, e_, f_, g_), k in pairs.most_common():
        print(f"{k:5d}  {a_:>11}/{b_:<6} | {c_:>11}/{e_:<6} | {f_:<12} | {g_}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300, sys.argv[2:])
