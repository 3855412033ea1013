"""Three server processes on one PostgreSQL, one SIGKILLed at random moments (cluster_run.py: the
checks; `python tests/web/cluster_run.py --tables 10 --kills 5` is the long version)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import websockets

from .cluster_run import chaos, start_servers
from .serving import Server


@pytest.fixture(scope="module")
def cluster(postgres: Any) -> Iterator[tuple[str, list[Server]]]:
    """Three server processes on one PostgreSQL database (started once for the module)."""
    db: str = postgres.clean_database()
    servers = start_servers(db, 3, bot_delay=0.1)
    yield db, servers
    for s in servers:
        s.stop()


def test_a_move_on_one_process_reaches_a_player_on_another_and_the_lobby_is_shared(
        cluster: tuple[str, list[Server]]) -> None:
    a, b, _ = cluster[1]
    created = a.post("/api/tables", {"game": "tricerata", "seed": 3, "options": {"first_player": 0},
                                     "seats": [{"kind": "person"}, {"kind": "person"}]}).json()
    table, tokens = created["table"]["id"], [s["token"] for s in created["seats"]]

    async def next_state(ws: Any, version: int) -> dict[str, Any]:
        while True:
            m: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 20))
            if m["type"] == "state" and m["version"] >= version:
                return m

    async def play() -> None:
        async with websockets.connect(f"{a.ws}/ws/{table}") as first, \
                websockets.connect(f"{b.ws}/ws/{table}") as second:
            for ws, token in ((first, tokens[0]), (second, tokens[1])):
                await ws.send(json.dumps({"type": "hello", "token": token}))
            states = [await next_state(first, 0), await next_state(second, 0)]
            for version in range(6):  # each move stored by one process, pushed by the other
                mover = 0 if states[0]["legal"] else 1
                assert states[mover]["legal"] and not states[1 - mover]["legal"]
                ws = (first, second)[mover]
                await ws.send(json.dumps({"type": "act", "version": version,
                                          "action": states[mover]["legal"][0]}))
                states = [await next_state(first, version + 1), await next_state(second, version + 1)]
                assert [m["version"] for m in states] == [version + 1] * 2

    asyncio.run(play())
    assert httpx.get(f"{b.http}/api/tables/{table}").json()["version"] == 6
    assert httpx.get(f"{a.http}/api/tables/{table}").json()["version"] == 6
    # the lobby of either process lists a public table made on the other
    public = b.post("/api/tables", {"game": "tricerata", "public": True,
                                    "seats": [{"kind": "person"}, {"kind": "person"}]}).json()
    assert public["table"]["id"] in [t["id"] for t in a.get("/api/tables").json()]


def test_three_processes_one_killed_again_and_again_lose_nothing(cluster: tuple[str, list[Server]]) -> None:
    report = asyncio.run(chaos(*cluster, people_tables=3, bot_tables=3, kills=2, seed=7, timeout=150))
    assert not report.problems, report.problems
    assert report.kills == 2 and report.tables == 6 and report.plies > 100 and report.states_checked > 50


def test_the_second_writer_of_a_ply_gets_stale_and_the_fresh_view(pg_db: str) -> None:
    """Two hubs (two processes' worth) on one database, deaf to each other's notices: the second to
    store ply 0 loses at the INSERT, reads what won, and is told `stale`."""
    from trigames.web import bots
    from trigames.web.hub import Hub, SeatSpec, WebError
    from trigames.web.live import Conn
    from trigames.web.pgstore import PgStore

    async def run() -> None:
        stores = [PgStore(pg_db), PgStore(pg_db)]
        pool = bots.make_pool("thread", 1)
        a, b = (Hub(s, pool, bot_delay=0) for s in stores)
        try:
            live, tokens = a.create("tricerata", 2, {"first_player": 0}, [SeatSpec("person"), SeatSpec("person")],
                                    seed=5)
            there = b.get(live.id)

            async def nothing(*_: Any) -> None:
                return None

            conns = [Conn(nothing, nothing, seat=0, token=tokens[0]) for _ in range(2)]
            legal = [live.state.action_to_string(x) for x in live.state.legal_actions()]
            a.act(conns[0], live, 0, legal[0])
            with pytest.raises(WebError) as refused:
                b.act(conns[1], there, 0, legal[-1])
            assert refused.value.code == "stale"
            assert there.version == 1 and there.row.actions == live.row.actions  # caught up with the winner
            stored = stores[0].load(live.id)
            assert stored is not None and stored.actions == [legal[0]]
            # to the end on a; then a rematch asked on both at once (b has not heard of a's): one table
            while live.running:
                mover = Conn(nothing, nothing, seat=live.state.current_player(), token=tokens[0])
                a.act(mover, live, live.version, live.state.action_to_string(live.state.legal_actions()[0]))
            b.resync(there)
            assert not there.running and there.row.result == live.row.result
            first, _ = a.rematch(live, tokens[0])
            assert there.row.rematch is None  # deaf to a's notice: b would make a second rematch
            second, _ = b.rematch(there, tokens[1])
            assert first == second == there.row.rematch
        finally:
            pool.shutdown()
            for s in stores:
                s.close()

    asyncio.run(run())


def test_a_seat_opened_on_another_process_closes_its_window_here(cluster: tuple[str, list[Server]]) -> None:
    """A seat's private view goes to one window, wherever the proxy sent each of them."""
    a, b, _ = cluster[1]
    created = a.post("/api/tables", {"game": "triqueta", "seed": 3,
                                     "seats": [{"kind": "person"}, {"kind": "person"}]}).json()
    table, token = created["table"]["id"], created["seats"][1]["token"]

    async def run() -> None:
        async with websockets.connect(f"{a.ws}/ws/{table}") as first:
            await first.send(json.dumps({"type": "hello", "token": token}))
            assert json.loads(await asyncio.wait_for(first.recv(), 20))["seat"] == 1
            async with websockets.connect(f"{b.ws}/ws/{table}") as second:
                await second.send(json.dumps({"type": "hello", "token": token}))
                assert json.loads(await asyncio.wait_for(second.recv(), 20))["seat"] == 1
                told = []
                with pytest.raises(websockets.ConnectionClosed) as closed:
                    while True:
                        told.append(json.loads(await asyncio.wait_for(first.recv(), 20))["type"])
                assert "displaced" in told and "state" not in told
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 4001

    asyncio.run(run())
