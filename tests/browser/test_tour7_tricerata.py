"""A seventh newcomer tour (issue 18), Tricérata:
- the phone's larger board ("Larger cells") stayed where it was scrolled while the other player moved,
  their move often out of sight, and nothing on any board showed where the last turn had been played:
  the last turn's cells are now washed softly, and a zoomed board brings someone else's move into view
  (never during the person's own turn); the zoom is kept across a reload of the tab;
- a tap on a phone left the browser's tinted rectangle over the cell's bounding box;
- the lesson said "Pick up the stones in row 3, cell 1" for one stone, and the line beside the board
  spoke of another cell under the pointer ("Pick up the stone in row 2, cell 3…");
- French said "Semis depuis rangée 1, case 1" (no article)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .conftest import PHONE
from .play import version, wait_moved

DESK = {"width": 1280, "height": 800}
PERSON = {"kind": "person"}
LAST = {"en": "played in the last turn", "fr": "jouée au dernier tour"}


def _open(tabs: Any, url: str, lang: str, size: dict[str, int]) -> Any:
    tab = tabs(size)
    tab.page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    tab.page.goto(url)
    tab.page.wait_for_selector(".tc-svg .tc-cell")
    return tab


def _play_turn(page: Any) -> None:
    """This seat plays one whole turn by clicking its last playable cell, step after step (far from the
    first one, which the other player's board focuses when their turn comes)."""
    for _ in range(200):
        if page.get_attribute(".table-page", "data-turn") != "mine":
            return
        before = version(page)
        page.locator(".tc-cell.legal").last.click()
        wait_moved(page, before)
    raise AssertionError("the turn does not end")


IN_VIEW = """() => {
  const wrap = document.querySelector('.tc-svg-wrap');
  const end = document.querySelector('.tc-cell.last-end .tc-poly');
  if (!end) return null;
  const b = wrap.getBoundingClientRect(), r = end.getBoundingClientRect();
  return { inside: r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom,
           scroll: [wrap.scrollLeft, wrap.scrollTop], label: end.parentElement.dataset.label };
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_larger_board_shows_the_other_players_move(tabs: Any, server: Any, lang: str) -> None:
    made = server.create("tricerata", [PERSON, PERSON],
                         options={"geometry": "trihex", "side": 5, "first_player": 0}, seed=5)
    mover = _open(tabs, made["seats"][0]["url"], lang, DESK)
    watcher = _open(tabs, made["seats"][1]["url"], lang, PHONE)
    page = watcher.page
    page.click(".tc-zoom button")
    page.wait_for_selector(".tc-svg.tc-zoomed")
    # the top left corner, far from the last rows where the other player plays
    page.evaluate("() => { const w = document.querySelector('.tc-svg-wrap'); w.scrollTop = 0; "
                  "w.scrollLeft = 0; w.dispatchEvent(new Event('scroll')); }")
    _play_turn(mover.page)
    page.wait_for_selector(".table-page[data-turn='mine']")
    page.wait_for_selector(".tc-cell.last-end")
    page.wait_for_timeout(200)
    got = page.evaluate(IN_VIEW)
    assert got and got["inside"], got
    moved = page.locator(".tc-cell.last-move")
    assert moved.count() >= 2, moved.count()  # the pickup and its stones
    assert LAST[lang] in (page.get_attribute(".tc-cell.last-end", "aria-label") or "")
    watcher.shot(f"tour7-tricerata-zoomed-after-move-{lang}-360")
    # the person's own turn: the board stays where their finger put it
    page.evaluate("() => { const w = document.querySelector('.tc-svg-wrap'); w.scrollTop = 0; w.scrollLeft = 0; "
                  "w.dispatchEvent(new Event('scroll')); }")
    cell = page.locator(".tc-cell.legal").first
    box = cell.bounding_box()
    wrap = page.locator(".tc-svg-wrap").bounding_box()
    assert box and wrap
    before = version(page)
    cell.click()
    wait_moved(page, before)
    page.wait_for_selector(".tc-svg.tc-zoomed")
    assert page.evaluate("() => [document.querySelector('.tc-svg-wrap').scrollLeft, "
                         "document.querySelector('.tc-svg-wrap').scrollTop]") == [0, 0]
    # the whole board marks the last move too (the mover's own desktop board, after the watcher's turn)
    page.click(".tc-zoom button")
    page.wait_for_selector(".tc-svg:not(.tc-zoomed)")
    watcher.shot(f"tour7-tricerata-whole-{lang}-360")
    # the zoom is kept across a reload
    page.click(".tc-zoom button")
    page.wait_for_selector(".tc-svg.tc-zoomed")
    page.reload()
    page.wait_for_selector(".tc-svg.tc-zoomed")
    assert page.get_attribute(".tc-zoom button", "aria-pressed") == "true"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_whole_board_marks_the_last_turn(tabs: Any, server: Any, lang: str) -> None:
    made = server.create("tricerata", [PERSON, {"kind": "bot", "agent": "beginner"}],
                         options={"geometry": "hex", "first_player": 1}, seed=3)
    tab = _open(tabs, made["seats"][0]["url"], lang, DESK)
    page = tab.page
    page.wait_for_selector(".table-page[data-turn='mine']")
    page.wait_for_selector(".tc-cell.last-end")
    cells = page.locator(".tc-cell.last-move")
    assert cells.count() >= 2
    assert page.locator(".tc-cell.last-move .tc-last").count() == cells.count()
    fill = page.evaluate("() => getComputedStyle(document.querySelector('.tc-cell.last-move .tc-last')).fill")
    # a wash, the cell's wood seen through it (in the mover's colour: `color-mix` computes to color(srgb … / a))
    assert fill.startswith(("rgba(", "color(srgb")) and fill.rstrip(")").split("/")[-1].strip() != "1", fill
    tab.shot(f"tour7-tricerata-last-turn-{lang}-desktop")


@pytest.mark.parametrize("geometry", ["triangle", "trihex"])
def test_a_tap_leaves_no_browser_rectangle(tabs: Any, server: Any, geometry: str) -> None:
    made = server.create("tricerata", [PERSON, {"kind": "bot", "agent": "beginner"}],
                         options={"geometry": geometry, "side": 3, "first_player": 0}, seed=5)
    tab = _open(tabs, made["seats"][0]["url"], "en", PHONE)
    page = tab.page
    colour = page.evaluate("() => getComputedStyle(document.querySelector('.tc-cell.legal')).webkitTapHighlightColor")
    assert colour == "rgba(0, 0, 0, 0)", colour
    # the pressed cell answers in its own shape (a rule for :active on its polygon)
    rules = page.evaluate("""() => [...document.styleSheets]
        .flatMap((s) => { try { return [...s.cssRules]; } catch { return []; } })
        .map((r) => r.selectorText || '').filter((x) => x.includes(':active'))""")
    assert any(".tc-cell" in r and ".tc-poly" in r for r in rules), rules


SAY = {
    "en": (re.compile(r"Pick up the stone in "), re.compile(r"Pick up the \d+ stones in "),
           re.compile(r"Pick up the stones in ")),
    "fr": (re.compile(r"Ramassez la pierre "), re.compile(r"Ramassez les \d+ pierres "),
           re.compile(r"Ramassez les pierres ")),
}


def _stones(label: str) -> int:
    m = re.search(r": (\d+) (stone|pierre)", label)
    assert m, label
    return int(m[1])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lesson_says_what_the_board_shows(tabs: Any, server: Any, lang: str) -> None:
    tab = tabs(DESK)
    page = tab.page
    page.add_init_script(f"localStorage.setItem('trigames.lang', '{lang}')")
    page.goto("/learn/tricerata")
    one, many, bare = SAY[lang]
    seen_one = seen_sow = 0
    for _ in range(120):
        page.wait_for_selector('.learn-panel[data-kind="step"], .learn-panel[data-kind="end"]', timeout=30_000)
        if page.get_attribute(".learn-panel", "data-kind") == "end":
            break
        target = page.locator(".learn-target")
        target.wait_for(state="visible")
        say = page.inner_text(".learn-say")
        assert not bare.search(say), say  # the count is said
        if one.search(say) or many.search(say):
            n = _stones(target.get_attribute("aria-label") or "")
            assert bool(one.search(say)) == (n == 1), (say, n)
            seen_one += n == 1
            # the line beside the board: silent over another cell, the lesson's cell's words over it
            other = page.locator(".tc-cell.legal:not(.learn-target)").first
            if other.count():
                other.hover()
                assert page.inner_text(".tc-tip").strip() == "", page.inner_text(".tc-tip")
            target.hover()
            assert page.inner_text(".tc-tip").strip(), "the lesson's cell says what it does"
            if seen_one == 1 and n == 1:
                tab.shot(f"tour7-tricerata-lesson-one-stone-{lang}-desktop")
        if page.query_selector(".tc-from"):
            seen_sow += 1
            words = page.inner_text(".tc-from")
            assert re.search(r"(from row|depuis la rangée) \d", words), words
        body = page.inner_text("#board") + page.inner_text(".learn-panel")
        if lang == "fr":
            assert not re.search(r"\b(en|depuis) rangée", body), body
        before = (page.get_attribute(".learn-panel", "data-step"), version(page), page.inner_text(".learn-panel"))
        target.click()
        page.wait_for_function(
            """([step, version, text]) => {
                const p = document.querySelector('.learn-panel');
                const t = document.querySelector('.table-page');
                return p && t && (p.dataset.step !== step || t.dataset.version !== version || p.innerText !== text
                  || p.dataset.kind !== 'step');
            }""", arg=list(before), timeout=30_000)
    assert seen_one >= 1 and seen_sow >= 1, (seen_one, seen_sow)
