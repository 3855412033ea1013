"""Test helpers: a real `python -m trigames.web` process, and scripted WebSocket players."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import websockets


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """The server as a separate process on a free loopback port."""

    def __init__(self, db: Path | str, bot_delay: float = 0.0, bot_pool: str = "process") -> None:
        self.db = db
        self.port = free_port()
        self.args = [sys.executable, "-m", "trigames.web", "--port", str(self.port), "--db", str(db),
                     "--bot-delay", str(bot_delay), "--bot-pool", bot_pool, "--quiet",
                     "--table-rate", "1000"]
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30) -> Server:
        self.proc = subprocess.Popen(self.args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     env={**os.environ, "PYTHONUNBUFFERED": "1"})
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                out = self.proc.stdout.read().decode() if self.proc.stdout else ""
                raise RuntimeError(f"server exited: {out}")
            try:
                if httpx.get(self.http + "/api/games", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("server did not start")

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs."""
        if self.proc is not None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def post(self, path: str, body: Any) -> httpx.Response:
        return httpx.post(self.http + path, json=body, timeout=10)

    def get(self, path: str) -> httpx.Response:
        return httpx.get(self.http + path, timeout=10)


async def play_seat(url: str, token: str | None, seed: int, log: list[dict[str, Any]],
                    stop_at: int | None = None, timeout: float = 120) -> dict[str, Any]:
    """A scripted player: random legal actions until the game ends (or reaches version `stop_at`).

    Every message received is appended to `log`. Returns the last state message.
    """
    rng = random.Random(seed)
    last: dict[str, Any] = {}
    async with websockets.connect(url, max_size=2**22) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        async with asyncio.timeout(timeout):
            while True:
                m = json.loads(await ws.recv())
                log.append(m)
                if m["type"] != "state":
                    continue
                last = m
                if m["terminal"]:
                    return m
                if stop_at is not None and m["version"] >= stop_at:
                    return m
                if m["legal"]:
                    await ws.send(json.dumps({"type": "act", "version": m["version"],
                                              "action": rng.choice(m["legal"])}))
    return last
