"""Tournament results in SQLite: a killed tournament resumes without replaying a finished game,
and its final table equals an uninterrupted run's."""

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
from trigames.standings import Store
from trigames.tournament import tournament

SRC = str(Path(trigames.__file__).resolve().parents[1])
POOL = ["greedy", "random", "mcts:iterations=15"]
GAMES = 48


def stored(db: Path) -> int:
    if not db.exists():
        return 0
    try:
        with sqlite3.connect(db) as con:
            return int(con.execute("SELECT COUNT(*) FROM games").fetchone()[0])
    except sqlite3.OperationalError:  # the schema is not written yet, or the file is locked
        return 0


def command(db: Path) -> list[str]:
    return [sys.executable, "-m", "trigames", "tournament", "triqueta", "--players", "2", "--agents", ",".join(POOL),
            "--games", str(GAMES), "--seed", "5", "--workers", "1", "--db", str(db), "--json"]


def test_a_killed_tournament_resumes_to_the_same_table(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": SRC}
    db = tmp_path / "t.sqlite"
    p = subprocess.Popen(command(db), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        give_up = time.monotonic() + 120
        while stored(db) == 0 and p.poll() is None and time.monotonic() < give_up:
            time.sleep(0.01)
        p.send_signal(signal.SIGKILL)
    finally:
        p.wait()
    before = stored(db)
    assert 0 < before < GAMES, f"the kill came too late or too early: {before} games stored"
    rows = sqlite3.connect(db).execute("SELECT idx, seed, ranks, run FROM games ORDER BY idx").fetchall()

    r = subprocess.run(command(db), env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    resumed = json.loads(r.stdout)
    assert (resumed["resumed"], resumed["played"], resumed["games"]) == (before, GAMES - before, GAMES)
    store = Store(db)
    tid = store.tournament("triqueta", 2, dict(trigames.make("triqueta", players=2).options), POOL, 5)
    assert store.runs_of(tid) == {1: before, 2: GAMES - before}  # the first run's games were not replayed
    store.close()
    again = sqlite3.connect(db).execute("SELECT idx, seed, ranks, run FROM games ORDER BY idx").fetchall()
    assert again[:before] == rows

    whole = tournament("triqueta", 2, POOL, GAMES, seed=5, workers=1, db=tmp_path / "whole.sqlite")
    assert resumed["standings"] == whole.to_json()["standings"]


def test_a_later_run_extends_the_tournament(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite"
    first = tournament("triqueta", 2, ["greedy", "random"], 6, seed=2, workers=1, db=db)
    more = tournament("triqueta", 2, ["greedy", "random"], 10, seed=2, workers=1, db=db)
    assert (first.played, more.resumed, more.played, len(more.history)) == (6, 6, 4, 10)
    same = tournament("triqueta", 2, ["greedy", "random"], 10, seed=2, workers=1, db=db)
    assert (same.played, same.resumed) == (0, 10)
    assert [s.to_json() for s in same.standings] == [s.to_json() for s in more.standings]
    other_seed = tournament("triqueta", 2, ["greedy", "random"], 3, seed=3, workers=1, db=db)
    assert other_seed.resumed == 0  # another tournament in the same file


def test_a_file_that_is_not_a_database_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "x.sqlite"
    bad.write_text("not a database " * 100)
    with pytest.raises(ValueError, match="tournament database"):
        tournament("triqueta", 2, ["greedy", "random"], 2, workers=1, db=bad)


def test_per_seat_shares_add_up(tmp_path: Path) -> None:
    res = tournament("triqueta", 2, ["greedy", "random"], 12, seed=1, workers=1)
    for s in res.standings:
        assert sum(n for n, _ in s.seats) == s.games and sum(w for _, w in s.seats) == pytest.approx(s.wins)
    assert sum(res.seat_shares()) == pytest.approx(1.0)
