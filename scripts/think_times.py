"""CPU seconds per decision of every strength level in every game: p50, p95 and max.

    python scripts/think_times.py [--positions 20] [--seed 1] [--games triqueta,tricerata]
        [--levels beginner,club,expert,master] [--players 2] [--load] [--json]

Each level decides once at each of `--positions` positions from real play
(`trigames.agents.timing.positions`; Trigono's with pucks on a plank, where its bots search;
Tricérata's at the start of a turn, where its bots plan the turn), a fresh agent each time; the time is the deciding
thread's CPU time (`trigames.core.clock`). `--load` keeps another core busy meanwhile.
"""

from __future__ import annotations

import argparse
import contextlib
import json
from collections.abc import Callable

import trigames
from trigames.agents import LEVELS
from trigames.agents.timing import busy_core, positions, think_times
from trigames.core import State

GAMES = ("triqueta", "triominos", "tricerata", "trigono")


def _pucks_on_a_plank(state: State) -> bool:
    """Trigono: with no puck on a plank the best lob's chances are exact and no bot searches."""
    return any(b >= 0 for b, _, _ in state.view(state.current_player())["pucks"])


def _turn_starts(state: State) -> bool:
    """Tricérata: a turn is planned at its start; its sowing sub-decisions follow the plan."""
    return bool(state.view(state.current_player())["decision"] == "START")


BUSY: dict[str, Callable[[State], bool]] = {"trigono": _pucks_on_a_plank, "tricerata": _turn_starts}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--load", action="store_true", help="keep another core busy while measuring")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rows = []
    with busy_core() if args.load else contextlib.nullcontext():
        for gid in args.games.split(","):
            game = trigames.make(gid, players=args.players)
            spots = positions(game, args.positions, args.seed, where=BUSY.get(gid))
            for level in args.levels.split(","):
                t = think_times(game, level, spots)
                row = {"game": gid, "players": args.players, "level": level, "positions": len(t.seconds),
                       "p50": round(t.p50, 3), "p95": round(t.p95, 3), "max": round(t.max, 3)}
                rows.append(row)
                if not args.json:
                    print(f"{gid:10} {args.players}p {level:9} n={len(t.seconds):3}  p50 {t.p50:6.3f} s  "
                          f"p95 {t.p95:6.3f} s  max {t.max:6.3f} s", flush=True)
    if args.json:
        print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
