"""`trigames trigono-knocks`: how often throws move, hole or knock off lying pucks in simulated
matches, and how often an aimed knock sends a lying puck into the big hole."""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

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


def aimed_knock(throws: int = 2000, skill: str = "expert", distance: float = 0.20, v: float = 0.06, seed: int = 0,
                search: int = 200) -> dict[str, Any]:
    """A puck lies `distance` m from the big hole's centre, `v` m from the base edge (the base edge
    is only 16 cm in front of the hole, so at 20 cm the puck is off the line of throw and the knock
    is a cut). The best knock aim is searched on `search` noisy throws, then measured on `throws`
    fresh ones."""
    from .aiming import SKILLS, noisy
    from .bots import knock_aims
    from .contact import simulate
    from .geometry import Params, World
    from .resolution import BIG

    p = Params()
    w = World(p, 1)
    hx, hy = w.holes[0][:2]
    u = -math.sqrt(max(distance ** 2 - (hy - v) ** 2, 0.0))
    q = w.planks[0].world(u, v)
    sk = SKILLS[skill]

    def rate(aim: tuple[float, float, float, float], n: int, rng: random.Random) -> float:
        hits = sum(simulate(w, [(0, *q)], 0, *noisy(rng, sk, *aim)).finals[0][0] == BIG for _ in range(n))
        return hits / n

    cands = knock_aims(p, 1, "row", 0, q, (hx, hy))
    scored = sorted(((rate(a, search, random.Random(seed)), a) for a in cands), reverse=True)
    best = scored[0][1]
    return {"puck": (round(q[0], 3), round(q[1], 3)), "aim": best, "skill": skill,
            "knocked_in": rate(best, throws, random.Random(seed + 1)), "throws": throws}


def knocks(matches: int = 1000, agents: str = "target,target", skill: str = "club", seed: int = 0,
           knock_throws: int = 2000, distance: float = 0.20, v: float = 0.06) -> None:
    """Count knocks over MATCHES two-player matches of AGENTS at SKILL, then measure an aimed
    knock (expert, KNOCK_THROWS throws) at a puck lying DISTANCE m from the big hole's centre and V m
    from the base edge (0.075 and 0.085: straight in front of the hole)."""
    if matches:
        c = match_counts(matches, agents, skill, seed)
        print(f"{matches} matches {agents} ({skill}):")
        for k, n in c.items():
            print(f"  {k}: {n}")
    if knock_throws:
        r = aimed_knock(knock_throws, distance=distance, v=v)
        print(f"aimed knock ({r['skill']}) at a puck at {r['puck']} towards the big hole, aim {r['aim']}: "
              f"{100 * r['knocked_in']:.1f} % of {r['throws']} throws knock it in")


__all__ = ["GROUND", "aimed_knock", "knocks", "match_counts"]
