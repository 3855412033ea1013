"""The agent interface lives in the core (`trigames.core.agent`), so that game packages can
declare bots without importing this package; re-exported here for agent modules."""

from trigames.core.agent import Agent, RandomAgent

__all__ = ["Agent", "RandomAgent"]
