"""Drop-test table (issue 21): a puck landing flat on the floor at vn m/s (vertical) while sliding at
vh m/s, in MuJoCo (`reference.calibrate`, the cross-check's scene and contact parameters) and in
Trigono's impact model (restitution e, Coulomb friction impulse μ(1 + e)·vn on the horizontal speed).

    pip install 'trigames[physics]'
    python scripts/trigono_drop_test.py            # markdown table on stdout
"""

from __future__ import annotations

from trigames.games.trigono.geometry import Params
from trigames.games.trigono.reference import calibrate


def main() -> None:
    p = Params()
    e, mu = p.restitution, p.friction_floor
    print("| landing vn (m/s) | sliding vh (m/s) | MuJoCo: restitution | MuJoCo: vh kept (m/s) "
          "| Trigono: restitution | Trigono: vh kept (m/s) |")
    print("|---|---|---|---|---|---|")
    for vn in (1.0, 2.0, 3.0, 4.4, 6.0):
        for vh in (1.0, 2.0, 3.0):
            re_, kept = calibrate(vn, vh)
            ours = max(0.0, vh - mu * (1 + e) * vn)
            print(f"| {vn:g} | {vh:g} | {re_:.2f} | {kept:.2f} | {e:.2f} | {ours:.2f} |")


if __name__ == "__main__":
    main()
