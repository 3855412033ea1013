"""A person plays full games against bots in the browser: with clicks, and with the keyboard only."""

from __future__ import annotations

import random
from typing import Any

from .conftest import DESKTOP, PHONE
from .play import keyboard_to, play_clicks, play_keys, wait_turn


def new_table(page: Any, game: str) -> str:
    """The lobby's two clicks: the game, then "create"; returns the table id."""
    page.goto("/")
    page.click(f"[data-play={game}]")
    page.click("#create")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".table-page[data-version]")
    return str(page.get_attribute(".table-page", "data-table"))


def test_triqueta_full_game_with_clicks(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    table = new_table(page, "triqueta")
    assert "#seat=" not in page.url
    shots = {}

    def snap(moves: int) -> None:
        if moves == 12 and not shots:
            shots["mid"] = tab.shot("triqueta-play-desktop")
            tab.shot("triqueta-play-360", PHONE)
            page.set_viewport_size(DESKTOP)

    moves = play_clicks(page, random.Random(1), every=snap)
    assert moves > 10 and shots
    page.wait_for_selector(".end .winners")
    final = page.inner_text(".tq-scoring")
    assert "Total" in final and "Final scoring" in final
    summary = server.api("GET", f"/api/tables/{table}")
    assert summary["status"] == "finished"
    # The final scores on screen are the server's result.
    for seat, score in enumerate(summary["result"]["scores"]):
        assert page.inner_text(f'.player[data-seat="{seat}"] .pscore').strip() == str(int(score))
    tab.shot("triqueta-end-desktop")
    tab.shot("triqueta-end-360", PHONE)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"], "wider than a phone"


def test_tricerata_full_game_with_clicks(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    table = new_table(page, "tricerata")
    shots = {}

    def snap(moves: int) -> None:
        if not shots and page.query_selector(".tc-cell.legal-capture, .tc-hand"):
            shots["mid"] = tab.shot("tricerata-play-desktop")
            tab.shot("tricerata-play-360", PHONE)
            page.set_viewport_size(DESKTOP)

    moves = play_clicks(page, random.Random(2), every=snap)
    assert moves > 5 and shots
    page.wait_for_selector(".end .winners")
    summary = server.api("GET", f"/api/tables/{table}")
    assert summary["status"] == "finished"
    stores = page.inner_text(".tc-stores")
    assert str(summary["result"]["details"]["stores"][0]) in stores
    tab.shot("tricerata-end-desktop")
    tab.shot("tricerata-end-360", PHONE)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"], "wider than a phone"


def test_triqueta_full_game_keyboard_only(tabs: Any, server: Any) -> None:
    page = tabs().page
    page.goto("/")
    keyboard_to(page, "[data-play=triqueta]")
    page.keyboard.press("Enter")
    assert page.evaluate("() => document.activeElement.id") == "create"
    keyboard_to(page, "#players")
    page.keyboard.press("ArrowUp")  # 3 players → 2
    keyboard_to(page, "#create")
    page.keyboard.press("Enter")
    page.wait_for_url("**/t/*")
    moves = play_keys(page, random.Random(3))
    assert moves > 10
    assert wait_turn(page) == "over"
    table = page.get_attribute(".table-page", "data-table")
    assert server.api("GET", f"/api/tables/{table}")["players"] == 2


def test_tricerata_solo_keyboard_only(tabs: Any, server: Any) -> None:
    page = tabs().page
    page.goto("/")
    keyboard_to(page, "[data-play=tricerata]")
    page.keyboard.press("Enter")
    keyboard_to(page, "#players")
    page.keyboard.press("ArrowUp")  # 2 players → 1: solo
    keyboard_to(page, "#opt-rows")
    page.keyboard.press("Control+A")
    page.keyboard.type("4")
    keyboard_to(page, "#create")
    page.keyboard.press("Enter")
    page.wait_for_url("**/t/*")
    moves = play_keys(page, random.Random(4), arrows=True)
    assert moves >= 4
    table = page.get_attribute(".table-page", "data-table")
    summary = server.api("GET", f"/api/tables/{table}")
    assert summary["status"] == "finished" and summary["options"]["rows"] == 4 and summary["players"] == 1
    assert "Solo" in page.inner_text(".tc-turn")
