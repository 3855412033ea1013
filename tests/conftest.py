"""The browser suite runs in its own pytest process (tests/browser_suite.py starts it):
Playwright's sync fixtures break asyncio-based tests that run after them in one process.

The browser suite starts with the main run and runs beside it at the lowest CPU priority (nice 19):
it takes only the CPU the main run leaves. The tests that time the server (a second table's latency
under attack) still run first, before the main run's own heavy tests."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

import pytest

import browser_suite

# Temporary files on tmpfs when there is room: records and databases are fsynced at every move
# (the code under test keeps its durability); on a disk each fsync costs ~30 ms, and a CLI game
# of 130 moves spent half its time waiting for them. Subprocesses inherit TMPDIR.
if "TMPDIR" not in os.environ and os.path.isdir("/dev/shm") and shutil.disk_usage("/dev/shm").free > 4 << 30:
    os.environ["TMPDIR"] = tempfile.mkdtemp(prefix="trigames-tests-", dir="/dev/shm")
    tempfile.tempdir = None  # read TMPDIR again
    os.chmod(os.environ["TMPDIR"], 0o1777)  # as /tmp: the throwaway PostgreSQL runs as its own user
    atexit.register(shutil.rmtree, os.environ["TMPDIR"], ignore_errors=True)  # it is memory: give it back

collect_ignore = [] if os.environ.get("TRIGAMES_BROWSER_SUITE") else ["browser"]

# files whose tests measure latency: first, before the main run's own heavy tests
TIMED_FIRST = ("web/test_attack_ws.py", "web/test_attack_load.py", "web/test_hardening.py")


def _timed(item: pytest.Item) -> bool:
    return item.nodeid.split("::")[0].replace(os.sep, "/").endswith(TIMED_FIRST)


def _wanted(session: pytest.Session) -> bool:
    config = session.config
    if os.environ.get("TRIGAMES_BROWSER_SUITE") or hasattr(config, "workerinput") or config.option.collectonly:
        return False
    return any(item.name == "test_the_browser_suite_passes" for item in session.items)


def _waits_for_the_browser_suite(item: pytest.Item) -> bool:
    return item.nodeid.split("::")[0].replace(os.sep, "/").endswith("web/test_browser_suite.py")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # stable: each file keeps its order; the tests that wait for the browser suite come last, so the
    # main run does all its own work before it waits
    items.sort(key=lambda item: (not _timed(item), _waits_for_the_browser_suite(item)))


def pytest_collection_finish(session: pytest.Session) -> None:
    # the long browser suite starts now, rather than when its own test comes
    if _wanted(session):
        browser_suite.start()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    browser_suite.stop()
