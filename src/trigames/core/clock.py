"""CPU-time caps for bots (`think`): a safety stop, never the measure of a bot's strength.

Every engine's budget is work (iterations, samples, search depth): with the same seed it plays
the same moves on any machine. `think` is a cap in CPU seconds of the deciding thread
(`time.thread_time`): another busy process on the machine does not make it fire (wall-clock
time would), and a bot thinking in a worker thread of the web server is charged only for its
own work. Levels set their cap well above what their work budget costs here, so the cap stops
a search only on a slow machine or an unusual position; when it fires, the move is the best the
search found so far (and may then differ from an unhurried run with the same seed).
"""

from __future__ import annotations

from time import thread_time


def cpu_now() -> float:
    """CPU seconds used so far by the calling thread."""
    return thread_time()


class Deadline:
    """`Deadline(seconds)`: `over()` is True once the calling thread has used `seconds` of CPU
    since the deadline was made (`None`: never)."""

    __slots__ = ("end",)

    def __init__(self, seconds: float | None) -> None:
        self.end = None if seconds is None else thread_time() + float(seconds)

    def over(self) -> bool:
        return self.end is not None and thread_time() > self.end


__all__ = ["Deadline", "cpu_now"]
