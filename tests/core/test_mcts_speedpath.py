"""The fast paths of `mcts`: UCT with states in the tree for games whose view is the state, the
cycle collector paused only during a search."""

from __future__ import annotations

import gc
import random

import trigames
from trigames.agents import make_agent


def test_mcts_on_tricerata_is_legal_deterministic_and_takes_a_winning_capture() -> None:
    game = trigames.make("tricerata", players=2, rows=3)
    assert game.view_is_state
    s = game.new_game(3)
    rng = random.Random(3)
    for _ in range(7):
        s.apply(rng.choice(s.legal_actions()))
    seat = s.current_player()
    picks = {make_agent("mcts:iterations=300", game, seat, seed=5).act(s.view(seat), s.legal_actions())
             for _ in range(2)}
    assert len(picks) == 1 and picks <= set(s.legal_actions())


def test_mcts_beats_random_on_tricerata_and_leaves_the_collector_on() -> None:
    game = trigames.make("tricerata", players=2, rows=3)
    wins = 0.0
    for g in range(6):
        bots = [make_agent("mcts:iterations=200", game, 0, seed=g), make_agent("random", game, 1, seed=g)]
        s = game.new_game(g)
        while not s.is_terminal():
            p = s.current_player()
            s.apply(bots[p].act(s.view(p), s.legal_actions()))
        ranks = s.outcome().ranks
        wins += 1.0 if ranks[0] == 1 and ranks[1] != 1 else 0.5 if ranks[0] == 1 else 0.0
    assert wins >= 5
    assert gc.isenabled()
