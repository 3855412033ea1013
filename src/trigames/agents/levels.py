"""Named strength levels for people: `beginner`, `club`, `expert`, `master`.

A level is an agent and its budget. Budgets are iterations (reproducible whatever the load),
with a `think` cap in seconds so that a loaded machine never makes a person wait long. A game
may tune its levels with an optional class attribute `levels` (level → (agent name, params));
otherwise every game gets the generic information-set MCTS (`ismcts`) at these budgets.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from trigames.core import Game, OptionSpec, Seat

from . import Agent  # bound before the package imports this module (wherever Agent is defined)

LEVELS = ("beginner", "club", "expert", "master")

GENERIC: dict[str, tuple[str, dict[str, Any]]] = {
    "beginner": ("ismcts", {"iterations": 25, "epsilon": 0.5, "think": 0.25}),
    "club": ("ismcts", {"iterations": 100, "think": 0.5}),
    "expert": ("ismcts", {"iterations": 300, "think": 0.9}),
    "master": ("ismcts", {"iterations": 2_000, "think": 4.0}),
}

THINK = OptionSpec("think", float, None, "cap on the seconds per decision (none: the level's own cap)",
                   low=0.0, high=3_600.0, above=True, optional=True)


def level_of(game: Game, level: str) -> tuple[str, dict[str, Any]]:
    """(agent name, parameters) that play `level` at `game`: the game's own tuning or the generic one."""
    own: Mapping[str, tuple[str, dict[str, Any]]] = getattr(game, "levels", None) or {}
    name, params = own.get(level) or GENERIC[level]
    return name, dict(params)


def _registry() -> dict[str, Any]:
    """The agent registry, imported late (it imports this module)."""
    from . import GENERIC as registry

    return registry


def level_factory(level: str) -> Callable[..., Agent]:
    """The agent factory of `level`, for the agent registry."""

    def factory(game: Game, seat: Seat, seed: int = 0, **params: Any) -> Agent:
        from . import make_agent

        name, base = level_of(game, level)
        inner = game.bots.get(name) or _registry().get(name)
        if params.get("think") is not None and any(p.name == "think" for p in getattr(inner, "parameters", ())):
            base["think"] = params["think"]  # an engine without a clock keeps its work budget
        agent = make_agent(name, game, seat, seed, **base)
        agent.name = level
        return agent

    factory.parameters = (THINK,)  # type: ignore[attr-defined]
    factory.__doc__ = f"The {level} level: {GENERIC[level][1]['iterations']} iterations of search by default."
    return factory


__all__ = ["GENERIC", "LEVELS", "level_factory", "level_of"]
