"""montecarlo vs target, 2 players, club, seats alternating: one line per match (seed, montecarlo seat, won, seconds).

Usage: python scripts/trigono_mc_vs_target.py <first seed> <matches> <out file> (appends; tally with awk)."""
import sys, time
import trigames
from trigames.agents import make_agent
game = trigames.make("trigono", players=2)
start, n, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
t0 = time.time()
with open(out, "a") as f:
    for m in range(start, start + n):
        mc = m % 2
        bots = [None, None]
        bots[mc] = make_agent("montecarlo", game, mc, m * 31 + mc)
        bots[1 - mc] = make_agent("target", game, 1 - mc, m * 31 + 1 - mc)
        s = game.new_game(m)
        while not s.is_terminal():
            p = s.current_player()
            s.apply(bots[p].act(s.view(p), s.legal_actions()))
        f.write(f"{m} {mc} {int(mc in s.outcome().winners)} {time.time() - t0:.0f}\n")
        f.flush()
