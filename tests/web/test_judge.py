"""The replay's "why?": GET /api/tables/{id}/judge/{ply} judges a finished game's move (issue 22)."""

from __future__ import annotations

import random
from typing import Any

from fastapi.testclient import TestClient

import trigames
from trigames.core.record import record_of


def uploaded(c: TestClient, game_id: str, seed: int, **options: Any) -> tuple[str, list[str]]:
    """A finished game of random moves, uploaded: its table and its moves."""
    game = trigames.make(game_id, **options)
    state = game.new_game(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(list(state.legal_actions())))
    record = record_of(state, seed)
    r = c.post("/api/records", json=record.to_json())
    assert r.status_code == 201, r.text
    return r.json()["table"], record.actions


def test_a_tricerata_move_is_judged_in_points_and_kept(client: TestClient) -> None:
    table, actions = uploaded(client, "tricerata", 3, players=2, rows=3)
    judged = [client.get(f"/api/tables/{table}/judge/{ply}").json() for ply in range(1, len(actions) + 1)]
    weighed = [j for j in judged if j["verdict"] != "forced"]
    assert weighed and all(j["by"] == "points" and j["exact"] for j in weighed)
    assert all(j["played"] == actions[j["ply"] - 1] for j in judged)
    assert all(j["complete"] for j in weighed)  # the web's judge sets no clock on a game's own search
    assert any(j["verdict"] in ("inaccuracy", "mistake", "blunder") for j in weighed)  # random moves
    for j in weighed:
        assert j["moves"][0]["move"] == j["best"] and j["line"][0] == j["best"]
        assert (j["verdict"] == "good") == (j["lost"] < 2)  # Tricérata: 2 stones make an inaccuracy
        # who makes each move of the line, at which decision (nothing hidden: the whole line is followed)
        assert [x["move"] for x in j["steps"]] == j["line"], j
        assert j["steps"][0]["seat"] == j["seat"] and j["steps"][0]["decision"] == j["decision"]
        assert all(x["decision"] in ("START", "SOW", "CAPTURE", "SEIZE") and x["seat"] in (0, 1) for x in j["steps"])
    first = weighed[0]
    assert client.get(f"/api/tables/{table}/judge/{first['ply']}").json() == first  # kept, not searched again


def test_one_judgement_at_a_time_from_an_address(client: TestClient) -> None:
    table, _ = uploaded(client, "tricerata", 4, players=2, rows=3)
    asking = client.app.state.judgements.asking  # type: ignore[attr-defined]
    asking.add("testclient")  # this client's address has a judgement under way
    r = client.get(f"/api/tables/{table}/judge/2")
    assert r.status_code == 429 and r.json()["code"] == "rate_limited", r.text
    asking.discard("testclient")
    for other in range(8):
        asking.add(f"10.0.0.{other}")  # eight others waiting: the server is busy
    r = client.get(f"/api/tables/{table}/judge/2")
    assert r.status_code == 503 and r.json()["code"] == "busy", r.text
    asking.clear()
    assert client.get(f"/api/tables/{table}/judge/2").status_code == 200


def test_a_triqueta_move_is_judged_by_the_wins(client: TestClient) -> None:
    table, _ = uploaded(client, "triqueta", 5, players=2)
    for ply in range(1, 12):
        j = client.get(f"/api/tables/{table}/judge/{ply}").json()
        if j["verdict"] != "forced":
            assert j["by"] == "wins" and not j["exact"] and 0 <= j["lost"] <= 1
            assert j["verdict"] in ("good", "inaccuracy", "mistake", "blunder")
            return
    raise AssertionError("no move with a choice in the first 11")


def test_what_cannot_be_judged_says_why_in_one_line(client: TestClient) -> None:
    table, actions = uploaded(client, "tricerata", 1, players=2, rows=3)
    for ply in (0, len(actions) + 1, 10**6):
        r = client.get(f"/api/tables/{table}/judge/{ply}")
        assert r.status_code == 404 and r.json()["code"] == "bad_ply", r.text
    assert client.get("/api/tables/nosuchtable/judge/1").status_code == 404
    from trigames.games.trigono import Trigono

    throws, _ = uploaded(client, "trigono", 2, players=2, pucks_per_player=2)
    Trigono.analysable = False  # a game may say its moves cannot be weighed here
    try:
        r = client.get(f"/api/tables/{throws}/judge/1")
    finally:
        del Trigono.analysable
    assert r.status_code == 409 and r.json()["code"] == "not_analysable" and "\n" not in r.json()["error"]
    running = client.post("/api/tables", json={"game": "triqueta", "seed": 1,
                                                "seats": [{"kind": "person"}, {"kind": "bot", "agent": "random"}]})
    r = client.get(f"/api/tables/{running.json()['table']['id']}/judge/1")
    assert r.status_code == 409 and r.json()["code"] == "running"


def test_games_say_whether_their_moves_can_be_judged(client: TestClient) -> None:
    games = {g["id"]: g["analysable"] for g in client.get("/api/games").json()}
    assert games == {"triqueta": True, "triominos": True, "tricerata": True, "trigono": True}


def test_a_trigono_throw_is_judged_by_its_aim(client: TestClient) -> None:
    """A throw is recorded with where it landed; the judge weighs its aim over the thrower's hand."""
    table, actions = uploaded(client, "trigono", 6, players=2, pucks_per_player=3)
    judged = [client.get(f"/api/tables/{table}/judge/{ply}").json() for ply in range(1, min(len(actions), 8) + 1)]
    weighed = [j for j in judged if j["verdict"] not in ("forced", "unjudged")]
    assert weighed and all(j["by"] == "wins" and not j["exact"] for j in weighed)
    for j in weighed:
        assert j["played"].startswith("throw ") and j["best"].startswith("aim ")
        assert j["same"] == (j["lost"] == 0) and j["moves"][0]["move"] == j["best"]
        # each aim weighed with the point (mm) it comes to rest on, for the replay to draw; no aiming model
        for m in j["moves"]:
            d = m["details"]
            assert d["kind"] in ("target", "aim") and isinstance(d["x"], int) and isinstance(d["y"], int), m
            assert "model" not in d and "aim" not in d, m
    # a target's point is the hole's centre (the field's own figure)
    big = next(m for j in weighed for m in j["moves"] if m["move"] == "aim big")["details"]
    hole = next(h for h in client.get(f"/api/tables/{table}/replay/0").json()["view"]["field"]["holes"]
                if h["kind"] == "big" and h["board"] == 0)
    assert (big["x"], big["y"]) == (hole["x"], hole["y"])
    refereed, _ = uploaded(client, "trigono", 6, players=2, pucks_per_player=2, referee=True)
    j = client.get(f"/api/tables/{refereed}/judge/1").json()
    assert j["verdict"] == "unjudged" and j["reason"] == "entered"  # a real throw's outcome: no aim to judge


def test_a_triominos_line_says_where_each_tile_goes(client: TestClient) -> None:
    """The expected line's placements carry their details (the tile beside, what they score), as the
    weighed moves do: the words name the place, never the cell."""
    table, actions = uploaded(client, "triominos", 5, players=2, fixed_rounds=1, target=60)
    laid = [n + 1 for n, a in enumerate(actions) if "@" in a][1:4]
    placed = []
    for ply in laid:
        j = client.get(f"/api/tables/{table}/judge/{ply}").json()
        placed += [x for x in j.get("steps", []) if "@" in x["move"]]
    assert placed
    for x in placed:
        d = x["details"]
        assert d["tile"] == x["move"].split("@")[0] and isinstance(d["points"], int)
        assert d["sides"] >= 1 and d["side"] in ("right", "left", "above", "below") and d["next_to"]


def test_a_kept_score_games_moves_get_an_answer_never_busy(client: TestClient) -> None:
    """Kept with the real box (the lobby's "keep score"), a game's moves are judged or said unjudged with
    the reason; never a 503 "busy" (which means an overloaded server): Triqueta's face-down tokens and
    Triominos' racks were never dealt here, so there is nothing to sample the unknown from."""
    from trigames.games.tricerata import Tricerata

    kept: dict[str, tuple[str, dict[str, Any]]] = {
        "triqueta": ("kept", {"players": 2}), "triominos": ("kept", {"players": 2, "fixed_rounds": 1}),
        "trigono": ("entered", {"players": 2, "pucks_per_player": 2}), "tricerata": ("", {"players": 2, "rows": 3})}
    assert Tricerata.companion == {}  # nothing hidden or dealt: a kept Tricérata game is an ordinary one
    for game_id, (reason, options) in kept.items():
        companion = trigames.make(game_id).companion or {}
        table, actions = uploaded(client, game_id, 7, **options, **companion)
        answers = [client.get(f"/api/tables/{table}/judge/{ply}") for ply in range(1, min(len(actions), 6) + 1)]
        assert all(r.status_code == 200 for r in answers), (game_id, [r.text for r in answers])
        judged = [r.json() for r in answers if r.json()["verdict"] != "forced"]
        assert judged, game_id
        if reason:
            assert all(j["verdict"] == "unjudged" and j["reason"] == reason for j in judged), (game_id, judged)
        else:
            assert all(j["verdict"] in ("good", "inaccuracy", "mistake", "blunder") for j in judged), judged
        assert all(j["seat"] in (0, 1) and j["decision"] not in ("", "OVER") for j in judged), judged
