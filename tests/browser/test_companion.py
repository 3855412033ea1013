"""The table companion in the browser: a game played with the real box is entered by hand, seat
after seat, on one screen, with mistakes taken back (the Undo button and Ctrl+Z); the page's
scores and the stored record are exactly what the engine makes of the moves entered."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import trigames
from trigames.core import Record

from .conftest import DESKTOP, PHONE
from .play import CHOICES, version, wait_moved, wait_turn
from .test_french import check_french

ENTER = {"en": "enter the move", "fr": "saisissez le coup"}
# the heading as a decision of a game may word it (Triominos: the draw-off, a rack's points)
ASKED = {"en": re.compile(r"[Ee]nter (the move|who won the draw-off|the points left in the rack)"),
         "fr": re.compile(r"[Ss]aisissez (le coup|qui a gagné la pioche de départ|les points restés sur le chevalet)")}
NAMES = ["Ann", "Bo", "Cy"]


def keep_score(page: Any, game: str, players: int, options: dict[str, str], lang: str, tab: Any = None) -> str:
    """The lobby's companion form: the game, the players and their names, the options."""
    page.goto("/")
    if lang == "fr":
        page.click("#lang")
        page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.click(f"[data-companion={game}]")
    page.select_option("#players", str(players))
    for i in range(players):
        page.fill(f"#name-{i}", NAMES[i])
    for name, value in options.items():
        page.fill(f"#opt-{name}", value)
        page.dispatch_event(f"#opt-{name}", "change")
    assert not page.query_selector("#opt-referee") and not page.query_selector("#listed")
    if lang == "fr":
        check_french(page, f"lobby, keep score of {game}")
    if tab is not None:
        tab.shot(f"companion-lobby-{game}-{lang}-desktop")
        tab.shot(f"companion-lobby-{game}-{lang}-360", PHONE)
        page.set_viewport_size(DESKTOP)  # the table's own shots start at desktop size
    page.click("#create")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".table-page[data-version]")
    return str(page.get_attribute(".table-page", "data-table"))


def scores_on_page(page: Any) -> list[str]:
    texts = page.eval_on_selector_all(".comp-score-item strong", "els => els.map(e => e.textContent)")
    return [x.strip().replace("\u2212", "-") for x in texts]  # a negative score with the typographic minus


def take_back(page: Any, with_keys: bool) -> None:
    """Undo the last move: the button, or Ctrl+Z; the log starts over and says so."""
    before = version(page)
    if with_keys:
        page.keyboard.press("Control+z")
    else:
        page.click("#undo")
    wait_moved(page, before)
    assert int(version(page)) == int(before) - 1
    page.wait_for_selector(".comp-notice:not(:empty)")


def enter_game(page: Any, rng: random.Random, mistakes: set[int], lang: str, shoot: Any = None) -> list[str]:
    """Enter a whole game; before each move in `mistakes` a wrong one is entered and taken back.
    Returns the moves meant (the notation of every button finally clicked)."""
    meant: list[str] = []
    k = taken = 0
    while wait_turn(page) == "mine":
        status = page.inner_text(".status")
        assert ASKED[lang].search(status), status
        # locators, not element handles: a redraw (a resize, a reconnect) may replace the buttons
        buttons = page.locator(CHOICES)
        count = buttons.count()
        assert count, "the seat to move has nothing to enter"
        pick = rng.randrange(count)
        if k in mistakes and count > 1:
            wrong = buttons.nth((pick + 1) % count)
            before = version(page)
            wrong.click()
            wait_moved(page, before)
            take_back(page, with_keys=k % 2 == 1)
            taken += 1
        action = str(buttons.nth(pick).get_attribute("data-action"))
        before = version(page)
        buttons.nth(pick).click()
        wait_moved(page, before)
        meant.append(action)
        k += 1
        if shoot is not None:
            shoot(k)
        assert k < 600, "the game does not end"
    assert taken or not mistakes, "no mistake was entered and taken back"
    return meant


def check_against_engine(server: Any, page: Any, table: str, meant: list[str]) -> dict[str, Any]:
    record = server.api("GET", f"/api/tables/{table}/record")
    assert record["actions"] == meant, "the record holds exactly the moves meant, none taken back"
    state = trigames.replay(Record.from_json(record))
    outcome = state.outcome().to_json()
    assert record["result"] == outcome
    shown = scores_on_page(page)
    assert shown == [str(int(x)) if float(x).is_integer() else f"{x:.1f}" for x in outcome["scores"]]
    assert page.get_attribute(".table-page", "data-turn") == "over"
    return outcome


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_trigono_kept_by_hand_with_mistakes_taken_back(tabs: Any, server: Any, lang: str) -> None:
    tab = tabs()
    page = tab.page
    table = keep_score(page, "trigono", 3, {"pucks_per_player": "3"}, lang, tab)
    assert page.query_selector(".tg-outcomes") and page.query_selector("#undo[disabled]")
    # The outcomes are said in words, not in notation.
    words = page.inner_text(".tg-outcomes")
    assert ("big hole" in words) if lang == "en" else ("grand trou" in words and "big" not in words)
    tab.shot(f"companion-trigono-{lang}-desktop")
    tab.shot(f"companion-trigono-{lang}-360", PHONE)
    page.set_viewport_size(DESKTOP)

    # One throw through the builder: the thrown puck and what it knocked, in words.
    page.click(".tg-outcomes [data-action=board]")
    page.wait_for_function("() => document.querySelector('.table-page').dataset.version === '1'")
    page.click(".tg-more summary")
    page.select_option("#tg-place", "small")
    page.fill("#tg-k-ground", "1")
    page.dispatch_event("#tg-k-ground", "change")
    page.click(".tg-build button[type=submit]")
    page.wait_for_function("() => document.querySelector('.table-page').dataset.version === '2'")
    log = page.inner_text(".log-list")
    assert ("knocks 1 puck onto the ground" in log) if lang == "en" else ("fait tomber 1 palet au sol" in log)
    if lang == "fr":
        check_french(page, "Trigono companion table")
    shots = {3: "companion-trigono-{lang}-midgame"}

    def shoot(k: int) -> None:
        if k in shots:
            tab.shot(shots[k].format(lang=lang))

    meant = ["board", "small+knock 1 ground", *enter_game(page, random.Random(5), {0, 3, 7, 12}, lang, shoot)]
    outcome = check_against_engine(server, page, table, meant)
    assert max(outcome["scores"]) == 2  # the match is won with two rounds
    # The summary can be shared: the record and the replay link.
    assert page.query_selector(".end a[download]") and f"/replay/{table}" in page.input_value("#link-share")
    if lang == "fr":
        check_french(page, "Trigono companion, the end")
    tab.shot(f"companion-trigono-{lang}-end")
    tab.shot(f"companion-trigono-{lang}-end-360", PHONE)
    page.goto(page.input_value("#link-share"))  # the shared summary opens as a replay
    page.wait_for_selector(".replay-where")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_tricerata_kept_by_hand_with_mistakes_taken_back(tabs: Any, server: Any, lang: str) -> None:
    tab = tabs()
    page = tab.page
    table = keep_score(page, "tricerata", 2, {"rows": "4"}, lang, tab)
    assert page.inner_text(".status").startswith("Seat 1 (Ann)" if lang == "en" else "Place 1 (Ann)")
    tab.shot(f"companion-tricerata-{lang}-desktop")
    tab.shot(f"companion-tricerata-{lang}-360", PHONE)
    page.set_viewport_size(DESKTOP)
    meant = enter_game(page, random.Random(3), {0, 2, 5, 9, 14}, lang)
    check_against_engine(server, page, table, meant)
    if lang == "fr":
        check_french(page, "Tricérata companion, the end")
    tab.shot(f"companion-tricerata-{lang}-end")


def test_the_last_move_is_taken_back_after_the_end_and_the_game_paused_and_resumed(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    table = keep_score(page, "trigono", 2, {"pucks_per_player": "2"}, "en")
    meant = enter_game(page, random.Random(1), set(), "en")
    first = server.api("GET", f"/api/tables/{table}/record")
    # The last throw was a mistake: taken back after the end, the game runs again.
    take_back(page, with_keys=True)
    assert page.get_attribute(".table-page", "data-turn") == "mine"
    assert server.api("GET", f"/api/tables/{table}")["status"] == "running"
    # Pause: close the page; resume from the lobby's recent games, then from the link on another device.
    link = page.input_value("#link-continue")
    page.goto("/")
    page.click(f".recent a[href='/t/{table}']")
    page.wait_for_selector(".table-page[data-turn=mine]")
    other = tabs().page
    other.goto(link)
    other.wait_for_selector(".table-page[data-turn=mine]")
    before = version(other)
    other.click(f"{CHOICES}[data-action='{meant[-1]}']")
    wait_moved(other, before)
    assert server.api("GET", f"/api/tables/{table}/record") == first
    page.wait_for_selector(".table-page[data-turn=over]")
    # The rematch is kept the same way: the same names, one screen, its own continue link.
    page.click("#rematch")
    page.wait_for_function(f"() => location.pathname.startsWith('/t/') && !location.pathname.endsWith('{table}')")
    page.wait_for_selector(".table-page[data-turn=mine]")
    assert ENTER["en"] in page.inner_text(".status") and page.inner_text(".comp-score").count("Ann") == 1
    assert "#seat=" in page.input_value("#link-continue")
    assert page.inner_text(".comp-score-h").strip() == "Rounds won"


def test_keyboard_only_entries_and_undo(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    table = keep_score(page, "trigono", 2, {"pucks_per_player": "4"}, "en")
    page.wait_for_selector(".table-page[data-turn=mine]")
    entered = []
    for key in ("3", "1", "2"):  # keys 1–9 enter the outcome buttons in order
        before = version(page)
        entered.append(page.eval_on_selector_all(CHOICES, f"els => els[{int(key) - 1}].dataset.action"))
        page.keyboard.press(key)
        wait_moved(page, before)
    take_back(page, with_keys=True)
    # Tab to Undo and press Enter: a person without a mouse or Ctrl takes a move back too.
    for _ in range(60):
        if page.evaluate("() => document.activeElement && document.activeElement.id === 'undo'"):
            break
        page.keyboard.press("Shift+Tab")
    before = version(page)
    page.keyboard.press("Enter")
    wait_moved(page, before)
    assert server.api("GET", f"/api/tables/{table}")["version"] == 1
    assert page.inner_text(".comp-notice")


def test_companion_pages_pass_an_accessibility_audit(tabs: Any, server: Any) -> None:
    axe = pytest.importorskip("axe_playwright_python.sync_playwright")
    page = tabs().page
    found: dict[str, list[str]] = {}

    def audit(where: str) -> None:
        result = axe.Axe().run(page)
        found[where] = [f"{v['id']}: {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
                        for v in result.response["violations"]]

    page.goto("/")
    page.click("[data-companion=trigono]")
    audit("lobby form")
    keep_score(page, "trigono", 3, {}, "en")
    page.click(".tg-outcomes [data-action=board]")
    page.wait_for_function("() => document.querySelector('.table-page').dataset.version === '1'")
    page.click(".tg-more summary")
    audit("trigono table")
    keep_score(page, "tricerata", 2, {"rows": "3"}, "fr")
    audit("tricerata table, French")
    assert not any(found.values()), found
