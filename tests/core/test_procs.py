"""A killed `trigames tournament` or web server leaves no process behind, and a killed tournament
has stored every game that had ended."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

import trigames
from core.proctree import alive, descendants, kill_all, wait_gone

SRC = str(Path(trigames.__file__).resolve().parents[1])
pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")

# Logs the seed of every game a worker finishes (the worker inherits the patch, or imports it).
GAME_LOG = '''
import os
if os.environ.get("GAME_LOG"):
    import trigames.arena as arena
    _play = arena.play_game
    def play_game(game, agents, seed, *args, **kwargs):
        state = _play(game, agents, seed, *args, **kwargs)
        with open(os.environ["GAME_LOG"], "a") as log:
            log.write(f"{seed}\\n")
        return state
    arena.play_game = play_game
'''


def tournament(db: Path, games: int) -> list[str]:
    return [sys.executable, "-m", "trigames", "tournament", "triqueta", "--players", "2", "--agents",
            "greedy,random,mcts:iterations=15", "--games", str(games), "--seed", "3", "--workers", "2",
            "--db", str(db), "--json"]


def stored_seeds(db: Path) -> set[str]:
    try:
        with sqlite3.connect(db) as con:
            return {row[0] for row in con.execute("SELECT seed FROM games")}
    except sqlite3.OperationalError:  # no schema yet, or busy
        return set()


def wait_for(test, seconds: float = 60) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while not test():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def test_a_killed_tournament_leaves_no_worker_and_loses_no_finished_game(tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(GAME_LOG)
    log, db = tmp_path / "games.log", tmp_path / "t.sqlite"
    env = {**os.environ, "PYTHONPATH": f"{site}{os.pathsep}{SRC}", "GAME_LOG": str(log)}
    p = subprocess.Popen(tournament(db, 2400), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    tree: dict[int, str] = {}
    try:
        wait_for(lambda: len(stored_seeds(db)) >= 5 and len(descendants(p.pid)) >= 2)
        tree = descendants(p.pid)
        # freeze the workers: what they have finished is then known (the log) and final
        for pid in tree:
            os.kill(pid, signal.SIGSTOP)
        count, steady = -1, time.monotonic()
        while time.monotonic() - steady < 1.0:  # the tournament stores what it was handed
            if (n := len(stored_seeds(db))) != count:
                count, steady = n, time.monotonic()
            time.sleep(0.05)
        finished = set(log.read_text().split())
        p.send_signal(signal.SIGKILL)
        p.wait()
        for pid in alive(tree):
            os.kill(pid, signal.SIGCONT)
        left = wait_gone(tree, 10)
        assert not left, f"left running after SIGKILL: {left}"
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
        kill_all(tree)
    stored = stored_seeds(db)
    assert stored <= finished
    # a result on its way when the workers froze may be lost (one per worker); before games were
    # stored as they ended, a chunk's finished games waited for the whole chunk (and the chunks before)
    assert len(finished - stored) <= 2, f"{len(finished - stored)} finished games were not stored"

    # a run of the first 40 games plays exactly those not stored
    with sqlite3.connect(db) as con:
        have = con.execute("SELECT COUNT(*) FROM games WHERE idx < 40").fetchone()[0]
    r = subprocess.run(tournament(db, 40), env={**os.environ, "PYTHONPATH": SRC}, capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert (out["resumed"], out["played"]) == (have, 40 - have)


def test_a_killed_web_server_leaves_no_process(tmp_path: Path) -> None:
    from web.serving import Server

    server = Server(tmp_path / "w.sqlite3", bot_delay=0.1).start()
    assert server.proc is not None
    tree: dict[int, str] = {}
    try:
        r = server.post("/api/tables", {"game": "triqueta", "seed": 4, "seats": [{"kind": "bot"}] * 5})
        assert r.status_code < 300, r.text
        # the bot pool: a forkserver, its workers and the resource tracker
        wait_for(lambda: len(descendants(server.proc.pid)) >= 3, 30)  # type: ignore[union-attr]
        time.sleep(0.5)
        tree = descendants(server.proc.pid)
        server.kill()
        left = wait_gone(tree, 10)
        assert not left, f"left running after SIGKILL: {left}"
    finally:
        server.stop()
        kill_all(tree)
