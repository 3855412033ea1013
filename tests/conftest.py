"""The browser suite runs in its own pytest process (tests/browser_suite.py starts it):
Playwright's sync fixtures break asyncio-based tests that run after them in one process."""

from __future__ import annotations

import os

import pytest

import browser_suite

collect_ignore = [] if os.environ.get("TRIGAMES_BROWSER_SUITE") else ["browser"]


def pytest_collection_finish(session: pytest.Session) -> None:
    # start the long browser suite now (after -k and friends deselected), beside the main suite,
    # rather than when its test comes
    config = session.config
    if os.environ.get("TRIGAMES_BROWSER_SUITE") or hasattr(config, "workerinput") or config.option.collectonly:
        return
    if any(item.name == "test_the_browser_suite_passes" for item in session.items):
        browser_suite.start()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    browser_suite.stop()
