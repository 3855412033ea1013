"""A seventh newcomer tour (issue 18): Tricérata's form said "The first player wins 88% of games
(a fair share: 50%). (Measured on 40 games between bots.)", a verdict from 40 games. The note now
says how many games it rests on and how sure that is: "In 40 games between bots with these
settings, the first player won 88% of them (an even share: 50%; with this many games, likely
between 74% and 95%)." No rule changes."""

from __future__ import annotations

import json
from typing import Any

import pytest

from trigames.balance.ship import SHIPPED

from .conftest import DESKTOP, PHONE


def _variant() -> dict[str, Any]:
    report = json.loads(SHIPPED.read_text())
    return next(v for v in report["games"]["tricerata"] if v["players"] == 2 and v["options"]["rows"] == 5
                and v["options"]["stones"] == 1 and v["options"]["geometry"] == "triangle")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [DESKTOP, PHONE])
def test_a_small_sample_says_how_sure_it_is(tabs: Any, lang: str, size: dict[str, int]) -> None:
    v = _variant()
    n = v["notable"]
    share, low, high = (round(100 * x) for x in (n["share"], *n["ci95"]))
    tab = tabs(size)
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto("/")
    page.click("[data-play=tricerata]")
    page.wait_for_selector("#opt-rows", state="attached")
    if not page.is_visible("#opt-rows"):
        page.click("details.more summary")
    page.fill("#opt-rows", "5")
    page.dispatch_event("#opt-rows", "change")
    pct = "%" if lang == "en" else "\u202f%"
    page.wait_for_function(f"() => document.querySelector('.balance-note')?.textContent.includes('{high}{pct}')")
    text = " ".join(page.inner_text(".balance-note").split())  # (a narrow no-break space becomes a space)
    pct = pct.replace("\u202f", " ")
    games = {"en": f"In {v['games']} games between bots", "fr": f"Sur {v['games']} parties entre robots"}[lang]
    assert games in text, text
    assert f"{share}{pct}" in text and f"{low}{pct}" in text and f"{high}{pct}" in text, text
    assert {"en": "wins", "fr": "gagne "}[lang] not in text, text  # a measure, not a verdict
    page.locator(".balance-note").scroll_into_view_if_needed()
    name = "desktop" if size == DESKTOP else "360"
    tab.shot(f"tour7-balance-tricerata-{lang}-{name}")
