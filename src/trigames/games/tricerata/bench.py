"""Tricérata against OpenSpiel's C++ oware on any configuration (the same driver as `trigames bench`).

`trigames bench tricerata` measures the default board; this measures others, e.g.
`python -m trigames.games.tricerata.bench 6 stones=3`. Both sides run in alternating slices
(so both see the same machine load); figures are decision steps per second.
"""

from __future__ import annotations

import statistics
from typing import Any


def bench_vs_oware(seconds: float = 6.0, *, slices: int = 6, **options: Any) -> dict[str, Any]:
    """Median slice of each side, and their ratio."""
    from trigames import bench as B

    players = options.pop("players", 2)
    per = seconds / (2 * slices)
    ours, theirs = [], []
    for _ in range(slices):
        ours.append(B.bench_trigames("tricerata", per, 1, players, **options)["steps_per_s"])
        if B.openspiel_available():
            theirs.append(B.bench_openspiel("oware", per, 1)["steps_per_s"])
    a = statistics.median(ours)
    out: dict[str, Any] = {"tricerata steps/s": round(a), "config": {"players": players, **options}}
    if theirs:
        b = statistics.median(theirs)
        out.update({"oware (C++) steps/s": round(b), "ratio": round(a / b, 3)})
    return out


if __name__ == "__main__":  # python -m trigames.games.tricerata.bench [seconds] [option=value ...]
    import sys

    opts: dict[str, Any] = dict(arg.split("=", 1) for arg in sys.argv[2:])
    print(bench_vs_oware(float(sys.argv[1]) if len(sys.argv) > 1 else 6.0, **opts))
