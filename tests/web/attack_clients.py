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
import re
import socket
import subprocess
import sys
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

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


# -- hostile values (shared by the WebSocket fuzzer and the REST attacks) ---------------------
BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


@dataclass(frozen=True)
class Raw:
    """JSON text put in as it is (numbers Python cannot write, deep nesting)."""

    text: str

    def __repr__(self) -> str:
        return f"Raw({short(self.text)})"


def short(value: Any, n: int = 80) -> str:
    text = repr(value)
    if isinstance(value, (str, bytes)) and len(value) > n:
        head = value[:40]
        counts = {c: value.count(c) for c in set(value[:n])} if isinstance(value, str) else {}
        many = max(counts, key=lambda c: counts[c]) if counts else None
        text = f"{head!r}…({len(value)} {'chars' if isinstance(value, str) else 'bytes'}" + (
            f", mostly {many!r}" if many is not None else "") + ")"
    return text


SURROGATE = re.compile("[\ud800-\udfff]")


def escape_surrogates(text: str) -> str:
    return SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def to_json(value: Any, resolve: Callable[[Any], Any] = lambda v: v, ascii: bool = True) -> str:
    """JSON text of a value tree, as the wire may carry it: `Raw` put in as it is, a tuple of pairs
    an object (keys may repeat), lone surrogates always as \\u escapes (with `ascii` False, other
    characters as UTF-8), NaN and infinities as Python's json writes them. `resolve` maps
    placeholders to values first."""
    value = resolve(value)
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, dict):
        value = tuple(value.items())
    if isinstance(value, tuple) and value and all(isinstance(p, tuple) and len(p) == 2 for p in value):
        return "{" + ",".join(f"{to_json(k if isinstance(k, str) else str(k), resolve, ascii)}:"
                              f"{to_json(v, resolve, ascii)}" for k, v in value) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(to_json(v, resolve, ascii) for v in value) + "]"
    if isinstance(value, str):
        return json.dumps(value) if ascii else escape_surrogates(json.dumps(value, ensure_ascii=False))
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return json.dumps(value)  # NaN, Infinity, -Infinity: what Python's json reads
    raise TypeError(value)


ODD = ["\x00", "\x07", "\x1b", "\x7f", "\x85", "\x9f", "\u00a0", "\u200b", "\u200e", "\u202e", "\u2028", "\u2066",
       "\ufeff", "\uffff", "\U0001f600", "\u0301", "\u212b", "\ufb01", "\ud800", "\udbff", "\udc00", "\udfff",
       " ", "\t", "\n", "\\", '"', "'", "<", "%", "{"]
chars = st.one_of(st.sampled_from(ODD), st.characters(), st.integers(0xD800, 0xDFFF).map(chr))
texts = st.text(chars, max_size=24)
SIZES = [24, 25, 120, 128, 129, 200, 201, 1000, 2045, 4000, 4089, 4090, 4097, 5000, 16400, 20000]
long_texts = st.builds(lambda c, n: c * n, st.sampled_from(["a", "é", "\U0001f600", "\ud800", " ", "\x00", "\u202e"]),
                       st.sampled_from(SIZES)).map(lambda s: s[:20000])
raw_numbers = st.sampled_from(["1e400", "-1e400", "-0", "1E-400", "0.0", "1.0", "1e2", "9" * 4000, "-" + "9" * 300,
                               "123456789012345678901234567890", "NaN", "Infinity", "-Infinity"]).map(Raw)


def _deep(kind: str, depth: int) -> Raw:
    return Raw("[" * depth + "]" * depth if kind == "list" else '{"a":' * depth + "1" + "}" * depth)


deep = st.builds(_deep, st.sampled_from(["list", "dict"]), st.sampled_from([50, 200, 999, 1000, 1001, 1500, 2000]))
scalars = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70),
                    st.sampled_from([0, -1, 1, 2**31 - 1, 2**31, 2**53 + 1, 2**63 - 1, 2**63, 2**64]),
                    st.floats(), texts, long_texts, raw_numbers)
values = st.one_of(st.recursive(scalars, lambda ch: st.lists(ch, max_size=3) | st.dictionaries(texts, ch, max_size=3),
                                max_leaves=6), deep)
def clean_text_problem(name: Any) -> str | None:
    if not isinstance(name, str):
        return f"not text: {name!r}"
    if SURROGATE.search(name):
        return f"holds a lone surrogate: {name!r}"
    if any(unicodedata.category(c) == "Cc" for c in name) or BIDI & set(name):
        return f"holds a control or bidi character: {name!r}"
    if unicodedata.normalize("NFC", name) != name:
        return f"is not NFC: {name!r}"
    if not 1 <= len(name) <= 24:
        return f"has {len(name)} characters: {name!r}"
    return None


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
