"""The replay page steps through a finished game; a downloaded record uploads back to it."""

from __future__ import annotations

import json
import re
from typing import Any

from .conftest import PHONE
from .play import wait_where

BOTS3 = [{"kind": "bot", "agent": "greedy"}] * 3


def where(page: Any) -> str:
    return str(page.inner_text(".replay-where"))


def test_replay_steps_through_a_finished_game(tabs: Any, server: Any, tmp_path: Any) -> None:
    made = server.create("triqueta", BOTS3, seed=11)
    table = made["table"]["id"]
    plies = server.wait_finished(table)["version"]
    tab = tabs()
    page = tab.page
    page.goto(f"/replay/{table}")
    wait_where(page, ".includes('of ' + n)", plies)
    assert f"Move {plies} of {plies}" in where(page)
    assert page.query_selector(".tq-scoring") is not None  # the final scoring at the last move
    page.keyboard.press("Home")
    wait_where(page, ".startsWith('Start')")
    for n in range(1, 4):
        page.keyboard.press("ArrowRight")
        wait_where(page, ".startsWith('Move ' + n + ' ')", n)
    page.keyboard.press("ArrowLeft")
    wait_where(page, ".startsWith('Move 2 ')")
    page.click("#replay-next")
    wait_where(page, ".startsWith('Move 3 ')")
    assert "Move: " in where(page)

    # Find a position where some seat keeps a token face down: everything-revealed shows it,
    # the spectator sees only its back.
    record = server.api("GET", f"/api/tables/{table}/record")
    keep = next(i for i, a in enumerate(record["actions"]) if a == "keep") + 1
    page.fill("#replay-slider", str(keep))
    wait_where(page, ".startsWith('Move ' + n + ' ')", keep)
    assert page.query_selector(".tq-hidden .tq-token:not(.back)") is not None
    tab.shot("replay-triqueta-desktop")
    tab.shot("replay-triqueta-360", PHONE)
    page.select_option("#pov", "spectator")
    page.wait_for_function("() => !document.querySelector('.tq-hidden .tq-token:not(.back)')")
    assert page.query_selector(".tq-hidden .tq-token.back") is not None

    # Download the record, upload it from the lobby: the same game, on the replay page.
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    page.goto("/")
    page.set_input_files("#record-file", str(path))
    page.click(".upload button[type=submit]")
    page.wait_for_url(re.compile(r"/replay/[0-9a-f]+$"))
    wait_where(page, ".includes('of ' + n)", plies)
    assert page.url.rsplit("/", 1)[1] != table


def test_bad_record_upload_says_why(tabs: Any, server: Any, tmp_path: Any) -> None:
    page = tabs().page
    path = tmp_path / "bad.json"
    path.write_text('{"game": "triqueta", "actions": ["nonsense"]}')
    page.goto("/")
    page.set_input_files("#record-file", str(path))
    page.click(".upload button[type=submit]")
    page.wait_for_selector(".upload .error")
    assert "cannot be replayed" in page.inner_text(".upload .error")
    assert page.url.endswith("/")
