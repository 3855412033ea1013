"""The command line read once before click parses it: options given twice, and numbers.

click keeps the last of an option given twice (`--rows 3 --rows 4`), and typer reads numbers
with Python's rules ('1_0' is 10, ' 5' and '5.0' are 5). Both are refused here for every
command, the games' own included: each option is counted, and the value of a number option must
be written with the digits 0–9 (`trigames.core.parse_int` / `parse_float`). Game options
(`--name value`, unknown to click) are counted by `options.parse_extra`.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Sequence
from typing import Any

from trigames.core import OptionError, parse_float, parse_int


def _number(param: Any) -> type | None:
    """int or float when the option takes a number (typer's annotation, or click's type)."""
    annotation = getattr(getattr(param, "type_descriptor", None), "annotation", None)
    if annotation is None:  # click's own parameters
        name = getattr(getattr(param, "type", None), "name", "")
        return int if name.startswith("integer") else float if name.startswith("float") else None
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        kinds = [a for a in typing.get_args(annotation) if a is not type(None)]
        annotation = kinds[0] if len(kinds) == 1 else None
    return annotation if annotation in (int, float) else None


def _takes_value(param: Any) -> bool:
    return not (getattr(param, "is_flag", False) or getattr(param, "count", False))


def check_args(command: Any, args: Sequence[str]) -> None:
    """Refuse an option given twice and a number not written with the digits 0–9.

    Raises:
        OptionError: naming the option and what was wrong (one line).
    """
    commands = getattr(command, "commands", None)
    if not args or commands is None or args[0] not in commands:
        return
    sub = commands[args[0]]
    by_opt = {opt: p for p in getattr(sub, "params", ()) for opt in (*getattr(p, "opts", ()),
                                                                       *getattr(p, "secondary_opts", ()))
              if opt.startswith("-")}
    seen: dict[str, str] = {}
    rest = list(args[1:])
    while rest:
        token = rest.pop(0)
        if token == "--":
            return
        name, eq, value = token.partition("=")
        param = by_opt.get(name) if token.startswith("-") else None
        if param is None:  # an argument, or a game option (parse_extra counts those)
            continue
        if param.name in seen and not getattr(param, "multiple", False):
            first = seen[param.name]
            raise OptionError(f"{name} is given twice: give it once" if first == name else
                              f"{first} and {name} are both given: give one of them")
        seen[param.name] = name
        if not _takes_value(param) or getattr(param, "nargs", 1) != 1:
            continue
        if not eq:
            if not rest:
                return  # click says the value is missing
            value = rest.pop(0)
        kind = _number(param)
        if kind is int:
            parse_int(value, name)
        elif kind is float:
            parse_float(value, name)
