"""The Trigono board: whole matches against bots aimed by dragging with the mouse and with the
keyboard alone, the throw animated (and skipped), the French board, screenshots."""

from __future__ import annotations

import json
import random
import urllib.request
from typing import Any

import trigames
from trigames.games.trigono import notation as N

from .conftest import DESKTOP, PHONE
from .play import keyboard_to, version, wait_moved, wait_turn
from .test_french import check_french

BOT = {"kind": "bot", "agent": "target"}
SHORT = {"pucks_per_player": 2}  # short rounds: a whole match in a few dozen throws


def _open(page: Any, made: dict[str, Any], reduce: bool = True) -> None:
    # reduced motion: no animation, the board shows each result at once
    page.emulate_media(reduced_motion="reduce" if reduce else "no-preference")
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")


def _centre(page: Any, selector: str) -> tuple[float, float]:
    box = page.query_selector(selector).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _drag_to(page: Any, selector: str, rng: random.Random) -> None:
    """Press on the field near the thrower's side and drag to the target: release throws."""
    field = page.query_selector(".tg-svg").bounding_box()
    x, y = _centre(page, selector)
    page.mouse.move(field["x"] + field["width"] * rng.uniform(0.3, 0.7), field["y"] + field["height"] * 0.9)
    page.mouse.down()
    page.mouse.move(x + rng.uniform(-4, 4), y + rng.uniform(-4, 4), steps=6)
    page.mouse.up()


def _record(server: Any, table: str) -> dict[str, Any]:
    with urllib.request.urlopen(f"{server.base}/api/tables/{table}/record", timeout=10) as r:
        return dict(json.loads(r.read()))


def test_full_match_with_the_mouse_by_dragging(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}, BOT], options=SHORT, seed=11)
    _open(page, made)
    rng = random.Random(3)
    throws = rounds = 0
    while wait_turn(page) == "mine":
        before = version(page)
        nxt = page.query_selector('#board [data-action="next"]')
        if nxt is not None:
            nxt.click()
            rounds += 1
        else:
            page.wait_for_selector(".tg-svg.aiming")
            if throws == 1:
                tab.shot("trigono-board-desktop-en")
            _drag_to(page, f'[data-hole="{rng.choice(["big", "big", "small"])}0"]', rng)
            throws += 1
        wait_moved(page, before)
        assert throws + rounds < 200, "the match does not end"
    assert page.query_selector(".end .winners") is not None
    record = _record(server, made["table"]["id"])
    assert record["result"] is not None and max(record["result"]["scores"]) == 2
    # the person's throws (seat 0) are lobs at the holes they were dragged to, as the engine aims them
    g = trigames.make("trigono", players=2, **SHORT)
    st = g.new_game(record["seed"])
    aims = {k: st.aim_of(N.Target(k)) for k in ("big", "small")}
    mine = 0
    for text in record["actions"]:
        if text.startswith("throw ") and st.player == 0:
            yaw, elev, speed = (float(v) for v in text.split()[1:4])
            assert any(abs(yaw - a.yaw) < 1.5 and abs(speed / a.speed - 1) < 0.03 and elev == a.elev
                       for a in aims.values()), text
            mine += 1
        st.apply(st.parse_action(text))
    assert mine == throws >= 2


def test_full_match_with_the_keyboard_only(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}, BOT], options=SHORT, seed=12)
    _open(page, made)
    rng = random.Random(4)
    throws = moved = 0
    while wait_turn(page) == "mine":
        before = version(page)
        if page.query_selector('#board [data-action="next"]') is not None:
            keyboard_to(page, '[data-action="next"]')
            page.keyboard.press("Enter")
        else:
            keyboard_to(page, ".tg-svg")
            shown = page.inner_text(".tg-readout")
            key = rng.choice(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"])
            for _ in range(rng.randrange(1, 4)):
                page.keyboard.press(key)
            if rng.random() < 0.25:
                page.keyboard.press("e")  # a slide instead of a lob
            moved += page.inner_text(".tg-readout") != shown
            if throws == 0:
                outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
                assert outline != "none", "the focused field shows no focus"
            page.keyboard.press(rng.choice(["Enter", " "]))
            throws += 1
        wait_moved(page, before)
        assert throws < 200, "the match does not end"
    assert page.query_selector(".end .winners") is not None
    assert server.wait_finished(made["table"]["id"])["status"] == "finished"
    assert moved >= throws * 0.6, "the arrow keys did not move the aim"  # (an aim at its limit stays)


def test_the_throw_is_animated_and_can_be_skipped(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}, BOT], seed=13)
    _open(page, made, reduce=False)
    wait_turn(page)
    before = version(page)
    page.click('#board [data-action="aim big"]')
    wait_moved(page, before)
    page.wait_for_selector(".tg-svg.playing .tg-fly", timeout=5000)
    assert page.query_selector(".tg-flying") is not None  # "the puck is flying", not the result yet
    tab.shot("trigono-board-flying-desktop-en")
    page.keyboard.press("Escape")
    page.wait_for_selector(".tg-svg:not(.playing)")
    assert page.query_selector(".tg-story .tg-what") is not None  # the result in words at once
    # the pucks drawn at rest are the view's
    drawn = page.eval_on_selector_all(".tg-pucks .tg-lying", "cs => cs.length")
    ground, plank = page.evaluate("""() => [...document.querySelectorAll('.tg-lying span')]
        .map(s => Number(s.textContent.replace(/\\D+/g, ' ').trim().split(' ').pop()))""")[::-1][:2]
    assert drawn == ground + plank


def test_french_board_and_screenshots(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}, BOT], seed=14)
    _open(page, made)
    wait_turn(page)
    for _ in range(2):  # a few pucks on the field
        before = version(page)
        page.click('#board [data-action="aim plank"]')
        wait_moved(page, before)
        wait_turn(page)
    tab.shot("trigono-board-360-en", PHONE)
    page.set_viewport_size(DESKTOP)
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.wait_for_selector(".tg-svg.aiming")
    check_french(page, "the Trigono board")
    tab.shot("trigono-board-desktop-fr")
    tab.shot("trigono-board-360-fr", PHONE)
    page.set_viewport_size(DESKTOP)
    page.click("#lang")  # back to English for the next tests
    page.wait_for_function("() => document.documentElement.lang === 'en'")


def test_hexagon_board(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}] + [BOT] * 5, options={"layout": "hexagon"}, seed=15)
    _open(page, made)
    wait_turn(page)
    assert page.query_selector('[data-hole="jackpot"]') is not None
    assert len(page.query_selector_all(".tg-plank")) == 6
    assert page.query_selector('#board [data-action="aim jackpot"]') is not None
    tab.shot("trigono-hexagon-desktop-en")
    tab.shot("trigono-hexagon-360-en", PHONE)


def test_a_referee_table_enters_outcomes(tabs: Any, server: Any) -> None:
    """Not a companion table, but outcomes typed by hand (each person on their own device; no bot can
    sit at such a table): the board offers them as the companion does."""
    page = tabs().page
    made = server.create("trigono", [{"kind": "person"}, {"kind": "person"}], options={"referee": True, **SHORT},
                         seed=16)
    _open(page, made)
    wait_turn(page)
    before = version(page)
    page.click('#board [data-action="big"]')
    wait_moved(page, before)
    assert "big hole" in page.inner_text(".log")


def test_two_planks_side_by_side(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}] + [BOT] * 4, seed=17)  # 5 players: 2 planks
    _open(page, made)
    wait_turn(page)
    assert len(page.query_selector_all(".tg-plank")) == 2
    assert page.query_selector('[data-hole="big1"]') is not None
    tab.shot("trigono-two-planks-desktop-en")


def test_a_touch_drag_throws(chrome: Any, server: Any) -> None:
    """A finger drag (touch events, as a phone sends them) aims and throws like the mouse."""
    context = chrome.new_context(viewport=PHONE, has_touch=True, is_mobile=True, base_url=server.base)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        made = server.create("trigono", [{"kind": "person"}, BOT], seed=18)
        _open(page, made)
        wait_turn(page)
        page.wait_for_selector(".tg-svg.aiming")
        # a phone has no number keys in sight: the buttons carry no key badges there
        assert page.locator("#board button .key").count() and not page.locator("#board button .key").first.is_visible()
        page.locator(".tg-svg").scroll_into_view_if_needed()
        field = page.query_selector(".tg-svg").bounding_box()
        x, y = _centre(page, '[data-hole="small0"]')
        cdp = context.new_cdp_session(page)
        start = {"x": field["x"] + field["width"] / 2, "y": field["y"] + field["height"] * 0.9}
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [start]})
        for k in range(1, 7):
            point = {"x": start["x"] + (x - start["x"]) * k / 6, "y": start["y"] + (y - start["y"]) * k / 6}
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        before = version(page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        wait_moved(page, before)
        record = server.api("GET", f"/api/tables/{made['table']['id']}")
        assert record["version"] >= 1
        assert "throws" in page.inner_text(".log")
        assert not errors, errors
    finally:
        context.close()
