"""The agent interface: a bot sees only its seat's view and the legal actions.

An agent never receives the live `State`. To search, it asks `game.determinize(view, rng)`
for a state consistent with what it has seen, so it cannot peek at hidden information.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar

from .api import Action, Game, Seat, View
from .options import OptionSpec


class Agent(ABC):
    """A bot for one seat. `rng` is its own stream, split from the match seed."""

    name = "agent"
    parameters: ClassVar[tuple[OptionSpec, ...]] = ()
    """The parameters this agent takes (name, type, range); `make_agent` refuses any other."""

    def __init__(self, game: Game, seat: Seat, seed: int = 0, **params: Any) -> None:
        self.game = game
        self.seat = seat
        self.rng = random.Random(seed)
        self.params = params

    @abstractmethod
    def act(self, view: View, legal: Sequence[Action]) -> Action:
        """Choose one of `legal` from what `view` shows."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seat={self.seat})"


class RandomAgent(Agent):
    """Uniformly random legal action."""

    name = "random"

    def act(self, view: View, legal: Sequence[Action]) -> Action:
        return self.rng.choice(legal)
