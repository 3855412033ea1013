"""montecarlo vs target, 2 players, club, seats alternating: one line per match (seed, montecarlo seat, won, seconds).

Usage: python scripts/trigono_mc_vs_target.py <first seed> <matches> <out file> [name=value ...]
(appends; the name=value pairs are montecarlo's parameters, e.g. samples=200 deep=20; tally with
`awk '{w+=$3} END {print w, NR}' out.txt`)."""
import sys
import time

import trigames
from trigames.agents import make_agent

game = trigames.make("trigono", players=2)
start, n, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
params = {k: float(v) for k, v in (a.split("=", 1) for a in sys.argv[4:])}
t0 = time.process_time()
with open(out, "a") as f:
    for m in range(start, start + n):
        mc = m % 2
        bots = [None, None]
        bots[mc] = make_agent("montecarlo", game, mc, m * 31 + mc, **params)
        bots[1 - mc] = make_agent("target", game, 1 - mc, m * 31 + 1 - mc)
        s = game.new_game(m)
        while not s.is_terminal():
            p = s.current_player()
            s.apply(bots[p].act(s.view(p), s.legal_actions()))
        f.write(f"{m} {mc} {int(mc in s.outcome().winners)} {time.process_time() - t0:.0f}\n")
        f.flush()
