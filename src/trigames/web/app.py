"""The HTTP side of the web table: REST API, WebSocket, pages and security headers."""

from __future__ import annotations

import contextlib
import gc
import json
import logging
import sys
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.staticfiles import StaticFiles

import trigames
from trigames.games import REGISTRY

from . import bots
from .api import ErrorOut, register_api
from .hub import Hub, WebError
from .live import Conn
from .store import Store

log = logging.getLogger("trigames.web")
LANGS = ("en", "fr")
MAX_MESSAGE = 4096  # bytes of one WebSocket message
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
               bot_delay: float = 0.6, rate: float = 200.0, burst: float = 400.0,
               origins: tuple[str, ...] = (), http_rate: float = 1.0, http_burst: float = 60.0) -> FastAPI:
    """The application. `origins`: extra origins allowed to open a WebSocket (the page's own always is)."""

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        store = Store(db)
        pool = bots.make_pool(bot_pool, bot_workers)
        hub = Hub(store, pool, bot_delay, rate, burst)
        app.state.hub = hub
        resumed = hub.restore()
        gc.collect()
        gc.freeze()  # the games' tables and modules are long-lived: keep them out of every collection
        log.info("trigames web: %d running tables resumed from %s", resumed, db)
        try:
            yield
        finally:
            for live in hub.live.values():
                if live.bot_task is not None:
                    live.bot_task.cancel()
            hub.pool.shutdown(wait=False, cancel_futures=True)
            store.close()

    app = FastAPI(title="trigames", version=trigames.__version__, lifespan=lifespan, docs_url=None,
                  redoc_url=None, description="Play Triqueta, Triominos XXL, Tricérata and Trigono. "
                  "Live play is on the WebSocket /ws/{table} (see docs/web.md).",
                  responses={400: {"model": ErrorOut}})

    app.add_middleware(SecurityHeaders)

    @app.exception_handler(WebError)
    async def web_error(_: Request, exc: WebError) -> JSONResponse:
        return JSONResponse({"error": str(exc), "code": exc.code}, status_code=exc.status)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        # unknown routes, wrong methods, unreadable bodies: the same one-line shape as every error
        return JSONResponse({"error": str(exc.detail), "code": f"http_{exc.status_code}"},
                            status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def bad_request(_: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "bad request"}
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "request"
        return JSONResponse({"error": f"{where}: {first.get('msg', 'bad value')}", "code": "bad_request"},
                            status_code=422)

    register_api(app, http_rate, http_burst)

    @app.websocket("/ws/{table_id}")
    async def ws(websocket: WebSocket, table_id: str) -> None:
        await play_socket(websocket, table_id, origins)

    # pages: one document, routed in the browser
    index = STATIC / "index.html"

    @app.get("/", include_in_schema=False)
    @app.get("/t/{table_id}", include_in_schema=False)
    @app.get("/replay/{table_id}", include_in_schema=False)
    async def page(table_id: str = "") -> Response:
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


class SecurityHeaders:
    """Pure ASGI (no per-request task): CSP, no referrer, no sniffing, no framing on every response."""

    HEADERS = ((b"content-security-policy", CSP.encode()), (b"referrer-policy", b"no-referrer"),
               (b"x-content-type-options", b"nosniff"), (b"x-frame-options", b"DENY"))

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *self.HEADERS]
            await send(message)

        await self.app(scope, receive, with_headers)


async def play_socket(websocket: WebSocket, table_id: str, origins: tuple[str, ...]) -> None:
    """One player's or spectator's connection to a table."""
    hub: Hub = websocket.app.state.hub
    origin = websocket.headers.get("origin")
    host = websocket.headers.get("host", "")
    await websocket.accept()
    if origin is not None and origin.split("://", 1)[-1] != host and origin not in origins:
        await websocket.send_text(json.dumps({"type": "error", "code": "bad_origin",
                                              "message": "this page may not connect to the table"}))
        await websocket.close(1008)
        return
    conn = Conn(websocket.send_text, lambda code: websocket.close(code), rate=hub.rate, burst=hub.burst)
    conn.start()
    live = None
    try:
        while True:
            try:
                text = await websocket.receive_text()
            except KeyError:  # a binary frame
                conn.push(_error("bad_message", "messages are JSON text"))
                continue
            if len(text.encode()) > MAX_MESSAGE:
                await conn.stop()  # say why directly, then close: the writer would race the close
                await websocket.send_text(_error("too_large", f"a message has at most {MAX_MESSAGE} bytes"))
                await websocket.close(1009)
                break
            if not conn.allow():
                conn.push(_error("rate_limited", "too many messages: slow down"))
                continue
            try:
                message = _parse(text)
                if message["type"] == "ping":
                    conn.push('{"type": "pong"}')
                elif message["type"] == "hello":
                    if live is not None:
                        raise WebError("bad_message", "hello is sent once, first")
                    live = hello(hub, conn, table_id, message)
                elif live is None:
                    raise WebError("bad_message", "say hello first")
                elif message["type"] == "act":
                    if conn.seat is None:
                        raise WebError("bad_token", "spectators cannot play: open your seat's link", 403)
                    if live.id not in hub.live:
                        raise WebError("no_table", "this table no longer exists", 404)
                    try:
                        hub.act(conn, live, message.get("version"), message.get("action"))
                    except WebError as exc:
                        if exc.code == "stale":
                            conn.push(_error(exc.code, str(exc)))
                            conn.push(live.state_message(conn))
                            continue
                        raise
                elif message["type"] == "undo":
                    if conn.seat is None:
                        raise WebError("bad_token", "spectators cannot take moves back", 403)
                    hub.undo(conn, live, message.get("version"))
                elif message["type"] == "lang":
                    conn.lang = _lang(message.get("lang"))
                    conn.sent = live.version  # the same position, now in that language
                    conn.push(live.state_message(conn))
                elif message["type"] == "name":
                    if conn.seat is None:
                        raise WebError("bad_token", "spectators have no seat to name", 403)
                    hub.rename(live, conn.seat, message.get("name"))
                else:
                    raise WebError("bad_message", f"unknown message type {message['type']!r}")
            except WebError as exc:
                conn.push(_error(exc.code, str(exc)))
    except WebSocketDisconnect:
        pass
    except Exception as exc:  # never let one connection take the server down
        log.error("connection to table %s failed: %r", table_id, exc)
    finally:
        if live is not None and conn in live.conns:
            live.conns.remove(conn)
            live.push_all({"type": "seats", "seats": live.seats_json()})
            hub.evict()
        await conn.stop()


def hello(hub: Hub, conn: Conn, table_id: str, message: dict[str, Any]) -> Any:
    live = hub.get(table_id)
    token = message.get("token")
    if token is not None:
        conn.seat = hub.seat_of(live, token)
        conn.token = token
        if live.row.meta.get("companion"):
            conn.companion = True
            if live.state.current_player() >= 0:
                conn.seat = live.state.current_player()
    conn.text = message.get("text") is True
    conn.lang = _lang(message.get("lang", "en"))
    live.conns.append(conn)
    conn.push(live.welcome(conn))
    if conn.seat is not None:
        s = live.seat_row(conn.seat)
        if not s.joined:
            s.joined = True
            hub.store.update_seat(live.id, s)
    live.push_all({"type": "seats", "seats": live.seats_json()})
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


def _error(code: str, message: str) -> str:
    return json.dumps({"type": "error", "code": code, "message": message})
