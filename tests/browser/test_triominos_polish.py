"""The Triominos table after a newcomer's look (issue 18): the rack's marks said in words, every score
naming its player, numbers large enough to read (rack, draw-off, the end board, the rules' pictures),
the end board in sight at 1280×800, names never broken inside a word, and the numbers of two
neighbouring tiles as far apart as those of one tile. Each test takes a few seconds."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .play import version, wait_moved, wait_turn

DESK = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}

# The rendered size (px) of each tile number inside `sel`: its font size times the drawing's scale.
NUMBER_PX = """sel => [...document.querySelectorAll(sel + ' text.tm-n')].map(x =>
  parseFloat(getComputedStyle(x).fontSize) * x.getScreenCTM().a)"""

# For each tile number of the rack: the opacity it is drawn with (all its ancestors') and the contrast
# of its ink on the tile's face.
RACK_INK = """() => {
  const lum = (c) => {
    const [r, g, b] = c.match(/[\\d.]+/g).slice(0, 3).map(Number).map(v => v / 255)
      .map(v => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  return [...document.querySelectorAll('.tm-rack-tile')].flatMap(b => {
    let alpha = 1;
    for (let el = b.querySelector('text.tm-n'); el; el = el.parentElement) {
      alpha *= Number(getComputedStyle(el).opacity);
    }
    const filter = getComputedStyle(b).filter;
    const face = lum(getComputedStyle(b.querySelector('.piece-face')).fill);
    return [...b.querySelectorAll('text.tm-n')].map(x => {
      const ink = lum(getComputedStyle(x).fill);
      return {tile: b.dataset.tile, blocked: b.classList.contains('blocked'), alpha, filter,
              contrast: (Math.max(ink, face) + 0.05) / (Math.min(ink, face) + 0.05)};
    });
  });
}"""

# Every word of the text inside `sel` that the layout split over two lines.
BROKEN_WORDS = """sel => {
  const out = [];
  for (const box of document.querySelectorAll(sel)) {
    const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      if (!node.parentElement.getClientRects().length) continue;
      for (const m of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
        if (tops.size > 1) out.push(m[0]);
      }
    }
  }
  return out;
}"""

# The tile numbers of the board: centre (px), font size (px) and tile.
BOARD_NUMBERS = """() => [...document.querySelectorAll('.tm-lattice .tm-tile')].flatMap((g, i) =>
  [...g.querySelectorAll('text.tm-n')].map(x => {
    const r = x.getBoundingClientRect();
    return {tile: i, x: r.left + r.width / 2, y: r.top + r.height / 2,
            px: parseFloat(getComputedStyle(x).fontSize) * x.getScreenCTM().a};
  }))"""


def set_lang(page: Any, code: str) -> None:
    page.wait_for_function("() => window.trigames")
    page.evaluate("c => window.trigames.setLang(c)", code)
    page.wait_for_function("c => document.documentElement.lang === c", arg=code)


def after_a_draw(page: Any) -> None:
    """Open the round with the best tile, then draw until the rack shows tiles that may not be laid."""
    for _ in range(12):
        assert wait_turn(page) == "mine"
        page.wait_for_selector('.table-page[data-turn="mine"] .tm-board')
        if page.query_selector(".tm-rack-tile.blocked"):
            return
        before = version(page)
        if page.query_selector('[data-key="ask:draw"]'):
            page.click('[data-key="ask:draw"]')
        if page.query_selector('.tm-confirm [data-action="draw"]'):
            page.click('.tm-confirm [data-action="draw"]')
        else:
            page.click(".tm-places button")
        wait_moved(page, before)
    raise AssertionError("no draw left a tile that may not be laid")


def test_rack_marks_said_in_words_and_numbers_readable(tabs: Any, server: Any) -> None:
    tab = tabs(DESK)
    page = tab.page
    made = server.create("triominos", [{"kind": "person", "name": "Ada"}, {"kind": "bot"}], seed=5)
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")
    wait_turn(page)
    # the draw-off's tiles: numbers of 14 px and more
    drawoff = page.evaluate(NUMBER_PX, ".tm-drawoff")
    assert drawoff and min(drawoff) >= 14, drawoff
    after_a_draw(page)
    for lang, blocked_words in (("en", "after a draw"), ("fr", "après une pioche")):
        set_lang(page, lang)
        page.wait_for_selector(".tm-rack-tile.blocked")
        marks = page.eval_on_selector_all(".tm-rack-tile .tm-marks-of", "els => els.map(e => e.textContent)")
        legend = {li.get_attribute("data-mark"): li.inner_text() for li in page.query_selector_all(".tm-marks li")}
        assert page.is_visible(".tm-marks"), "the marks are not explained"
        for mark in marks:  # each mark under a tile is said in words under the rack
            for kind in {"✓", "–", "✕", "★"} & set(mark):
                assert kind in legend and len(legend[kind]) > 6, (kind, legend)
        assert blocked_words in legend["✕"], legend
        assert "★" in legend, legend
        for b in page.query_selector_all(".tm-rack-tile"):  # and on each tile (tooltip, screen reader)
            label = b.get_attribute("aria-label") or ""
            assert label and b.get_attribute("title") == label, label
            if "blocked" in (b.get_attribute("class") or ""):
                assert blocked_words in label, label
    # rack numbers of 14 px and more, and readable on the tiles that may not be laid
    rack = page.evaluate(NUMBER_PX, ".tm-rack")
    assert rack and min(rack) >= 14, rack
    ink = page.evaluate(RACK_INK)
    assert any(x["blocked"] for x in ink), ink
    for x in ink:
        assert x["alpha"] >= 0.99 and x["filter"] == "none" and x["contrast"] >= 4.5, x
    for size in (DESK, PHONE):  # and on a phone
        page.set_viewport_size(size)
        assert min(page.evaluate(NUMBER_PX, ".tm-rack")) >= 14
        assert page.evaluate(BROKEN_WORDS, ".tm-marks") == []


@pytest.fixture(scope="module")
def finished(server: Any) -> str:
    """A game of two rounds between two bots, over."""
    seats = [{"kind": "bot", "name": "Maximiliane"}, {"kind": "bot", "name": "Bo"}]
    done = server.create("triominos", seats, options={"fixed_rounds": 2}, seed=11)["table"]["id"]
    server.wait_finished(done, 120)
    return str(done)


def test_end_board_in_sight_and_readable_every_score_names_its_player(tabs: Any, finished: str) -> None:
    table = finished
    tab = tabs(DESK)
    page = tab.page
    page.goto(f"/t/{table}")
    page.wait_for_selector(".end .winners")
    page.wait_for_selector(".tm-lattice .tm-tile")
    for lang in ("en", "fr"):
        set_lang(page, lang)
        page.wait_for_timeout(200)
        # every line of the log that tells points names whose they are (no "points: 0, 31")
        lines = page.eval_on_selector_all(".log-list li", "els => els.map(e => e.innerText)")
        scored = [x for x in lines if "point" in x]
        assert len(scored) > 10, lines
        bad = [x for x in scored if "Maximiliane" not in x and "Bo" not in x]
        assert not bad, bad
        assert not [x for x in lines if re.search(r"\d, -?\d", x)], lines
        for li in page.query_selector_all(".tm-standing li, .tm-seat"):
            text = li.inner_text()
            assert "Maximiliane" in text or "Bo" in text, text
        # the end board, whole, inside a 1280×800 window from the top of the page
        page.evaluate("() => window.scrollTo(0, 0)")
        page.wait_for_timeout(100)
        box = page.query_selector(".tm-lattice").bounding_box()
        right, bottom = box["x"] + box["width"], box["y"] + box["height"]
        assert box["y"] >= 0 and bottom <= DESK["height"] and right <= DESK["width"], box
        numbers = page.evaluate(BOARD_NUMBERS)
        assert numbers and min(x["px"] for x in numbers) >= 13.5, min(x["px"] for x in numbers)
        inside = [x for x in numbers if box["x"] <= x["x"] <= right and box["y"] <= x["y"] <= bottom]
        assert len(inside) == len(numbers), (len(inside), len(numbers))
        # names whole, on a wide screen and on a phone
        for size in (DESK, PHONE):
            page.set_viewport_size(size)
            page.wait_for_timeout(150)
            assert page.evaluate(BROKEN_WORDS, ".tm-info, .tm-standing, .tm-round-end") == [], size
            if size == PHONE:  # a phone: the end board opens whole (session 18); + makes its numbers readable
                page.wait_for_function(f"() => Math.min(...({NUMBER_PX})('.tm-lattice')) >= 8", timeout=5000)
                for _ in range(6):
                    if page.evaluate(f"() => Math.min(...({NUMBER_PX})('.tm-lattice'))") >= 13.5:
                        break
                    page.click('[data-key="zoom-in"]')
                    page.wait_for_timeout(100)
                assert page.evaluate(f"() => Math.min(...({NUMBER_PX})('.tm-lattice'))") >= 13.5
                page.click('[data-key="zoom-fit"]')
        page.set_viewport_size(DESK)


def test_neighbours_numbers_have_room(tabs: Any, finished: str) -> None:
    """Two numbers of neighbouring tiles (at a shared corner) are no closer than the numbers of one
    tile are to each other, and never closer than 1.15 times their size."""
    table = finished
    tab = tabs(DESK)
    page = tab.page
    page.goto(f"/t/{table}")
    page.wait_for_selector(".tm-lattice .tm-tile")
    for zoom in (None, '[data-key="zoom-in"]'):
        if zoom:
            page.click(zoom)
        nums = page.evaluate(BOARD_NUMBERS)
        within = min(((a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2) ** 0.5 for a in nums for b in nums
                     if a["tile"] == b["tile"] and a is not b)
        across = min(((a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2) ** 0.5 for a in nums for b in nums
                     if a["tile"] != b["tile"])
        px = max(x["px"] for x in nums)
        assert across >= 0.95 * within and across >= 1.15 * px, (across, within, px)


def test_rules_pictures_readable(tabs: Any, server: Any) -> None:
    tab = tabs(DESK)
    page = tab.page
    page.goto("/rules/triominos")
    page.wait_for_selector(".rules-figure .tm-lattice .tm-tile")
    for size in (DESK, PHONE):
        page.set_viewport_size(size)
        page.wait_for_timeout(200)
        for fig in page.query_selector_all(".rules-figure"):
            name = fig.get_attribute("data-picture")
            fig.scroll_into_view_if_needed()
            px = page.evaluate(NUMBER_PX, f'.rules-figure[data-picture="{name}"] .tm-lattice')
            if px:
                assert min(px) >= 13.5, (name, size, min(px))
