"""A person plays full games against bots in the browser: with clicks, and with the keyboard only."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from .conftest import DESKTOP, PHONE
from .play import click_once, keyboard_to, play_clicks, play_keys, wait_turn


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
        shown = page.inner_text(f'.player[data-seat="{seat}"] .pscore').split()[-1]
        assert shown == str(int(score)).replace("-", "\u2212")  # a negative score with the typographic minus
    with page.expect_download() as download:
        page.click(".end a[download]")
    record = json.loads(Path(download.value.path()).read_text())
    assert record["game"] == "triqueta" and len(record["actions"]) == summary["version"]
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
    table_before = page.url.split("/t/")[-1]
    moves = play_keys(page, random.Random(3))
    assert moves > 10
    assert wait_turn(page) == "over"
    page.wait_for_function("() => document.activeElement && document.activeElement.id === 'rematch'")
    page.keyboard.press("Enter")  # a rematch, still with the keyboard
    page.wait_for_url(lambda url: url.split("/t/")[-1] != table_before)
    assert server.api("GET", f"/api/tables/{table_before}")["players"] == 2


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


def test_triqueta_options_tower_choice_and_hand_reveals(tabs: Any, server: Any) -> None:
    made = server.create("triqueta", [{"kind": "person"}, {"kind": "bot"}],
                         options={"auto_reveal": False, "choose_tower": True, "first_player": 0}, seed=14)
    page = tabs().page
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")
    seen: set[str] = set()

    def note(_: int) -> None:
        seen.update(str(b.get_attribute("data-action")) for b in page.query_selector_all("#board [data-action]"))

    note(0)
    play_clicks(page, random.Random(15), every=note)
    record = server.api("GET", f"/api/tables/{made['table']['id']}/record")
    assert any(a.startswith("tower") for a in record["actions"]), "no tower was chosen"
    assert "draw" in seen and any(a.startswith(("place", "take")) for a in seen)
    assert {"reveal", "discard"} & set(record["actions"]), "no face-down token was decided at the end"


def test_leaving_hands_the_seat_to_a_bot(tabs: Any, server: Any) -> None:
    made = server.create("tricerata", [{"kind": "person"}, {"kind": "bot"}], options={"rows": 3}, seed=16)
    page = tabs().page
    page.on("dialog", lambda d: d.dismiss())  # the browser's own box is never asked
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector("#leave")
    # asked in the page: "Stay" (focused first, as Escape) keeps the seat; "Leave" hands it to a bot
    page.click("#leave")
    assert page.is_visible("dialog.ask") and page.evaluate("() => document.activeElement.className") == "ask-no"
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog.ask", state="detached")
    page.click("#leave")
    page.click("dialog.ask .ask-no")
    page.wait_for_selector("dialog.ask", state="detached")
    assert server.api("GET", f"/api/tables/{made['table']['id']}")["seats"][0]["kind"] == "person"
    page.click("#leave")
    page.click("dialog.ask .ask-yes")
    page.wait_for_selector('.table-page[data-turn="over"]', timeout=30_000)  # the bots finish the game
    assert "watching" in page.inner_text(".who")
    summary = server.api("GET", f"/api/tables/{made['table']['id']}")
    assert summary["seats"][0]["kind"] == "bot" and summary["status"] == "finished"


def test_spectator_never_sees_a_drawn_or_face_down_token(tabs: Any, server: Any) -> None:
    made = server.create("triqueta", [{"kind": "person"}, {"kind": "bot"}], options={"first_player": 0}, seed=17)
    player, watcher = tabs().page, tabs().page
    player.goto(made["seats"][0]["url"])
    watcher.goto(made["spectator"])
    player.wait_for_selector(".table-page[data-version]")
    rng = random.Random(18)
    checked = 0
    while wait_turn(player) == "mine" and checked < 40:
        if player.query_selector(".tq-drawn .tq-token"):  # the player holds a drawn token: the watcher waits
            watcher.wait_for_function("v => document.querySelector('.table-page')?.dataset.version === v",
                                      arg=player.get_attribute(".table-page", "data-version"))
            assert watcher.query_selector(".tq-waiting .tq-token.back") is not None
            assert watcher.query_selector(".tq-waiting .tq-token:not(.back)") is None
            checked += 1
        assert watcher.query_selector(".tq-hidden .tq-token:not(.back)") is None
        click_once(player, rng)
    assert checked >= 3
