"""A person who closes their window must not stop the table for ever: after `--away` seconds with no
window of theirs, another seated player may let a bot play for them; their link gives them the seat
back (a newcomer's tour: Alice waited over a minute on Bob's turn, with nothing to do but leave)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from trigames.web.app import create_app
from trigames.web.limits import Limits

from .test_web_api import create, recv

TWO = [{"kind": "person", "name": "Alice"}, {"kind": "person", "name": "Bob"}]
AWAY = 0.6


@pytest.fixture
def client(db: str) -> Iterator[TestClient]:
    app = create_app(db, bot_pool="thread", bot_workers=1, bot_delay=0,
                     limits=Limits(table_rate=1000, work_per_address=100, work_total=100, away=AWAY))
    with TestClient(app) as c:
        yield c


def hello(ws: Any, token: str | None) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "hello", "token": token}))
    return recv(ws)


def ask(client: TestClient, tid: str, token: str, seat: Any) -> Any:
    return client.post(f"/api/tables/{tid}/stand-in", json={"token": token, "seat": seat})


def test_a_bot_plays_for_a_person_gone_and_the_link_brings_them_back(client: TestClient) -> None:
    t = create(client, game="tricerata", seats=TWO, options={"rows": 3, "first_player": 1})
    tid, alice, bob = t["table"]["id"], t["seats"][0]["token"], t["seats"][1]["token"]
    with client.websocket_connect(f"/ws/{tid}") as a:
        hello(a, alice)
        with client.websocket_connect(f"/ws/{tid}") as b:
            assert hello(b, bob)["seat"] == 1
            r = ask(client, tid, alice, 1)  # Bob is here: nothing to hand over
            assert r.status_code == 409 and r.json()["code"] == "not_away", r.json()
        r = ask(client, tid, alice, 1)  # Bob has only just closed his window
        assert r.status_code == 409 and r.json()["code"] == "too_soon", r.json()
        assert client.get(f"/api/tables/{tid}").json()["version"] == 0  # nothing moved meanwhile
        time.sleep(AWAY + 0.1)
        r = ask(client, tid, alice, 1)
        assert r.status_code == 200, r.json()
        assert r.json()["kind"] == "bot" and r.json()["away"] and r.json()["name"] == "Bob"
        # the bot plays Bob's turn: the game goes on to Alice
        deadline = time.monotonic() + 20
        while client.get(f"/api/tables/{tid}").json()["to_move"] != 0 and time.monotonic() < deadline:
            time.sleep(0.05)
        summary = client.get(f"/api/tables/{tid}").json()
        assert summary["to_move"] == 0 and summary["version"] > 0, summary
        # Bob opens his link again: the seat is his, a person's again, and he plays his own turns
        with client.websocket_connect(f"/ws/{tid}") as b:
            m = hello(b, bob)
            assert m["seat"] == 1
            seats = client.get(f"/api/tables/{tid}").json()["seats"]
            assert seats[1]["kind"] == "person" and not seats[1]["away"] and seats[1]["connected"], seats


def test_who_may_ask_and_for_whom(client: TestClient) -> None:
    t = create(client, game="tricerata", seats=[*TWO, {"kind": "bot"}], options={"rows": 3})
    tid, alice = t["table"]["id"], t["seats"][0]["token"]
    time.sleep(AWAY + 0.1)
    for token, seat, code in [
        ("0" * 32, 1, "bad_token"),  # not a seat of this table
        (alice, 0, "bad_seat"),  # one's own seat: leave instead
        (alice, 3, "bad_seat"),
        (alice, True, "bad_seat"),
        (alice, 2, "not_away"),  # already a bot's
    ]:
        r = ask(client, tid, token, seat)
        assert r.status_code in (400, 403, 409, 422), (seat, r.json())
        if r.status_code != 422:
            assert r.json()["code"] == code, (seat, r.json())
    summary = client.get(f"/api/tables/{tid}").json()
    assert [s["kind"] for s in summary["seats"]] == ["person", "person", "bot"] and summary["version"] == 0
    # a seat whose person never came counts as away from the table's loading: it may be handed over
    assert ask(client, tid, alice, 1).status_code == 200


def test_a_companion_table_has_no_stand_in(client: TestClient) -> None:
    t = create(client, game="tricerata", seats=TWO, companion=True, options={"rows": 3})
    time.sleep(AWAY + 0.1)
    r = ask(client, t["table"]["id"], t["seats"][0]["token"], 1)
    assert r.status_code == 409 and r.json()["code"] == "companion", r.json()
