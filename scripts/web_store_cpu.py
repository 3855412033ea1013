"""CPU per accepted action inside one server process, SQLite against PostgreSQL (issue 20).

The hub's whole path for an action — checks, the engine, the store's commit, the state messages for
two seats — without sockets, so only what the storage changes is compared. A throwaway PostgreSQL
(`trigames.web.pgtemp`, durable commits) is started unless an address is given.

    python scripts/web_store_cpu.py [--actions 3000] [--db postgresql://…]
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import tempfile
from pathlib import Path
from typing import Any

from trigames.web import bots
from trigames.web.hub import Hub, SeatSpec
from trigames.web.live import Conn
from trigames.web.store import Storage, open_store


def cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


async def per_action(store: Storage, n: int) -> float:
    async def nothing(*_: Any) -> None:
        return None

    hub = Hub(store, bots.make_pool("thread", 1), bot_delay=0)
    done, start = 0, cpu()
    while done < n:
        live, tokens = hub.create("tricerata", 2, {}, [SeatSpec("person"), SeatSpec("person")], seed=done)
        conns = [Conn(nothing, nothing, seat=i, token=tokens[i]) for i in range(2)]
        live.conns.extend(conns)
        while live.running and done < n:
            st = live.state
            hub.act(conns[st.current_player()], live, live.version, st.action_to_string(st.legal_actions()[0]))
            done += 1
            for c in conns:
                while not c.outbox.empty():
                    c.outbox.get_nowait()
    hub.pool.shutdown()
    return (cpu() - start) / n * 1e6


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--actions", type=int, default=3000)
    p.add_argument("--db", help="a PostgreSQL address (default: a throwaway server)")
    args = p.parse_args()
    temp = None
    url = args.db
    if url is None:
        from trigames.web.pgtemp import TempPostgres

        temp = TempPostgres(durable=True).start()
        url = temp.new_database()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            rounds = []
            for _ in range(3):  # alternate, keep the best of each: the machine's load varies
                sqlite = open_store(Path(tmp) / f"{len(rounds)}.sqlite3")
                pg = open_store(url)
                rounds.append((asyncio.run(per_action(sqlite, args.actions)),
                               asyncio.run(per_action(pg, args.actions))))
                sqlite.close()
                pg.close()
        s, q = min(r[0] for r in rounds), min(r[1] for r in rounds)
        print(f"CPU per action: SQLite {s:.0f} µs, PostgreSQL {q:.0f} µs ({q / s:.2f}×)")
    finally:
        if temp is not None:
            temp.stop()


if __name__ == "__main__":
    main()
