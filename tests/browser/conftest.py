"""Browser tests: the real server as a subprocess, Debian's Chromium driven by Playwright.

They run in their own pytest process (`python -m pytest tests/browser`): Playwright's sync API
runs its own event loop, which must not meet the main suite's async tests.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

try:
    from playwright import sync_api as playwright_api
except ImportError:  # the tests skip, one by one, rather than fail to load
    playwright_api = None

CHROMIUM = os.environ.get("TRIGAMES_CHROMIUM", "/usr/bin/chromium")
LAUNCH_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--no-first-run", "--disable-sync"]
SHOTS = Path(os.environ.get("TRIGAMES_SCREENSHOTS", Path(__file__).parent / "screenshots"))
# The main run's browser suite (tests/browser_suite.py) takes none (~160 full pages of PNG cost CPU
# the other tests need); `pytest tests/browser` takes them for people to look at.
TAKE_SHOTS = not os.environ.get("TRIGAMES_NO_SCREENSHOTS")
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 360, "height": 740}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    def __init__(self, base: str) -> None:
        self.base = base

    def api(self, method: str, path: str, body: Any = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.loads(response.read())

    def create(self, game: str, seats: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
        out: dict[str, Any] = self.api("POST", "/api/tables", {"game": game, "seats": seats, **extra})
        return out

    def wait_finished(self, table: str, seconds: float = 60) -> dict[str, Any]:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            summary: dict[str, Any] = self.api("GET", f"/api/tables/{table}")
            if summary["status"] != "running":
                return summary
            time.sleep(0.1)
        raise AssertionError(f"table {table} did not finish in {seconds} s")


def start_server(db: Path, port: int | None = None) -> tuple[subprocess.Popen[bytes], Server]:
    """`python -m trigames.web` on a free port (or `port`), waited for until it answers. With
    TRIGAMES_BROWSER_DB=postgresql://… every server of the run uses that database instead (issue 20)."""
    db = os.environ.get("TRIGAMES_BROWSER_DB") or db  # type: ignore[assignment]
    port = port or _free_port()
    src = str(Path(__file__).resolve().parents[2] / "src")
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen([sys.executable, "-m", "trigames.web", "--port", str(port), "--db", str(db),
                             "--bot-delay", "0", "--bot-pool", "thread", "--quiet", "--table-rate", "1000",
                             "--away", "1"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60  # a busy CI machine: two suites side by side
    while True:
        try:
            urllib.request.urlopen(base + "/api/games", timeout=2).read()
            return proc, Server(base)
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                err = proc.stderr.read().decode() if proc.stderr else ""
                raise RuntimeError(f"the server did not start: {err[-2000:]}") from None
            time.sleep(0.2)


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM}")
    proc, srv = start_server(tmp_path_factory.mktemp("web") / "browser.sqlite3")
    try:
        yield srv
    finally:
        stop_server(proc)


@pytest.fixture(scope="session")
def chrome() -> Iterator[Any]:
    if playwright_api is None:
        pytest.skip("playwright is not installed (pip install playwright)")
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM}")
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        yield b
        b.close()


class Tab:
    """A browser context with one page, and the JavaScript errors it raised."""

    def __init__(self, browser: Any, base: str, viewport: dict[str, int] | None = None, motion: bool = False) -> None:
        # Moves are animated unless the system asks for reduced motion: tests ask for it, except
        # those that check an animation (motion=True).
        self.context = browser.new_context(viewport=viewport or DESKTOP, base_url=base,
                                           reduced_motion="no-preference" if motion else "reduce")
        self.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base)
        self.page = self.context.new_page()
        # beside the main run (tests/browser_suite.py) the suite has the CPU the main run leaves, and
        # the tests that time the server leave none for minutes: a wait there is not a fault
        self.page.set_default_timeout(float(os.environ.get("TRIGAMES_BROWSER_TIMEOUT_MS", "15000")))
        self.errors: list[str] = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("console", self._console)

    def _console(self, message: Any) -> None:
        # A refused request (e.g. a 409 the page handles) logs a network line, not a script error.
        if message.type == "error" and not message.text.startswith("Failed to load resource"):
            self.errors.append(message.text)

    def shot(self, name: str, viewport: dict[str, int] | None = None) -> Path:
        SHOTS.mkdir(parents=True, exist_ok=True)
        if viewport is not None:
            self.page.set_viewport_size(viewport)
            self.page.wait_for_timeout(150)
        # A shot named for a size is taken at that size (the companion tables' "desktop" shots were once 360 px wide).
        width = self.page.viewport_size["width"]
        assert "desktop" not in name or width == DESKTOP["width"], f"{name} taken {width} px wide"
        assert "360" not in name or width == PHONE["width"], f"{name} taken {width} px wide"
        path = SHOTS / f"{name}.png"
        if not TAKE_SHOTS:  # the viewport above is still set and checked: tests go on at that size
            return path
        self.page.screenshot(path=str(path), full_page=True)
        return path


@pytest.fixture
def tabs(chrome: Any, server: Server) -> Iterator[Any]:
    opened: list[Tab] = []

    def open_tab(viewport: dict[str, int] | None = None, base: str | None = None, motion: bool = False) -> Tab:
        tab = Tab(chrome, base or server.base, viewport, motion)
        opened.append(tab)
        return tab

    yield open_tab
    errors = [e for tab in opened for e in tab.errors]
    for tab in opened:
        with contextlib.suppress(Exception):
            tab.context.close()
    assert not errors, f"JavaScript errors: {errors}"
