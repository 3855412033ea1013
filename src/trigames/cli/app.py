"""One way to fail: every error of the command line is one line on stderr and a non-zero exit.

`run(argv)` is the whole command line: click parses, the command runs, and anything that goes
wrong — bad usage, bad input (`TrigamesError`), a file system error, an interrupt or a bug — ends
as one line naming what was wrong. `--debug` (anywhere on the line) shows the traceback instead.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

import click
import typer
from rich.console import Console
from rich.markup import escape

from trigames.core import TrigamesError

from .args import check_args

DEBUG = False
USAGE, BUG, INTERRUPTED = 2, 1, 130


def _errors() -> tuple[tuple[type[BaseException], ...], tuple[type[BaseException], ...]]:
    """click's usage-error and abort classes; recent typer releases carry their own copy of click."""
    usage: list[type[BaseException]] = [click.exceptions.UsageError]
    abort: list[type[BaseException]] = [click.exceptions.Abort, KeyboardInterrupt]
    try:
        from typer._click import exceptions as vendored  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        pass
    else:
        usage.append(vendored.UsageError)
    if hasattr(typer, "Abort"):
        abort.append(typer.Abort)
    return tuple(usage), tuple(abort)


USAGE_ERRORS, ABORTS = _errors()


def one_line(text: str, limit: int = 400) -> str:
    """Messages can quote user input: keep them to one readable line."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def error(message: str) -> None:
    # a console of its own each time: tests and pipes swap sys.stderr
    Console(stderr=True, soft_wrap=True, highlight=False).print(f"[red]error:[/] {escape(one_line(message))}")


def fail(message: str) -> typer.Exit:
    """Print the one-line error; `raise fail(...)` ends the command with status 2."""
    error(message)
    return typer.Exit(USAGE)


class App(typer.Typer):
    """typer's app, whose call goes through `run` (the console script calls `app()`)."""

    def __call__(self, *args: Any, **kwargs: Any) -> NoReturn:
        sys.exit(run(sys.argv[1:]))


def run(argv: Sequence[str], app: typer.Typer | None = None) -> int:
    """Run the command line `argv`; return the exit status (never raise, unless --debug)."""
    global DEBUG
    args = list(argv)
    DEBUG = "--debug" in args or os.environ.get("TRIGAMES_DEBUG") == "1"
    args = [a for a in args if a != "--debug"]
    if app is None:
        from .main import app as main_app

        app = main_app
    command = typer.main.get_command(app)
    if not args:
        args = ["--help"]
    try:
        check_args(command, args)  # options given twice, numbers such as '1_0'
        rv = command.main(args=args, prog_name="trigames", standalone_mode=False)
        return rv if isinstance(rv, int) else 0
    except USAGE_ERRORS as exc:
        if DEBUG:
            raise
        ctx = getattr(exc, "ctx", None)
        sub = ctx.command_path if ctx is not None else "trigames"
        error(f"{exc.format_message()} (see: {sub} --help)")  # type: ignore[attr-defined]
        return USAGE
    except ABORTS:
        if DEBUG:
            raise
        error("interrupted")
        return INTERRUPTED
    except TrigamesError as exc:
        if DEBUG:
            raise
        error(str(exc))
        return USAGE
    except OSError as exc:
        if DEBUG:
            raise
        where = f" ({exc.filename})" if exc.filename else ""
        error(f"{exc.strerror or exc}{where}")
        return BUG
    except (MemoryError, RecursionError) as exc:
        if DEBUG:
            raise
        error(f"{type(exc).__name__}: the input is too large; nothing was written")
        return BUG
    except Exception as exc:  # a bug: still one line, with the way to learn more
        if DEBUG:
            raise
        error(f"internal error ({type(exc).__name__}: {exc}); run again with --debug for the details")
        return BUG
