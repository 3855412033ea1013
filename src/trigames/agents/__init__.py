"""Agents: the generic ones here, game-specific bots declared by each game (`Game.bots`)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from trigames.core import Agent, Game, OptionError, OptionSpec, RandomAgent, Seat, UnknownAgentError, check_seat

from .ismcts import ISMCTSAgent
from .levels import LEVELS, level_factory
from .mcts import MCTSAgent
from .plugins import Plugin, plugins

GENERIC: dict[str, Callable[..., Agent]] = {
    "random": RandomAgent,
    "mcts": MCTSAgent,
    "ismcts": ISMCTSAgent,
    **{level: level_factory(level) for level in LEVELS},
}
"""The generic agents of this package; agents needing other packages come as `plugins()`."""


def _factory(name: str, game: Game) -> Callable[..., Agent] | Plugin | None:
    return game.bots.get(name) or GENERIC.get(name) or plugins().get(name)


def parameters(name: str, game: Game) -> tuple[OptionSpec, ...]:
    """The parameters agent `name` declares (a plugin's without importing its packages)."""
    return tuple(getattr(_factory(name, game), "parameters", ()))


def agent_names(game: Game) -> list[str]:
    """Every agent name usable with `game`."""
    return sorted({*GENERIC, *plugins(), *game.bots})


RANKS: dict[str, float] = {"random": 0, "greedy": 1, "target": 2, "flex": 3, "mcts": 5, "tactician": 6,
                           "ismcts": 7, "lookahead": 8, "exact": 8.5,
                           "montecarlo": 9}
"""Where each agent beside the levels is offered, roughly weakest first: play at random, then one move
ahead, then the searches at their default budgets, then the planners the games' own top levels use (a
level built on an agent marks its strength: Triominos' club is `tactician`, its expert `ismcts`). A
plugin declares its own (`Plugin.rank`); an agent ranked nowhere comes last."""

HIDDEN_INFORMATION_ONLY = frozenset({"ismcts"})
"""Searches that guess what a seat cannot see: on a game with nothing hidden they are the plain searches
again, so people are not offered them there (a plugin says so with `Plugin.hidden_only`)."""


def _hidden_only(name: str, game: Game) -> bool:
    factory = _factory(name, game)
    return name in HIDDEN_INFORMATION_ONLY or bool(getattr(factory, "hidden_only", False))


def offered(game: Game) -> list[str]:
    """The agents a person may seat at `game`, in the order to offer them: the strength levels from the
    weakest, then the others roughly weakest first (`RANKS`). Every agent of `agent_names` can still
    be made (a level may use one that is not offered: Tricérata's beginner searches with `ismcts`)."""
    names = [n for n in agent_names(game) if game.spec.hidden_information or not _hidden_only(n, game)]

    def rank(name: str) -> tuple[float, float, str]:
        if name in LEVELS:
            return (0, LEVELS.index(name), name)
        own = getattr(_factory(name, game), "rank", None)
        value = own if isinstance(own, int | float) else RANKS.get(name)
        return (1, math.inf if value is None else value, name)

    return sorted(names, key=rank)


def parse_agent(spec: str, params: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
    """`"mcts:iterations=50:c=1.2"` → `("mcts", {"iterations": "50", "c": "1.2"})`.

    Raises:
        UnknownAgentError: a parameter that is not written key=value, or given twice (in `spec`,
            or in `spec` and `params`).
    """
    name, *parts = spec.split(":")
    out = dict(params or {})
    for part in parts:
        key, eq, value = part.partition("=")
        if not eq or not key:
            raise UnknownAgentError(f"agent parameter {part!r} in {spec!r} is not written key=value")
        if key in out:
            raise UnknownAgentError(f"agent parameter {key!r} is given twice in {spec!r}: give it once")
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
    factory = _factory(name, game)
    if factory is None:
        raise UnknownAgentError(
            f"no agent {name!r} for {game.id}; choose from: {', '.join(agent_names(game))}"
        )
    checked = check_params(name, factory, params)
    if isinstance(factory, Plugin):
        factory = factory.load()  # UnknownAgentError naming the extra when its packages are missing
    agent: Agent = factory(game, seat, seed, **checked)
    return agent


__all__ = ["GENERIC", "LEVELS", "Agent", "ISMCTSAgent", "MCTSAgent", "Plugin", "RandomAgent", "agent_names",
           "check_params", "make_agent", "offered", "parameters", "parse_agent", "plugins"]
