"""Arena, tournaments and the Ray backend."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from trigames.agents import make_agent, parse_agent
from trigames.arena import simulate
from trigames.core import UnknownAgentError
from trigames.tournament import chart, tournament


def test_agent_parameters() -> None:
    assert parse_agent("mcts:iterations=50:c=1.5") == ("mcts", {"iterations": "50", "c": "1.5"})
    with pytest.raises(UnknownAgentError, match="key=value"):
        parse_agent("mcts:fast")


def test_unknown_agent_lists_the_choices() -> None:
    import trigames

    with pytest.raises(UnknownAgentError, match="expert, greedy, ismcts, master, mcts, random"):
        make_agent("genius", trigames.make("triqueta"), 0)


def test_tournament_rates_the_stronger_agent_higher(tmp_path: Path) -> None:
    result = tournament("triqueta", 2, ["greedy", "random"], 40, seed=3, workers=1)
    assert [s.agent for s in result.standings] == ["greedy", "random"]
    assert sum(s.games for s in result.standings) == 80 and len(result.history) == 40
    chart(result, tmp_path / "r.png")
    assert (tmp_path / "r.png").stat().st_size > 1000


def test_tournament_needs_distinct_agents() -> None:
    with pytest.raises(ValueError, match="distinct"):
        tournament("triqueta", 2, ["random", "random"], 4)
    with pytest.raises(ValueError, match="cannot fill 3 seats"):
        tournament("triqueta", 3, ["random", "greedy"], 4)


def test_ray_backend_gives_the_same_results() -> None:
    pytest.importorskip("ray")
    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    args = ("triqueta", 3, ["greedy", "random", "random"], 24)
    local = simulate(*args, seed=8, workers=1)
    on_ray = simulate(*args, seed=8, backend="ray")
    assert local.per_seat == on_ray.per_seat and local.per_agent == on_ray.per_agent
