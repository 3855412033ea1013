"""A seventh newcomer tour (issue 18), Triominos on a 360×740 phone: the caption saying the place of the
tile being placed ("0-1-3: right of 1-2-3, 1 side, 4 points") was two or three lines across the narrow
felt and covered its bottom 100 px, tiles included. On a phone it is now a strip of at most 40 px at the
felt's top, in a band the table's fit keeps free: no tile is covered, the felt does not move, and the
zoom buttons stay clear."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import PHONE
from .play import wait_turn
from .test_tour4_boards import _play

READY = '.table-page[data-turn="mine"] .tm-board, .table-page[data-turn="over"]'

MEASURE = """() => {
  const line = document.querySelector('.tm-preview-line.on');
  if (!line) return null;
  const rect = (el) => el.getBoundingClientRect();
  const cut = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const l = rect(line), felt = rect(document.querySelector('.tm-lattice'));
  const tiles = [...document.querySelectorAll('.tm-lattice .tm-tile, .tm-lattice .tm-ghost')].map(rect);
  const buttons = [...document.querySelectorAll('.tm-zoom button')].map(rect);
  return { felt: cut(l, felt), tiles: tiles.reduce((a, t) => a + cut(l, t), 0),
           buttons: buttons.reduce((a, b) => a + cut(l, b), 0), height: l.height, text: line.textContent,
           place: line.dataset.place, top: felt.top + scrollY };
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_caption_is_a_strip_over_no_tile_on_a_phone(tabs: Any, server: Any, lang: str) -> None:
    tab = tabs(PHONE)
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    made = server.create("triominos", [{"kind": "person"}, {"kind": "bot"}], options={"fixed_rounds": 1}, seed=61)
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")
    checked = turns = 0
    while checked < 3 and turns < 40:
        state = wait_turn(page)
        if state == "over":
            break
        page.wait_for_selector(READY)
        if page.query_selector("#tm-next"):
            page.click("#tm-next")
            continue
        turns += 1
        fits = page.query_selector(".tm-rack-tile.fits:not([disabled])")
        if fits is None or not page.query_selector(".tm-tile"):
            _play(page)
            continue
        fits.click()
        page.wait_for_selector(".tm-places button")
        felt_top = page.evaluate("() => document.querySelector('.tm-lattice').getBoundingClientRect().top + scrollY")
        page.evaluate("() => document.querySelector('.tm-places button').focus()")
        got = page.evaluate(MEASURE)
        assert got is not None and got["text"], got
        assert got["tiles"] == 0, f"the caption covers a tile: {got}"
        assert got["height"] <= 41 and got["place"] == "top", got
        assert got["buttons"] == 0, f"the caption covers the zoom buttons: {got}"
        assert abs(got["top"] - felt_top) < 1, (got, felt_top)  # the felt stays where it was
        if checked == 0:
            page.evaluate("() => document.querySelector('.tm-lattice').scrollIntoView({ block: 'start' })")
            tab.shot(f"tour8-triominos-caption-{lang}-360")
        checked += 1
        _play(page)
    assert checked >= 2, (checked, turns)
