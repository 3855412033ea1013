"""Does the analysis agree with the game's best bot (issue 22)? Positions from random play (for
Tricérata, a turn's START after 4–40 random decisions), each analysed from the mover's view; the
bot's move is compared with the analysis' best: the same move, or within its 95 % interval (the
win-share intervals overlap; an exact analysis: the same value), and the verdict the analysis gives it.

    python scripts/analysis_agreement.py --game tricerata --positions 30 --seed 2 --bots expert,master
    python scripts/analysis_agreement.py --game triominos --players 2 --positions 100 --bots master
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

import trigames
from trigames.agents import make_agent
from trigames.agents.analysis import VERDICTS, Analysis, analyse, judge


def positions(game: Any, count: int, rng: random.Random) -> list[Any]:
    """`count` positions with a choice, after a few random decisions (Tricérata: at a turn's start)."""
    out = []
    while len(out) < count:
        state = game.new_game(rng.randrange(10**6))
        for _ in range(rng.randrange(4, 40)):
            if state.is_terminal():
                break
            state.apply(rng.choice(list(state.legal_actions())))
        if game.id == "tricerata":
            while not state.is_terminal() and state.decision() != "START":
                state.apply(state.legal_actions()[0])  # on to the next turn's start
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            out.append(state)
    return out


def within(result: Analysis, move: Any) -> bool:
    """The move is the best found, or as good within the analysis' precision."""
    best, mine = result.best, result.value_of(move)
    if result.exact:
        return mine.score >= best.score
    return mine.win_high >= best.win_low


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="tricerata")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2)
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--iterations", type=int, default=400)
    ap.add_argument("--bots", default="expert,master")
    args = ap.parse_args()
    game = trigames.make(args.game, players=args.players)
    rng = random.Random(args.seed)
    bots = args.bots.split(",")
    times: list[float] = []
    said: dict[str, list[str]] = {b: [] for b in bots}
    agree: dict[str, list[bool]] = {b: [] for b in bots}
    for state in positions(game, args.positions, rng):
        seat = state.current_player()
        moves = {bot: make_agent(bot, game, seat, 0).act(state.view(seat), state.legal_actions()) for bot in bots}
        legal = state.legal_actions()
        start = time.process_time()  # the bots' own aims (Trigono) are weighed with the menu
        result = analyse(game, state.view(seat), seat, iterations=args.iterations,
                         also=[m for m in dict.fromkeys(moves.values()) if m not in legal])
        times.append(time.process_time() - start)
        for bot in bots:
            move = moves[bot]
            said[bot].append(judge(result, move).verdict)
            agree[bot].append(within(result, move))
    times.sort()
    print(f"{args.game}, {args.players} players: {len(times)} positions, {args.iterations} iterations, analysis CPU s "
          f"median {times[len(times) // 2]:.2f}, max {times[-1]:.2f}")
    for bot in bots:
        counts = {w: said[bot].count(w) for w in VERDICTS}
        print(f"{bot}: the analysis' best or within its precision at {sum(agree[bot])} of {len(agree[bot])}; "
              f"verdicts {counts}")


if __name__ == "__main__":
    main()
