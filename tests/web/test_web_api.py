"""The REST API and the WebSocket protocol, in process (bots in a thread pool, no delay)."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trigames.web.app import create_app
from trigames.web.limits import Limits

from .conftest import quick_app

THREE = [{"kind": "person"}, {"kind": "bot", "agent": "random"}, {"kind": "bot"}]


@pytest.fixture
def client(db: str) -> Iterator[TestClient]:
    """On SQLite, then on PostgreSQL (conftest.py: `db`)."""
    with TestClient(quick_app(db)) as c:
        yield c


def create(c: TestClient, game: str = "triqueta", seats: list[dict[str, Any]] | None = None,
           **extra: Any) -> dict[str, Any]:
    seed = {} if extra.get("public") else {"seed": 7}  # a public table's seed is never chosen
    r = c.post("/api/tables", json={"game": game, "seats": seats or THREE, **seed, **extra})
    assert r.status_code == 201, r.text
    out: dict[str, Any] = r.json()
    return out


def recv(ws: Any, kind: str = "state") -> dict[str, Any]:
    while True:
        m: dict[str, Any] = json.loads(ws.receive_text())
        if m["type"] == kind:
            return m


def until_my_turn(ws: Any, m: dict[str, Any] | None = None) -> dict[str, Any]:
    while m is None or not (m["legal"] or m["terminal"]):
        m = recv(ws)
    return m


def finish(ws: Any, m: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play the first legal action at each turn to the end. `m`: a state already received."""
    m = until_my_turn(ws, m)
    while not m["terminal"]:
        ws.send_text(json.dumps({"type": "act", "version": m["version"], "action": m["legal"][0]}))
        m = until_my_turn(ws)
    return m


def test_games_describe_options_agents_and_assets(client: TestClient) -> None:
    games = {g["id"]: g for g in client.get("/api/games").json()}
    assert set(games) == {"triqueta", "triominos", "tricerata", "trigono"}
    assert games["triqueta"]["default_agent"] == "greedy"
    assert games["triominos"]["companion"] == {"referee": True} and games["tricerata"]["companion"] == {}
    assert "mcts" in games["triqueta"]["agents"]
    assert {o["name"] for o in games["triqueta"]["options"]} >= {"auto_reveal", "first_player"}


def test_games_say_the_seats_a_table_here_offers(client: TestClient) -> None:
    # the lobby's form reads its seat limit from the server instead of keeping a copy of it
    from trigames.web.hub import MAX_PLAYERS

    games = {g["id"]: g for g in client.get("/api/games").json()}
    assert games["triqueta"]["players"] == games["triqueta"]["table_players"] == [2, 5]
    assert games["tricerata"]["players"] == [1, None] and games["tricerata"]["table_players"] == [1, MAX_PLAYERS]
    bots = [{"kind": "bot", "agent": "greedy"}] * (MAX_PLAYERS + 1)
    r = client.post("/api/tables", json={"game": "tricerata", "seats": bots, "seed": 7})
    assert r.status_code == 400 and f"at most {MAX_PLAYERS}" in r.json()["error"]


def test_create_play_to_the_end_record_and_replay(client: TestClient) -> None:
    t = create(client)
    assert t["table"]["status"] == "running" and t["spectator"] == f"/t/{t['table']['id']}"
    tid, token = t["table"]["id"], t["seats"][0]["token"]
    assert len(token) >= 22 and t["seats"][0]["url"].endswith("#seat=" + token)  # ≥ 128 bits, in the fragment
    assert t["seats"][1]["token"] is None
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token, "text": True}))
        first = recv(ws)
        assert first["seat"] == 0 and "Round 1" in first["text"]
        end = finish(ws, first)
    assert end["result"]["winners"]
    summary = client.get(f"/api/tables/{tid}").json()
    assert summary["status"] == "finished" and summary["version"] == end["version"]
    record = client.get(f"/api/tables/{tid}/record")
    assert record.status_code == 200 and "attachment" in record.headers["content-disposition"]
    data = record.json()
    assert len(data["actions"]) == end["version"] and data["result"] == end["result"]
    step = client.get(f"/api/tables/{tid}/replay/3?seat=all").json()
    assert step["ply"] == 3 and step["action"] == data["actions"][2] and len(step["views"]) == 3
    mine = client.get(f"/api/tables/{tid}/replay/3?seat=1").json()
    assert mine["view"]["seat"] == 1 and mine["views"] is None
    assert client.get(f"/api/tables/{tid}/replay/{end['version'] + 1}").status_code == 404
    assert client.get(f"/api/tables/{tid}/replay/3?seat=9").status_code == 404


def test_upload_a_record_to_replay_it_and_bad_records(client: TestClient) -> None:
    t = create(client, seats=[{"kind": "bot"}] * 3)
    tid = t["table"]["id"]
    for _ in range(200):
        if client.get(f"/api/tables/{tid}").json()["status"] == "finished":
            break
        import time

        time.sleep(0.05)
    data = client.get(f"/api/tables/{tid}/record").json()
    up = client.post("/api/records", content=json.dumps(data))
    assert up.status_code == 201, up.text
    again = client.get(f"/api/tables/{up.json()['table']}").json()
    assert again["status"] == "uploaded" and again["result"] == data["result"]
    tampered = {**data, "actions": [*data["actions"][:-2], "take R9", *data["actions"][-1:]]}
    bad = client.post("/api/records", content=json.dumps(tampered))
    assert bad.status_code == 400 and "does not replay" in bad.json()["error"]
    assert client.post("/api/records", content=b"\xff\xfe").json()["code"] == "bad_record"
    assert client.post("/api/records", content="[" * 100000).json()["code"] == "bad_record"
    unfinished = {**data, "actions": data["actions"][:5], "result": None}
    assert "unfinished" in client.post("/api/records", content=json.dumps(unfinished)).json()["error"]
    assert client.post("/api/records", content=b" " * 2_000_001).status_code == 413


@pytest.mark.parametrize(("body", "words"), [
    ({"game": "chess", "seats": []}, "unknown game"),
    ({"game": "triqueta", "players": 9, "seats": THREE}, "2–5 players"),
    ({"game": "triqueta", "players": 3, "seats": THREE[:2]}, "needs 3 seats"),
    ({"game": "triqueta", "seats": THREE, "options": {"auto_reveal": "maybe"}}, "auto_reveal"),
    ({"game": "triqueta", "seats": THREE, "options": {"colour": 1}}, "no option 'colour'"),
    ({"game": "triqueta", "seats": [*THREE[:2], {"kind": "bot", "agent": "wizard"}]}, "no agent 'wizard'"),
    ({"game": "triqueta", "seats": [*THREE[:2], {"kind": "alien"}]}, "seats.2.kind"),
    ({"game": "triqueta", "seats": [{"kind": "person", "name": "\x07bell"}, *THREE[1:]]}, "control"),
    ({"game": "tricerata", "players": 1000000, "seats": []}, "players"),
    ({"seats": THREE}, "game: Field required"),
])
def test_bad_tables_are_refused_in_one_line(client: TestClient, body: dict[str, Any], words: str) -> None:
    r = client.post("/api/tables", json=body)
    assert r.status_code in (400, 422)
    message = r.json()["error"]
    assert words in message and "\n" not in message


def test_join_a_public_table_then_leave_hands_the_seat_to_a_bot(client: TestClient) -> None:
    t = create(client, seats=[{"kind": "person", "name": "Ann"}, {"kind": "person"}, {"kind": "bot"}], public=True)
    tid = t["table"]["id"]
    assert [x["id"] for x in client.get("/api/tables").json()] == [tid]
    joined = client.post(f"/api/tables/{tid}/join", json={"name": "  Bob   <b>  "})
    assert joined.status_code == 200 and joined.json()["seat"] == 1
    seats = client.get(f"/api/tables/{tid}").json()["seats"]
    assert seats[1]["name"] == "Bob <b>" and seats[1]["joined"]  # stored as text; the page shows it as text
    assert client.get("/api/tables").json() == []  # no free seat any more
    assert client.post(f"/api/tables/{tid}/join", json={"name": "Cy"}).status_code == 409
    left = client.post(f"/api/tables/{tid}/leave", json={"token": joined.json()["token"]})
    assert left.status_code == 200 and left.json()["kind"] == "bot"
    assert left.json()["agent"] == "club"  # a level the lobby offers plays on, not the first agent listed
    assert client.post(f"/api/tables/{tid}/leave", json={"token": joined.json()["token"]}).status_code == 403
    private = create(client)
    r = client.post(f"/api/tables/{private['table']['id']}/join", json={"name": "Eve"})
    assert r.status_code == 403 and "invitation" in r.json()["error"]


def test_rematch_keeps_the_seats_and_the_links(client: TestClient) -> None:
    t = create(client)
    tid, token = t["table"]["id"], t["seats"][0]["token"]
    assert client.post(f"/api/tables/{tid}/rematch", json={"token": token}).status_code == 409  # still running
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token}))
        finish(ws, recv(ws))
        r = client.post(f"/api/tables/{tid}/rematch", json={"token": token})
        assert r.status_code == 200
        pushed = recv(ws, "rematch")
    assert pushed["table"] == r.json()["table"] and pushed["token"] == token
    assert client.post(f"/api/tables/{tid}/rematch", json={"token": token}).json()["table"] == pushed["table"]
    new = client.get(f"/api/tables/{pushed['table']}").json()
    assert new["rematch_of"] == tid and [s["kind"] for s in new["seats"]] == ["person", "bot", "bot"]
    assert client.post(f"/api/tables/{tid}/rematch", json={"token": "x" * 32}).status_code == 403


def test_every_bad_message_gets_a_clear_error_and_changes_nothing(client: TestClient) -> None:
    t = create(client, seats=[{"kind": "person"}, {"kind": "person"}, {"kind": "bot"}], options={"first_player": 0})
    tid, mine, other = t["table"]["id"], t["seats"][0]["token"], t["seats"][1]["token"]
    with client.websocket_connect(f"/ws/{tid}") as ws:
        def error(message: Any) -> dict[str, Any]:
            ws.send_text(message if isinstance(message, str) else json.dumps(message))
            return recv(ws, "error")

        assert error({"type": "act", "version": 0, "action": "draw"})["code"] == "bad_message"  # no hello
        assert error("not json")["code"] == "bad_message"
        assert error("[1, 2]")["code"] == "bad_message"
        assert error("[" * 3000)["code"] == "bad_message"
        assert error({"type": "hello", "token": "forged-token-123"})["code"] == "bad_token"
        ws.send_text(json.dumps({"type": "hello", "token": mine}))
        state = recv(ws)
        version = state["version"]
        assert error({"type": "hello", "token": mine})["code"] == "bad_message"
        assert error({"type": "dance"})["code"] == "bad_message"
        assert error({"type": "name", "name": "x" * 25})["code"] == "bad_name"
        assert state["to_move"] == 0
        legal = state["legal"]
        assert error({"type": "act", "version": version + 5, "action": legal[0]})["code"] == "stale"
        assert recv(ws)["version"] == version  # the fresh view follows a stale error
        assert error({"type": "act", "version": version, "action": "fly away"})["code"] == "illegal"
        assert error({"type": "act", "version": version, "action": 12})["code"] == "bad_message"
        ws.send_text(json.dumps({"type": "act", "version": version, "action": legal[0]}))
        after = recv(ws)
        replayed = error({"type": "act", "version": version, "action": legal[0]})  # sent twice
        assert replayed["code"] in ("stale", "not_your_turn")
        assert client.get(f"/api/tables/{tid}").json()["version"] >= after["version"]
        with client.websocket_connect(f"/ws/{tid}") as other_ws:
            other_ws.send_text(json.dumps({"type": "hello", "token": other}))
            s = recv(other_ws)
            assert s["to_move"] == 0
            other_ws.send_text(json.dumps({"type": "act", "version": s["version"], "action": "draw"}))
            assert recv(other_ws, "error")["code"] == "not_your_turn"
        ws.send_bytes(b"\x00\x01")
        assert recv(ws, "error")["code"] == "bad_message"
    with client.websocket_connect("/ws/0000000000000000") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": None}))
        assert recv(ws, "error")["code"] == "no_table"
    with client.websocket_connect(f"/ws/{tid}") as spectator:
        spectator.send_text(json.dumps({"type": "hello"}))
        s = recv(spectator)
        assert s["seat"] is None and s["legal"] == []
        spectator.send_text(json.dumps({"type": "act", "version": s["version"], "action": "draw"}))
        assert recv(spectator, "error")["code"] == "bad_token"


def test_a_finished_game_refuses_moves(client: TestClient) -> None:
    t = create(client)
    tid, token = t["table"]["id"], t["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token}))
        end = finish(ws, recv(ws))
        ws.send_text(json.dumps({"type": "act", "version": end["version"], "action": "draw"}))
        assert recv(ws, "error")["code"] == "not_running"


def test_oversized_messages_close_the_socket_and_floods_are_limited(tmp_path: Path) -> None:
    app = create_app(tmp_path / "t.sqlite3", bot_pool="thread", bot_workers=1, bot_delay=0,
                     limits=Limits(message_rate=50, message_burst=20, spectator_rate=50))
    with TestClient(app) as client:
        flood(client)


def test_a_spectator_is_read_at_its_own_lower_rate_and_a_player_at_the_full_one(tmp_path: Path) -> None:
    app = create_app(tmp_path / "t.sqlite3", bot_pool="thread", bot_workers=1, bot_delay=0,
                     limits=Limits(spectator_rate=20, message_rate=1000, message_burst=1000))
    with TestClient(app) as client:
        t = create(client)
        took = {}
        for who, token in (("spectator", None), ("player", t["seats"][0]["token"])):
            with client.websocket_connect(f"/ws/{t['table']['id']}") as ws:
                ws.send_text(json.dumps({"type": "hello", "token": token}))
                recv(ws)
                started = time.monotonic()
                for _ in range(60):
                    ws.send_text(json.dumps({"type": "ping"}))
                pongs = 0
                while pongs < 60:
                    pongs += json.loads(ws.receive_text())["type"] == "pong"
                took[who] = time.monotonic() - started
        assert took["spectator"] >= (60 - 40) / 20 * 0.9 and took["player"] < 0.9, took


def flood(client: TestClient) -> None:
    t = create(client)
    tid = t["table"]["id"]
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_text(json.dumps({"type": "hello"}))
        recv(ws)
        for _ in range(80):
            ws.send_text(json.dumps({"type": "ping"}))
        ws.send_text(json.dumps({"type": "lang", "lang": "xx"}))  # the last word, answered once read
        codes = []
        started = time.monotonic()
        while not codes or codes[-1] != "bad_message":
            m = json.loads(ws.receive_text())
            codes.append(m.get("code", m["type"]))
        # the burst is answered at once, then the flood is told to slow down and read at the rate
        assert 1 <= codes.count("rate_limited") <= 3 and codes.count("pong") == 80, codes
        assert time.monotonic() - started >= (81 - 20) / 50 * 0.9
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_text(json.dumps({"type": "ping", "pad": "x" * 5000}))
        assert recv(ws, "error")["code"] == "too_large"


def test_foreign_origins_may_not_open_a_socket(client: TestClient) -> None:
    t = create(client)
    with client.websocket_connect(f"/ws/{t['table']['id']}", headers={"origin": "http://evil.example"}) as ws:
        assert recv(ws, "error")["code"] == "bad_origin"


def test_pages_send_a_content_security_policy(client: TestClient) -> None:
    r = client.get("/api/games")
    assert "default-src 'self'" in r.headers["content-security-policy"]
    assert r.headers["referrer-policy"] == "no-referrer"
    schema = client.get("/openapi.json").json()
    for path in ("/api/tables", "/api/tables/{table_id}/join", "/api/tables/{table_id}/rematch",
                 "/api/tables/{table_id}/leave", "/api/records", "/api/tables/{table_id}/replay/{ply}"):
        assert path in schema["paths"]


def test_a_move_that_cannot_be_stored_is_not_acknowledged(client: TestClient) -> None:
    t = create(client, options={"first_player": 0})
    tid, token = t["table"]["id"], t["seats"][0]["token"]
    hub = client.app.state.hub  # type: ignore[attr-defined]
    store_action = hub.store.add_action

    def disk_full(*args: Any, **kwargs: Any) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token}))
        state = recv(ws)
        hub.store.add_action = disk_full
        ws.send_text(json.dumps({"type": "act", "version": state["version"], "action": state["legal"][0]}))
        assert recv(ws, "error")["code"] == "storage"
        assert client.get(f"/api/tables/{tid}").json()["version"] == state["version"]  # nothing moved
        hub.store.add_action = store_action
        ws.send_text(json.dumps({"type": "act", "version": state["version"], "action": state["legal"][0]}))
        assert recv(ws)["version"] == state["version"] + 1


def test_the_text_rendering_follows_the_language(client: TestClient) -> None:
    t = create(client, game="triominos", seats=[{"kind": "person"}, {"kind": "bot"}])
    with client.websocket_connect(f"/ws/{t['table']['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": t["seats"][0]["token"], "text": True, "lang": "fr"}))
        first = recv(ws)
        assert first["text_lang"] == "fr"
        ws.send_text(json.dumps({"type": "lang", "lang": "en"}))
        again = recv(ws)
        assert again["text_lang"] == "en" and again["version"] == first["version"] and again["text"] != first["text"]
        ws.send_text(json.dumps({"type": "lang", "lang": "de"}))
        assert recv(ws, "error")["code"] == "bad_message"


def companion_game(client: TestClient, game: str, options: dict[str, Any], picks: list[int],
                   mistakes: set[int]) -> dict[str, Any]:
    """Enter a real game at a companion table: the k-th move is legal[picks[k] % n]; before each
    move in `mistakes` a wrong move is entered first and taken back."""
    t = create(client, game=game, seats=[{"kind": "person"}] * 2, options=options, companion=True)
    tid, token = t["table"]["id"], t["seats"][0]["token"]
    assert t["seats"][1]["token"] == token and t["table"]["companion"]
    undone = 0
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token}))
        m = recv(ws)
        k = 0
        while not m["terminal"]:
            assert m["legal"], "the companion enters every seat's moves"
            n = len(m["legal"])
            if k in mistakes and n > 1:
                ws.send_text(json.dumps({"type": "act", "version": m["version"],
                                         "action": m["legal"][(picks[k % len(picks)] + 1) % n]}))
                wrong = recv(ws)
                ws.send_text(json.dumps({"type": "undo", "version": wrong["version"]}))
                assert recv(ws, "undone")["version"] == m["version"]
                m = recv(ws)
                undone += 1
            ws.send_text(json.dumps({"type": "act", "version": m["version"],
                                     "action": m["legal"][picks[k % len(picks)] % n]}))
            m = recv(ws)
            k += 1
    # every mistake asked for was entered (a position with one legal move has none to make)
    assert undone >= min(len(mistakes), 3), (game, undone)
    record: dict[str, Any] = client.get(f"/api/tables/{tid}/record").json()
    return record


@pytest.mark.parametrize(("game", "options"), [("trigono", {"referee": True}), ("tricerata", {"rows": 4}),
                                               ("triqueta", {}), ("triominos", {"target": 60})])
def test_a_companion_game_with_mistakes_taken_back_scores_as_without(client: TestClient, game: str,
                                                                     options: dict[str, Any]) -> None:
    picks = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7]
    clean = companion_game(client, game, options, picks, set())
    fixed = companion_game(client, game, options, picks, {0, 2, 5, 11, 17})
    assert fixed["actions"] == clean["actions"] and fixed["result"] == clean["result"]
    assert clean["options"].get("referee", True)  # the server set what makes it enterable by hand


def test_only_companion_tables_take_moves_back_and_have_no_bots(client: TestClient) -> None:
    r = client.post("/api/tables", json={"game": "tricerata", "companion": True,
                                         "seats": [{"kind": "person"}, {"kind": "bot"}]})
    assert r.status_code == 400 and "no bot" in r.json()["error"]
    t = create(client, game="tricerata", seats=[{"kind": "person"}, {"kind": "bot"}], options={"rows": 3})
    with client.websocket_connect(f"/ws/{t['table']['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": t["seats"][0]["token"]}))
        m = recv(ws)
        ws.send_text(json.dumps({"type": "undo", "version": m["version"]}))
        assert recv(ws, "error")["code"] == "no_undo"


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)
BODIES = st.fixed_dictionaries({}, optional={
    "game": st.sampled_from(["triqueta", "tricerata", "trigono", "triominos", "", "x"]) | JSONISH,
    "players": st.integers(-3, 12) | JSONISH, "options": st.dictionaries(st.sampled_from(
        ["rows", "stones", "auto_reveal", "target", "referee", "plank_side", "bogus"]), JSONISH, max_size=3),
    "seats": st.lists(st.fixed_dictionaries({"kind": st.sampled_from(["person", "bot", "x"])},
                                            optional={"agent": st.sampled_from(["random", "mcts:iterations=-1",
                                                                                "greedy", "zz"]) | JSONISH,
                                                      "name": st.text(max_size=30)}), max_size=6) | JSONISH,
    "seed": st.integers(-5, 2**64) | JSONISH, "public": JSONISH, "companion": JSONISH})


def test_any_table_request_gets_a_table_or_a_one_line_error(client: TestClient) -> None:
    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(BODIES)
    def check(body: dict[str, Any]) -> None:
        r = client.post("/api/tables", json=body)
        assert r.status_code in (201, 400, 422), r.text
        if r.status_code != 201:
            assert set(r.json()) == {"error", "code"} and "\n" not in r.json()["error"]

    check()
    for method, path in (("get", "/api/nowhere"), ("delete", "/api/tables"), ("get", "/api/tables/zz/record")):
        r = client.request(method, path)
        assert r.status_code in (404, 405) and set(r.json()) == {"error", "code"}
    r = client.post("/api/tables", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 422 and set(r.json()) == {"error", "code"}
    nan = b'{"game": "trigono", "seats": [{"kind": "person"}, {"kind": "bot"}], "options": {"plank_side": NaN}}'
    r = client.post("/api/tables", content=nan, headers={"content-type": "application/json"})
    assert r.status_code in (400, 422) and "plank_side" in r.json()["error"]


def test_review_findings_stay_fixed(client: TestClient, tmp_path: Path) -> None:
    # a companion table cannot be left to a bot
    t = create(client, game="tricerata", seats=[{"kind": "person"}] * 2, companion=True)
    r = client.post(f"/api/tables/{t['table']['id']}/leave", json={"token": t["seats"][0]["token"]})
    assert r.status_code == 409 and r.json()["code"] == "companion"
    for game in ("triqueta", "triominos", "trigono"):  # outcomes entered by hand: no bot decides one
        r = client.post("/api/tables", json={"game": game, "options": {"referee": True},
                                             "seats": [{"kind": "person"}, {"kind": "bot"}]})
        assert r.status_code == 400 and "no bot" in r.json()["error"]
    for game, options in (("triqueta", {"referee": False}), ("trigono", {"referee": False})):
        r = client.post("/api/tables", json={"game": game, "companion": True, "options": options,
                                             "seats": [{"kind": "person"}] * 2})
        assert r.status_code == 400 and "entered by hand" in r.json()["error"]
    # shape is checked before the turn, and a boolean is not a version
    t = create(client, options={"first_player": 0})
    with client.websocket_connect(f"/ws/{t['table']['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": t["seats"][0]["token"]}))
        m = recv(ws)
        ws.send_text(json.dumps({"type": "act", "version": False, "action": m["legal"][0]}))
        assert recv(ws, "error")["code"] == "bad_message"
        ws.send_text(json.dumps({"type": "act", "version": 0, "action": {"x": 1}}))
        assert recv(ws, "error")["code"] == "bad_message"
    assert client.get(f"/api/tables/{t['table']['id']}").json()["version"] == 0
    # one client cannot fill the server with tables
    app = create_app(tmp_path / "r.sqlite3", bot_pool="thread", bot_workers=1, bot_delay=0,
                     limits=Limits(table_burst=5))
    with TestClient(app) as other:
        codes = [other.post("/api/tables", json={"game": "tricerata", "seats": [{"kind": "person"}] * 2}).status_code
                 for _ in range(8)]
    assert codes[:5] == [201] * 5 and 429 in codes[5:]


def _bots_record(client: TestClient) -> bytes:
    """The record of a game three bots played to its end."""
    t = create(client, seats=[{"kind": "bot"}] * 3)
    for _ in range(400):
        if client.get(f"/api/tables/{t['table']['id']}").json()["status"] == "finished":
            break
        time.sleep(0.02)
    return client.get(f"/api/tables/{t['table']['id']}/record").content


def test_visits_to_old_games_do_not_stay_in_memory(client: TestClient) -> None:
    from trigames.web import hub as hub_module

    hub = client.app.state.hub  # type: ignore[attr-defined]
    record = _bots_record(client)
    for _ in range(hub_module.KEEP_FINISHED + 30):
        assert client.post("/api/records", content=record).status_code == 201
    assert len(hub.live) <= hub_module.KEEP_FINISHED + 1


def test_long_finished_games_leave_memory_by_their_moves(client: TestClient,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # a cap in tables alone let long uploads pin memory: a 4,644-move record's table weighs 10.8 MiB
    from trigames.web import hub as hub_module

    hub = client.app.state.hub  # type: ignore[attr-defined]
    record = _bots_record(client)
    plies = len(json.loads(record)["actions"])
    monkeypatch.setattr(hub_module, "KEEP_FINISHED_PLIES", 3 * plies)
    for _ in range(8):  # each upload visited once, as its replay page does
        table = client.post("/api/records", content=record).json()["table"]
        assert client.get(f"/api/tables/{table}/replay/1").status_code == 200
    finished = [x for x in hub.live.values() if not x.running]
    assert sum(x.version for x in finished) <= 4 * plies, [x.version for x in finished]  # 3 kept + the last visit
