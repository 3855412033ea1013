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
from collections import defaultdict
from pathlib import Path
from typing import Any, cast

import ladder  # scripts/ladder.py: the row's games, seeded as it seeds them

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
        seat = k % 2
        worth: list[int] = []

        def first_start(state: Any, agents: list[Any], q: int, seat: int = seat, worth: list[int] = worth) -> None:
            if q == seat and not worth and state.decision() == "START":
                exact = cast(ExactAgent, agents[q])
                s = cast(TriceState, state)
                exact.deadline, exact.late = None, False  # the whole search, whatever an earlier decision left
                worth.append(s.stores[q] - s.stores[1 - q] + exact.value(tuple(s.board)))
                assert not exact.late

        ladder.play(("tricerata", "expert", "greedy", args.seed, k, args.opening, tuple(sorted(options.items()))),
                    first_start)
        tally["split, lost under best play" if worth and worth[0] < 0 else
              "split, not lost under best play"] += 1
    print(json.dumps(dict(sorted(tally.items())), indent=1))


if __name__ == "__main__":
    main()
