"""Benchmarks for `trigames bench`: random playouts with 2–4 players and determinisation.

    python -m trigames.games.triominos.bench [seconds]

(against OpenSpiel's python_block_dominoes with one driver: `python -m trigames.bench triominos`).
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any


def bench_random_playouts(seconds: float = 3.0, players: int = 2) -> dict[str, Any]:
    """Uniformly random playouts of whole games; decisions per second."""
    from . import Triominos

    game = Triominos(players=players)
    rng = random.Random(0)
    decisions = games = 0
    seed = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        state = game.new_game(seed)
        seed += 1
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {"players": players, "games": games, "decisions": decisions,
            "decisions_per_s": round(decisions / elapsed), "games_per_s": round(games / elapsed, 1)}


def bench_determinize(seconds: float = 3.0) -> dict[str, Any]:
    """Determinise a mid-game view and clone the result (the inner loop of search bots)."""
    from . import Triominos
    from .rules import TriominosState

    game = Triominos(players=3)
    state = game.new_game(1)
    assert isinstance(state, TriominosState)
    rng = random.Random(1)
    while len(state.board) < 25:
        legal: list[int] = state.legal_actions()
        state.apply(rng.choice([a for a in legal if a >= 2] or legal))
    view = state.view(state.current_player())
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game.determinize(view, rng).clone()
        n += 1
    elapsed = time.perf_counter() - start
    return {"board_tiles": len(state.board), "determinize_and_clone_per_s": round(n / elapsed)}


def main(argv: list[str]) -> None:
    seconds = float(argv[1]) if len(argv) > 1 else 3.0
    ours = [bench_random_playouts(seconds, p) for p in (2, 3, 4)]
    for r in ours:
        print(f"triominos {r['players']}p random playouts: {r['decisions_per_s']:,} decisions/s "
              f"({r['games_per_s']} games/s)")


if __name__ == "__main__":
    main(sys.argv)
