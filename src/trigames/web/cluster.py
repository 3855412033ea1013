"""Many server processes on one PostgreSQL database: what each process runs beside its tables.

- `listen`: one connection LISTENs on the `trigames` channel; every notice another process's commit
  sent is handed to `Hub.on_note`, which plays the action on this process's copy of the table and
  pushes it to this process's connections. After (re)connecting, every table in memory is read again:
  nothing sent while it was not listening is missed.
- `leases`: every LEASE/4 seconds, renew the bot leases of the tables this process moves, and claim
  the running tables with bots whose lease ran out (their process died) — they are loaded here and
  their bots move on. A bot's move is a pure function of (seed, seat, ply, view): the process that
  takes over makes the very move the dead one would have made.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any

from .hub import Hub, WebError
from .pgstore import CHANNEL, LEASE

log = logging.getLogger("trigames.web")


async def listen(hub: Hub, url: str) -> None:
    import psycopg

    while True:
        try:
            conn = await psycopg.AsyncConnection.connect(url, autocommit=True)
            async with conn:
                await conn.execute(f"LISTEN {CHANNEL}")
                hub.resync_all()
                me = getattr(hub.store, "owner", "")
                async for notice in conn.notifies():
                    sender, _, body = notice.payload.partition(" ")
                    if sender == me:  # our own commit: already applied here
                        continue
                    try:
                        hub.on_note(json.loads(body))
                    except Exception as exc:  # one bad notice must not stop the others
                        log.error("a notice from another process failed: %r", exc)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.warning("listening to the database failed (%s); again in 1 s", exc)
            await asyncio.sleep(1.0)


async def leases(hub: Hub, every: float = LEASE / 4) -> None:
    while True:
        try:
            await renew_and_adopt(hub)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.warning("renewing bot leases failed (%s); again in %g s", exc, every)
        await asyncio.sleep(every)


async def renew_and_adopt(hub: Hub) -> list[str]:
    """Renew the leases of the running tables in memory; adopt the orphans. Returns those adopted."""
    mine = [i for i in hub.held if (t := hub.live.get(i)) is not None and t.running]
    hub.held = hub.store.renew(mine)
    adopted = hub.store.orphans(50)
    for table_id in adopted:
        hub.held.add(table_id)
        with contextlib.suppress(WebError):
            live = await hub.get_async(table_id)
            hub.ensure_bot(live)
    if adopted:
        log.info("took over the bots of %d tables", len(adopted))
    return adopted


def start(hub: Hub, url: str) -> list[asyncio.Task[Any]]:
    loop = asyncio.get_running_loop()
    return [loop.create_task(listen(hub, url)), loop.create_task(leases(hub))]
