"""A table in play: its state, its seats, its connections, and what each connection is sent.

Everything here runs on the event loop thread, so a table needs no lock: between two `await`s
nobody else touches it. Each connection has an outbox drained by its own writer task, so a slow
or stuck client never holds up the table or the other players.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import orjson

from trigames.core import Event, Game, State

from .store import SeatRow, TableRow

OUTBOX_LIMIT = 256  # messages queued for one connection before it is dropped as too slow
DISPLACED = 4001  # close code: the seat was opened in another window (the page waits to be asked back)


@dataclass
class Conn:
    """One WebSocket: a seat (or a spectator), its outbox and its rate budget."""

    send: Callable[[str], Awaitable[None]]
    close: Callable[[int], Awaitable[None]]
    seat: int | None = None
    token: str | None = None  # kept in memory only: the rematch token is derived from it
    text: bool = False
    companion: bool = False  # one screen plays every seat of a real game
    lang: str = "en"  # the language of the game's text rendering
    sent: int = 0  # the version of the last state this connection was sent
    rate: float = 200.0
    burst: float = 400.0
    allowance: float = 400.0
    checked: float = field(default_factory=time.monotonic)
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    writer: asyncio.Task[None] | None = None
    close_code: int = 1013  # what the writer closes with once told to (None in the outbox)

    def start(self) -> None:
        self.allowance = self.burst
        self.writer = asyncio.get_running_loop().create_task(self._drain())

    def allow(self) -> bool:
        """Token bucket: `rate` messages a second, bursts up to `burst`."""
        now = time.monotonic()
        self.allowance = min(self.burst, self.allowance + (now - self.checked) * self.rate)
        self.checked = now
        if self.allowance < 1.0:
            return False
        self.allowance -= 1.0
        return True

    def push(self, message: str) -> None:
        if self.outbox.qsize() >= OUTBOX_LIMIT:  # the client stopped reading: let it reconnect
            self.outbox = asyncio.Queue()
            self.outbox.put_nowait(None)
            return
        self.outbox.put_nowait(message)

    def retire(self, message: str, code: int) -> None:
        """Send `message`, then close with `code`: whatever was queued before goes first."""
        self.push(message)
        self.close_code = code
        self.outbox.put_nowait(None)

    async def _drain(self) -> None:
        try:
            while True:
                message = await self.outbox.get()
                if message is None:
                    await self.close(self.close_code)
                    return
                await self.send(message)
        except Exception:  # the socket is gone; the reader side cleans up
            return

    async def drained(self, below: int, timeout: float) -> bool:
        """Wait until fewer than `below` messages wait to be sent. False if they were not sent within
        `timeout` seconds or cannot be (the socket is gone): the client is not reading."""
        deadline = time.monotonic() + timeout
        while self.outbox.qsize() >= below:
            if self.writer is None or self.writer.done() or time.monotonic() > deadline:
                return False
            await asyncio.sleep(0.01)
        return True

    async def stop(self) -> None:
        if self.writer is not None:
            self.writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.writer


Seen = tuple[dict[str, Any], list[str], list[Any] | None]  # a seat's view, legal notation, action details


SNAPSHOT_EVERY = 32  # plies between the states kept for replays: a replay step applies at most this many
PRESENCE_DELAY = 0.05  # seconds: connections that come and go together make one `seats` update


@dataclass
class Live:
    """A table loaded in memory. `version` is the number of actions played."""

    row: TableRow
    game: Game
    state: State
    events: list[list[Event]]
    conns: list[Conn] = field(default_factory=list)
    bot_task: asyncio.Task[None] | None = None
    last_move: float = 0.0
    motion_of: tuple[Any, Any] | None = None  # ((version, last action), its motion): computed once
    # what a version looks like to each seat, computed once however many watch or ask again
    seen_at: int = -1
    seen: dict[int | None, Seen] = field(default_factory=dict)
    seen_state: State | None = None
    texts: dict[tuple[int | None, str, tuple[str, ...]], str] = field(default_factory=dict)
    snapshots: dict[int, State] = field(default_factory=dict)  # finished games: ply → state, for replays
    seats_sent: str = ""  # the last `seats` message: only a change is announced
    presence_due: asyncio.Handle | None = None
    touched: float = field(default_factory=time.monotonic)  # last visit: quiet tables leave memory first
    record_of: tuple[Any, dict[str, Any]] | None = None  # ((version, names), the record): made once
    watched: list[dict[str, Any]] = field(default_factory=list)  # the events as spectators see them, made once
    watched_at: list[int] = field(default_factory=list)
    loaded: float = field(default_factory=time.monotonic)
    left: dict[int, float] = field(default_factory=dict)  # seat → when its last window here closed

    def seat_left(self, seat: int | None) -> None:
        """A window closed: if it was its seat's last here, the seat is empty from now (`Hub.stand_in`)."""
        if seat is not None and not any(c.seat == seat for c in self.conns):
            self.left[seat] = time.monotonic()

    def empty_for(self, seat: int) -> float | None:
        """Seconds `seat` has had no window in this process (since it was loaded, if it never had one),
        or None while it has one."""
        if any(c.seat == seat for c in self.conns):
            return None
        return time.monotonic() - self.left.get(seat, self.loaded)

    def motion(self) -> Any:
        """The optional game hook `last_motion()`: how the last action moved things (e.g. a
        Trigono throw's simulated paths), the same for every seat; computed once per version."""
        hook = getattr(self.state, "last_motion", None)
        if hook is None or self.version == 0:
            return None
        key = (self.version, self.row.actions[-1] if self.row.actions else None)  # an undo changes the action
        if self.motion_of is None or self.motion_of[0] != key:
            self.motion_of = (key, hook())
        return self.motion_of[1]

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def version(self) -> int:
        return len(self.events)

    @property
    def running(self) -> bool:
        return self.row.status == "running"

    def seat_row(self, seat: int) -> SeatRow:
        return self.row.seats[seat]

    def seats_json(self) -> list[dict[str, Any]]:
        online = {c.seat for c in self.conns if c.seat is not None}
        return [
            {"seat": s.seat, "kind": s.kind, "agent": s.agent, "name": s.name, "joined": s.joined,
             "connected": s.kind == "bot" or s.seat in online,
             # a bot plays for a person who went away; their link gives them the seat back
             "away": s.kind == "bot" and s.token_hash is not None}
            for s in self.row.seats
        ]

    def summary(self) -> dict[str, Any]:
        st = self.state
        return {
            "id": self.id, "game": self.row.game, "name": self.game.spec.name, "players": self.row.players,
            "options": self.row.options, "status": self.row.status, "public": self.row.public,
            "version": self.version, "to_move": st.current_player(), "decision": st.decision(),
            "seats": self.seats_json(), "result": self.row.result, "rematch": self.row.rematch,
            "rematch_of": self.row.rematch_of, "created": self.row.created,
            "companion": bool(self.row.meta.get("companion")),
            "chosen_seed": bool(self.row.meta.get("chosen_seed")),
        }

    def displace(self, seat: int) -> int:
        """Close this process's windows of `seat`, each told why first (`displaced`): a seat's private
        view goes to one window at a time. A companion table's screens are left alone: every seat is
        everyone's there. Returns how many were closed."""
        gone = [c for c in self.conns if c.seat == seat and not c.companion]
        for conn in gone:
            self.conns.remove(conn)  # sent nothing more, not even what is broadcast before it closes
            conn.seat, conn.token = None, None
            conn.retire(dumps({"type": "displaced", "seat": seat}), DISPLACED)
        if gone:
            self.seat_left(seat)
        return len(gone)

    def broadcast(self) -> None:
        """Send every connection its own state; views are computed once per seat."""
        for conn in self.conns:
            conn.push(self.state_message(conn))

    def push_all(self, message: dict[str, Any]) -> None:
        text = dumps(message)
        for conn in self.conns:
            conn.push(text)

    def announce_seats(self) -> None:
        """Tell everyone who sits and who is online — once for a burst of changes, and only if
        something changed (a spectator coming or going changes nothing: 500 watchers cost 500
        messages, not 500²)."""
        if self.presence_due is None:
            self.presence_due = asyncio.get_running_loop().call_later(PRESENCE_DELAY, self._send_seats)

    def _send_seats(self) -> None:
        self.presence_due = None
        text = dumps({"type": "seats", "seats": self.seats_json()})
        if text != self.seats_sent:
            self.seats_sent = text
            for conn in self.conns:
                conn.push(text)

    def _seen(self, seat: int | None) -> Seen:
        if self.seen_at != self.version or self.seen_state is not self.state:
            self.seen_at, self.seen_state = self.version, self.state
            self.seen.clear()
            self.texts.clear()
        hit = self.seen.get(seat)
        if hit is None:
            st = self.state
            legal: list[str] = []
            details: list[Any] | None = None
            if self.running and seat is not None and st.current_player() == seat:
                actions = st.legal_actions()
                legal = [st.action_to_string(a) for a in actions]
                describe = getattr(st, "action_details", None)  # optional game hook: e.g. points a move scores
                if describe is not None:
                    details = [describe(a) for a in actions]
            hit = self.seen[seat] = (st.view(seat), legal, details)
        return hit

    def text_of(self, seat: int | None, lang: str) -> str:
        """The terminal rendering of a seat's view, the seats called as the page calls them ("Ana",
        "Beginner", not the terminal's "seat 2"): slow (rich), so once per version, seat, language and names."""
        self._seen(seat)
        names = seat_names(self.row.seats, lang)
        key = (seat, lang, names)
        text = self.texts.get(key)
        if text is None:
            text = self.texts[key] = render_text(self.game, self._seen(seat)[0], lang, names)
        return text

    def state_message(self, conn: Conn) -> str:
        """The `state` message for `conn`: its seat's view, its legal actions, its new events."""
        st = self.state
        if conn.companion and st.current_player() >= 0:
            conn.seat = st.current_player()  # one screen: the view of whoever is to move
        seat = conn.seat
        view, legal, details = self._seen(seat)
        version = self.version
        events = self.log(seat, conn.sent)
        conn.sent = version
        message: dict[str, Any] = {
            "type": "state", "table": self.id, "game": self.row.game, "version": version, "seat": seat,
            "view": view, "decision": st.decision(), "to_move": st.current_player(), "legal": legal,
            "events": events, "scores": st.scores(), "terminal": st.is_terminal(), "result": self.row.result,
            "seats": self.seats_json(), "status": self.row.status, "rematch": self.row.rematch,
            "companion": conn.companion,
        }
        if details is not None:
            message["details"] = details
        motion = self.motion()
        if motion is not None:
            message["motion"] = motion
        if conn.text:
            message["text"] = self.text_of(seat, conn.lang)
            message["text_lang"] = conn.lang
        return dumps(message)

    def welcome(self, conn: Conn) -> str:
        """The first state a connection gets: with the whole log, so a reload, a late joiner or a
        spectator reads the game from its first move, numbered as everyone else saw it."""
        conn.sent = 0
        return self.state_message(conn)

    def log(self, seat: int | None, start: int) -> list[dict[str, Any]]:
        """The events of plies `start`… as `seat` may see them. Spectators' are made once per table
        (many may watch a long game); a seat's few are cheap to make again."""
        if seat is not None:
            return [{**e.for_seat(seat), "ply": ply} for ply in range(start, self.version) for e in self.events[ply]]
        seen, at = self.watched, self.watched_at  # at[ply]: where that ply's events start in `seen`
        for ply in range(len(at), self.version):
            at.append(len(seen))
            seen.extend({**e.for_seat(None), "ply": ply} for e in self.events[ply])
        return seen[at[start]:] if start < len(at) else []

    def state_at(self, ply: int) -> State:
        """The position after `ply` actions, from the nearest kept state (at most SNAPSHOT_EVERY
        actions applied once the table's states are kept): a replay step costs the same on the first
        ply and the last of a long game, and a game is walked through once, not once per visitor."""
        base = max((p for p in self.snapshots if p <= ply), default=0)
        start = self.snapshots.get(base)
        state = start.clone() if start is not None else self.game.new_game(self.row.seed)
        for at in range(base, ply):
            state.apply(state.parse_action(self.row.actions[at]))
            if (at + 1) % SNAPSHOT_EVERY == 0 and at + 1 not in self.snapshots:
                self.snapshots[at + 1] = state.clone()
        return state


def seat_names(seats: list[SeatRow], lang: str) -> tuple[str, ...]:
    """Each seat as the page names it (common.js `seatName`): a person's name, else "Seat 2"; a bot by
    its level ("Beginner"), with its seat's number when two bots of one kind sit at the table."""
    from trigames.core import catalogue

    def bot(s: SeatRow) -> bool:
        return s.kind in ("bot", "record") and bool(s.agent) and (not s.name or s.name == s.agent)

    out = []
    for s in seats:
        if bot(s):
            base = str(s.agent).split(":")[0]
            said = catalogue.message(f"agent.{base}", lang) if catalogue.has(f"agent.{base}", lang) else base
            same = sum(1 for x in seats if bot(x) and x.agent == s.agent)
            out.append(f"{said} {s.seat + 1}" if same > 1 else said)
        else:
            out.append(s.name or catalogue.message("table.seat", lang, n=s.seat + 1))
    return tuple(out)


def render_text(game: Game, view: dict[str, Any], lang: str = "en", names: tuple[str, ...] | None = None) -> str:
    """The game's terminal rendering as plain text (no colours), for the generic table."""
    from rich.console import Console

    console = Console(width=88, color_system=None, record=True, file=io.StringIO(), legacy_windows=False)
    console.print(game.render(view, lang, names))
    return console.export_text()


def dumps(message: dict[str, Any]) -> str:
    """JSON text of a message (orjson: the hot path of every broadcast)."""
    return orjson.dumps(message, default=_jsonable, option=orjson.OPT_NON_STR_KEYS).decode()


def _jsonable(value: Any) -> Any:
    """Engine values that are not JSON (e.g. a frozen dataclass in an event) as text."""
    if isinstance(value, set | frozenset):
        return sorted(value)
    return str(value)
