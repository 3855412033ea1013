"""Benchmarks: random playouts per game (games/s, decision steps/s), side by side with OpenSpiel.

The driver is the same for both sides: at each decision, list the legal actions, choose one
uniformly with `random.Random`, apply it. OpenSpiel's chance nodes are sampled but not counted
as decisions; trigames has no chance nodes (chance flows from the seed). Figures are medians
over `repeats` runs of `seconds` each, in this one process.
"""

from __future__ import annotations

import random
import statistics
import sys
from collections.abc import Callable
from typing import Any

import trigames
from trigames.core.bench import median, random_playouts, timed

# Our game → (OpenSpiel reference game, the ratio the project aims for).
REFERENCES: dict[str, tuple[str, float]] = {
    "triqueta": ("crazy_eights", 1.0),
    "triominos": ("python_block_dominoes", 10.0),
    "tricerata": ("oware", 1.0),
}


def bench_trigames(game_id: str, seconds: float = 2.0, repeats: int = 3, players: int | None = None,
                   **options: Any) -> dict[str, float]:
    """Random playouts of one of our games."""
    return random_playouts(trigames.make(game_id, players=players, **options), seconds, repeats)


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

    return median([timed(run_one, seconds, r) for r in range(repeats)])


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
            put(gid, median(ours))
            put(f"openspiel:{ref[0]}", median(theirs))
            ratios = [o["steps_per_s"] / t["steps_per_s"] for o, t in zip(ours, theirs, strict=True)]
            put(f"ratio:{gid}/{ref[0]}", {"steps_ratio": statistics.median(ratios), "goal": ref[1]})
        if extras:
            for name, fn in REGISTRY[gid].benchmarks.items():
                put(f"{gid}:{name}", fn(seconds))
    return out


def bench_vs_reference(game_id: str, seconds: float = 6.0, *, slices: int = 6, **options: Any) -> dict[str, Any]:
    """One of our games (any configuration) against its OpenSpiel reference, in alternating
    slices (both sides see the same machine load): the median slice of each side, their ratio."""
    players = int(options.pop("players", 2))
    per = seconds / (2 * slices)
    ref = REFERENCES[game_id][0]
    ours, theirs = [], []
    for _ in range(slices):
        ours.append(bench_trigames(game_id, per, 1, players, **options)["steps_per_s"])
        if openspiel_available():
            theirs.append(bench_openspiel(ref, per, 1)["steps_per_s"])
    a = statistics.median(ours)
    out: dict[str, Any] = {f"{game_id} steps/s": round(a), "config": {"players": players, **options}}
    if theirs:
        b = statistics.median(theirs)
        out.update({f"{ref} steps/s": round(b), "ratio": round(a / b, 3)})
    return out


if __name__ == "__main__":  # python -m trigames.bench GAME [seconds] [option=value ...]
    opts: dict[str, Any] = dict(arg.split("=", 1) for arg in sys.argv[3:])
    print(bench_vs_reference(sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 6.0, **opts))
