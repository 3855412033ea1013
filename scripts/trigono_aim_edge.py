"""How much can choosing the aim gain at equal skill? An upper bound, in pucks per throw.

Plays `target` against `target` (2 players, club), samples positions where a throw is made, and at
each one measures with full simulations (shared noise draws):
  * plain — target's own lob (`aim big` / `aim small`), the baseline;
  * oracle — the best of 96 lobs (each hole × elevation 50/52.5/55/57.5° × rest point −3/0/+3/+7 cm
    along the line of throw × −2/0/+2 cm across it), chosen on the very draws it is scored on
    (so biased upwards: an upper bound on what any choice among those lobs can gain);
  * steadier hand — target's lob thrown with the noise × `factor` (default 0.9).
The mean gain of each over plain, in pucks collected per throw, with its 95 % interval. The match
value of "steadier hand" is measured by scripts/trigono_skill_edge.py, which converts pucks per
throw into share of matches won.

Usage: python scripts/trigono_aim_edge.py [positions=24] [draws=1000] [factor=0.9]
"""
import math
import random
import sys
from multiprocessing import Pool

import numpy as np

import trigames
from trigames.agents import make_agent
from trigames.games.trigono.aiming import SKILLS, aim_at
from trigames.games.trigono.contact import simulate
from trigames.games.trigono.resolution import BOARD, outcome, resolve

GAME = trigames.make("trigono", players=2)
W = GAME.world
SK = SKILLS["club"]
LOBS = {(hole, el, dy, dx): aim_at(GAME.params, 1, W.layout, 0, round(W.holes[hole][0] + dx, 4),
                                   round(W.holes[hole][1] + dy, 4), el)
        for hole in (0, 1) for el in (50, 52.5, 55, 57.5) for dy in (-0.03, 0.0, 0.03, 0.07)
        for dx in (-0.02, 0.0, 0.02)}


def positions(matches: int) -> list[tuple[dict, int]]:
    out = []
    for m in range(matches):
        bots = [make_agent("target", GAME, i, m * 2 + i) for i in range(2)]
        s = GAME.new_game(m)
        while not s.is_terminal():
            p = s.current_player()
            a = bots[p].act(s.view(p), s.legal_actions())
            if getattr(a, "kind", None) in ("big", "small"):
                out.append((s.view(p), 0 if a.kind == "big" else 1))
            s.apply(a)
    return out


def gains(view: dict, aim: tuple[float, ...], r: np.ndarray, f: float = 1.0) -> float:
    """Mean pucks the thrower gains (collected − the thrown one) over the draws `r`."""
    lying = [(b, x / 1000, y / 1000) for b, x, y in view["pucks"]]
    me, total = view["to_move"], 0.0
    for ri in r:
        sim = simulate(W, lying, 0, aim[0] + ri[0] * SK.yaw * f, aim[1] + ri[1] * SK.elev * f,
                       aim[2] * (1 + ri[2] * SK.speed * f), aim[3] + ri[3] * SK.spin * f)
        knocks = [(b, kd, fb, 1) for (b, _, _), (kd, fb, _, _) in zip(lying, sim.finals, strict=True)
                  if b >= 0 and not (kd == BOARD and fb == b)]
        rz = resolve(list(view["hands"]), view["on_board"], view["ground"], me,
                     outcome(sim.thrown[:2], sim.bounced, knocks))
        total += rz.hands[me] - view["hands"][me]
    return total / len(r)


def one(job: tuple[int, dict, int, int, float]) -> tuple[float, float]:
    i, view, hole, draws, factor = job
    r = np.random.default_rng(i).standard_normal((draws, 4))
    plain = gains(view, LOBS[(hole, 55, 0.0, 0.0)], r)
    oracle = max(gains(view, aim, r) for aim in LOBS.values())
    return oracle - plain, gains(view, LOBS[(hole, 55, 0.0, 0.0)], r, factor) - plain


def main() -> None:
    n, draws, factor = (int(sys.argv[1]) if len(sys.argv) > 1 else 24,
                        int(sys.argv[2]) if len(sys.argv) > 2 else 1000,
                        float(sys.argv[3]) if len(sys.argv) > 3 else 0.9)
    pool_of = positions(40)
    picks = random.Random(5).sample(range(len(pool_of)), n)
    with Pool(2) as p:
        res = p.map(one, [(i, *pool_of[i], draws, factor) for i in picks], chunksize=1)
    for name, k in (("oracle (best of 96 lobs, upper bound)", 0), (f"steadier hand (noise x{factor:g})", 1)):
        d = np.array([x[k] for x in res])
        print(f"{name}: {d.mean():+.3f} pucks per throw (95 % interval ±{1.96 * d.std() / math.sqrt(len(d)):.3f})")


if __name__ == "__main__":
    main()
