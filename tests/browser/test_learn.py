"""The guided first games (/learn/GAME): each is finished by clicking only what the lesson asks."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from .conftest import DESKTOP, PHONE

GAMES = ["triqueta", "triominos", "tricerata", "trigono"]
NOTATION = re.compile(r"[UD]\(-?\d+,-?\d+\)|/r\d|@")


def follow(page: Any, tab: Any = None, shot: str | None = None, limit: int = 400) -> int:
    """Click the ringed control of each step until the lesson's result shows; returns the clicks."""
    clicks = 0
    shots = 0
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        page.wait_for_selector('.learn-panel[data-kind="step"], .learn-panel[data-kind="end"], '
                               '.learn-panel[data-kind="strayed"]', timeout=30_000)
        kind = page.get_attribute(".learn-panel", "data-kind")
        assert kind != "strayed", "the lesson lost its way"
        if kind == "end":
            return clicks
        target = page.locator(".learn-target")
        try:
            target.wait_for(state="visible", timeout=10_000)
        except Exception:
            raise AssertionError(f"no control ringed at step {page.inner_text('.learn-panel')!r}") from None
        assert target.count() == 1, "one control is ringed"
        described = target.get_attribute("aria-describedby") or ""
        assert "learn-say" in described
        say = page.inner_text(".learn-say")
        assert not NOTATION.search(say), say
        if shot and tab is not None and shots == 0 and clicks == 3:
            page.evaluate("() => window.scrollTo(0, 0)")  # the lesson's panel sticks to the top when scrolled
            tab.shot(f"learn-{shot}-desktop")
            page.set_viewport_size(PHONE)
            page.wait_for_timeout(200)
            page.evaluate("() => window.scrollTo(0, 0)")
            tab.shot(f"learn-{shot}-360")
            page.set_viewport_size(DESKTOP)
            shots += 1
        before = (page.get_attribute(".learn-panel", "data-step"), page.get_attribute(".table-page", "data-version"),
                  page.inner_text(".learn-panel"))
        target.click()
        clicks += 1
        assert clicks < limit
        # the next step (or a prerequisite's next control) is drawn before the next click
        page.wait_for_function(
            """([step, version, text]) => {
                const p = document.querySelector('.learn-panel');
                const t = document.querySelector('.table-page');
                return p && t && (p.dataset.step !== step || t.dataset.version !== version || p.innerText !== text
                  || p.dataset.kind !== 'step');
            }""", arg=list(before), timeout=30_000)
    raise AssertionError("the lesson did not end in time")


@pytest.mark.parametrize("game", GAMES)
def test_lesson_finished_by_clicking_what_it_asks(tabs: Any, server: Any, game: str) -> None:
    tab = tabs()
    page = tab.page
    page.goto(f"/learn/{game}")
    page.wait_for_selector(".learn-panel")
    clicks = follow(page, tab, shot=f"{game}-en")
    assert clicks >= 5
    panel = page.inner_text(".learn-panel")
    assert "What next?" in panel
    assert page.get_attribute("#learn-rules", "href") == f"/rules/{game}"
    assert page.get_attribute("#learn-play", "href") == f"/?game={game}"
    page.wait_for_selector(".end .winners")
    assert "You won" in page.inner_text(".learn-result")
    table = page.get_attribute(".table-page", "data-table")
    summary = server.api("GET", f"/api/tables/{table}")
    assert summary["status"] == "finished" and summary["result"]["winners"] == [0]
    tab.shot(f"learn-{game}-end-desktop")
    # a reload shows the same finished lesson, not a new one
    page.reload()
    page.wait_for_selector('.learn-panel[data-kind="end"]')
    assert page.get_attribute(".table-page", "data-table") == table


def test_lesson_in_french(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    page.goto("/learn/tricerata")
    page.wait_for_selector(".learn-panel")
    page.click("#lang")  # the page's own switch: the lesson follows in French
    page.wait_for_function("() => document.querySelector('#lang').innerText === 'English'")
    page.wait_for_selector(".learn-panel")
    assert "Étape 1 sur" in page.inner_text(".learn-panel")
    assert "Ramassez" in page.inner_text(".learn-say")
    follow(page, tab, shot="tricerata-fr")
    assert "Vous avez gagné" in page.inner_text(".learn-result")
    assert "Et maintenant\u00a0?" in page.inner_text(".learn-panel")


def test_leave_and_resume(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    page.goto("/learn/triominos")
    page.wait_for_selector('.learn-panel[data-kind="step"] .learn-say')
    page.locator(".learn-target").click()
    page.wait_for_selector('.table-page:not([data-version="0"])')
    table = page.get_attribute(".table-page", "data-table")
    # leaving goes to the lobby at any time
    page.click("#learn-leave")
    page.wait_for_url(re.compile(r"/$"))
    # coming back resumes the same table at the same step
    page.goto("/learn/triominos")
    page.wait_for_selector('.learn-panel[data-kind="step"]')
    assert page.get_attribute(".table-page", "data-table") == table
    assert "Step 2 of" in page.inner_text(".learn-panel")
    # starting again makes a new table
    page.click("#learn-restart")
    page.wait_for_selector('.learn-panel[data-kind="step"]')
    page.wait_for_function(f"() => document.querySelector('.table-page').dataset.table !== '{table}'")
    assert "Step 1 of" in page.inner_text(".learn-panel")


def test_another_move_leaves_the_script(tabs: Any, server: Any) -> None:
    tab = tabs()
    page = tab.page
    page.goto("/learn/tricerata")
    page.wait_for_selector('.learn-panel[data-kind="step"]')
    expected = page.get_attribute(".learn-target", "data-action")
    other = page.locator(f'.board [data-action]:not([data-action="{expected}"])').first
    other.click()
    page.wait_for_selector('.learn-panel[data-kind="strayed"]')
    assert page.locator(".learn-target").count() == 0
    page.click("#learn-restart")
    page.wait_for_selector('.learn-panel[data-kind="step"]')


def test_lesson_with_the_keyboard_only(tabs: Any, server: Any) -> None:
    """The focus follows the ringed control: Enter plays each step of a guided game."""
    tab = tabs()
    page = tab.page
    page.goto("/learn/tricerata")
    presses = 0
    while True:
        page.wait_for_selector('.learn-panel[data-kind="step"], .learn-panel[data-kind="end"]', timeout=30_000)
        if page.get_attribute(".learn-panel", "data-kind") == "end":
            break
        page.wait_for_function("() => { const t = document.querySelector('.learn-target');"
                               " return t && document.activeElement === t; }")
        version = page.get_attribute(".table-page", "data-version")
        page.keyboard.press("Enter")
        presses += 1
        assert presses < 60
        page.wait_for_function(f"() => document.querySelector('.table-page').dataset.version !== '{version}'")
    assert "You won" in page.inner_text(".learn-result")
