"""The one error hierarchy of trigames. Bad caller input subclasses ValueError."""

from __future__ import annotations


class TrigamesError(Exception):
    """Base of every error trigames raises on purpose."""


class UnknownGameError(TrigamesError, KeyError):
    """`make()` was asked for a game id that is not registered."""

    def __str__(self) -> str:  # KeyError would quote the whole message
        return str(self.args[0]) if self.args else ""


class OptionError(TrigamesError, ValueError):
    """A game option (or the player count) is not allowed."""


class NotationError(TrigamesError, ValueError):
    """Text that does not parse as an action of this game."""


class IllegalActionError(TrigamesError, ValueError):
    """A well-formed action that is not legal in the current state."""


class SeatError(TrigamesError, ValueError):
    """A seat number that is not a seat of this game (negative seats included)."""


class RecordError(TrigamesError, ValueError):
    """A game record that is malformed or does not replay."""


class UnknownAgentError(TrigamesError, KeyError):
    """No agent of that name exists for this game."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""
