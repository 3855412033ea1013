"""A ninth newcomer tour: on a phone (360×740) the turn line — whose turn it is and what can be done —
scrolled out of sight as soon as a person scrolled down to the board or the rack. It now stays pinned
at the top of the window on narrow screens (the desktop's head is unchanged), and what is scrolled into
view stops below it. Tricérata's hexagon of triangles had its frame touching a 360 px screen's edges,
and its two-digit cell names ("3.10") ran over the highlight bands and against the cups."""

from __future__ import annotations

import random
from typing import Any

import pytest

from .conftest import DESKTOP, PHONE
from .play import click_once, wait_turn

GAMES = ["triqueta", "triominos", "tricerata", "trigono"]

SEATS = {
    "triqueta": [{"kind": "person"}, {"kind": "bot"}, {"kind": "bot"}],
    "triominos": [{"kind": "person"}, {"kind": "bot"}],
    "tricerata": [{"kind": "person"}, {"kind": "bot"}],
    "trigono": [{"kind": "person"}, {"kind": "bot", "agent": "target"}],
}

LINE = """() => {
  const s = document.querySelector('.table-page .status'), r = s.getBoundingClientRect();
  const doc = document.documentElement;
  return { top: r.top, bottom: r.bottom, height: innerHeight, text: s.textContent,
    position: getComputedStyle(s).position, scrolled: scrollY, room: doc.scrollHeight - innerHeight,
    width: doc.scrollWidth };
}"""

BOTTOM = "() => window.scrollTo(0, document.documentElement.scrollHeight)"


def _seat_page(tabs: Any, server: Any, game: str, size: dict[str, int], lang: str = "en") -> Any:
    made = server.create(game, SEATS[game], seed=9)
    tab = tabs(size)
    tab.page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    tab.page.goto(made["seats"][0]["url"])
    wait_turn(tab.page)
    return tab


def _line_in_sight(page: Any, size: dict[str, int] = PHONE) -> dict[str, Any]:
    # (Triominos brings a new position's table into view, for 0.6 s: the person scrolls after that)
    page.wait_for_timeout(800)
    page.evaluate(BOTTOM)
    page.wait_for_timeout(100)
    got: dict[str, Any] = page.evaluate(LINE)
    assert got["room"] > 200 and got["scrolled"] > 200, got  # the page is long: it was scrolled
    assert got["top"] >= 0 and got["bottom"] <= got["height"], got  # the turn line is in the window
    assert got["bottom"] - got["top"] <= 80, got  # a compact bar: at most three short lines
    assert got["width"] <= size["width"], got
    return got


@pytest.mark.parametrize("game", GAMES)
def test_the_turn_line_stays_in_sight_on_a_phone(tabs: Any, server: Any, game: str) -> None:
    tab = _seat_page(tabs, server, game, PHONE)
    page = tab.page
    got = _line_in_sight(page)
    assert got["text"].startswith("Your turn"), got
    tab.shot(f"tour9-{game}-bottom-360")  # (a full page: the bar is where the page was scrolled to)
    # a control brought into view by the focus (the keyboard, the table after a move) stops below the
    # bar, never under it
    under = page.evaluate("""() => {
      const bar = document.querySelector('.table-page .status').getBoundingClientRect();
      const el = document.querySelector('#board [data-action]');
      el.blur(); // (the table gave it the focus without scrolling: focus() again would not scroll)
      el.focus();
      const r = el.getBoundingClientRect();
      return { bar: bar.bottom, top: r.top, bottom: r.bottom, height: innerHeight };
    }""")
    assert under["top"] >= under["bar"] - 1 and under["bottom"] <= under["height"] + 1, under
    # a move played from the bottom of the page: the line says whose turn it is after it, still in sight
    page.evaluate(BOTTOM)
    click_once(page, random.Random(3))
    page.evaluate(BOTTOM)
    page.wait_for_timeout(100)
    after = page.evaluate(LINE)
    assert after["top"] >= 0 and after["bottom"] <= after["height"] and after["text"], after


@pytest.mark.parametrize("game", ["tricerata", "triominos"])
def test_the_french_turn_line_stays_in_sight_too(tabs: Any, server: Any, game: str) -> None:
    tab = _seat_page(tabs, server, game, PHONE, lang="fr")
    got = _line_in_sight(tab.page)
    assert got["text"].startswith("À vous"), got


TABLET = {"width": 700, "height": 900}


@pytest.mark.parametrize("game", ["triominos", "trigono"])
def test_a_small_tablet_pins_the_turn_line_too(tabs: Any, server: Any, game: str) -> None:
    # up to 820 px the table is one column, the board above the players: the line scrolled away there
    # too (it was pinned only up to 600 px)
    tab = _seat_page(tabs, server, game, TABLET)
    got = _line_in_sight(tab.page, TABLET)
    assert got["position"] == "sticky" and got["text"].startswith("Your turn"), got
    bar = tab.page.eval_on_selector(".table-page .status",
                                    "e => [e.getBoundingClientRect().left, e.getBoundingClientRect().right]")
    assert bar[0] <= 1 and bar[1] >= TABLET["width"] - 1, bar  # the bar spans the window, as on a phone
    tab.shot(f"tour10-{game}-bottom-700")


@pytest.mark.parametrize("game", GAMES)
def test_the_desktop_head_scrolls_with_the_page(tabs: Any, server: Any, game: str) -> None:
    tab = _seat_page(tabs, server, game, DESKTOP)
    page = tab.page
    got = page.evaluate(LINE)
    assert got["position"] == "static", got
    head = page.eval_on_selector(".table-head", "e => getComputedStyle(e).display")
    assert head == "grid", head  # the title, the turn line and the rules link side by side, as before
    assert page.evaluate("() => getComputedStyle(document.documentElement).scrollPaddingTop") in ("auto", "0px")


FRAME = """() => {
  const svg = document.querySelector('.tc-svg'), slab = svg.querySelector('.tc-slab');
  const k = svg.getScreenCTM().a, r = slab.getBoundingClientRect(), box = svg.getBoundingClientRect();
  const half = parseFloat(getComputedStyle(slab).strokeWidth) * k / 2; // the rim: a stroke round the outline
  return { left: r.left - half, right: r.right + half, top: r.top - half, bottom: r.bottom + half,
    svg: [box.left, box.right, box.top, box.bottom], width: innerWidth, page: document.documentElement.scrollWidth };
}"""


def _tricerata(tabs: Any, server: Any, size: dict[str, int], side: int = 3, geometry: str = "trihex") -> Any:
    made = server.create("tricerata", [{"kind": "person"}, {"kind": "bot"}],
                         options={"geometry": geometry, "side": side}, seed=5)
    tab = tabs(size)
    tab.page.goto(made["seats"][0]["url"])
    tab.page.wait_for_selector(".tc-svg .tc-cell.legal")
    return tab


def test_the_hexagon_of_triangles_and_its_frame_fit_a_phone(tabs: Any, server: Any) -> None:
    tab = _tricerata(tabs, server, PHONE)
    got = tab.page.evaluate(FRAME)
    # the whole frame on the screen, with a few pixels of felt beside its side corners (it touched the
    # screen's edges: 1.3 px)
    assert got["left"] >= 4 and got["right"] <= PHONE["width"] - 4, got
    left, right, top, bottom = got["svg"]
    assert got["left"] >= left and got["right"] <= right and got["top"] >= top and got["bottom"] <= bottom, got
    assert got["page"] <= PHONE["width"], got
    tab.shot("tour9-tricerata-trihex-360")


NAMES = """() => {
  const svg = document.querySelector('.tc-svg'), k = svg.getScreenCTM().a;
  const shown = (e) => getComputedStyle(e).display !== 'none';
  // each drawn with its outline: a name's halo (its stroke) and a cup's lip
  const grow = (e) => { const r = e.getBoundingClientRect(), w = parseFloat(getComputedStyle(e).strokeWidth) * k / 2;
    return { l: r.left - w, r: r.right + w, t: r.top - w, b: r.bottom + w }; };
  const names = [...svg.querySelectorAll('.tc-label')].filter(shown);
  const cups = [...svg.querySelectorAll('.tc-cup')].filter(shown).map(grow);
  let gap = Infinity, worst = null;
  for (const n of names) {
    const a = grow(n);
    for (const c of cups) {
      const d = Math.max(c.l - a.r, a.l - c.r, c.t - a.b, a.t - c.b); // < 0: the boxes overlap
      if (d < gap) { gap = d; worst = n.textContent; }
    }
  }
  // a triangle's name between the highlight bands of its sloping sides (8.5 SVG units deep), at its
  // baseline: its ends at least that far from the sloping sides of its cell
  const off = [];
  for (const n of names) {
    const cell = svg.querySelector(`.tc-cell[data-label="${n.textContent}"] .tc-poly`);
    const pts = cell.getAttribute('points').trim().split(/\\s+/).map((p) => p.split(',').map(Number));
    const b = n.getBBox(), y = parseFloat(n.getAttribute('y'));
    for (const x of [b.x, b.x + b.width]) {
      let d = Infinity;
      for (let i = 0; i < pts.length; i++) {
        const [ax, ay] = pts[i], [bx, by] = pts[(i + 1) % pts.length];
        if (Math.abs(ay - by) < 1e-6) continue; // the horizontal side: the name lies along it
        const dx = bx - ax, dy = by - ay;
        const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
        d = Math.min(d, Math.hypot(x - ax - t * dx, y - ay - t * dy));
      }
      if (d < 8.5) off.push([n.textContent, +d.toFixed(1)]);
    }
  }
  return { gap, worst, off, names: names.length, cups: cups.length,
    font: Math.min(...names.map((n) => n.getBoundingClientRect().height)) };
}"""


@pytest.mark.parametrize(("size", "side"), [(PHONE, 3), (PHONE, 4), (DESKTOP, 3)])
def test_tricerata_names_keep_clear_of_the_cups(tabs: Any, server: Any, size: dict[str, int], side: int) -> None:
    tab = _tricerata(tabs, server, size, side)
    got = tab.page.evaluate(NAMES)
    assert got["names"] == got["cups"] == 3 * side * side * 2, got  # every cell named, every cup drawn
    assert got["gap"] >= 1.5, got  # a name and a cup, outlines included, never touch
    assert not got["off"], got  # "3.10" ran over the highlight bands
    assert got["font"] >= 9, got  # and the names stay readable
    if size is PHONE and side == 3:
        tab.shot("tour9-tricerata-names-360")


@pytest.mark.parametrize("geometry", ["triangle", "square", "hex"])
def test_the_other_shapes_keep_their_names_clear_too(tabs: Any, server: Any, geometry: str) -> None:
    tab = _tricerata(tabs, server, PHONE, geometry=geometry)
    got = tab.page.evaluate(NAMES.replace("if (d < 8.5)", "if (d < 8.5 && cell.closest('.g-triangle, .g-trihex'))"))
    assert got["gap"] >= 1.5 and not got["off"], got
    frame = tab.page.evaluate(FRAME)
    assert frame["left"] >= 2 and frame["right"] <= PHONE["width"] - 2, frame
