"""Shot variety when flat throws leave the hand low (issue 21; an experiment, not the shipped physics).

From 1 m every puck comes down at 4.4 m/s or more, so a low throw lands as steeply as a lob. This
lowers the release with the elevation: CROUCH m at 0° rising to the standing height (the game's
`release_height`) at STAND degrees and above, so lobs are unchanged. Then it runs
`trigono-variety`'s measurement (club) and prints where a 55-degree lob at the big hole ends on an
empty plank.

Usage: python scripts/trigono_crouch_variety.py CROUCH POSITIONS [stand=30] [seed=1] [restitution=0.2 ...]
"""
import sys

from trigames.games.trigono import aiming, contact, physics, trajectory
from trigames.games.trigono.variety import lob_rates, measure, table


def main() -> None:
    crouch = float(sys.argv[1])
    args = dict(a.split("=") for a in sys.argv[3:])
    stand, seed = float(args.pop("stand", 30)), int(args.pop("seed", 1))
    standing = physics.release

    def release(world, board, yaw, elev, speed):  # type: ignore[no-untyped-def]
        x, y, z, vx, vy, vz = standing(world, board, yaw, elev, speed)
        k = min(1.0, max(0.0, elev / stand))
        return x, y, crouch + (z - crouch) * k, vx, vy, vz

    for module in (physics, aiming, contact, trajectory):  # each imported `release` by name
        module.release = release  # type: ignore[attr-defined]
    constants = {k: float(v) for k, v in args.items()}
    results = measure(int(sys.argv[2]), seed, "club", **constants)
    print(f"flat throws released at {crouch:g} m, standing from {stand:g}°; seed {seed}; "
          f"constants {constants or 'as the rules'}")
    print(table(results))
    rates = lob_rates(constants=constants)
    print("a 55° lob at the big hole, empty plank: " + ", ".join(f"{k} {100 * v:.1f} %" for k, v in rates.items()))


if __name__ == "__main__":
    main()
