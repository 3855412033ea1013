"""Adapter overhead: steps per second natively and through each adapter.

    python -m trigames.adapters.bench [--seconds 2] [--players N] [game ...]

Every line plays uniformly random legal moves for about `seconds`, counting applied
decisions (one step = one player decision; OpenSpiel's seed chance nodes are not counted):
``native`` (State.apply), ``openspiel`` (pyspiel state apply_action on action codes),
``openspiel+obs`` (also the mover's observation tensor every step), ``pettingzoo`` (AEC
step + observe + mask), ``gymnasium`` (env.step, the other seats random bots, all counted).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import trigames
from trigames.games import REGISTRY


def _timed(seconds: float, run_game: Callable[[int], int]) -> float:
    steps, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps += run_game(seed)
        seed += 1
    return steps / (time.perf_counter() - start)


def bench(game_id: str, players: int | None = None, seconds: float = 2.0) -> dict[str, Any]:
    """Steps per second for each interface (missing research packages are skipped)."""
    game = trigames.make(game_id, players=players)
    rng = random.Random(0)
    out: dict[str, Any] = {"game": game_id, "players": game.players}

    def native(seed: int) -> int:
        st, n = game.new_game(seed), 0
        while not st.is_terminal():
            st.apply(rng.choice(st.legal_actions()))
            n += 1
        return n

    out["native"] = _timed(seconds, native)
    try:
        from .openspiel import load
    except ImportError:
        load = None  # type: ignore[assignment]
    if load is not None:
        spiel = load(game)

        def spiel_run(with_obs: bool) -> Callable[[int], int]:
            def run(seed: int) -> int:
                st, n = spiel.new_initial_state(), 0
                while not st.is_terminal():
                    if st.is_chance_node():
                        st.apply_action(rng.randrange(256))
                        continue
                    if with_obs:
                        st.observation_tensor(st.current_player())
                    st.apply_action(rng.choice(st.legal_actions()))
                    n += 1
                return n
            return run

        out["openspiel"] = _timed(seconds, spiel_run(False))
        out["openspiel+obs"] = _timed(seconds, spiel_run(True))
    try:
        from .pettingzoo import TrigamesAEC
    except ImportError:
        TrigamesAEC = None  # type: ignore[assignment,misc]
    if TrigamesAEC is not None:
        env = TrigamesAEC(game)

        def pz(seed: int) -> int:
            env.reset(seed=seed)
            n = 0
            for _agent in env.agent_iter():
                obs, _r, term, trunc, _i = env.last()
                if term or trunc:
                    env.step(None)
                    continue
                env.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
                n += 1
            return n

        out["pettingzoo"] = _timed(seconds, pz)
    try:
        from .gymnasium import TrigamesEnv
    except ImportError:
        TrigamesEnv = None  # type: ignore[assignment,misc]
    if TrigamesEnv is not None:
        genv = TrigamesEnv(game_id, players=game.players, **game.options)

        def gym(seed: int) -> int:
            obs, _ = genv.reset(seed=seed)
            done = False
            while not done:
                obs, _r, done, _t, _i = genv.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
            st = genv.state
            assert st is not None
            return len(st.history)

        out["gymnasium"] = _timed(seconds, gym)
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--players", type=int, default=None)
    args = ap.parse_args(argv)
    kinds = ["native", "openspiel", "openspiel+obs", "pettingzoo", "gymnasium"]
    print(f"{'game':<12} {'P':>2} " + " ".join(f"{k:>15}" for k in kinds) + "   (steps/s; x = native/adapter)")
    for gid in args.games or sorted(REGISTRY):
        r = bench(gid, args.players, args.seconds)
        cells = []
        for k in kinds:
            v = r.get(k)
            cells.append(f"{'-':>15}" if v is None else f"{v:>9,.0f} x{r['native'] / v:<4.1f}")
        print(f"{gid:<12} {r['players']:>2} " + " ".join(cells), flush=True)


if __name__ == "__main__":
    main()
