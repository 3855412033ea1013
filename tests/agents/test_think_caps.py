"""Every level has a CPU-time cap, and every search engine stops at its cap with another core busy.

Each engine gets a work budget far beyond what it could finish in the cap (millions of
iterations, deals, samples), so without the cap the decision would take minutes; with
`think = CAP` it must stop within CAP + a generous margin of CPU seconds (the cap is checked
between iterations / nodes / deals / simulations, never inside one).
"""

from __future__ import annotations

import pytest

import trigames
from trigames.agents import LEVELS, make_agent
from trigames.agents.levels import level_of
from trigames.agents.timing import busy_core, positions, think_times

CAP = 0.15
MARGIN = 0.6  # one iteration or node past the cap, and the setup before the clock is first read

ENGINES = [  # (game, players, agent with a budget far beyond the cap)
    ("triqueta", 2, "ismcts:iterations=1000000"),
    ("triqueta", 2, "mcts:iterations=1000000"),
    ("tricerata", 2, "mcts:iterations=1000000"),  # perfect information: the UCT fast path
    ("triominos", 2, "ismcts:iterations=1000000"),
    ("triominos", 4, "tactician:samples=100000:candidates=20"),
    ("tricerata", 2, "lookahead:depth=8:beam=60:reply_limit=100000"),
    ("trigono", 2, "montecarlo:full=10000:deep=100000:refine=50:planner=false"),
]

NO_CLOCK = {"greedy", "target"}  # engines bounded by their work alone (one turn's paths; one look)


def pucks_on_a_plank(game):
    """A Trigono position with pucks lying on a plank (with none, montecarlo's lob is exact: no search)."""
    state = game.new_game(1)
    bots = [make_agent("target", game, p, p) for p in range(game.players)]
    while True:
        p = state.current_player()
        view, legal = state.view(p), state.legal_actions()
        if len(legal) > 1 and any(b >= 0 for b, _, _ in view["pucks"]):
            return [(state, 0)]
        state.apply(bots[p].act(view, legal))


@pytest.fixture(scope="module")
def loaded():
    with busy_core():
        yield


@pytest.mark.parametrize(("game_id", "players", "agent"), ENGINES,
                         ids=[e[2].split(":")[0] + "-" + e[0] for e in ENGINES])
def test_an_engine_stops_at_its_cpu_cap(loaded, monkeypatch, game_id, players, agent):
    game = trigames.make(game_id, players=players)
    if game_id == "trigono":  # the once-per-process tables (seconds) stood in for: the cap bounds the search
        from trigames.games.trigono import lobs, planner

        rates = (0.2, 0.1, 0.5, 0.2)
        monkeypatch.setattr(lobs, "best_lobs", lambda g, skill: (lobs.Lob(0, 53.0, 0.09, rates),
                                                                   lobs.Lob(1, 53.0, 0.09, rates)))
        monkeypatch.setattr(planner, "shot_rates", lambda g, skill: ((0.2, 0.1, 0.7, 0.0),) * 3)
    if game_id == "trigono":
        spots = pucks_on_a_plank(game)
    else:  # Tricérata: at a turn's start (its sowing sub-decisions follow the turn's plan)
        start = (lambda s: s.view(s.current_player())["decision"] == "START") if game_id == "tricerata" else None
        spots = positions(game, 1, seed=3, plies=40, where=start)
    times = think_times(game, f"{agent}:think={CAP}", spots, warm=False)
    assert times.max <= CAP + MARGIN, (agent, times.seconds)
    assert times.max >= CAP * 0.5, (agent, times.seconds)  # the budget alone is longer: the cap ended it


@pytest.mark.parametrize("game_id", ["triqueta", "triominos", "tricerata", "trigono"])
@pytest.mark.parametrize("players", [2, 3])
def test_every_level_has_a_cap_within_the_goals(game_id, players):
    game = trigames.make(game_id, players=players)
    caps = {"beginner": 0.5, "club": 0.9, "expert": 0.9, "master": 4.0}
    if game_id == "trigono":  # its searches run to their caps, so a cap is its p95: the goal is 3 s
        caps["master"] = 3.0
    for level in LEVELS:
        engine, params = level_of(game, level)
        if engine in NO_CLOCK:
            continue
        assert params.get("think") is not None, (game_id, level, engine)
        assert params["think"] <= caps[level], (game_id, level, params)
        factory = game.bots.get(engine) or make_agent(engine, game, 0).__class__
        spec = {p.name for p in getattr(factory, "parameters", ())}
        assert "think" in spec, (game_id, level, engine)


def test_a_level_given_a_cap_passes_it_to_its_engine():
    game = trigames.make("triominos", players=4)
    agent = make_agent("master:think=0.3", game, 0)
    assert agent.think == 0.3  # type: ignore[attr-defined]
