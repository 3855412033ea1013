"""Triominos XXL (RULES §2): the state and its transitions.

The board is a dict cell → `tr` (tile*3 + rotation) in placement order, plus two bytearrays
over packed vertices: `val` (value + 1, 0 = none) and `ring` (occupied cells around a vertex,
so a hexagon is `ring[v] == 6`). Legal moves come from an incremental index, never a board
scan: `open` maps each empty cell with an occupied edge neighbour to its corner pattern, and
`where[t]` holds every placement code of tile `t` on the current board (a dict used as an
ordered set). A placement touches at most one vertex that had no value, so an update visits
that vertex's ring and the three edge neighbours only.
"""

from __future__ import annotations

from typing import Any

from trigames.core import TERMINAL, Event, Outcome, State, View, derive

from . import notation as N
from .board import BoardIndex
from .details import beside
from .tiles import (
    DRAW,
    N_TILES,
    N_VERTS,
    ORIGIN,
    PASS,
    PLACE,
    STRIDE,
    TILES,
    TSUM,
    opening_tiles,
    tile_str,
    xy_of,
)

OPEN, TURN, AFTER_DRAW, OVER, FIRST, TOTALS = range(6)
# RULES §2.3.4, §2.6; the last two only at a refereed table (referee.py)
DECISIONS = ("OPEN", "TURN_START", "AFTER_DRAW", "OVER", "FIRST_PLAYER", "RACK_TOTAL")
HEXAGON_BONUS = (0, 50, 60, 70)
BRIDGE_BONUS = 40
GOING_OUT_BONUS = 25
DRAW_COST = 5
FAILED_TURN_COST = 10
MAX_DRAWS = 3


def rack_size(players: int) -> int:
    return 9 if players == 2 else 7


def draw_off(pool: list[int], players: int, rng: Any) -> tuple[int, list[list[tuple[int, int]]]]:
    """Draw-off for the first player (RULES §2.3.3); tiles are popped from the end of `pool`.

    Every player draws one tile; the tied highest draw again until one is highest. All drawn
    tiles go back and the pool is reshuffled. Returns (first seat, the draws shown per step).
    """
    contenders = list(range(players))
    shown: list[list[tuple[int, int]]] = []
    drawn: list[int] = []
    while True:
        if len(pool) < len(contenders):  # never in practice: put everything back and go on
            pool.extend(drawn)
            drawn.clear()
            rng.shuffle(pool)
        step = [(p, pool.pop()) for p in contenders]
        shown.append(step)
        drawn.extend(t for _, t in step)
        best = max(TSUM[t] for _, t in step)
        contenders = [p for p, t in step if TSUM[t] == best]
        if len(contenders) == 1:
            break
    for t in drawn:  # a uniform random insertion into a uniformly shuffled pool is a reshuffle
        pool.insert(rng.randrange(len(pool) + 1), t)
    return contenders[0], shown


def classic_opener(racks: list[list[int]]) -> int:
    """Classic opening [R-TM4]: the holder of the highest triple, else of the highest tile
    (by sum, then the later tile in a-b-c order [R-TM12])."""
    def rank(p: int) -> tuple[int, int, int]:
        return max((int(TILES[t][0] == TILES[t][2]), TSUM[t], t) for t in racks[p])
    return max(range(len(racks)), key=rank)


class TriominosState(BoardIndex, State):
    __slots__ = (
        "P",
        "allowed",
        "board",
        "classic",
        "drawn",
        "drawoff",
        "draws",
        "first_fixed",
        "fixed_rounds",
        "last",
        "open",
        "phase",
        "player",
        "pool",
        "racks",
        "ring",
        "round",
        "score",
        "seed",
        "stuck",
        "target",
        "val",
        "where",
    )

    def __init__(self, game: Any, seed: int) -> None:
        self.game = game
        self.history = []
        self.P: int = game.players
        self.seed = seed
        self.round = 0
        self.score = [0] * self.P
        self.last: dict[str, Any] | None = None
        self._options(game)
        self._start_round(None)

    def _options(self, game: Any) -> None:
        o = game.options
        self.target: int = o["target"]
        self.fixed_rounds: int | None = o["fixed_rounds"]
        self.classic: bool = o["classic_opening"]
        self.first_fixed: int | None = o["first_player"]

    # -- rounds ------------------------------------------------------------------------
    def _clear_board(self) -> None:
        self.board: dict[int, int] = {}
        self.val = bytearray(N_VERTS)
        self.ring = bytearray(N_VERTS)
        self.open: dict[int, int] = {}
        self.where: list[dict[int, None]] = [{} for _ in range(N_TILES)]
        self.draws = 0
        self.drawn = -1
        # per seat, the board's size when it last had nothing to place this round (drew or passed
        # at the start of its turn), -1 if never: public, and what a player can infer from it (views)
        self.stuck = [-1] * self.P

    def _start_round(self, events: list[Event] | None) -> None:
        rng = derive(self.seed, "triominos", "round", self.round)
        tiles = list(range(N_TILES))
        rng.shuffle(tiles)
        n, P = rack_size(self.P), self.P
        self.racks: list[list[int]] = [sorted(tiles[i * n:(i + 1) * n]) for i in range(P)]
        self.pool: list[int] = tiles[P * n:]
        self._clear_board()
        self.drawoff: list[list[tuple[int, int]]] = []
        if self.classic:
            first = classic_opener(self.racks)
            self.allowed: dict[int, int] | None = opening_tiles(self.racks[first])
        else:
            self.allowed = None
            if self.first_fixed is not None:
                first = self.first_fixed
            else:
                first, self.drawoff = draw_off(self.pool, P, rng)
        self.player = first
        self.phase = OPEN
        if events is not None:
            events.append(Event("round_start", {
                "round": self.round + 1, "first": first,
                "drawoff": [[[p, tile_str(t)] for p, t in step] for step in self.drawoff]}))

    def _end_round(self, how: str, points: list[int], events: list[Event] | None) -> None:
        for p, pts in enumerate(points):
            self.score[p] += pts
        self.last = {"round": self.round + 1, "end": how, "points": points, "racks": self._racks_shown()}
        if events is not None:
            events.append(Event("round_end", dict(self.last)))
            for p, pts in enumerate(points):
                if pts:
                    events.append(Event("score", {"seat": p, "points": pts, "why": how}))
        self.round += 1
        done = (self.round >= self.fixed_rounds if self.fixed_rounds is not None
                else max(self.score) >= self.target)
        if done:
            self.phase, self.player = OVER, TERMINAL
            if events is not None:
                events.append(Event("game_end", {"outcome": self.outcome().to_json()}))
        else:
            self._start_round(events)

    def _racks_shown(self) -> list[Any]:
        """The racks laid open when a round ends (a refereed table shows rack totals instead)."""
        return [[tile_str(t) for t in sorted(r)] for r in self.racks]

    def _blocked_points(self, totals: list[int] | None = None) -> list[int]:
        if totals is None:
            totals = [sum(TSUM[t] for t in r) for r in self.racks]
        low, whole = min(totals), sum(totals)
        return [whole - 2 * x if x == low else 0 for x in totals]

    def _end_turn(self, p: int, events: list[Event] | None) -> None:
        if not self.pool and self.is_blocked():
            self._end_round("blocked", self._blocked_points(), events)
            return
        self.player = (p + 1) % self.P
        self.phase = TURN
        self.draws = 0
        self.drawn = -1

    # -- the API -----------------------------------------------------------------------
    def current_player(self) -> int:
        return self.player

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def decision(self) -> str:
        return DECISIONS[self.phase]

    def legal_actions(self) -> list[Any]:
        """The legal action codes: placements from the move index, then DRAW or PASS."""
        ph = self.phase
        if ph == TURN:
            out = [DRAW] if self.pool else []
            where = self.where
            for t in self.racks[self.player]:
                out += where[t]
            return out or [PASS]
        if ph == AFTER_DRAW:
            out = list(self.where[self.drawn])
            out.append(DRAW if self.draws < MAX_DRAWS and self.pool else PASS)
            return out
        if ph == OPEN:
            base = PLACE + ORIGIN * STRIDE
            allowed = self.allowed
            return [base + 3 * t for t in self.racks[self.player] if allowed is None or t in allowed]
        return []

    def _apply(self, action: Any, events: list[Event] | None = None) -> None:
        ph = self.phase
        if action.__class__ is not int or ph == OVER:
            raise self.illegal(action, "the game is over" if ph == OVER else "not a triominos action")
        if action >= PLACE:
            a = action - PLACE
            c = a // STRIDE
            tr = a - c * STRIDE
            t = tr // 3
            p = self.player
            rack = self.racks[p]
            if ph == OPEN or action not in self.where[t] or t not in rack or (ph == AFTER_DRAW and t != self.drawn):
                self._check_place(action, t, c, tr)
            self.history.append(action)
            h, bridge = self.put(c, tr)
            pts = TSUM[t] + (HEXAGON_BONUS[h] if h else BRIDGE_BONUS if bridge else 0)
            if ph == OPEN and self.allowed is not None:
                pts += self.allowed[t]
            self.score[p] += pts
            rack.remove(t)
            if events is not None:
                self._tell_place(events, p, action, c, pts, h, bridge)
            if not rack:
                won = GOING_OUT_BONUS + sum(TSUM[x] for r in self.racks for x in r)
                self._end_round("out", [won if q == p else 0 for q in range(self.P)], events)
            elif self.pool or not self.is_blocked():
                p += 1
                self.player = p if p < self.P else 0
                self.phase = TURN
                self.draws = 0
                self.drawn = -1
            else:
                self._end_round("blocked", self._blocked_points(), events)
            return
        p = self.player
        if action == DRAW:
            if ph == OPEN:
                raise self.illegal(action, "the first move of a round must be a placement")
            if not self.pool:
                raise self.illegal(action, "the pool is empty")
            if self.draws >= MAX_DRAWS:
                raise self.illegal(action, f"at most {MAX_DRAWS} draws per turn: place the drawn tile or pass")
            self.history.append(action)
            if ph == TURN:
                self.stuck[p] = len(self.board)
            t = self.pool.pop()
            self.racks[p].append(t)
            self.score[p] -= DRAW_COST
            self.draws += 1
            self.drawn = t
            self.phase = AFTER_DRAW
            if events is not None:
                events.append(Event("draw", {"seat": p, "draws": self.draws, "pool": len(self.pool)},
                                    {"tile": tile_str(t)} if t >= 0 else None, p))  # -1: drawn from a real pool
                events.append(Event("score", {"seat": p, "points": -DRAW_COST, "why": "draw"}))
            return
        if action != PASS:
            raise self.illegal(action, "not a triominos action")
        if ph == OPEN:
            raise self.illegal(action, "the first move of a round must be a placement")
        if ph == TURN:
            if self.pool:
                raise self.illegal(action, "the pool is not empty: place a tile or draw")
            if any(self.where[t] for t in self.racks[p]):
                raise self.illegal(action, "a tile can be placed and the pool is empty: place it")
        elif self.draws < MAX_DRAWS and self.pool:
            raise self.illegal(action, "the pool is not empty: place the drawn tile or draw again")
        if ph == TURN:
            self.stuck[p] = len(self.board)
        self._charge_pass(action, p, events)
        self._end_turn(p, events)

    def _charge_pass(self, action: int, p: int, events: list[Event] | None) -> None:
        """A legal pass: recorded, and after three draws charged [RULES §2.6]."""
        self.history.append(action)
        pts = -FAILED_TURN_COST if self.draws == MAX_DRAWS else 0
        self.score[p] += pts
        if events is not None:
            events.append(Event("pass", {"seat": p, "points": pts}))
            if pts:
                events.append(Event("score", {"seat": p, "points": pts, "why": "pass"}))

    apply = _apply  # the fast path: `apply(action)` is `_apply(action, None)`

    def _check_place(self, action: int, t: int, c: int, tr: int) -> None:
        """Raise the right error for a placement the fast path did not accept."""
        p = self.player
        if self.phase == OPEN:
            if c != ORIGIN or tr % 3:
                raise self.illegal(action, "the first tile goes at U(0,0) with rotation 0")
            if t not in self.racks[p]:
                raise self.illegal(action, f"tile {tile_str(t)} is not in seat {p}'s rack")
            if self.allowed is not None and t not in self.allowed:
                raise self.illegal(action, "classic opening: open with "
                                   + " or ".join(tile_str(x) for x in self.allowed))
            return
        if self.phase == AFTER_DRAW and t != self.drawn:
            raise self.illegal(action, f"after a draw only the drawn tile {tile_str(self.drawn)} may be placed")
        if t not in self.racks[p]:
            raise self.illegal(action, f"tile {tile_str(t)} is not in seat {p}'s rack")
        raise self.illegal(action, self.why_not(t, c, tr))

    def _tell_place(self, events: list[Event], p: int, action: int, c: int, pts: int, h: int, bridge: bool) -> None:
        """The events of a tile laid on cell `c` (after `put`): the figure it made, and where it lies as
        people say it, by the tile beside (the log's words; a kept score tells it the same way)."""
        figure = ("hexagon", "double hexagon", "triple hexagon")[h - 1] if h else "bridge" if bridge else None
        next_to, side, _ = beside(self, *xy_of(c))
        events.append(Event("place", {"seat": p, "move": N.action_to_string(action), "points": pts,
                                      "figure": figure, "next_to": next_to, "side": side or "middle"}))
        events.append(Event("score", {"seat": p, "points": pts, "why": "place"}))

    def clone(self) -> TriominosState:
        c = object.__new__(self.__class__)  # the referee's state clones as itself
        c.game, c.history, c.P, c.seed, c.round = self.game, self.history[:], self.P, self.seed, self.round
        c.score = self.score[:]
        c.stuck = self.stuck[:]
        c.racks = [r[:] for r in self.racks]
        c.pool = self.pool[:]
        c.board = self.board.copy()
        c.val = self.val[:]
        c.ring = self.ring[:]
        c.open = self.open.copy()
        c.where = [w.copy() for w in self.where]
        c.phase, c.player, c.draws, c.drawn = self.phase, self.player, self.draws, self.drawn
        c.target, c.fixed_rounds, c.classic, c.first_fixed = (
            self.target, self.fixed_rounds, self.classic, self.first_fixed)
        c.drawoff, c.last, c.allowed = self.drawoff, self.last, self.allowed
        return c

    def scores(self) -> list[float]:
        return [float(x) for x in self.score]

    def outcome(self) -> Outcome:
        if self.phase != OVER:
            raise RuntimeError("the game is not over")
        return Outcome.from_keys(self.scores(), self.score, {"rounds": self.round})

    def view(self, seat: int | None) -> View:
        from .views import view

        return view(self, seat)

    def action_to_string(self, action: Any) -> str:
        return N.action_to_string(action)

    def action_details(self, action: Any) -> dict[str, Any]:
        """What a legal action would score or cost, for boards that preview moves (details.py)."""
        from .details import action_details

        return action_details(self, action)

    def parse_action(self, text: str) -> Any:
        return N.parse_action(text)

    def tile_census(self) -> list[int]:
        """How many times each tile is on the board, in a rack or in the pool (always all 1s)."""
        count = [0] * N_TILES
        for tr in self.board.values():
            count[tr // 3] += 1
        for t in (*self.pool, *(x for r in self.racks for x in r)):
            count[t] += 1
        return count
