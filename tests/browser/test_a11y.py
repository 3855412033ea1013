"""An automated accessibility audit (axe-core) of every page, in light and in dark mode.

It needs `axe-playwright-python`, which bundles axe-core; without it the test is skipped. The lobby
and the tables must have no violation at all; the end of each game, the rules pages (/rules/GAME) and
the guided games (/learn/GAME) no serious or critical one. A rules or learn page is skipped only while its module is
not in the package yet (the pages are being built).
"""

from __future__ import annotations

from typing import Any

import pytest

axe_sync = pytest.importorskip("axe_playwright_python.sync_playwright")

GAMES = ("triqueta", "triominos", "tricerata", "trigono")
SERIOUS = ("serious", "critical")


def violations(page: Any, impacts: tuple[str, ...] | None = None) -> list[str]:
    result = axe_sync.Axe().run(page)
    return [f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
            for v in result.response["violations"] if impacts is None or v["impact"] in impacts]


def both_schemes(page: Any, impacts: tuple[str, ...] | None = None) -> dict[str, list[str]]:
    """The page's violations in light mode and in dark mode (prefers-color-scheme)."""
    found = {}
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.wait_for_timeout(50)
        found[scheme] = violations(page, impacts)
    page.emulate_media(color_scheme="light")
    return {k: v for k, v in found.items() if v}


def report(found: dict[str, Any]) -> str:
    return "\n".join(f"{page}, {scheme}: {line}" for page, schemes in found.items() if schemes
                     for scheme, lines in schemes.items() for line in lines)


def page_missing(page: Any, module: str) -> bool:
    """The router's page module (static/rules.js, static/learn.js) is not served yet."""
    return int(page.request.get(f"/static/{module}").status) == 404


def test_pages_pass_an_accessibility_audit(tabs: Any, server: Any) -> None:
    page = tabs().page
    found: dict[str, Any] = {}
    page.goto("/")
    page.wait_for_selector(".game-card img")
    found["lobby"] = both_schemes(page)
    page.click("[data-play=tricerata]")
    found["lobby, new table"] = both_schemes(page)
    for game in GAMES:
        made = server.create(game, [{"kind": "person"}, {"kind": "bot"}], seed=3)
        page.goto(made["seats"][0]["url"])
        page.wait_for_selector('.table-page[data-turn="mine"]')
        found[game] = both_schemes(page)
    # the Trigono board with the hexagon's six planks and the jackpot, and after a throw
    made = server.create("trigono", [{"kind": "person"}] + [{"kind": "bot", "agent": "target"}] * 5,
                         options={"layout": "hexagon"}, seed=3)
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector('.table-page[data-turn="mine"] .tg-svg.aiming')
    page.click('#board [data-action="aim big"]')
    page.wait_for_selector('.table-page[data-turn="mine"] .tg-story .tg-what')
    found["trigono, hexagon"] = both_schemes(page)
    done = server.create("triqueta", [{"kind": "bot"}, {"kind": "bot"}], seed=3)["table"]["id"]
    server.wait_finished(done)
    page.goto(f"/t/{done}")
    page.wait_for_selector(".end .winners")
    found["end"] = both_schemes(page)
    page.goto(f"/replay/{done}")
    page.wait_for_selector(".tq-board")
    found["replay"] = both_schemes(page)
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    found["replay, French"] = both_schemes(page)
    assert not any(found.values()), report(found)


@pytest.mark.parametrize("game", GAMES)
def test_the_end_of_each_game_passes_an_audit(tabs: Any, server: Any, game: str) -> None:
    page = tabs().page
    done = server.create(game, [{"kind": "bot"}, {"kind": "bot"}], seed=5)["table"]["id"]
    server.wait_finished(done, 180)
    page.goto(f"/t/{done}")
    page.wait_for_selector(".end .winners")
    assert not (found := both_schemes(page, SERIOUS)), report({game: found})


@pytest.mark.parametrize("game", GAMES)
def test_each_rules_page_passes_an_audit(tabs: Any, server: Any, game: str) -> None:
    page = tabs().page
    if page_missing(page, "rules.js"):
        pytest.skip("no rules page yet (static/rules.js)")
    page.goto(f"/rules/{game}")
    page.wait_for_selector("main h1")
    page.wait_for_load_state("networkidle")
    found = {"en": both_schemes(page, SERIOUS)}
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.wait_for_load_state("networkidle")
    found["fr"] = both_schemes(page, SERIOUS)
    assert not any(found.values()), report(found)


@pytest.mark.parametrize("game", GAMES)
def test_each_guided_game_passes_an_audit(tabs: Any, server: Any, game: str) -> None:
    page = tabs().page
    if page_missing(page, "learn.js"):
        pytest.skip("no guided game yet (static/learn.js)")
    page.goto(f"/learn/{game}")
    page.wait_for_selector("main h1")
    page.wait_for_load_state("networkidle")
    # the first step, once its board is drawn (a guided game is a table with a coach)
    page.wait_for_timeout(500)
    assert not (found := both_schemes(page, SERIOUS)), report({game: found})


def test_lobby_cards_show_a_picture_and_the_ways_to_learn(tabs: Any) -> None:
    """Each game's card: its picture (drawn, loaded), a link to its rules and one to its guided game."""
    page = tabs(viewport={"width": 360, "height": 740}).page
    page.goto("/")
    page.wait_for_selector(".game-card img")
    page.wait_for_load_state("networkidle")
    for game in GAMES:
        card = page.locator(f".game-card[data-game={game}]")
        assert card.locator("img").evaluate("img => img.complete && img.naturalWidth > 0"), f"{game}: no picture"
        assert card.locator(f"a[href='/rules/{game}']").count() == 1
        assert card.locator(f"a[href='/learn/{game}']").count() == 1
        width = card.evaluate("el => el.getBoundingClientRect().width")
        assert width <= 360, f"{game}: the card is {width} px wide on a 360 px phone"
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360, "the lobby scrolls sideways at 360 px"
