"""Two people play one game through the invitation link; a spectator watches; names are text."""

from __future__ import annotations

import random
from typing import Any

from .conftest import PHONE
from .play import click_once, version, wait_turn

EVIL = "<img src=x onerror=1>Bo"  # a display name is attacker-controlled: it must stay text


def test_two_people_invitation_spectator_and_rematch(tabs: Any, server: Any) -> None:
    alice, bob, watcher = tabs(), tabs(), tabs(PHONE)
    a = alice.page
    a.goto("/")
    a.click("[data-play=tricerata]")
    a.fill("#opt-rows", "3")
    a.select_option("#seat-1", "person")
    a.fill("#myname", "Alice")
    a.click("#create")
    a.wait_for_url("**/t/*")
    a.wait_for_selector(".table-page[data-version]")
    table = a.get_attribute(".table-page", "data-table")
    invite = a.input_value("#link-seat-1")
    spectator = a.input_value("#link-spectator")
    assert f"/t/{table}#seat=" in invite and spectator.endswith(f"/t/{table}")
    a.click('.link-row:has(#link-seat-1) button')  # the copy button
    assert a.evaluate("() => navigator.clipboard.readText()") == invite

    b = bob.page
    b.goto(invite)
    b.wait_for_selector(".table-page[data-version]")
    assert "#seat=" not in b.url, "the seat token stays in the address bar"
    assert b.get_attribute('.player[data-seat="1"]', "class").split().count("you") == 1
    b.fill("#seat-name", EVIL)
    b.click(".name-form button")
    a.wait_for_function("n => [...document.querySelectorAll('.pname')].some(e => e.textContent === n)", arg=EVIL)
    assert a.query_selector(".player-list img") is None

    w = watcher.page
    w.goto(spectator)
    w.wait_for_selector(".table-page[data-version]")
    assert "watching" not in w.inner_text(".status")  # the status says whose turn
    assert w.query_selector("#board [data-action]") is None

    rng = random.Random(5)
    moves = 0
    while True:
        turns = {p: p.get_attribute(".table-page", "data-turn") for p in (a, b)}
        if all(t == "over" for t in turns.values()):
            break
        mover = next((p for p, t in turns.items() if t == "mine"), None)
        if mover is None:
            a.wait_for_timeout(30)
            continue
        click_once(mover, rng)
        moves += 1
        assert moves < 400
        if moves == 6:
            seen = version(w)
            w.wait_for_function("v => document.querySelector('.table-page').dataset.version >= v", arg=seen)
            watcher.shot("tricerata-spectator-360")
    assert wait_turn(b) == "over"
    w.wait_for_selector('.table-page[data-turn="over"]')
    assert "Alice" in w.inner_text(".end") or EVIL in w.inner_text(".end")
    assert len(w.query_selector_all(".log-list li:not([hidden])")) >= moves
    summary = server.api("GET", f"/api/tables/{table}")
    assert summary["status"] == "finished" and summary["seats"][1]["name"] == EVIL

    # Rematch: Alice asks, Bob follows the message he receives.
    b.wait_for_selector("#rematch")
    a.click("#rematch")
    a.wait_for_url(lambda url: f"/t/{table}" not in url)
    b.wait_for_selector("#rematch-go")
    b.click("#rematch-go")
    b.wait_for_url(lambda url: f"/t/{table}" not in url)
    a.wait_for_selector(".table-page[data-version]")
    b.wait_for_selector(".table-page[data-version]")
    again = a.get_attribute(".table-page", "data-table")
    assert again == b.get_attribute(".table-page", "data-table") != table
    assert b.query_selector(".player.you") is not None and a.query_selector(".player.you") is not None
    a.goto("/")  # both games are among Alice's recent games
    a.wait_for_selector(f'.recent a[href="/replay/{table}"]')
    a.wait_for_selector(f'.recent a[href="/t/{again}"]')


def test_join_an_open_table_from_the_lobby(tabs: Any, server: Any) -> None:
    made = server.create("triqueta", [{"kind": "person", "name": "Host"}, {"kind": "person"}, {"kind": "bot"}],
                         public=True)
    table = made["table"]["id"]
    page = tabs().page
    page.goto("/")
    page.click("[data-play=triqueta]")
    page.fill("#myname", "Guest")
    button = page.locator(".open-tables li", has_text="Host").locator("button")
    button.click()
    page.wait_for_url(f"**/t/{table}")
    page.wait_for_selector(".player.you")
    assert page.inner_text(".player.you .pname") == "Guest"
    assert server.api("GET", f"/api/tables/{table}")["seats"][1]["name"] == "Guest"


def test_the_turn_line_says_who_has_not_joined_and_how_they_come(tabs: Any, server: Any) -> None:
    """A seat for a person who has not opened their link: "Seat 2 to play" left the creator waiting with no
    word about the link to send (a newcomer's tour)."""
    import random

    a = tabs().page
    a.goto("/")
    a.click("[data-play=tricerata]")
    a.fill("#opt-rows", "3")
    a.select_option("#seat-1", "person")
    a.click("#create")
    a.wait_for_url("**/t/*")
    a.wait_for_selector(".table-page[data-version]")
    rng = random.Random(1)
    waiting = "() => document.querySelector('.status').textContent.startsWith('Waiting')"
    a.wait_for_function(f"() => ({waiting})() || document.querySelector('.table-page').dataset.turn === 'mine'")
    while a.get_attribute(".table-page", "data-turn") == "mine":  # the creator's turn first: play it
        click_once(a, rng)
    a.wait_for_function(waiting)
    assert a.inner_text(".status") == "Waiting for seat 2 to join: send them the “Link for seat 2” below"
    invite = a.input_value("#link-seat-1")
    b = tabs().page
    b.goto(invite)
    b.wait_for_selector(".table-page[data-turn='mine']")
    a.wait_for_function("() => !document.querySelector('.status').textContent.startsWith('Waiting')")
