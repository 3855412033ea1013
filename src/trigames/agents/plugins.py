"""Agents that live outside this package (e.g. research bots in `trigames.adapters`), declared
without importing them: a name, where the factory is, the pip extra it needs, its parameters.

Providers are functions returning a list of `Plugin`: the project's own adapters
(`trigames.adapters:agent_plugins`, found from a source checkout too) and any installed package
declaring one in the entry-point group `trigames.agents`. This package names no framework:
the adapters describe their own agents.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from importlib.metadata import entry_points
from typing import Any

from trigames.core import Agent, OptionSpec, UnknownAgentError

GROUP = "trigames.agents"
OWN = "trigames.adapters:agent_plugins"


@dataclass(frozen=True)
class Plugin:
    name: str
    target: str  # "module:attribute" of a dict name → factory, or of one factory
    extra: str  # the `trigames[extra]` that installs what it needs
    needs: str  # what that is, for people (a library's name)
    parameters: tuple[OptionSpec, ...] = field(default=())
    rank: float | None = None  # where the lobby offers it among the agents, weakest first (`agents.RANKS`)
    hidden_only: bool = False  # offered for games with hidden information only (a search that guesses them)

    def load(self) -> Callable[..., Agent]:
        """The factory, or a one-line error naming the extra to install.

        Raises:
            UnknownAgentError: the packages it needs are not installed.
        """
        module, _, attr = self.target.partition(":")
        try:
            found: Any = getattr(importlib.import_module(module), attr)
        except ImportError:
            raise UnknownAgentError(f"agent {self.name!r} needs {self.needs}: "
                                    f"pip install 'trigames[{self.extra}]'") from None
        factory: Callable[..., Agent] = found[self.name] if isinstance(found, dict) else found
        return factory


def _provider(target: str) -> Callable[[], list[Plugin]]:
    module, _, attr = target.partition(":")
    fn: Callable[[], list[Plugin]] = getattr(importlib.import_module(module), attr)
    return fn


@cache
def plugins() -> dict[str, Plugin]:
    """Every declared plugin agent, by name (the project's own first)."""
    providers = [_provider(OWN)] + [ep.load() for ep in entry_points(group=GROUP) if ep.value != OWN]
    out: dict[str, Plugin] = {}
    for provider in providers:
        for plugin in provider():
            out.setdefault(plugin.name, plugin)
    return out
