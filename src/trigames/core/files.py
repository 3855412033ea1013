"""Output files: paths checked before any work starts, and written atomically.

A long simulation must never be lost because its output path was bad: commands call
`check_output` / `check_folder` first, and write with `write_atomic` / `save_figure`
(a temporary file in the same folder, then a rename: never a half-written file).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path
from typing import Any

from trigames.core import TrigamesError
from trigames.core.record import give_mode, write_atomic

FIGURE_SUFFIXES = (".png", ".svg", ".pdf")


class PathError(TrigamesError, ValueError):
    """An output path that cannot be written."""


def _plain(p: Path, what: str) -> None:
    if "\0" in str(p):
        raise PathError(f"{what}: a file name cannot contain a NUL character")


def _probe(folder: Path, what: str) -> None:
    """Create and remove a file in `folder`: the only sure test that we may write there."""
    try:
        fd, tmp = tempfile.mkstemp(prefix=".trigames-probe-", dir=folder)
    except OSError as exc:
        raise PathError(f"{what}: cannot write in {str(folder)!r} ({exc.strerror or exc})") from None
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(tmp)


def check_output(path: str | Path, what: str, suffixes: tuple[str, ...] | None = None) -> Path:
    """`path` as a Path, if a file can be written there (its folder exists and is writable).

    Raises:
        PathError: naming what is wrong and what is allowed.
    """
    p = Path(path)
    _plain(p, what)
    if suffixes is not None and p.suffix.lower() not in suffixes:
        raise PathError(f"{what} must end in {', '.join(suffixes)}, got {str(p)!r}")
    if p.is_dir():
        raise PathError(f"{what} {str(p)!r} is a folder; give a file name")
    folder = p.parent
    if not folder.is_dir():
        raise PathError(f"{what}: folder {str(folder)!r} does not exist")
    _probe(folder, what)
    return p


def check_folder(path: str | Path, what: str, pattern: str = "*", force: bool = False) -> Path:
    """A folder to write many files into: created if missing; refused if it already holds files
    matching `pattern` (an earlier run's) unless `force`.

    Raises:
        PathError: a file in the way, an unwritable place, or files that would be overwritten.
    """
    p = Path(path)
    _plain(p, what)
    if p.exists() and not p.is_dir():
        raise PathError(f"{what} {str(p)!r} is a file, not a folder")
    try:
        p.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise PathError(f"{what}: cannot create folder {str(p)!r} ({exc.strerror or exc})") from None
    _probe(p, what)
    if not force:
        old = next(p.glob(pattern), None)
        if old is not None:
            raise PathError(f"{what} {str(p)!r} already holds records (e.g. {old.name}); "
                            "choose an empty folder or add --force to overwrite them")
    return p


def save_figure(fig: Any, path: str | Path) -> None:
    """`fig.savefig(path)` atomically (matplotlib picks the format from the suffix)."""
    p = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.stem}.", suffix=p.suffix, dir=p.parent)
    os.close(fd)
    try:
        fig.savefig(tmp)
        give_mode(tmp, p)
        os.replace(tmp, p)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


__all__ = ["FIGURE_SUFFIXES", "PathError", "check_folder", "check_output", "save_figure", "write_atomic"]
