"""Run the web table with uvicorn (`trigames serve`, `python -m trigames.web`)."""

from __future__ import annotations

import argparse
import logging
import os
import socket
import sqlite3
import sys
from pathlib import Path

MAX_WS_BYTES = 16 * 1024  # uvicorn drops bigger frames before they reach the app


def run(host: str = "127.0.0.1", port: int = 8000, db: str | Path = "trigames.sqlite3", *,
        bot_workers: int | None = None, bot_delay: float = 0.6, bot_pool: str = "process",
        quiet: bool = False, table_rate: float = 1.0) -> None:
    import uvicorn

    from .app import create_app

    workers = bot_workers or max(1, min(2, os.cpu_count() or 1))
    app = create_app(db, bot_pool=bot_pool, bot_workers=workers, bot_delay=bot_delay, http_rate=table_rate)
    logging.basicConfig(level=logging.WARNING if quiet else logging.INFO, format="%(message)s")
    if not quiet:
        print(f"trigames: open http://{host}:{port}/ in your browser (games stored in {db}; Ctrl-C stops)",
              flush=True)
    uvicorn.run(app, host=host, port=port, ws_max_size=MAX_WS_BYTES, access_log=False,
                log_level="warning" if quiet else "info", lifespan="on")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m trigames.web", description="Serve the trigames web table.")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--db", default="trigames.sqlite3")
    p.add_argument("--bot-workers", type=int, default=None)
    p.add_argument("--bot-delay", type=float, default=0.6, help="seconds a bot waits before moving")
    p.add_argument("--bot-pool", choices=("process", "thread"), default="process")
    p.add_argument("--quiet", action="store_true")
    p.add_argument("--table-rate", type=float, default=1.0,
                   help="new tables, seats and uploads a client may ask for per second (bursts of 60)")
    args = p.parse_args(argv)
    problem = check(args.port, args.db, args.bot_delay, args.bot_workers, args.host)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    run(args.host, args.port, args.db, bot_workers=args.bot_workers, bot_delay=args.bot_delay,
        bot_pool=args.bot_pool, quiet=args.quiet, table_rate=args.table_rate)
    return 0


def check(port: int, db: str | Path, bot_delay: float, bot_workers: int | None, host: str = "127.0.0.1",
          ) -> str | None:
    """A one-line reason the server cannot start with these settings, or None."""
    if not 0 < port < 65536:
        return f"--port must be 1–65535, not {port}"
    if not 0 <= bot_delay <= 60:  # NaN fails this too
        return f"--bot-delay must be 0–60 seconds, not {bot_delay}"
    if bot_workers is not None and not 1 <= bot_workers <= 64:
        return f"--bot-workers must be 1–64, not {bot_workers}"
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
