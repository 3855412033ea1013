"""What blocks the event loop: an operator's and a test's probe, off unless asked for.

`TRIGAMES_STALLS=FILE` (optionally `TRIGAMES_STALL_MS`, default 30): a thread wakes every 2 ms; when
the loop has not ticked for longer than the limit it samples the loop thread's stack. Every few
seconds the stacks seen most often are written to FILE (replaced), with how many samples each got.
Sampling from another thread costs the loop nothing but the GIL hand-over.
"""

from __future__ import annotations

import asyncio
import collections
import os
import sys
import threading
import time
import traceback
from collections.abc import Mapping

TICK = 0.002


def start(loop: asyncio.AbstractEventLoop) -> threading.Event | None:
    """Watch `loop` (called from its own thread) if TRIGAMES_STALLS names a file; the event stops it."""
    path = os.environ.get("TRIGAMES_STALLS")
    if not path:
        return None
    limit = float(os.environ.get("TRIGAMES_STALL_MS", "30")) / 1000
    loop_thread = threading.get_ident()
    last = [time.monotonic()]
    stop = threading.Event()

    def beat() -> None:
        last[0] = time.monotonic()
        if not stop.is_set():
            loop.call_later(TICK, beat)

    def watch() -> None:
        seen: collections.Counter[str] = collections.Counter()
        stalls = 0
        written = time.monotonic()
        in_stall = False
        while not stop.wait(TICK):
            late = time.monotonic() - last[0]
            if late > limit:
                frames = sys._current_frames()
                frame = frames.get(loop_thread)
                if frame is not None:
                    seen["".join(traceback.format_stack(frame, limit=25)) + _others(frames, loop_thread)] += 1
                stalls += not in_stall
                in_stall = True
            else:
                in_stall = False
            if time.monotonic() - written > 3.0 and seen:
                written = time.monotonic()
                with open(path, "w", encoding="utf-8") as out:
                    out.write(f"{stalls} stalls over {limit * 1000:.0f} ms; "
                              f"stacks by samples ({TICK * 1000:.0f} ms each)\n")
                    for stack, n in seen.most_common(12):
                        out.write(f"\n== {n} samples\n{stack}")

    loop.call_soon(beat)
    threading.Thread(target=watch, name="trigames-stalls", daemon=True).start()
    return stop


def _others(frames: Mapping[int, object], loop_thread: int) -> str:
    """The innermost lines of the other threads (one of them may hold the interpreter)."""
    names = {t.ident: t.name for t in threading.enumerate()}
    lines = []
    for ident, frame in frames.items():
        if ident in (loop_thread, threading.get_ident()):
            continue
        top = traceback.format_stack(frame, limit=3)  # type: ignore[arg-type]
        lines.append(f"  -- thread {names.get(ident, ident)}:\n" + "".join(top))
    return "".join(lines)
