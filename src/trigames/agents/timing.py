"""Think time of the strength levels: CPU seconds per decision, on positions from real play.

`positions(game, n, seed)` plays `n` games of the game's cheap bot (greedy, or Trigono's
`target`) from a few random opening moves and takes one turn of each, drawn from the seed: the
positions a level meets in play, from the first turn to the last. `think_times(game, agent, positions)` asks
a fresh agent for one decision at each and measures the CPU time of the deciding thread
(`core.clock`), so the figures hold on a loaded machine. `busy_core()` loads another core (a
busy loop in a child process) for measurements "with the second core loaded".

    python scripts/think_times.py            # p50 / p95 / max per level and game
"""

from __future__ import annotations

import multiprocessing
import os
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from trigames.core import Action, Game, State
from trigames.core.clock import cpu_now

from . import make_agent


def driver(game: Game) -> str:
    """The cheap bot that plays the games the positions come from."""
    return "greedy" if "greedy" in game.bots else ("target" if "target" in game.bots else "random")


def positions(game: Game, n: int, seed: int = 0, opening: int = 4, plies: int | None = None,
              where: Callable[[State], bool] | None = None) -> list[tuple[State, int]]:
    """`n` (state, seed) pairs: a whole game of `driver` bots after `opening` random decisions
    (or its first `plies` decisions), then one of its turns drawn at random among those with a
    choice (and, given `where`, where it holds)."""
    out = []
    for k in range(n):
        rng = random.Random(seed * 1_000_003 + k)
        state = game.new_game(seed * 1_000_003 + k)
        bots = [make_agent(driver(game), game, p, rng.randrange(1 << 30)) for p in range(game.players)]
        played: list[Action] = []
        spots: list[int] = []
        while not state.is_terminal() and (plies is None or len(played) < plies):
            legal = state.legal_actions()
            if len(legal) > 1 and (where is None or where(state)):
                spots.append(len(played))
            p = state.current_player()
            a = rng.choice(legal) if len(played) < opening else bots[p].act(state.view(p), legal)
            played.append(a)
            state.apply(a)
        state = game.new_game(seed * 1_000_003 + k)
        for a in played[: rng.choice(spots) if spots else 0]:
            state.apply(a)
        out.append((state, k))
    return out


@dataclass
class Times:
    """CPU seconds per decision, sorted."""

    seconds: list[float]

    def quantile(self, q: float) -> float:
        s = self.seconds
        return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0

    @property
    def p50(self) -> float:
        return self.quantile(0.5)

    @property
    def p95(self) -> float:
        return self.quantile(0.95)

    @property
    def max(self) -> float:
        return self.seconds[-1] if self.seconds else 0.0


def think_times(game: Game, agent: str, spots: list[tuple[State, int]], warm: bool = True) -> Times:
    """The CPU seconds `agent` takes for one decision at each of `spots` (a fresh agent each).
    `warm`: one decision first, not counted (tables a game builds once per process: Trigono's
    round table and best lobs)."""
    out = []
    if warm and spots:
        state = spots[0][0]
        p = state.current_player()
        make_agent(agent, game, p, 0).act(state.view(p), state.legal_actions())
    for state, seed in spots:
        p = state.current_player()
        bot = make_agent(agent, game, p, seed)
        view, legal = state.view(p), state.legal_actions()
        t = cpu_now()
        bot.act(view, legal)
        out.append(cpu_now() - t)
    return Times(sorted(out))


def _spin(parent: int) -> None:  # pragma: no cover - runs in the child process
    """Spin until stopped, or until the parent is gone (killed before it could stop us)."""
    while os.getppid() == parent:
        for _ in range(1_000_000):
            pass


@contextmanager
def busy_core() -> Iterator[None]:
    """Another core kept busy (a child process spinning) while the block runs."""
    proc = multiprocessing.get_context("spawn").Process(target=_spin, args=(os.getpid(),), daemon=True)
    proc.start()
    try:
        yield
    finally:
        proc.terminate()
        proc.join()


__all__ = ["Times", "busy_core", "driver", "positions", "think_times"]
