"""The web tests' databases: SQLite, and a real PostgreSQL (never a mock).

`client` is an app on a fresh SQLite file (bots in threads, at once; limits out of the way); `db` runs a
test on both: a SQLite file, then a fresh database of one PostgreSQL server that the
whole session shares — a throwaway one started from Debian's `postgresql` package (tests/…/pgtemp),
or the server named by TRIGAMES_TEST_POSTGRES=postgresql://USER@HOST/DB (a user that may create
databases). Without either the PostgreSQL half is skipped, saying how to run it — unless
TRIGAMES_REQUIRE_POSTGRES=1 (CI), where it fails.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pytest
from fastapi.testclient import TestClient

from trigames.web.app import create_app
from trigames.web.limits import Limits

HOW = ("PostgreSQL tests skipped: install Debian's PostgreSQL (apt-get install -y postgresql) and "
       "`pip install -e '.[test]'`, or set TRIGAMES_TEST_POSTGRES=postgresql://USER@HOST/DB")


class Given:
    """A server someone runs: the session makes one database on it, emptied for each test."""

    def __init__(self, url: str) -> None:
        self.base = url
        self.names = (f"trigames_test_{os.getpid()}_{n}" for n in itertools.count(1))
        self.made: list[str] = []

    def clean_database(self) -> str:
        from trigames.web.pgtemp import empty

        if not self.made:
            return self.new_database()
        url = self._url(self.made[-1])
        empty(url)
        return url

    def _url(self, name: str) -> str:
        return urlunsplit(urlsplit(self.base)._replace(path=f"/{name}"))

    def new_database(self) -> str:
        import psycopg

        name = next(self.names)
        with psycopg.connect(self.base, autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        self.made.append(name)
        return self._url(name)

    def stop(self) -> None:
        import psycopg

        with psycopg.connect(self.base, autocommit=True) as conn:
            for name in self.made:
                conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def _unavailable(reason: str) -> None:
    if os.environ.get("TRIGAMES_REQUIRE_POSTGRES"):
        pytest.fail(f"TRIGAMES_REQUIRE_POSTGRES is set but {reason}")
    pytest.skip(f"{HOW} ({reason})")


@pytest.fixture(scope="session")
def postgres() -> Iterator[object]:
    """The session's PostgreSQL server: `.clean_database()` gives the address of its one database,
    emptied; `.new_database()` a new one (slower: ~1 s)."""
    try:
        import psycopg  # noqa: F401
        import psycopg_pool  # noqa: F401
    except ImportError:
        _unavailable("psycopg is not installed")
    given = os.environ.get("TRIGAMES_TEST_POSTGRES")
    if given:
        server: object = Given(given)
        yield server
        server.stop()  # type: ignore[attr-defined]
        return
    from trigames.web.pgtemp import TempPostgres, binaries

    if binaries() is None:
        _unavailable("initdb was not found")
    pg = TempPostgres()
    try:
        pg.start()
    except RuntimeError as exc:
        pg.stop()
        _unavailable(f"a throwaway server did not start: {exc}")
    yield pg
    pg.stop()


@pytest.fixture(params=["sqlite", "postgres"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh database, each storage in turn: a SQLite file's path or a PostgreSQL address."""
    if request.param == "sqlite":
        return str(tmp_path / "t.sqlite3")
    server = request.getfixturevalue("postgres")
    url: str = server.clean_database()
    return url


@pytest.fixture
def pg_db(postgres: object) -> str:
    """An empty PostgreSQL database only."""
    url: str = postgres.clean_database()  # type: ignore[attr-defined]
    return url


def quick_app(db: str) -> Any:
    """An app on `db` for tests: bots in a thread and at once, the address limits out of the way."""
    return create_app(db, bot_pool="thread", bot_workers=1, bot_delay=0,
                      limits=Limits(table_rate=1000, work_per_address=100, work_total=100))


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    """`quick_app` on a fresh SQLite file. (A test file may define its own `client`: test_web_api.py's
    and test_seat_windows.py's run on both databases.)"""
    with TestClient(quick_app(str(tmp_path / "t.sqlite3"))) as c:
        yield c
