"""CPU per accepted action inside one server process, SQLite against PostgreSQL (issue 20).

The hub's whole path for an action — checks, the engine, the store's commit, the state messages for
two seats — without sockets, so only what the storage changes is compared. A throwaway PostgreSQL
(`trigames.web.pgtemp`, durable commits) is started unless an address is given; each PostgreSQL
figure is measured with durable commits and with `synchronous_commit=off` for the connection.

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
    # the same server, its commits durable, then asynchronous for this connection only (SQLite's own
    # trade in WAL mode: a killed process loses nothing, a crash of the machine its last moment)
    addresses = {"PostgreSQL": url,
                 "PostgreSQL, synchronous_commit=off":
                     url + ("&" if "?" in url else "?") + "options=-c%20synchronous_commit%3Doff"}
    try:
        best: dict[str, float] = {}
        with tempfile.TemporaryDirectory() as tmp:
            for r in range(3):  # alternate, keep the best of each: the machine's load varies
                stores = {"SQLite": open_store(Path(tmp) / f"{r}.sqlite3")}
                stores.update((name, open_store(address)) for name, address in addresses.items())
                for name, store in stores.items():
                    took = asyncio.run(per_action(store, args.actions))
                    best[name] = min(best.get(name, took), took)
                    store.close()
        base = best["SQLite"]
        print("CPU per action: " + ", ".join(f"{name} {us:.0f} µs ({us / base:.2f}×)" for name, us in best.items()))
    finally:
        if temp is not None:
            temp.stop()


if __name__ == "__main__":
    main()
