"""Tour 10's findings: a finished lesson that "Learn to play" reopened at its "Game over" (it starts
again from step 1), the lesson's "Play a real table" that dropped the person on the plain lobby (that
game's new-table form opens, chosen and in view), Tricérata's replay that said "Turn 1" in its heading and
"Turn 2" beside the board, and the plain list's text page (its link's words, the players' names, French
punctuation)."""

from __future__ import annotations

import re
from typing import Any

from .test_learn import follow


def test_learn_to_play_after_a_finished_lesson_starts_it_again(tabs: Any, server: Any) -> None:
    """Finish the guided game, go to the lobby, click "Learn to play" again: step 1 of a new table, not
    "Game over"; a reload of the finished lesson still shows its result."""
    page = tabs().page
    page.goto("/learn/trigono")
    page.wait_for_selector(".learn-panel")
    follow(page)
    finished = page.get_attribute(".table-page", "data-table")
    page.reload()  # a reload shows the result again (its ways on)
    page.wait_for_selector('.learn-panel[data-kind="end"]')
    assert page.get_attribute(".table-page", "data-table") == finished
    page.click("#learn-leave")
    page.wait_for_url(re.compile(r"/$"))
    page.click('.game-card[data-game="trigono"] a[data-learn]')
    page.wait_for_selector('.learn-panel[data-kind="step"]')
    panel = page.inner_text(".learn-panel")
    assert "Step 1 of" in panel and "Game over" not in page.inner_text("main"), panel
    assert page.get_attribute(".table-page", "data-table") != finished


def test_play_a_real_table_opens_that_games_form(tabs: Any, server: Any) -> None:
    """"Play a real table" at a lesson's end: the lobby with that game's new-table form chosen, in view."""
    page = tabs().page
    page.goto("/learn/trigono")
    page.wait_for_selector(".learn-panel")
    follow(page)
    page.click("#learn-play")
    page.wait_for_selector("#new-h")
    assert "Trigono" in page.inner_text("#new-h")
    assert page.get_attribute('.start-game[data-play="trigono"]', "aria-pressed") == "true"
    assert page.locator('.start-game[aria-pressed="true"]').count() == 1
    box = page.eval_on_selector("#new-h", "e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }")
    assert 0 <= box[0] and box[1] <= page.viewport_size["height"], f"the form's heading is out of view: {box}"
    create = page.eval_on_selector("#create", "e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }")
    assert create[1] <= page.viewport_size["height"] or page.evaluate("() => document.activeElement.id") == "create"
