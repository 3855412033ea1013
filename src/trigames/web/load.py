"""Load benchmark of the web table: scripted players on many tables at once, over loopback.

    python -m trigames.web.load --tables 10 --seconds 20 [--game tricerata] [--url http://… ...]
    python -m trigames.web.load --db postgresql://… --processes 3
    python -m trigames.web.load --compare     # SQLite ×1, then PostgreSQL ×1, ×2, ×3, in one run

Without `--url` it starts the real server (`python -m trigames.web`) on a free port with a fresh
SQLite file (or `--processes` servers on the `--db` PostgreSQL database), so every action is stored
and committed before it is answered. With several servers (`--url` repeated, or `--processes`), each
table is made on one of them and its seats connect to different ones: every action crosses
processes through PostgreSQL's NOTIFY. `--compare` starts a throwaway PostgreSQL (durable: fsync
and synchronous commits on, as in production) and reports the four set-ups in one table, with the
CPU the trigames processes and the PostgreSQL server spent per action. Every seat of every
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


async def table_loop(bases: list[str], game: str, seed: int, tally: Tally, until: float, index: int = 0) -> None:
    """Tables one after another; table `index`'s seat k plays through server (index + k) mod n."""
    rng = random.Random(seed)
    n = len(bases)
    while time.monotonic() < until:
        created = await asyncio.to_thread(_post, bases[index % n] + "/api/tables", {
            "game": game, "seats": [{"kind": "person"}] * SEATS[game], "seed": rng.randrange(2**31)})
        table = created["table"]["id"]
        tally.acked.setdefault(table, 0)
        await asyncio.gather(*(seat_client(f"{bases[(index + k) % n].replace('http', 'ws', 1)}/ws/{table}",
                                           s["token"], random.Random(rng.random()), tally, table, until)
                               for k, s in enumerate(created["seats"])))
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


def start_server(db: Path | str, extra: list[str] | None = None) -> tuple[subprocess.Popen[bytes], str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    args = [sys.executable, "-m", "trigames.web", "--port", str(port), "--db", str(db), "--quiet",
            "--bot-delay", "0", *(ONE_ADDRESS if extra is None else extra)]
    proc = subprocess.Popen(args)
    base = f"http://127.0.0.1:{port}"
    for _ in range(1200):
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


def postgres_cpu(data: Path | None) -> float | None:
    """CPU seconds of a PostgreSQL server (its postmaster and every backend), from its data folder."""
    if data is None:
        return None
    try:
        master = int((data / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(stat.parent.name) == master or int(fields[1]) == master:
            # a backend that exited counts in the postmaster's cutime/cstime
            total += sum(int(x) for x in fields[11:15]) / os.sysconf("SC_CLK_TCK")
    return total


def percentile(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=1000)[int(q * 10) - 1] if len(values) > 1 else float("nan")


def measure(bases: list[str], procs: list[subprocess.Popen[bytes]], game: str, tables: int, seconds: float,
            seed: int, pg_data: Path | None = None) -> dict[str, Any]:
    """One measurement on running servers: actions/s, latency, CPU per action, what was stored."""
    tally = Tally()
    until = time.monotonic() + seconds
    start = time.perf_counter()
    cpu0 = [cpu_seconds(p.pid) for p in procs]
    pg0 = postgres_cpu(pg_data)

    async def run() -> None:
        await asyncio.gather(*(table_loop(bases, game, seed * 1000 + i, tally, until, i) for i in range(tables)))

    try:
        import uvloop  # the client must not be the bottleneck it measures

        uvloop.run(run())
    except ImportError:
        asyncio.run(run())
    elapsed = time.perf_counter() - start
    cpu1 = [cpu_seconds(p.pid) for p in procs]
    pg1 = postgres_cpu(pg_data)
    problems = check_stored(bases[0], tally)
    lat = [x * 1000 for x in tally.latencies]
    server_cpu = sum(b - a for a, b in zip(cpu0, cpu1, strict=True) if a is not None and b is not None) \
        if procs and None not in cpu0 + cpu1 else None
    return {
        "game": game, "tables": tables, "processes": len(bases), "seconds": round(elapsed, 2),
        "games_finished": tally.games, "accepted_actions": tally.accepted,
        "actions_per_second": round(tally.accepted / elapsed, 1),
        "latency_ms": {"p50": round(percentile(lat, 50), 2), "p95": round(percentile(lat, 95), 2),
                       "p99": round(percentile(lat, 99), 2)},
        "errors": len(tally.errors), "lost_actions": len(problems),
        "server_cpu_us_per_action": round(server_cpu / tally.accepted * 1e6, 1)
        if server_cpu is not None and tally.accepted else None,
        "postgres_cpu_us_per_action": round((pg1 - pg0) / tally.accepted * 1e6, 1)
        if pg0 is not None and pg1 is not None and tally.accepted else None,
        "error_lines": tally.errors[:5] + problems[:5],
    }


def start_servers(db: str, processes: int) -> tuple[list[subprocess.Popen[bytes]], list[str]]:
    procs, bases = [], []
    try:
        for _ in range(processes):
            proc, base = start_server(db)
            procs.append(proc)
            bases.append(base)
    except BaseException:
        stop_servers(procs)
        raise
    return procs, bases


def stop_servers(procs: list[subprocess.Popen[bytes]]) -> None:
    for proc in procs:
        proc.terminate()
    for proc in procs:
        proc.wait(10)


def compare(args: argparse.Namespace) -> list[dict[str, Any]]:
    """SQLite with one process, then PostgreSQL with 1, 2 and 3 (a throwaway durable server)."""
    from .pgtemp import TempPostgres

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        procs, bases = start_servers(str(Path(tmp) / "load.sqlite3"), 1)
        try:
            rows.append({"db": "SQLite", **measure(bases, procs, args.game, args.tables, args.seconds, args.seed)})
        finally:
            stop_servers(procs)
    with TempPostgres(durable=True) as pg:
        # durable commits (the default), then commits acknowledged before their WAL reaches the disk —
        # SQLite's own trade (WAL, synchronous=NORMAL): a killed server process loses nothing either
        for n, label, options in ((1, "PostgreSQL", ""), (2, "PostgreSQL", ""), (3, "PostgreSQL", ""),
                                  (1, "PostgreSQL, synchronous_commit=off", ASYNC_COMMIT),
                                  (3, "PostgreSQL, synchronous_commit=off", ASYNC_COMMIT)):
            procs, bases = start_servers(pg.new_database() + options, n)
            try:
                rows.append({"db": label, **measure(bases, procs, args.game, args.tables, args.seconds,
                                                    args.seed, pg.data)})
            finally:
                stop_servers(procs)
    return rows


ASYNC_COMMIT = "&options=-c%20synchronous_commit%3Doff"  # appended to pgtemp's address (it has a query)


def table_of(rows: list[dict[str, Any]]) -> str:
    lines = ["| database | processes | actions/s | p50 ms | p99 ms | trigames CPU µs/action | "
             "PostgreSQL CPU µs/action | lost |", "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['db']} | {r['processes']} | {r['actions_per_second']} | {r['latency_ms']['p50']} | "
                     f"{r['latency_ms']['p99']} | {r['server_cpu_us_per_action']} | "
                     f"{r['postgres_cpu_us_per_action'] if r['postgres_cpu_us_per_action'] is not None else '–'} | "
                     f"{r['lost_actions']} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m trigames.web.load", description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=10)
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--game", choices=sorted(SEATS), default="tricerata")
    p.add_argument("--url", action="append", default=[],
                   help="an already running server; repeat it for each process (default: start servers)")
    p.add_argument("--db", help="start the servers on this database (a SQLite file or postgresql://…)")
    p.add_argument("--processes", type=int, default=1, help="servers to start on --db (PostgreSQL)")
    p.add_argument("--compare", action="store_true",
                   help="SQLite ×1 and PostgreSQL ×1, ×2, ×3 in one run (a throwaway PostgreSQL)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if not 1 <= args.tables <= 200 or not 0 < args.seconds <= 600 or not 1 <= args.processes <= 16:
        print("error: --tables must be 1–200, --seconds 0–600 and --processes 1–16", file=sys.stderr)
        return 2
    if args.processes > 1 and not (args.db or "").startswith(("postgresql://", "postgres://")):
        print("error: several --processes share one database: give --db postgresql://…", file=sys.stderr)
        return 2
    if args.compare:
        rows = compare(args)
        print(json.dumps(rows, indent=1) if args.json else table_of(rows))
        return 0 if all(not r["errors"] and not r["lost_actions"] for r in rows) else 1
    procs: list[subprocess.Popen[bytes]] = []
    with tempfile.TemporaryDirectory() as tmp:
        if args.url:
            bases = [u.rstrip("/") for u in args.url]
        else:
            procs, bases = start_servers(args.db or str(Path(tmp) / "load.sqlite3"), args.processes)
        try:
            out = measure(bases, procs, args.game, args.tables, args.seconds, args.seed)
        finally:
            stop_servers(procs)
    lines = out.pop("error_lines")
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        print(f"{out['tables']} tables of {out['game']} on {out['processes']} process(es), {out['seconds']} s: "
              f"{out['accepted_actions']} actions "
              f"accepted, {out['actions_per_second']} actions/s; latency p50 {out['latency_ms']['p50']} ms, "
              f"p95 {out['latency_ms']['p95']} ms, p99 {out['latency_ms']['p99']} ms; "
              f"{out['games_finished']} games finished; errors {out['errors']}; lost actions {out['lost_actions']}"
              + (f"; server CPU {out['server_cpu_us_per_action']} µs per action"
                 if out["server_cpu_us_per_action"] else ""))
    for line in lines:
        print("  " + line)
    return 0 if not out["errors"] and not out["lost_actions"] else 1


if __name__ == "__main__":
    sys.exit(main())
