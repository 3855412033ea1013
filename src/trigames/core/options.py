"""Game options: declared once per game, validated with messages that say what is allowed."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import OptionError
from .text import parse_float, parse_int

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option of a game: its name, type, default and allowed values.

    `choices` lists every allowed value; `low`/`high` bound numbers (inclusive, or exclusive
    of `low` with `above`: a mass must be > 0); `optional` allows None (e.g. "no fixed number
    of rounds"). Floats are always finite: NaN and infinities are refused. `seat` marks a seat
    number: the engine counts it from 0, a person from 1 (`allowed(for_people=True)`, `shown`).
    """

    name: str
    type: type
    default: Any
    help: str = ""
    choices: tuple[Any, ...] | None = None
    low: float | None = None
    high: float | None = None
    optional: bool = False
    above: bool = False
    seat: bool = False

    def allowed(self, for_people: bool = False) -> str:
        """Human-readable description of the allowed values (a seat counted from 1 `for_people`)."""
        if for_people and self.seat:
            return OptionSpec(self.name, self.type, None, low=_up(self.low), high=_up(self.high),
                              optional=self.optional).allowed()
        if self.choices is not None:
            text = ", ".join(repr(c) for c in self.choices)
        elif self.type is bool:
            text = "true or false"
        elif self.low is not None or self.high is not None:
            lo = "-inf" if self.low is None else self._show(self.low)
            hi = "inf" if self.high is None else self._show(self.high)
            left = "(" if self.above or self.low is None else "["
            right = ")" if self.high is None else "]"
            text = f"{self.type.__name__} in {left}{lo}, {hi}{right}"
        else:
            text = self.type.__name__
        return text + (" or none" if self.optional else "")

    def shown(self, value: Any) -> Any:
        """`value` as a person reads it: a seat counted from 1."""
        return value + 1 if self.seat and isinstance(value, int) else value

    def _show(self, x: float) -> str:
        return f"{int(x):_}" if self.type is int else f"{x:g}"

    def coerce(self, value: Any) -> Any:
        """Check `value` (text from a command line is converted) and return it typed.

        Raises:
            OptionError: naming the option and what is allowed.
        """
        if value is None or (isinstance(value, str) and value.lower() == "none"):
            if self.optional:
                return None
            raise OptionError(f"option {self.name!r} may not be none; allowed: {self.allowed()}")
        try:
            typed = self._convert(value)
        except (TypeError, ValueError):
            raise OptionError(
                f"option {self.name!r} got {value!r}; allowed: {self.allowed()}"
            ) from None
        if self.choices is not None and typed not in self.choices:
            raise OptionError(f"option {self.name!r} got {value!r}; allowed: {self.allowed()}")
        low_bad = self.low is not None and (typed <= self.low if self.above else typed < self.low)
        if low_bad or (self.high is not None and typed > self.high):
            raise OptionError(f"option {self.name!r} got {value!r}; allowed: {self.allowed()}")
        return typed

    def _convert(self, value: Any) -> Any:
        if self.type is bool:
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in _TRUE | _FALSE:
                return value.lower() in _TRUE
            raise ValueError(value)
        if self.type is int:
            if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
                raise ValueError(value)
            return parse_int(value) if isinstance(value, str) else int(value)  # no '1_0', no '５'
        if self.type is float:
            if isinstance(value, bool):
                raise ValueError(value)
            x = parse_float(value) if isinstance(value, str) else float(value)
            if not math.isfinite(x):  # NaN passes every range test and inf breaks physics
                raise ValueError(value)
            return x
        if isinstance(value, self.type):
            return value
        return self.type(value)

    def describe(self) -> dict[str, Any]:
        """A JSON-ready description (for `trigames list` and the web API)."""
        return {
            "name": self.name,
            "type": self.type.__name__,
            "default": self.default,
            "allowed": self.allowed(),
            **({"low": self.low} if self.low is not None else {}),
            **({"high": self.high} if self.high is not None else {}),
            **({"above": True} if self.above else {}),
            **({"seat": True} if self.seat else {}),  # counted from 0 here; people count from 1
            "help": self.help,
        }


def _up(x: float | None) -> float | None:
    return None if x is None else x + 1


def resolve_options(specs: tuple[OptionSpec, ...], given: Mapping[str, Any], game_id: str) -> dict[str, Any]:
    """Defaults overlaid with `given`, every value checked.

    Raises:
        OptionError: an unknown option name, or a value that is not allowed.
    """
    by_name = {s.name: s for s in specs}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        known = ", ".join(sorted(by_name)) or "none"
        raise OptionError(f"{game_id} has no option {unknown[0]!r}; its options are: {known}")
    return {s.name: s.coerce(given[s.name]) if s.name in given else s.default for s in specs}
