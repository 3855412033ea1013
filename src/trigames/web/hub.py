"""The authoritative server logic: tables, seats, actions, bots — independent of HTTP.

Every accepted action is applied, then stored (committed), and only then announced. A table
is rebuilt after a restart by replaying its stored actions, so nothing acknowledged is lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hmac
import json
import logging
import re
import secrets
import time
from concurrent.futures import BrokenExecutor, Executor
from dataclasses import dataclass, replace
from typing import Any

import trigames
from trigames.agents import agent_names, make_agent, offered, parse_agent
from trigames.core import (
    Event,
    IllegalActionError,
    NotationError,
    Record,
    RecordError,
    TextError,
    TrigamesError,
    clean_text,
    derive,
    record_of,
)

from . import bots
from .live import SNAPSHOT_EVERY, Conn, Live, dumps
from .store import Conflict, SeatRow, Storage, TableRow, token_hash

log = logging.getLogger("trigames.web")

MAX_PLAYERS = 8  # games without an upper bound (Tricérata) are capped at a table
MAX_LIVE_TABLES = 5000  # tables in memory; idle ones leave it (the database keeps them) to make room
KEEP_FINISHED = 64  # finished tables kept in memory without connections (others reload on demand) …
KEEP_FINISHED_PLIES = 10_000  # … holding at most this many moves in all: a 5,000-move record weighs 60 short games
NAME_LIMIT = 24
TOKEN = re.compile(r"[A-Za-z0-9_-]{8,128}\Z")  # what new_token() makes; anything else is refused unread
MAX_RECORD_PLIES = 5000  # moves of an uploaded record (the longest random games have under 1 000)
MAX_VERSION = 10**9  # a version is a ply count: anything longer is not one (and is not echoed back)
SEED_BITS = 128  # a hidden-information game's seed is its deck: nobody may guess it


class WebError(Exception):
    """A refused request: `code` for programs, the message for people. Nothing changed."""

    def __init__(self, code: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.code = code
        self.status = status

    def __reduce__(self) -> tuple[Any, ...]:  # raised in a worker process, re-raised here
        return (WebError, (self.code, str(self), self.status))


def new_token() -> str:
    return secrets.token_urlsafe(24)  # 192 bits


def clean_name(raw: Any) -> str:
    try:
        return clean_text(raw, "a name", NAME_LIMIT)
    except TextError as exc:
        raise WebError("bad_name", str(exc)) from None


@dataclass
class SeatSpec:
    kind: str  # person | bot
    agent: str | None = None
    name: str | None = None


class Hub:
    def __init__(self, store: Storage, pool: Executor, bot_delay: float = 0.6,
                 rate: float = 200.0, burst: float = 400.0, bot_timeout: float = 60.0,
                 work: Executor | None = None, max_tables: int = MAX_LIVE_TABLES, away: float = 30.0) -> None:
        self.store = store
        self.away = away  # seconds a seat stays empty before another player may let a bot stand in
        self.max_tables = max_tables
        self.work = work or pool  # uploads are checked here, apart from the bots when it is its own pool
        self.bot_timeout = bot_timeout
        self.pool = pool
        self.bot_delay = bot_delay
        self.rate = rate
        self.burst = burst
        self.live: dict[str, Live] = {}
        self.loading: dict[str, asyncio.Future[Live]] = {}
        # many processes on one database (PostgreSQL): the tables whose bots this process moves (leases)
        self.shared = store.shared
        self.held: set[str] = set()

    # -- loading ------------------------------------------------------------------------
    def restore(self) -> int:
        """Load every running table and start its bots. Returns how many were resumed."""
        count = 0
        if self.shared:  # many processes: tables load when visited; bots by their lease (cluster.py)
            return 0
        for row in self.store.running(self.max_tables - self.max_tables // 10):  # the rest load when visited
            try:
                self._load(row)
                count += 1
            except (TrigamesError, ValueError) as exc:  # a table whose game changed under it
                log.error("table %s cannot be resumed: %s", row.id, exc)
        for live in self.live.values():
            self.ensure_bot(live)
        return count

    def _load(self, row: TableRow) -> Live:
        live = build(row)
        self.live[row.id] = live
        return live

    def evict(self, keep: str | None = None) -> None:
        """Forget finished tables nobody watches beyond the newest few (never `keep`, just asked for);
        the database keeps them. Counted in tables and in moves: a cap in tables alone let long
        uploaded games, each a few MB of kept states and events, pin hundreds of MB."""
        idle = [t for t in self.live.values()
                if not t.running and not t.conns and t.bot_task is None and t.id != keep]
        idle.sort(key=lambda t: t.row.finished or t.row.created, reverse=True)  # newest first
        plies = 0
        for n, t in enumerate(idle):
            plies += t.version
            if n >= KEEP_FINISHED or plies > KEEP_FINISHED_PLIES:
                del self.live[t.id]

    def make_room(self) -> None:
        """Old tables never keep new ones out: at the cap, the running tables that nobody watches and
        no bot moves leave memory, least recently touched first (the database keeps them; a visit
        loads them again)."""
        cap = self.max_tables
        if len(self.live) < cap:
            return
        self.evict()
        quiet = sorted((t for t in self.live.values() if not t.conns and t.bot_task is None),
                       key=lambda t: t.touched)
        for t in quiet[:max(0, len(self.live) - cap + max(1, cap // 10))]:
            del self.live[t.id]
        if len(self.live) >= cap:  # every table is watched or thinking
            raise WebError("busy", "the server has too many tables in play; try again later", 503)

    def get(self, table_id: str) -> Live:
        live = self.live.get(table_id)
        if live is None:
            row = self.store.load(table_id) if _plausible_id(table_id) else None
            if row is None:
                raise WebError("no_table", f"no table {table_id!r}", 404)
            self.make_room()
            live = self._load(row)
            self.evict(keep=live.id)  # a visit to an old game does not keep it in memory for good
            self.ensure_bot(live)
        live.touched = time.monotonic()
        return live

    async def get_async(self, table_id: str) -> Live:
        """`get`, but a table that is not in memory is rebuilt in a thread (its length is unbounded
        work): the loop serves other tables meanwhile, and visitors who ask at once share one rebuild."""
        live = self.live.get(table_id)
        if live is not None:
            live.touched = time.monotonic()
            return live
        pending = self.loading.get(table_id)
        if pending is None:
            row = self.store.load(table_id) if _plausible_id(table_id) else None
            if row is None:
                raise WebError("no_table", f"no table {table_id!r}", 404)
            pending = self.loading[table_id] = asyncio.ensure_future(asyncio.to_thread(build, row))
            pending.add_done_callback(lambda _: self.loading.pop(table_id, None))
        built = await asyncio.shield(pending)
        live = self.live.get(table_id)
        if live is None:  # the first of the waiters installs it
            self.make_room()
            live = self.live[table_id] = built
            self.evict(keep=live.id)
            if self.shared:  # what other processes stored while it was rebuilt
                self.resync(live)
            self.ensure_bot(live)
        live.touched = time.monotonic()
        return live

    # -- tables -------------------------------------------------------------------------
    def create(self, game_id: str, players: int | None, options: dict[str, Any], seats: list[SeatSpec],
               seed: int | None = None, public: bool = False, rematch_of: str | None = None,
               hashes: list[str | None] | None = None, companion: bool = False) -> tuple[Live, list[str | None]]:
        """A new running table. Returns it and the token of each person seat (None for bots).

        `hashes`: person seats that keep an existing token (a rematch); their token is not returned.
        `companion`: a real game around one screen — every seat a person, one token plays whichever
        seat is to move, and moves can be taken back.
        """
        shared_token: str | None = None
        if companion:
            if any(spec.kind != "person" for spec in seats):
                raise WebError("bad_table", "at a companion table every seat is a person: no bot decides anything")
            if public:
                raise WebError("bad_table", "a companion table is for one screen: it cannot be public")
            shared_token = None if hashes else new_token()
            hashes = [hashes[0] if hashes else token_hash(shared_token or "")] * len(seats)
        self.make_room()
        for key in ("players", "game_id"):  # they would clash with make()'s own parameters
            if key in options:
                raise WebError("bad_table", f"{key!r} is not a game option" +
                               (": give the player count as 'players' beside 'options'" if key == "players" else ""))
        if players is None and seats:
            players = len(seats)  # the seats say how many play
        try:
            kind = trigames.game_class(game_id)
            if companion and kind.companion is not None:
                for key, value in kind.companion.items():
                    if key in options and options[key] != value:
                        raise WebError("bad_table", f"at a companion table every outcome is entered by hand: "
                                                    f"option {key!r} must be {json.dumps(value)}")
                options = {**options, **kind.companion}
            game = trigames.make(game_id, players=players, **options)
        except TrigamesError as exc:
            raise WebError("bad_table", str(exc)) from None
        chance = getattr(game, "has_chance", None)
        if companion and (game.companion is None or chance is None or chance()):
            raise WebError("bad_table", f"{game.spec.name} cannot be kept at the table: its "
                                        "chance comes from the seed and cannot be entered by hand")
        if game.entered_by_hand() and any(spec.kind == "bot" for spec in seats):
            raise WebError("bad_table", f"with these options every outcome of {game.spec.name} is entered by the "
                                        "people at the table: no bot can play there")
        if game.players > MAX_PLAYERS:
            raise WebError("bad_table", f"a web table seats at most {MAX_PLAYERS} players")
        if len(seats) != game.players:
            raise WebError("bad_table", f"{game.spec.name} with {game.players} players needs "
                                        f"{game.players} seats, got {len(seats)}")
        default = default_agent(game)
        table_id = secrets.token_hex(8)
        rows: list[SeatRow] = []
        out: list[str | None] = []
        for i, spec in enumerate(seats):
            name = clean_name(spec.name) if spec.name else ""
            if spec.kind == "bot":
                agent = spec.agent or default
                try:
                    make_agent(agent, game, i)
                except (TrigamesError, TypeError, ValueError) as exc:
                    raise WebError("bad_table", f"seat {i}: {exc}") from None
                rows.append(SeatRow(i, "bot", agent, name or agent, None, True))
                out.append(None)
            elif spec.kind == "person":
                kept = hashes[i] if hashes else None
                token = None if kept else new_token()
                rows.append(SeatRow(i, "person", None, name, kept or token_hash(token or ""), bool(name)))
                out.append(token)
            else:
                raise WebError("bad_table", f"seat {i}: kind must be 'person' or 'bot', not {spec.kind!r}")
        if companion and shared_token:
            out = [shared_token] * len(rows)
        secret = game.spec.hidden_information or (chance is not None and bool(chance()))
        if seed is not None and public and secret:
            # a chosen seed is a known deck (or known dice): its chooser would see what strangers cannot
            raise WebError("bad_table", f"{game.spec.name} has hidden tokens or chance: a public table cannot "
                                        "have a chosen seed (it would tell its chooser what comes)")
        meta: dict[str, Any] = {"companion": True} if companion else {}
        if seed is not None and secret and sum(1 for spec in seats if spec.kind == "person") > 1:
            meta["chosen_seed"] = True  # friends who were handed a link are told on the table
        seed = secrets.randbits(SEED_BITS) if seed is None else seed
        row = TableRow(table_id, game.spec.id, game.players, dict(game.options), seed, game.spec.version,
                       "running", public, time.time(), rows, rematch_of=rematch_of,
                       meta=meta)
        self.store.create_table(row)
        live = Live(row, game, game.new_game(seed), [])
        self.live[table_id] = live
        if rematch_of is not None and rematch_of in self.live:
            self.live[rematch_of].row.rematch = table_id
        self.ensure_bot(live)
        return live, out

    async def open_tables(self, limit: int) -> list[dict[str, Any]]:
        if self.shared:  # tables made by other processes too: the database knows them all
            for table_id in self.store.open_ids(limit):
                with contextlib.suppress(WebError):
                    await self.get_async(table_id)
        return [t.summary() for t in self.live.values()
                if t.running and t.row.public and any(s.kind == "person" and not s.joined for s in t.row.seats)]

    def seat_of(self, live: Live, token: Any) -> int:
        if not isinstance(token, str) or not TOKEN.match(token):
            raise WebError("bad_token", "this seat link is not valid", 403)
        hashed = token_hash(token)
        for s in live.row.seats:
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, hashed):
                return s.seat
        raise WebError("bad_token", "this seat link is not valid for this table", 403)

    def open_seat(self, live: Live, seat: int) -> None:
        """A window opens `seat` with its link: the link is the seat (a person who lost their window
        comes back with it), but its private view goes to one window only, the newest. The others,
        in this process and in the others sharing the database, are told so and closed; each may take
        the seat back the same way."""
        live.displace(seat)
        if self.shared:
            try:
                self.store.seat_opened(live.id, seat)
            except Exception as exc:  # the database's hiccup must not refuse the seat to its person
                log.warning("could not tell the other processes that seat %s of table %s was opened: %r",
                            seat, live.id, exc)

    def join(self, live: Live, seat: int | None, name: Any) -> tuple[int, str]:
        """Claim a free person seat of a public table from the lobby."""
        clean = clean_name(name)
        if not live.row.public:
            raise WebError("private", "this table is joined by invitation only", 403)
        if not live.running:
            raise WebError("not_running", "this game is over")
        free = [s.seat for s in live.row.seats if s.kind == "person" and not s.joined]
        if seat is None and free:
            seat = free[0]
        if seat not in free:
            raise WebError("seat_taken", "that seat is not free" if free else "this table has no free seat", 409)
        token = new_token()
        self._set_seat(live, replace(live.seat_row(seat), token_hash=token_hash(token), name=clean, joined=True))
        return seat, token

    def rename(self, live: Live, seat: int, name: Any) -> None:
        """A seat's person names themselves, while the game runs: a finished game keeps the names it
        was played under (a name typed later, for a new table, must not rename the old ones)."""
        if not live.running:
            raise WebError("not_running", "this game is over: it keeps the names it was played with")
        self._set_seat(live, replace(live.seat_row(seat), name=clean_name(name), joined=True))

    def mark_joined(self, live: Live, seat: int) -> None:
        self._set_seat(live, replace(live.seat_row(seat), joined=True))

    def _set_seat(self, live: Live, new: SeatRow) -> None:
        """Store a seat's new row, and only then let memory and the players see it."""
        self.store.update_seat(live.id, new)
        live.row.seats[new.seat] = new
        live.announce_seats()

    def leave(self, live: Live, token: Any) -> int:
        """The seat's person leaves; the game's default bot plays on for it."""
        seat = self.seat_of(live, token)
        if live.row.meta.get("companion"):
            raise WebError("companion", "at a companion table nobody leaves to a bot: close the page to pause", 409)
        s = live.seat_row(seat)
        agent = stand_in(live.game)
        self._set_seat(live, replace(s, kind="bot", agent=agent, token_hash=None, name=s.name or agent))
        for conn in live.conns:
            if conn.seat == seat:
                conn.seat, conn.token = None, None
        live.broadcast()
        self.ensure_bot(live)
        return seat

    def stand_in(self, live: Live, token: Any, seat: Any) -> int:
        """A player lets a bot play for `seat`, whose person went away (no window open for `away`
        seconds): otherwise one person closing their window stops the table for everyone. The seat
        keeps its person's link: they take it back by opening it (`come_back`). Returns the seat."""
        mine = self.seat_of(live, token)
        if live.row.meta.get("companion"):
            raise WebError("companion", "at a companion table every seat is played from one screen", 409)
        if live.seat_row(mine).kind != "person":
            raise WebError("bad_token", "only a player seated at this table may do that", 403)
        if type(seat) is not int or not 0 <= seat < len(live.row.seats) or seat == mine:
            raise WebError("bad_seat", f"'seat' must be another seat of this table (0–{len(live.row.seats) - 1})")
        if not live.running:
            raise WebError("not_running", "this game is over")
        s = live.seat_row(seat)
        if s.kind != "person":
            raise WebError("not_away", f"seat {seat + 1} is already played by a bot", 409)
        empty = live.empty_for(seat)
        if empty is None:
            raise WebError("not_away", f"seat {seat + 1} is here: its person plays", 409)
        if empty < self.away:
            raise WebError("too_soon", f"seat {seat + 1} has been away for {empty:.0f} s: a bot may play for it "
                           f"after {self.away:g} s", 409)
        self._set_seat(live, replace(s, kind="bot", agent=stand_in(live.game)))
        live.broadcast()
        self.ensure_bot(live)
        return seat

    @staticmethod
    def stood_in(live: Live, seat: int) -> bool:
        """A bot plays `seat` for a person who went away (it kept their link)."""
        s = live.seat_row(seat)
        return s.kind == "bot" and s.token_hash is not None

    def come_back(self, live: Live, seat: int) -> None:
        """The person of a stood-in seat is back: the seat is theirs again, a bot's move not yet
        played is dropped (`_bot_move` plays only for a bot's seat)."""
        self._set_seat(live, replace(live.seat_row(seat), kind="person", agent=None))
        live.broadcast()

    def rematch(self, live: Live, token: Any) -> tuple[str, str]:
        """The same seats at a new table (asked twice: the same table). Returns (table, token).

        Each person keeps their seat's token: their link works at the rematch too.
        """
        self.seat_of(live, token)
        if live.running:
            raise WebError("running", "a rematch starts when this game is over", 409)
        if live.row.rematch is None:
            specs = [SeatSpec(s.kind, s.agent, s.name or None) for s in live.row.seats]
            hashes = [s.token_hash for s in live.row.seats]
            try:
                again, _ = self.create(live.row.game, live.row.players, dict(live.row.options), specs,
                                       public=live.row.public, rematch_of=live.id, hashes=hashes,
                                       companion=bool(live.row.meta.get("companion")))
            except Conflict:  # another process made it a moment ago: that one is the rematch
                self.resync(live)
                assert live.row.rematch is not None
                return live.row.rematch, token
            live.row.rematch = again.id
            for conn in live.conns:
                if conn.seat is not None and conn.token is not None:
                    conn.push(_json({"type": "rematch", "table": again.id, "token": conn.token}))
        assert live.row.rematch is not None
        return live.row.rematch, token

    async def upload(self, data: Any) -> str:
        """Store an uploaded record as a table to replay. It is replayed strictly first, in the work
        pool (its length is unbounded work); memory holds it only once someone watches it."""
        plies = data.get("actions") if isinstance(data, dict) else None
        if isinstance(plies, list) and len(plies) > MAX_RECORD_PLIES:
            raise WebError("too_long", f"a record has at most {MAX_RECORD_PLIES} moves, this one {len(plies)}", 413)
        loop = asyncio.get_running_loop()
        try:
            row = await loop.run_in_executor(self.work, check_upload, data)
        except BrokenExecutor:
            self.work = bots.replace_pool(self.work)
            raise WebError("busy", "the server could not check the record; try again", 503) from None
        except (WebError, asyncio.CancelledError):
            raise
        except Exception as exc:  # whatever a hostile record trips over is still a bad record
            log.warning("an uploaded record failed its check: %r", exc)
            raise WebError("bad_record", "this record cannot be read as a game") from None
        self.store.create_table(row)
        return row.id

    def record(self, live: Live) -> dict[str, Any]:
        if live.running:
            raise WebError("running", "the record is ready when the game is over", 409)
        names = [s.name or (s.agent or f"seat {s.seat}") for s in live.row.seats]
        key = (live.version, tuple(names))
        if live.record_of is None or live.record_of[0] != key:  # a game's length of work: once, not per download
            live.record_of = (key, record_of(live.state, live.row.seed, {"table": live.id, "agents": names}).to_json())
        return live.record_of[1]

    def expire(self, unjoined: float, idle: float, now: float | None = None) -> list[str]:
        """Close running tables nobody plays: those no person ever came to after `unjoined` seconds,
        the others after `idle` seconds without a move — unless someone is connected. Closed tables
        stay in the database (their moves can be replayed) and leave memory. Returns their ids."""
        now = time.time() if now is None else now
        watched = {t.id for t in self.live.values() if t.conns}
        closed = self.store.expire(now - unjoined, now - idle, now, watched)
        for table_id in closed:
            live = self.live.pop(table_id, None)
            if live is not None and live.bot_task is not None:
                live.bot_task.cancel()
        if closed:
            log.info("closed %d tables nobody played", len(closed))
        return closed

    # -- acting -------------------------------------------------------------------------
    def act(self, conn: Conn, live: Live, version: Any, text: Any) -> None:
        """Check and play one action for `conn`'s seat. Raises WebError; nothing changes then.

        The checks run in the order the protocol promises: shape, token, table running, turn, version.
        """
        if not isinstance(text, str) or not text or len(text) > 200:
            raise WebError("bad_message", "'action' must be the action's notation (1–200 characters)")
        if type(version) is not int or not 0 <= version <= MAX_VERSION:
            raise WebError("bad_message", "'version' must be the whole number of the state you acted on")
        if conn.seat is None:
            raise WebError("bad_token", "spectators cannot play: open your seat's link", 403)
        if not live.running:
            raise WebError("not_running", "this game is over")
        st = live.state
        if conn.companion:  # one screen enters every seat's moves
            conn.seat = st.current_player()
        if st.current_player() != conn.seat:
            raise WebError("not_your_turn", f"it is seat {st.current_player()}'s turn, not yours")
        if version != live.version:
            raise WebError("stale", f"the game has moved on (version {live.version}, you acted on {version})")
        try:
            action = st.parse_action(text)
        except (NotationError, ValueError) as exc:
            raise WebError("illegal", str(exc)) from None
        self._commit(live, action)

    def _commit(self, live: Live, action: Any) -> None:
        st = live.state
        text = st.action_to_string(action)
        ply = live.version
        try:
            events = st.apply_events(action)
        except (IllegalActionError, NotationError, ValueError) as exc:
            raise WebError("illegal", str(exc)) from None
        result = st.outcome().to_json() if st.is_terminal() else None
        try:
            self.store.add_action(live.id, ply, text, result)
        except Conflict:  # another process stored this ply first: its move is the game's
            self._rewind(live)
            self.catch_up(live)
            raise WebError("stale", f"the game has moved on (version {live.version}, you acted on {ply})") from None
        except Exception as exc:  # storage failed: back to the acknowledged actions; nothing is announced
            log.error("table %s: storing action %d failed: %s", live.id, ply, exc)
            self._rewind(live)
            raise WebError("storage", "the server could not store your move; please try again", 503) from None
        live.events.append(events)
        live.last_move = time.monotonic()
        live.row.actions.append(text)
        if result is not None:
            live.row.status, live.row.result, live.row.finished = "finished", result, time.time()
            self.evict()
        live.broadcast()
        self.ensure_bot(live)

    def _rewind(self, live: Live) -> None:
        """Back to the acknowledged actions (an action was applied, then could not be stored)."""
        state = live.game.new_game(live.row.seed)
        for done in live.row.actions:
            state.apply(state.parse_action(done))
        live.state = state

    # -- many processes: what the others stored ------------------------------------------
    def on_note(self, note: dict[str, Any]) -> None:
        """A NOTIFY from the database: another process stored something about table `t` — action `p`
        (notation `a`, result `r`), seat `o` opened in one of its windows, or anything else (neither):
        read the table again."""
        live = self.live.get(note["t"])
        if live is None:
            return
        if "o" in note:  # seat `o` was opened in a window of another process: ours is no longer it
            live.displace(note["o"])
            return
        ply = note.get("p")
        if ply is None or ply > live.version or not live.running:
            self.resync(live)
        elif ply == live.version:
            self._apply(live, [note["a"]], note.get("r"))

    def catch_up(self, live: Live) -> None:
        """The actions other processes stored after ours."""
        more = self.store.actions_from(live.id, live.version)
        if more:
            self._apply(live, more, None)

    def _apply(self, live: Live, texts: list[str], result: dict[str, Any] | None) -> None:
        """Actions stored by another process: played here, then announced to this process's connections."""
        st = live.state
        for text in texts:
            live.events.append(st.apply_events(st.parse_action(text)))
            live.row.actions.append(text)
        live.last_move = time.monotonic()
        if st.is_terminal() and live.running:
            live.row.status, live.row.finished = "finished", time.time()
            live.row.result = result if result is not None else st.outcome().to_json()
        live.broadcast()
        self.ensure_bot(live)

    def resync(self, live: Live) -> None:
        """Read a table again and bring memory and this process's connections to it."""
        row = self.store.load(live.id)
        if row is None or row.status == "closed":
            if self.live.get(live.id) is live:
                del self.live[live.id]
            if live.bot_task is not None:
                live.bot_task.cancel()
            return
        changed = False
        if row.actions[:live.version] != live.row.actions:  # moves were taken back (undo) elsewhere
            state = live.game.new_game(row.seed)
            events = [state.apply_events(state.parse_action(text)) for text in row.actions]
            if live.bot_task is not None:
                live.bot_task.cancel()
                live.bot_task = None
            live.state, live.events, live.row.actions = state, events, list(row.actions)
            live.watched.clear()
            live.watched_at.clear()
            for c in live.conns:
                c.sent = 0
                if c.companion and state.current_player() >= 0:
                    c.seat = state.current_player()
            live.push_all({"type": "undone", "version": len(row.actions)})
            changed = True
        elif len(row.actions) > live.version:
            self._apply(live, row.actions[live.version:], row.result)
        if row.seats != live.row.seats:
            live.row.seats = row.seats
            for c in live.conns:
                if c.seat is not None and not c.companion and live.seat_row(c.seat).kind != "person":
                    if self.stood_in(live, c.seat):
                        # another process saw this seat empty, but its person is here: never replaced
                        self.come_back(live, c.seat)
                    else:
                        c.seat, c.token = None, None  # the seat was left to a bot
            live.announce_seats()
            changed = True
        if row.rematch and row.rematch != live.row.rematch:
            for c in live.conns:
                if c.seat is not None and c.token is not None:
                    c.push(_json({"type": "rematch", "table": row.rematch, "token": c.token}))
        if (row.status, row.result) != (live.row.status, live.row.result):
            changed = True
        live.row.status, live.row.result, live.row.finished = row.status, row.result, row.finished
        live.row.rematch, live.row.meta = row.rematch, row.meta
        if changed:
            live.broadcast()
        self.ensure_bot(live)

    def resync_all(self) -> None:
        for live in list(self.live.values()):
            if live.running:
                self.resync(live)

    def undo(self, conn: Conn, live: Live, version: Any) -> None:
        """Take back the last move of a companion table (a mistake at the real table)."""
        if type(version) is not int or not 0 <= version <= MAX_VERSION:
            raise WebError("bad_message", "'version' must be the whole number of the state you acted on")
        if not conn.companion:
            raise WebError("no_undo", "moves are taken back only at a companion table", 403)
        if version != live.version:
            raise WebError("stale", f"the game has moved on (version {live.version}, you acted on {version})")
        if live.version == 0:
            raise WebError("no_undo", "there is no move to take back")
        ply = live.version - 1
        self.store.remove_action(live.id, ply)
        state = live.game.new_game(live.row.seed)
        for done in live.row.actions[:ply]:
            state.apply(state.parse_action(done))
        if live.bot_task is not None:
            live.bot_task.cancel()
            live.bot_task = None
        live.state = state
        del live.row.actions[ply:]
        del live.events[ply:]
        live.row.status, live.row.result, live.row.finished = "running", None, None
        live.watched.clear()
        live.watched_at.clear()
        for c in live.conns:
            c.sent = 0  # "undone": the log starts over, the whole game again
            if c.companion:
                c.seat = state.current_player() if state.current_player() >= 0 else c.seat
        live.push_all({"type": "undone", "version": ply})
        live.broadcast()

    # -- bots ---------------------------------------------------------------------------
    def ensure_bot(self, live: Live) -> None:
        if not live.running or live.bot_task is not None:
            return
        seat = live.state.current_player()
        if seat < 0 or live.seat_row(seat).kind != "bot":
            return
        if self.shared and live.id not in self.held:  # another process may be moving this table's bots
            if not self.store.claim(live.id):
                return
            self.held.add(live.id)
        live.bot_task = asyncio.get_running_loop().create_task(self._bot_move(live, seat))

    async def _bot_move(self, live: Live, seat: int) -> None:
        try:
            version = live.version
            st = live.state
            legal = list(st.legal_actions())
            agent = live.seat_row(seat).agent or default_agent(live.game)
            loop = asyncio.get_running_loop()
            job = functools.partial(bots.decide, live.row.game, live.row.players, live.row.options, agent,
                                    live.row.seed, seat, version, st.view(seat), legal)
            try:
                try:
                    decided = await asyncio.wait_for(loop.run_in_executor(self.pool, job), self.bot_timeout)
                except BrokenExecutor:  # the pool was replaced under this move (another bot was stuck)
                    decided = await asyncio.wait_for(loop.run_in_executor(self.pool, job), self.bot_timeout)
                action = bots.chosen(st, legal, decided)
            except TimeoutError:  # a stuck bot must not hold a worker that other tables need
                log.error("table %s: bot %s took over %g s at ply %d", live.id, agent, self.bot_timeout, version)
                self.pool = bots.replace_pool(self.pool)
                action = legal[derive(live.row.seed, "fallback", version).randrange(len(legal))]
            except Exception as exc:  # a broken bot must not stop the game: a seeded random move
                log.error("table %s: bot %s failed at ply %d: %r", live.id, agent, version, exc)
                action = legal[derive(live.row.seed, "fallback", version).randrange(len(legal))]
            wait = self.bot_delay - (time.monotonic() - live.last_move)
            if wait > 0:
                await asyncio.sleep(wait)
            # the same position: an undo rebuilds the state, so the same version number is not enough
            if live.state is not st or live.version != version or not live.running \
                    or live.seat_row(seat).kind != "bot" or (self.shared and live.id not in self.held):
                return
            self._commit(live, action)
        except WebError as exc:
            if exc.code == "stale":  # a process that had this table's lease before stored the same move
                log.info("table %s: bot move already stored elsewhere", live.id)
            else:
                log.error("table %s: bot move refused: %s", live.id, exc)
        finally:
            live.bot_task = None
        self.ensure_bot(live)

    async def idle(self) -> None:
        """Wait until no bot is thinking (tests, shutdown)."""
        while any(t.bot_task is not None for t in self.live.values()):
            await asyncio.sleep(0.01)


RECORD_FIELDS = ("game", "version", "players", "options", "seed", "actions")  # what every record holds


def check_upload(data: Any) -> TableRow:
    """An uploaded record replayed strictly, as the row of a table to replay (runs in a worker)."""
    try:
        record = Record.from_json(data)
        state = trigames.replay(record)
    except (RecordError, TrigamesError) as exc:
        # Another JSON file altogether (no game, version, moves…): a code of its own, so the page can
        # say so in words a person acts on; the API's one line still names the missing field.
        foreign = not isinstance(data, dict) or any(key not in data for key in RECORD_FIELDS)
        raise WebError("not_a_record" if foreign else "bad_record", str(exc)) from None
    if record.players > MAX_PLAYERS:
        raise WebError("bad_record", f"a web table seats at most {MAX_PLAYERS} players")
    if not state.is_terminal():
        raise WebError("bad_record", "this record is of an unfinished game")
    names = record.meta.get("agents") if isinstance(record.meta.get("agents"), list) else None
    seats = []
    for i in range(record.players):
        agent, name = record_seat(state.game, str(names[i]) if names and i < len(names) else "")
        seats.append(SeatRow(i, "record", agent, name, None, True))
    return TableRow(secrets.token_hex(8), record.game, record.players, dict(state.game.options), record.seed,
                    record.version, "uploaded", False, time.time(), seats, list(record.actions),
                    finished=time.time(), result=state.outcome().to_json())


_NO_NAME = re.compile(r"(?:human|seat \d{1,3})")  # what records write for a person without a name


def record_seat(game: Any, written: str) -> tuple[str | None, str]:
    """(agent, name) of a seat as a record names it (`meta.agents`): a bot's agent ("beginner",
    "mcts:iterations=100") is kept as its agent, so the replay calls it as the lobby does
    ("Beginner"), not by its id; "human" or "seat 2" is no name (the screen says "Seat 3")."""
    text = written.strip()
    if len(text) <= 120:
        try:
            if parse_agent(text)[0] in agent_names(game):
                return text, ""
        except TrigamesError:
            pass
    if _NO_NAME.fullmatch(text):
        return None, ""
    try:  # a name in a record is shown to people like any other name
        return None, clean_name(text[:NAME_LIMIT]) if text else ""
    except WebError:
        return None, ""


def build(row: TableRow) -> Live:
    """A stored table rebuilt by replaying its actions, keeping a state every SNAPSHOT_EVERY plies
    for replays. Touches nothing shared: it may run in a thread."""
    game = trigames.make(row.game, players=row.players, **row.options)
    state = game.new_game(row.seed)
    events: list[list[Event]] = []
    snapshots = {0: state.clone()}
    for text in row.actions:
        events.append(state.apply_events(state.parse_action(text)))
        if len(events) % SNAPSHOT_EVERY == 0:
            snapshots[len(events)] = state.clone()
    return Live(row, game, state, events, snapshots=snapshots)


STAND_IN = "club"


def default_agent(game: Any) -> str:
    return next(iter(game.bots), "random")


def stand_in(game: Any) -> str:
    """The bot that plays on for a person who leaves: a level the lobby offers (`club`, named as the
    lobby names it), not whichever agent the game lists first."""
    return STAND_IN if STAND_IN in agents_of(game) else default_agent(game)


def agents_of(game: Any) -> list[str]:
    """The bots the lobby offers for `game`, levels first, weakest first (`trigames.agents.offered`)."""
    return offered(game)


def _plausible_id(table_id: str) -> bool:
    return len(table_id) == 16 and all(c in "0123456789abcdef" for c in table_id)


def _json(message: dict[str, Any]) -> str:
    return dumps(message)
