"""Agents: the generic ones here, game-specific bots declared by each game (`Game.bots`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from trigames.core import Game, OptionError, OptionSpec, Seat, UnknownAgentError, check_seat

from .base import Agent, RandomAgent
from .ismcts import ISMCTSAgent
from .levels import LEVELS, level_factory
from .mcts import MCTSAgent


def _spiel(kind: str) -> Callable[..., Agent]:
    """OpenSpiel's MCTS/ISMCTS through the research adapter (needs `trigames[research]`)."""

    def factory(game: Game, seat: Seat, seed: int = 0, **params: Any) -> Agent:
        try:
            from trigames.adapters.openspiel import AGENTS
        except ImportError:
            raise UnknownAgentError(f"agent 'spiel-{kind}' needs OpenSpiel: pip install 'trigames[research]'") from None
        return AGENTS[f"spiel-{kind}"](game, seat, seed, **params)

    factory.parameters = SPIEL_PARAMETERS  # type: ignore[attr-defined]
    return factory


SPIEL_PARAMETERS = (
    OptionSpec("simulations", int, 100, "MCTS simulations per decision", low=1, high=1_000_000),
    OptionSpec("uct_c", float, 2.0, "UCT exploration constant", low=0.0, high=100.0),
    OptionSpec("rollouts", int, 1, "random rollouts per leaf", low=1, high=1_000),
    OptionSpec("max_rollout", int, None, "cut rollouts after that many steps (none: play out)", low=1,
               high=1_000_000, optional=True),
)


GENERIC: dict[str, Callable[..., Agent]] = {
    "random": RandomAgent,
    "mcts": MCTSAgent,
    "ismcts": ISMCTSAgent,
    **{level: level_factory(level) for level in LEVELS},
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


def check_params(name: str, factory: Any, params: dict[str, Any]) -> dict[str, Any]:
    """`params` checked against the parameters agent `name` declares, typed.

    Raises:
        OptionError: a parameter it does not take (a typo is never ignored) or a value out of range.
    """
    specs: tuple[OptionSpec, ...] = getattr(factory, "parameters", ())
    by_name = {s.name: s for s in specs}
    out = {}
    for key, value in params.items():
        spec = by_name.get(key)
        if spec is None:
            known = ", ".join(sorted(by_name)) or "none"
            raise OptionError(f"agent {name!r} has no parameter {key!r}; its parameters: {known}")
        try:
            out[key] = spec.coerce(value)
        except OptionError:
            raise OptionError(f"agent {name!r} parameter {key!r} got {value!r}; allowed: {spec.allowed()}") from None
    return out


def make_agent(name: str, game: Game, seat: Seat, seed: int = 0, **params: Any) -> Agent:
    """Build agent `name` (optionally `name:key=value:…`) for `seat` of `game`.

    Raises:
        UnknownAgentError: listing the agents this game has.
        OptionError: a parameter the agent does not declare, or a value out of its range.
        SeatError: `seat` is not a seat of `game`.
    """
    check_seat(game.players, seat)
    name, params = parse_agent(name, params)
    factory = game.bots.get(name) or GENERIC.get(name)
    if factory is None:
        raise UnknownAgentError(
            f"no agent {name!r} for {game.id}; choose from: {', '.join(agent_names(game))}"
        )
    agent: Agent = factory(game, seat, seed, **check_params(name, factory, params))
    return agent


__all__ = ["GENERIC", "LEVELS", "Agent", "ISMCTSAgent", "MCTSAgent", "RandomAgent", "agent_names", "check_params",
           "make_agent", "parse_agent"]
