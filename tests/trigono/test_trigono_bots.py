"""Bots: matches between montecarlo and target complete for 2, 3, 5, 6 players and the hexagon."""

from __future__ import annotations

import pytest

import trigames
from trigames.agents import make_agent


def run_match(game: trigames.Game, names: list[str], seed: int, **params: object) -> trigames.State:
    agents = [make_agent(n, game, i, seed * 31 + i, **(params if n == "montecarlo" else {}))
              for i, n in enumerate(names)]
    s = game.new_game(seed)
    while not s.is_terminal():
        p = s.current_player()
        s.apply(agents[p].act(s.view(p), s.legal_actions()))
    return s


@pytest.mark.parametrize(("players", "layout"), [(2, "row"), (3, "row"), (5, "row"), (6, "row"), (3, "hexagon")])
def test_montecarlo_vs_target_match_completes(players: int, layout: str) -> None:
    game = trigames.make("trigono", players=players, layout=layout, pucks_per_player=2)
    names = ["montecarlo" if i % 2 == 0 else "target" for i in range(players)]
    s = run_match(game, names, seed=players, samples=60, full=1)
    assert s.is_terminal() and len(s.outcome().winners) == 1


def test_target_bot_picks_the_richer_hole() -> None:
    from trigames.games.trigono.bots import TargetAgent
    from trigames.games.trigono.notation import Target

    game = trigames.make("trigono", players=2)
    s = game.new_game(0)
    bot = TargetAgent(game, s.current_player())
    v = s.view(s.current_player())
    v["on_board"], v["ground"] = [1], 3
    assert bot.act(v, s.legal_actions()) == Target("small")
    v["on_board"], v["ground"] = [3], 1
    assert bot.act(v, s.legal_actions()) == Target("big")
