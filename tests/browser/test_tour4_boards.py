"""Findings of a newcomer's tour (issue 18), the boards: Triominos' caption over the felt never covers
the tile it speaks of (measured at 360×740 and 1280×800, for every place of every tile in every turn
the person has); Trigono's companion table names the thrower of a throw ("Bo takes the plank's
pucks"), never "you take" about another seat; Trigono's round-by-round result says "lost" ("perdue"),
not "—", for a round a seat did not win."""

from __future__ import annotations

import re
from typing import Any

from .conftest import PHONE
from .play import version, wait_moved, wait_turn

WIDE = {"width": 1280, "height": 800}
READY = '.table-page[data-turn="mine"] .tm-board, .table-page[data-turn="over"]'

# Every place of every tile that fits, in each of its turns, focused in turn (as the keyboard and the
# list's buttons do): how much of the caption covers the part of the tile on the felt (px²).
EVERY_PLACE = """() => {
  const out = [];
  const rect = (el) => el.getBoundingClientRect();
  const overlap = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const keys = [...document.querySelectorAll('.tm-rack-tile.fits:not([disabled])')].map((b) => b.dataset.key);
  for (const key of keys) {
    document.querySelector(`[data-key="${key}"]`).click();
    for (let r = 0; r < 3; r++) {
      const n = document.querySelectorAll('.tm-places button').length;
      for (let i = 0; i < n; i++) {
        const b = document.querySelectorAll('.tm-places button')[i];
        b.focus();
        const line = document.querySelector('.tm-preview-line.on');
        const ghost = document.querySelector('.tm-ghost .piece-face');
        if (!line || !ghost) { out.push({ key, r, i, missing: true }); continue; }
        const g = rect(ghost), f = rect(document.querySelector('.tm-lattice')); // the part of the tile in sight
        const seen = { left: Math.max(g.left, f.left), right: Math.min(g.right, f.right),
          top: Math.max(g.top, f.top), bottom: Math.min(g.bottom, f.bottom) };
        out.push({ key, r, i, area: overlap(rect(line), seen), place: line.dataset.place,
          inside: seen.bottom - seen.top > 4 && seen.right - seen.left > 4, text: line.textContent });
        b.blur();
      }
      const turn = document.querySelector('.tm-chosen [data-key="rotate"]');
      if (!turn) break;
      turn.click();
    }
  }
  return out;
}"""

# The caption and the tile previewed under the mouse: their overlap (px²) and where the caption is.
HOVERED = """() => {
  const line = document.querySelector('.tm-preview-line.on');
  const ghost = document.querySelector('.tm-ghost .piece-face');
  if (!line || !ghost) return null;
  const a = line.getBoundingClientRect(), g = ghost.getBoundingClientRect();
  const area = Math.max(0, Math.min(a.right, g.right) - Math.max(a.left, g.left)) *
    Math.max(0, Math.min(a.bottom, g.bottom) - Math.max(a.top, g.top));
  return { area, place: line.dataset.place };
}"""

TOPMOST = """() => {
  const spots = [...document.querySelectorAll('.tm-spot')];
  if (!spots.length) return null;
  const top = spots.reduce((a, b) => (b.getBoundingClientRect().top < a.getBoundingClientRect().top ? b : a));
  return top.dataset.key;
}"""


# A spot's top in the felt, and where a drag of the felt can start: its middle, low in the window's part of it.
WHERE = """(g) => {
  const r = g.getBoundingClientRect(), f = document.querySelector('.tm-lattice').getBoundingClientRect();
  return [r.top - f.top, f.left + f.width / 2, Math.min(f.bottom, window.innerHeight) - 12];
}"""


def _settle(page: Any) -> str:
    state = wait_turn(page)
    page.wait_for_selector(READY)
    return "pause" if state == "mine" and page.query_selector("#tm-next") else state


# The felt's place on the page over two frames: unchanged once the layout has settled.
STILL = """async () => {
  const at = () => JSON.stringify(document.querySelector('.tm-lattice').getBoundingClientRect());
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  for (let i = 0; i < 20; i++) { const a = at(); await frame(); if (at() === a) return true; }
  return false;
}"""


def _hover(page: Any, key: str) -> Any:
    """The mouse over a place, once the felt has stopped moving (a loaded machine runs the felt's
    observer late, and a page scrolled under a still mouse takes the place from under it, as it would
    from under a person's): the caption and the tile previewed, or None."""
    seen = None
    for _ in range(3):
        page.evaluate(STILL)
        page.hover(f'[data-key="{key}"]')
        try:
            page.wait_for_selector(".tm-preview-line.on", timeout=1500)
        except Exception:
            page.mouse.move(0, 0)
            continue
        if (seen := page.evaluate(HOVERED)) is not None:
            return seen
    return seen


def _play(page: Any) -> None:
    """The person's move: the first place listed; else the draw or the pass offered (confirmed)."""
    before = version(page)
    if page.query_selector(".tm-places button"):
        page.click(".tm-places button")
    else:
        if not page.query_selector(".tm-confirm [data-action]"):
            page.click("[data-key^='ask:']")
        page.click(".tm-confirm [data-action]")
    wait_moved(page, before)


def test_triominos_caption_never_covers_the_tile_placed(tabs: Any, server: Any) -> None:
    tab = tabs(WIDE)
    page = tab.page
    made = server.create("triominos", [{"kind": "person"}, {"kind": "bot"}], options={"fixed_rounds": 1}, seed=61)
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")
    measured = moved = hovered = 0
    shot = {"360": False, "desktop": False}
    turns = checked = 0
    while (state := _settle(page)) != "over" and checked < 6 and turns < 60:
        if state == "pause":
            page.click("#tm-next")
            continue
        turns += 1
        if not page.query_selector(".tm-rack-tile.fits"):  # nothing fits: a draw or a pass
            _play(page)
            continue
        checked += 1
        for size, name in ((PHONE, "360"), (WIDE, "desktop")):
            page.set_viewport_size(size)
            page.wait_for_timeout(250)  # the felt fitted again (its observer)
            for row in page.evaluate(EVERY_PLACE):
                assert not row.get("missing"), row
                if not row["inside"]:
                    continue
                measured += 1
                moved += row["place"] != "top"
                assert row["area"] == 0, f"{name}: the caption covers the tile placed: {row}"
            # the mouse over the highest place of the table: the caption goes to the other side
            page.click('[data-key="zoom-fit"]')
            key = page.evaluate(TOPMOST)
            if key:
                seen = _hover(page, key)
                assert seen is not None and seen["area"] == 0, (name, seen)
                hovered += 1
                page.mouse.move(0, 0)
                # the table dragged up until that place touches the top of the felt: the caption cannot stand
                # there (a drag from low on the felt, the pointer's path exactly the table's)
                top, x, low = page.eval_on_selector(f'[data-key="{key}"]', WHERE)
                if top > 3:
                    page.mouse.move(x, low)
                    page.mouse.down()
                    page.mouse.move(x, low - (top - 3), steps=6)
                    page.mouse.up()
                seen = _hover(page, key)
                assert seen is not None and seen["area"] == 0 and seen["place"] != "top", (name, seen)
                hovered += 1
                if not shot[name] and page.query_selector(".tm-tile"):
                    tab.shot(f"tour4-triominos-caption-{name}")
                    shot[name] = True
                page.mouse.move(0, 0)
        _play(page)
    print(f"{measured} places measured, {moved} with the caption moved off the top, {hovered} hovered")
    assert checked >= 4 and measured >= 20 and hovered >= 16 and all(shot.values()), (checked, measured, moved, hovered)


def _companion(server: Any, names: tuple[str, ...]) -> dict[str, Any]:
    seats = [{"kind": "person", **({"name": n} if n else {})} for n in names]
    return server.create("trigono", seats, options={"pucks_per_player": 2, "first_player": 0}, companion=True)


def _throw(page: Any, action: str) -> None:
    before = version(page)
    page.click(f'.tg-outcomes [data-action="{action}"]')
    wait_moved(page, before)


def _french(page: Any) -> None:
    page.goto("/")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")


def test_trigono_companion_names_the_thrower_and_the_result_says_lost(tabs: Any, server: Any) -> None:
    for lang in ("en", "fr"):
        tab = tabs(WIDE)
        page = tab.page
        if lang == "fr":
            _french(page)
        # the seats as they are at a table nobody named (English), and named (French)
        made = _companion(server, ("", "") if lang == "en" else ("Ann", "Bo"))
        page.goto(made["seats"][0]["url"])
        page.wait_for_selector(".tg-outcomes")
        # the first seat throws first: the question and every outcome are about it, by its name
        first = page.inner_text(".tg-pad")
        _throw(page, "board")
        page.wait_for_selector(".tg-outcomes")
        pad = page.inner_text(".tg-pad")
        words = {"en": ("Where did Seat 2’s puck end?", "Seat 2 takes the plank’s pucks",
                        "Seat 2 takes the ground’s pucks", r"\byou take\b", "Seat 1"),
                 "fr": ("le palet de Bo", "Bo prend les palets de la planche", "Bo prend les palets du sol",
                        r"\bvous prenez\b", "Ann")}[lang]
        assert words[0] in pad and words[1] in pad and words[2] in pad, pad
        assert not re.search(words[3], pad, re.IGNORECASE), pad
        assert not re.search(words[3], first, re.IGNORECASE) and words[4] in first, first
        tab.shot(f"tour4-trigono-companion-{lang}-desktop")
        tab.shot(f"tour4-trigono-companion-{lang}-360", PHONE)
        page.set_viewport_size(WIDE)
        # To the end: whoever throws onto an empty plank loses a puck; onto a plank with pucks, takes them
        # with the big hole (a round is won, never drawn): the second seat wins rounds 1 and 3, the first round 2.
        for _ in range(60):
            if wait_turn(page) == "over":
                break
            if page.query_selector('[data-action="next"]'):
                before = version(page)
                page.click('[data-action="next"]')
                wait_moved(page, before)
                continue
            lying = page.inner_text(".tg-lying")
            plank = int(re.search(r"(\d+)", lying).group(1))  # "On the plank: N" comes first
            _throw(page, "big" if plank else "board")
        assert page.get_attribute(".table-page", "data-turn") == "over"
        page.wait_for_selector(".end .rounds")
        cells = page.eval_on_selector_all(".end .rounds tbody tr:not(.total) td", "els => els.map(e => e.textContent)")
        said = {"en": ("won", "lost"), "fr": ("gagnée", "perdue")}[lang]
        assert cells and "—" not in cells and all(c in said for c in cells), cells
        assert cells.count(said[1]) == cells.count(said[0]) >= 2, cells  # each round: one won, one lost
        tab.shot(f"tour4-trigono-result-{lang}-desktop")
        tab.shot(f"tour4-trigono-result-{lang}-360", PHONE)
        # on a phone, "Round 1" ("Manche 1") on one line
        lines = page.eval_on_selector_all(".end .rounds tbody tr:not(.total) th[scope=row]", """ths => ths.map((th) => {
          const r = document.createRange(); r.selectNodeContents(th); return r.getClientRects().length; })""")
        assert lines and all(n == 1 for n in lines), lines
