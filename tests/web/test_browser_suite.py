"""Runs the browser tests (tests/browser) in their own pytest process, as Playwright needs."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"


def test_the_browser_suite_passes() -> None:
    if not (ROOT / "tests" / "browser").is_dir():
        pytest.fail("tests/browser is missing")
    if not shutil.which(CHROMIUM) and not os.environ.get("TRIGAMES_REQUIRE_BROWSER"):
        pytest.skip("Debian's Chromium is not installed (apt-get install -y chromium); .ci/run installs it")
    env = {**os.environ, "TRIGAMES_BROWSER_SUITE": "1"}
    run = subprocess.run([sys.executable, "-m", "pytest", "tests/browser", "-q", "-p", "no:cacheprovider", "-x"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=1500)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-3000:]


# the browser suite's smoke subset on PostgreSQL: a whole game with clicks, and a page reconnecting
# after its server was killed (the rest of the suite runs on SQLite: the storage is below the API,
# which tests/web runs on both)
POSTGRES_SMOKE = ["tests/browser/test_play.py::test_triqueta_full_game_with_clicks",
                  "tests/browser/test_reconnect.py::test_page_reconnects_after_a_server_crash"]


def test_the_browser_smoke_subset_passes_on_postgresql(pg_db: str) -> None:
    if not shutil.which(CHROMIUM) and not os.environ.get("TRIGAMES_REQUIRE_BROWSER"):
        pytest.skip("Debian's Chromium is not installed (apt-get install -y chromium); .ci/run installs it")
    env = {**os.environ, "TRIGAMES_BROWSER_SUITE": "1", "TRIGAMES_BROWSER_DB": pg_db}
    run = subprocess.run([sys.executable, "-m", "pytest", *POSTGRES_SMOKE, "-q", "-p", "no:cacheprovider", "-x"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-3000:]
    assert run.stdout.startswith(".."), run.stdout[-2000:]  # both ran (none skipped)
