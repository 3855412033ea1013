"""The benchmark harness shared by `trigames bench` and the games' own benchmarks: timed runs of
a driver, medians. The driver of a random playout: at each decision, list the legal actions,
choose one uniformly with `random.Random`, apply it."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from .api import Game


def timed(run_one: Callable[[random.Random], int], seconds: float, seed: int) -> dict[str, float]:
    """Call `run_one(rng)` (returning the decisions it made) for `seconds`; games and steps per second."""
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


def median(runs: list[dict[str, float]]) -> dict[str, float]:
    """Each figure's median over `runs`."""
    return {k: statistics.median(r[k] for r in runs) for k in runs[0]}


def random_playouts(game: Game, seconds: float = 2.0, repeats: int = 3) -> dict[str, float]:
    """Uniformly random playouts of whole games of `game`, one new seed per game; the median of
    `repeats` runs of `seconds`."""
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

    return median([timed(run_one, seconds, r) for r in range(repeats)])
