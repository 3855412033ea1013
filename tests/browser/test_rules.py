"""The rules pages (/rules/GAME): each game's rules in English and French, with pictures drawn by
the game's own board from real positions, reached from the lobby and from a table."""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest

from .conftest import DESKTOP, PHONE

GAMES = ["triqueta", "triominos", "tricerata", "trigono"]
TITLES = {"en": "the rules", "fr": "les règles"}
# what a person must never read: engine notation (coordinates, rotations, placements)
NOTATION = re.compile(r"[UD]\(-?\d+,-?\d+\)|/r\d|\w@\w")


def set_lang(tab: Any, code: str) -> None:
    tab.page.wait_for_function("() => window.trigames")  # the page's language is known once the app runs
    if tab.page.evaluate("window.trigames.lang()") != code:
        tab.page.click("#lang")
    tab.page.wait_for_function(f"() => document.documentElement.lang === '{code}'")


def check_page(tab: Any, game: str, code: str) -> None:
    """The rules page on screen: its title, its sections, its pictures, its links, its words."""
    page = tab.page
    page.wait_for_selector(f".rules-page[data-game='{game}'] .rules-figure svg")
    page.wait_for_function(f"() => document.querySelector('.rules-page h1').textContent.includes({TITLES[code]!r})")
    # headings in order: one h1, then h2 for each section (a board may draw h3 inside a picture)
    levels = page.eval_on_selector_all(".rules-page :is(h1,h2,h3,h4)", "hs => hs.map(h => Number(h.tagName[1]))")
    assert levels[0] == 1 and levels.count(1) == 1, levels
    assert all(b <= a + 1 for a, b in itertools.pairwise(levels)), levels
    assert page.locator(".rules-section").count() >= 5
    # every picture is a board drawing with a text alternative, read-only
    figures = page.locator(".rules-figure")
    assert figures.count() >= 3
    for i in range(figures.count()):
        pic = figures.nth(i).locator("[role=img]").first
        assert len(pic.get_attribute("aria-label") or "") > 20
        assert figures.nth(i).locator("svg").count() >= 1, f"picture {i} of {game} draws nothing"
        assert figures.nth(i).locator(".board-inner[inert]").count() == 1
    assert page.locator(".rules-figure [data-action]:not([inert] *)").count() == 0
    text = page.inner_text("main")
    assert "⟦" not in text, re.findall(r"⟦[^⟧]*⟧", text)
    labels = " ".join(page.eval_on_selector_all("main [aria-label]", "xs => xs.map(x => x.getAttribute('aria-label'))"))
    assert "⟦" not in labels
    assert not NOTATION.search(text.replace("0-0-0", "")), NOTATION.search(text)
    assert page.locator("a[href='/']").count() >= 1
    assert page.locator(f"a[href='/learn/{game}']").count() >= 1
    for key in page.evaluate(f"import('/static/rules.js').then(m => m.keysOf({game!r}))"):
        fluent = key.replace(".", "-")
        known = page.evaluate(f"window.trigames.catalogue({code!r})[{fluent!r}] !== undefined")
        assert known, f"{key} missing in {code}"


@pytest.mark.parametrize("game", GAMES)
def test_rules_page_in_both_languages(tabs: Any, game: str) -> None:
    tab = tabs()
    tab.page.goto(f"/rules/{game}")
    set_lang(tab, "en")
    check_page(tab, game, "en")
    english = tab.page.inner_text(".rules-page")
    tab.shot(f"rules-{game}-en-desktop")
    set_lang(tab, "fr")
    check_page(tab, game, "fr")
    assert tab.page.inner_text(".rules-page") != english
    assert tab.page.evaluate("document.querySelector('.rules-page').lang") == "fr"
    tab.shot(f"rules-{game}-fr-desktop")
    # a phone: nothing wider than the screen but the pictures' own scroll boxes
    tab.page.set_viewport_size(PHONE)
    tab.page.wait_for_timeout(150)
    overflow = tab.page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{game}: the page is {overflow} px wider than a 360 px screen"
    tab.shot(f"rules-{game}-fr-360")
    set_lang(tab, "en")
    check_page(tab, game, "en")
    tab.shot(f"rules-{game}-en-360")
    tab.page.set_viewport_size(DESKTOP)


def test_rules_from_a_table(tabs: Any, server: Any) -> None:
    """Every table head links to its game's rules (a new tab), in the table's language."""
    for game in GAMES:
        made = server.create(game, [{"kind": "person"}, {"kind": "bot"}], seed=3)
        tab = tabs()
        tab.page.goto(made["seats"][0]["url"])
        link = tab.page.locator(f".table-head a[href='/rules/{game}']")
        link.wait_for()
        with tab.context.expect_page() as opened:
            link.click()
        rules = opened.value
        rules.wait_for_load_state()
        rules.wait_for_selector(f".rules-page[data-game='{game}'] .rules-figure svg")
        assert "⟦" not in rules.inner_text("main")
        # the same in French: the language is remembered by the browser
        set_lang(tab, "fr")
        with tab.context.expect_page() as opened:
            link.click()
        rules = opened.value
        rules.wait_for_selector(f".rules-page[data-game='{game}'] .rules-figure svg")
        assert TITLES["fr"] in rules.inner_text("h1")
        assert "⟦" not in rules.inner_text("main")


def test_rules_from_the_lobby(tabs: Any) -> None:
    """The lobby links to each game's rules page, in English and in French."""
    tab = tabs()
    tab.page.goto("/")
    tab.page.wait_for_selector(".game-card")
    if tab.page.locator("a[href^='/rules/']").count() == 0:
        pytest.skip("the lobby has no link to the rules pages yet")
    for code in ("en", "fr"):
        for game in GAMES:
            tab.page.goto("/")
            set_lang(tab, code)
            tab.page.locator(f"a[href='/rules/{game}']").first.click()
            tab.page.wait_for_url(f"**/rules/{game}")
            check_page(tab, game, code)
