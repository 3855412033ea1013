"""Agents: the generic ones here, game-specific bots declared by each game (`Game.bots`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from trigames.core import Game, Seat, UnknownAgentError

from .base import Agent, RandomAgent
from .mcts import MCTSAgent


def _spiel(kind: str) -> Callable[..., Agent]:
    """OpenSpiel's MCTS/ISMCTS through the research adapter (needs `trigames[research]`)."""

    def factory(game: Game, seat: Seat, seed: int = 0, **params: Any) -> Agent:
        try:
            from trigames.adapters.openspiel import AGENTS
        except ImportError:
            raise UnknownAgentError(f"agent 'spiel-{kind}' needs OpenSpiel: pip install 'trigames[research]'") from None
        return AGENTS[f"spiel-{kind}"](game, seat, seed, **params)

    return factory


GENERIC: dict[str, Callable[..., Agent]] = {
    "random": RandomAgent,
    "mcts": MCTSAgent,
    "spiel-mcts": _spiel("mcts"),
    "spiel-ismcts": _spiel("ismcts"),
}


def agent_names(game: Game) -> list[str]:
    """Every agent name usable with `game`."""
    return sorted({*GENERIC, *game.bots})


def parse_agent(spec: str, params: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
    """`"mcts:iterations=50:c=1.2"` → `("mcts", {"iterations": "50", "c": "1.2"})`.

    Raises:
        UnknownAgentError: a parameter that is not written key=value.
    """
    name, *parts = spec.split(":")
    out = dict(params or {})
    for part in parts:
        key, eq, value = part.partition("=")
        if not eq or not key:
            raise UnknownAgentError(f"agent parameter {part!r} in {spec!r} is not written key=value")
        out[key] = value
    return name, out


def make_agent(name: str, game: Game, seat: Seat, seed: int = 0, **params: Any) -> Agent:
    """Build agent `name` for `seat` of `game`.

    Raises:
        UnknownAgentError: listing the agents this game has.
    """
    name, params = parse_agent(name, params)
    factory = game.bots.get(name) or GENERIC.get(name)
    if factory is None:
        raise UnknownAgentError(
            f"no agent {name!r} for {game.id}; choose from: {', '.join(agent_names(game))}"
        )
    agent: Agent = factory(game, seat, seed, **params)
    return agent


__all__ = ["GENERIC", "Agent", "MCTSAgent", "RandomAgent", "agent_names", "make_agent", "parse_agent"]
