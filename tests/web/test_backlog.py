"""A flood waits in the server's memory only up to a connection's burst (issue 19).

uvicorn reads a whole TCP chunk — thousands of small frames — before it stops reading; the server
used to work through all of them, on the address's budget, even after the sender had left (21,000
frames, 5 MiB, still queued ten seconds after the attack benchmark's flood)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import websockets

from .serving import Server


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    s = Server(tmp_path / "b.sqlite3", bot_pool="thread").start()
    yield s
    s.stop()


def _table(server: Server) -> dict[str, Any]:
    r = server.post("/api/tables", {"game": "tricerata", "seats": [{"kind": "person", "name": "Ann"},
                                                                     {"kind": "person", "name": "Bo"}]})
    assert r.status_code == 201, r.text
    return dict(r.json())


async def _answers(ws: websockets.ClientConnection, timeout: float) -> tuple[list[dict[str, Any]], int | None]:
    """Every message until the server closes (or `timeout`), and the close code."""
    got: list[dict[str, Any]] = []
    try:
        async with asyncio.timeout(timeout):
            while True:
                got.append(json.loads(await ws.recv()))
    except websockets.ConnectionClosed as closed:
        return got, closed.rcvd.code if closed.rcvd else None
    except TimeoutError:
        return got, None


def test_a_flood_sent_at_once_is_closed_not_queued(server: Server) -> None:
    table = _table(server)["table"]["id"]

    async def go() -> tuple[list[dict[str, Any]], int | None, list[dict[str, Any]]]:
        ws = await websockets.connect(f"{server.ws}/ws/{table}", local_addr=("127.0.0.2", 0))
        await ws.send(json.dumps({"type": "hello", "token": None}))
        flood = '{"type":"ping"}'
        for _ in range(5000):  # written without waiting: they arrive in a few TCP chunks
            await ws.send(flood)
        got, code = await _answers(ws, 20)
        # the same address may come back at once and is served
        again = await websockets.connect(f"{server.ws}/ws/{table}", local_addr=("127.0.0.2", 0))
        await again.send(json.dumps({"type": "hello", "token": None}))
        await again.send('{"type":"ping"}')
        later: list[dict[str, Any]] = []
        async with asyncio.timeout(10):
            while not later or later[-1]["type"] != "pong":
                later.append(json.loads(await again.recv()))
        await again.close()
        return got, code, later

    got, code, later = asyncio.run(go())
    errors = [m for m in got if m["type"] == "error"]
    assert code == 1008 and errors and errors[-1]["code"] == "flooding", (code, errors[-3:])
    pongs = sum(1 for m in got if m["type"] == "pong")
    assert pongs < 500, f"{pongs} of 5000 flooded pings were worked before the connection was closed"
    assert later[-1]["type"] == "pong"


def test_a_players_burst_within_its_budget_is_answered_in_full(server: Server) -> None:
    created = _table(server)
    table, token = created["table"]["id"], created["seats"][0]["token"]

    async def go() -> tuple[int, int | None]:
        async with websockets.connect(f"{server.ws}/ws/{table}") as ws:
            await ws.send(json.dumps({"type": "hello", "token": token}))
            async with asyncio.timeout(10):
                while json.loads(await ws.recv())["type"] != "state":
                    pass
            for _ in range(300):  # a player's burst is 400
                await ws.send('{"type":"ping"}')
            pongs = 0
            async with asyncio.timeout(20):
                while pongs < 300:
                    m = json.loads(await ws.recv())
                    pongs += m["type"] == "pong"
                    assert m["type"] != "error" or m["code"] != "flooding", m
            return pongs, None

    pongs, _ = asyncio.run(go())
    assert pongs == 300
