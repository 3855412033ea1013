"""A seat's link opened in a second window: the seat moves there, the first window is told, and the
seat's private view is never sent to two windows at once (a newcomer's report: the second window took
the seat over silently, and both were sent the face-down tokens)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from trigames.web.live import DISPLACED

from .conftest import quick_app
from .test_web_api import create, recv

PEOPLE = [{"kind": "person", "name": "Host"}, {"kind": "person"}, {"kind": "bot"}]


@pytest.fixture
def client(db: str) -> Iterator[TestClient]:
    with TestClient(quick_app(db)) as c:
        yield c


def hello(ws: Any, token: str | None) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "hello", "token": token}))
    return recv(ws)


def closed_after_displaced(ws: Any, seat: int) -> None:
    """The window that lost the seat: a `displaced` message, no state after it, then the close."""
    m = {"type": "seats"}
    while m["type"] == "seats":  # presence may come first; a state, never
        m = json.loads(ws.receive_text())
    assert m == {"type": "displaced", "seat": seat}
    with pytest.raises(WebSocketDisconnect) as gone:
        m = json.loads(ws.receive_text())
        raise AssertionError(f"sent after it lost the seat: {m}")
    assert gone.value.code == DISPLACED


def test_the_newest_window_has_the_seat_and_the_other_is_told(client: TestClient) -> None:
    t = create(client, seats=PEOPLE, options={"first_player": 1})
    tid, token = t["table"]["id"], t["seats"][1]["token"]
    with client.websocket_connect(f"/ws/{tid}") as first, client.websocket_connect(f"/ws/{tid}") as host, \
            client.websocket_connect(f"/ws/{tid}") as watcher:
        assert hello(first, token)["seat"] == 1
        assert hello(host, t["seats"][0]["token"])["seat"] == 0
        assert hello(watcher, None)["seat"] is None
        with client.websocket_connect(f"/ws/{tid}") as second:
            m = hello(second, token)
            assert m["seat"] == 1 and m["legal"]
            # the seat plays on from the second window; the other seat and the spectator keep theirs
            second.send_text(json.dumps({"type": "act", "version": m["version"], "action": m["legal"][0]}))
            assert recv(second)["version"] == m["version"] + 1
            closed_after_displaced(first, 1)  # told, and not sent the move's state
            assert recv(host)["seat"] == 0 and recv(watcher)["seat"] is None
            seats = client.get(f"/api/tables/{tid}").json()["seats"]
            assert seats[1]["joined"] and seats[1]["connected"]
            # the first window takes the seat back the same way: now the second one is told
            with client.websocket_connect(f"/ws/{tid}") as again:
                assert hello(again, token)["seat"] == 1
                closed_after_displaced(second, 1)


def test_a_companion_tables_screens_all_stay(client: TestClient) -> None:
    """One link enters every seat's moves around one real table: two screens of it are by design."""
    t = create(client, game="tricerata", seats=[{"kind": "person"}, {"kind": "person"}], companion=True,
               options={"rows": 3})
    tid, token = t["table"]["id"], t["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{tid}") as one, client.websocket_connect(f"/ws/{tid}") as two:
        m = hello(one, token)
        hello(two, token)
        one.send_text(json.dumps({"type": "act", "version": m["version"], "action": m["legal"][0]}))
        assert recv(one)["version"] == recv(two)["version"] == m["version"] + 1
