"""An automated accessibility audit (axe-core) of every page: no violation.

It needs `axe-playwright-python`, which bundles axe-core; without it the test is skipped.
"""

from __future__ import annotations

from typing import Any

import pytest

axe_sync = pytest.importorskip("axe_playwright_python.sync_playwright")


def violations(page: Any) -> list[str]:
    result = axe_sync.Axe().run(page)
    return [f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
            for v in result.response["violations"]]


def test_pages_pass_an_accessibility_audit(tabs: Any, server: Any) -> None:
    page = tabs().page
    found: dict[str, list[str]] = {}
    page.goto("/")
    page.click("[data-play=tricerata]")
    found["lobby"] = violations(page)
    for game in ("triqueta", "tricerata", "trigono"):
        made = server.create(game, [{"kind": "person"}, {"kind": "bot"}], seed=3)
        page.goto(made["seats"][0]["url"])
        page.wait_for_selector('.table-page[data-turn="mine"]')
        found[game] = violations(page)
    # the Trigono board with the hexagon's six planks and the jackpot, and after a throw
    made = server.create("trigono", [{"kind": "person"}] + [{"kind": "bot", "agent": "target"}] * 5,
                         options={"layout": "hexagon"}, seed=3)
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector('.table-page[data-turn="mine"] .tg-svg.aiming')
    page.click('#board [data-action="aim big"]')
    page.wait_for_selector('.table-page[data-turn="mine"] .tg-story .tg-what')
    found["trigono, hexagon"] = violations(page)
    done = server.create("triqueta", [{"kind": "bot"}, {"kind": "bot"}], seed=3)["table"]["id"]
    server.wait_finished(done)
    page.goto(f"/t/{done}")
    page.wait_for_selector(".end .winners")
    found["end"] = violations(page)
    page.goto(f"/replay/{done}")
    page.wait_for_selector(".tq-board")
    found["replay"] = violations(page)
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    found["replay, French"] = violations(page)
    assert not any(found.values()), found
