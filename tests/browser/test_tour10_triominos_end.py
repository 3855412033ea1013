"""The tenth and eleventh newcomer tours: a finished Triominos table on a phone was cut at its edges
(a finished board was never zoomed out below readable numbers, and had to be panned), and then, once
"Centre the table" showed it whole, still opened cut. It now opens whole, its numbers still legible
(at least 8 px), and "Centre the table" keeps it whole."""

from __future__ import annotations

from typing import Any

from .conftest import PHONE

BOTS = [{"kind": "bot", "agent": "greedy"}, {"kind": "bot", "agent": "greedy"}]
OUTSIDE = """() => { const box = document.querySelector('svg.tm-lattice').getBoundingClientRect();
  return [...document.querySelectorAll('svg.tm-lattice .tm-tile')].filter((g) => { const r = g.getBoundingClientRect();
    return r.left < box.left - 1 || r.right > box.right + 1
      || r.top < box.top - 1 || r.bottom > box.bottom + 1; }).length; }"""


def test_centre_the_table_shows_a_finished_table_whole_on_a_phone(tabs: Any, server: Any) -> None:
    made = server.create("triominos", BOTS, options={"fixed_rounds": 1}, seed=12)
    server.wait_finished(made["table"]["id"], 240)
    tab = tabs(PHONE)
    page = tab.page
    page.goto(f"/t/{made['table']['id']}")
    page.wait_for_selector(".end .winners")
    page.wait_for_selector(".tm-tile")
    tiles = page.locator("svg.tm-lattice .tm-tile").count()
    page.wait_for_timeout(300)
    cut = page.evaluate(OUTSIDE)
    assert tiles >= 20 and cut == 0, (tiles, cut)  # a big table, opened whole
    smallest = page.evaluate("""() => Math.min(...[...document.querySelectorAll('svg.tm-lattice text.tm-n')]
      .map((t) => t.getBoundingClientRect().height))""")
    assert smallest >= 8, smallest
    page.click("[data-key=zoom-fit]")
    page.wait_for_timeout(300)
    assert page.evaluate(OUTSIDE) == 0
    tab.shot("tour10-triominos-end-whole-360")
