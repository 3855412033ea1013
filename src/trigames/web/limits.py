"""Every limit of the web table in one place (docs/web.md, "Security", lists them with their flags).

A public table must survive its worst visitor: each connection has a message budget, each address
a budget of connections and of event-loop time (work), the server a cap on both. A connection over
its budget is not answered message by message — it is simply not read for a while, so the kernel's
buffers fill and the sender is slowed down at no cost to anyone else.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Limits:
    connections: int = 2000  # open WebSockets in all
    connections_per_address: int = 64
    message_rate: float = 200.0  # messages a second one connection may send …
    message_burst: float = 400.0  # … in bursts of this many
    backlog: int = 32  # messages received but not yet read beyond a connection's burst: then it is closed
    spectator_rate: float = 10.0  # messages a second a connection without a seat may send (bursts of 2×)
    work_per_address: float = 0.10  # seconds of event-loop time a second one address may use …
    work_burst: float = 0.25  # … in bursts of this much (a burst is time other tables wait)
    work_total: float = 0.8  # and all addresses together
    table_rate: float = 1.0  # new tables, seats, rematches and uploads a second per address …
    table_burst: float = 60.0  # … in bursts of this many
    tables: int = 5000  # tables in memory; quiet ones leave it (the database keeps them) to make room
    unjoined_ttl: float = 3600.0  # seconds before a table no person came to is closed
    idle_ttl: float = 7 * 86400.0  # seconds without a move before a table nobody watches is closed
    away: float = 30.0  # seconds a person's seat stays empty before another player may let a bot stand in


@dataclass
class Bucket:
    """A token bucket: `rate` a second, at most `burst`. It may go below zero (work already done)."""

    rate: float
    burst: float
    level: float = -1.0
    at: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        if self.level < 0:
            self.level = self.burst

    def refill(self, now: float) -> float:
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        return self.level

    def wait(self, need: float = 0.0) -> float:
        """Seconds until the bucket holds `need` (0 if it does)."""
        level = self.refill(time.monotonic())
        return 0.0 if level >= need else (need - level) / self.rate


class Gate:
    """Connections and event-loop time, counted per address and in all."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.open: dict[str, int] = {}
        self.work: dict[str, Bucket] = {}
        self.total = Bucket(limits.work_total, limits.work_total / 2)
        self.turns: dict[str, asyncio.Lock] = {}

    def turn(self, address: str) -> asyncio.Lock:
        """The address's turnstile: its connections and requests do their work one at a time, first
        come first served. Without it, when a throttled address's budget refills, all its connections
        wake in the same moment and each does a message's work: fifty connections made one burst that
        every other table waited behind (p99 ×5–25 under the attack benchmark)."""
        lock = self.turns.get(address)
        if lock is None:
            lock = self.turns[address] = asyncio.Lock()
        return lock

    def enter(self, address: str) -> str | None:
        """Count a new connection, or say in one line why it is refused."""
        if sum(self.open.values()) >= self.limits.connections:
            return "the server has too many connections; try again later"
        if self.open.get(address, 0) >= self.limits.connections_per_address:
            return f"at most {self.limits.connections_per_address} connections from one address"
        self.open[address] = self.open.get(address, 0) + 1
        return None

    @contextlib.asynccontextmanager
    async def working(self, address: str, extra: float = 0.0) -> AsyncIterator[None]:
        """One message's or request's work for `address`: in its turn, once what the address already
        spent is repaid; the loop time it takes, plus `extra` (what the clock cannot see), is charged."""
        async with self.turn(address):
            pause = self.charge(address, 0.0)
            if pause > 0:
                await asyncio.sleep(min(pause, 5.0))
            started = time.perf_counter()
            try:
                yield
            finally:
                self.charge(address, time.perf_counter() - started + extra)

    def leave(self, address: str) -> None:
        left = self.open.get(address, 1) - 1
        if left > 0:
            self.open[address] = left
        else:  # its work bucket stays: reconnecting must not refill it
            self.open.pop(address, None)
            lock = self.turns.get(address)
            if lock is not None and not lock.locked():
                del self.turns[address]
        if len(self.work) > 10_000:  # forget the addresses that have repaid everything
            now = time.monotonic()
            for key in [k for k, b in self.work.items() if k not in self.open and b.refill(now) >= b.burst]:
                del self.work[key]

    def charge(self, address: str, seconds: float) -> float:
        """Count `seconds` of work for `address`; the pause its connections take before the next message."""
        bucket = self.work.get(address)
        if bucket is None:
            bucket = self.work[address] = Bucket(self.limits.work_per_address, self.limits.work_burst)
        now = time.monotonic()
        bucket.refill(now)
        bucket.level -= seconds
        self.total.refill(now)
        self.total.level -= seconds
        pause = max(0.0, -bucket.level / bucket.rate)
        if self.total.level < 0:  # the loop itself is saturated: everyone waits their share
            pause = max(pause, -self.total.level / self.total.rate)
        return pause


class Backlog:
    """What uvicorn has received on a WebSocket and the app has not read yet.

    uvicorn reads a whole TCP chunk at once (up to 256 KiB: thousands of small frames) before it stops
    reading, so "not reading" does not stop a flood at the door: its frames wait in memory, and a
    client that has left is still worked through, message by message, on its address's budget (the
    attack benchmark found 21,000 frames, 5 MiB, queued ten seconds after the attack had ended, and the
    honest tables slow until they were). Seen through the server's own objects; any other ASGI server
    gives `None` and the limits work as before."""

    def __init__(self, receive: object) -> None:
        proto = getattr(receive, "__self__", None)
        queue, transport = getattr(proto, "queue", None), getattr(proto, "transport", None)
        self.queue = queue if isinstance(queue, asyncio.Queue) else None
        self.transport = transport if self.queue is not None and hasattr(transport, "is_closing") else None

    def read_at_most(self, size: int) -> None:
        """Let the kernel hold at most about `size` bytes the app has not read: uvicorn parses all it
        reads in one go, so a flood's 256 KiB read was thousands of frames parsed while every other
        table waited (a 100 ms pause in the attack benchmark)."""
        sock: Any = self.transport.get_extra_info("socket") if self.transport is not None else None
        with contextlib.suppress(AttributeError, OSError):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, size)

    def waiting(self) -> int:
        return self.queue.qsize() if self.queue is not None else 0

    def gone(self) -> bool:
        """The peer has closed or the connection broke: what it queued before is not worth working."""
        return self.transport is not None and bool(self.transport.is_closing())
