"""The browser suite runs in its own pytest process (tests/web/test_browser_suite.py starts it):
Playwright's sync fixtures break asyncio-based tests that run after them in one process."""

import os

collect_ignore = [] if os.environ.get("TRIGAMES_BROWSER_SUITE") else ["browser"]
