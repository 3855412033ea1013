"""PostgreSQL storage of the web table (`trigames serve --db postgresql://USER@HOST/DB`), for many
server processes on one database.

The same rows as SQLite's (`store.py`), through psycopg 3 and its connection pool. What makes many
processes safe is in the database, not in any process:

- `PRIMARY KEY (table_id, ply)` on `actions`: whichever process stores a ply first wins; a second
  writer of the same ply gets `Conflict` (the hub answers `stale` with the fresh view).
- Every write that others must see sends `NOTIFY trigames` in its own transaction (so only what was
  committed is announced, in commit order): an action carries its ply, notation and result, so the
  processes that serve the table apply it without a query; anything else (seats, undo, expiry,
  rematch) names the table, and they read it again.
- `leases`: the process that holds a table's lease moves its bots (exactly one at a time); a lease
  lasts LEASE seconds of the database's clock and is renewed every LEASE/4 by its holder, so the
  bots of a process that died are taken over within LEASE + a scan.
- `budgets`: the per-address budget of new tables, one token bucket per address for all processes.
- `schema_version`: migrations are numbered and applied by the first process that starts, under an
  advisory lock (three processes started at once migrate once).

Calls are synchronous, on the event loop like SQLite's: between two awaits nobody else touches a
table, so "apply, store, announce" stays one step (a local round trip is ~0.1–0.3 ms).
"""

from __future__ import annotations

import json
import os
import random
import socket
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from decimal import Decimal
from typing import Any

import orjson
import psycopg
from psycopg import errors
from psycopg_pool import ConnectionPool

from .store import Conflict, SeatRow, TableRow, shown

CHANNEL = "trigames"
LEASE = 4.0  # seconds a bot lease lasts without renewal
MIGRATE_LOCK = 0x7472_6967  # "trig": the advisory lock under which migrations run

MIGRATIONS: list[tuple[int, str]] = [
    (1, """
CREATE TABLE tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    seed NUMERIC(40, 0) NOT NULL,   -- 128-bit seeds
    rules_version INTEGER NOT NULL,
    status TEXT NOT NULL,           -- running | finished | uploaded | closed
    public BOOLEAN NOT NULL DEFAULT false,
    created DOUBLE PRECISION NOT NULL,
    finished DOUBLE PRECISION,
    result TEXT,
    rematch_of TEXT,
    rematch TEXT,
    meta TEXT NOT NULL DEFAULT '{}',
    seen DOUBLE PRECISION           -- last time a process had someone connected (expiry skips it)
);
CREATE INDEX tables_by_status ON tables (status);
CREATE TABLE seats (
    table_id TEXT NOT NULL REFERENCES tables (id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    agent TEXT,
    name TEXT NOT NULL DEFAULT '',
    token_hash TEXT,
    joined BOOLEAN NOT NULL DEFAULT false,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX seats_by_token ON seats (token_hash);
CREATE TABLE actions (
    table_id TEXT NOT NULL,
    ply INTEGER NOT NULL,
    action TEXT NOT NULL,
    at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (table_id, ply)      -- the unit of durability and of ordering
);
CREATE TABLE uploads (table_id TEXT PRIMARY KEY, actions TEXT NOT NULL);
CREATE TABLE leases (table_id TEXT PRIMARY KEY, owner TEXT NOT NULL, until TIMESTAMPTZ NOT NULL);
CREATE INDEX leases_by_owner ON leases (owner);
CREATE TABLE budgets (who TEXT PRIMARY KEY, level DOUBLE PRECISION NOT NULL, at DOUBLE PRECISION NOT NULL);
"""),
]
VERSION = MIGRATIONS[-1][0]


def schema_version(conn: psycopg.Connection[Any]) -> int:
    exists = conn.execute("SELECT to_regclass('schema_version') IS NOT NULL").fetchone()
    if not exists or not exists[0]:
        return 0
    row = conn.execute("SELECT coalesce(max(version), 0) FROM schema_version").fetchone()
    return int(row[0]) if row else 0


def migrate(conn: psycopg.Connection[Any]) -> int:
    """Apply the missing migrations, each in its own transaction, under an advisory lock."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATE_LOCK,))
        conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, at TIMESTAMPTZ"
                     " NOT NULL DEFAULT now())")
        have = schema_version(conn)
        for version, sql in MIGRATIONS:
            if version > have:
                conn.execute(sql)  # our own constant text
                conn.execute("INSERT INTO schema_version (version) VALUES (%s)", (version,))
    return VERSION


def check_pg(url: str, timeout: float = 5.0) -> tuple[str, str]:
    """(state, one line): is it reachable and migrated? state: ok | unmigrated | unreachable | newer.
    Changes nothing."""
    try:
        with psycopg.connect(url, connect_timeout=max(1, int(timeout)), autocommit=True) as conn:
            version = schema_version(conn)
            server = conn.info.server_version
    except psycopg.Error as exc:
        first = (str(exc).strip().splitlines() or ["cannot connect"])[0]
        return "unreachable", f"{shown(url)}: not reachable ({first})"
    major = f"PostgreSQL {server // 10000}"
    if version < VERSION:
        return "unmigrated", (f"{shown(url)}: reachable ({major}), not migrated (schema version {version} of "
                              f"{VERSION}): start trigames serve --db with this address once")
    if version > VERSION:
        return "newer", (f"{shown(url)}: reachable ({major}), schema version {version} is newer than this "
                       f"trigames knows ({VERSION}): upgrade trigames")
    return "ok", f"{shown(url)}: reachable and migrated ({major}, schema version {version})"


class PgStore:
    """The PostgreSQL database, shared by every server process."""

    shared = True

    def __init__(self, url: str, max_connections: int = 4) -> None:
        self.url = url
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        with psycopg.connect(url, autocommit=True, connect_timeout=10) as conn:
            have = schema_version(conn)
            if have > VERSION:
                raise RuntimeError(f"{shown(url)}: schema version {have} is newer than this trigames ({VERSION})")
            migrate(conn)
        self.pool: ConnectionPool[psycopg.Connection[Any]] = ConnectionPool(
            url, min_size=1, max_size=max_connections, kwargs={"autocommit": True, "prepare_threshold": 0},
            open=True, name="trigames")
        self.pool.wait(timeout=10)
        self.main: psycopg.Connection[Any] | None = None  # the event loop's own connection, from the pool
        self.cursor: psycopg.Cursor[Any] | None = None  # … and its cursor, for the one write per action

    def close(self) -> None:
        if self.main is not None:
            self._drop(self.main)
        self.pool.close()

    def _take(self) -> psycopg.Connection[Any]:
        """The loop's connection, kept out of the pool between calls (a pool checkout costs as much CPU
        as the INSERT); a broken one goes back to the pool, which replaces it."""
        conn = self.main
        if conn is None or conn.closed or conn.broken:
            if conn is not None:
                self.pool.putconn(conn)
            conn = self.main = self.pool.getconn(timeout=10)
            self.cursor = None
        return conn

    def _drop(self, conn: psycopg.Connection[Any]) -> None:
        self.main = self.cursor = None
        self.pool.putconn(conn)

    @contextmanager
    def _conn(self) -> Iterator[psycopg.Connection[Any]]:
        conn = self._take()
        try:
            yield conn
        except psycopg.OperationalError:
            self._drop(conn)
            raise

    def _note(self, table_id: str, **extra: Any) -> str:
        """A NOTIFY payload: who sent it (its process skips it unread), then JSON."""
        return f"{self.owner} " + orjson.dumps({"t": table_id, **extra}, option=orjson.OPT_NON_STR_KEYS).decode()

    # -- writes ------------------------------------------------------------------------
    def create_table(self, row: TableRow) -> None:
        with self._conn() as conn, conn.transaction():
            conn.execute(
                "INSERT INTO tables (id, game, players, options, seed, rules_version, status, public, created,"
                " finished, result, rematch_of, meta) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)",
                (row.id, row.game, row.players, json.dumps(row.options), Decimal(row.seed), row.rules_version,
                 row.status, row.public, row.created, row.finished, _dump(row.result), row.rematch_of,
                 json.dumps(row.meta)))
            with conn.cursor() as cur:
                cur.executemany(
                    "INSERT INTO seats (table_id, seat, kind, agent, name, token_hash, joined)"
                    " VALUES (%s,%s,%s,%s,%s,%s,%s)",
                    [(row.id, s.seat, s.kind, s.agent, s.name, s.token_hash, s.joined) for s in row.seats])
                if row.status == "uploaded":
                    cur.execute("INSERT INTO uploads (table_id, actions) VALUES (%s,%s)",
                                (row.id, json.dumps(row.actions)))
                elif row.actions:
                    cur.executemany("INSERT INTO actions (table_id, ply, action, at) VALUES (%s,%s,%s,%s)",
                                    [(row.id, ply, text, row.created) for ply, text in enumerate(row.actions)])
            if row.rematch_of is not None:  # one rematch per table, whichever process is asked first
                if conn.execute("UPDATE tables SET rematch=%s WHERE id=%s AND rematch IS NULL",
                                (row.id, row.rematch_of)).rowcount != 1:
                    raise Conflict(f"table {row.rematch_of} has its rematch already")  # rolls all back
                conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, self._note(row.rematch_of)))

    def add_action(self, table_id: str, ply: int, text: str, result: dict[str, Any] | None = None) -> None:
        """One statement, one round trip, one commit: the action, the game's end if it ended, and the
        notice to the other processes (sent only if the INSERT won)."""
        note = self._note(table_id, p=ply, a=text, r=result)
        conn = self._take()
        cursor = self.cursor
        if cursor is None:  # one cursor kept for the hot path: a new one per call costs CPU
            cursor = self.cursor = conn.cursor()
        try:
            if result is None:
                cursor.execute(
                    "WITH ins AS (INSERT INTO actions (table_id, ply, action, at) VALUES (%s,%s,%s,%s)"
                    " RETURNING 1) SELECT pg_notify(%s, %s) FROM ins",
                    (table_id, ply, text, time.time(), CHANNEL, note))
            else:
                now = time.time()
                cursor.execute(
                    "WITH ins AS (INSERT INTO actions (table_id, ply, action, at) VALUES (%s,%s,%s,%s)"
                    " RETURNING table_id), upd AS (UPDATE tables SET status='finished', finished=%s, result=%s"
                    " WHERE id IN (SELECT table_id FROM ins) RETURNING 1) SELECT pg_notify(%s, %s) FROM upd",
                    (table_id, ply, text, now, now, json.dumps(result), CHANNEL, note))
        except errors.UniqueViolation as exc:
            raise Conflict(f"table {table_id}: ply {ply} is already stored") from exc
        except psycopg.OperationalError:
            self._drop(conn)
            raise

    def remove_action(self, table_id: str, ply: int) -> None:
        with self._conn() as conn, conn.transaction():
            conn.execute("DELETE FROM actions WHERE table_id=%s AND ply>=%s", (table_id, ply))
            conn.execute("UPDATE tables SET status='running', finished=NULL, result=NULL WHERE id=%s", (table_id,))
            conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, self._note(table_id)))

    def update_seat(self, table_id: str, seat: SeatRow) -> None:
        with self._conn() as conn, conn.transaction():
            conn.execute(
                "UPDATE seats SET kind=%s, agent=%s, name=%s, token_hash=%s, joined=%s WHERE table_id=%s AND seat=%s",
                (seat.kind, seat.agent, seat.name, seat.token_hash, seat.joined, table_id, seat.seat))
            conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, self._note(table_id)))

    def expire(self, unjoined_before: float, idle_before: float, now: float, keep: set[str]) -> list[str]:
        """As SQLite's, for every process: the tables someone watches here are marked `seen`, and a
        table seen by any process in the last minute is kept."""
        with self._conn() as conn, conn.transaction():
            if keep:
                conn.execute("UPDATE tables SET seen=%s WHERE id = ANY(%s)", (now, list(keep)))
            rows = conn.execute(
                "UPDATE tables t SET status='closed', finished=%s WHERE t.status='running'"
                " AND coalesce(t.seen, 0) < %s AND ("
                " (t.created < %s AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.table_id=t.id AND s.kind='person'"
                "  AND s.joined))"
                " OR GREATEST(t.created, coalesce((SELECT max(a.at) FROM actions a WHERE a.table_id=t.id), 0)) < %s)"
                " RETURNING t.id", (now, now - 60.0, unjoined_before, idle_before)).fetchall()
            ids = [r[0] for r in rows]
            for table_id in ids:
                conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, self._note(table_id)))
        return ids

    # -- reads -------------------------------------------------------------------------
    def load(self, table_id: str) -> TableRow | None:
        with self._conn() as conn:
            r = conn.execute(
                "SELECT id, game, players, options, seed, rules_version, status, public, created, finished, result,"
                " rematch_of, rematch, meta FROM tables WHERE id=%s", (table_id,)).fetchone()
            if r is None:
                return None
            seats = [SeatRow(s, k, a, n, h, bool(j)) for s, k, a, n, h, j in conn.execute(
                "SELECT seat, kind, agent, name, token_hash, joined FROM seats WHERE table_id=%s ORDER BY seat",
                (table_id,))]
            actions = [a for (a,) in conn.execute(
                "SELECT action FROM actions WHERE table_id=%s ORDER BY ply", (table_id,))]
            if not actions and r[6] == "uploaded":
                kept = conn.execute("SELECT actions FROM uploads WHERE table_id=%s", (table_id,)).fetchone()
                actions = json.loads(kept[0]) if kept else []
        (id_, game, players, options, seed, rules, status, public, created, finished, result, rematch_of,
         rematch, meta) = r
        return TableRow(id_, game, players, json.loads(options), int(seed), rules, status, bool(public), created,
                        seats, actions, finished, json.loads(result) if result else None, rematch_of, rematch,
                        json.loads(meta or "{}"))

    def actions_from(self, table_id: str, ply: int) -> list[str]:
        with self._conn() as conn:
            return [a for (a,) in conn.execute(
                "SELECT action FROM actions WHERE table_id=%s AND ply>=%s ORDER BY ply", (table_id, ply))]

    def running(self, limit: int = -1) -> list[TableRow]:
        with self._conn() as conn:
            ids = [r[0] for r in conn.execute(
                "SELECT id FROM (SELECT id, created FROM tables WHERE status='running' ORDER BY created DESC"
                " LIMIT %s) newest ORDER BY created", (None if limit < 0 else limit,))]
        return [t for t in map(self.load, ids) if t is not None]

    def open_ids(self, limit: int) -> list[str]:
        with self._conn() as conn:
            return [r[0] for r in conn.execute(
                "SELECT t.id FROM tables t WHERE t.status='running' AND t.public AND EXISTS (SELECT 1 FROM seats s"
                " WHERE s.table_id=t.id AND s.kind='person' AND NOT s.joined) ORDER BY t.created DESC LIMIT %s",
                (limit,))]

    def seat_opened(self, table_id: str, seat: int) -> None:
        """Tell the other processes that a window here now shows `seat`: theirs close (`Hub.on_note`).
        Two windows opened on two processes within the notice's delay may both close: never both kept."""
        with self._conn() as conn:
            conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, self._note(table_id, o=seat)))

    def table_of_token(self, hashed: str) -> tuple[str, int] | None:
        with self._conn() as conn:
            r = conn.execute("SELECT table_id, seat FROM seats WHERE token_hash=%s", (hashed,)).fetchone()
        return None if r is None else (r[0], r[1])

    # -- many processes ------------------------------------------------------------------
    def claim(self, table_id: str) -> bool:
        """Take (or keep) the bot lease of a table; False if another process holds it."""
        with self._conn() as conn:
            r = conn.execute(
                "INSERT INTO leases (table_id, owner, until) VALUES (%s, %s, clock_timestamp() + %s * interval '1s')"
                " ON CONFLICT (table_id) DO UPDATE SET owner=excluded.owner, until=excluded.until"
                " WHERE leases.owner=excluded.owner OR leases.until < clock_timestamp() RETURNING 1",
                (table_id, self.owner, LEASE)).fetchone()
        return r is not None

    def renew(self, table_ids: list[str]) -> set[str]:
        """Renew our leases of these tables; returns those we still hold."""
        if not table_ids:
            return set()
        with self._conn() as conn:
            rows = conn.execute(
                "UPDATE leases SET until=clock_timestamp() + %s * interval '1s' WHERE owner=%s AND table_id = ANY(%s)"
                " RETURNING table_id", (LEASE, self.owner, table_ids)).fetchall()
        return {r[0] for r in rows}

    def orphans(self, limit: int) -> list[str]:
        """Claim running tables with a bot seat whose lease ran out (their process died) or that never
        had one; returns their ids."""
        with self._conn() as conn:
            rows = conn.execute(
                "INSERT INTO leases (table_id, owner, until)"
                " SELECT t.id, %s, clock_timestamp() + %s * interval '1s' FROM tables t WHERE t.status='running'"
                " AND EXISTS (SELECT 1 FROM seats s WHERE s.table_id=t.id AND s.kind='bot')"
                " AND NOT EXISTS (SELECT 1 FROM leases l WHERE l.table_id=t.id AND l.until >= clock_timestamp())"
                " LIMIT %s"
                " ON CONFLICT (table_id) DO UPDATE SET owner=excluded.owner, until=excluded.until"
                " WHERE leases.until < clock_timestamp() RETURNING table_id",
                (self.owner, LEASE, limit)).fetchall()
            conn.execute("DELETE FROM leases WHERE until < clock_timestamp() - interval '1 hour'")
        return [r[0] for r in rows]

    def spend(self, who: str, rate: float, burst: float) -> bool:
        """One token of `who`'s budget of new tables, shared by every process (a token bucket in one
        statement: refilled by the time since, at most `burst`). False: the budget is spent."""
        with self._conn() as conn:  # the database's clock: the same for every process, never going back
            r = conn.execute(
                "INSERT INTO budgets AS b (who, level, at) VALUES (%s, %s - 1, extract(epoch FROM clock_timestamp()))"
                " ON CONFLICT (who) DO UPDATE SET"
                " level = LEAST(%s, b.level + GREATEST(0, excluded.at - b.at) * %s) - 1, at = excluded.at"
                " WHERE LEAST(%s, b.level + GREATEST(0, excluded.at - b.at) * %s) >= 1 RETURNING 1",
                (who, burst, burst, rate, burst, rate)).fetchone()
            if random.random() < 0.01:  # now and then, forget the addresses whose budget is full again
                conn.execute("DELETE FROM budgets WHERE at < extract(epoch FROM clock_timestamp()) - 3600")
        return r is not None


def _dump(value: Any) -> str | None:
    return None if value is None else json.dumps(value)
