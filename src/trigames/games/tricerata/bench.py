"""Random playouts of Tricérata against OpenSpiel's C++ oware, same driver, one process.

The two are run in alternating slices (so both see the same machine load); the figure is
decision steps per second: one `legal_actions()`, one `rng.choice`, one `apply()` each.
"""

from __future__ import annotations

import random
import time
from typing import Any


def tricerata_steps(seconds: float, seed: int = 0, **options: Any) -> tuple[int, float]:
    import trigames

    game = trigames.make("tricerata", players=options.pop("players", 2), **options)
    rng = random.Random(seed)
    steps = 0
    t0 = time.perf_counter()
    g = 0
    while time.perf_counter() - t0 < seconds:
        state = game.new_game(g)
        g += 1
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
    return steps, time.perf_counter() - t0


def oware_steps(seconds: float, seed: int = 0) -> tuple[int, float]:
    import pyspiel

    game = pyspiel.load_game("oware")
    rng = random.Random(seed)
    steps = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                outs, probs = zip(*s.chance_outcomes(), strict=True)
                s.apply_action(rng.choices(outs, probs)[0])
            else:
                s.apply_action(rng.choice(s.legal_actions()))
                steps += 1
    return steps, time.perf_counter() - t0


def bench_vs_oware(seconds: float = 6.0, slices: int = 6, **options: Any) -> dict[str, Any]:
    """Steps/s of both, measured in `slices` alternating slices; the median slice of each."""
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        steps, el = tricerata_steps(seconds, **options)
        return {"tricerata steps/s": round(steps / el), "oware steps/s": "open_spiel not installed"}
    ours: list[float] = []
    theirs: list[float] = []
    per = seconds / (2 * slices)
    for i in range(slices):
        s, el = tricerata_steps(per, seed=i, **dict(options))
        ours.append(s / el)
        s, el = oware_steps(per, seed=i)
        theirs.append(s / el)
    a, b = sorted(ours)[slices // 2], sorted(theirs)[slices // 2]
    return {"tricerata steps/s": round(a), "oware (C++) steps/s": round(b), "ratio": round(a / b, 3),
            "config": options or {"rows": 5, "stones": 1, "players": 2}}


if __name__ == "__main__":  # python -m trigames.games.tricerata.bench [seconds]
    import sys

    print(bench_vs_oware(float(sys.argv[1]) if len(sys.argv) > 1 else 6.0))
