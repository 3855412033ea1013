"""Tournament results in SQLite: every finished game is stored as it ends, so an interrupted
tournament resumes where it stopped and a later run with more games extends it.

A tournament is named by what decides its games — game, players, options, the agent pool (in
order) and the run seed — since game i's line-up and seed follow from those alone
(`tournament.lineups`, `arena`'s `derive_seed(seed, "game", i)`). Its table is always computed
from the stored games 0..N−1 in order, so it does not depend on how many runs played them.
Each stored game keeps the number of the run that played it: a resumed run adds rows, it never
rewrites one.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from trigames.arena import GameSummary

DEFAULT_DB = Path("trigames-tournaments.sqlite")
"""Where `trigames tournament` keeps its results unless told otherwise (`--db`)."""

SCHEMA = """
-- seeds are 64-bit unsigned: stored as text (SQLite integers are signed)
CREATE TABLE IF NOT EXISTS tournaments (
    id INTEGER PRIMARY KEY, key TEXT UNIQUE NOT NULL, game TEXT NOT NULL, players INTEGER NOT NULL,
    options TEXT NOT NULL, pool TEXT NOT NULL, seed TEXT NOT NULL, created REAL NOT NULL);
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY, tournament INTEGER NOT NULL REFERENCES tournaments(id), started REAL NOT NULL,
    asked INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    tournament INTEGER NOT NULL REFERENCES tournaments(id), idx INTEGER NOT NULL, seed TEXT NOT NULL,
    seating TEXT NOT NULL, scores TEXT NOT NULL, ranks TEXT NOT NULL, plies INTEGER NOT NULL,
    run INTEGER NOT NULL REFERENCES runs(id), PRIMARY KEY (tournament, idx));
"""


class Store:
    """One SQLite file of tournaments (`":memory:"` for none)."""

    def __init__(self, path: Path | str) -> None:
        self.path = str(path)
        try:
            self.db = sqlite3.connect(self.path)
            self.db.executescript(SCHEMA)
        except sqlite3.DatabaseError as exc:
            raise ValueError(f"cannot use {self.path} as a tournament database: {exc}") from None

    def close(self) -> None:
        self.db.close()

    def tournament(self, game: str, players: int, options: dict[str, Any], pool: Sequence[str], seed: int) -> int:
        """The id of this tournament, created if new."""
        opts = json.dumps(options, sort_keys=True, default=str)
        key = json.dumps([game, players, opts, list(pool), seed])
        with self.db:
            self.db.execute("INSERT OR IGNORE INTO tournaments (key, game, players, options, pool, seed, created) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?)",
                            (key, game, players, opts, json.dumps(list(pool)), str(seed), time.time()))
        row = self.db.execute("SELECT id FROM tournaments WHERE key = ?", (key,)).fetchone()
        return int(row[0])

    def start_run(self, tournament: int, asked: int) -> int:
        with self.db:
            cur = self.db.execute("INSERT INTO runs (tournament, started, asked) VALUES (?, ?, ?)",
                                  (tournament, time.time(), asked))
        return int(cur.lastrowid or 0)

    def done(self, tournament: int, below: int) -> set[int]:
        """Indices of the stored games among 0..below−1."""
        rows = self.db.execute("SELECT idx FROM games WHERE tournament = ? AND idx < ?", (tournament, below))
        return {int(r[0]) for r in rows}

    def add(self, tournament: int, run: int, games: Iterable[GameSummary]) -> None:
        """Store finished games, in one transaction (a kill loses at most the games in flight)."""
        with self.db:
            self.db.executemany(
                "INSERT INTO games (tournament, idx, seed, seating, scores, ranks, plies, run) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(tournament, g.index, str(g.seed), json.dumps(g.seating), json.dumps(g.scores), json.dumps(g.ranks),
                  g.plies, run) for g in games])

    def games(self, tournament: int, below: int) -> list[GameSummary]:
        """Stored games 0..below−1, in order."""
        rows = self.db.execute("SELECT idx, seed, seating, scores, ranks, plies FROM games "
                               "WHERE tournament = ? AND idx < ? ORDER BY idx", (tournament, below))
        return [GameSummary(i, int(s), json.loads(a), json.loads(sc), json.loads(r), p) for i, s, a, sc, r, p in rows]

    def runs_of(self, tournament: int) -> dict[int, int]:
        """Run id → games it played (for tests and the report)."""
        rows = self.db.execute("SELECT run, COUNT(*) FROM games WHERE tournament = ? GROUP BY run ORDER BY run",
                               (tournament,))
        return {int(r): int(n) for r, n in rows}
