"""Run the web table with uvicorn (`trigames serve`, `python -m trigames.web`)."""

from __future__ import annotations

import argparse
import ipaddress
import logging
import os
import socket
import sqlite3
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from trigames.core import TextError, parse_float, parse_int

from .limits import Limits
from .store import check_db, is_postgres, shown

MAX_WS_BYTES = 16 * 1024  # uvicorn drops bigger frames before they reach the app


def run(host: str = "127.0.0.1", port: int = 8000, db: str | Path = "trigames.sqlite3", *,
        bot_workers: int | None = None, bot_delay: float = 0.6, bot_pool: str = "process",
        quiet: bool = False, limits: Limits | None = None, public_url: str | None = None,
        forwarded_allow_ips: str | None = None, origins: tuple[str, ...] = ()) -> None:
    import uvicorn

    from .app import create_app

    workers = bot_workers or max(1, min(2, os.cpu_count() or 1))
    app = create_app(db, bot_pool=bot_pool, bot_workers=workers, bot_delay=bot_delay, limits=limits,
                     public_url=public_url, origins=origins)
    logging.basicConfig(level=logging.WARNING if quiet else logging.INFO, format="%(message)s")
    if not quiet:
        print(f"trigames: open {public_url or f'http://{host}:{port}/'} in your browser (games stored in {shown(db)}; "
              "Ctrl-C stops)", flush=True)
    # proxy headers (X-Forwarded-For, -Proto) are believed only from the proxies named: anyone else
    # could claim any address and escape every per-address budget
    uvicorn.run(app, host=host, port=port, ws_max_size=MAX_WS_BYTES, access_log=False,
                log_level="warning" if quiet else "info", lifespan="on",
                proxy_headers=bool(forwarded_allow_ips), forwarded_allow_ips=forwarded_allow_ips or "",
                server_header=False)


# the limits a deployment may change, as command-line flags: (flag, field of Limits, help)
LIMIT_FLAGS = (
    ("--max-connections", "connections", "open WebSockets in all"),
    ("--max-connections-per-address", "connections_per_address", "open WebSockets from one address"),
    ("--message-rate", "message_rate", "messages a second one connection may send"),
    ("--spectator-rate", "spectator_rate", "messages a second a connection without a seat may send"),
    ("--max-backlog", "backlog", "messages received beyond a connection's burst and not yet read before it is closed"),
    ("--work-per-address", "work_per_address", "seconds of server time a second one address may use"),
    ("--work-total", "work_total", "seconds of server time a second all connections may use"),
    ("--table-rate", "table_rate", "new tables, seats, rematches and uploads a second per address (bursts of 60)"),
    ("--table-burst", "table_burst", "new tables, seats, rematches and uploads one address may ask for at once"),
    ("--max-tables", "tables", "tables kept in memory (quiet ones leave it to make room; none is refused)"),
    ("--unjoined-ttl", "unjoined_ttl", "seconds before a table no person came to is closed"),
    ("--idle-ttl", "idle_ttl", "seconds without a move before a table nobody watches is closed"),
    ("--away", "away", "seconds a person's seat stays empty before another player may let a bot play for them"),
)


def add_server_flags(p: argparse.ArgumentParser) -> None:
    """The security flags (docs/web.md, "Security"), shared by `trigames serve` and `python -m trigames.web`."""
    for flag, name, text in LIMIT_FLAGS:
        default = getattr(Limits(), name)
        p.add_argument(flag, dest=name, type=_number(flag, int if isinstance(default, int) else float),
                       default=default, help=f"{text} (default {default:g})")
    p.add_argument("--public-url", default=None,
                   help="the address people open, e.g. https://games.example.org (behind a proxy): only pages "
                        "from it may connect")
    p.add_argument("--forwarded-allow-ips", default=None,
                   help="the reverse proxies whose X-Forwarded-For/-Proto headers are believed (comma-separated)")
    p.add_argument("--origin", dest="origins", action="append", default=[],
                   help="another origin allowed to open a WebSocket (repeatable)")


class _Refusal(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # one line for the caller to print, never a usage dump
        raise ValueError(message.split(": ", 1)[1] if message.startswith("argument ") else message)


def security_flags(argv: list[str]) -> argparse.Namespace:
    """Parse only the security flags (what `trigames serve` passes on). Raises ValueError in one line."""
    p = _Refusal(prog="trigames serve", add_help=False, allow_abbrev=False)
    add_server_flags(p)
    args, rest = p.parse_known_args(argv)
    if rest:
        raise ValueError(f"unknown option {rest[0]!r} (see trigames serve --help)")
    seen = [a.split("=", 1)[0] for a in argv if a.startswith("--") and a != "--origin"]
    repeated = {a for a in seen if seen.count(a) > 1}
    if repeated:
        raise ValueError(f"{sorted(repeated)[0]} is given twice")
    return args


def security_help() -> str:
    lines = [f"{flag} N: {text} (default {getattr(Limits(), name):g})" for flag, name, text in LIMIT_FLAGS]
    lines += ["--public-url URL: the address people open (behind a proxy): only pages from it may connect",
              "--forwarded-allow-ips IPS: the reverse proxies whose X-Forwarded-For/-Proto are believed",
              "--origin URL: another origin allowed to open a WebSocket (repeatable)"]
    return "\n\n".join(lines)


def limits_of(args: argparse.Namespace) -> Limits:
    return Limits(**{name: getattr(args, name) for _, name, _ in LIMIT_FLAGS})


def _number(flag: str, kind: type) -> Any:
    def parse(text: str) -> float:
        try:
            value = parse_int(text, flag, 1) if kind is int else parse_float(text, flag, 0)
        except TextError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
        if kind is float and value <= 0:
            raise argparse.ArgumentTypeError(f"{flag} must be above 0, not {value:g}")
        return value
    return parse


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m trigames.web", description="Serve the trigames web table.")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--db", default="trigames.sqlite3",
                   help="a SQLite file, or postgresql://USER@HOST/DB for many processes on one database")
    p.add_argument("--check-db", action="store_true",
                   help="say in one line whether the database is reachable and migrated, then exit")
    p.add_argument("--bot-workers", type=int, default=None)
    p.add_argument("--bot-delay", type=float, default=0.6, help="seconds a bot waits before moving")
    p.add_argument("--bot-pool", choices=("process", "thread"), default="process")
    p.add_argument("--quiet", action="store_true")
    add_server_flags(p)
    args = p.parse_args(argv)
    if args.check_db:
        return check_database(args.db)
    problem = check(args.port, args.db, args.bot_delay, args.bot_workers, args.host) or check_security(
        args.public_url, args.forwarded_allow_ips, args.origins)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    run(args.host, args.port, args.db, bot_workers=args.bot_workers, bot_delay=args.bot_delay,
        bot_pool=args.bot_pool, quiet=args.quiet, limits=limits_of(args), public_url=args.public_url,
        forwarded_allow_ips=args.forwarded_allow_ips, origins=tuple(args.origins))
    return 0


def check_database(db: str | Path) -> int:
    """`--check-db`: one line on standard output; 0 if reachable and migrated, 1 if not."""
    ok, line = check_db(db)
    print(line, flush=True)
    return 0 if ok else 1


def check_security(public_url: str | None, forwarded: str | None, origins: list[str]) -> str | None:
    """A one-line reason these security settings are wrong, or None."""
    for flag, url in [("--public-url", public_url), *(("--origin", o) for o in origins)]:
        if url is None:
            continue
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            return f"{flag} must be an address like https://games.example.org, not {url!r}"
    for ip in (forwarded or "").split(","):
        ip = ip.strip()
        if not ip or ip == "*":
            continue
        try:
            ipaddress.ip_network(ip, strict=False)
        except ValueError:
            return f"--forwarded-allow-ips: {ip!r} is not an IP address or network"
    return None


def check(port: int, db: str | Path, bot_delay: float, bot_workers: int | None, host: str = "127.0.0.1",
          ) -> str | None:
    """A one-line reason the server cannot start with these settings, or None."""
    if not 0 < port < 65536:
        return f"--port must be 1–65535, not {port}"
    if not 0 <= bot_delay <= 60:  # NaN fails this too
        return f"--bot-delay must be 0–60 seconds, not {bot_delay}"
    if bot_workers is not None and not 1 <= bot_workers <= 64:
        return f"--bot-workers must be 1–64, not {bot_workers}"
    if is_postgres(db):
        try:
            from .pgstore import check_pg
        except ImportError:
            return "--db: PostgreSQL needs psycopg: pip install 'trigames[postgres]'"
        state, line = check_pg(str(db))
        return None if state in ("ok", "unmigrated") else f"--db: {line}"  # the server migrates it
    folder = Path(db).expanduser().resolve().parent
    if not folder.is_dir():
        return f"--db: the folder {str(folder)!r} does not exist"
    if not os.access(folder, os.W_OK):
        return f"--db: cannot write in {str(folder)!r}"
    try:
        from .store import Store

        Store(db).close()
    except sqlite3.Error as exc:
        return f"--db: {str(db)!r} is not a trigames database ({exc})"
    try:  # refuse now, in one line, rather than after start-up
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind((host, port))
    except OSError as exc:
        return f"cannot listen on {host}:{port}: {exc.strerror or exc}"
    return None
