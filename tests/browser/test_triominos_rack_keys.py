"""The Triominos rack is a toolbar (issue 18, the newcomer's third tour: it had no arrow keys): one
stop for Tab, Left/Right (Up/Down by rows, Home, End) from tile to tile, Enter chooses."""

from __future__ import annotations

from typing import Any

from .test_triominos_board import PERSON_BOT, open_seat, settle

FOCUSED_KEY = "() => document.activeElement?.dataset.key ?? null"
STOPS = "els => els.filter(e => e.tabIndex === 0).map(e => e.dataset.key)"  # the rack's stops for Tab


def test_triominos_rack_is_one_tab_stop_with_arrow_keys(tabs: Any, server: Any) -> None:
    page = tabs().page
    made = server.create("triominos", PERSON_BOT, options={"fixed_rounds": 1}, seed=31)
    open_seat(page, made)
    while (state := settle(page)) == "pause":
        page.click("#tm-next")
    assert state == "mine"
    usable = page.eval_on_selector_all(".tm-rack-tile:not([disabled])", "els => els.map(e => e.dataset.key)")
    assert len(usable) >= 3, usable
    stops = page.eval_on_selector_all(".tm-rack-tile", STOPS)
    assert len(stops) == 1, stops  # one stop for Tab
    assert page.get_attribute(".tm-rack", "role") == "toolbar"
    page.focus(f'[data-key="{stops[0]}"]')
    start = usable.index(stops[0])
    page.keyboard.press("ArrowRight")
    assert page.evaluate(FOCUSED_KEY) == usable[(start + 1) % len(usable)]
    page.keyboard.press("ArrowLeft")
    assert page.evaluate(FOCUSED_KEY) == usable[start]
    page.keyboard.press("End")
    assert page.evaluate(FOCUSED_KEY) == usable[-1]
    page.keyboard.press("ArrowRight")  # round the end
    assert page.evaluate(FOCUSED_KEY) == usable[0]
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")  # (Up and Down go by rows: test_tour10_keys.py)
    target = usable[1]
    assert page.evaluate(FOCUSED_KEY) == target
    # the tile reached is Tab's stop now, and Tab leaves the rack
    assert page.eval_on_selector_all(".tm-rack-tile", STOPS) == [target]
    page.keyboard.press("Tab")
    assert not page.evaluate("() => !!document.activeElement?.closest('.tm-rack')")
    page.focus(f'[data-key="{target}"]')
    page.keyboard.press("Enter")  # Enter chooses the tile, as before
    chosen = "k => document.querySelector(`[data-key='${k}']`)?.getAttribute('aria-pressed') === 'true'"
    page.wait_for_function(chosen, arg=target)
