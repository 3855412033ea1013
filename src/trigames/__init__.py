"""trigames: Triqueta, Triominos XXL, Tricérata and Trigono — play, simulate, study.

>>> import trigames
>>> game = trigames.make("triqueta", players=3)
>>> state = game.new_game(seed=1)
>>> state.decision()
'TURN'
"""

from __future__ import annotations

import unicodedata
from typing import Any

from trigames._version import __version__
from trigames.core import Game, Record, UnknownGameError
from trigames.core import replay as _replay
from trigames.core.api import GameSpec, State


def _key(name: str) -> str:
    """Case and accents dropped: "Tricérata", "TRICERATA" and "tricerata" name one game."""
    plain = unicodedata.normalize("NFKD", name.strip()).encode("ascii", "ignore").decode()
    return plain.lower()


def game_id(name: str) -> str:
    """The id of the game called `name` (any case, with or without accents; id or full name).

    Raises:
        UnknownGameError: listing the known ids.
    """
    from trigames.games import REGISTRY

    if name in REGISTRY:
        return name
    if isinstance(name, str):
        key = _key(name)
        for cls in REGISTRY.values():
            if key in (cls.spec.id, _key(cls.spec.name)):
                return cls.spec.id
    raise UnknownGameError(f"unknown game {name!r}; known games: {', '.join(sorted(REGISTRY))}")


def make(game_id: str, players: int | None = None, **options: Any) -> Game:
    """Configure a game: `make("triqueta", players=3, auto_reveal=False)`.

    Raises:
        UnknownGameError: listing the known ids.
        OptionError: a bad player count or option, naming it and what is allowed.
    """
    from trigames.games import REGISTRY

    return REGISTRY[_game_id(game_id)](players, **options)


def game_class(game_id: str) -> type[Game]:
    """The class of a game, for what it declares before it is configured (spec, companion options).

    Raises:
        UnknownGameError: listing the known ids.
    """
    from trigames.games import REGISTRY

    return REGISTRY[_game_id(game_id)]


def list_games() -> list[GameSpec]:
    """The spec of every registered game (players, options with types, defaults, allowed values)."""
    from trigames.games import REGISTRY

    return [cls.spec for cls in REGISTRY.values()]


def replay(record: Record) -> State:
    """Replay a record strictly (see `trigames.core.record.replay`)."""
    return _replay(record, make)


_game_id = game_id  # `make`'s parameter shadows the function

__all__ = ["Game", "Record", "State", "__version__", "game_class", "game_id", "list_games", "make", "replay"]
