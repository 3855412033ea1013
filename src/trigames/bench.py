"""Benchmarks: random playouts per game (games/s, decision steps/s), side by side with OpenSpiel.

The driver is the same for both sides: at each decision, list the legal actions, choose one
uniformly with `random.Random`, apply it. OpenSpiel's chance nodes are sampled but not counted
as decisions; trigames has no chance nodes (chance flows from the seed). Figures are medians
over `repeats` runs of `seconds` each, in this one process.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import trigames

# Our game → (OpenSpiel reference game, the ratio the project aims for).
REFERENCES: dict[str, tuple[str, float]] = {
    "triqueta": ("crazy_eights", 1.0),
    "triominos": ("python_block_dominoes", 10.0),
    "tricerata": ("oware", 1.0),
}


def _timed(run_one: Callable[[random.Random], int], seconds: float, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    games = decisions = 0
    t0 = time.perf_counter()
    while True:
        decisions += run_one(rng)
        games += 1
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            return {"games_per_s": games / elapsed, "steps_per_s": decisions / elapsed,
                    "steps_per_game": decisions / games}


def _median(runs: list[dict[str, float]]) -> dict[str, float]:
    return {k: statistics.median(r[k] for r in runs) for k in runs[0]}


def bench_trigames(game_id: str, seconds: float = 2.0, repeats: int = 3, players: int | None = None,
                   **options: Any) -> dict[str, float]:
    """Random playouts of one of our games."""
    game = trigames.make(game_id, players=players, **options)
    counter = [0]

    def run_one(rng: random.Random) -> int:
        counter[0] += 1
        state = game.new_game(counter[0])
        n = 0
        choice = rng.choice
        while not state.is_terminal():
            state.apply(choice(state.legal_actions()))
            n += 1
        return n

    return _median([_timed(run_one, seconds, r) for r in range(repeats)])


def bench_openspiel(name: str, seconds: float = 2.0, repeats: int = 3) -> dict[str, float]:
    """Random playouts of an OpenSpiel game driven from Python (needs the `bench` extra)."""
    import pyspiel

    if name.startswith("python_"):
        import open_spiel.python.games  # noqa: F401  (registers the Python games)
    game = pyspiel.load_game(name)

    def run_one(rng: random.Random) -> int:
        state = game.new_initial_state()
        n = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                n += 1
        return n

    return _median([_timed(run_one, seconds, r) for r in range(repeats)])


def openspiel_available() -> bool:
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return False
    return True


def run(games: list[str] | None = None, seconds: float = 2.0, repeats: int = 3, openspiel: bool = True,
        extras: bool = True, report: Callable[[str, dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Every benchmark, as {name: figures}. `report(name, figures)` is called as each one ends."""
    from trigames.games import REGISTRY

    out: dict[str, Any] = {}

    def put(name: str, figures: dict[str, Any]) -> None:
        out[name] = figures
        if report:
            report(name, figures)

    ids = games or list(REGISTRY)
    use_spiel = openspiel and openspiel_available()
    for gid in ids:
        ref = REFERENCES.get(gid) if use_spiel else None
        if ref is None:
            put(gid, bench_trigames(gid, seconds, repeats))
        else:
            # interleaved, so a noisy neighbour slows both sides alike; the ratio is the median
            # of the per-round ratios
            ours, theirs = [], []
            for _ in range(repeats):
                ours.append(bench_trigames(gid, seconds, 1))
                theirs.append(bench_openspiel(ref[0], seconds, 1))
            put(gid, _median(ours))
            put(f"openspiel:{ref[0]}", _median(theirs))
            ratios = [o["steps_per_s"] / t["steps_per_s"] for o, t in zip(ours, theirs, strict=True)]
            put(f"ratio:{gid}/{ref[0]}", {"steps_ratio": statistics.median(ratios), "goal": ref[1]})
        if extras:
            for name, fn in REGISTRY[gid].benchmarks.items():
                put(f"{gid}:{name}", fn(seconds))
    return out
