"""Balance results in SQLite: every finished game's figures are stored as it ends, so an
interrupted run resumes without replaying a finished game, and the report is always computed
from the stored games 0..N−1 of each variant in order (the same whatever the backend or the
number of runs it took).

A variant's games are named by what decides them — game, players, options, the line-up, seat
rotation and the run seed — since game i's seed and seating follow from those alone.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DEFAULT_DB = Path("trigames-balance.sqlite")

SCHEMA = """
CREATE TABLE IF NOT EXISTS variants (
    id INTEGER PRIMARY KEY, key TEXT UNIQUE NOT NULL, game TEXT NOT NULL, players INTEGER NOT NULL,
    options TEXT NOT NULL, lineup TEXT NOT NULL, rotate INTEGER NOT NULL, seed TEXT NOT NULL,
    created REAL NOT NULL);
CREATE TABLE IF NOT EXISTS played (
    variant INTEGER NOT NULL REFERENCES variants(id), idx INTEGER NOT NULL, seed TEXT NOT NULL,
    seating TEXT NOT NULL, scores TEXT NOT NULL, ranks TEXT NOT NULL, plies INTEGER NOT NULL,
    turns INTEGER NOT NULL, first INTEGER NOT NULL, lead_changes INTEGER NOT NULL, late INTEGER,
    stored REAL NOT NULL, PRIMARY KEY (variant, idx));
"""


@dataclass
class Played:
    """What the report needs of one finished game."""

    index: int
    seed: int
    seating: list[str]
    scores: list[float]
    ranks: list[int]
    plies: int  # decisions
    turns: int  # runs of decisions by one seat
    first: int  # the seat that made the first decision
    lead_changes: int
    late: bool | None  # the leader when the last round began did not win (None: one turn each)


class Store:
    """One SQLite file of balance results."""

    def __init__(self, path: Path | str) -> None:
        self.path = str(path)
        try:
            self.db = sqlite3.connect(self.path)
            self.db.executescript(SCHEMA)
        except sqlite3.DatabaseError as exc:
            raise ValueError(f"cannot use {self.path} as a balance database: {exc}") from None

    def close(self) -> None:
        self.db.close()

    def variant(self, game: str, players: int, options: dict[str, Any], lineup: Sequence[str], rotate: bool,
                seed: int) -> int:
        opts = json.dumps(options, sort_keys=True, default=str)
        key = json.dumps([game, players, opts, list(lineup), rotate, str(seed)])
        with self.db:
            self.db.execute("INSERT OR IGNORE INTO variants (key, game, players, options, lineup, rotate, seed, "
                            "created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                            (key, game, players, opts, json.dumps(list(lineup)), int(rotate), str(seed), time.time()))
        row = self.db.execute("SELECT id FROM variants WHERE key = ?", (key,)).fetchone()
        return int(row[0])

    def done(self, variant: int, below: int) -> set[int]:
        rows = self.db.execute("SELECT idx FROM played WHERE variant = ? AND idx < ?", (variant, below))
        return {int(r[0]) for r in rows}

    def add(self, variant: int, games: Iterable[Played]) -> None:
        """Store finished games in one transaction (a kill loses only the games in flight)."""
        now = time.time()
        with self.db:
            self.db.executemany(
                "INSERT INTO played (variant, idx, seed, seating, scores, ranks, plies, turns, first, lead_changes, "
                "late, stored) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(variant, g.index, str(g.seed), json.dumps(g.seating), json.dumps(g.scores), json.dumps(g.ranks),
                  g.plies, g.turns, g.first, g.lead_changes, None if g.late is None else int(g.late), now)
                 for g in games])

    def games(self, variant: int, below: int) -> list[Played]:
        rows = self.db.execute("SELECT idx, seed, seating, scores, ranks, plies, turns, first, lead_changes, late "
                               "FROM played WHERE variant = ? AND idx < ? ORDER BY idx", (variant, below))
        return [Played(i, int(s), json.loads(a), json.loads(sc), json.loads(r), p, t, f, lc,
                       None if late is None else bool(late))
                for i, s, a, sc, r, p, t, f, lc, late in rows]

    def stored_at(self, variant: int) -> list[float]:
        """When each stored game was stored (tests: a resumed run adds rows, never rewrites one)."""
        return [float(r[0]) for r in self.db.execute("SELECT stored FROM played WHERE variant = ? ORDER BY idx",
                                                     (variant,))]
