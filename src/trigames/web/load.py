"""Load benchmark of the web table: scripted players on many tables at once, over loopback.

    python -m trigames.web.load --tables 10 --seconds 20 [--game tricerata] [--url http://…]

Without `--url` it starts the real server (`python -m trigames.web`) on a free port with a fresh
SQLite file, so every action is stored and committed before it is answered. Every seat of every
table is a scripted WebSocket client playing random legal actions; a finished game is followed by
a new table. It reports accepted actions per second and the latency from sending an action to
receiving the resulting state (p50/p95/p99), then checks the database: every acknowledged action
is stored, and each finished game's record replays.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

SEATS = {"triqueta": 3, "tricerata": 2, "triominos": 2}


@dataclass
class Tally:
    accepted: int = 0
    errors: list[str] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    acked: dict[str, int] = field(default_factory=dict)  # table → highest version acknowledged
    games: int = 0


def _post(url: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        out: dict[str, Any] = json.loads(r.read())
        return out


def _get(url: str) -> dict[str, Any]:
    with urllib.request.urlopen(url, timeout=10) as r:
        out: dict[str, Any] = json.loads(r.read())
        return out


async def seat_client(ws_url: str, token: str, rng: random.Random, tally: Tally, table: str, until: float) -> None:
    import websockets

    async with websockets.connect(ws_url, max_size=2**22, compression=None) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        sent_at: float | None = None
        sent_version = -1
        while True:
            try:  # past the deadline, a seat whose turn never comes again stops waiting
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.5, until - time.monotonic() + 0.5))
            except TimeoutError:
                return
            m = orjson.loads(raw)
            if m["type"] == "error":
                tally.errors.append(f"{m['code']}: {m['message']}")
                continue
            if m["type"] != "state":
                continue
            if sent_at is not None and m["version"] > sent_version:
                tally.latencies.append(time.perf_counter() - sent_at)
                tally.accepted += 1
                tally.acked[table] = max(tally.acked.get(table, 0), m["version"])
                sent_at = None
            if m["terminal"]:
                return
            if m["legal"] and time.monotonic() < until:
                sent_version = m["version"]
                sent_at = time.perf_counter()
                await ws.send(orjson.dumps({"type": "act", "version": sent_version,
                                            "action": rng.choice(m["legal"])}).decode())
            elif time.monotonic() >= until:
                return


async def table_loop(base: str, game: str, seed: int, tally: Tally, until: float) -> None:
    rng = random.Random(seed)
    ws_base = base.replace("http", "ws", 1)
    while time.monotonic() < until:
        created = await asyncio.to_thread(_post, base + "/api/tables", {
            "game": game, "seats": [{"kind": "person"}] * SEATS[game], "seed": rng.randrange(2**31)})
        table = created["table"]["id"]
        tally.acked.setdefault(table, 0)
        await asyncio.gather(*(seat_client(f"{ws_base}/ws/{table}", s["token"], random.Random(rng.random()), tally,
                                           table, until) for s in created["seats"]))
        tally.games += 1


def check_stored(base: str, tally: Tally) -> list[str]:
    """Every acknowledged action is in the database; finished records replay."""
    import trigames
    from trigames.core import Record, TrigamesError

    problems = []
    for table, acked in tally.acked.items():
        summary = _get(f"{base}/api/tables/{table}")
        if summary["version"] < acked:
            problems.append(f"table {table}: {acked} actions acknowledged, {summary['version']} stored")
        if summary["status"] == "finished":
            record = _get(f"{base}/api/tables/{table}/record")
            try:
                trigames.replay(Record.from_json(record))
            except TrigamesError as exc:
                problems.append(f"table {table}: record does not replay: {exc}")
    return problems


# every scripted player comes from 127.0.0.1: one address may use the whole server here
ONE_ADDRESS = ["--table-rate", "10000", "--work-per-address", "100", "--work-total", "100",
               "--max-connections-per-address", "2000"]


def start_server(db: Path, extra: list[str] | None = None) -> tuple[subprocess.Popen[bytes], str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    args = [sys.executable, "-m", "trigames.web", "--port", str(port), "--db", str(db), "--quiet",
            "--bot-delay", "0", *(ONE_ADDRESS if extra is None else extra)]
    proc = subprocess.Popen(args)
    base = f"http://127.0.0.1:{port}"
    for _ in range(300):
        if proc.poll() is not None:
            raise SystemExit(f"error: the server exited ({proc.returncode}): {' '.join(args[1:])}")
        try:
            _get(base + "/api/games")
            return proc, base
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("error: the server did not start")


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a process (Linux), to report CPU per action whatever the load."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def percentile(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=1000)[int(q * 10) - 1] if len(values) > 1 else float("nan")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m trigames.web.load", description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=10)
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--game", choices=sorted(SEATS), default="tricerata")
    p.add_argument("--url", help="an already running server (default: start one with a fresh database)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if not 1 <= args.tables <= 200 or not 0 < args.seconds <= 600:
        print("error: --tables must be 1–200 and --seconds 0–600", file=sys.stderr)
        return 2
    proc = None
    with tempfile.TemporaryDirectory() as tmp:
        if args.url:
            base = args.url.rstrip("/")
        else:
            proc, base = start_server(Path(tmp) / "load.sqlite3")
        try:
            tally = Tally()
            until = time.monotonic() + args.seconds
            start = time.perf_counter()
            cpu0 = cpu_seconds(proc.pid) if proc else None

            async def run() -> None:
                await asyncio.gather(*(table_loop(base, args.game, args.seed * 1000 + i, tally, until)
                                       for i in range(args.tables)))

            try:
                import uvloop  # the client must not be the bottleneck it measures

                uvloop.run(run())
            except ImportError:
                asyncio.run(run())
            elapsed = time.perf_counter() - start
            cpu1 = cpu_seconds(proc.pid) if proc else None
            problems = check_stored(base, tally)
        finally:
            if proc is not None:
                proc.terminate()
                proc.wait(10)
    lat = [x * 1000 for x in tally.latencies]
    out = {
        "game": args.game, "tables": args.tables, "seconds": round(elapsed, 2), "games_finished": tally.games,
        "accepted_actions": tally.accepted, "actions_per_second": round(tally.accepted / elapsed, 1),
        "latency_ms": {"p50": round(percentile(lat, 50), 2), "p95": round(percentile(lat, 95), 2),
                       "p99": round(percentile(lat, 99), 2)},
        "errors": len(tally.errors), "lost_actions": len(problems),
        "server_cpu_us_per_action": round((cpu1 - cpu0) / tally.accepted * 1e6, 1)
        if cpu0 is not None and cpu1 is not None and tally.accepted else None,
    }
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        print(f"{out['tables']} tables of {out['game']}, {out['seconds']} s: {out['accepted_actions']} actions "
              f"accepted, {out['actions_per_second']} actions/s; latency p50 {out['latency_ms']['p50']} ms, "
              f"p95 {out['latency_ms']['p95']} ms, p99 {out['latency_ms']['p99']} ms; "
              f"{out['games_finished']} games finished; errors {out['errors']}; lost actions {out['lost_actions']}"
              + (f"; server CPU {out['server_cpu_us_per_action']} µs per action"
                 if out["server_cpu_us_per_action"] else ""))
    for line in tally.errors[:5] + problems[:5]:
        print("  " + line)
    return 0 if not tally.errors and not problems else 1


if __name__ == "__main__":
    sys.exit(main())
