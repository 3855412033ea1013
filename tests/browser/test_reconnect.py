"""The server dies and comes back: the page says so, reconnects by itself and shows the game at once."""

from __future__ import annotations

import random
import signal
from typing import Any
from urllib.parse import urlparse

from .conftest import start_server, stop_server
from .play import click_once, play_clicks, version, wait_turn


def test_page_reconnects_after_a_server_crash(tabs: Any, tmp_path: Any) -> None:
    db = tmp_path / "crash.sqlite3"
    proc, srv = start_server(db)
    try:
        made = srv.create("tricerata", [{"kind": "person"}, {"kind": "bot"}], options={"rows": 3}, seed=6)
        tab = tabs(base=srv.base)
        page = tab.page
        page.goto(made["seats"][0]["url"])
        page.wait_for_selector(".table-page[data-version]")
        rng = random.Random(6)
        for _ in range(3):
            assert wait_turn(page) == "mine"
            click_once(page, rng)
        seen = version(page)
        proc.send_signal(signal.SIGKILL)
        proc.wait(5)
        page.wait_for_selector(".conn.warn")  # "connection lost: reconnecting in … s"
        proc, srv = start_server(db, urlparse(srv.base).port)
        page.wait_for_selector(".conn:empty", state="attached", timeout=20_000)
        assert version(page) == seen, "the view after reconnecting is not the stored game"
        assert play_clicks(page, rng) >= 0
        assert srv.api("GET", f"/api/tables/{made['table']['id']}")["status"] == "finished"
        tab.errors[:] = [e for e in tab.errors if "WebSocket" not in e]  # the lost connection itself
    finally:
        stop_server(proc)
