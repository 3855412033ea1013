"""One session per record: a second `resume` (or `play --record`) of a record being played is
refused, naming who plays it; the lock goes with its process, even at SIGKILL."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from cli.clihelp import SRC, assert_one_line_error, cli, proc


def test_a_record_is_played_by_one_session_at_a_time(tmp_path: Path) -> None:
    rec = tmp_path / "g.json"
    assert cli(["play", "triqueta", "--seed", "3", "--record", str(rec)], input="1\nq\n").code == 0
    moves = len(json.loads(rec.read_text())["actions"])
    lock = tmp_path / "g.json.lock"
    env = {**os.environ, "PYTHONPATH": SRC}
    first = subprocess.Popen([sys.executable, "-m", "trigames", "resume", str(rec)], stdin=subprocess.PIPE,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    try:
        deadline = time.monotonic() + 60
        while not (lock.exists() and f'"pid": {first.pid}' in lock.read_text()):
            assert first.poll() is None and time.monotonic() < deadline, "the first session took no lock"
            time.sleep(0.05)
        for args in (["resume", str(rec)], ["play", "triqueta", "--resume", str(rec)],
                     ["play", "triqueta", "--record", str(rec), "--force"]):
            second = proc(args, input="1\n1\n1\n")
            assert_one_line_error(second, "being played by another session", f"pid {first.pid}", "since")
            assert second.code == 2
        assert len(json.loads(rec.read_text())["actions"]) == moves  # nobody moved in its place
        first.send_signal(signal.SIGKILL)  # the lock dies with its process
        first.wait()
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()
    after = proc(["resume", str(rec)], input="1\nq\n")
    assert after.code == 0, after.err
    assert len(json.loads(rec.read_text())["actions"]) > moves
    assert not lock.exists()  # a session that ends removes its lock file
