"""Drive a real `trigames` process on a pseudo-terminal, answering each prompt as it comes."""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from cli.clihelp import SRC

ANSI = re.compile(r"\x1b\[[0-9;?]*[a-zA-Z]|\x1b\][^\x07]*\x07|\r")


@dataclass
class Screen:
    """What the program wrote between two answers: the raw text (escapes kept) and the prompt."""

    raw: str
    prompt: str

    @property
    def text(self) -> str:
        return ANSI.sub("", self.raw)


@dataclass
class Run:
    code: int | None
    screens: list[Screen] = field(default_factory=list)
    tail: str = ""  # what came after the last answer


def drive(args: list[str], answer: Callable[[Screen], str | None], cwd: Path | None = None,
          timeout: float = 120) -> Run:
    """`python -m trigames ARGS` on a pty; `answer(screen)` is typed at each prompt (a line ending
    in ':'); None types Ctrl-D (end of input) and waits for the program to end."""
    import pty

    master, slave = pty.openpty()
    env = {**os.environ, "PYTHONPATH": SRC, "COLUMNS": "160", "LINES": "60", "TERM": "xterm"}
    p = subprocess.Popen([sys.executable, "-m", "trigames", *args], stdin=slave, stdout=slave, stderr=slave,
                         env=env, cwd=cwd, close_fds=True)
    os.close(slave)
    run = Run(None)
    raw = ""
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    data = os.read(master, 65536).decode("utf-8", "replace")
                except OSError:  # the program ended and closed the terminal
                    break
                if not data:
                    break
                raw += data
            elif p.poll() is not None:
                break
            text = ANSI.sub("", raw).rstrip()
            if not text.endswith(":"):
                continue
            screen = Screen(raw, text.splitlines()[-1])
            run.screens.append(screen)
            line = answer(screen)
            raw = ""
            os.write(master, b"\x04" if line is None else (line + "\n").encode())
        run.tail = raw
        run.code = p.wait(timeout=30)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
        os.close(master)
    return run
