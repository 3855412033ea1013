"""`trigames trigono-knocks`: how often throws move, hole or knock off lying pucks in simulated
matches, and how often an aimed knock sends a lying puck into the big hole."""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

import numpy as np

from .resolution import BOARD, GROUND, HOLES


def match_counts(matches: int = 1000, agents: str = "target,target", skill: str = "club", seed: int = 0,
                 **agent_params: Any) -> Counter[str]:
    """Play `matches` two-player matches (seats rotating) and count, over every simulated throw,
    those that moved a lying plank puck, knocked one into a hole, knocked one off the plank."""
    from trigames.core import RandomAgent, UnknownAgentError

    from . import Trigono

    game: Any = Trigono(players=2, skill=skill)
    factories = {"random": RandomAgent, **game.bots}  # this package imports only the core
    count: Counter[str] = Counter()

    def watch(lying: list[tuple[int, float, float]], sim: Any) -> None:
        count["throws"] += 1
        board = [(q, f) for q, f in zip(lying, sim.finals, strict=True) if q[0] >= 0]
        count["throws with pucks on a plank"] += bool(board)
        count["contact phase"] += sim.contact
        count["moved a lying puck"] += any(math.hypot(f[2] - q[1], f[3] - q[2]) > 0.002 or f[0] != BOARD
                                           for q, f in board)
        count["knocked one into a hole"] += any(f[0] in HOLES for _, f in board)
        count["knocked one off the plank"] += any(f[0] == GROUND for _, f in board)

    game.on_throw = watch
    names = agents.split(",")
    for n in names:
        if n not in factories:
            raise UnknownAgentError(f"no agent {n!r} here; choose from: {', '.join(sorted(factories))}")
    for m in range(matches):
        order = names if m % 2 == 0 else names[::-1]
        bots = [factories[n](game, i, seed * 7919 + m * 2 + i, **(agent_params if n == "montecarlo" else {}))
                for i, n in enumerate(order)]
        s = game.new_game(seed + m)
        while not s.is_terminal():
            p = s.current_player()
            s.apply(bots[p].act(s.view(p), s.legal_actions()))
    return count


def knock_spot(world: Any, distance: float) -> tuple[float, float]:
    """Where "a puck lying `distance` m in front of the big hole" lies (board 0): on the line from
    the thrower to the hole's centre, `distance` from that centre, or as far as the plank allows
    (the whole disc on the plank: its centre one radius inside the base edge). The big hole's
    centre is only 16 cm from the base edge, so the issue's 20 cm is 13.25 cm."""
    hx, hy = world.holes[0][:2]
    tx, ty = world.throwers[0]
    d = math.hypot(hx - tx, hy - ty)
    ux, uy = (tx - hx) / d, (ty - hy) / d
    pl = world.planks[0]
    lo, hi = 0.0, distance
    for _ in range(50):  # the farthest point of the line (up to `distance`) whose disc is on the plank
        mid = (lo + hi) / 2
        if pl.local(hx + mid * ux, hy + mid * uy)[1] >= world.r:
            lo = mid
        else:
            hi = mid
    k = distance if pl.local(hx + distance * ux, hy + distance * uy)[1] >= world.r else lo
    return hx + k * ux, hy + k * uy


def _smooth(a: np.ndarray, sd: float, axis: int) -> np.ndarray:
    """`a` convolved along `axis` with a Gaussian of `sd` cells (zeros beyond the edges)."""
    r = max(1, int(4 * sd + 0.5))
    k = np.exp(-0.5 * (np.arange(-r, r + 1) / max(sd, 1e-9)) ** 2)
    k /= k.sum()
    a = np.moveaxis(a, axis, -1)
    pad = np.zeros((*a.shape[:-1], r))
    b = np.concatenate([pad, a, pad], axis=-1)
    out = sum(k[i] * b[..., i: i + a.shape[-1]] for i in range(2 * r + 1))
    return np.moveaxis(np.asarray(out), -1, axis)


def knock_grid(world: Any, puck: tuple[float, float], skill: Any, goal: int = 0, yaws: float = 2.25,
               elevs: tuple[float, float] = (-10.0, 30.0), speeds: tuple[float, float] = (3.6, 7.0),
               ) -> list[tuple[float, tuple[float, float, float, float]]]:
    """Aims at a lying `puck` (board 0) ranked by their chance, under `skill`'s execution noise, to
    send it into hole `goal`. Every aim of a grid (yaw ±`yaws`° around the puck's bearing by
    0.25°, elevation by 0.5°, speed by 0.02 m/s, spin 15 rad/s) is simulated once without noise;
    the chance of an aim is then the success indicator smoothed by the noise's Gaussian (a
    convolution along each axis: the noise is independent per axis; spin noise is ignored, it
    hardly matters in a knock). Cheap (most grid aims never touch the puck and stay analytic) and
    it finds the narrow bands of speed where the hop lands just in front of the puck."""
    from .contact import simulate
    from .resolution import BIG, SMALL

    tx, ty = world.throwers[0]
    bearing = math.degrees(math.atan2(puck[0] - tx, puck[1] - ty))
    ys = [bearing + 0.25 * i for i in range(-round(yaws / 0.25), round(yaws / 0.25) + 1)]
    es = [elevs[0] + 0.5 * i for i in range(round((elevs[1] - elevs[0]) / 0.5) + 1)]
    vs = [speeds[0] + 0.02 * i for i in range(round((speeds[1] - speeds[0]) / 0.02) + 1)]
    kind, board = world.holes[goal][3], world.holes[goal][4]
    ok = np.zeros((len(ys), len(es), len(vs)))
    for i, y in enumerate(ys):
        for j, e in enumerate(es):
            for k, v in enumerate(vs):
                f = simulate(world, [(0, *puck)], 0, y, e, v, 15.0).finals[0]
                ok[i, j, k] = f[0] == kind and f[0] in (BIG, SMALL) and f[1] == board
    mid = (speeds[0] + speeds[1]) / 2
    sm = _smooth(ok, skill.yaw / 0.25, axis=0)
    sm = _smooth(sm, skill.elev / 0.5, axis=1)
    sm = _smooth(sm, skill.speed * mid / 0.02, axis=2)
    order = np.argsort(sm.ravel())[::-1]
    out = []
    for n in order[:40]:
        i, j, k = np.unravel_index(n, sm.shape)
        out.append((float(sm[i, j, k]), (round(ys[i], 2), es[j], round(vs[k], 2), 15.0)))
    return out


def aimed_knock(throws: int = 2000, skill: str = "expert", distance: float = 0.20, seed: int = 0,
                search: int = 300, keep: int = 6) -> dict[str, Any]:
    """An aimed knock at a puck lying `distance` m in front of the big hole (`knock_spot`): the
    `keep` best aims of `knock_grid` (spread out: no two within 1° and 0.1 m/s) are thrown
    `search` times with noise, the best of them is measured on `throws` fresh noisy throws."""
    from .aiming import SKILLS, noisy
    from .contact import simulate
    from .geometry import Params, World
    from .resolution import BIG

    w = World(Params(), 1)
    q = knock_spot(w, distance)
    sk = SKILLS[skill]

    def rate(aim: tuple[float, float, float, float], n: int, rng: random.Random) -> float:
        hits = sum(simulate(w, [(0, *q)], 0, *noisy(rng, sk, *aim)).finals[0][0] == BIG for _ in range(n))
        return hits / n

    cands: list[tuple[float, float, float, float]] = []
    for _, a in knock_grid(w, q, sk):
        if all(abs(a[1] - b[1]) > 1.0 or abs(a[2] - b[2]) > 0.1 or abs(a[0] - b[0]) > 0.5 for b in cands):
            cands.append(a)
    scored = sorted(((rate(a, search, random.Random(seed)), a) for a in cands[:keep]), reverse=True)
    best = scored[0][1]
    hits = rate(best, throws, random.Random(seed + 1))
    half = 1.96 * math.sqrt(max(hits * (1 - hits), 1e-12) / throws)
    hx, hy = w.holes[0][:2]
    return {"puck": (round(q[0], 4), round(q[1], 4)), "from_centre": round(math.hypot(q[0] - hx, q[1] - hy), 4),
            "aim": best, "skill": skill, "knocked_in": hits, "ci": (hits - half, hits + half), "throws": throws}


def knocks(matches: int = 1000, agents: str = "target,target", skill: str = "club", seed: int = 0,
           knock_throws: int = 2000, distance: float = 0.20) -> None:
    """Count knocks over MATCHES two-player matches of AGENTS at SKILL, then measure an aimed
    knock (expert, KNOCK_THROWS throws) at a puck lying DISTANCE m in front of the big hole's
    centre on the line of throw, or as far as the plank allows (13.25 cm by default geometry)."""
    if matches:
        c = match_counts(matches, agents, skill, seed)
        print(f"{matches} matches {agents} ({skill}):")
        for k, n in c.items():
            print(f"  {k}: {n}")
    if knock_throws:
        r = aimed_knock(knock_throws, distance=distance)
        lo, hi = r["ci"]
        print(f"aimed knock ({r['skill']}) at a puck at {r['puck']} ({100 * r['from_centre']:.2f} cm in front of "
              f"the big hole's centre), aim {r['aim']}: {100 * r['knocked_in']:.1f} % of {r['throws']} throws "
              f"knock it in (95 % interval {100 * lo:.1f}–{100 * hi:.1f} %)")


__all__ = ["GROUND", "aimed_knock", "knock_grid", "knock_spot", "knocks", "match_counts"]
