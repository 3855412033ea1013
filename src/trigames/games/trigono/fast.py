"""Vectorised (numpy) throws for many noise samples at once.

It follows the analytic model of `physics` step by step: flight to first contact, bounces,
one straight slide on a plank (holes, edges, notch). Pucks that end on the floor are ground
pucks whatever they hit there: exact for the rule outcome, since nothing on the floor can
climb back. Samples it cannot finish exactly are flagged `full` for the full simulation:
the slide passes within reach of a puck lying on a plank, or crosses onto another plank
of the hexagon.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .geometry import G, World
from .physics import SETTLE
from .resolution import BIG, BOARD, GROUND, JACKPOT, NOWHERE

_F = np.float64


class Field:
    """Arrays of a `World`, built once."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.edges = np.array([pl.edges for pl in world.planks], _F)  # (B, 3, 3)
        self.apex = np.array([pl.corners[2] for pl in world.planks], _F)  # (B, 2)
        holes = world.holes
        self.holes = np.array([h[:3] for h in holes], _F).reshape(-1, 3)
        self.hole_kind = np.array([h[3] for h in holes], np.int64)
        self.hole_board = np.array([h[4] for h in holes], np.int64)
        self.B = len(world.planks)
        self.obstacles = [np.array(hp, _F) for hp in world.obstacles]

    def plank_at(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        out = np.full(x.shape, -1, np.int64)
        n2 = self.world.notch ** 2
        for b in range(self.B - 1, -1, -1):
            e = self.edges[b]
            inside = ((e[0, 0] * x + e[0, 1] * y >= e[0, 2]) & (e[1, 0] * x + e[1, 1] * y >= e[1, 2])
                      & (e[2, 0] * x + e[2, 1] * y >= e[2, 2]))
            ax, ay = self.apex[b]
            inside &= (x - ax) ** 2 + (y - ay) ** 2 >= n2
            out[inside] = b
        return out

    def push_out(self, x: np.ndarray, y: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Floor pucks (where `mask`) moved out of the plank outlines they overlap (as `World.push_out`)."""
        for hp in self.obstacles:
            vals = hp[:, 0, None] * x + hp[:, 1, None] * y - hp[:, 2, None]  # (edges, n)
            inside = mask & (vals >= 0).all(axis=0)
            if not inside.any():
                continue
            k = vals.argmin(axis=0)
            d = vals[k, np.arange(len(x))] + 0.001
            x = np.where(inside, x - hp[k, 0] * d, x)
            y = np.where(inside, y - hp[k, 1] * d, y)
        return x, y

    def in_obstacle(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        """Points inside a plank outline grown by the radius (as `World.in_obstacle`)."""
        out = np.zeros(x.shape, bool)
        for hp in self.obstacles:
            inside = np.ones(x.shape, bool)
            for A, B, c in hp:
                inside &= A * x + B * y >= c
            out |= inside
        return out

    def in_triangle(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        """Points inside a plank's triangle (its notch included)."""
        out = np.zeros(x.shape, bool)
        for e in self.edges:
            out |= ((e[0, 0] * x + e[0, 1] * y >= e[0, 2]) & (e[1, 0] * x + e[1, 1] * y >= e[1, 2])
                    & (e[2, 0] * x + e[2, 1] * y >= e[2, 2]))
        return out

    def entry(self, x: np.ndarray, y: np.ndarray, vx: np.ndarray, vy: np.ndarray) -> np.ndarray:
        """Time at which a point moving from (x, y) enters a plank's triangle (inf: never), as
        `physics._entry` over every plank."""
        best = np.full(x.shape, np.inf)
        for e in self.edges:
            lo, hi = np.zeros(x.shape), np.full(x.shape, np.inf)
            inside = np.ones(x.shape, bool)
            entering = np.zeros(x.shape, bool)
            for A, B, c in e:
                val, dn = A * x + B * y - c, A * vx + B * vy
                inside &= val >= 0
                s = -val / np.where(dn != 0, dn, 1.0)
                lo = np.where(dn > 0, np.maximum(lo, s), lo)
                entering |= dn > 0
                hi = np.where(dn < 0, np.minimum(hi, s), np.where((dn == 0) & (val < 0), -1.0, hi))
            ok = entering & ~inside & (lo <= hi)
            best = np.where(ok & (lo < best), lo, best)
        return best

    def tip_off(self, x: np.ndarray, y: np.ndarray, vx: np.ndarray, vy: np.ndarray,
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """A puck tipping off a plank's edge (as `physics.edge_landing`): put one radius + 1 mm
        outside the nearest edge of the grown outline, its speed towards the plank reflected."""
        e = self.world.params.restitution
        for hp in self.obstacles:
            vals = hp[:, 0, None] * x + hp[:, 1, None] * y - hp[:, 2, None]
            inside = (vals >= 0).all(axis=0)
            if not inside.any():
                continue
            k = vals.argmin(axis=0)
            A, B = hp[k, 0], hp[k, 1]
            d = vals[k, np.arange(len(x))] + 0.001
            x, y = np.where(inside, x - A * d, x), np.where(inside, y - B * d, y)
            vn = np.where(inside, np.maximum(vx * A + vy * B, 0.0), 0.0)
            vx, vy = vx - (1 + e) * vn * A, vy - (1 + e) * vn * B
        return x, y, vx, vy

    def hole_at(self, x: np.ndarray, y: np.ndarray, margin: float = 0.0) -> np.ndarray:
        out = np.full(x.shape, -1, np.int64)
        for i in range(len(self.holes) - 1, -1, -1):
            hx, hy, rad = self.holes[i]
            out[(x - hx) ** 2 + (y - hy) ** 2 < (rad - margin) ** 2] = i
        return out


def throws(field: Field, board: int, yaw: np.ndarray, elev: np.ndarray, speed: np.ndarray,
           lying: np.ndarray | None = None) -> dict[str, np.ndarray]:
    """Outcome of the thrown puck for each sample: `kind`, `board` (of the hole or plank),
    `bounced`, `x`, `y`, and `full` (this sample needs the full simulation)."""
    w = field.world
    p = w.params
    e, zt = p.restitution, w.z_top
    n = len(yaw)
    pl = w.planks[board]
    tx, ty = w.throwers[board]
    a = np.radians(yaw)
    ca, sa = np.cos(a), np.sin(a)
    dx, dy = pl.nx * ca - pl.ny * sa, pl.nx * sa + pl.ny * ca
    el = np.radians(elev)
    h = speed * np.cos(el)
    x, y = np.full(n, tx), np.full(n, ty)
    z = np.full(n, p.release_height)
    vx, vy, vz = h * dx, h * dy, speed * np.sin(el)
    kind = np.full(n, -1, np.int64)
    kboard = np.full(n, NOWHERE, np.int64)
    bounced = np.zeros(n, bool)
    on = np.full(n, -1, np.int64)  # plank the slide starts on (-1: floor)
    full = np.zeros(n, bool)
    act = np.arange(n)
    for _ in range(40):
        if act.size == 0:
            break
        X, Y, Z, VX, VY, VZ = x[act], y[act], z[act], vx[act], vy[act], vz[act]
        disc = VZ * VZ + 2 * G * (Z - zt)
        ok = (disc >= 0) & ((zt <= Z) | (VZ > 0))
        t1 = (VZ + np.sqrt(np.maximum(disc, 0))) / G
        px, py = X + VX * t1, Y + VY * t1
        hole = np.where(ok, field.hole_at(px, py), -1)  # centre over a hole: it tips in
        plank = np.where(ok & (hole < 0), field.plank_at(px, py), -1)
        if w.jackpot:
            jack = ok & (hole < 0) & (plank < 0) & (px * px + py * py < w.notch ** 2)
        else:
            jack = np.zeros(act.size, bool)
        floor = (hole < 0) & (plank < 0) & ~jack
        # its disc over a plank's edge, its centre off the face (`physics.edge_landing`)
        edge = ok & floor & field.in_obstacle(px, py)
        tip = np.zeros(act.size, bool)
        if edge.any():
            ei = np.flatnonzero(edge)
            s_in = field.entry(px[ei], py[ei], VX[ei], VY[ei])
            carried = s_in <= w.t_drop
            ci = ei[carried]
            if ci.size:  # carried onto the face: it lands where its centre gets
                sp = np.hypot(VX[ci], VY[ci])
                sc = s_in[carried] + 1e-6 / np.maximum(sp, 1e-9)
                qx, qy = px[ci] + VX[ci] * sc, py[ci] + VY[ci] * sc
                hq = field.hole_at(qx, qy)
                pq = np.where(hq < 0, field.plank_at(qx, qy), -1)
                jq = (hq < 0) & (pq < 0) & (qx * qx + qy * qy < w.notch ** 2) if w.jackpot \
                    else np.zeros(ci.size, bool)
                hole[ci], plank[ci], jack[ci] = hq, pq, jq
                px[ci], py[ci] = qx, qy
                lost = (hq < 0) & (pq < 0) & ~jq
                full[act[ci[lost]]] = True  # (cannot happen: the entry point is on a face)
            ti = ei[~carried]
            notch = field.in_triangle(px[ti], py[ti])
            full[act[ti[notch]]] = True  # through a row plank's notch: left to the full simulation
            tip[ti] = True
            floor = (hole < 0) & (plank < 0) & ~jack & ~tip
        t = t1
        fi = np.flatnonzero(floor)
        if fi.size:
            t = t1.copy()
            t[fi] = (VZ[fi] + np.sqrt(VZ[fi] * VZ[fi] + 2 * G * Z[fi])) / G
        if fi.size:
            px[fi], py[fi] = X[fi] + VX[fi] * t[fi], Y[fi] + VY[fi] * t[fi]
            px[fi], py[fi] = field.push_out(px[fi], py[fi], np.ones(fi.size, bool))
        vzc = VZ - G * t
        # what the analytic arcs do not follow here: a plank's side or a room wall in flight, a
        # lying puck within reach while low (the full simulation decides those samples)
        odd = _side_or_wall(field, X, Y, Z, VX, VY, VZ, t)
        if lying is not None and len(lying):
            odd |= _near_lying(w, lying, X, Y, Z, VX, VY, VZ, t)
        full[act[odd]] = True
        ih = hole >= 0
        kind[act[ih]] = field.hole_kind[hole[ih]]
        kboard[act[ih]] = field.hole_board[hole[ih]]
        kind[act[jack]] = JACKPOT
        bnc = bounced[act] | floor
        bounced[act] = bnc
        VX0, VY0 = VX, VY
        mu = np.where(floor, p.friction_floor, p.friction_wood)
        vn = -vzc
        sh = np.sqrt(VX * VX + VY * VY)
        k = np.maximum(0.0, sh - mu * (1 + e) * vn)
        np.divide(k, sh, out=k, where=sh > 0)
        VX, VY = VX * k, VY * k
        VZ2 = e * vn
        if tip.any():  # tips off the edge: falls on from the face's height, outside, no impact
            ti = np.flatnonzero(tip)
            TX, TY, TVX, TVY = field.tip_off(px[ti], py[ti], VX0[ti], VY0[ti])
            px[ti], py[ti] = TX, TY
            VX[ti], VY[ti] = TVX, TVY
            VZ2[ti] = vzc[ti]
        cont = ~ih & ~jack
        x[act], y[act], vx[act], vy[act] = px, py, VX, VY
        z[act] = np.where(floor, 0.0, zt)
        vz[act] = VZ2
        on[act] = plank
        done = cont & (VZ2 < SETTLE) & ~tip
        fl = act[done & floor]
        kind[fl] = GROUND
        act = act[cont & ~done]
    full[act] = True  # still hopping after 40 bounces: let the full simulation decide
    kind[act] = GROUND
    s = np.flatnonzero(kind == -1)
    _slide(field, s, x, y, vx, vy, on, kind, kboard, full, lying)
    return {"kind": kind, "board": kboard, "bounced": bounced, "x": x, "y": y, "full": full}


def _side_or_wall(field: Field, X: np.ndarray, Y: np.ndarray, Z: np.ndarray, VX: np.ndarray,
                  VY: np.ndarray, VZ: np.ndarray, T: np.ndarray) -> np.ndarray:
    """Arcs that meet a room wall, or a plank's outline (grown by a radius) while lower than its
    top face, before their landing time T."""
    w = field.world
    r, zt = w.r, w.z_top
    x0, x1, y0, y1 = w.bounds
    PX, PY = X + VX * T, Y + VY * T
    odd = (x0 + r > PX) | (x1 - r < PX) | (y0 + r > PY) | (y1 - r < PY)
    for hp in field.obstacles:
        lo, hi = np.zeros(X.shape), np.full(X.shape, np.inf)
        inside = np.ones(X.shape, bool)
        for A, B, c in hp:
            val, dn = A * X + B * Y - c, A * VX + B * VY
            inside &= val >= 0
            s = -val / np.where(dn != 0, dn, 1.0)
            lo = np.where(dn > 0, np.maximum(lo, s), lo)
            hi = np.where(dn < 0, np.minimum(hi, s), np.where((dn == 0) & (val < 0), -1.0, hi))
        zin = Z + VZ * lo - G * lo * lo / 2
        odd |= ~inside & (lo <= hi) & (lo < T) & (zin < zt)
    out: np.ndarray = odd
    return out


def _near_lying(w: World, lying: np.ndarray, X: np.ndarray, Y: np.ndarray, Z: np.ndarray, VX: np.ndarray,
                VY: np.ndarray, VZ: np.ndarray, T: np.ndarray, margin: float = 0.002) -> np.ndarray:
    """Arcs that pass within reach of a puck lying on a plank while lower than its top (as
    `physics.near_flight`)."""
    R2 = (2 * w.r + margin) ** 2
    H = w.z_top + w.params.puck_thickness + margin
    a = VX * VX + VY * VY
    out = np.zeros(X.shape, bool)
    dH = VZ * VZ + 2 * G * (Z - H)
    tH = np.where(dH >= 0, (VZ + np.sqrt(np.maximum(dH, 0))) / G, np.inf)
    for qx, qy in lying:
        fx, fy = X - qx, Y - qy
        c = fx * fx + fy * fy - R2
        bq = fx * VX + fy * VY
        disc = bq * bq - a * c
        sq = np.sqrt(np.maximum(disc, 0))
        sa = np.where(a > 0, a, 1.0)
        t1 = np.where(a > 0, np.maximum((-bq - sq) / sa, 0), 0.0)
        t2 = np.where(a > 0, np.minimum((-bq + sq) / sa, T), T)
        meet = np.where(a > 0, disc > 0, c < 0) & (t1 <= t2)
        low = (Z + VZ * t1 - G * t1 * t1 / 2 < H) | ((tH >= t1) & (tH <= t2))
        out |= meet & low
    return out


def _circle(X: np.ndarray, Y: np.ndarray, DX: np.ndarray, DY: np.ndarray, cx: Any, cy: Any, rad: Any,
            ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    fx, fy = X - cx, Y - cy
    b = fx * DX + fy * DY
    disc = b * b - (fx * fx + fy * fy - rad * rad)
    sq = np.sqrt(np.maximum(disc, 0))
    return disc > 0, -b - sq, -b + sq


def _slide(field: Field, s: np.ndarray, x: np.ndarray, y: np.ndarray, vx: np.ndarray, vy: np.ndarray,
           on: np.ndarray, kind: np.ndarray, kboard: np.ndarray, full: np.ndarray,
           lying: np.ndarray | None) -> None:
    if s.size == 0:
        return
    w = field.world
    a = w.params.friction_wood * G
    X, Y, VX, VY, b = x[s], y[s], vx[s], vy[s], on[s]
    v0 = np.hypot(VX, VY)
    moving = v0 > 1e-9
    safe = np.where(moving, v0, 1.0)
    DX, DY = np.where(moving, VX / safe, 0.0), np.where(moving, VY / safe, 0.0)
    S = v0 * v0 / (2 * a)
    E = field.edges[b]  # (m, 3, 3)
    dn = E[:, :, 0] * DX[:, None] + E[:, :, 1] * DY[:, None]
    val = E[:, :, 0] * X[:, None] + E[:, :, 1] * Y[:, None] - E[:, :, 2]
    s_edge = np.where(dn < 0, np.maximum(val, 0) / np.where(dn < 0, -dn, 1), np.inf)
    s_exit = s_edge.min(axis=1)
    ap = field.apex[b]
    hit, s_in, s_out = _circle(X, Y, DX, DY, ap[:, 0], ap[:, 1], w.notch)
    s_notch = np.where(hit & (s_out > 0), s_in, np.inf)
    s_end = np.minimum(np.minimum(S, s_exit), s_notch)
    best = np.full(s.size, np.inf)
    hole_k = np.full(s.size, -1, np.int64)
    for j in range(2):  # each plank's two holes
        idx = 2 * b + j
        hx, hy, rad = field.holes[idx, 0], field.holes[idx, 1], field.holes[idx, 2]
        hit, s_in, s_out = _circle(X, Y, DX, DY, hx, hy, rad)
        hit &= (s_out > 0) & (s_in < s_end)
        sin0 = np.maximum(s_in, 0)
        t_in = (v0 - np.sqrt(np.maximum(0, v0 * v0 - 2 * a * sin0))) / a
        t_out = (v0 - np.sqrt(np.maximum(0, v0 * v0 - 2 * a * s_out))) / a
        falls = hit & ((s_out >= S) | (t_out - t_in >= w.t_drop))
        # at rest (no motion): over the hole means in it
        falls |= ~moving & ((X - hx) ** 2 + (Y - hy) ** 2 < rad * rad)
        better = falls & (sin0 < best)
        best = np.where(better, np.where(moving, sin0, 0.0), best)
        hole_k = np.where(better, idx, hole_k)
    fell = hole_k >= 0
    s_stop = np.where(fell, best, s_end)
    EX, EY = X + s_stop * DX, Y + s_stop * DY
    need = np.zeros(s.size, bool)
    if lying is not None and len(lying):
        # distance from each lying board puck to the slide segment
        sx, sy = EX - X, EY - Y
        L2 = sx * sx + sy * sy
        for qx, qy in lying:
            tt = np.clip(((qx - X) * sx + (qy - Y) * sy) / np.where(L2 > 0, L2, 1), 0, 1)
            d2 = (X + tt * sx - qx) ** 2 + (Y + tt * sy - qy) ** 2
            need |= d2 < (2 * w.r + 0.001) ** 2
    k = np.where(fell, field.hole_kind[np.maximum(hole_k, 0)], BOARD)
    kb = np.where(fell, field.hole_board[np.maximum(hole_k, 0)], b)
    stopped = ~fell & (s_exit >= S) & (s_notch >= S)
    off = ~fell & ~stopped
    via_notch = off & (s_notch < s_exit)
    if w.jackpot:
        k = np.where(via_notch, JACKPOT, k)
        kb = np.where(via_notch, NOWHERE, kb)
        # crossing a shared edge onto the next plank: not followed here
        qx, qy = EX + DX * 1e-6, EY + DY * 1e-6
        other = off & ~via_notch & (field.plank_at(qx, qy) >= 0)
        need |= other
    k = np.where(off & ~(via_notch & w.jackpot), GROUND, k)
    kb = np.where(k == GROUND, NOWHERE, kb)
    kind[s], kboard[s], x[s], y[s] = k, kb, EX, EY
    full[s] |= need
    assert BIG >= 0
