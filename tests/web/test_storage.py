"""The storage interface, on SQLite and on a real PostgreSQL (conftest.py: `db`)."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from trigames.web.store import Conflict, SeatRow, TableRow, check_db, open_store

SEED = 2**127 + 12345  # 128-bit seeds survive both databases


def row(table_id: str, public: bool = False, created: float | None = None) -> TableRow:
    seats = [SeatRow(0, "person", None, "", "h" * 64, False), SeatRow(1, "bot", "random", "random", None, True)]
    return TableRow(table_id, "triqueta", 2, {"first_player": 0}, SEED, 1, "running", public,
                    time.time() if created is None else created, seats)


def test_one_ply_is_stored_once_and_the_second_writer_loses(db: str) -> None:
    store = open_store(db)
    try:
        store.create_table(row("a" * 16))
        store.add_action("a" * 16, 0, "x")
        with pytest.raises(Conflict):
            store.add_action("a" * 16, 0, "y")  # what another process would do with the same ply
        store.add_action("a" * 16, 1, "z", result={"winner": 0})
        loaded = store.load("a" * 16)
        assert loaded is not None
        assert loaded.actions == ["x", "z"] and loaded.status == "finished" and loaded.result == {"winner": 0}
        assert loaded.seed == SEED and loaded.options == {"first_player": 0}
        assert [s.kind for s in loaded.seats] == ["person", "bot"] and not loaded.seats[0].joined
        assert store.actions_from("a" * 16, 1) == ["z"]
        store.remove_action("a" * 16, 1)
        again = store.load("a" * 16)
        assert again is not None and again.actions == ["x"] and again.status == "running" and again.result is None
        assert store.table_of_token("h" * 64) == ("a" * 16, 0)
    finally:
        store.close()


def test_open_tables_and_expiry(db: str) -> None:
    store = open_store(db)
    try:
        now = time.time()
        store.create_table(row("b" * 16, public=True))
        store.create_table(row("c" * 16, created=now - 100))
        store.create_table(row("d" * 16, created=now - 100))
        assert store.open_ids(10) == ["b" * 16]
        closed = store.expire(now - 50, now - 10**6, now, keep={"d" * 16})
        assert closed == ["c" * 16]  # nobody came to it; d is watched
        loaded = store.load("c" * 16)
        assert loaded is not None and loaded.status == "closed"
        assert [t.id for t in store.running()] == ["d" * 16, "b" * 16]
    finally:
        store.close()


def test_check_db_says_in_one_line_whether_reachable_and_migrated(db: str, tmp_path: Path) -> None:
    if db.startswith("postgresql"):
        from trigames.web.pgtemp import empty

        open_store(db).close()
        ok, line = check_db(db)
        assert ok and "reachable and migrated" in line and "\n" not in line
        # the command: one line, exit 0 only when usable (a process start: once, on PostgreSQL)
        done = subprocess.run([sys.executable, "-m", "trigames", "serve", "--check-db", "--db", db],
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and done.stdout.count("\n") == 1 and not done.stderr, done
        empty(db)
        ok, line = check_db("postgresql://nobody@127.0.0.1:1/none")
        assert not ok and "not reachable" in line and "\n" not in line
    else:
        ok, line = check_db(db)
        assert not ok and "no such SQLite database" in line
        open_store(db).close()
        ok, line = check_db(db)
        assert ok and "reachable and migrated" in line


def test_processes_started_at_once_migrate_once(pg_db: str) -> None:
    from trigames.web.pgstore import MIGRATIONS, VERSION, PgStore, schema_version

    stores: list[PgStore] = []
    errors: list[BaseException] = []

    def start() -> None:
        try:
            stores.append(PgStore(pg_db))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=start) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    with stores[0].pool.connection() as conn:
        assert schema_version(conn) == VERSION
        (count,) = conn.execute("SELECT count(*) FROM schema_version").fetchone() or (0,)
        assert count == len(MIGRATIONS)
    for s in stores:
        s.close()


def test_bot_leases_and_shared_budgets(pg_db: str) -> None:
    from trigames.web.pgstore import PgStore

    a, b = PgStore(pg_db), PgStore(pg_db)
    try:
        a.create_table(row("e" * 16))
        assert a.claim("e" * 16) and a.claim("e" * 16)  # taken, and kept by its holder
        assert not b.claim("e" * 16)  # exactly one process moves a table's bots
        assert b.orphans(10) == []
        assert a.renew(["e" * 16]) == {"e" * 16}
        with a.pool.connection() as conn:  # a's process died: its lease runs out
            conn.execute("UPDATE leases SET until = clock_timestamp() - interval '1s'")
        assert b.orphans(10) == ["e" * 16] and not a.claim("e" * 16)
        assert a.renew(["e" * 16]) == set()
        # one budget of new tables per address, whichever process is asked
        spent = [(a if i % 2 else b).spend("10.0.0.1", 0.001, 5) for i in range(8)]
        assert spent == [True] * 5 + [False] * 3
        assert a.spend("10.0.0.2", 0.001, 5)
    finally:
        a.close()
        b.close()
