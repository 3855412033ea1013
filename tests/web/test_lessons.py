"""The guided first games' scripts (web/lesson.json): current, and the same game through the server."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from trigames.web import bots
from trigames.web.hub import Hub, SeatSpec
from trigames.web.lessons import LESSONS, build, dump, fingerprint, lesson_path
from trigames.web.live import Conn
from trigames.web.store import Store

GAMES = sorted(LESSONS)


def shipped(game: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(lesson_path(game).read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("game", GAMES)
def test_shipped_lesson_is_current(game: str) -> None:
    """Replayed through the engine and the bot, the person's moves give the same steps and words."""
    data = shipped(game)
    assert dump(build(game, data["person"])) == lesson_path(game).read_text(encoding="utf-8"), \
        f"run: python -m trigames.web.lessons {game}"


@pytest.mark.parametrize("game", GAMES)
def test_lesson_teaches_what_a_first_game_needs(game: str) -> None:
    data = shipped(game)
    said = {s["say"].removeprefix(f"learn.{game}.").removesuffix(".first") for s in data["steps"]}
    news = {n["key"].removeprefix(f"learn.{game}.") for s in [*data["steps"], data["end"]] for n in s.get("news", [])}
    needs = {
        "triqueta": ({"draw", "place", "keep", "take"}, {"scoring"}),
        "triominos": ({"open", "place", "fig.hexagon", "draw", "drawn", "out"}, {"round_out"}),
        "tricerata": ({"start", "sow", "resow", "capture", "seize"}, set()),
        "trigono": ({"aim.plank.start", "aim.big", "aim.small", "next"}, {"throw.you.big", "throw.you.small", "match"}),
    }[game]
    assert needs[0] <= said, needs[0] - said
    assert needs[1] <= news, needs[1] - news
    assert data["result"]["winners"] == [data["seat"]], "the newcomer wins the guided game"
    assert all("why" in s for s in data["steps"] if s["say"].endswith(".first"))


def test_fingerprint_is_learn_js_s() -> None:
    # the same FNV-1a as static/learn.js (checked there on the page): a known value
    assert fingerprint([]) == "811c9dc5"
    assert fingerprint(["draw", "take R0"]) == fingerprint(["draw", "take R0"]) != fingerprint(["take R0", "draw"])


@pytest.mark.parametrize("game", GAMES)
def test_lesson_replays_identically_through_the_server(game: str, tmp_path: Path) -> None:
    """The table the page creates (same seed, seats and options), the person's moves sent by the
    script at the versions it says: the server's bots answer exactly as the script expects."""
    data = shipped(game)
    steps = {s["v"]: s for s in data["steps"]}

    async def nothing(*_: Any) -> None:
        return None

    async def play() -> None:
        hub = Hub(Store(tmp_path / "lesson.sqlite3"), bots.make_pool("thread", 1), bot_delay=0)
        seats = [SeatSpec(s["kind"], s.get("agent")) for s in data["seats"]]
        live, _ = hub.create(game, None, dict(data["options"]), seats, seed=data["seed"])
        conn = Conn(send=nothing, close=nothing, seat=data["seat"])
        while True:
            await hub.idle()
            if not live.running:
                break
            assert live.state.current_player() == data["seat"]
            step = steps[live.version]  # the person is asked exactly where the script says
            legal = [live.state.action_to_string(a) for a in live.state.legal_actions()]
            assert fingerprint(legal) == step["check"]
            hub.act(conn, live, live.version, step["action"])
        assert live.version == data["plies"]
        assert live.row.result is not None and live.row.result["scores"] == data["result"]["scores"]

    asyncio.run(play())
