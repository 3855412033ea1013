"""Storage of the web table: tables, seats and every accepted action.

Two implementations of one interface (`Storage`): `Store`, SQLite, the embedded default (this file),
and `pgstore.PgStore`, PostgreSQL, for many server processes on one database. `open_store(db)` picks
by the address: `postgresql://…` is PostgreSQL, anything else a SQLite file.

SQLite: one connection, used only from the server's event loop thread. WAL with `synchronous=NORMAL`:
a committed action survives the process being killed (the WAL is in the OS's page cache);
only a power cut may lose the last few — the trade every embedded game server makes.
Seat tokens are stored hashed: a copy of the database does not let anyone act for a seat.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import urlsplit, urlunsplit

SQLITE_VERSION = 1  # the schema's version (PRAGMA user_version); a newer migration adds a step below
SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    rules_version INTEGER NOT NULL,
    status TEXT NOT NULL,          -- running | finished | uploaded | closed (nobody played it)
    public INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL,
    finished REAL,
    result TEXT,
    rematch_of TEXT,
    rematch TEXT,
    meta TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,            -- person | bot | record
    agent TEXT,
    name TEXT NOT NULL DEFAULT '',
    token_hash TEXT,
    joined INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX IF NOT EXISTS seats_by_token ON seats (token_hash);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL,
    ply INTEGER NOT NULL,
    action TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (table_id, ply)
);
CREATE INDEX IF NOT EXISTS tables_by_status ON tables (status);
CREATE TABLE IF NOT EXISTS uploads (  -- an uploaded record's moves, in one row: one quick write
    table_id TEXT PRIMARY KEY,
    actions TEXT NOT NULL          -- JSON list of notation
);
"""


class Conflict(Exception):
    """Another writer stored this ply first (UNIQUE (table_id, ply)): this one lost, nothing changed."""


def is_postgres(db: str | Path) -> bool:
    return str(db).startswith(("postgresql://", "postgres://"))


def shown(db: str | Path) -> str:
    """The database's name to print: a PostgreSQL address without its password."""
    parts = urlsplit(str(db))
    if not is_postgres(db) or parts.password is None:
        return str(db)
    netloc = f"{parts.username}:***@{parts.hostname or ''}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit(parts._replace(netloc=netloc))


def open_store(db: str | Path) -> Storage:
    """The database named by `db`: a `postgresql://` address, or a SQLite file."""
    if is_postgres(db):
        from .pgstore import PgStore

        return PgStore(str(db))
    return Store(db)


def check_db(db: str | Path) -> tuple[bool, str]:
    """(ok, one line): is the database reachable and migrated? Changes nothing."""
    if is_postgres(db):
        try:
            from .pgstore import check_pg
        except ImportError:
            return False, "PostgreSQL needs psycopg: pip install 'trigames[postgres]'"
        state, line = check_pg(str(db))
        return state == "ok", line
    path = Path(db).expanduser()
    if not path.is_file():
        return False, f"{path}: no such SQLite database (trigames serve creates it)"
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            version = con.execute("PRAGMA user_version").fetchone()[0]
            has = con.execute("SELECT count(*) FROM sqlite_master WHERE name='actions'").fetchone()[0]
        finally:
            con.close()
    except sqlite3.Error as exc:
        return False, f"{path}: not a trigames database ({exc})"
    if version < SQLITE_VERSION or not has:
        return False, f"{path}: reachable, not migrated (schema version {version} of {SQLITE_VERSION}): " \
                      "start trigames serve once"
    return True, f"{path}: reachable and migrated (SQLite, schema version {version})"


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class SeatRow:
    seat: int
    kind: str
    agent: str | None
    name: str
    token_hash: str | None
    joined: bool


@dataclass
class TableRow:
    id: str
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    rules_version: int
    status: str
    public: bool
    created: float
    seats: list[SeatRow]
    actions: list[str] = field(default_factory=list)
    finished: float | None = None
    result: dict[str, Any] | None = None
    rematch_of: str | None = None
    rematch: str | None = None
    meta: dict[str, Any] = field(default_factory=dict)


class Storage(Protocol):
    """What the hub needs of a database. Every write commits before it returns; `add_action` raises
    `Conflict` when the ply is already stored (by another process)."""

    shared: bool  # True: other server processes use the same database (PostgreSQL)

    def close(self) -> None: ...
    def create_table(self, row: TableRow) -> None: ...
    def add_action(self, table_id: str, ply: int, text: str, result: dict[str, Any] | None = None) -> None: ...
    def remove_action(self, table_id: str, ply: int) -> None: ...
    def update_seat(self, table_id: str, seat: SeatRow) -> None: ...
    def expire(self, unjoined_before: float, idle_before: float, now: float, keep: set[str]) -> list[str]: ...
    def load(self, table_id: str) -> TableRow | None: ...
    def actions_from(self, table_id: str, ply: int) -> list[str]: ...
    def running(self, limit: int = -1) -> list[TableRow]: ...
    def open_ids(self, limit: int) -> list[str]: ...
    def table_of_token(self, hashed: str) -> tuple[str, int] | None: ...
    def seat_opened(self, table_id: str, seat: int) -> None: ...  # tell the other processes (stores nothing)
    # many processes: bot leases and the shared budget of new tables (SQLite: one process holds all)
    def claim(self, table_id: str) -> bool: ...
    def renew(self, table_ids: list[str]) -> set[str]: ...
    def orphans(self, limit: int) -> list[str]: ...
    def spend(self, who: str, rate: float, burst: float) -> bool: ...


class Store:
    """The SQLite database. Every write commits before it returns."""

    shared = False  # one process: its memory is the only copy in play

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA busy_timeout=5000")
        self.migrate()

    def migrate(self) -> None:
        """Bring the schema to SQLITE_VERSION, one versioned step at a time (version 1: the schema of
        the first release, which databases made before versions existed already have)."""
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version < 1:
            self.db.executescript(SCHEMA)
            self.db.execute(f"PRAGMA user_version={SQLITE_VERSION}")

    def close(self) -> None:
        self.db.close()

    # -- writes ------------------------------------------------------------------------
    def create_table(self, row: TableRow) -> None:
        with self._tx():
            self.db.execute(
                "INSERT INTO tables (id, game, players, options, seed, rules_version, status, public, created,"
                " finished, result, rematch_of, meta) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (row.id, row.game, row.players, json.dumps(row.options), _seed_in(row.seed), row.rules_version,
                 row.status, int(row.public), row.created, row.finished, _dump(row.result), row.rematch_of,
                 json.dumps(row.meta)),
            )
            self.db.executemany(
                "INSERT INTO seats (table_id, seat, kind, agent, name, token_hash, joined) VALUES (?,?,?,?,?,?,?)",
                [(row.id, s.seat, s.kind, s.agent, s.name, s.token_hash, int(s.joined)) for s in row.seats],
            )
            if row.status == "uploaded":  # a finished game nobody adds to: thousands of rows would hold the loop
                self.db.execute("INSERT INTO uploads (table_id, actions) VALUES (?,?)",
                                (row.id, json.dumps(row.actions)))
            else:
                self.db.executemany(
                    "INSERT INTO actions (table_id, ply, action, at) VALUES (?,?,?,?)",
                    [(row.id, ply, text, row.created) for ply, text in enumerate(row.actions)],
                )
            if row.rematch_of is not None:
                self.db.execute("UPDATE tables SET rematch=? WHERE id=?", (row.id, row.rematch_of))

    def add_action(self, table_id: str, ply: int, text: str, result: dict[str, Any] | None = None) -> None:
        """Store action `ply`; with `result`, the game is over in the same transaction."""
        now = time.time()
        try:
            self._add_action(table_id, ply, text, result, now)
        except sqlite3.IntegrityError as exc:
            raise Conflict(f"table {table_id}: ply {ply} is already stored") from exc

    def _add_action(self, table_id: str, ply: int, text: str, result: dict[str, Any] | None, now: float) -> None:
        if result is None:  # one statement: its own transaction, one commit
            self.db.execute("INSERT INTO actions (table_id, ply, action, at) VALUES (?,?,?,?)",
                            (table_id, ply, text, now))
            return
        with self._tx():
            self.db.execute("INSERT INTO actions (table_id, ply, action, at) VALUES (?,?,?,?)",
                            (table_id, ply, text, now))
            if result is not None:
                self.db.execute("UPDATE tables SET status='finished', finished=?, result=? WHERE id=?",
                                (now, json.dumps(result), table_id))

    def remove_action(self, table_id: str, ply: int) -> None:
        """Take back action `ply` (the last one) of a companion table; the game is running again."""
        with self._tx():
            self.db.execute("DELETE FROM actions WHERE table_id=? AND ply>=?", (table_id, ply))
            self.db.execute("UPDATE tables SET status='running', finished=NULL, result=NULL WHERE id=?",
                            (table_id,))

    def update_seat(self, table_id: str, seat: SeatRow) -> None:
        with self._tx():
            self.db.execute(
                "UPDATE seats SET kind=?, agent=?, name=?, token_hash=?, joined=? WHERE table_id=? AND seat=?",
                (seat.kind, seat.agent, seat.name, seat.token_hash, int(seat.joined), table_id, seat.seat),
            )

    def expire(self, unjoined_before: float, idle_before: float, now: float, keep: set[str]) -> list[str]:
        """Close running tables that no person ever joined since `unjoined_before`, or where nothing
        was played since `idle_before`; never those in `keep`. Returns the ids closed."""
        rows = self.db.execute(
            "SELECT t.id FROM tables t WHERE t.status='running' AND ("
            " (t.created < ? AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.table_id=t.id AND s.kind='person'"
            "  AND s.joined=1))"
            " OR max(t.created, coalesce((SELECT max(a.at) FROM actions a WHERE a.table_id=t.id), 0)) < ?)",
            (unjoined_before, idle_before)).fetchall()
        ids = [r[0] for r in rows if r[0] not in keep]
        with self._tx():
            self.db.executemany("UPDATE tables SET status='closed', finished=? WHERE id=? AND status='running'",
                                [(now, i) for i in ids])
        return ids

    # -- reads -------------------------------------------------------------------------
    def load(self, table_id: str) -> TableRow | None:
        r = self.db.execute("SELECT * FROM tables WHERE id=?", (table_id,)).fetchone()
        return None if r is None else self._row(r)

    def running(self, limit: int = -1) -> list[TableRow]:
        """The running tables, the newest `limit` of them (all by default), oldest first."""
        ids = [r[0] for r in self.db.execute(
            "SELECT id FROM (SELECT id, created FROM tables WHERE status='running' ORDER BY created DESC LIMIT ?)"
            " ORDER BY created", (limit,))]
        return [t for t in map(self.load, ids) if t is not None]

    def actions_from(self, table_id: str, ply: int) -> list[str]:
        return [a for (a,) in self.db.execute(
            "SELECT action FROM actions WHERE table_id=? AND ply>=? ORDER BY ply", (table_id, ply))]

    def open_ids(self, limit: int) -> list[str]:
        """Running public tables with a person seat nobody took, newest first."""
        return [r[0] for r in self.db.execute(
            "SELECT t.id FROM tables t WHERE t.status='running' AND t.public=1 AND EXISTS (SELECT 1 FROM seats s"
            " WHERE s.table_id=t.id AND s.kind='person' AND s.joined=0) ORDER BY t.created DESC LIMIT ?", (limit,))]

    def table_of_token(self, hashed: str) -> tuple[str, int] | None:
        r = self.db.execute("SELECT table_id, seat FROM seats WHERE token_hash=?", (hashed,)).fetchone()
        return None if r is None else (r[0], r[1])

    def seat_opened(self, table_id: str, seat: int) -> None:
        pass  # one process: its own windows are all there is

    def claim(self, table_id: str) -> bool:
        return True  # one process: it moves every bot

    def renew(self, table_ids: list[str]) -> set[str]:
        return set(table_ids)

    def orphans(self, limit: int) -> list[str]:
        return []

    def spend(self, who: str, rate: float, burst: float) -> bool:
        return True  # one process: its own per-address budget (api.ClientBudget) is the budget

    def _row(self, r: tuple[Any, ...]) -> TableRow:
        cols = [d[0] for d in self.db.execute("SELECT * FROM tables LIMIT 0").description]
        d = dict(zip(cols, r, strict=True))
        seats = [SeatRow(s, k, a, n, h, bool(j)) for s, k, a, n, h, j in self.db.execute(
            "SELECT seat, kind, agent, name, token_hash, joined FROM seats WHERE table_id=? ORDER BY seat",
            (d["id"],))]
        actions = [a for (a,) in self.db.execute(
            "SELECT action FROM actions WHERE table_id=? ORDER BY ply", (d["id"],))]
        if not actions and d["status"] == "uploaded":
            kept = self.db.execute("SELECT actions FROM uploads WHERE table_id=?", (d["id"],)).fetchone()
            actions = json.loads(kept[0]) if kept else []
        return TableRow(
            d["id"], d["game"], d["players"], json.loads(d["options"]), _seed_out(d["seed"]), d["rules_version"],
            d["status"], bool(d["public"]), d["created"], seats, actions, d["finished"],
            json.loads(d["result"]) if d["result"] else None, d["rematch_of"], d["rematch"],
            json.loads(d["meta"] or "{}"),
        )

    def _tx(self) -> _Transaction:
        return _Transaction(self.db)


class _Transaction:
    """BEGIN IMMEDIATE … COMMIT, or ROLLBACK on any error: a failed write leaves nothing behind."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        self.db.execute("COMMIT" if exc_type is None else "ROLLBACK")


def _seed_in(seed: int) -> int | str:
    """A seed as SQLite keeps it: 128-bit seeds do not fit an INTEGER, so they are stored as 'x' + hex
    (text that SQLite's integer affinity leaves alone; a decimal string would become a lossy REAL)."""
    return seed if -2**63 <= seed < 2**63 else f"x{seed:x}"


def _seed_out(value: int | str) -> int:
    return int(value[1:], 16) if isinstance(value, str) else value


def _dump(value: Any) -> str | None:
    return None if value is None else json.dumps(value)
