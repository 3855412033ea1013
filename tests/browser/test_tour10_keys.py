"""A tenth newcomer tour:
- a move clicked while the connection was down was silently lost: the cells still looked clickable and
  the person's own card said "online"; now the board is dimmed, out of the pointer's reach, says the
  moves wait for the connection, and the card says "offline" until the connection is back;
- the Triominos rack is drawn 4 tiles wide, but Up/Down went to the previous/next tile: they move by a
  row of the grid as displayed now;
- Trigono's aim moved 1 cm a press (5 with Shift): keys put it on the big hole, the small hole, the
  marker, and Page Up/Down move it 20 cm, said in the help line;
- every playable Tricérata cell was a Tab stop: the board is one stop (a roving tabindex)."""

from __future__ import annotations

import signal
from typing import Any
from urllib.parse import urlparse

import pytest

from .conftest import start_server, stop_server
from .play import version, wait_moved, wait_turn

PERSON = {"kind": "person"}
BOT = {"kind": "bot"}
OFFLINE_NOTE = {"en": "can’t be sent", "fr": "ne peuvent pas être envoyés"}
ONLINE = {"en": "online", "fr": "en ligne"}
WAITING_TURN = {"en": "Your turn, once the connection is back",
                "fr": "À vous de jouer dès que la connexion sera revenue"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_board_is_unavailable_while_the_connection_is_down(tabs: Any, tmp_path: Any, lang: str) -> None:
    db = tmp_path / "down.sqlite3"
    proc, srv = start_server(db)
    try:
        made = srv.create("tricerata", [PERSON, BOT], options={"rows": 3, "first_player": 0}, seed=6)
        tab = tabs(base=srv.base)
        page = tab.page
        page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
        page.goto(made["seats"][0]["url"])
        assert wait_turn(page) == "mine"
        own = ".player.you .presence"
        assert page.text_content(own) == ONLINE[lang]
        assert not page.is_visible(".board-offline")
        seen = version(page)
        cell = page.locator(".tc-cell.legal").first
        label = cell.get_attribute("data-label")
        box = cell.bounding_box()
        proc.send_signal(signal.SIGKILL)
        proc.wait(5)
        page.wait_for_selector(".conn.warn")
        # the board says it waits, is dimmed and does not take clicks; the own card is not "online"
        note = page.locator(".board-offline")
        assert note.is_visible()
        assert OFFLINE_NOTE[lang] in note.text_content()
        assert page.get_attribute(".table-page", "data-turn") != "mine"
        assert page.get_attribute(f'.tc-cell[data-label="{label}"]', "aria-disabled") == "true"
        looks = page.evaluate("""() => { const b = document.querySelector('#board');
            const st = getComputedStyle(b); return { opacity: Number(st.opacity), events: st.pointerEvents }; }""")
        assert looks["opacity"] < 1 and looks["events"] == "none", looks
        assert page.text_content(own) != ONLINE[lang]
        # the turn line does not offer what cannot be done: the turn waits for the connection
        line = page.text_content(".table-page .status")
        assert line == WAITING_TURN[lang], line
        tab.shot(f"tour10-offline-{lang}")
        # a click there (and the key of the first choice) sends nothing, and the page still waits
        sent = page.evaluate("""() => { window.__sent = 0; const orig = WebSocket.prototype.send;
            WebSocket.prototype.send = function (d) {
              if (String(d).includes('"act"')) window.__sent += 1;
              return orig.call(this, d);
            };
            return true; }""")
        assert sent
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.keyboard.press("1")
        page.wait_for_timeout(300)
        assert note.is_visible()
        proc, srv = start_server(db, urlparse(srv.base).port)
        page.wait_for_selector(".conn:empty", state="attached", timeout=20_000)
        assert page.evaluate("() => window.__sent") == 0, "a move was sent from the unavailable board"
        assert version(page) == seen
        # back: as before, and the move plays
        assert wait_turn(page) == "mine"
        assert not page.is_visible(".board-offline")
        assert page.text_content(".table-page .status") != WAITING_TURN[lang]
        assert page.evaluate("() => getComputedStyle(document.querySelector('#board')).pointerEvents") != "none"
        page.wait_for_function("s => document.querySelector(s)?.textContent === 'online' || "
                               "document.querySelector(s)?.textContent === 'en ligne'", arg=own)
        page.locator(f'.tc-cell.legal[data-label="{label}"]').click()
        wait_moved(page, seen)
        tab.errors[:] = [e for e in tab.errors if "WebSocket" not in e]  # the lost connection itself
    finally:
        stop_server(proc)


TILE_BOXES = """() => [...document.querySelectorAll('.tm-rack button.tm-rack-tile:not([disabled])')].map(b => {
  const r = b.getBoundingClientRect(); return { key: b.dataset.key, top: r.top, mid: r.left + r.width / 2 }; })"""
FOCUSED_KEY = "() => document.activeElement?.dataset.key ?? null"


def test_triominos_rack_up_and_down_move_by_a_row(tabs: Any, server: Any) -> None:
    from .test_triominos_board import PERSON_BOT, open_seat, settle

    page = tabs().page
    made = server.create("triominos", PERSON_BOT, options={"fixed_rounds": 1}, seed=31)
    open_seat(page, made)
    while (state := settle(page)) == "pause":
        page.click("#tm-next")
    assert state == "mine"
    tiles = page.evaluate(TILE_BOXES)
    tops = sorted({round(t["top"]) for t in tiles})
    rows = [[t for t in tiles if round(t["top"]) == top] for top in tops]
    assert len(rows) >= 2 and len(rows[0]) >= 2, rows  # the rack is drawn in rows of several tiles
    first = rows[0][1]  # the second tile of the first row: down goes to the tile below it
    below = min(rows[1], key=lambda t: abs(t["mid"] - first["mid"]))
    page.focus(f'[data-key="{first["key"]}"]')
    page.keyboard.press("ArrowDown")
    assert page.evaluate(FOCUSED_KEY) == below["key"], "Down did not go to the tile below"
    assert below["key"] != tiles[tiles.index(first) + 1]["key"]  # not merely the next tile
    page.keyboard.press("ArrowUp")
    assert page.evaluate(FOCUSED_KEY) == first["key"], "Up did not come back to the tile above"
    page.keyboard.press("ArrowUp")  # the first row: nowhere above
    assert page.evaluate(FOCUSED_KEY) == first["key"]
    page.keyboard.press("ArrowRight")  # Left and Right stay previous and next
    assert page.evaluate(FOCUSED_KEY) == tiles[tiles.index(first) + 1]["key"]
    page.keyboard.press("ArrowLeft")
    assert page.evaluate(FOCUSED_KEY) == first["key"]
    last_row = rows[-1][0]
    page.focus(f'[data-key="{last_row["key"]}"]')
    page.keyboard.press("ArrowDown")  # the last row: nowhere below
    assert page.evaluate(FOCUSED_KEY) == last_row["key"]
    page.keyboard.press("Enter")  # the tile reached is chosen with Enter, as before
    page.wait_for_function("k => document.querySelector(`[data-key='${k}']`)?.getAttribute('aria-pressed') === 'true'",
                           arg=last_row["key"])


TG = {"en": {"big": "B", "small": "S", "where": ("big hole", "small hole"),
             "help": ("Page Up", "B aims at the big hole")},
      "fr": {"big": "G", "small": "P", "where": ("grand trou", "petit trou"),
             "help": ("Page préc.", "G vise le grand trou")}}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_trigono_keys_put_the_aim_on_a_hole_and_move_it_far(tabs: Any, server: Any, lang: str) -> None:
    from .test_trigono_clarity import _metres

    words = TG[lang]
    page = tabs().page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    made = server.create("trigono", [PERSON, BOT], options={"first_player": 0}, seed=21)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    page.wait_for_selector(".tg-svg.aiming")
    helpline = page.inner_text("#tg-help")
    for said in words["help"]:
        assert said in helpline, helpline
    page.focus(".tg-svg")
    big, small = words["where"]
    page.keyboard.press(words["big"])
    assert big in page.inner_text(".tg-throw"), page.inner_text(".tg-throw")
    at_big = _metres(page)
    page.keyboard.press(words["small"].lower())  # one press: from the big hole to the small one
    assert small in page.inner_text(".tg-throw"), page.inner_text(".tg-throw")
    at_small = _metres(page)
    assert abs(at_small - at_big) > 0.1, (at_big, at_small)  # 20 presses of an arrow before
    page.keyboard.press("PageDown")
    assert abs(_metres(page) - (at_small - 0.2)) <= 0.015, (at_small, _metres(page))
    page.keyboard.press("PageUp")
    page.keyboard.press("PageUp")
    assert abs(_metres(page) - (at_small + 0.2)) <= 0.015, (at_small, _metres(page))
    page.keyboard.press(words["big"])
    assert big in page.inner_text(".tg-throw")
    assert abs(_metres(page) - at_big) <= 0.015
    before = version(page)
    page.keyboard.press("Enter")  # and it throws from there, as before
    wait_moved(page, before)


CELL_STOPS = ("() => [...document.querySelectorAll('#board .tc-cell')]"
              ".filter(e => e.tabIndex === 0).map(e => e.dataset.label)")
FOCUSED_CELL = "() => document.activeElement?.closest?.('.tc-cell')?.dataset.label ?? null"


def test_tricerata_board_is_one_tab_stop(tabs: Any, server: Any) -> None:
    page = tabs().page
    made = server.create("tricerata", [PERSON, BOT], options={"rows": 5, "first_player": 0}, seed=8)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    legal = page.eval_on_selector_all(".tc-cell.legal", "els => els.map(e => e.dataset.label)")
    assert len(legal) >= 5, legal
    stops = page.evaluate(CELL_STOPS)
    assert len(stops) == 1, stops  # one stop for Tab, not one per playable cell
    # every playable cell is still a button with its words for screen readers
    named = page.eval_on_selector_all(".tc-cell.legal", "els => els.every(e => e.getAttribute('role') === 'button' "
                                      "&& (e.getAttribute('aria-label') || '').length > 10)")
    assert named
    # from the controls before the board, Tab comes to that cell, and the next Tab leaves the board
    page.focus(".rules-link")
    for _ in range(30):
        if page.evaluate(FOCUSED_CELL):
            break
        page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED_CELL) == stops[0]
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED_CELL) is None, "Tab went on from cell to cell"
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUSED_CELL) == stops[0]
    # the arrows move within the board, and the cell reached is the stop Tab comes back to
    for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
        page.keyboard.press(key)
        if page.evaluate(FOCUSED_CELL) != stops[0]:
            break
    moved = page.evaluate(FOCUSED_CELL)
    assert moved in legal and moved != stops[0]
    assert page.evaluate(CELL_STOPS) == [moved]
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUSED_CELL) == moved
    before = version(page)
    page.keyboard.press("Enter")  # and it plays that cell
    wait_moved(page, before)
