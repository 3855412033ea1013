"""Seat links after the seat's person came (a newcomer's tour): the creator's panel says who joined and
keeps the link folded away; a second window opened on the same seat takes it, and the window that lost
it is told in plain words, no longer shows the seat's hidden tokens, and can take it back."""

from __future__ import annotations

from typing import Any

from .conftest import PHONE


def make_table(a: Any, listed: bool = False) -> tuple[str, str]:
    a.goto("/")
    a.click("[data-play=triqueta]")
    a.select_option("#seat-1", "person")
    a.fill("#myname", "Host")
    if listed:
        a.check("#listed")
    a.click("#create")
    a.wait_for_url("**/t/*")
    a.wait_for_selector(".table-page[data-version]")
    return a.get_attribute(".table-page", "data-table"), a.input_value("#link-seat-1")


def test_the_creator_sees_who_joined_and_a_second_window_takes_the_seat_openly(tabs: Any, server: Any) -> None:
    host, first, second, watcher = tabs(), tabs(), tabs(PHONE), tabs()
    a = host.page
    table, invite = make_table(a)
    assert a.is_visible("#link-seat-1") and a.query_selector(".joined-seat") is None

    b = first.page
    b.goto(invite)
    b.wait_for_selector(".table-page[data-version]")
    b.fill("#seat-name", "Alice")
    b.click(".name-form button")
    # (a) the creator's panel says who came; the link is folded under "copy the link again"
    a.wait_for_selector(".joined-seat[data-seat='1']")
    a.wait_for_function("() => document.querySelector('.joined-line').textContent.includes('Alice')")
    assert a.inner_text(".joined-line").strip() == "Seat 2: Alice has joined"
    assert not a.is_visible("#link-seat-1")
    # the board names the seat too, not "Seat 2" (it was drawn before the name came)
    a.wait_for_function("() => !document.querySelector('#board').textContent.includes('Seat 2')")
    host.shot("tour9-creator-joined-desktop")
    a.click(".link-again summary")
    assert a.is_visible("#link-seat-1") and a.input_value("#link-seat-1") == invite
    assert "whoever opens this link plays seat 2" in a.inner_text(".link-again")

    # (b) the same link in another browser: the seat moves there, and the first window is told
    c = second.page
    c.goto(invite)
    c.wait_for_selector(".table-page[data-version]")
    assert c.query_selector(".displaced") is None and "You play seat 2" in c.inner_text(".who")
    b.wait_for_selector(".displaced[role=alert]")
    assert "opened in another window" in b.inner_text(".displaced")
    assert b.inner_text(".status") == "Seat 2 is now open in another window"
    assert b.get_attribute(".table-page", "data-turn") == "away"
    assert b.query_selector("#board [data-action]") is None and b.query_selector("#board .board-inner") is None
    b.wait_for_timeout(1200)  # it does not reconnect by itself (that would take the seat back)
    assert b.query_selector(".displaced") is not None and not b.inner_text(".conn").strip()
    first.shot("tour9-displaced-desktop")

    # the spectator sees a seat, online, and no link at all
    w = watcher.page
    w.goto(f"/t/{table}")
    w.wait_for_selector(".table-page[data-version]")
    assert w.query_selector(".joined-seat, #link-seat-1, .displaced") is None
    assert "online" in w.inner_text('.player[data-seat="1"]')

    # taking it back: this window has the seat again, the other one is told in its turn
    b.click("#take-back")
    b.wait_for_selector("#board .board-inner")
    c.wait_for_selector(".displaced")
    assert b.query_selector(".displaced") is None and b.get_attribute(".table-page", "data-turn") in ("mine", "other")
    second.shot("tour9-displaced-360")
    summary = server.api("GET", f"/api/tables/{table}")
    assert summary["seats"][1]["connected"] and summary["seats"][1]["name"] == "Alice"


def test_french_the_joined_seat_and_the_lost_window(tabs: Any, server: Any) -> None:
    host, first, second = tabs(), tabs(), tabs()
    for tab in (host, first, second):
        tab.page.add_init_script("localStorage.setItem('trigames.lang', 'fr')")
    a = host.page
    _, invite = make_table(a)
    b = first.page
    b.goto(invite)
    b.wait_for_selector(".table-page[data-version]")
    a.wait_for_selector(".joined-seat")
    nb = "\u00a0"
    assert a.inner_text(".joined-line").strip() == f"Place 2{nb}: la personne invitée a rejoint la table"
    assert a.inner_text(".link-again summary") == "Recopier le lien de la place 2"
    second.page.goto(invite)
    b.wait_for_selector(".displaced")
    said = b.inner_text(".displaced")
    assert "ouverte dans une autre fenêtre" in said and f"ici{nb}: l’autre fenêtre" in said
    assert b.inner_text("#take-back") == "Reprendre la place ici"
    first.shot("tour9-displaced-desktop-fr")


def test_a_seat_taken_from_the_lobby_is_said_joined_without_its_dead_link(tabs: Any, server: Any) -> None:
    """At a listed table a seat taken from the lobby gets a token of its own: the creator's link for it
    no longer works, so it is not offered again."""
    a = tabs().page
    table, _ = make_table(a, listed=True)
    joined = server.api("POST", f"/api/tables/{table}/join", {"name": "Guest"})
    assert joined["seat"] == 1
    a.wait_for_function("() => (document.querySelector('.joined-line') || {}).textContent?.includes('Guest')")
    assert a.query_selector(".link-again") is None and a.query_selector("#link-seat-1") is None
