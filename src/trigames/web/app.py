"""The HTTP side of the web table: REST API, WebSocket, pages and security headers."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import ipaddress
import json
import logging
import socket
import sys
import time
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.staticfiles import StaticFiles

import trigames
from trigames.games import REGISTRY

from . import bots, stalls
from .api import ErrorOut, register_api
from .hub import Hub, WebError
from .limits import Backlog, Gate, Limits
from .live import OUTBOX_LIMIT, Conn, Live
from .store import is_postgres, open_store, shown

log = logging.getLogger("trigames.web")
LANGS = ("en", "fr")
MAX_MESSAGE = 4096  # bytes of one WebSocket message
FRAME_COST = 0.0001  # seconds of loop time a frame costs before the app sees it (measured: 60–120 µs)
READ_BYTES = 4096  # what the kernel keeps of a connection's unread messages (a message is at most MAX_MESSAGE)
CONNECT_COST = 0.002  # seconds of loop time a WebSocket handshake costs
STATIC = Path(str(resources.files("trigames.web") / "static"))
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'")


def game_assets(game_id: str) -> Path | None:
    """A game's own front-end folder (`web/` in its package), if it ships one."""
    cls = REGISTRY.get(game_id)
    if cls is None:
        return None
    package = sys.modules[cls.__module__].__package__ or cls.__module__
    folder = Path(str(resources.files(package))) / "web"
    return folder if folder.is_dir() else None


def create_app(db: str | Path = "trigames.sqlite3", *, bot_pool: str = "process", bot_workers: int = 2,
               bot_delay: float = 0.6, limits: Limits | None = None, origins: tuple[str, ...] = (),
               public_url: str | None = None) -> FastAPI:
    """The application. `origins`: extra origins allowed to open a WebSocket; `public_url`: the
    address people open (behind a proxy): then only it (and `origins`) may connect."""
    limits = limits or Limits()
    allowed = Origins(public_url, origins)
    gate = Gate(limits)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        store = open_store(db)
        pool = bots.make_pool(bot_pool, bot_workers)
        work = bots.make_pool(bot_pool, 1, low=True)  # uploads are checked apart, at a low priority
        hub = Hub(store, pool, bot_delay, limits.message_rate, limits.message_burst, work=work,
                  max_tables=limits.tables, away=limits.away)
        app.state.hub = hub
        hub.expire(limits.unjoined_ttl, limits.idle_ttl)
        resumed = hub.restore()
        # threads that rebuild a table or write a record hand the interpreter back to the loop
        # every 0.5 ms, not 5 ms: other tables' moves do not wait behind them
        switch = sys.getswitchinterval()
        sys.setswitchinterval(0.0005)
        gc.collect()
        gc.freeze()  # the games' tables and modules are long-lived: keep them out of every collection
        tasks = [asyncio.get_running_loop().create_task(sweep(hub, limits))]
        watching = stalls.start(asyncio.get_running_loop())  # TRIGAMES_STALLS=FILE: what blocks the loop
        if is_postgres(db):  # other processes may serve the same tables: hear them, share the bots
            from . import cluster
            tasks += cluster.start(hub, str(db))
            log.info("trigames web: on %s, with every process that uses it", shown(str(db)))
        else:
            log.info("trigames web: %d running %s resumed from %s", resumed, "table" if resumed == 1 else "tables", db)
        try:
            yield
        finally:
            for task in tasks:
                task.cancel()
            if watching is not None:
                watching.set()
            for live in hub.live.values():
                if live.bot_task is not None:
                    live.bot_task.cancel()
            hub.pool.shutdown(wait=False, cancel_futures=True)
            hub.work.shutdown(wait=False, cancel_futures=True)
            store.close()
            sys.setswitchinterval(switch)

    app = FastAPI(title="trigames", version=trigames.__version__, lifespan=lifespan, docs_url=None,
                  redoc_url=None, description="Play Triqueta, Triominos XXL, Tricérata and Trigono. "
                  "Live play is on the WebSocket /ws/{table} (see docs/web.md).",
                  responses={400: {"model": ErrorOut}})

    app.add_middleware(SecurityHeaders)

    @app.exception_handler(WebError)
    async def web_error(_: Request, exc: WebError) -> JSONResponse:
        return JSONResponse({"error": safe(str(exc)), "code": exc.code}, status_code=exc.status)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        # unknown routes, wrong methods, unreadable bodies: the same one-line shape as every error
        return JSONResponse({"error": safe(str(exc.detail)), "code": f"http_{exc.status_code}"},
                            status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def bad_request(_: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "bad request"}
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "request"
        return JSONResponse({"error": safe(f"{where}: {first.get('msg', 'bad value')}"), "code": "bad_request"},
                            status_code=422)

    @app.exception_handler(Exception)
    async def internal(_: Request, exc: Exception) -> JSONResponse:  # a bug: one line, and the log says which
        log.error("request failed: %r", exc)
        return JSONResponse({"error": "internal error: the server could not answer", "code": "internal"},
                            status_code=500)

    register_api(app, limits.table_rate, limits.table_burst, gate)

    @app.websocket("/ws/{table_id}")
    async def ws(websocket: WebSocket, table_id: str) -> None:
        await play_socket(websocket, table_id, allowed, gate)

    # pages: one document, routed in the browser
    index = STATIC / "index.html"

    @app.get("/", include_in_schema=False)
    @app.get("/t/{table_id}", include_in_schema=False)
    @app.get("/replay/{table_id}", include_in_schema=False)
    @app.get("/rules/{game_id}", include_in_schema=False)
    @app.get("/learn/{game_id}", include_in_schema=False)
    async def page(table_id: str = "", game_id: str = "") -> Response:
        if not index.is_file():
            return Response("the front end is not installed", status_code=500)
        return FileResponse(index, headers={"Cache-Control": "no-cache"})

    @app.get("/games/{game_id}/{name}", include_in_schema=False)
    async def game_file(game_id: str, name: str) -> Response:
        folder = game_assets(game_id)
        if folder is None or name not in {p.name for p in folder.iterdir() if p.is_file()}:
            raise WebError("not_found", f"no file {name!r} for game {game_id!r}", 404)
        return FileResponse(folder / name)

    if STATIC.is_dir():
        app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


async def sweep(hub: Hub, limits: Limits) -> None:
    """Close the tables nobody plays and give freed memory back: every 10 s, or more often when the
    times are short (a query on the running tables and one collection: a few milliseconds)."""
    every = max(0.2, min(10.0, limits.unjoined_ttl / 4, limits.idle_ttl / 4))
    trim = _malloc_trim()
    while True:
        await asyncio.sleep(every)
        try:
            hub.expire(limits.unjoined_ttl, limits.idle_ttl)
            gc.collect(1)
            trim()  # what a burst of connections or uploads allocated returns to the system
        except Exception as exc:  # a failed sweep is tried again next time
            log.error("closing idle tables failed: %r", exc)


def _malloc_trim() -> Any:
    """glibc's malloc_trim(0), or nothing elsewhere."""
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6")
        return lambda: libc.malloc_trim(0)
    except (OSError, AttributeError):
        return lambda: None


class Origins:
    """Which pages may open a WebSocket. Browsers always send `Origin`; programs need not.

    With a public URL only that origin (and the extra ones) may. Without one, the page's own origin —
    the same scheme, host and port as the request — and only for a host that is an address or this
    machine's own name: a DNS-rebinding page has a foreign name in both Host and Origin.
    """

    def __init__(self, public_url: str | None, extra: tuple[str, ...] = ()) -> None:
        self.public = origin_of(public_url) if public_url else None
        self.extra = {origin_of(o) for o in extra}
        name = socket.gethostname().lower()
        self.names = {"localhost", name, f"{name}.local", socket.getfqdn().lower()}

    def allows(self, origin: str | None, host: str, ws_scheme: str) -> bool:
        if origin is None:
            return True
        origin = origin_of(origin)
        if origin in self.extra or origin == self.public:
            return True
        if self.public is not None:
            return False
        scheme = "https" if ws_scheme == "wss" else "http"
        return origin == origin_of(f"{scheme}://{host}") and self._ours(host)

    def _ours(self, host: str) -> bool:
        name = (urlsplit(f"//{host}").hostname or "").lower()
        try:
            ipaddress.ip_address(name)
            return True
        except ValueError:
            return name in self.names


def origin_of(url: str) -> str:
    """scheme://host:port, lower-case, the default port written out: two spellings compare equal."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port or {"http": 80, "https": 443}.get(parts.scheme.lower(), 0)
    except ValueError:
        return ""
    return f"{parts.scheme.lower()}://{(parts.hostname or '').lower()}:{port}"


class SecurityHeaders:
    """Pure ASGI (no per-request task): CSP, no referrer, no sniffing, no framing on every response;
    nothing from the API is cached (answers hold seat tokens)."""

    HEADERS = ((b"content-security-policy", CSP.encode()), (b"referrer-policy", b"no-referrer"),
               (b"x-content-type-options", b"nosniff"), (b"x-frame-options", b"DENY"))

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        api = scope.get("path", "").startswith("/api/")

        async def with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                extra = [(b"cache-control", b"no-store")] if api else []
                message["headers"] = [*message.get("headers", []), *self.HEADERS, *extra]
            await send(message)

        await self.app(scope, receive, with_headers)


async def play_socket(websocket: WebSocket, table_id: str, origins: Origins, gate: Gate) -> None:
    """One player's or spectator's connection to a table."""
    hub: Hub = websocket.app.state.hub
    address = websocket.client.host if websocket.client else "?"
    await websocket.accept()
    if not origins.allows(websocket.headers.get("origin"), websocket.headers.get("host", ""),
                          websocket.url.scheme):
        await _refuse(websocket, "bad_origin", "this page may not connect to the table", 1008)
        return
    refused = gate.enter(address)
    if refused is not None:
        await _refuse(websocket, "too_many_connections", refused, 1013)
        return
    # until a seat's token says otherwise this is a spectator: a few messages a second is all one needs
    watcher = (min(hub.rate, gate.limits.spectator_rate), min(hub.burst, gate.limits.spectator_rate * 2))
    conn = Conn(websocket.send_text, lambda code: websocket.close(code), rate=watcher[0], burst=watcher[1])
    conn.start()
    live = None
    warned = 0.0  # when this connection was last told to slow down
    backlog = Backlog(getattr(websocket, "_receive", None))
    backlog.read_at_most(READ_BYTES)
    try:
        # a connection costs its handshake: an address that reconnects in a loop waits its turn
        async with gate.working(address, CONNECT_COST):
            pass
        with contextlib.suppress(WebError):  # an old table is rebuilt off the loop before `hello` needs it
            await hub.get_async(table_id)
        while True:
            frame = await websocket.receive()
            if frame["type"] == "websocket.disconnect":
                break
            text = frame.get("text")
            if backlog.gone():
                break
            if backlog.waiting() > conn.burst + gate.limits.backlog:  # far more than it may send at once
                await conn.stop()  # say why directly, then close: the writer would race the close
                await _refuse(websocket, "flooding", "too many messages waiting to be read; connection closed",
                              1008)
                break
            while not conn.allow():  # not reading is what slows a flood down: nothing is dropped
                now = time.monotonic()
                if now - warned > 1.0:  # once a second is enough to say it
                    warned = now
                    conn.push(_error("rate_limited", "too many messages: slow down"))
                await asyncio.sleep(1.0 / conn.rate)
            if text is not None and (len(text) > MAX_MESSAGE
                                     or len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE):
                await conn.stop()  # say why directly, then close: the writer would race the close
                await websocket.send_text(_error("too_large", f"a message has at most {MAX_MESSAGE} bytes"))
                await websocket.close(1009)
                break
            # the frame's own cost (parsing, the framework) is not seen by the clock: FRAME_COST stands for it
            async with gate.working(address, FRAME_COST):
                if backlog.gone():  # it left while waiting its turn
                    break
                if text is None:  # a binary frame
                    conn.push(_error("bad_message", "messages are JSON text"))
                else:
                    live = handle(hub, conn, live, table_id, text)
                    if conn.seat is not None and conn.rate < hub.rate:  # a player: the full rate
                        conn.rate, conn.burst = hub.rate, hub.burst
            if conn.outbox.qsize() > OUTBOX_LIMIT // 4 and not await conn.drained(OUTBOX_LIMIT // 8, timeout=10.0):
                break  # answers pile up and are not read: the client reconnects when it is ready
    except WebSocketDisconnect:
        pass
    except RuntimeError as exc:  # the socket was closed under the reader (a client dropped as too slow)
        log.debug("connection to table %s ended: %r", table_id, exc)
    except Exception as exc:  # never let one connection take the server down
        log.error("connection to table %s failed: %r", table_id, exc)
    finally:
        gate.leave(address)
        if live is not None and conn in live.conns:
            live.conns.remove(conn)
            live.seat_left(conn.seat)
            live.announce_seats()
            if not live.conns and not live.running:  # the last watcher of a finished game left
                hub.evict()
        await conn.stop()


def handle(hub: Hub, conn: Conn, live: Live | None, table_id: str, text: str) -> Live | None:
    """One message: answered on `conn`'s outbox (an error in one line if refused). Returns the table."""
    try:
        message = _parse(text)
        kind = message["type"]
        if kind == "ping":
            conn.push('{"type": "pong"}')
        elif kind == "hello":
            if live is not None:
                raise WebError("bad_message", "hello is sent once, first")
            live = hello(hub, conn, table_id, message)
        elif live is None:
            raise WebError("bad_message", "say hello first")
        elif kind == "act":
            if conn.seat is None:
                raise WebError("bad_token", "spectators cannot play: open your seat's link", 403)
            if hub.live.get(live.id) is not live:
                raise WebError("no_table", "this table is no longer played here: reload the page", 404)
            try:
                hub.act(conn, live, message.get("version"), message.get("action"))
            except WebError as exc:
                if exc.code != "stale":
                    raise
                conn.push(_error(exc.code, str(exc)))
                conn.push(live.state_message(conn))
        elif kind == "undo":
            if conn.seat is None:
                raise WebError("bad_token", "spectators cannot take moves back", 403)
            hub.undo(conn, live, message.get("version"))
        elif kind == "lang":
            lang = _lang(message.get("lang"))
            if lang != conn.lang or conn.sent != live.version:
                conn.lang = lang
                conn.sent = live.version  # the same position, now in that language
                conn.push(live.state_message(conn))
        elif kind == "name":
            if conn.seat is None:
                raise WebError("bad_token", "spectators have no seat to name", 403)
            hub.rename(live, conn.seat, message.get("name"))
        else:
            raise WebError("bad_message", f"unknown message type {_shown(kind)}")
    except WebError as exc:
        conn.push(_error(exc.code, str(exc)))
    return live


async def _refuse(websocket: WebSocket, code: str, message: str, close: int) -> None:
    with contextlib.suppress(Exception):
        await websocket.send_text(_error(code, message))
        await websocket.close(close)


def hello(hub: Hub, conn: Conn, table_id: str, message: dict[str, Any]) -> Any:
    live = hub.get(table_id)
    token = message.get("token")
    text = message.get("text", False)
    if not isinstance(text, bool):
        raise WebError("bad_message", "'text' is true or false")
    lang = _lang(message.get("lang", "en"))
    seat = None if token is None else hub.seat_of(live, token)  # every check before anything changes
    if seat is not None and hub.stood_in(live, seat):
        hub.come_back(live, seat)  # a bot played for this person while they were away: the seat is theirs again
    if seat is not None:
        conn.seat, conn.token = seat, token
        if live.row.meta.get("companion"):
            conn.companion = True
            if live.state.current_player() >= 0:
                conn.seat = live.state.current_player()
    conn.text, conn.lang = text, lang
    if seat is not None and not conn.companion:
        hub.open_seat(live, seat)  # the seat's other windows are told and closed before this one is sent anything
    live.conns.append(conn)
    conn.push(live.welcome(conn))
    if seat is not None and not live.seat_row(seat).joined:
        hub.mark_joined(live, seat)
    live.announce_seats()
    return live


def _lang(code: Any) -> str:
    if code not in LANGS:
        raise WebError("bad_message", f"'lang' is one of {', '.join(LANGS)}")
    return str(code)


def _parse(text: str) -> dict[str, Any]:
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise WebError("bad_message", "a message is a JSON object") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise WebError("bad_message", "a message is a JSON object with a 'type'")
    return message


def _shown(value: str) -> str:
    """Someone else's text inside our message: short, and printable whatever it holds."""
    return repr(value[:40]).encode("utf-8", "backslashreplace").decode()


def _error(code: str, message: str) -> str:
    return json.dumps({"type": "error", "code": code, "message": safe(message)})


def safe(text: str) -> str:
    """Text that can always be encoded (a lone surrogate in an echoed value becomes `\\ud800`)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")
