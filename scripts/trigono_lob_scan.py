"""Best lob at each hole of an empty plank (club noise, numpy fast path, 20,000 draws per aim):
elevations 20-80°, rest points shifted along the axis by -8..+5 cm, speeds x0.97-1.03.

Usage: python scripts/trigono_lob_scan.py [skill]
(prints the 3 best aims per hole and `aim big` / `aim small`: rate at the hole aimed
at, the other hole's rate, elevation, shift, speed factor). Shows that no lob beats `aim big` (55°) by
about a point, so montecarlo's edge over target cannot come from better lobs."""
import sys

import numpy as np

import trigames
from trigames.games.trigono.aiming import SKILLS, aim_at
from trigames.games.trigono.fast import throws
from trigames.games.trigono.resolution import BIG, SMALL

g = trigames.make("trigono", players=2)
w, sk = g.world, SKILLS[sys.argv[1] if len(sys.argv) > 1 else "club"]
r = np.random.default_rng(0).standard_normal((20000, 4))
for name, kind, (gx, gy) in (("big", BIG, w.holes[0][:2]), ("small", SMALL, w.holes[1][:2])):
    rows = []
    for elev in (20, 30, 40, 45, 50, 55, 60, 65, 70, 75, 80):
        for dv in (-0.08, -0.05, -0.03, -0.015, 0.0, 0.015, 0.03, 0.05):
            yaw, el, sp, _ = aim_at(g.params, g.boards, w.layout, 0, gx, gy + dv, elev)
            for k in (0.97, 0.99, 1.0, 1.01, 1.03):
                res = throws(g.field, 0, yaw + r[:, 0] * sk.yaw, el + r[:, 1] * sk.elev,
                             sp * k * (1 + r[:, 2] * sk.speed), np.zeros((0, 2)))
                ok = ~res["bounced"]
                hit, other = (ok & (res["kind"] == kind)).mean(), (ok & (res["kind"] == BIG + SMALL - kind)).mean()
                rows.append((round(float(hit), 4), round(float(other), 4), elev, dv, k))
    for row in sorted(rows, reverse=True)[:3]:
        print(name, row)
    print(name, "aim", name, "(55°, no shift, x1):", next(x for x in rows if x[2:] == (55, 0.0, 1.0)))
