"""A throwaway PostgreSQL server for tests and benchmarks: Debian's `postgresql` binaries, a data
folder in a temporary directory, a free port, the Unix socket in that directory, run as an
unprivileged user (`postgres`, or `nobody`) when we are root. `fsync=off` unless asked: it tests
the server processes, not the disk.

    with TempPostgres() as pg:
        url = pg.new_database()   # postgresql://trigames@/db1?host=/tmp/…&port=…
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path
from typing import Any

INSTALL = "apt-get install -y postgresql"


def binaries() -> Path | None:
    """The folder of initdb/pg_ctl, or None when PostgreSQL is not installed."""
    found = shutil.which("initdb")
    if found:
        return Path(os.path.realpath(found)).parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    return Path(versions[-1]).parent if versions else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class TempPostgres:
    def __init__(self, durable: bool = False, tcp: bool = False) -> None:
        self.bin = binaries()
        if self.bin is None:
            raise RuntimeError(f"PostgreSQL is not installed ({INSTALL})")
        self.durable = durable
        self.tcp = tcp
        self.dir = Path(tempfile.mkdtemp(prefix="trigames-pg-"))
        self.data = self.dir / "data"
        self.port = _free_port()
        self.user: pwd.struct_passwd | None = None
        if os.geteuid() == 0:  # PostgreSQL refuses to run as root
            for name in ("postgres", "nobody"):
                try:
                    self.user = pwd.getpwnam(name)
                    break
                except KeyError:
                    continue
            os.chown(self.dir, self.user.pw_uid if self.user else 0, self.user.pw_gid if self.user else 0)
            os.chmod(self.dir, 0o755)
        self.count = 0
        self.started = False

    def _run(self, *args: str) -> None:
        kwargs: dict[str, Any] = {}
        if self.user is not None:
            uid, gid = self.user.pw_uid, self.user.pw_gid

            def drop() -> None:
                os.setgid(gid)
                os.setuid(uid)
            kwargs["preexec_fn"] = drop
        env = {**os.environ, "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
        done = subprocess.run(args, capture_output=True, text=True, env=env, cwd=self.dir, check=False, **kwargs)
        if done.returncode != 0:
            raise RuntimeError(f"{Path(args[0]).name} failed: {(done.stderr or done.stdout).strip()[-500:]}")

    def start(self) -> TempPostgres:
        assert self.bin is not None
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", "trigames", "--auth=trust", "-E", "UTF8",
                  "--no-sync", "--no-instructions")
        options = [f"-p {self.port}", f"-k {self.dir}", "-c max_connections=200",
                   "-c listen_addresses=" + ("127.0.0.1" if self.tcp else "''")]
        if not self.durable:
            options += ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.dir / "log"), "-w", "-t", "30",
                  "-o", " ".join(options), "start")
        self.started = True
        return self

    @property
    def admin_url(self) -> str:
        return self.url("postgres")

    def url(self, database: str) -> str:
        if self.tcp:
            return f"postgresql://trigames@127.0.0.1:{self.port}/{database}"
        return f"postgresql://trigames@/{database}?host={self.dir}&port={self.port}"

    def new_database(self) -> str:
        """A fresh, empty database; its address."""
        import psycopg

        self.count += 1
        name = f"db{self.count}"
        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def clean_database(self) -> str:
        """The session's one database, emptied (a new database costs ~1 s; emptying one, milliseconds)."""
        if self.count == 0:
            return self.new_database()
        url = self.url(f"db{self.count}")
        empty(url)
        return url

    def stop(self) -> None:
        if self.started:
            assert self.bin is not None
            with contextlib.suppress(RuntimeError):
                self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
            self.started = False
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self) -> TempPostgres:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def empty(url: str) -> None:
    """Delete every row of trigames' tables (the schema stays)."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        names = [r[0] for r in conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname='public' AND tablename <> 'schema_version'")]
        if names:
            conn.execute("TRUNCATE " + ", ".join(names))
