"""Where Tricérata's analysis and `master` pick different turns, which does a deeper search side with?

    python scripts/analysis_referee.py --positions 100 --seed 22 --depth 4

The positions and the analysis are those of `scripts/analysis_agreement.py --game tricerata
--iterations 400` (2 000 positions a cell). At each position where `master`'s move is worth less
than the analysis' best, both cells are searched again `--depth` turns ahead (beam 12, each cell's
4 best-looking turns): the referee sides with the analysis, with `master`, or finds them equal.
"""

from __future__ import annotations

import argparse
import random
from typing import Any, cast

from analysis_agreement import positions

import trigames
from trigames.agents import make_agent
from trigames.games.tricerata.analysis import TurnValues


class Cells(TurnValues):
    """The analysis' START values of some cells only."""

    cells: tuple[int, ...] = ()

    def _starts(self) -> dict[int, float]:
        root, look = self.root, self.search
        board = tuple(root.board)
        diff = float(root.stores[self.me] - root.stores[1 - self.me])
        out: dict[int, float] = {}
        for c in self.cells:
            best: float | None = None
            alpha = -10**9
            for m in look.moves(board, look.limit, [c])[: self.cell_beam]:
                v = look.turn_value(m, self.depth, alpha)
                alpha = max(alpha, v)
                best = v if best is None else max(best, v)
            out[c] = diff + (best or 0.0)
        return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=100)
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--budget", type=int, default=2_000)
    args = ap.parse_args()
    game: Any = trigames.make("tricerata", players=2)
    tally = {"agree": 0, "analysis": 0, "master": 0, "equal": 0}
    for state in positions(game, args.positions, random.Random(args.seed)):
        seat = state.current_player()
        move = cast(int, make_agent("master", game, seat, 0).act(state.view(seat), state.legal_actions()))
        values = TurnValues(game, state.clone(), budget=args.budget).values()
        best = max(values, key=lambda c: values[c])
        if values[move] >= values[best]:
            tally["agree"] += 1
            continue
        referee = Cells(game, state.clone(), depth=args.depth, budget=args.budget)
        referee.cells = (move, best)
        deep = referee.values()
        side = "equal" if deep[move] == deep[best] else "analysis" if deep[best] > deep[move] else "master"
        tally[side] += 1
        print(f"analysis: master {values[move]:+.0f}, its best {values[best]:+.0f}; depth {args.depth}: "
              f"master {deep[move]:+.0f}, the analysis' best {deep[best]:+.0f} -> {side}", flush=True)
    print(tally)


if __name__ == "__main__":
    main()
