"""Runs the browser tests (tests/browser) in their own pytest process, as Playwright needs."""

from __future__ import annotations

import os
import subprocess
import sys

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


# the browser suite's smoke subset on PostgreSQL (issue 20): a page plays a game with clicks to its end
# through its server being SIGKILLed and restarted (it reconnects and shows the stored game); the rest
# of the suite runs on SQLite (the storage is below the API, which tests/web runs on both). One test:
# the CI budget (it starts Chromium beside the main browser suite).
POSTGRES_SMOKE = ["tests/browser/test_reconnect.py::test_page_reconnects_after_a_server_crash"]


def test_the_browser_smoke_subset_passes_on_postgresql(pg_db: str) -> None:
    why = browser_suite.why_not()
    if why:
        pytest.skip(why)
    env = {**os.environ, "TRIGAMES_BROWSER_SUITE": "1", "TRIGAMES_BROWSER_DB": pg_db}
    run = subprocess.run([sys.executable, "-m", "pytest", *POSTGRES_SMOKE, "-q", "-p", "no:cacheprovider", "-x"],
                         cwd=browser_suite.ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-3000:]
    assert run.stdout.startswith("."), run.stdout[-2000:]  # it ran (not skipped)
