"""trigames: Triqueta, Triominos XXL, Tricérata and Trigono — play, simulate, study.

>>> import trigames
>>> game = trigames.make("triqueta", players=3)
>>> state = game.new_game(seed=1)
>>> state.decision()
'TURN'
"""

from __future__ import annotations

from typing import Any

from trigames.core import Game, Record, UnknownGameError
from trigames.core import replay as _replay
from trigames.core.api import GameSpec, State

__version__ = "0.1.0"


def make(game_id: str, players: int | None = None, **options: Any) -> Game:
    """Configure a game: `make("triqueta", players=3, auto_reveal=False)`.

    Raises:
        UnknownGameError: listing the known ids.
        OptionError: a bad player count or option, naming it and what is allowed.
    """
    from trigames.games import REGISTRY

    cls = REGISTRY.get(game_id)
    if cls is None:
        raise UnknownGameError(f"unknown game {game_id!r}; known games: {', '.join(sorted(REGISTRY))}")
    return cls(players, **options)


def list_games() -> list[GameSpec]:
    """The spec of every registered game (players, options with types, defaults, allowed values)."""
    from trigames.games import REGISTRY

    return [cls.spec for cls in REGISTRY.values()]


def replay(record: Record) -> State:
    """Replay a record strictly (see `trigames.core.record.replay`)."""
    return _replay(record, make)


__all__ = ["Game", "Record", "State", "__version__", "list_games", "make", "replay"]
