"""Seconds per decision of an agent (a strength level) playing against greedy bots.

    python scripts/level_timing.py GAME PLAYERS AGENT GAMES [option=value ...]
    python scripts/level_timing.py triqueta 2 expert 4

The agent takes seat k % PLAYERS in game k; decisions with one legal action are left out.
Prints the median, the 95th percentile and the slowest decision.
"""

from __future__ import annotations

import statistics
import sys
import time

import trigames
from trigames.agents import make_agent


def main(argv: list[str]) -> None:
    game_id, players, agent, games = argv[0], int(argv[1]), argv[2], int(argv[3])
    options = {k: int(v) for k, v in (a.split("=") for a in argv[4:])}
    game = trigames.make(game_id, players=players, **options)
    times = []
    for k in range(games):
        seat = k % players
        agents = [make_agent(agent if p == seat else "greedy", game, p, k) for p in range(players)]
        state = game.new_game(k)
        while not state.is_terminal():
            p = state.current_player()
            legal = state.legal_actions()
            t = time.perf_counter()
            a = agents[p].act(state.view(p), legal)
            if p == seat and len(legal) > 1:
                times.append(time.perf_counter() - t)
            state.apply(a)
    times.sort()
    print(f"{game_id} {players} players {options or ''} {agent}: {len(times)} decisions, median "
          f"{statistics.median(times):.3f} s, p95 {times[int(0.95 * (len(times) - 1))]:.3f} s, max {times[-1]:.3f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
