"""The browser suite (tests/browser) as a background pytest process.

Playwright needs its own process, and the suite is long: it is started as soon as the main run has
collected `test_the_browser_suite_passes`, so it runs beside the main suite instead of after it, on
two pytest-xdist workers when xdist is installed, at the lowest CPU priority (nice 19). The test then
waits for it and reports its result.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
TIMEOUT = 1500

_run: subprocess.Popen[bytes] | None = None
_log: Path | None = None
_group: Path | None = None


def why_not() -> str | None:
    """Why the suite cannot run here, or None."""
    if not (ROOT / "tests" / "browser").is_dir():
        return "tests/browser is missing"
    if not shutil.which(CHROMIUM) and not os.environ.get("TRIGAMES_REQUIRE_BROWSER"):
        return "Debian's Chromium is not installed (apt-get install -y chromium); .ci/run installs it"
    return None


def start() -> None:
    """Start the suite once, in the background."""
    global _run, _log, _group
    if _run is not None or why_not() is not None:
        return
    workers = ["-n", "2", "--dist", "loadfile"] if importlib.util.find_spec("xdist") else []
    _log = Path(tempfile.mkstemp(prefix="trigames-browser-", suffix=".log")[1])
    group = _group = _low_priority_group()
    env = {"TRIGAMES_BROWSER_TIMEOUT_MS": "45000", **os.environ, "TRIGAMES_BROWSER_SUITE": "1"}
    if "TRIGAMES_SCREENSHOTS" not in env:  # asked for: taken; otherwise the CPU goes to the tests
        env["TRIGAMES_NO_SCREENSHOTS"] = "1"
    with _log.open("wb") as out:
        _run = subprocess.Popen([sys.executable, "-m", "pytest", "tests/browser", "-q", "-p", "no:cacheprovider",
                                 "-x", *workers], cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True, preexec_fn=lambda: _die_with_parent(group))


def _low_priority_group() -> Path | None:
    """A cgroup (v1 `cpu`) with the smallest CPU share, when this machine lets us make one (root).
    Chromium resets its processes' niceness (we saw 0 and −8 under a nice 19 parent); a cgroup
    binds every process of the suite whatever it does with its own priority."""
    base = Path("/sys/fs/cgroup/cpu")
    if not (base / "cpu.shares").exists():
        return None
    group = base / f"trigames-browser-{os.getpid()}"
    try:
        group.mkdir(exist_ok=True)
        (group / "cpu.shares").write_text("2\n")  # the main run's processes have 1024 each
    except OSError:
        return None
    return group


def _die_with_parent(group: Path | None) -> None:
    # a main run killed outright (no session finish) must not leave the suite running
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    # the lowest priority: the suite (Chromium drawing boards) takes only the CPU the main run
    # leaves, so the tests that time the server keep a machine that is quiet for them
    os.nice(19)
    if group is not None:
        with contextlib.suppress(OSError):
            (group / "cgroup.procs").write_text(f"{os.getpid()}\n")


def result() -> tuple[int, str]:
    """Wait for the suite; its exit code and the end of its output."""
    start()
    assert _run is not None and _log is not None
    try:
        code = _run.wait(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        stop()
        code = -1
    return code, _log.read_text(encoding="utf-8", errors="replace")[-8000:]


def stop() -> None:
    """Kill the suite if it still runs (the main run ended early), and anything left in its cgroup."""
    if _run is not None and _run.poll() is None:
        os.killpg(_run.pid, signal.SIGKILL)  # its xdist workers, servers and browsers too
        _run.wait()
    if _group is not None and _group.exists():
        with contextlib.suppress(OSError):
            for pid in (_group / "cgroup.procs").read_text().split():
                with contextlib.suppress(OSError):
                    os.kill(int(pid), signal.SIGKILL)
        for _ in range(50):  # the killed leave the group as they are reaped
            try:
                _group.rmdir()
                break
            except OSError:
                time.sleep(0.1)
