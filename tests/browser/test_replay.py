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
    assert " — " in where(page) and "Move: " not in where(page)  # "Move 3 of 48 — Seat 2: Draw…"

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
    # a file without a record's fields is said in words a person acts on, not "record has no 'version' field"
    said = page.inner_text(".upload .error")
    assert "not a trigames game record" in said and "Download the game record" in said and "'version'" not in said
    assert page.url.endswith("/")


def test_tricerata_replay_draws_the_whole_sowing_path(tabs: Any, server: Any) -> None:
    table = server.create("tricerata", [{"kind": "bot"}, {"kind": "bot"}], seed=21)["table"]["id"]
    plies = server.wait_finished(table)["version"]
    kinds = [[e["kind"] for e in server.api("GET", f"/api/tables/{table}/replay/{p}?seat=spectator")["events"]]
             for p in range(1, plies + 1)]
    # A ply two sowings after a turn's start: the path has three cells by then.
    ply = next(p for p in range(3, plies + 1)
               if "start" in kinds[p - 3] and "sow" in kinds[p - 2] and kinds[p - 1] == ["sow"])
    tab = tabs()
    page = tab.page
    page.goto(f"/replay/{table}")
    page.wait_for_selector(".tc-svg")
    page.fill("#replay-slider", str(ply))
    # (Tricérata's replay says where it is in turns, "Turn 2 of 17, step 3": the steps are its plies)
    page.wait_for_function("n => document.querySelector('.replay-where')?.dataset.ply === String(n)", arg=ply)
    assert re.match(r"Turn \d+ of \d+, step 3: ", page.inner_text(".replay-where")), page.inner_text(".replay-where")
    page.wait_for_selector(".tc-path")
    assert "2 stones sown from row " in page.inner_text(".tc-pathtext")  # in words, never "3.2 → 3.3"
    tab.shot("replay-tricerata-desktop")
