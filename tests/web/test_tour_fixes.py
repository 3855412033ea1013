"""What a newcomer's tour found (issue 18), kept fixed: the bots offered for each game, weakest first;
French said naturally and with one word per animal; an uploaded record calls a bot by its name; a
finished game keeps the names it was played with; Trigono's "takes" never counts the thrower's own
puck as won."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient

import trigames
from trigames.agents import LEVELS, offered
from trigames.core import catalogue
from trigames.core.catalogue import sources
from trigames.games.tricerata import words as _tricerata_words  # noqa: F401  (registers its catalogue)
from trigames.games.trigono import words as trigono_words
from trigames.games.triqueta import words as _triqueta_words  # noqa: F401
from trigames.web.hub import agents_of, record_seat

GAMES = ("triqueta", "triominos", "tricerata", "trigono")


# -- 1. the bots the lobby offers ------------------------------------------------------------------
def test_games_with_nothing_hidden_are_not_offered_the_hidden_information_searches() -> None:
    for game_id in ("tricerata", "trigono"):
        names = agents_of(trigames.make(game_id))
        assert not {"ismcts", "spiel-ismcts", "spiel-mcts"} & set(names), (game_id, names)
        assert {"mcts", "random", *LEVELS} <= set(names)
    for game_id in ("triqueta", "triominos"):
        assert {"ismcts", "spiel-ismcts"} <= set(agents_of(trigames.make(game_id)))


def test_bots_are_offered_levels_first_then_weakest_first() -> None:
    for game_id in GAMES:
        names = offered(trigames.make(game_id))
        assert names[:4] == list(LEVELS), names
        assert names[4] == "random", names  # the weakest of the others
    assert offered(trigames.make("triominos"))[4:] == ["random", "greedy", "flex", "spiel-mcts", "spiel-ismcts", "mcts",
                                                       "tactician", "ismcts"]
    assert offered(trigames.make("tricerata"))[4:] == ["random", "greedy", "mcts", "lookahead", "exact"]
    assert offered(trigames.make("trigono"))[4:] == ["random", "target", "mcts", "montecarlo"]


# -- 2. French words -------------------------------------------------------------------------------
def fr(key: str, **args: Any) -> str:
    return catalogue.message(key, "fr", **args)


def test_french_has_one_word_for_the_owl_the_rule_sheets_chouette() -> None:
    text = "\n".join(t for where, t in sources("fr"))
    assert "hibou" not in text.lower()
    owl = fr("val.triqueta.owl")
    assert owl == "chouette"
    assert fr("ev.triqueta.place", seat="Place 1", token=owl, row=2) == "Place 1 pose une chouette dans la rangée 2."
    drawn = fr("ev.triqueta.draw.seen", seat="Place 1", token=owl, tower=1, left=3)
    assert drawn.startswith("Place 1 pioche une chouette ")
    assert fr("act.triqueta.place_as", animal=owl, n=2) == "Poser la chouette dans la rangée 2"
    assert fr("act.triqueta.place_as", animal=fr("val.triqueta.bear"), n=1) == "Poser l’ours dans la rangée 1"
    assert fr("act.triqueta.place_as", animal=fr("val.triqueta.deer"), n=1) == "Poser le cerf dans la rangée 1"
    assert fr("learn.triqueta.keep.first", animal=owl) == "Gardez cette chouette face cachée devant vous."
    assert fr("learn.triqueta.place.first", animal=owl, row="rangée 2") == \
        "Vous avez pioché une chouette. Posez-la au bout de la rangée 2."


def test_french_turn_line_face_down_count_and_fewest_turns_read_naturally() -> None:
    assert fr("table.turnof", name="Place 2", n=2, named="no") == "À la place 2 de jouer"
    assert fr("table.turnof", name="Zoé", n=2, named="yes") == "À Zoé de jouer"
    assert catalogue.message("table.turnof", "en", name="Seat 2", n=2, named="no") == "Seat 2 to play"
    assert fr("tq.facedown", n=1) == "1 jeton face cachée"
    assert fr("tq.facedown", n=2) == "2 jetons face cachée"
    assert catalogue.message("tq.facedown", "en", n=1) == "1 token face down"
    assert "en un minimum de tours" in fr("tc.solo", n=3)
    text = "\n".join(t for where, t in sources("fr"))
    assert "en le moins de" not in text and "À { $name } de jouer" in text


# -- 3. an uploaded record's bots ------------------------------------------------------------------
def test_an_uploaded_records_bot_keeps_its_agent_and_a_person_without_a_name_has_none() -> None:
    game = trigames.make("tricerata")
    assert record_seat(game, "beginner") == ("beginner", "")
    assert record_seat(game, "mcts:iterations=100") == ("mcts:iterations=100", "")
    assert record_seat(game, "seat 1") == (None, "")
    assert record_seat(game, "human") == (None, "")
    assert record_seat(game, "Zoé") == (None, "Zoé")
    assert record_seat(game, "no-such-bot:x=1") == (None, "no-such-bot:x=1")


# -- 5. Trigono: what a throw took -----------------------------------------------------------------
def test_trigono_takes_counts_the_throwers_own_puck_apart() -> None:
    big = {"kind": "throw", "seat": 0, "outcome": "big", "collected": 3, "hand": 7}
    assert trigono_words.tell(big, ["Seat 1", "Seat 2"]) == \
        "Seat 1 throws: in the big hole, and takes back their own puck and 2 more (7 in hand)."
    assert trigono_words.tell(big, ["Place 1", "Place 2"], "fr") == \
        "Place 1 lance\u00a0: dans le grand trou, et reprend son propre palet et 2 autres (7 en main)."
    alone = {**big, "outcome": "small", "collected": 1}
    assert "takes back their own puck (7 in hand)" in (trigono_words.tell(alone, ["Seat 1", "Seat 2"]) or "")
    knocked = {**big, "outcome": "board+knock 1 small", "collected": 2}  # the thrown puck stays on the plank
    assert "and takes 2 pucks (7 in hand)" in (trigono_words.tell(knocked, ["Seat 1", "Seat 2"]) or "")
    # the thrown puck lies on the ground that a puck knocked into the small hole takes
    assert trigono_words.taken_params("ground+knock 1 small", 3) == {"own": "yes", "more": 2}


def test_trigono_a_spot_on_another_plank_names_that_plank() -> None:
    # `aim u,v@1` on a layout of several planks is a spot on plank 2, never "the plank" as if it were one's own
    hexagon = trigames.make("trigono", players=2, layout="hexagon").new_game(1)
    row = trigames.make("trigono", players=2).new_game(1)
    assert getattr(hexagon, "B", 1) > 1
    assert trigono_words.move(hexagon, None, "aim -0.1,0.3@1") == "Aim at a spot on plank 2, left of the middle"
    assert trigono_words.move(hexagon, None, "aim 0,0.3@0", "fr") == "Viser le milieu de la planche 1"
    assert trigono_words.move(row, None, "aim 0.1,0.3") == "Aim at a spot on the plank, right of the middle"


# -- 6. a finished game keeps its names ------------------------------------------------------------

def recv(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        m: dict[str, Any] = json.loads(ws.receive_text())
        if m["type"] == kind:
            return m


def test_a_finished_game_is_not_renamed(client: TestClient) -> None:
    seats = [{"kind": "person"}, {"kind": "bot", "agent": "greedy"}]
    body = {"game": "tricerata", "seats": seats, "options": {"rows": 3}, "seed": 16}
    made = client.post("/api/tables", json=body).json()
    tid, token = made["table"]["id"], made["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token}))
        m = recv(ws, "state")
        ws.send_text(json.dumps({"type": "name", "name": "Bea"}))  # while it runs: named
        while not m["terminal"]:
            if m["legal"]:
                ws.send_text(json.dumps({"type": "act", "version": m["version"], "action": m["legal"][0]}))
            m = recv(ws, "state")
        assert client.get(f"/api/tables/{tid}").json()["seats"][0]["name"] == "Bea"
        ws.send_text(json.dumps({"type": "name", "name": "Zoé"}))  # a name typed later, for another table
        assert recv(ws, "error")["code"] == "not_running"
    assert client.get(f"/api/tables/{tid}").json()["seats"][0]["name"] == "Bea"
