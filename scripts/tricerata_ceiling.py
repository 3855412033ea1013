"""How much of a Tricérata ladder row could any sound player take? For each opening the strong bot
split (won one seating, lost the other), replay the game it lost and ask its own search (`exact`)
what its first turn's position was worth under best play: below zero, no player who never errs wins
it unless the opponent errs from a won position.

    python scripts/tricerata_ceiling.py --seed 22106 --opening 8 --option rows=3

Reads the row's games from the results file (`scripts/ladder.py --results`); the strong level must
play `exact` there (two players, a board of at most 12 stones).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from pathlib import Path
from typing import cast

import trigames
from trigames.agents import make_agent
from trigames.games.tricerata.exact import ExactAgent
from trigames.games.tricerata.rules import TriceState


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=22106)
    ap.add_argument("--opening", type=int, default=8)
    ap.add_argument("--option", action="append", default=["rows=3"], help="NAME=VALUE (as the row)")
    ap.add_argument("--results", type=Path, default=Path("docs/ladder-results.jsonl"))
    args = ap.parse_args()
    options = {k: int(v) for k, v in (o.split("=", 1) for o in args.option)}
    game = trigames.make("tricerata", players=2, **options)
    games: dict[int, dict[int, float]] = defaultdict(dict)
    for line in args.results.read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        if (r["game"] == "tricerata" and r["seed"] == args.seed and r["opening"] == args.opening
                and r.get("options", {}) == options and r["plays"][0].startswith("exact")
                and r["strong"] == "expert" and r["weak"] == "greedy"):
            games[r["k"] // 2][r["k"] % 2] = r["result"]
    tally: dict[str, int] = defaultdict(int)
    for pair_k, res in sorted(games.items()):
        if len(res) < 2:
            continue
        tally[f"won {sum(res.values()):g} of 2"] += 1
        if sum(res.values()) != 1:
            continue
        k = 2 * pair_k + (0 if res[0] == 0 else 1)  # the seating the strong bot lost
        seat, pair = k % 2, args.seed * 100_003 + k // 2  # as scripts/ladder.py seeds a game
        names = ["expert", "greedy"] if seat == 0 else ["greedy", "expert"]
        agents = [make_agent(n, game, q, pair * 7 + q) for q, n in enumerate(names)]
        state, rng, done, worth = game.new_game(pair), random.Random(pair), 0, None
        while not state.is_terminal():
            q = state.current_player()
            legal = state.legal_actions()
            if done < args.opening:
                a = rng.choice(legal)
            else:
                if q == seat and worth is None and state.decision() == "START":
                    exact = cast(ExactAgent, agents[q])
                    s = cast(TriceState, state)
                    exact.deadline, exact.late = None, False  # the whole search, whatever an earlier decision left
                    worth = s.stores[q] - s.stores[1 - q] + exact.value(tuple(s.board))
                    assert not exact.late
                a = agents[q].act(state.view(q), legal)
            state.apply(a)
            done += 1
        tally["split, lost under best play" if worth is not None and worth < 0 else
              "split, not lost under best play"] += 1
    print(json.dumps(dict(sorted(tally.items())), indent=1))


if __name__ == "__main__":
    main()
