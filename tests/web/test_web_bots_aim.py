"""A bot whose move the legal list does not name (a Trigono aim: any aim may be thrown) plays it at a web
table: the move stored is the bot's own, never the random fallback of a failed bot."""

from __future__ import annotations

import logging
import time

import pytest
from fastapi.testclient import TestClient

import trigames
from trigames.agents import make_agent
from trigames.core import derive_seed


def test_trigono_bots_throw_their_own_aims(client: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.ERROR, logger="trigames.web")
    seats = [{"kind": "bot", "agent": "beginner"}, {"kind": "bot", "agent": "club"}]
    r = client.post("/api/tables", json={"game": "trigono", "seed": 2, "options": {"pucks_per_player": 2},
                                         "seats": seats})
    assert r.status_code in (200, 201), r.text
    table = r.json()["table"]["id"]
    deadline = time.monotonic() + 60
    while client.get(f"/api/tables/{table}").json()["status"] == "running":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.1)
    assert not [r for r in caplog.records if "failed" in r.getMessage()], caplog.text
    first = client.get(f"/api/tables/{table}/replay/1").json()["action"]
    # the same bot, asked about the same position with the web's seed, throws that very aim
    game = trigames.make("trigono", players=2, pucks_per_player=2)
    state = game.new_game(2)
    seat = state.current_player()
    bot = make_agent(seats[seat]["agent"], game, seat, derive_seed(2, "bot", seat, 0))
    own = state.action_to_string(bot.act(state.view(seat), state.legal_actions()))
    assert own.startswith("aim ") and own.count(" ") == 4  # a free aim: yaw, elevation, speed, spin
    assert first == own
