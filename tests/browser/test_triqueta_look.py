"""The Triqueta board looks like the game: animals drawn on round tokens, towers as stacks, rows of
tokens, buttons that say in words what they do (rows and towers counted from 1), no notation, and
moves you can watch (the drawn token flips, a token flies to its row), skipped on a click."""

from __future__ import annotations

import random
import re
from typing import Any

from .conftest import DESKTOP, PHONE
from .play import CHOICES, version, wait_moved, wait_turn

PERSON_BOT = [{"kind": "person"}, {"kind": "bot"}]
NOTATION = re.compile(r"\b[RT]\d\b|@|/r\d|[UD]\(-?\d")
# What each kind of button must say, in English.
WORDS = {
    "draw": re.compile(r"^Draw a token from tower [1-4]$"),
    "place": re.compile(r"^Place the (rabbit|owl|deer|boar|ram|bear) at the end of row [1-5]$"),
    "take": re.compile(r"^Take row [1-5](: 1 token| \(empty\)|: \d+ tokens)$"),
    "keep": re.compile(r"^Keep the (rabbit|owl|deer|boar|ram|bear) face down \(token [12] of 2\)$"),
}
BOARD_TEXT = """() => {
  const board = document.querySelector('#board');
  const labels = [...board.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
  const titles = [...board.querySelectorAll('title')].map((e) => e.textContent);
  return [board.innerText, ...labels, ...titles].join('\\n');
}"""
WIDE_ENOUGH = "() => { const b = document.querySelector('.tq-table'); return b.scrollWidth <= b.clientWidth + 1; }"
KIND = "ts => ts.map(t => [...t.classList].find(c => c.startsWith('t-')) || '')"
BUTTONS = """() => [...document.querySelectorAll('#board [data-action]')].map((b) => {
  const copy = b.cloneNode(true);
  copy.querySelectorAll('.key').forEach((k) => k.remove());
  return [b.dataset.action, copy.textContent.trim(), b.getAttribute('aria-label')];
})"""


def open_seat(page: Any, made: dict[str, Any]) -> None:
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version] .tq-board")


def check_board(page: Any) -> None:
    text = page.evaluate(BOARD_TEXT)
    found = NOTATION.findall(text)
    assert not found, f"notation on the board: {found} in {text!r}"
    for action, words, label in page.evaluate(BUTTONS):
        kind = action.split()[0]
        if kind in WORDS:
            assert WORDS[kind].match(words), f"{action!r} says {words!r}"
            assert label is None, f"{action!r} has an aria-label {label!r} that hides its words"
        if kind in ("place", "take"):
            assert f"row {int(action.split()[1][1:]) + 1}" in words, f"{action!r} does not count rows from 1: {words!r}"


def no_sideways_scroll(page: Any) -> None:
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], "the page scrolls sideways"
    assert page.evaluate(WIDE_ENOUGH), "the board is wider than its box"


def test_animals_towers_rows_and_words_over_a_full_game(tabs: Any, server: Any) -> None:
    tab = tabs(viewport={"width": 1280, "height": 800})
    page = tab.page
    made = server.create("triqueta", PERSON_BOT, options={"first_player": 0}, seed=21)
    open_seat(page, made)
    # The towers: four stacks, the one in play without a tree, the three to come under theirs.
    assert page.locator(".tq-tower").count() == 4
    assert page.locator(".tq-tower.current .tq-tree").count() == 0
    assert page.locator(".tq-tower.coming .tq-tree").count() == 3
    assert page.locator(".tq-tower.current .tq-tower-pic path").count() == 15  # 15 tokens in the stack
    assert page.locator(".tq-row .tq-marker").count() == 2
    tab.shot("triqueta-look-start-desktop")
    no_sideways_scroll(page)
    tab.shot("triqueta-look-start-360", PHONE)
    no_sideways_scroll(page)
    page.set_viewport_size({"width": 1280, "height": 800})

    rng = random.Random(5)
    moves = 0
    animals: set[str] = set()
    seen: set[str] = set()
    while wait_turn(page) == "mine":
        check_board(page)
        buttons = page.query_selector_all(CHOICES)
        seen.update(str(b.get_attribute("data-action")).split()[0] for b in buttons)
        animals.update(page.eval_on_selector_all(".tq-rail .tq-token, .tq-drawn .tq-token", KIND))
        draws = [b for b in buttons if b.get_attribute("data-action") == "draw"]
        places = [b for b in buttons if str(b.get_attribute("data-action")).startswith("place")]
        if draws and rng.random() < 0.8:
            pick = draws[0]
        elif places and rng.random() < 0.9:
            pick = rng.choice(places)
        else:
            pick = rng.choice(buttons)
        before = version(page)
        pick.click()
        wait_moved(page, before)
        moves += 1
        if moves == 14:
            # Mid-game: tokens in rows are pictures of animals (an SVG path), with their value beside.
            token = page.locator(".tq-rail .tq-token:not(.back)").first
            assert token.locator("path").count() >= 1
            assert token.locator("text").text_content() in {"5", "6", "7", "8", "9", "10"}
            assert token.get_attribute("role") == "img" and "triqueta" in str(token.get_attribute("aria-label"))
            tab.shot("triqueta-look-mid-desktop")
            no_sideways_scroll(page)
            tab.shot("triqueta-look-mid-360", PHONE)
            no_sideways_scroll(page)
            page.set_viewport_size({"width": 1280, "height": 800})
        assert moves < 600, "the game does not end"
    assert {"draw", "place", "take"} <= seen, seen
    assert len(animals - {""}) >= 4, f"few animals seen: {animals}"
    check_board(page)
    page.wait_for_selector(".tq-scoring .tq-score")
    assert page.locator(".tq-score th svg").count() > 0  # the scoring shows the animals too
    tab.shot("triqueta-look-end-desktop")
    no_sideways_scroll(page)
    tab.shot("triqueta-look-end-360", PHONE)
    no_sideways_scroll(page)


def test_french_buttons_count_rows_from_one(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    page.goto("/")
    page.evaluate("() => localStorage.setItem('trigames.lang', 'fr')")
    made = server.create("triqueta", PERSON_BOT, options={"first_player": 0}, seed=22)
    open_seat(page, made)
    wait_turn(page)
    assert page.inner_text('#board [data-action="draw"]').endswith("Piocher un jeton dans la tour 1")
    before = version(page)
    page.click('#board [data-action="draw"]')
    wait_moved(page, before)
    words = page.inner_text('#board [data-action="place R0"]')
    assert re.search(r"Poser (le |l’)\w+ au bout de la rangée 1$", words), words
    assert not NOTATION.findall(page.evaluate(BOARD_TEXT))
    tab.shot("triqueta-look-fr-desktop", DESKTOP)
    tab.shot("triqueta-look-fr-360", PHONE)


def test_moves_are_shown_and_skipped_on_a_click(tabs: Any, server: Any) -> None:
    tab = tabs(motion=True)
    page = tab.page
    made = server.create("triqueta", PERSON_BOT, options={"first_player": 0}, seed=23)
    open_seat(page, made)
    wait_turn(page)
    page.wait_for_function("() => !document.querySelector('.table-page').dataset.animating")
    # The draw: the token comes off the tower and turns over, showing its animal to its drawer.
    page.click('#board [data-action="draw"]')
    page.wait_for_selector('.table-page[data-animating="1"]', timeout=5000)
    assert page.locator(".tq-fx .tq-flip .fx-front:not(.back)").count() == 1
    page.wait_for_function("() => !document.querySelector('.table-page').dataset.animating", timeout=5000)
    assert page.locator(".tq-fx").count() == 0
    page.wait_for_selector(".tq-drawn .tq-token:not(.back)")
    # The place: the token flies to its row; a click on the board skips to the end at once.
    before = version(page)
    page.click('#board [data-action="place R0"]')
    page.wait_for_selector('.table-page[data-animating="1"] .tq-fx .tq-flip', timeout=5000)
    assert page.get_attribute(".table-page", "data-version") == before  # the move is not told yet
    page.click(".tq-round")
    wait_moved(page, before, timeout=400)  # told at once (the bot's own moves may be shown next)
    assert page.locator('.tq-row[data-row="0"] .tq-rail .tq-token').count() >= 1
    # The bot's moves are shown too, then the turn comes back.
    assert wait_turn(page) == "mine"
    page.wait_for_function("() => !document.querySelector('.table-page').dataset.animating", timeout=10_000)
    assert page.locator(".tq-fx").count() == 0
    # Taking a row: its tokens slide to the taker's tray, then the row says who took it.
    full = page.eval_on_selector_all(".tq-row", "rows => rows.filter(r => r.querySelector('.tq-rail .tq-token'))"
                                                ".map(r => r.dataset.row)")
    assert full, "no row holds a token"
    before = version(page)
    page.click(f'#board [data-action="take R{full[0]}"]')
    page.wait_for_selector('.table-page[data-animating="1"] .tq-fx .fx-token', timeout=5000)
    page.wait_for_function("([v, r]) => document.querySelector('.table-page').dataset.version !== v && "
                           "!!document.querySelector(`.tq-row.taken[data-row='${r}']`)",
                           arg=[before, full[0]], timeout=5000)


def test_enter_on_draw_then_enter_places_the_token(tabs: Any, server: Any) -> None:
    """With the keys alone: Enter on "Draw", and the focus waits on the first row to place the token in, not
    on "Keep it face down" (a second Enter spent one of the two face-down tokens; a newcomer's tour)."""
    from .play import keyboard_to, version, wait_moved, wait_turn

    page = tabs().page
    page.emulate_media(reduced_motion="reduce")
    made = server.create("triqueta", [{"kind": "person"}, {"kind": "bot", "agent": "greedy"}],
                         options={"first_player": 0}, seed=5)
    page.goto(made["seats"][0]["url"])
    assert wait_turn(page) == "mine"
    keyboard_to(page, '[data-action="draw"]')
    before = version(page)
    page.keyboard.press("Enter")
    wait_moved(page, before)
    page.wait_for_selector('[data-action^="place R"]')
    page.wait_for_function("() => (document.activeElement?.dataset.action || '').startsWith('place R')")
    before = version(page)
    page.keyboard.press("Enter")
    wait_moved(page, before)
    log = page.locator(".log-list li").all_inner_texts()
    assert any(re.search(r"^You place .* row 1", x) for x in log) and not any("face down" in x for x in log), log
