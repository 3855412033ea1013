"""A sixth newcomer tour (issue 18): Tricérata's larger board on a phone ("Larger cells") is played by
taps (a finger slid over it scrolls it), but the words under the turn line still said to sow by
dragging ("press on the cell, drag through the cells of your path, release"). Zoomed, they say to tap."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import PHONE

DRAG = {"en": ("drag", "Drag"), "fr": ("glissez à travers", "Glissez")}
TAP = {"en": "Tap the cells one at a time", "fr": "Touchez les cases une à une"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_larger_board_says_to_tap(tabs: Any, server: Any, lang: str) -> None:
    made = server.create("tricerata", [{"kind": "person"}, {"kind": "bot", "agent": "beginner"}],
                         options={"geometry": "trihex", "side": 5, "first_player": 0}, seed=5)
    tab = tabs(PHONE)
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".tc-svg .tc-cell.legal")
    # the whole board: a drag sows a turn, and the words say so
    assert page.query_selector(".tc-how .tc-drag-hint") is not None
    page.click(".tc-zoom button")
    page.wait_for_selector(".tc-svg.tc-zoomed")
    how = page.inner_text(".tc-how")
    assert TAP[lang] in how and not any(w in how for w in DRAG[lang]), how
    assert page.query_selector(".tc-drag-hint") is None
    tab.shot(f"tour6-tricerata-zoomed-hint-{lang}-360")
    # a tap picks the stones up; sowing the next one is a tap too, and the words still say so
    version = page.get_attribute(".table-page", "data-version")
    page.locator(".tc-cell.legal").first.click()
    page.wait_for_function(f"() => document.querySelector('.table-page').dataset.version !== '{version}'")
    page.wait_for_selector(".tc-svg.tc-zoomed .tc-cell.legal")
    how = page.inner_text(".tc-how")
    assert TAP[lang] in how and not any(w in how for w in DRAG[lang]), how
    # the whole board again: the drag is back in the words
    page.click(".tc-zoom button")
    page.wait_for_selector(".tc-svg:not(.tc-zoomed)")
    assert page.query_selector(".tc-how .tc-drag-hint") is not None
