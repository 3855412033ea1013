"""Worker processes that never outlive the process that started them.

A pool's worker waits on a queue whose write end it holds itself, so when its owner is killed
(SIGKILL: no shutdown code runs) it would wait forever, and a forkserver waits for its workers.
So every worker started by `process_pool` (1) asks Linux to SIGKILL it when its parent dies
(`prctl(PR_SET_PDEATHSIG)`), and (2) runs a watchdog thread that ends it once the owner is gone:
its parent changed (it was reparented), or — when its parent is a forkserver, not the owner — the
pipe multiprocessing keeps open from the owner (`parent_process().sentinel`) was closed. The
forkserver and the resource tracker then exit by themselves, since every holder of their pipes
is gone.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.context import BaseContext
from typing import Any

PR_SET_PDEATHSIG = 1
POLL = 0.25  # seconds between the watchdog's looks at the owner


def process_pool(workers: int, initializer: Callable[..., Any] | None = None, initargs: tuple[Any, ...] = (),
                 mp_context: BaseContext | None = None) -> ProcessPoolExecutor:
    """A ProcessPoolExecutor whose workers die with the process that created it."""
    method = (mp_context or multiprocessing.get_context()).get_start_method()
    return ProcessPoolExecutor(max_workers=workers, mp_context=mp_context, initializer=_start_worker,
                               initargs=(os.getpid(), method == "fork", initializer, initargs))


def _start_worker(owner: int, forked: bool, initializer: Callable[..., Any] | None,
                  initargs: tuple[Any, ...]) -> None:
    die_with_owner(owner, forked)
    if initializer is not None:
        initializer(*initargs)


def die_with_owner(owner: int, forked: bool) -> None:
    """End this process when `owner` dies; `forked`: `owner` is this process's parent."""
    _parent_death_signal()
    parent = os.getppid()
    if forked and parent != owner:  # the owner died before the signal was asked for
        os._exit(1)
    threading.Thread(target=_watch, args=(parent,), name="owner-watchdog", daemon=True).start()


def _parent_death_signal() -> None:
    """Linux only: the kernel sends SIGKILL when the parent (the thread that forked us) ends."""
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(OSError, AttributeError, TypeError):
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def _owner_gone(parent: int) -> bool:
    if os.getppid() != parent:  # reparented: the parent died
        return True
    # a forkserver's child: the owner holds the other end of this pipe (a forked child's siblings
    # may hold it too, which only delays this test; a forked child's parent is the owner anyway)
    creator = multiprocessing.parent_process()
    return creator is not None and not creator.is_alive()


def _watch(parent: int) -> None:
    while not _owner_gone(parent):
        time.sleep(POLL)
    os._exit(1)
