"""A tenth newcomer tour: lessons played to their end filled "Your recent games". A lesson under way
is still listed there (it resumes); a finished one is not."""

from __future__ import annotations

import re
from typing import Any

from .conftest import PHONE
from .test_learn import follow


def test_a_finished_lesson_leaves_the_recent_games(tabs: Any, server: Any) -> None:
    page = tabs().page
    page.goto("/learn/tricerata")
    page.wait_for_selector(".learn-panel")
    follow(page)
    finished = page.get_attribute(".table-page", "data-table")
    page.goto("/learn/triominos")  # another lesson, left under way after one step
    page.wait_for_selector('.learn-panel[data-kind="step"] .learn-say')
    page.locator(".learn-target").click()
    page.wait_for_selector('.table-page:not([data-version="0"])')
    going = page.get_attribute(".table-page", "data-table")
    page.click("#learn-leave")
    page.wait_for_url(re.compile(r"/$"))
    page.wait_for_selector(".recent li")
    links = page.eval_on_selector_all(".recent li a", "els => els.map((a) => a.getAttribute('href'))")
    assert any(going in (x or "") for x in links), links
    assert not any(finished in (x or "") for x in links), links


def test_lines_about_keys_only_are_not_shown_on_a_touch_phone(chrome: Any, server: Any, tabs: Any) -> None:
    """Tour B read "Tab comes to the board once, arrow keys…" and "(Ctrl+Z)" on a phone with no keyboard."""
    made = server.create("tricerata", [{"kind": "person"}, {"kind": "bot"}], options={"rows": 3}, seed=3)
    desk = tabs().page
    desk.goto(made["seats"][0]["url"])
    desk.wait_for_selector(".tc-keys")
    assert desk.is_visible(".tc-keys")  # with a keyboard the line is there
    desk.context.close()
    context = chrome.new_context(viewport=PHONE, has_touch=True, is_mobile=True, base_url=server.base)
    try:
        page = context.new_page()
        page.goto(made["seats"][0]["url"])
        page.wait_for_selector(".tc-keys", state="attached")
        assert not page.is_visible(".tc-keys")
    finally:
        context.close()
