"""Processes under a pid, from /proc (Linux): what a killed command leaves behind."""

from __future__ import annotations

import contextlib
import os
import signal
import time
from pathlib import Path


def _stat(pid: int) -> tuple[str, int, str] | None:
    """(state, ppid, start time) of `pid`, or None when it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()  # the name may hold spaces and parentheses
    return fields[0], int(fields[1]), fields[19]


def descendants(root: int) -> dict[int, str]:
    """Every living process below `root`: pid → start time (tells a reused pid apart)."""
    children: dict[int, list[int]] = {}
    starts: dict[int, str] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit() and (st := _stat(int(entry))) is not None and st[0] != "Z":
            children.setdefault(st[1], []).append(int(entry))
            starts[int(entry)] = st[2]
    out, todo = {}, [root]
    while todo:
        for child in children.get(todo.pop(), []):
            out[child] = starts[child]
            todo.append(child)
    return out


def alive(tree: dict[int, str]) -> dict[int, str]:
    """The processes of `tree` still running (a zombie has ended: only its exit status is left)."""
    out = {}
    for pid, start in tree.items():
        st = _stat(pid)
        if st is not None and st[2] == start and st[0] != "Z":
            out[pid] = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()[:120]
    return out


def wait_gone(tree: dict[int, str], seconds: float) -> dict[int, str]:
    """Wait up to `seconds` for every process of `tree` to end; return those left."""
    deadline = time.monotonic() + seconds
    while (left := alive(tree)) and time.monotonic() < deadline:
        time.sleep(0.1)
    return left


def kill_all(tree: dict[int, str]) -> None:
    """Clean up after a failed test: SIGKILL what is left of `tree`, pid by pid."""
    for pid in alive(tree):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
