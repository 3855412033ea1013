"""Game options given on the command line as `--name value` (or `--name=value`)."""

from __future__ import annotations

from trigames.core import OptionError


def parse_extra(args: list[str]) -> dict[str, str]:
    """`["--rows", "5", "--sudden-death=true"]` → `{"rows": "5", "sudden_death": "true"}`.

    A flag with no value (`--sudden-death` at the end or before another flag) means true.

    Raises:
        OptionError: an argument that is not an option, or an option given twice (click would
            keep the last; `--rows 3 --rows 4` is a mistake either way).
    """
    out: dict[str, str] = {}
    i = 0
    while i < len(args):
        arg = args[i]
        if not arg.startswith("--") or len(arg) < 3:
            raise OptionError(f"unexpected argument {arg!r}: game options are written --name value")
        name, eq, value = arg[2:].partition("=")
        if not eq:
            if i + 1 < len(args) and not args[i + 1].startswith("--"):
                value = args[i + 1]
                i += 1
            else:
                value = "true"
        key = name.replace("-", "_")
        if key in out:
            raise OptionError(f"--{name} is given twice: give it once")
        out[key] = value
        i += 1
    return out
