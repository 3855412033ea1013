"""Benchmarks (`trigames bench`): full simulations of single throws, and the numpy fast path."""

from __future__ import annotations

import time
from typing import Any

import numpy as np


def bench_full(seconds: float = 2.0) -> dict[str, Any]:
    """Throws fully simulated per second (one core), in real positions: seeded 2-player games,
    random menu targets, pucks accumulating on the plank and the ground. Also per second of this
    process's CPU time: on a shared machine that is the per-core figure, wall time is not."""
    import random

    from . import Trigono

    game = Trigono(2)
    rng = random.Random(1)
    state: Any = game.new_game(0)
    n = contacts = 0
    spent = cpu = 0.0
    seed = 0
    while spent < seconds:
        if state.is_terminal():
            seed += 1
            state = game.new_game(seed)
        legal = state.legal_actions()
        action = rng.choice(legal)
        t, c = time.perf_counter(), time.process_time()
        state.apply(action)
        spent += time.perf_counter() - t
        cpu += time.process_time() - c
        if action != "next":
            n += 1
            contacts += len(state.pucks or ()) > 0
    return {"throws_per_s": round(n / spent), "throws_per_cpu_s": round(n / max(cpu, 1e-9)), "throws": n,
            "with_pucks_lying": contacts}


def bench_fast(seconds: float = 2.0) -> dict[str, Any]:
    """Noise samples per second through the vectorised path (noise drawn with numpy included),
    club skill, aiming at the big hole with two pucks lying on the plank."""
    from . import Trigono
    from .aiming import SKILLS, TARGET_ELEVATION, aim_at
    from .fast import throws

    game = Trigono(2)
    w = game.world
    skill = SKILLS["club"]
    yaw0, el0, sp0, _ = aim_at(game.params, 1, "row", 0, w.holes[0][0], w.holes[0][1], TARGET_ELEVATION)
    lying = np.array([[0.12, 0.08], [-0.05, 0.30]])
    rng = np.random.default_rng(0)
    chunk = 16384
    n = 0
    t0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        r = rng.standard_normal((3, chunk))
        throws(game.field, 0, yaw0 + r[0] * skill.yaw, el0 + r[1] * skill.elev, sp0 * (1 + r[2] * skill.speed),
               lying)
        n += chunk
    cpu = max(time.process_time() - c0, 1e-9)
    return {"samples_per_s": round(n / (time.perf_counter() - t0)), "samples_per_cpu_s": round(n / cpu), "samples": n}
