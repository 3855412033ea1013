"""What a steadier hand is worth: `target` against `target` (2 players), one seat's execution noise
scaled by `factor` (club noise × factor: speed, yaw, elevation and spin), seats alternating.
Prints the share of matches the steadier seat wins with its 95 % interval, and both seats' hit
rates on an empty plank, so that hit-rate gains can be read as match points.

Usage: python scripts/trigono_skill_edge.py [factor=0.9] [matches=2000]
"""
import math
import sys
from multiprocessing import Pool

import numpy as np

import trigames
from trigames.agents import make_agent
from trigames.games.trigono import aiming
from trigames.games.trigono.aiming import Skill, aim_at
from trigames.games.trigono.fast import throws
from trigames.games.trigono.resolution import BIG, SMALL

FACTOR = float(sys.argv[1]) if len(sys.argv) > 1 else 0.9
CLUB = aiming.SKILLS["club"]
# the scaled hand takes the "expert" slot for this run only (options name skills, not numbers)
aiming.SKILLS["expert"] = Skill("expert", CLUB.speed * FACTOR, CLUB.yaw * FACTOR, CLUB.elev * FACTOR,
                                CLUB.spin * FACTOR)


def match(m: int) -> int:
    steady = m % 2
    skills = ["club", "club"]
    skills[steady] = "expert"
    game = trigames.make("trigono", players=2, skills=",".join(skills))
    bots = [make_agent("target", game, i, m * 2 + i) for i in range(2)]
    s = game.new_game(m)
    while not s.is_terminal():
        p = s.current_player()
        s.apply(bots[p].act(s.view(p), s.legal_actions()))
    return int(steady in s.outcome().winners)


def rates(skill: Skill) -> str:
    g = trigames.make("trigono", players=2)
    r = np.random.default_rng(0).standard_normal((40000, 3))
    out = []
    for hole, kind in ((0, BIG), (1, SMALL)):
        yaw, el, sp, _ = aim_at(g.params, 1, "row", 0, *g.world.holes[hole][:2])
        res = throws(g.field, 0, yaw + r[:, 0] * skill.yaw, el + r[:, 1] * skill.elev, sp * (1 + r[:, 2] * skill.speed))
        out.append(f"{np.mean(~res['bounced'] & (res['kind'] == kind)):.1%}")
    return f"aim big → big {out[0]}, aim small → small {out[1]}"


def main() -> None:
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    with Pool(2) as pool:
        won = sum(pool.map(match, range(n), chunksize=20))
    share = won / n
    half = 1.96 * math.sqrt(share * (1 - share) / n)
    print(f"noise x{FACTOR:g} wins {won}/{n} = {share:.1%} (95 % interval ±{half:.1%})")
    print("club:", rates(CLUB))
    print(f"club x{FACTOR:g}:", rates(aiming.SKILLS["expert"]))


if __name__ == "__main__":
    main()
