"""One level against the one below: its share of two-player games, with a 95 % Wilson interval.

    python scripts/ladder.py GAME STRONG WEAK --games 200 --seed 9000 [--opening 6] [--workers 2]
    python scripts/ladder.py tricerata expert club --games 200 --seed 9000 --opening 8

Games come in pairs with the same seed (and, with `--opening K`, the same K random opening
decisions, drawn from the seed): STRONG sits first in one, second in the other. A draw counts
half. Tricérata has neither chance nor hidden information: from the start position two
deterministic bots play one game, so its ladder is measured from random openings.
"""

from __future__ import annotations

import argparse
import math
import random
from multiprocessing import Pool

import trigames
from trigames.agents import make_agent


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def play(job: tuple[str, str, str, int, int, int]) -> float:
    """STRONG's result in game `k` (1 win, 0.5 draw, 0 loss)."""
    game_id, strong, weak, seed, k, opening = job
    game = trigames.make(game_id, players=2)
    pair = seed * 100_003 + k // 2
    seat = k % 2  # STRONG's seat
    names = [strong, weak] if seat == 0 else [weak, strong]
    agents = [make_agent(n, game, p, pair * 7 + p) for p, n in enumerate(names)]
    state = game.new_game(pair)
    rng = random.Random(pair)
    done = 0
    while not state.is_terminal():
        p = state.current_player()
        legal = state.legal_actions()
        if done < opening:
            a = rng.choice(legal)
        else:
            a = agents[p].act(state.view(p), legal)
        state.apply(a)
        done += 1
    ranks = state.outcome().ranks
    if ranks[seat] == ranks[1 - seat]:
        return 0.5
    return 1.0 if ranks[seat] < ranks[1 - seat] else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game")
    ap.add_argument("strong")
    ap.add_argument("weak")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=9000)
    ap.add_argument("--opening", type=int, default=0, help="random decisions before the bots play")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--progress", type=int, default=0, help="print the running share every N games")
    args = ap.parse_args()
    jobs = [(args.game, args.strong, args.weak, args.seed, k, args.opening) for k in range(args.games)]
    results: list[float] = []
    with Pool(args.workers) as pool:
        for r in pool.imap(play, jobs, chunksize=1):
            results.append(r)
            if args.progress and len(results) % args.progress == 0 and len(results) < len(jobs):
                w = sum(results)
                lo, hi = wilson(w, len(results))
                print(f"  after {len(results)}: {w:g} = {w / len(results):.1%} ({lo:.1%}–{hi:.1%})", flush=True)
    wins = sum(results)
    lo, hi = wilson(wins, len(results))
    print(f"{args.game} {args.strong} vs {args.weak}: {wins:g}/{len(results)} = {wins / len(results):.1%} "
          f"(95 % Wilson {lo:.1%}–{hi:.1%}; seed {args.seed}, opening {args.opening})", flush=True)


if __name__ == "__main__":
    main()
