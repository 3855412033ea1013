"""Agents from outside `trigames.agents` (OpenSpiel's bots) are declared by their adapter as
plugins: listed and checked without importing OpenSpiel, made only when it is installed."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

import trigames
from trigames.agents import agent_names, make_agent, parameters, plugins
from trigames.core import OptionError, UnknownAgentError


def test_the_agents_package_names_no_research_framework() -> None:
    folder = Path(trigames.__file__).parent / "agents"
    for path in folder.glob("*.py"):
        text = path.read_text(encoding="utf-8").lower()
        for word in ("spiel", "pettingzoo", "gymnasium"):
            assert word not in text, f"{path.name} mentions {word}"
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("trigames.adapters"), path.name


def test_spiel_agents_are_listed_with_their_parameters_without_importing_openspiel() -> None:
    game = trigames.make("triqueta")
    assert {"spiel-mcts", "spiel-ismcts"} <= set(agent_names(game))
    assert "simulations" in {o.name for o in parameters("spiel-mcts", game)}
    assert plugins()["spiel-mcts"].extra == "research"


def test_without_openspiel_a_spiel_agent_is_a_one_line_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # importing it now raises ImportError
    monkeypatch.delitem(sys.modules, "trigames.adapters.openspiel", raising=False)
    game = trigames.make("triqueta")
    with pytest.raises(UnknownAgentError, match=r"spiel-mcts. needs OpenSpiel: pip install .trigames\[research\]"):
        make_agent("spiel-mcts", game, 0)
    with pytest.raises(OptionError, match="simulations"):  # parameters are checked before the import
        make_agent("spiel-mcts:simulations=0", game, 0)


def test_with_openspiel_a_spiel_agent_plays() -> None:
    pytest.importorskip("pyspiel")
    game = trigames.make("tricerata", players=2, rows=3)
    bot = make_agent("spiel-mcts:simulations=5:max_rollout=5", game, 1, seed=2)
    state = game.new_game(1)
    state.apply(state.legal_actions()[0])
    assert bot.act(state.view(1), state.legal_actions()) in state.legal_actions()
