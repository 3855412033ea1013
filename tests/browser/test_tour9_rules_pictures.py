"""The rules pictures show what their captions say (a newcomer's tour): Triominos' pictures of a round
under way carried the folded draw-off line ("Draw-off for round 1 — Seat 2 opens the round") as a second,
stale caption, and every picture the board's "Keys and points" for a board nobody plays on. The draw-off
is the first picture's, as its caption says; Trigono's third picture is said as it is (the big hole)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import DESKTOP


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_triominos_pictures_carry_no_stale_caption(tabs: Any, lang: str) -> None:
    tab = tabs(DESKTOP)
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto("/rules/triominos")
    page.wait_for_selector(".rules-figure .tm-lattice .tm-tile")
    drawoff = {fig.get_attribute("data-picture"): fig.query_selector(".tm-drawoff") is not None
               for fig in page.query_selector_all(".rules-figure")}
    assert drawoff == {"setup": True, "turn": False, "bonus": False, "end": False}, drawoff
    assert page.query_selector(".rules-figure .tm-help") is None  # no keys for a picture
    setup = page.inner_text('.rules-figure[data-picture="setup"]')
    assert ("draw for who starts" if lang == "en" else "tirage pour savoir qui commence") in setup
    for name in ("setup", "turn", "bonus"):
        page.locator(f'.rules-figure[data-picture="{name}"]').scroll_into_view_if_needed()
        tab.shot(f"tour9-rules-triominos-{name}-desktop-{lang}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_trigono_collect_picture_says_the_big_hole(tabs: Any, lang: str) -> None:
    page = tabs(DESKTOP).page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto("/rules/trigono")
    fig = page.locator('.rules-figure[data-picture="collect"]')
    fig.locator("svg").first.wait_for()
    caption = fig.locator("figcaption").inner_text()
    board = fig.locator(".rules-pic").inner_text()
    hole = "big hole" if lang == "en" else "grand trou"
    assert hole in caption and hole in board, (caption, board)  # the caption names the hole the board shows
