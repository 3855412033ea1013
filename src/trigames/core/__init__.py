"""trigames.core: the game-agnostic API. It knows no game and no interface."""

from .api import TERMINAL, Action, Event, Game, GameSpec, Outcome, Seat, State, View
from .errors import (
    IllegalActionError,
    NotationError,
    OptionError,
    RecordError,
    TrigamesError,
    UnknownAgentError,
    UnknownGameError,
)
from .options import OptionSpec
from .record import Record, record_of, replay
from .rng import derive, derive_seed

__all__ = [
    "TERMINAL", "Action", "Event", "Game", "GameSpec", "IllegalActionError", "NotationError",
    "OptionError", "OptionSpec", "Outcome", "Record", "RecordError", "Seat", "State",
    "TrigamesError", "UnknownAgentError", "UnknownGameError", "View", "derive", "derive_seed",
    "record_of", "replay",
]
