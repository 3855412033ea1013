"""Does the analysis find more mistakes in the loser's moves (issue 22)? Games of a strong bot
against a weaker one, seats alternating, until the strong bot has won `--games` of them; every move
of both is judged by the analysis from its mover's view; the average mistakes and blunders per game
of the winner and of the loser.

    python scripts/analysis_games.py --game triqueta --games 50 --strong expert --weak greedy
    python scripts/analysis_games.py --game tricerata --games 50 --opening 8
    python scripts/analysis_games.py --game trigono --games 50 --strong master --weak club
"""

from __future__ import annotations

import argparse
import random
import statistics

import trigames
from trigames.agents import make_agent
from trigames.agents.analysis import analyse, judge
from trigames.core import derive_seed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="triqueta")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--strong", default="expert")
    ap.add_argument("--weak", default="greedy")
    ap.add_argument("--iterations", type=int, default=200)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--opening", type=int, default=0, help="random decisions first (a game without chance: "
                                                              "two deterministic bots would replay one game)")
    args = ap.parse_args()
    game = trigames.make(args.game, players=args.players)
    bad: dict[str, list[int]] = {"winner": [], "loser": []}
    played = 0
    while len(bad["winner"]) < args.games and played < 20 * args.games:
        seed = derive_seed(args.seed, "game", played // 2)
        strong_seat = played % 2
        played += 1
        names = [args.strong if s == strong_seat else args.weak for s in range(2)]
        state = game.new_game(seed)
        rng = random.Random(seed)
        for _ in range(args.opening):  # the same opening for both seatings of a pair of games
            if not state.is_terminal():
                state.apply(rng.choice(list(state.legal_actions())))
        marks = [0, 0]
        while not state.is_terminal():
            seat = state.current_player()
            view, legal = state.view(seat), state.legal_actions()
            move = make_agent(names[seat], game, seat, derive_seed(seed, seat, len(state.history))).act(view, legal)
            if len(legal) > 1:
                # a move outside the listed ones (a Trigono bot's own aim) is weighed with them
                verdict = judge(analyse(game, view, seat, args.iterations, seed=0,
                                        also=[] if move in legal else [move]), move).verdict
                marks[seat] += verdict in ("mistake", "blunder")
            state.apply(move)
        winners = state.outcome().winners
        if winners != (strong_seat,):
            continue  # only the games the strong bot won alone
        bad["winner"].append(marks[strong_seat])
        bad["loser"].append(marks[1 - strong_seat])
    won = len(bad["winner"])
    print(f"{args.game}: {won} games {args.strong} won of {played} against {args.weak}; mistakes and blunders per "
          f"game: winner {statistics.mean(bad['winner']):.2f}, loser {statistics.mean(bad['loser']):.2f}")


if __name__ == "__main__":
    main()
