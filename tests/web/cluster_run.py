"""Many server processes on one PostgreSQL, one of them SIGKILLed again and again (issue 20).

`chaos()` starts N `python -m trigames.web` processes on one database; tables of bots, and tables of
scripted people whose seats are connected to DIFFERENT processes; then kills a random process at
random moments (and restarts it) while they play. Clients reconnect to any process and continue.
Checked at the end: every table finished; the stored plies of each are 0…n-1, none twice or skipped;
each stored game replays through the engine to its stored result; every state any client was sent
(acknowledged) is the stored history's state at that version, as that seat sees it — so no
acknowledged action was lost or replaced.

The test (tests/web/test_cluster.py) runs a short version; the long one is a script:

    python tests/web/cluster_run.py --processes 3 --tables 10 --kills 5 [--db postgresql://…]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import httpx
import websockets

import trigames
from trigames.core import Record

try:
    from .serving import Server
except ImportError:  # run as a script
    from serving import Server  # type: ignore[no-redef]


@dataclass
class Report:
    tables: int = 0
    plies: int = 0
    states_checked: int = 0
    reconnects: int = 0
    kills: int = 0
    takeovers_s: list[float] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0


def normal(data: Any) -> Any:
    return json.loads(json.dumps(data, default=str))


async def person(servers: list[Server], table: str, token: str, seat: int, first: int, seed: int,
                 seen: list[dict[str, Any]], report: Report, deadline: float) -> None:
    """A scripted person: random legal moves after a short think; on any break, reconnects to a
    random process (the one it was on may be dead) and carries on."""
    rng = random.Random(seed)
    index = first
    while time.monotonic() < deadline:
        try:
            async with websockets.connect(f"{servers[index].ws}/ws/{table}", open_timeout=3, max_size=2**22) as ws:
                await ws.send(json.dumps({"type": "hello", "token": token}))
                while True:
                    m = json.loads(await asyncio.wait_for(ws.recv(), 30))
                    if m["type"] != "state":
                        continue
                    seen.append({"version": m["version"], "view": m["view"], "events": m["events"], "seat": seat})
                    if m["terminal"]:
                        return
                    if m["legal"]:
                        await asyncio.sleep(rng.uniform(0.05, 0.3))
                        await ws.send(json.dumps({"type": "act", "version": m["version"],
                                                  "action": rng.choice(m["legal"])}))
        except (OSError, websockets.exceptions.WebSocketException, TimeoutError):  # a dying process
            report.reconnects += 1
            index = rng.randrange(len(servers))
            await asyncio.sleep(0.2)


def any_get(servers: list[Server], path: str) -> Any:
    for s in random.sample(servers, len(servers)):
        try:
            r = httpx.get(s.http + path, timeout=5)
            if r.status_code == 200:
                return r.json()
        except httpx.HTTPError:
            continue
    return None


def start_servers(db: str, processes: int, bot_delay: float = 0.15) -> list[Server]:
    """`processes` servers on one database, started side by side."""
    servers = [Server(db, bot_delay=bot_delay, bot_pool="thread") for _ in range(processes)]

    async def all_of_them() -> None:
        await asyncio.gather(*(asyncio.to_thread(s.start, 120) for s in servers))

    try:
        asyncio.run(all_of_them())
    except BaseException:
        for s in servers:
            s.stop()
        raise
    return servers


async def chaos(db: str, servers: list[Server], people_tables: int = 5, bot_tables: int = 5, kills: int = 5,
                seed: int = 1, timeout: float = 240) -> Report:
    """Play and kill on these running servers (they are left running)."""
    report = Report()
    rng = random.Random(seed)
    t0 = time.monotonic()
    processes = len(servers)
    made: list[tuple[str, dict[str, Any]]] = []
    for i in range(people_tables + bot_tables):
        s = servers[i % processes]
        if i < people_tables:
            body = {"game": "triqueta", "seats": [{"kind": "person"}, {"kind": "person"},
                                                   {"kind": "bot", "agent": "random"}]}
        else:
            game = "tricerata" if i % 2 else "triqueta"
            body = {"game": game, "seats": [{"kind": "bot", "agent": "random"}] * 3}
        r = httpx.post(s.http + "/api/tables", json=body, timeout=10)
        assert r.status_code == 201, r.text
        made.append((game if i >= people_tables else "triqueta", r.json()))
    report.tables = len(made)
    deadline = time.monotonic() + timeout
    seen: dict[str, list[dict[str, Any]]] = {}
    players = []
    for n, (_, created) in enumerate(made):
        table = created["table"]["id"]
        seen[table] = []
        for link in created["seats"]:
            if link["token"]:  # seat 0 on one process, seat 1 on the next
                players.append(person(servers, table, link["token"], link["seat"], (n + link["seat"]) % processes,
                                      seed * 1000 + n * 10 + link["seat"], seen[table], report, deadline))

    async def killer() -> None:
        for _ in range(kills):
            await asyncio.sleep(rng.uniform(1.0, 3.0))
            victim = rng.choice(servers)
            victim.kill()
            report.kills += 1
            await asyncio.to_thread(victim.start, 120)

    await asyncio.gather(killer(), *players)
    # every table finishes: the bots of the killed processes were taken over
    ids = [created["table"]["id"] for _, created in made]
    while time.monotonic() < deadline:
        states = [any_get(servers, f"/api/tables/{t}") for t in ids]
        if all(s is not None and s["status"] == "finished" for s in states):
            break
        await asyncio.sleep(0.3)
    check(db, servers, ids, seen, report)
    report.seconds = time.monotonic() - t0
    return report


def check(db: str, servers: list[Server], ids: list[str], seen: dict[str, list[dict[str, Any]]],
          report: Report) -> None:
    import psycopg

    with psycopg.connect(db) as conn:
        for table in ids:
            plies = [p for (p,) in conn.execute("SELECT ply FROM actions WHERE table_id=%s ORDER BY ply", (table,))]
            if plies != list(range(len(plies))):
                report.problems.append(f"table {table}: stored plies are not 0…{len(plies) - 1}: {plies}")
            status = conn.execute("SELECT status FROM tables WHERE id=%s", (table,)).fetchone()
            if not status or status[0] != "finished":
                report.problems.append(f"table {table} did not finish ({status and status[0]}, {len(plies)} plies)")
                continue
            record = any_get(servers, f"/api/tables/{table}/record")
            if record is None:
                report.problems.append(f"table {table}: no record")
                continue
            report.plies += len(record["actions"])
            final = trigames.replay(Record.from_json(record))
            if normal(final.outcome().to_json()) != normal(record["result"]):
                report.problems.append(f"table {table}: the stored game does not replay to its stored result")
            game = trigames.make(record["game"], players=record["players"], **record["options"])
            state = game.new_game(record["seed"])
            states, events = [state.clone()], []
            for text in record["actions"]:
                events.append(state.apply_events(state.parse_action(text)))
                states.append(state.clone())
            for m in seen.get(table, []):
                v, seat = m["version"], m["seat"]
                if v >= len(states):
                    report.problems.append(f"table {table}: seat {seat + 1} was sent version {v}, "
                                           f"only {len(states) - 1} actions are stored")
                    continue
                if normal(m["view"]) != normal(states[v].view(seat)):
                    report.problems.append(f"table {table}: seat {seat + 1}'s view at version {v} is not stored")
                for e in m["events"]:
                    e = dict(e)
                    ply = e.pop("ply")
                    if normal(e) not in [normal(x.for_seat(seat)) for x in events[ply]]:
                        report.problems.append(f"table {table}: an event sent at ply {ply} is not the stored one")
                report.states_checked += 1


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--db", help="postgresql://… (default: a throwaway server)")
    p.add_argument("--processes", type=int, default=3)
    p.add_argument("--tables", type=int, default=10, help="half of people, half of bots")
    p.add_argument("--kills", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    temp = None
    db = args.db
    if db is None:
        from trigames.web.pgtemp import TempPostgres

        temp = TempPostgres().start()
        db = temp.new_database()
    servers = start_servers(db, args.processes)
    try:
        report = asyncio.run(chaos(db, servers, args.tables // 2, args.tables - args.tables // 2, args.kills,
                                   args.seed))
    finally:
        for s in servers:
            s.stop()
        if temp is not None:
            temp.stop()
    print(f"{report.tables} tables, {report.plies} plies stored, {report.states_checked} states checked, "
          f"{report.kills} SIGKILLs, {report.reconnects} reconnections, {report.seconds:.1f} s")
    for line in report.problems:
        print("PROBLEM:", line)
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
