"""Shot variety with a landing that keeps part of the horizontal speed (issue 21; an experiment, not
the shipped physics).

MuJoCo's drop test (docs/trigono.md) keeps 0.10-0.15 of a puck's horizontal speed through landings
where Coulomb's impulse mu(1 + e)vn leaves none. This replaces the simulation's landing impulse by one
that keeps at least KEEP of it, then runs `trigono-variety`'s measurement (seed 1, club) and prints
where a 55-degree lob at the big hole ends on an empty plank.

Usage: python scripts/trigono_landing_variety.py KEEP POSITIONS [restitution=0.2 friction_wood=...]
"""
import math
import sys

from trigames.games.trigono import contact, physics
from trigames.games.trigono.variety import lob_rates, measure, table


def main() -> None:
    keep_at_least = float(sys.argv[1])

    def landing(vx: float, vy: float, dv: float) -> tuple[float, float]:
        sh = math.hypot(vx, vy)
        if sh == 0:
            return 0.0, 0.0
        k = max((sh - dv) / sh, keep_at_least)
        return vx * k, vy * k

    physics.impact_friction = landing  # settle() looks it up in its module at every landing
    contact.impact_friction = landing  # the stepped phase's landings
    constants = {k: float(v) for k, v in (a.split("=") for a in sys.argv[3:])}
    results = measure(int(sys.argv[2]), 1, "club", **constants)
    print(f"landing keeps at least {keep_at_least:g} of the horizontal speed; constants {constants or 'as the rules'}")
    print(table(results))
    rates = lob_rates(constants=constants)
    print("a 55° lob at the big hole, empty plank: " + ", ".join(f"{k} {100 * v:.1f} %" for k, v in rates.items()))


if __name__ == "__main__":
    main()
