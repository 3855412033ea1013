"""Refusals reach people as one plain line and change nothing: a stale move, a bad option."""

from __future__ import annotations

import random
import re
from typing import Any

from .conftest import PHONE
from .play import click_once, version, wait_turn


def test_stale_move_from_a_second_device_is_refused_in_one_line(tabs: Any, server: Any) -> None:
    # A kept score: two screens of one real game are by design (a seat's link opened twice moves the
    # seat to the newer window instead: test_tour9_seats.py).
    made = server.create("tricerata", [{"kind": "person"}, {"kind": "person"}], options={"rows": 3}, seed=12,
                         companion=True)
    link = made["seats"][0]["url"]
    one, two = tabs(), tabs()
    held: list[Any] = []
    state: dict[str, Any] = {"hold": False}

    def relay(ws: Any) -> None:
        # The second device's connection, with the server's messages held back on demand.
        upstream = ws.connect_to_server()
        state["page"] = ws

        def down(message: Any) -> None:
            (held.append if state["hold"] else ws.send)(message)

        upstream.on_message(down)

    two.page.route_web_socket(re.compile(r"/ws/"), relay)
    for tab in (one, two):
        tab.page.goto(link)
        tab.page.wait_for_selector(".table-page[data-version]")
    assert wait_turn(one.page) == "mine" and wait_turn(two.page) == "mine"
    stale_version = version(two.page)
    state["hold"] = True
    click_once(one.page, random.Random(1))  # the first device moves; the second does not hear of it yet
    two.page.click('#board [data-action]:not([aria-disabled="true"])')
    two.page.wait_for_timeout(300)
    state["hold"] = False
    for message in held:
        state["page"].send(message)
    two.page.wait_for_selector(".table-head .error:not([hidden])")
    line = two.page.inner_text(".table-head .error")
    assert "moved on" in line and "\n" not in line.strip()
    assert version(two.page) == version(one.page) != stale_version
    summary = server.api("GET", f"/api/tables/{made['table']['id']}")
    assert str(summary["version"]) == version(one.page), "the stale move changed the game"
    two.shot("error-stale-360", PHONE)


def test_bad_option_is_one_line_in_the_lobby(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    page.goto("/")
    page.click("[data-play=tricerata]")
    page.fill("#opt-rows", "25")  # the library allows 2–20 rows
    page.click("#create")
    page.wait_for_selector(".new-table .error")
    line = page.inner_text(".new-table .error")
    assert "could not be created" in line and "\n" not in line.strip()
    assert "Rows" in line and page.url.endswith("/")  # the option's label, said plainly
    tab.shot("lobby-error-desktop")
    page.click("[data-play=triqueta]")
    page.select_option("#opt-first_player", label="Seat 2 (Beginner)")  # who sits there, said beside the seat
    tab.shot("lobby-new-table-desktop")
    tab.shot("lobby-new-table-360", PHONE)
    page.click("#create")
    page.wait_for_url("**/t/*")
    table = page.get_attribute(".table-page", "data-table")
    assert server.api("GET", f"/api/tables/{table}")["options"]["first_player"] == 1


def test_unknown_table_page_and_dead_link(tabs: Any, server: Any) -> None:
    page = tabs().page
    page.goto("/t/0123456789abcdef")
    page.wait_for_selector("main .error")
    assert "does not exist" in page.inner_text("main .error")
    page.goto("/t/not-a-table")
    page.wait_for_selector("main >> text=This page does not exist.")
    made = server.create("tricerata", [{"kind": "person"}, {"kind": "bot"}], options={"rows": 3})
    table = made["table"]["id"]
    page.goto(f"/t/{table}#seat=notthetokenofthisseat")  # a forged or mistyped link
    page.wait_for_selector(".table-page[data-version]")
    assert "not valid" in page.inner_text(".table-head .error")
    assert "watching" in page.inner_text(".who")
    assert page.query_selector("#board [data-action]") is None
    assert page.evaluate("id => JSON.parse(localStorage.getItem('trigames.tables'))[id].token", table) is None
