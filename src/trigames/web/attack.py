"""Attack benchmark of the web table: one table is attacked while honest tables play (issue 19).

    python -m trigames.web.attack [--url http://…] [--json] [--seconds 20] [--recover 10]

Without `--url` it starts the real server (`python -m trigames.web`) on a free port with a fresh
SQLite file and measures its memory (VmRSS from /proc). Three phases of play on `--tables` honest
tables (scripted players, each thinking `--think` seconds before a move, like people):

1. unattacked (`--seconds`): the honest tables' latency, from sending an action to receiving the
   resulting state (p50/p95/p99/max);
2. attacked (`--seconds`): meanwhile one table — a Triqueta table the attacker created, so it holds
   every seat's token — is flooded by `--attackers` WebSocket connections sending every message type
   (hello, act, undo, lang with the text rendering on, name, ping, unknown types, bad JSON, binary
   frames, over-long messages, lone surrogates, deep nesting) at `--rate` messages a second each
   (just under the server's per-connection limit), while `--uploads` long valid records are uploaded
   (`POST /api/records`, a long Triominos game played at random, as long as the server's limits
   accept) and `--replays` replays of a long finished game are asked for
   (`GET /api/tables/{id}/replay/{ply}`);
3. recovery (`--recover`): honest play goes on; then the server's memory is read again.

The attacker runs in its own process at the lowest CPU priority (SCHED_IDLE), so that on a small machine
its own client work does not stand in for the server's: what is measured is how the server shares
itself between an attacker and everyone else. It reports the honest p99 attacked / unattacked, the
server's memory at the start (after a warm-up that uses every code path the attack uses once), its
peak and after the recovery, and checks that every acknowledged honest action is stored
(`load.check_stored`). The exit status is 1 if the honest p99 more than triples, the memory does not
come back within 10 % of its start, an acknowledged action is lost, or an honest connection or
table is refused. It also reports the share of the machine's CPU the hypervisor took in each phase
(steal, /proc/stat): on a shared VM, a phase with a few percent of steal measures the host — with no
attacker at all the honest p50 went from 1.4 to 30 ms while steal was 8–12 % — so compare ratios of
runs whose phases had none.

All clients, honest and attacker, connect from 127.0.0.1 unless `--attacker-address` names another
loopback address (e.g. 127.0.0.2, to see per-address limits apart). Extra server flags go after
`--server-arg` (repeatable), e.g. `--server-arg=--max-connections-per-address=128`.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import orjson

from . import load
from .load import SEATS, Tally, _post, check_stored, cpu_seconds, percentile

ATTACKED_GAME = "triqueta"
MESSAGE_LIMIT = 4096  # bytes of a WebSocket message (docs/web.md)


# -- the server ---------------------------------------------------------------------------
def start_server(db: Path, extra: list[str] | None = None) -> tuple[subprocess.Popen[bytes], str]:
    """The real server on a free loopback port, creating tables without a budget, with `extra` flags."""
    return load.start_server(db, ["--table-rate", "10000", *(extra or [])])


def rss_kib(pid: int) -> int | None:
    """Resident memory of a process in KiB (Linux /proc/PID/status VmRSS)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return None


def steal_ticks() -> tuple[int, int] | None:
    """(stolen, all) CPU ticks of the machine so far (Linux /proc/stat). Steal is time the hypervisor
    gave this VM's CPUs to someone else: at 8–12 % the honest p50 went from 1.4 to 30 ms with no
    attacker at all, so a phase with steal measures the host, not the server."""
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
        return fields[7], sum(fields[:8])
    except (OSError, ValueError, IndexError):
        return None


def server_limits() -> dict[str, Any]:
    """The record limits the server's code declares (constants named MAX_…), for the report."""
    found: dict[str, Any] = {}
    for module in ("trigames.web.api", "trigames.web.hub", "trigames.web.limits"):
        with contextlib.suppress(ImportError):
            mod = __import__(module, fromlist=["_"])
            for name, value in vars(mod).items():
                if name.startswith("MAX_") and isinstance(value, int):
                    found[f"{module.rsplit('.', 1)[1]}.{name}"] = value
    return found


# -- long records -------------------------------------------------------------------------
def long_record(rounds: int, seed: int = 0, game: str = "triominos") -> dict[str, Any]:
    """A legal, finished Triominos game of `rounds` rounds (2 players) played at random.

    Triominos with `fixed_rounds` ends after exactly that many rounds, so the same seed and the
    same random choices give a prefix of the same game for fewer rounds.
    """
    import trigames
    from trigames.core import record_of

    g = trigames.make(game, players=2, fixed_rounds=rounds, target=100_000)
    st = g.new_game(seed)
    rng = random.Random(seed)
    while not st.is_terminal():
        st.apply(rng.choice(list(st.legal_actions())))
    return record_of(st, seed, {"agents": ["random", "random"]}).to_json()


def upload(base: str, body: bytes, timeout: float = 120) -> tuple[int, dict[str, Any], float]:
    """POST /api/records; returns (status, answer, seconds)."""
    req = urllib.request.Request(base + "/api/records", body, {"Content-Type": "application/json"})
    t = time.perf_counter()
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, json.loads(r.read()), time.perf_counter() - t
    except urllib.error.HTTPError as exc:
        try:
            answer = json.loads(exc.read())
        except ValueError:
            answer = {"error": "not JSON"}
        return exc.code, answer, time.perf_counter() - t


def longest_accepted(base: str, seed: int, rounds: int = 160) -> tuple[bytes, dict[str, Any], dict[str, Any]]:
    """The longest random Triominos record the server accepts: `rounds` rounds, or fewer when the
    server refuses it for its size or length (413, or 400 naming a limit): halved, then bisected.

    Returns (its bytes, the upload's answer, what was tried)."""
    tried: list[dict[str, Any]] = []
    best: tuple[bytes, dict[str, Any], int] | None = None
    low, high = 0, rounds + 1  # low: rounds accepted (0: none yet); high: rounds refused
    candidate = rounds
    while True:
        record = long_record(candidate, seed)
        body = json.dumps(record).encode()
        status, answer, seconds = upload(base, body)
        tried.append({"rounds": candidate, "plies": len(record["actions"]), "bytes": len(body), "status": status,
                      "seconds": round(seconds, 2), "code": answer.get("code"), "error": answer.get("error")})
        if status == 201:
            low, best = candidate, (body, answer, len(record["actions"]))
        elif status == 413 or re.search(r"too_?(large|long|big)|plies|at most", json.dumps(answer)):
            high = candidate
        else:
            raise SystemExit(f"error: the server refused a valid record ({status}): {answer}")
        if high - low <= 1 or (best is not None and high > rounds):
            break
        candidate = (low + high) // 2 if best is not None else max(1, candidate // 2)
        if best is None and candidate == high:
            raise SystemExit(f"error: the server accepts no record of a Triominos round: {tried}")
    assert best is not None
    return best[0], best[1], {"rounds": low, "plies": best[2], "bytes": len(best[0]), "tried": tried}


# -- honest players -----------------------------------------------------------------------
@dataclass
class Honest:
    tally: Tally = field(default_factory=Tally)
    samples: list[tuple[float, float]] = field(default_factory=list)  # (monotonic time sent, seconds)
    refused: list[str] = field(default_factory=list)  # connections or tables the server refused


async def paced_seat(ws_url: str, token: str, rng: random.Random, honest: Honest, table: str, until: float,
                     think: float, address: str | None = None) -> None:
    """One honest seat: thinks `think` seconds (±50 %), then plays a random legal action.

    `address`: the local address to connect from (another loopback address is another client)."""
    import websockets

    tally = honest.tally
    extra: dict[str, Any] = {"local_addr": (address, 0)} if address else {}
    async with websockets.connect(ws_url, max_size=2**22, compression=None, proxy=None, **extra) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        sent_at: float | None = None
        sent_mono = 0.0
        sent_version = -1
        last: dict[str, Any] | None = None
        while True:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.5, until - time.monotonic() + 5))
            except TimeoutError:
                if sent_at is not None:
                    honest.refused.append(f"table {table}: no answer to an action for 5 s after the end")
                return
            m = orjson.loads(raw)
            if m["type"] == "error":
                tally.errors.append(f"{m['code']}: {m['message']}")
                if m["code"] != "stale" and sent_at is not None and last is not None:
                    sent_at = None  # refused: think again on the same position (a stale one gets a new state)
                    m = last
                else:
                    continue
            if m["type"] != "state":
                continue
            last = m
            if sent_at is not None and m["version"] > sent_version:
                latency = time.perf_counter() - sent_at
                tally.latencies.append(latency)
                honest.samples.append((sent_mono, latency))
                tally.accepted += 1
                tally.acked[table] = max(tally.acked.get(table, 0), m["version"])
                sent_at = None
            if m["terminal"] or time.monotonic() >= until:
                return
            if m["legal"] and sent_at is None:
                await asyncio.sleep(think * (0.5 + rng.random()))
                if time.monotonic() >= until:
                    return
                sent_version = m["version"]
                sent_at, sent_mono = time.perf_counter(), time.monotonic()
                await ws.send(orjson.dumps({"type": "act", "version": sent_version,
                                            "action": rng.choice(m["legal"])}).decode())


async def honest_table(base: str, game: str, seed: int, honest: Honest, until: float, think: float,
                       address: str | None = None) -> None:
    """New tables of `game` one after another, every seat played by `paced_seat`, until `until`."""
    import websockets

    rng = random.Random(seed)
    ws_base = base.replace("http", "ws", 1)
    while time.monotonic() < until:
        try:
            created = await asyncio.to_thread(_post, base + "/api/tables", {
                "game": game, "seats": [{"kind": "person"}] * SEATS[game]})
        except (OSError, ValueError) as exc:
            honest.refused.append(f"POST /api/tables: {exc}")
            await asyncio.sleep(0.2)
            continue
        table = created["table"]["id"]
        honest.tally.acked.setdefault(table, 0)
        results = await asyncio.gather(
            *(paced_seat(f"{ws_base}/ws/{table}", s["token"], random.Random(rng.random()), honest, table, until,
                         think, address) for s in created["seats"]), return_exceptions=True)
        for r in results:
            if isinstance(r, (OSError, TimeoutError, websockets.exceptions.WebSocketException)):
                honest.refused.append(f"table {table}: {type(r).__name__}: {r}")
                await asyncio.sleep(0.2)
            elif isinstance(r, BaseException):
                raise r
        honest.tally.games += 1


# -- the attacker -------------------------------------------------------------------------
KINDS = ("hello", "act", "act_stale", "undo", "lang", "name", "name_surrogate", "ping", "unknown", "bad_json",
         "binary", "nested", "huge_int", "too_large")
WEIGHTS = (4, 8, 8, 6, 20, 10, 1, 8, 6, 6, 6, 4, 4, 0.5)  # `lang` with text on is the dearest to answer


def attack_message(kind: str, rng: random.Random, seat: bool) -> str | bytes:
    """One attacking message of `kind` (JSON text unless binary)."""
    if kind == "hello":
        return '{"type":"hello","token":null,"text":true}'
    if kind == "act":
        return json.dumps({"type": "act", "version": rng.randrange(100), "action": f"zz{rng.randrange(999)}"})
    if kind == "act_stale":
        return '{"type":"act","version":0,"action":"take R1"}'
    if kind == "undo":
        return json.dumps({"type": "undo", "version": rng.randrange(30)})
    if kind == "lang":
        return json.dumps({"type": "lang", "lang": rng.choice(("en", "fr"))})
    if kind == "name":
        return json.dumps({"type": "name", "name": f"attacker {rng.randrange(10**6)}"})
    if kind == "name_surrogate":
        return '{"type":"name","name":"ab\\ud800"}'
    if kind == "ping":
        return '{"type":"ping"}'
    if kind == "unknown":
        return json.dumps({"type": rng.choice(("state", "pong", "error", "seats", "rematch", "x" * 40))})
    if kind == "bad_json":
        return rng.choice(('{"type":"ping"', "null", "[]", '"ping"', "{'type':'ping'}", "\x00", "NaN"))
    if kind == "binary":
        return rng.randbytes(rng.randrange(1, 64))
    if kind == "nested":
        return "[" * 3000 + "]" * 3000 if rng.random() < 0.5 else '{"a":' * 600 + "1" + "}" * 600
    if kind == "huge_int":
        return '{"type":"act","version":' + "9" * 3900 + ',"action":"x"}'
    if kind == "too_large":
        return json.dumps({"type": "ping", "pad": "x" * (MESSAGE_LIMIT + rng.randrange(1, 2000))})
    raise ValueError(kind)


@dataclass
class AttackStats:
    sent: dict[str, int] = field(default_factory=dict)
    received: dict[str, int] = field(default_factory=dict)  # message types, errors by code
    connects: int = 0
    connect_failures: dict[str, int] = field(default_factory=dict)
    closes: dict[str, int] = field(default_factory=dict)  # close codes seen by the attacker
    uploads: list[dict[str, Any]] = field(default_factory=list)
    replays: list[dict[str, Any]] = field(default_factory=list)


def _count(d: dict[str, int], key: str) -> None:
    d[key] = d.get(key, 0) + 1


async def _flooder(i: int, ws_url: str, token: str | None, rate: float, until: float, stats: AttackStats,
                   address: str | None) -> None:
    import websockets

    rng = random.Random(i)
    kinds = list(KINDS)
    extra: dict[str, Any] = {"local_addr": (address, 0)} if address else {}
    while time.monotonic() < until:
        try:
            async with websockets.connect(ws_url, compression=None, proxy=None, max_size=None, open_timeout=5,
                                          close_timeout=1, max_queue=None, **extra) as ws:
                stats.connects += 1
                await ws.send(json.dumps({"type": "hello", "token": token, "text": True, "lang": "fr"}))

                async def drain() -> None:
                    async for raw in ws:
                        m = orjson.loads(raw)
                        _count(stats.received, m["type"] if m["type"] != "error" else f"error:{m['code']}")

                reader = asyncio.create_task(drain())
                next_at = time.monotonic()
                try:
                    while time.monotonic() < until and not reader.done():
                        kind = rng.choices(kinds, WEIGHTS)[0]
                        await ws.send(attack_message(kind, rng, token is not None))
                        _count(stats.sent, kind)
                        next_at = max(next_at + 1 / rate, time.monotonic() - 0.5)
                        await asyncio.sleep(max(0.0, next_at - time.monotonic()))
                finally:
                    reader.cancel()
                    with contextlib.suppress(BaseException):
                        await reader
                _count(stats.closes, str(ws.close_code))
        except (OSError, TimeoutError, websockets.exceptions.WebSocketException) as exc:
            _count(stats.connect_failures, type(exc).__name__ + (f" {exc.response.status_code}"
                                                                 if hasattr(exc, "response") and exc.response
                                                                 else ""))
            await asyncio.sleep(0.05)


def _replay(base: str, table: str, ply: int) -> dict[str, Any]:
    t = time.perf_counter()
    try:
        with urllib.request.urlopen(f"{base}/api/tables/{table}/replay/{ply}?seat=all", timeout=120) as r:
            r.read()
            status = r.status
    except urllib.error.HTTPError as exc:
        status = exc.code
    except OSError as exc:
        status = -1
        return {"status": status, "seconds": round(time.perf_counter() - t, 3), "error": str(exc)}
    return {"status": status, "seconds": round(time.perf_counter() - t, 3)}


async def _attack(plan: dict[str, Any], stats: AttackStats) -> None:
    base, start, until = plan["base"], plan["start"], plan["until"]
    await asyncio.sleep(max(0.0, start - time.monotonic()))
    ws_url = base.replace("http", "ws", 1) + "/ws/" + plan["table"]
    tokens = plan["tokens"]
    flooders = [_flooder(i, ws_url, tokens[i] if i < len(tokens) else None, plan["rate"], until, stats,
                         plan["address"]) for i in range(plan["connections"])]
    body = Path(plan["record"]).read_bytes()

    async def uploads() -> None:
        async def one(i: int) -> None:
            status, answer, seconds = await asyncio.to_thread(upload, base, body)
            stats.uploads.append({"status": status, "seconds": round(seconds, 3), "code": answer.get("code")})

        await asyncio.gather(*(one(i) for i in range(plan["uploads"])))

    async def replays() -> None:
        rng = random.Random(7)
        todo = [rng.randrange(plan["plies"] + 1) for _ in range(plan["replays"])]

        async def worker() -> None:
            while todo:
                stats.replays.append(await asyncio.to_thread(_replay, base, plan["replay_table"], todo.pop()))

        await asyncio.gather(*(worker() for _ in range(min(10, len(todo)))))

    parts = plan.get("parts", ("flood", "uploads", "replays"))
    await asyncio.gather(*(flooders if "flood" in parts else []), *([uploads()] if "uploads" in parts else []),
                         *([replays()] if "replays" in parts else []))


def attacker_process(plan: dict[str, Any], out: Any) -> None:
    """The attacker, in its own process at the lowest priority; sends its statistics to `out`.

    SCHED_IDLE, not only a nice value: the scheduler weighs threads, not processes, and the
    attacker's twenty upload and replay threads at nice 10 outweighed the honest players' one
    (their latency then measured the client machine, ×5–27 in any phase, the one after the attack
    included, while the server's loop never stalled 20 ms). Its threads inherit the policy."""
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    except (AttributeError, OSError):
        with contextlib.suppress(OSError):
            os.nice(10)
    stats = AttackStats()
    try:
        try:
            import uvloop

            uvloop.run(_attack(plan, stats))
        except ImportError:
            asyncio.run(_attack(plan, stats))
    finally:
        out.send(asdict(stats))
        out.close()


# -- the benchmark ------------------------------------------------------------------------
def _ms(values: list[float]) -> dict[str, float | int]:
    lat = sorted(x * 1000 for x in values)
    if not lat:
        return {"n": 0}
    return {"n": len(lat), "p50": round(percentile(lat, 50), 2), "p95": round(percentile(lat, 95), 2),
            "p99": round(percentile(lat, 99), 2), "max": round(lat[-1], 2)}


def warm_up(base: str, record: bytes, table: str, tokens: list[str], replay_table: str) -> None:
    """Use once every path the attack uses, so that imports and caches count in the memory's start."""
    import websockets

    upload(base, record)
    _replay(base, replay_table, 1)

    async def once() -> None:
        url = base.replace("http", "ws", 1) + "/ws/" + table
        rng = random.Random(0)
        for token in (tokens[0], None):
            async with websockets.connect(url, compression=None, proxy=None, max_size=None) as ws:
                await ws.send(json.dumps({"type": "hello", "token": token, "text": True}))
                for kind in KINDS:
                    if kind not in ("too_large", "name_surrogate"):
                        await ws.send(attack_message(kind, rng, token is not None))
                await ws.send('{"type":"ping"}')
                with contextlib.suppress(TimeoutError, websockets.exceptions.WebSocketException):
                    async with asyncio.timeout(10):
                        while orjson.loads(await ws.recv())["type"] != "pong":
                            pass

    asyncio.run(once())


def run(args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        proc = None
        if args.url:
            base = args.url.rstrip("/")
        else:
            proc, base = start_server(Path(tmp) / "attack.sqlite3", args.server_arg)
        pid = args.pid or (proc.pid if proc else None)
        mask = _pin(pid) if args.pin and pid else None
        try:
            return _run(args, base, pid, Path(tmp))
        finally:
            if mask is not None:
                os.sched_setaffinity(0, mask)
            if proc is not None:
                proc.terminate()
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()


def _pin(pid: int) -> set[int] | None:
    """The server on the first core, the clients (honest and attacker) on the others: on the
    internet the attacker's CPU is not the server's, and on a small machine the clients' own work
    would otherwise be measured as the server's latency. Returns this process's former mask."""
    try:
        cores = sorted(os.sched_getaffinity(0))
        if len(cores) < 2:
            return None
        os.sched_setaffinity(pid, {cores[0]})  # its workers, started later, inherit it
        mask = set(cores)
        os.sched_setaffinity(0, set(cores[1:]))  # the attacker process, started later, inherits it
        return mask
    except (AttributeError, OSError):
        return None


def _run(args: argparse.Namespace, base: str, pid: int | None, tmp: Path) -> dict[str, Any]:
    # the long record: the longest the server accepts, uploaded once to be the replays' game
    record, answer, record_info = longest_accepted(base, args.seed, args.rounds)
    (tmp / "record.json").write_bytes(record)
    replay_table = answer["table"]
    created = _post(base + "/api/tables", {"game": ATTACKED_GAME, "public": True,
                                           "seats": [{"kind": "person"}] * SEATS[ATTACKED_GAME]})
    table = created["table"]["id"]
    tokens = [s["token"] for s in created["seats"]]
    warm_up(base, record, table, tokens, replay_table)

    honest = Honest()
    memory: list[tuple[float, int]] = []
    stop = threading.Event()

    def sample() -> None:
        while pid is not None and not stop.wait(0.1):
            kib = rss_kib(pid)
            if kib is not None:
                memory.append((time.monotonic(), kib))

    sampler = threading.Thread(target=sample, daemon=True)
    t0 = time.monotonic()
    warm_end = t0 + args.warmup
    attack_start = warm_end + args.seconds
    attack_end = attack_start + args.seconds
    end = attack_end + args.recover
    plan = {"base": base, "table": table, "tokens": tokens, "start": attack_start, "until": attack_end,
            "connections": args.attackers, "rate": args.rate, "uploads": args.uploads, "replays": args.replays,
            "record": str(tmp / "record.json"), "replay_table": replay_table, "plies": record_info["plies"],
            "address": args.attacker_address, "parts": tuple(args.parts.split(","))}
    ctx = multiprocessing.get_context("spawn")
    receive, send = ctx.Pipe(duplex=False)
    attacker = ctx.Process(target=attacker_process, args=(plan, send), daemon=True)
    attacker.start()
    marks: dict[str, Any] = {}
    cpu: dict[str, float | None] = {}
    steal: dict[str, tuple[int, int] | None] = {}

    async def play() -> None:
        async def mark() -> None:
            for name, at in (("start", warm_end), ("attack", attack_start), ("attack_end", attack_end)):
                await asyncio.sleep(max(0.0, at - time.monotonic()))
                marks[name] = rss_kib(pid) if pid else None
                cpu[name] = cpu_seconds(pid) if pid else None
                steal[name] = steal_ticks()

        await asyncio.gather(mark(), *(honest_table(base, args.game, args.seed * 1000 + i, honest, end, args.think)
                                       for i in range(args.tables)))

    sampler.start()
    try:
        try:
            import uvloop

            uvloop.run(play())
        except ImportError:
            asyncio.run(play())
        marks["after"] = rss_kib(pid) if pid else None
        cpu["after"] = cpu_seconds(pid) if pid else None
        steal["after"] = steal_ticks()
    finally:
        stop.set()
        sampler.join()
    attack: dict[str, Any] = receive.recv() if receive.poll(60) else {"error": "the attacker sent nothing"}
    attacker.join(10)
    problems = check_stored(base, honest.tally)

    def phase(lo: float, hi: float) -> list[float]:
        return [lat for at, lat in honest.samples if lo <= at < hi]

    unattacked, attacked, after = phase(warm_end, attack_start), phase(attack_start, attack_end), \
        phase(attack_end, end)
    p99 = {name: _ms(v).get("p99") for name, v in (("unattacked", unattacked), ("attacked", attacked))}
    peak = max((kib for at, kib in memory if at >= warm_end), default=None)
    start_kib, after_kib = marks.get("start"), marks.get("after")
    ratio = round(p99["attacked"] / p99["unattacked"], 2) if p99["attacked"] and p99["unattacked"] else None
    mem_ratio = round(after_kib / start_kib, 3) if start_kib and after_kib else None
    sent = sum(attack.get("sent", {}).values())

    def steal_of(a: str, b: str) -> float | None:
        x, y = steal.get(a), steal.get(b)
        return round(100 * (y[0] - x[0]) / max(1, y[1] - x[1]), 1) if x and y else None

    def cpu_of(a: str, b: str) -> float | None:
        x, y = cpu.get(a), cpu.get(b)
        return round(y - x, 2) if x is not None and y is not None else None

    out: dict[str, Any] = {
        "honest": {"game": args.game, "tables": args.tables, "think_s": args.think, "games": honest.tally.games,
                   "accepted_actions": honest.tally.accepted,
                   "latency_ms": {"unattacked": _ms(unattacked), "attacked": _ms(attacked),
                                  "recovery": _ms(after)},
                   "errors": len(honest.tally.errors), "error_samples": honest.tally.errors[:5],
                   "refused": len(honest.refused), "refused_samples": honest.refused[:5]},
        "p99_ratio": ratio,
        "memory_kib": {"start": start_kib, "attack_start": marks.get("attack"), "peak": peak,
                       "attack_end": marks.get("attack_end"), "after": after_kib, "after_over_start": mem_ratio},
        "server_cpu_s": {"unattacked": cpu_of("start", "attack"), "attacked": cpu_of("attack", "attack_end"),
                         "recovery": cpu_of("attack_end", "after")},
        "steal_percent": {"unattacked": steal_of("start", "attack"), "attacked": steal_of("attack", "attack_end"),
                          "recovery": steal_of("attack_end", "after")},
        "lost_actions": len(problems), "lost_samples": problems[:5],
        "attack": {"table": table, "parts": args.parts, "address": args.attacker_address or "127.0.0.1",
                   "connections": args.attackers, "rate_per_connection": args.rate,
                   "messages_sent": sent, "messages_per_second": round(sent / args.seconds, 1), **attack},
        "record": {"game": "triominos", **record_info, "replay_table": replay_table},
        "limits": server_limits(),
        "phases_s": {"warmup": args.warmup, "unattacked": args.seconds, "attacked": args.seconds,
                     "recovery": args.recover},
    }
    out["verdict"] = {
        "p99_ratio_le_3": ratio is not None and ratio <= 3,
        "memory_after_le_1.10_start": mem_ratio is not None and mem_ratio <= 1.10,
        "no_lost_actions": not problems,
        "no_honest_refused": not honest.refused and not honest.tally.errors,
    }
    return out


def summary(out: dict[str, Any]) -> str:
    h, m, a = out["honest"], out["memory_kib"], out["attack"]
    lat = h["latency_ms"]

    def mib(kib: int | None) -> str:
        return f"{kib / 1024:.0f} MiB" if kib else "?"

    lines = [
        f"{h['tables']} honest tables of {h['game']} ({h['accepted_actions']} actions): p99 "
        f"{lat['unattacked'].get('p99')} ms unattacked, {lat['attacked'].get('p99')} ms attacked "
        f"(max {lat['attacked'].get('max')} ms), {lat['recovery'].get('p99')} ms after; ratio {out['p99_ratio']}",
        f"memory: start {mib(m['start'])}, peak {mib(m['peak'])}, after {mib(m['after'])} "
        f"(×{m['after_over_start']})",
        f"attack: {a['connections']} connections, {a['messages_sent']} messages ({a['messages_per_second']}/s), "
        f"{a.get('connects', 0)} connects, {len(a.get('uploads', []))} uploads of {out['record']['plies']} plies "
        f"({out['record']['bytes']} bytes), {len(a.get('replays', []))} replays",
        f"lost actions {out['lost_actions']}; honest errors {h['errors']}, refused {h['refused']}",
        "the machine's CPU taken by the hypervisor (steal): "
        + ", ".join(f"{k} {v} %" for k, v in out.get("steal_percent", {}).items()),
        "verdict: " + ", ".join(f"{k} {'ok' if v else 'FAILED'}" for k, v in out["verdict"].items()),
    ]
    return "\n".join(lines)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m trigames.web.attack", description=__doc__.splitlines()[0])
    p.add_argument("--url", help="an already running server (default: start one with a fresh database)")
    p.add_argument("--pid", type=int, help="with --url: the server's process id, to read its memory")
    p.add_argument("--no-pin", dest="pin", action="store_false",
                   help="do not give the server a core of its own (the clients share the others)")
    p.add_argument("--tables", type=int, default=10, help="honest tables")
    p.add_argument("--game", choices=sorted(SEATS), default="tricerata", help="the honest tables' game")
    p.add_argument("--think", type=float, default=0.05, help="seconds an honest seat thinks before a move")
    p.add_argument("--attackers", type=int, default=50, help="attacking WebSocket connections")
    p.add_argument("--rate", type=float, default=190.0, help="messages a second per attacking connection")
    p.add_argument("--uploads", type=int, default=10)
    p.add_argument("--replays", type=int, default=100)
    p.add_argument("--rounds", type=int, default=160, help="Triominos rounds of the long record (halved "
                                                           "until the server accepts it)")
    p.add_argument("--seconds", type=float, default=20.0, help="length of the unattacked and attacked phases")
    p.add_argument("--warmup", type=float, default=3.0)
    p.add_argument("--recover", type=float, default=10.0, help="seconds after the attack before memory is read")
    p.add_argument("--attacker-address", default=None, help="a loopback address the attacker connects from")
    p.add_argument("--parts", default="flood,uploads,replays",
                   help="what the attack does (comma-separated: flood, uploads, replays), to see what costs what")
    p.add_argument("--server-arg", action="append", default=[], help="an extra flag for the server started")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if not 1 <= args.tables <= 200 or not 0 < args.seconds <= 600 or not 0 <= args.attackers <= 1000:
        print("error: --tables must be 1–200, --seconds 0–600, --attackers 0–1000", file=sys.stderr)
        return 2
    if not set(args.parts.split(",")) <= {"flood", "uploads", "replays"}:
        print("error: --parts is a comma-separated list of flood, uploads, replays", file=sys.stderr)
        return 2
    out = run(args)
    print(json.dumps(out, indent=1) if args.json else summary(out))
    return 0 if all(out["verdict"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
