"""Runs the browser tests (tests/browser) in their own pytest process, as Playwright needs."""

from __future__ import annotations

import pytest

import browser_suite


def test_the_browser_suite_passes() -> None:
    why = browser_suite.why_not()
    if why == "tests/browser is missing":
        pytest.fail(why)
    if why:
        pytest.skip(why)
    code, output = browser_suite.result()
    assert code == 0, output
