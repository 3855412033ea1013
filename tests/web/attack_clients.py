"""Clients for the adversarial suite (issue 19): a canary table in its own process, raw WebSocket talk.

The canary is an honest Tricérata table played by `trigames.web.attack.paced_seat` (a move every
`think` seconds) in a separate process, from another loopback address (127.0.0.2 where the system
has it: another person, so per-address budgets of the fuzzer's address do not apply to it). It
writes one line per acknowledged move: `<monotonic time sent> <seconds to the new state>`, and
`! <problem>` for an error or a refused connection. Run as a script:

    python tests/web/attack_clients.py canary BASE_URL OUT_FILE [ADDRESS] [THINK]
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

LATENCY_LIMIT = 0.050  # seconds: a second table's move, whatever happens at the first
MESSAGE_CHARS = 300  # an error's message says what was wrong in a line; it does not echo 4 KB back


def other_loopback() -> str:
    """127.0.0.2 if this system routes it to itself (Linux does), else 127.0.0.1."""
    try:
        with socket.socket() as s:
            s.bind(("127.0.0.2", 0))
        return "127.0.0.2"
    except OSError:
        return "127.0.0.1"


class Canary:
    """An honest table played in another process; its move latencies are read from a file."""

    def __init__(self, base: str, out: Path, address: str | None = None, think: float = 0.02) -> None:
        self.base, self.out, self.think = base, out, think
        self.address = address or other_loopback()
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> Canary:
        self.out.write_text("")
        self.proc = subprocess.Popen([sys.executable, __file__, "canary", self.base, str(self.out), self.address,
                                      str(self.think)])
        deadline = time.monotonic() + 30
        while not self.samples():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the canary did not start: {self.problems()}")
            time.sleep(0.05)
        return self

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()

    def _lines(self) -> list[str]:
        return self.out.read_text().splitlines()

    def samples(self) -> list[tuple[float, float]]:
        out = []
        for line in self._lines():
            if line and not line.startswith("!"):
                with contextlib.suppress(ValueError):
                    at, latency = line.split()
                    out.append((float(at), float(latency)))
        return out

    def problems(self) -> list[str]:
        return [line[2:] for line in self._lines() if line.startswith("!")]

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def settle(self, after: float, timeout: float = 5.0) -> None:
        """Wait until a move sent after `after` has been answered (so every earlier one has been)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.alive():
            if any(at > after for at, _ in self.samples()[-5:]):
                return
            time.sleep(0.01)


async def _canary(base: str, out: Path, address: str, think: float) -> None:
    from trigames.web.attack import Honest, honest_table

    honest = Honest()
    written = [0, 0, 0]

    async def writer() -> None:
        with out.open("a") as f:
            while True:
                lines = [f"{at:.6f} {lat:.6f}" for at, lat in honest.samples[written[0]:]]
                lines += [f"! {e}" for e in honest.tally.errors[written[1]:]]
                lines += [f"! {e}" for e in honest.refused[written[2]:]]
                written[:] = [len(honest.samples), len(honest.tally.errors), len(honest.refused)]
                if lines:
                    f.write("\n".join(lines) + "\n")
                    f.flush()
                await asyncio.sleep(0.005)

    task = asyncio.create_task(writer())
    seed = 0
    while True:  # a new series of tables if one fails
        try:
            await honest_table(base, "tricerata", seed, honest, time.monotonic() + 3600, think, address)
        except Exception as exc:
            honest.refused.append(f"canary: {type(exc).__name__}: {exc}")
            await asyncio.sleep(0.1)
        seed += 1
    task.cancel()


def main(argv: list[str]) -> int:
    if len(argv) < 3 or argv[0] != "canary":
        print(__doc__, file=sys.stderr)
        return 2
    address = argv[3] if len(argv) > 3 else "127.0.0.1"
    think = float(argv[4]) if len(argv) > 4 else 0.02
    asyncio.run(_canary(argv[1], Path(argv[2]), address, think))
    return 0


def one_line_error(m: Any) -> str | None:
    """Why `m` is not exactly `{"type": "error", "code": …, "message": …}` in one line, or None."""
    if not isinstance(m, dict) or m.get("type") != "error":
        return f"not an error: {json.dumps(m)[:200]}"
    if set(m) != {"type", "code", "message"}:
        return f"an error has exactly type, code and message: {sorted(m)}"
    if not isinstance(m["code"], str) or not m["code"] or not m["code"].replace("_", "").isalnum() \
            or not m["code"].isascii() or m["code"] != m["code"].lower():
        return f"an error's code is a snake_case word: {m['code']!r}"
    text = m["message"]
    if not isinstance(text, str) or not text or "\n" in text or "\r" in text:
        return f"an error's message is one line of text: {_cut(text)}"
    if len(text) > MESSAGE_CHARS:
        return f"an error's message is one short line (≤ {MESSAGE_CHARS} characters), not {len(text)}: {_cut(text)}"
    return None


def _cut(value: Any, n: int = 120) -> str:
    text = repr(value)
    return text if len(text) <= n else f"{text[:n]}…({len(text)} characters)"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
