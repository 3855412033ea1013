"""The server as a real process: hidden information never leaks, and a SIGKILL loses nothing."""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import trigames
from trigames.core import Record
from trigames.games.triominos.tiles import tile_str
from trigames.games.triqueta.scoring import TYPES

from .serving import Server, play_seat

TILE = re.compile(r"^\d-\d-\d$")


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One server process for the module's tests, on SQLite, then on PostgreSQL (conftest.py)."""
    db: str | Path = tmp_path_factory.mktemp("web") / "leak.sqlite3"
    if request.param == "postgres":
        db = request.getfixturevalue("postgres").clean_database()
    s = Server(db).start()
    yield s
    s.stop()


def normal(data: Any) -> Any:
    return json.loads(json.dumps(data, default=str))


def walk(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, (*path, i))


def runs(sequence: list[str], n: int = 3) -> set[tuple[str, ...]]:
    return {tuple(sequence[i:i + n]) for i in range(len(sequence) - n + 1)}


def play_table(server: Server, game: str, seats: list[dict[str, Any]], seed: int, **options: Any,
               ) -> tuple[dict[str, Any], dict[int, list[dict[str, Any]]]]:
    """Scripted clients play every person seat to the end; returns the record and each seat's messages."""
    r = server.post("/api/tables", {"game": game, "seats": seats, "seed": seed, "options": options})
    assert r.status_code == 201, r.text
    created = r.json()
    tid = created["table"]["id"]
    logs: dict[int, list[dict[str, Any]]] = {}

    async def everyone() -> None:
        tasks = []
        for link in created["seats"]:
            if link["token"]:
                logs[link["seat"]] = []
                tasks.append(play_seat(f"{server.ws}/ws/{tid}", link["token"], seed + link["seat"],
                                       logs[link["seat"]]))
        await asyncio.gather(*tasks)

    asyncio.run(everyone())
    record = server.get(f"/api/tables/{tid}/record").json()
    return record, logs


def states_of(record: dict[str, Any]) -> list[Any]:
    """The true state after each number of actions (what the server holds), replayed here."""
    game = trigames.make(record["game"], players=record["players"], **record["options"])
    state = game.new_game(record["seed"])
    out = [state.clone()]
    events = []
    for text in record["actions"]:
        events.append(state.apply_events(state.parse_action(text)))
        out.append(state.clone())
    return [out, events]


def check_common(seat: int, message: dict[str, Any], state: Any, events: list[Any]) -> None:
    """The view is exactly the seat's view; each event is shown as its seat may see it."""
    assert message["seat"] == seat
    assert normal(message["view"]) == normal(state.view(seat))
    for e in message["events"]:
        ply = e.pop("ply")
        assert normal(e) in [normal(x.for_seat(seat)) for x in events[ply]]
    if message["legal"]:
        assert state.current_player() == seat


def test_no_seat_ever_sees_another_seats_tokens_or_the_towers(server: Server) -> None:
    seats = [{"kind": "person"}, {"kind": "bot"}, {"kind": "person"}, {"kind": "bot", "agent": "random"}]
    for seed in (11, 12):
        record, logs = play_table(server, "triqueta", seats, seed, auto_reveal=False)
        states, events = states_of(record)
        scanned = 0
        for seat, messages in logs.items():
            for m in (m for m in messages if m["type"] == "state"):
                state = states[m["version"]]
                check_common(seat, m, state, events)
                # runs of 5 (6^5 orders): a row or a collection cannot match one by chance
                towers = set().union(*(runs([TYPES[t] for t in tower], 5) for tower in state.towers))
                for path, node in walk(m):
                    if path and path[-1] in ("hidden_tokens", "discarded_tokens"):
                        assert path[:3] == ("view", "seats", seat), f"seat {seat} sees {path}"
                    if path in (("view", "types"), ("view", "seats", seat, "hidden_tokens")):
                        continue  # the animals' catalogue; the seat's own face-down tokens
                    if isinstance(node, list) and len(node) >= 5 and all(isinstance(x, str) for x in node):
                        assert not runs(node, 5) & towers, f"seat {seat} sees a tower's order at {path}"
                for e in m["events"]:
                    if e.get("seat") not in (seat, None) and e["kind"] in ("draw", "keep"):
                        assert "token" not in e, f"seat {seat} sees seat {e['seat']}'s {e['kind']}"
                scanned += 1
        assert scanned > 100


def test_no_seat_ever_sees_another_rack_or_the_pool(server: Server) -> None:
    seats = [{"kind": "person"}, {"kind": "person"}, {"kind": "bot"}]
    record, logs = play_table(server, "triominos", seats, 5, target=150)
    states, events = states_of(record)
    scanned = 0
    for seat, messages in logs.items():
        for m in (m for m in messages if m["type"] == "state"):
            state = states[m["version"]]
            check_common(seat, m, state, events)
            public = {node for _, node in walk(normal(state.view(None))) if isinstance(node, str) and TILE.match(node)}
            mine = {tile_str(t) for t in state.racks[seat]}
            secret = {tile_str(t) for q in range(state.P) if q != seat for t in state.racks[q]}
            secret |= {tile_str(t) for t in state.pool}
            pool = runs([tile_str(t) for t in state.pool])
            for path, node in walk(m):
                if isinstance(node, str) and TILE.match(node):
                    assert node not in secret - public - mine, f"seat {seat} sees {node} at {path}"
                if isinstance(node, list) and len(node) >= 3 and all(isinstance(x, str) for x in node):
                    assert not runs(node) & pool, f"seat {seat} sees the pool's order at {path}"
            scanned += 1
    assert scanned > 50


def test_a_killed_server_resumes_every_game_where_it_was(db: str) -> None:
    server = Server(db, bot_delay=0.1).start()
    try:
        a = server.post("/api/tables", {"game": "triqueta", "seed": 3, "options": {"first_player": 0},
                                        "seats": [{"kind": "person"}, {"kind": "person"}, {"kind": "bot"}]}).json()
        # five bots, 0.1 s a move: well over 10 s of play, so the kill finds it running
        b = server.post("/api/tables", {"game": "triqueta", "seed": 4, "seats": [{"kind": "bot"}] * 5}).json()
        ta, tb = a["table"]["id"], b["table"]["id"]
        logs: dict[int, list[dict[str, Any]]] = {0: [], 1: []}

        async def part() -> None:
            await asyncio.gather(*(play_seat(f"{server.ws}/ws/{ta}", a["seats"][p]["token"], p, logs[p],
                                             stop_at=12) for p in (0, 1)))

        asyncio.run(part())
        acked = max(m["version"] for p in (0, 1) for m in logs[p] if m["type"] == "state")
        last_view = {p: next(m for m in reversed(logs[p]) if m["type"] == "state") for p in (0, 1)}
        before = server.get(f"/api/tables/{tb}").json()
        before_b = before["version"]
        assert before["status"] == "running"
        server.kill()
        server.start()
        after = server.get(f"/api/tables/{ta}").json()
        assert after["status"] == "running" and after["version"] >= acked
        log0: list[dict[str, Any]] = []
        resumed = asyncio.run(play_seat(f"{server.ws}/ws/{ta}", a["seats"][0]["token"], 0, log0, stop_at=0))
        if resumed["version"] == last_view[0]["version"]:
            assert resumed["view"] == last_view[0]["view"]  # exactly the position acknowledged
        # the all-bot table finishes on its own after the restart
        deadline = time.monotonic() + 60
        while server.get(f"/api/tables/{tb}").json()["status"] != "finished":
            assert time.monotonic() < deadline, "the bots did not finish after the restart"
            time.sleep(0.1)
        assert before_b < server.get(f"/api/tables/{tb}").json()["version"]

        async def rest() -> None:
            await asyncio.gather(*(play_seat(f"{server.ws}/ws/{ta}", a["seats"][p]["token"], 10 + p, [])
                                   for p in (0, 1)))

        asyncio.run(rest())
        record = server.get(f"/api/tables/{ta}/record").json()
        trigames.replay(Record.from_json(record))  # the stored game is one legal game from its seed
        sent = [e for m in logs[0] + logs[1] if m["type"] == "state" for e in m["events"]]
        assert record["result"] is not None and len(record["actions"]) > acked > 0 and sent
    finally:
        server.stop()


def test_a_slow_bot_does_not_slow_other_tables(server: Server) -> None:
    slow = server.post("/api/tables", {"game": "tricerata", "seed": 1,
                                       "seats": [{"kind": "bot", "agent": "mcts:iterations=3000"}] * 2}).json()
    fast = server.post("/api/tables", {"game": "tricerata", "seed": 2,
                                       "seats": [{"kind": "person"}, {"kind": "bot", "agent": "random"}]}).json()
    started = server.get(f"/api/tables/{slow['table']['id']}").json()["version"]
    log: list[dict[str, Any]] = []
    t0 = time.monotonic()
    end = asyncio.run(play_seat(f"{server.ws}/ws/{fast['table']['id']}", fast["seats"][0]["token"], 3, log))
    seconds = time.monotonic() - t0
    assert end["terminal"]
    thinking = server.get(f"/api/tables/{slow['table']['id']}").json()
    # the search bots were still thinking through their game while a whole game was played next door
    assert thinking["status"] == "running" and thinking["version"] - started < end["version"], seconds


def test_every_simulated_throw_is_sent_with_its_paths(server: Server) -> None:
    """Trigono through the real server: each state after a throw carries the throw's paths (the
    same as the engine computes from the record), ending where the view's pucks lie."""
    seats = [{"kind": "person"}, {"kind": "bot", "agent": "target"}]
    record, logs = play_table(server, "trigono", seats, 21, pucks_per_player=2)
    states, _ = states_of(record)
    sent = 0
    for m in logs[0]:
        if m["type"] != "state" or m["version"] == 0:
            continue
        state = states[m["version"]]
        expected = state.last_motion()
        assert normal(m.get("motion")) == normal(expected)
        if expected is None:
            continue
        sent += 1
        thrown = next(p for p in m["motion"]["paths"] if p["puck"] == -1)
        if thrown["end"] in ("board", "ground"):  # lying where the view says (unless a knock-in took it)
            assert [thrown["board"], *thrown["frames"][-1][1:3]] in m["view"]["pucks"] or "knock" in m["view"]["last"]
    assert sent >= 4
