"""The REST API: games, tables, seats, records and replays. Schemas make the OpenAPI complete."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from typing import Any, Literal

from fastapi import FastAPI, Query, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field

import trigames
from trigames.games import REGISTRY

from .hub import MAX_PLAYERS, Hub, SeatSpec, WebError, agents_of, default_agent
from .judge import Judgements, judged
from .limits import Gate

MAX_UPLOAD = 1_000_000  # bytes of an uploaded record
MAX_LOBBY = 100  # open tables listed, newest first


RECORD_SCHEMA = {
    "type": "object", "description": "a game record of a finished game (docs/records.md)",
    "required": ["game", "version", "players", "options", "seed", "actions", "result"],
    "properties": {
        "format": {"type": "string"}, "game": {"type": "string"}, "version": {"type": "integer"},
        "players": {"type": "integer"}, "options": {"type": "object"}, "seed": {"type": "integer"},
        "actions": {"type": "array", "items": {"type": "string"}}, "result": {"type": "object"},
        "meta": {"type": "object"},
    },
}


class ErrorOut(BaseModel):
    error: str = Field(description="what was wrong, in one line")
    code: str = Field(description="a stable code for programs")


class OptionOut(BaseModel):
    name: str
    type: str
    default: Any
    allowed: str
    help: str
    choices: list[Any] | None = None
    low: float | None = None
    high: float | None = None
    optional: bool = False


class GameOut(BaseModel):
    id: str
    name: str
    summary: str
    version: int
    players: list[int | None]
    table_players: list[int] = Field(
        description="the player counts a web table of this server offers, lowest and highest (a game without an "
                    "upper limit is capped here)")
    default_players: int
    hidden_information: bool
    analysable: bool = Field(description="a finished game's moves can be judged (GET .../judge/{ply})")
    options: list[OptionOut]
    agents: list[str]
    default_agent: str
    assets: dict[str, bool]
    companion: dict[str, Any] | None = Field(
        description="options under which a game played with the real box is entered by hand (the table "
                    "companion); null: it cannot be kept by hand")


class SeatIn(BaseModel):
    kind: Literal["person", "bot"]
    agent: str | None = Field(None, max_length=120, description="agent name with parameters, e.g. mcts:iterations=200")
    name: str | None = Field(None, max_length=24)


class TableIn(BaseModel):
    game: str = Field(max_length=40, description="a game id from GET /api/games",
                      json_schema_extra={"enum": list[Any](sorted(REGISTRY))})
    players: int | None = Field(None, ge=1, le=100)
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatIn] = Field(max_length=100)
    seed: int | None = Field(None, ge=0, lt=2**63)
    public: bool = False
    companion: bool = Field(False, description="a real game around one screen: every seat a person, one link "
                                               "enters every seat's moves, moves can be taken back")


class SeatOut(BaseModel):
    seat: int
    kind: str
    agent: str | None = None
    name: str = ""
    joined: bool = False
    connected: bool = False
    away: bool = Field(False, description="a bot plays for the seat's person while they are away; their link "
                                          "gives them the seat back")


class TableOut(BaseModel):
    id: str
    game: str
    name: str
    players: int
    options: dict[str, Any]
    status: Literal["running", "finished", "uploaded", "closed"]
    public: bool
    version: int
    to_move: int
    decision: str
    seats: list[SeatOut]
    result: dict[str, Any] | None
    rematch: str | None
    rematch_of: str | None
    created: float
    companion: bool = False
    chosen_seed: bool = Field(False, description="its creator chose the seed, so may know every hidden token")


class LinkOut(BaseModel):
    seat: int
    kind: str
    token: str | None = Field(None, description="the seat's secret; only in this answer")
    url: str | None = None


class CreatedOut(BaseModel):
    table: TableOut
    seats: list[LinkOut]
    spectator: str


class JoinIn(BaseModel):
    seat: int | None = Field(None, ge=0, le=100)
    name: str = Field(max_length=200)


class TokenIn(BaseModel):
    token: str = Field(max_length=200)


class StandInIn(BaseModel):
    token: str = Field(max_length=200, description="the asking player's own seat token")
    seat: int = Field(ge=0, le=99, strict=True, description="the seat whose person went away, from 0")


class JoinOut(BaseModel):
    seat: int
    token: str
    url: str


class RematchOut(BaseModel):
    table: str
    token: str
    url: str


class UploadOut(BaseModel):
    table: str
    url: str


class ReplayOut(BaseModel):
    ply: int
    plies: int
    action: str | None = Field(description="the action that led to this position")
    to_move: int
    scores: list[float]
    view: dict[str, Any]
    views: list[dict[str, Any]] | None = Field(None, description="every seat's view (seat=all)")
    events: list[dict[str, Any]]
    seats: list[SeatOut]
    result: dict[str, Any] | None


def _option(o: Any) -> dict[str, Any]:
    return {**o.describe(), "choices": list(o.choices) if o.choices is not None else None,
            "low": o.low, "high": o.high, "optional": o.optional}


def describe_games() -> list[dict[str, Any]]:
    from .app import game_assets

    out = []
    for spec in trigames.list_games():
        game = trigames.make(spec.id)
        folder = game_assets(spec.id)
        out.append({
            "id": spec.id, "name": spec.name, "summary": spec.summary, "version": spec.version,
            "players": [spec.min_players, spec.max_players], "default_players": spec.default_players,
            "table_players": [spec.min_players, min(spec.max_players or MAX_PLAYERS, MAX_PLAYERS)],
            "hidden_information": spec.hidden_information, "options": [_option(o) for o in spec.options],
            "analysable": bool(getattr(game, "analysable", True)),
            "agents": agents_of(game), "default_agent": default_agent(game),
            "companion": None if game.companion is None else dict(game.companion),
            "assets": {name: folder is not None and (folder / f"{name}.js").is_file()
                       for name in ("board", "messages")},
        })
    return out


class ClientBudget:
    """Per-client token bucket for the calls that create or store something (tables, seats, uploads):
    one client cannot fill the server with abandoned tables."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.clients: dict[str, tuple[float, float]] = {}

    def spend(self, request: Request) -> None:
        who = request.client.host if request.client else "?"  # the proxy's client only if it is trusted
        store = request.app.state.hub.store
        if store.shared:  # many processes: one budget per address in the database, whichever process is asked
            if not store.spend(who, self.rate, self.burst):
                raise WebError("rate_limited", "too many new tables or uploads from here: wait a little", 429)
            return
        now = time.monotonic()
        allowance, then = self.clients.get(who, (self.burst, now))
        allowance = min(self.burst, allowance + (now - then) * self.rate)
        if allowance < 1:
            raise WebError("rate_limited", "too many new tables or uploads from here: wait a little", 429)
        self.clients[who] = (allowance - 1, now)
        if len(self.clients) > 10_000:  # forget the oldest clients rather than grow
            for key in list(self.clients)[:5_000]:
                del self.clients[key]


def register_api(app: FastAPI, rate: float = 1.0, burst: float = 60.0, gate: Gate | None = None) -> None:
    """The endpoints. `gate`: where the loop time of a replay step is charged to its address."""
    games_cache: list[dict[str, Any]] = []
    budget = ClientBudget(rate, burst)

    def hub_of(request: Request) -> Hub:
        hub: Hub = request.app.state.hub
        return hub

    @app.get("/api/games", response_model=list[GameOut], tags=["games"])
    async def games() -> list[dict[str, Any]]:
        """Every game: players, options (with what is allowed), agents, front-end assets."""
        if not games_cache:
            games_cache.extend(describe_games())
        return games_cache

    @app.post("/api/tables", response_model=CreatedOut, status_code=201, tags=["tables"],
              responses={400: {"model": ErrorOut}, 422: {"model": ErrorOut}, 429: {"model": ErrorOut}})
    async def create(body: TableIn, request: Request) -> dict[str, Any]:
        """A new table; the answer holds each person seat's private link (give them out)."""
        budget.spend(request)
        live, tokens = hub_of(request).create(
            body.game, body.players, body.options, [SeatSpec(s.kind, s.agent, s.name) for s in body.seats],
            body.seed, body.public, companion=body.companion)
        links = [{"seat": i, "kind": s.kind, "token": t, "url": f"/t/{live.id}#seat={t}" if t else None}
                 for i, (s, t) in enumerate(zip(live.row.seats, tokens, strict=True))]
        return {"table": live.summary(), "seats": links, "spectator": f"/t/{live.id}"}

    @app.get("/api/tables", response_model=list[TableOut], tags=["tables"])
    async def open_tables(request: Request) -> list[dict[str, Any]]:
        """Public running tables with a free seat, newest first."""
        tables = await hub_of(request).open_tables(MAX_LOBBY)
        tables.sort(key=lambda t: -t["created"])
        return tables[:MAX_LOBBY]

    @app.get("/api/tables/{table_id}", response_model=TableOut, tags=["tables"],
             responses={404: {"model": ErrorOut}})
    async def table(table_id: str, request: Request) -> dict[str, Any]:
        return (await hub_of(request).get_async(table_id)).summary()

    @app.post("/api/tables/{table_id}/join", response_model=JoinOut, tags=["seats"],
              responses={403: {"model": ErrorOut}, 404: {"model": ErrorOut}, 409: {"model": ErrorOut},
                         429: {"model": ErrorOut}})
    async def join(table_id: str, body: JoinIn, request: Request) -> dict[str, Any]:
        """Take a free seat of a public table."""
        budget.spend(request)
        hub = hub_of(request)
        seat, token = hub.join(await hub.get_async(table_id), body.seat, body.name)
        return {"seat": seat, "token": token, "url": f"/t/{table_id}#seat={token}"}

    @app.post("/api/tables/{table_id}/leave", response_model=SeatOut, tags=["seats"],
              responses={403: {"model": ErrorOut}, 404: {"model": ErrorOut}})
    async def leave(table_id: str, body: TokenIn, request: Request) -> dict[str, Any]:
        """Leave a running game: the game's own bot plays on for the seat."""
        hub = hub_of(request)
        live = await hub.get_async(table_id)
        if not live.running:
            raise WebError("not_running", "this game is over")
        seat = hub.leave(live, body.token)
        out: dict[str, Any] = live.seats_json()[seat]
        return out

    @app.post("/api/tables/{table_id}/stand-in", response_model=SeatOut, tags=["seats"],
              responses={400: {"model": ErrorOut}, 403: {"model": ErrorOut}, 404: {"model": ErrorOut},
                         409: {"model": ErrorOut}})
    async def stand_in(table_id: str, body: StandInIn, request: Request) -> dict[str, Any]:
        """A seated player lets a bot play for another seat whose person has been away (no window open)
        for the server's `--away` seconds; that person's link gives them the seat back."""
        hub = hub_of(request)
        live = await hub.get_async(table_id)
        seat = hub.stand_in(live, body.token, body.seat)
        out: dict[str, Any] = live.seats_json()[seat]
        return out

    @app.post("/api/tables/{table_id}/rematch", response_model=RematchOut, tags=["tables"],
              responses={403: {"model": ErrorOut}, 404: {"model": ErrorOut}, 409: {"model": ErrorOut}})
    async def rematch(table_id: str, body: TokenIn, request: Request) -> dict[str, Any]:
        """The same seats at a new table; every seat keeps its link's token."""
        hub = hub_of(request)
        live = await hub.get_async(table_id)
        if live.row.rematch is None:  # a new table is made: it costs what any new table costs
            budget.spend(request)
        new_id, token = hub.rematch(live, body.token)
        return {"table": new_id, "token": token, "url": f"/t/{new_id}#seat={token}"}

    @app.get("/api/tables/{table_id}/record", tags=["records"],
             responses={200: {"description": "the game record (docs/records.md)"}, 404: {"model": ErrorOut},
                        409: {"model": ErrorOut}})
    async def record(table_id: str, request: Request) -> JSONResponse:
        """The finished game as the library's JSON record."""
        hub = hub_of(request)
        live = await hub.get_async(table_id)
        data = hub.record(live) if live.record_of or live.running else await asyncio.to_thread(hub.record, live)
        return JSONResponse(data, headers={
            "Content-Disposition": f'attachment; filename="trigames-{data["game"]}-{table_id}.json"'})

    @app.post("/api/records", response_model=UploadOut, status_code=201, tags=["records"],
              responses={400: {"model": ErrorOut}, 413: {"model": ErrorOut}, 429: {"model": ErrorOut}},
              openapi_extra={"requestBody": {"required": True, "content": {"application/json": {
                  "schema": RECORD_SCHEMA}}}})
    async def upload(request: Request) -> dict[str, Any]:
        """Upload a record of a finished game to view it on the replay page."""
        budget.spend(request)
        body = await request.body()
        if len(body) > MAX_UPLOAD:
            raise WebError("too_large", f"a record has at most {MAX_UPLOAD} bytes", 413)
        try:
            data = json.loads(body)
        except (ValueError, RecursionError):
            raise WebError("bad_record", "the record is not valid JSON") from None
        table_id = await hub_of(request).upload(data)
        return {"table": table_id, "url": f"/replay/{table_id}"}

    @app.get("/api/tables/{table_id}/replay/{ply}", response_model=ReplayOut, tags=["records"],
             responses={404: {"model": ErrorOut}, 409: {"model": ErrorOut}})
    async def replay(table_id: str, ply: int, request: Request,
                     seat: str = Query("spectator", pattern=r"^(spectator|all|\d{1,3})$")) -> dict[str, Any]:
        """The position after `ply` actions of a finished game, as `seat` saw it (or everything)."""
        hub = hub_of(request)
        live = await hub.get_async(table_id)
        who = request.client.host if request.client else "?"
        if gate is None:
            return replay_step(live, ply, seat)
        async with gate.working(who):  # an address that spent its loop time waits, as on the WebSocket
            return replay_step(live, ply, seat)

    judgements = app.state.judgements = Judgements()  # (on the app: tests and operators can see the queue)

    @app.get("/api/tables/{table_id}/judge/{ply}", response_model=JudgedOut, tags=["records"],
             responses={404: {"model": ErrorOut}, 409: {"model": ErrorOut}, 429: {"model": ErrorOut},
                        503: {"model": ErrorOut}})
    async def judge_move(table_id: str, ply: int, request: Request) -> dict[str, Any]:
        """Move `ply` (from 1) of a finished game judged by the analysis, from its mover's view: good,
        an inaccuracy, a mistake or a blunder, with the best move found and the line expected after it."""
        who = request.client.host if request.client else "?"
        if judgements.get(table_id, ply) is None:
            budget.spend(request)  # a judgement is seconds of work: counted like a new table, once per move
        return await judged(hub_of(request), judgements, table_id, ply, who,
                            (lambda: gate.working(who)) if gate is not None else contextlib.nullcontext)


class JudgedMove(BaseModel):
    move: str
    win: float
    score: float
    details: dict[str, str | int | float] | None = Field(
        None, description="what a board needs to draw the move (the game's own details: e.g. the point a Trigono "
                          "aim comes to rest on)")


class LineStep(BaseModel):
    move: str
    seat: int
    decision: str
    details: dict[str, str | int | float] | None = Field(None, description="as a weighed move's (the game's hook)")


class JudgedOut(BaseModel):
    ply: int = Field(description="the move judged, from 1")
    seat: int = Field(description="its mover")
    played: str
    decision: str
    verdict: Literal["good", "inaccuracy", "mistake", "blunder", "forced", "unjudged"] = Field(
        description="forced: there was no other move; unjudged: see `reason`")
    reason: Literal["several", "entered", "unweighed", "kept"] | None = Field(
        None, description="why a move is unjudged: several decisions in one move, an outcome entered by hand (a "
                          "real throw), a move the analysis cannot weigh, or a game kept with the real box whose "
                          "hidden tokens or tiles were never dealt here (nothing to sample the unknown from)")
    decided: str | None = Field(None, description="the decision judged, as the analysis writes it (a Trigono throw: "
                                                  "its aim)")
    same: bool | None = Field(None, description="the move's decision is the best found (a Trigono throw is judged "
                                                "by its aim, not by where it landed)")
    by: Literal["wins", "points"] | None = Field(None, description="what the verdict weighs: the share of the "
                                                                   "wins, or the game's points (an exact analysis)")
    lost: float | None = Field(None, description="what the move gave away against the best found")
    exact: bool | None = Field(None, description="the game's own search (values in points, no sampling)")
    complete: bool | None = Field(None, description="false: the search was cut; its verdict is at most an "
                                                    "inaccuracy")
    best: str | None = None
    line: list[str] | None = Field(None, description="the line the search expects after the best move")
    steps: list[LineStep] | None = Field(None, description="the line's first moves with who makes each, at which "
                                                          "decision (as far as the judge's sample can follow it)")
    iterations: int | None = None
    win: float | None = None
    score: float | None = None
    moves: list[JudgedMove] | None = Field(None, description="the best moves found, best first, and the move "
                                                                  "played wherever it ranks")


def replay_step(live: Any, ply: int, seat: str) -> dict[str, Any]:
    """One replay position, from the table's kept states (never a replay from the start)."""
    if live.running:
        raise WebError("running", "a game is replayed when it is over", 409)
    plies = live.version
    if not 0 <= ply <= plies:
        raise WebError("bad_ply", f"this game has plies 0–{plies}", 404)
    who: int | None = None if seat in ("spectator", "all") else int(seat)
    if who is not None and not 0 <= who < live.row.players:
        raise WebError("bad_seat", f"seats are 0–{live.row.players - 1}", 404)
    state = live.state_at(ply)
    events = [e.for_seat(who) for e in live.events[ply - 1]] if ply > 0 else []
    if seat == "all" and ply > 0:
        events = [{**e.data, **(e.secret or {}), "kind": e.kind} for e in live.events[ply - 1]]
    return {
        "ply": ply, "plies": plies, "action": live.row.actions[ply - 1] if ply > 0 else None,
        "to_move": state.current_player(), "scores": state.scores(), "view": state.view(who),
        "views": [state.view(p) for p in range(live.row.players)] if seat == "all" else None,
        "events": json.loads(json.dumps(events, default=str)), "seats": live.seats_json(),
        "result": live.row.result,
    }
