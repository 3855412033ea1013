"""How often the analysis marks the best bots' own moves (issue 22): positions at a turn's START of
two-player Tricérata after 4–40 random decisions, each judged by the analysis against `expert`'s and
`master`'s choice.

    python scripts/analysis_agreement.py --seed 2 --positions 30
"""

from __future__ import annotations

import argparse
import random
import time

import trigames
from trigames.agents import make_agent
from trigames.agents.analysis import analyse, judge_move


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=2)
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--iterations", type=int, default=400)
    args = ap.parse_args()
    game = trigames.make("tricerata", players=2)
    rng = random.Random(args.seed)
    times: list[float] = []
    verdicts: dict[str, list[str]] = {"expert": [], "master": []}
    while len(times) < args.positions:
        state = game.new_game(0)
        for _ in range(rng.randrange(4, 40)):
            if state.is_terminal():
                break
            state.apply(rng.choice(list(state.legal_actions())))
        while not state.is_terminal() and state.decision() != "START":
            state.apply(state.legal_actions()[0])  # on to the next turn's start
        if state.is_terminal():
            continue
        seat = state.current_player()
        start = time.process_time()
        result = analyse(game, state, seat, iterations=args.iterations)
        times.append(time.process_time() - start)
        for level, said in verdicts.items():
            move = make_agent(level, game, seat, 0).act(state.view(seat), state.legal_actions())
            said.append(judge_move(result, move)[0])
    times.sort()
    print(f"{len(times)} positions, analysis CPU s median {times[len(times) // 2]:.2f}, max {times[-1]:.2f}")
    for level, said in verdicts.items():
        print(level, {w: said.count(w) for w in ("good", "inaccuracy", "mistake", "blunder")})


if __name__ == "__main__":
    main()
