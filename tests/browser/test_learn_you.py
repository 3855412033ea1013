"""A guided first game calls the person "You" ("Vous"), not "Seat 1", where a seat is named alone —
the players, the board's headings, the result — and the bot as any table does (issue 18, the
newcomer's third tour)."""

from __future__ import annotations

from typing import Any

from .play import version, wait_moved, wait_turn


def test_a_guided_game_calls_the_person_you(tabs: Any, server: Any) -> None:
    page = tabs().page
    page.goto("/learn/tricerata")
    page.wait_for_selector('.learn-panel[data-kind="step"]')
    names = page.eval_on_selector_all(".players .pname", "els => els.map(e => e.textContent)")
    assert names[0] == "You" and names[1] == "Short-sighted", names  # the bot named as at any table
    assert "Seat 1" not in page.inner_text(".players")
    assert "You" in page.eval_on_selector_all(".tc-store-name", "els => els.map(e => e.textContent)")
    presses = 0
    while page.get_attribute(".learn-panel", "data-kind") != "end":
        page.wait_for_function("() => { const t = document.querySelector('.learn-target');"
                               " return t && document.activeElement === t; }")
        before = version(page)
        page.keyboard.press("Enter")
        wait_moved(page, before)
        presses += 1
        assert presses < 60
        page.wait_for_selector('.learn-panel[data-kind="step"], .learn-panel[data-kind="end"]', timeout=30_000)
    assert wait_turn(page) == "over"
    page.wait_for_selector(".end .winners")
    assert page.inner_text(".end .winners") == "You win"
    assert "Seat 1" not in page.inner_text(".end") + page.inner_text(".players")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.wait_for_function("() => document.querySelector('.end .winners')?.textContent === 'Vous gagnez'")
    assert page.eval_on_selector_all(".players .pname", "els => els.map(e => e.textContent)")[0] == "Vous"
