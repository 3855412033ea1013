"""trigames.core: the game-agnostic API. It knows no game and no interface."""

from .agent import Agent, RandomAgent  # after the API it builds on
from .api import MAX_PLAYERS, TERMINAL, Action, Event, Game, GameSpec, Outcome, Seat, State, View, check_seat
from .errors import (
    IllegalActionError,
    NotationError,
    OptionError,
    RecordError,
    SeatError,
    TrigamesError,
    UnknownAgentError,
    UnknownGameError,
)
from .options import OptionSpec
from .record import Record, record_of, replay
from .rng import derive, derive_seed
from .text import TextError, clean_text, parse_float, parse_int

__all__ = [
    "MAX_PLAYERS", "TERMINAL", "Action", "Agent", "Event", "Game", "GameSpec", "IllegalActionError", "NotationError",
    "OptionError", "OptionSpec", "Outcome", "RandomAgent", "Record", "RecordError", "Seat", "SeatError", "State",
    "TextError", "TrigamesError", "UnknownAgentError", "UnknownGameError", "View", "check_seat", "clean_text",
    "derive", "derive_seed", "parse_float", "parse_int", "record_of", "replay",
]
