"""One session per record: `play`, `resume` and `companion` lock `FILE.lock` while they play.

Two sessions writing one record after every move would overwrite each other's moves without a
word. The lock is the operating system's (`flock`), so it is released when its process ends in
any way — `q`, a crash or SIGKILL — and a stale `FILE.lock` left by a killed session is simply
taken over. The file holds who has the lock (pid, host, since when), for the refusal's message.
Where `fcntl` does not exist (Windows), records are not locked.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import time
from collections.abc import Iterator
from pathlib import Path

from trigames.core import TrigamesError

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


class LockError(TrigamesError):
    """The record's lock cannot be taken: another session holds it, or its file cannot be opened."""


def lock_path(record: Path) -> Path:
    return record.with_name(record.name + ".lock")


def _holder(fd: int) -> str:
    """Who holds the lock, in words, from what the holder wrote into the lock file."""
    try:
        info = json.loads(os.pread(fd, 4096, 0) or b"{}")
        since = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(float(info["since"])))
        return f"pid {int(info['pid'])} on {str(info['host'])[:64]}, since {since}"
    except (OSError, ValueError, KeyError, TypeError):
        return "a session that is just starting"  # it has the lock but has not written its name yet


def _acquire(record: Path) -> int:
    path = lock_path(record)
    for _ in range(20):
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:  # a folder of that name, or another user's file
            raise LockError(f"{record}: cannot open its lock file {path} ({exc.strerror or exc})") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            holder = _holder(fd)
            os.close(fd)
            raise LockError(f"{record} is being played by another session ({holder}); "
                             "finish or quit that one first") from None
        try:  # the holder before us may have removed the file between our open and our lock
            same = os.path.samestat(os.fstat(fd), os.stat(path))
        except FileNotFoundError:
            same = False
        if same:
            me = json.dumps({"pid": os.getpid(), "host": socket.gethostname(), "since": time.time()})
            os.ftruncate(fd, 0)
            os.pwrite(fd, me.encode(), 0)
            return fd
        os.close(fd)
    raise LockError(f"{record}: cannot take its lock file {path}")


@contextlib.contextmanager
def record_lock(record: Path) -> Iterator[None]:
    """Hold the lock of `record` for the block.

    Raises:
        LockError: another session holds it (the message says which: pid, host, since when).
    """
    if fcntl is None:  # pragma: no cover - Windows
        yield
        return
    fd = _acquire(record)
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            os.unlink(lock_path(record))  # while still holding it: see the samestat test above
        os.close(fd)
