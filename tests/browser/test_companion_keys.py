"""The Triqueta companion's buttons carry no number but their key (issue 18, the newcomer's third tour
read the bear token's value, 10, as a tenth key badge): keys 1–9, each shown once, each working."""

from __future__ import annotations

from typing import Any

from .play import CHOICES, version, wait_moved
from .test_companion import keep_score


def test_triqueta_companion_buttons_show_only_the_keys_that_work(tabs: Any, server: Any) -> None:
    page = tabs().page
    keep_score(page, "triqueta", 3, {}, "en")
    before = version(page)
    page.click(f'{CHOICES}[data-action="draw"]')
    wait_moved(page, before)
    page.wait_for_selector("#board .tq-animal")
    # the bear's token once wore its value, 10, in a dark round badge: it read as a tenth key
    assert page.query_selector_all("#board button .tk-value") == []
    assert page.query_selector_all("#board .tq-animal svg")  # the animals are still drawn
    page.click("#board .tq-animal[data-animal=bear]")
    page.wait_for_selector('#board [data-action="place R0 bear"]')
    keyed = page.eval_on_selector_all("#board [data-action]",
                                      "els => els.map(e => e.getAttribute('aria-keyshortcuts'))")
    badges = page.eval_on_selector_all("#board button .key", "els => els.map(e => e.textContent)")
    assert badges == [str(i + 1) for i in range(len(badges))] and len(badges) <= 9, badges
    assert [k for k in keyed if k] == badges
    # and each badge's key plays its button: "2" is the second choice
    second = page.eval_on_selector_all("#board [data-action]", "els => els[1].dataset.action")
    before = version(page)
    page.keyboard.press("2")
    wait_moved(page, before)
    assert second.startswith(("place R", "keep"))
