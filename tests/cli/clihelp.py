"""Run the command line in-process (fast) or as a real process, and check its one way to fail."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from trigames.cli.app import run

SRC = str(Path(__file__).resolve().parents[2] / "src")


@dataclass
class Result:
    code: int
    out: str
    err: str


def cli(args: list[str], input: str = "", cwd: Path | None = None) -> Result:
    """`trigames ARGS` in this process, with `input` as the keyboard."""
    out, err = io.StringIO(), io.StringIO()
    old_stdin, old_cwd = sys.stdin, os.getcwd()
    sys.stdin = io.StringIO(input)
    try:
        if cwd is not None:
            os.chdir(cwd)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = run(args)
    finally:
        sys.stdin = old_stdin
        os.chdir(old_cwd)
    return Result(code, out.getvalue(), err.getvalue())


def proc(args: list[str], input: str = "", cwd: Path | None = None, timeout: float = 120) -> Result:
    """`python -m trigames ARGS` as its own process."""
    env = {**os.environ, "PYTHONPATH": SRC, "COLUMNS": "100"}
    p = subprocess.run([sys.executable, "-m", "trigames", *args], input=input, capture_output=True, text=True,
                       cwd=cwd, env=env, timeout=timeout)
    return Result(p.returncode, p.stdout, p.stderr)


def assert_one_line_error(r: Result, *needles: str) -> None:
    """A refused command: non-zero exit, exactly one line on stderr, no traceback, no bug."""
    assert r.code != 0, (r.out, r.err)
    lines = [x for x in r.err.splitlines() if x.strip()]
    assert len(lines) == 1, r.err
    assert lines[0].startswith("error: "), r.err
    assert "Traceback" not in r.out + r.err
    assert "internal error" not in r.err, r.err
    for n in needles:
        assert n in lines[0], (n, lines[0])
