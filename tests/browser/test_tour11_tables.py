"""Findings of session 18's second newcomer tour (Triominos and Trigono): a puck that just
lies there is told in two lines, not three ("Nothing to take" and "takes nothing"); a touch screen is
not told about keys; the spectator's text view says nothing about typing moves, and its lines start
with capitals; the Trigono options say what each physical constant is, not "rules §4.0"."""

from __future__ import annotations

from typing import Any

from .conftest import PHONE
from .play import version, wait_moved, wait_turn

PERSON = {"kind": "person"}
BOT = {"kind": "bot"}


def test_a_puck_that_just_lies_there_is_told_once(tabs: Any, server: Any) -> None:
    page = tabs().page
    made = server.create("trigono", [PERSON, BOT], options={"pucks_per_player": 4, "first_player": 0}, seed=42)
    page.goto(made["seats"][0]["url"])
    seen = 0
    for _ in range(12):
        if wait_turn(page) != "mine" or seen >= 2:
            break
        if page.query_selector('[data-action="next"]'):
            before = version(page)
            page.click('[data-action="next"]')
            wait_moved(page, before)
            continue
        page.wait_for_selector(".tg-svg.aiming")
        before = version(page)
        page.click(".tg-throw")
        wait_moved(page, before)
        wait_turn(page)
        story = page.query_selector(".tg-story")
        text = story.inner_text() if story else ""
        if "takes nothing" in text or "take nothing" in text:
            seen += 1
            assert "Nothing to take" not in text, text
            assert not page.query_selector(".tg-story .tg-why"), text
    assert seen, "no throw took nothing"


def test_a_touch_screen_is_not_told_about_keys(chrome: Any, server: Any) -> None:
    context = chrome.new_context(viewport=PHONE, has_touch=True, is_mobile=True, base_url=server.base,
                                 reduced_motion="reduce")
    try:
        page = context.new_page()
        made = server.create("trigono", [PERSON, BOT], options={"first_player": 0}, seed=43)
        page.goto(made["seats"][0]["url"])
        page.wait_for_selector(".tg-svg.aiming")
        help_text = page.inner_text("#tg-help")
        assert "Drag on the field" in help_text and "Keys" not in help_text and "Page Up" not in help_text, help_text
    finally:
        context.close()


def test_the_spectators_text_view_has_no_typing_guide(tabs: Any, server: Any) -> None:
    made = server.create("triominos", [BOT, BOT], options={"fixed_rounds": 1}, seed=44)
    server.wait_finished(made["table"]["id"], 240)
    page = tabs().page
    page.goto(made["spectator"])
    page.wait_for_selector(".table-page[data-version]")
    page.click("a[href*='view=plain']")  # "Show the game as text, with the moves as a list"
    page.wait_for_selector(".table-page[data-version] pre, .table-page[data-version] .text-view", timeout=15_000)
    body = page.inner_text("body")
    assert "To type a move" not in body and "round 1 ·" not in body, body[:400]


def test_the_trigono_options_say_what_each_constant_is(tabs: Any, server: Any) -> None:
    page = tabs().page
    for lang in ("en", "fr"):
        page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
        page.goto("/?game=trigono")
        page.wait_for_selector("details.more summary")
        page.click("details.more summary")
        text = page.inner_text("details.more")
        assert "§4.0" not in text, lang
        said = {"en": "How lively a bounce is", "fr": "La vivacité d’un rebond"}[lang]
        assert said in text, text[:600]
