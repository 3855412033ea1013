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
            "with_pucks_lying": contacts, "crowded_3_6_pucks": bench_crowded(seconds)}


def crowded_positions(count: int = 120, low: int = 3, high: int = 6, seed: int = 0) -> list[tuple[Any, Any]]:
    """`count` positions of 2-player club `target`–`target` matches (game seeds seed, seed + 1, …)
    where the thrower's plank holds `low`–`high` pucks: (state, the aim `target` plays there)."""
    from . import Trigono
    from . import notation as N

    game = Trigono(2)
    out: list[tuple[Any, Any]] = []
    m = seed
    while len(out) < count:
        state: Any = game.new_game(m)
        m += 1
        while not state.is_terminal() and len(out) < count:
            if state.decision() == "NEXT_ROUND":
                state.apply(N.NEXT)
                continue
            b = state.board_of[state.player]
            target = N.Target("big" if state.on_board[b] >= state.ground else "small")
            if low <= state.on_board[b] <= high:
                out.append((state.clone(), state.aim_of(target)))
            state.apply(target)
    return out


def bench_crowded(seconds: float = 2.0, count: int = 120) -> dict[str, Any]:
    """Full simulations (`contact.simulate`) of club throws at planks holding 3–6 pucks (the
    positions and aims of `target`–`target` matches, fresh noise), per second of CPU time: all of
    them, and those that needed the stepped contact phase."""
    import random

    from .aiming import SKILLS, noisy
    from .contact import simulate

    positions = crowded_positions(count)
    rng = random.Random(1)
    n = stepped = 0
    cpu = cpu_stepped = 0.0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state, aim = positions[n % len(positions)]
        w = state.game.world
        lying = [(b, x / 1000, y / 1000) for b, x, y in state.pucks]
        actual = noisy(rng, SKILLS["club"], aim.yaw, aim.elev, aim.speed, aim.spin)
        c = time.process_time()
        sim = simulate(w, lying, state.board_of[state.player], *actual)
        dt = time.process_time() - c
        cpu += dt
        n += 1
        if sim.contact:
            stepped += 1
            cpu_stepped += dt
    return {"throws_per_cpu_s": round(n / max(cpu, 1e-9)), "stepped_per_cpu_s":
            round(stepped / max(cpu_stepped, 1e-9)), "stepped_share": round(stepped / max(n, 1), 3), "throws": n}


def flag_share(pucks: int, samples: int = 400, positions: int = 60) -> float:
    """Share of club noise samples the fast path flags for the full simulation, for `target`'s aim
    in match positions whose plank holds exactly `pucks` pucks."""
    from .aiming import SKILLS
    from .fast import throws

    skill = SKILLS["club"]
    rng = np.random.default_rng(0)
    flagged = total = 0
    for state, aim in crowded_positions(positions, pucks, pucks, seed=100):
        b = state.board_of[state.player]
        lying = np.array([[x / 1000, y / 1000] for q, x, y in state.pucks if q >= 0], np.float64).reshape(-1, 2)
        r = rng.standard_normal((3, samples))
        res = throws(state.game.field, b, aim.yaw + r[0] * skill.yaw, aim.elev + r[1] * skill.elev,
                     aim.speed * (1 + r[2] * skill.speed), lying)
        flagged += int(res["full"].sum())
        total += samples
    return flagged / total


def bench_fast(seconds: float = 2.0) -> dict[str, Any]:
    """Noise samples per second through the vectorised path (noise drawn with numpy included),
    club skill, aiming at the big hole with two pucks lying on the plank; and the share of samples
    it flags for the full simulation in match positions with 3 and with 6 pucks on the plank."""
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
    return {"samples_per_s": round(n / (time.perf_counter() - t0)), "samples_per_cpu_s": round(n / cpu), "samples": n,
            "flagged_3_pucks": round(flag_share(3), 3), "flagged_6_pucks": round(flag_share(6), 3)}


def _crowded_throws(count: int, seed: int) -> list[Any]:
    """`count` club throws of `target`'s choice at planks holding 3–6 pucks (fresh noise, seeded):
    (world, lying pucks in metres, board, noisy aim)."""
    import random

    from .aiming import SKILLS, noisy

    positions = crowded_positions()
    rng = random.Random(seed)
    out: list[Any] = []
    for i in range(count):
        state, aim = positions[i % len(positions)]
        lying = [(b, x / 1000, y / 1000) for b, x, y in state.pucks]
        out.append((state.game.world, lying, state.board_of[state.player],
                    noisy(rng, SKILLS["club"], aim.yaw, aim.elev, aim.speed, aim.spin)))
    return out


def bench_repeat(repeats: int = 5, count: int = 1200) -> dict[str, Any]:
    """The crowded throws of `bench_crowded` measured steadily on a shared machine: the same
    `count` throws (and the stepped ones among them) simulated `repeats` times, per CPU second
    of the fastest pass (the others lost time to other processes)."""
    from .contact import simulate

    throws = _crowded_throws(count, 1)
    stepped = [t for t in throws if simulate(t[0], t[1], t[2], *t[3]).contact]
    best = best_stepped = float("inf")
    for _ in range(repeats):
        c = time.process_time()
        for w, lying, b, aim in throws:
            simulate(w, lying, b, *aim)
        best = min(best, time.process_time() - c)
        c = time.process_time()
        for w, lying, b, aim in stepped:
            simulate(w, lying, b, *aim)
        best_stepped = min(best_stepped, time.process_time() - c)
    return {"throws_per_cpu_s": round(count / max(best, 1e-9)),
            "stepped_per_cpu_s": round(len(stepped) / max(best_stepped, 1e-9)), "stepped": len(stepped),
            "throws": count}


def outcomes(count: int = 5000, seed: int = 21) -> list[Any]:
    """Where every puck ends (`contact.simulate`: contact, thrown, bounced, finals) for `count`
    crowded match throws and `count` throws into `sanity`'s random fields, to compare two versions
    of the simulation (issue 21: run with each checkout, compare the lists)."""
    import random

    from . import sanity
    from .contact import simulate
    from .geometry import Params, World
    from .resting import places

    out: list[Any] = []
    for w, lying, b, aim in _crowded_throws(count, seed):
        r = simulate(w, lying, b, *aim)
        out.append((r.contact, r.thrown, r.bounced, r.finals))
    rng = random.Random(seed + 4)
    worlds = [World(Params(), 1), World(Params(), 2), World(Params(), 6, "hexagon")]
    for i in range(count):
        world = worlds[i % 3]
        field = sanity.random_field(rng, world, rng.randrange(0, 13), rng.randrange(0, 6))
        lying = [(q, x / 1000, y / 1000) for q, x, y in places(world, field)]
        board, aim = sanity.random_throw(rng, world, lying)
        r = simulate(world, lying, board, *aim)
        out.append((r.contact, r.thrown, r.bounced, r.finals))
    return out
