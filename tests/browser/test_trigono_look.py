"""The Trigono board as a person watches it: a throw is shown as it happens (the puck, its shadow,
its trail, a side view) and the table tells the result only once the pucks are at rest; a click
skips; the hole letters are never covered; no notation anywhere a person looks; screenshots."""

from __future__ import annotations

import re
from typing import Any

from .conftest import DESKTOP, PHONE
from .play import version, wait_moved, wait_turn

BOT = {"kind": "bot", "agent": "target"}
ANIMATING = '.table-page[data-animating="1"]'
NOTATION = re.compile(r"[UD]\(-?\d+,-?\d+\)|/r\d|@|\baim -?\d|\bthrow -?\d")

# What the table tells (the log's length, the pucks in hand, the rounds won, the turn line), and
# what the board draws of a throw in flight, sampled at every frame while a move is shown.
SAMPLE = """async (wait) => {
  const page = document.querySelector('.table-page');
  const snap = () => ({
    log: document.querySelectorAll('.log-list li').length,
    hands: [...document.querySelectorAll('.tg-hand')].map((e) => e.textContent).join(','),
    wins: [...document.querySelectorAll('.tg-wins')].map((e) => e.textContent).join(','),
    scores: [...document.querySelectorAll('.players li, .players .player')].map((e) => e.textContent).join('|'),
    status: document.querySelector('.status').textContent,
    trail: document.querySelectorAll('.tg-anim .tg-trail').length,
    side: document.querySelectorAll('.tg-anim .tg-sideview .tg-side-trail').length,
    thrown: document.querySelectorAll('.tg-anim .tg-fly.thrown').length,
  });
  const samples = [];
  while (wait && page.dataset.animating !== '1') await new Promise((r) => requestAnimationFrame(r));
  // the end of this move's animation (another one may start at once: the bot's throw)
  let ended = page.dataset.animating !== '1';
  const seen = new MutationObserver(() => { if (page.dataset.animating !== '1') ended = true; });
  seen.observe(page, { attributes: true, attributeFilter: ['data-animating'] });
  while (!ended) {
    samples.push(snap());
    await new Promise((r) => requestAnimationFrame(r));
  }
  seen.disconnect();
  await new Promise((r) => setTimeout(r, 120));
  return { samples, after: snap() };
}"""

TOLD = ("log", "hands", "wins", "scores", "status")

# The hole letters: each one's box is inside the field, and the topmost thing drawn at its centre
# is the letter itself (nothing, not the aim, a puck or a seat's mark, lies over it).
LETTERS = """() => {
  return [...document.querySelectorAll('.tg-hole-label')].map((el) => {
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const svg = document.querySelector('.tg-svg').getBoundingClientRect();
    const b = el.getBoundingClientRect();
    const top = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
    const inside = b.left >= svg.left && b.right <= svg.right && b.top >= svg.top && b.bottom <= svg.bottom;
    return { text: el.textContent, inside, top: top === el || el.contains(top), w: b.width, h: b.height,
      under: top && (top.getAttribute('class') || top.tagName) };
  });
}"""


def _told(page: Any) -> dict[str, Any]:
    snap: dict[str, Any] = page.evaluate(SAMPLE, False)["after"]
    return {k: snap[k] for k in TOLD}


def _open(tab: Any, server: Any, seed: int) -> Any:
    page = tab.page
    made = server.create("trigono", [{"kind": "person"}, BOT], seed=seed)
    page.goto(made["seats"][0]["url"])
    page.wait_for_selector(".table-page[data-version]")
    wait_turn(page)
    page.wait_for_selector(".tg-svg.aiming")
    return page


def _letters_clear(page: Any) -> None:
    letters = page.evaluate(LETTERS)
    assert len(letters) >= 2, letters
    for letter in letters:
        assert letter["inside"] and letter["top"] and letter["w"] > 8 and letter["h"] > 8, repr(letter)


def _no_notation(page: Any) -> None:
    text = page.inner_text("body")
    labels = page.eval_on_selector_all("[aria-label]",
                                       "els => els.map((e) => e.getAttribute('aria-label')).join(' | ')")
    for where in (text, labels):
        found = NOTATION.search(where)
        if found is not None:
            raise AssertionError(f"notation shown: {where[max(0, found.start() - 60):found.end() + 60]!r}")


def test_the_result_is_told_only_when_the_puck_rests(tabs: Any, server: Any) -> None:
    tab = tabs(motion=True)
    page = _open(tab, server, seed=21)
    _letters_clear(page)  # the aim marker sits on the big hole: its letter still shows
    tab.shot("trigono-look-start-desktop-en")
    before = _told(page)
    page.evaluate(f"() => {{ window.tgSamples = ({SAMPLE})(true); }}")  # from the first frame of the throw
    page.click('#board [data-action="aim big"]')
    page.wait_for_selector(ANIMATING, timeout=10_000)
    page.wait_for_timeout(250)  # mid-flight: the puck, its shadow and its trail
    _letters_clear(page)
    tab.shot("trigono-look-flying-desktop-en")
    got = page.evaluate("() => window.tgSamples")
    samples, after = got["samples"], got["after"]
    assert len(samples) >= 5, "the throw was not shown frame by frame"
    for k in TOLD:  # nothing of the result is told while the puck moves
        if k == "status":  # the headline says the puck flies (not "your turn"), and nothing of where it lands
            flying = (before[k], "You threw: the puck is in the air…")
            assert all(s[k] in flying for s in samples), [s[k] for s in samples]
            continue
        assert all(s[k] == before[k] for s in samples), (k, before[k], [s[k] for s in samples if s[k] != before[k]][:1])
    assert any(s["trail"] > 0 for s in samples), "no trail drawn during the flight"
    assert any(s["side"] > 0 for s in samples), "no side view of the arc"
    assert all(s["thrown"] == 1 for s in samples), ("the thrown puck is missing", [s["thrown"] for s in samples])
    # once at rest: the log tells the throw, the hand shows the puck thrown
    assert after["log"] > before["log"]
    assert after["hands"] != before["hands"]
    assert after["status"] != before["status"] or after["log"] > before["log"] + 1
    wait_turn(page)
    page.wait_for_selector('.table-page:not([data-animating])[data-turn="mine"]')
    tab.shot("trigono-look-end-desktop-en")
    _no_notation(page)


def test_a_click_skips_the_throw(tabs: Any, server: Any) -> None:
    tab = tabs(motion=True)
    page = _open(tab, server, seed=22)
    logged = len(page.query_selector_all(".log-list li"))
    page.click('#board [data-action="aim small"]')
    page.wait_for_selector(ANIMATING, timeout=10_000)
    page.wait_for_selector(".tg-svg.playing .tg-fly.thrown")
    # a click on the field: the throw ends at once (timed in the page, where nothing else waits)
    took = page.evaluate("""() => new Promise((resolve) => {
      const page = document.querySelector('.table-page');
      const start = performance.now();
      new MutationObserver((_, seen) => {
        if (page.dataset.animating !== '1') { seen.disconnect(); resolve(performance.now() - start); }
      }).observe(page, { attributes: true, attributeFilter: ['data-animating'] });
      document.querySelector('.tg-svg').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    })""")
    assert took < 400, f"the click took {took:.0f} ms to end the throw"
    page.wait_for_function("n => document.querySelectorAll('.log-list li').length > n", arg=logged, timeout=3000)
    # the bot's throw comes next: skipped too, and the field is then the state at rest
    for _ in range(5):
        if page.query_selector(ANIMATING) is None:
            break
        page.click(".tg-svg")
        page.wait_for_timeout(100)
    wait_turn(page)
    page.wait_for_selector(".tg-svg.aiming:not(.playing)")
    assert not page.query_selector_all(".tg-anim > *"), "a throw still drawn after the skip"


def test_phone_and_french_screenshots(tabs: Any, server: Any) -> None:
    tab = tabs(viewport=PHONE, motion=True)
    page = _open(tab, server, seed=23)
    tab.shot("trigono-look-start-360-en")
    before = version(page)
    page.click('#board [data-action="aim plank"]')
    page.wait_for_selector(ANIMATING, timeout=10_000)
    page.wait_for_timeout(300)
    _letters_clear(page)
    tab.shot("trigono-look-flying-360-en")
    wait_moved(page, before)
    wait_turn(page)
    page.wait_for_selector('.table-page:not([data-animating])[data-turn="mine"]')
    # the headers of the standing table stay on at most two lines, here and on a desktop
    for size in (PHONE, {"width": 1280, "height": 800}):
        page.set_viewport_size(size)
        page.wait_for_timeout(100)
        lines = page.eval_on_selector_all(".tg-table thead th", """ths => ths.map((th) => {
            const lh = parseFloat(getComputedStyle(th).lineHeight) || 16;
            return Math.round((th.clientHeight - 6) / lh); })""")
        assert max(lines) <= 2, (size, lines)
    page.set_viewport_size(PHONE)
    tab.shot("trigono-look-end-360-en")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.wait_for_selector(".tg-svg.aiming")
    _no_notation(page)
    tab.shot("trigono-look-360-fr")
    page.set_viewport_size(DESKTOP)
    tab.shot("trigono-look-desktop-fr")
    page.click("#lang")  # back to English for the next tests
    page.wait_for_function("() => document.documentElement.lang === 'en'")
