"""Triominos played with the real box (option `referee`): the tiles are dealt at the table.

The engine never sees a rack. It keeps the board, the rack sizes and the pool size; whoever is
to move enters what they did: the tile placed and where (any tile not yet on the board that fits
— the board is checked, the rack is trusted), a draw, a pass. The draw-off happens at the table:
its winner is entered ("first 2"). When a round ends, each rack still holding tiles is laid open
and its total entered ("rack 23"), within what the unplayed tiles allow; scores follow RULES §2.7.
With `score_pad`, a placement is entered as its points alone ("points 14"): the board is not kept.

A round is blocked when the pool is empty and every player in turn has passed at the start of
their turn (saying no tile of theirs fits): the engine's check at the end of each turn, made by
the table.
"""

from __future__ import annotations

from typing import Any

from trigames.core import Event, NotationError

from . import notation as N
from .rules import (
    AFTER_DRAW,
    BRIDGE_BONUS,
    FIRST,
    GOING_OUT_BONUS,
    HEXAGON_BONUS,
    MAX_DRAWS,
    OPEN,
    OVER,
    TOTALS,
    TURN,
    TriominosState,
    rack_size,
)
from .tiles import DRAW, N_TILES, ORIGIN, PASS, PLACE, STRIDE, TILES, TSUM, decode, tile_str

UNKNOWN = -1
FIRST_CODE = N.MAX_CODE  # "first p": seat p won the draw-off
RACK_CODE = N.MAX_CODE + 8  # "rack v": the rack of the seat to move holds tiles worth v
MAX_TOTAL = sum(TSUM)  # 420
PAD_CODE = RACK_CODE + MAX_TOTAL + 1  # "points n": a placement worth n, board not kept (score_pad)
# what one placement can score: a tile's value (0–15), plus a bridge (40) or hexagons (50/60/70)
PLACEMENT_POINTS = sorted({v + b for v in range(16) for b in (0, 40, 50, 60, 70)})
MAX_POINTS = PLACEMENT_POINTS[-1]


class RefereeState(TriominosState):
    __slots__ = ("ending", "laid", "pad", "passes", "totals")

    def _start_round(self, events: list[Event] | None) -> None:
        self.pad: bool = self.game.options["score_pad"]
        self.laid = 0  # tiles laid this round on the score pad (the board is not kept)
        n, P = rack_size(self.P), self.P
        self.racks = [[UNKNOWN] * n for _ in range(P)]
        self.pool = [UNKNOWN] * (N_TILES - P * n)
        self._clear_board()
        self.drawoff = []
        self.allowed = None
        self.passes = 0
        self.totals: list[int | None] = [None] * P
        self.ending: tuple[str, int] | None = None
        if self.first_fixed is not None:
            self.player, self.phase = self.first_fixed, OPEN
        else:
            self.player, self.phase = 0, FIRST  # the draw-off happens at the table
        if events is not None:
            events.append(Event("round_start", {"round": self.round + 1, "first": self.player, "drawoff": []}))

    def clone(self) -> RefereeState:
        c: RefereeState = super().clone()  # type: ignore[assignment]
        c.passes, c.totals, c.ending, c.pad, c.laid = self.passes, self.totals[:], self.ending, self.pad, self.laid
        return c

    # -- what the table may still hold -----------------------------------------------------
    def unplayed(self) -> list[int]:
        on_board = {tr // 3 for tr in self.board.values()}
        return [t for t in range(N_TILES) if t not in on_board]

    def total_range(self, p: int) -> tuple[int, int]:
        """Lowest and highest total a rack of its size can hold among the unplayed tiles."""
        values = sorted(TSUM[t] for t in self.unplayed())
        n = len(self.racks[p])
        return sum(values[:n]), sum(values[len(values) - n:]) if n else 0

    # -- the API ---------------------------------------------------------------------------
    def legal_actions(self) -> list[Any]:
        ph = self.phase
        if ph == FIRST:
            return [FIRST_CODE + p for p in range(self.P)]
        if ph == TOTALS:
            low, high = self.total_range(self.player)
            return [RACK_CODE + v for v in range(low, high + 1)]
        if ph == OVER:
            return []
        if ph == OPEN:
            if self.pad:
                return [PAD_CODE + n for n in self.opening_points()]
            return [PLACE + ORIGIN * STRIDE + 3 * t for t in range(N_TILES)]
        out: list[Any] = []
        if ph == TURN and self.pool:
            out.append(DRAW)
        if self.pad:
            out += [PAD_CODE + n for n in PLACEMENT_POINTS]
        else:
            for t in self.unplayed():
                out += self.where[t]
        if ph == AFTER_DRAW:
            out.append(DRAW if self.draws < MAX_DRAWS and self.pool else PASS)
        elif not self.pool:
            out.append(PASS)  # the table knows whether a tile fits; the board cannot
        return out

    def _apply(self, action: Any, events: list[Event] | None = None) -> None:
        ph, p = self.phase, self.player
        if action.__class__ is not int or ph == OVER:
            raise self.illegal(action, "the game is over" if ph == OVER else "not a triominos action")
        if ph == FIRST:
            if not FIRST_CODE <= action < FIRST_CODE + self.P:
                raise self.illegal(action, "say who won the draw-off: first 0, first 1, …")
            self.history.append(action)
            self.player, self.phase = action - FIRST_CODE, OPEN
            if events is not None:
                events.append(Event("first", {"seat": self.player}))
            return
        if ph == TOTALS:
            low, high = self.total_range(p)
            if not RACK_CODE + low <= action <= RACK_CODE + high:
                raise self.illegal(action, f"{len(self.racks[p])} unplayed tiles add up to {low}–{high}: "
                                   f"enter the rack's total, e.g. rack {low}")
            self.history.append(action)
            self.totals[p] = action - RACK_CODE
            self._next_total(events)
            return
        if self.pad and PAD_CODE <= action <= PAD_CODE + MAX_POINTS:
            self._points(action, events)
            return
        if action >= RACK_CODE - 8:
            raise self.illegal(action, "not a move at this point of the game")
        if self.pad and action >= PLACE:
            raise self.illegal(action, "this is a score pad: enter the placement's points, e.g. points 14")
        if action >= PLACE:
            self._place(action, events)
        elif action == DRAW:
            super()._apply(action, events)  # the rules' draw: the tile is unknown (-1), its cost is not
            self.passes = 0  # a rack changed: whoever passed may now have a tile that fits
        else:
            self._pass(action, events)

    apply = _apply

    def _place(self, action: int, events: list[Event] | None) -> None:
        ph, p = self.phase, self.player
        t, c, r = decode(action)
        if t not in self.unplayed():
            raise self.illegal(action, f"tile {tile_str(t)} is already on the table")
        if ph == OPEN:
            if c != ORIGIN or r:
                raise self.illegal(action, "the first tile goes at U(0,0) with rotation 0")
        elif action not in self.where[t]:
            raise self.illegal(action, self.why_not(t, c, 3 * t + r))
        self.history.append(action)
        h, bridge = self.put(c, 3 * t + r)
        pts = TSUM[t] + (HEXAGON_BONUS[h] if h else BRIDGE_BONUS if bridge else 0)
        if ph == OPEN:
            pts += self.opening_bonus(t)
        self.score[p] += pts
        self.racks[p].pop()
        self.passes = 0
        if events is not None:
            self._tell_place(events, p, action, c, pts, h, bridge)
        if not self.racks[p]:
            self._ask_totals("out", p)
        else:
            self._next_player(p)

    def opening_points(self) -> list[int]:
        """What the first tile of a round can score: its value, plus the classic bonus of a triple."""
        return sorted({TSUM[t] + self.opening_bonus(t) for t in range(N_TILES)})

    def _points(self, action: int, events: list[Event] | None) -> None:
        """A placement on the score pad: its points only; the rack shrinks by one tile."""
        ph, p, n = self.phase, self.player, action - PAD_CODE
        allowed = self.opening_points() if ph == OPEN else PLACEMENT_POINTS
        if n not in allowed:
            first = " (a first tile: its value)" if ph == OPEN else ""
            raise self.illegal(action, f"a placement cannot score {n}: a tile is worth 0–15, plus 40 for a bridge "
                                       f"or 50/60/70 for hexagons{first}")
        self.history.append(action)
        self.score[p] += n
        self.racks[p].pop()
        self.laid += 1
        self.passes = 0
        if events is not None:
            events.append(Event("place", {"seat": p, "move": f"points {n}", "points": n, "figure": None}))
            events.append(Event("score", {"seat": p, "points": n, "why": "place"}))
        if not self.racks[p]:
            self._ask_totals("out", p)
        else:
            self._next_player(p)

    def opening_bonus(self, t: int) -> int:
        """Classic opening [R-TM4]: a triple opens with +10, 0-0-0 with +40 (the table checked
        who holds which triple; the engine never sees the racks)."""
        if not self.classic or TILES[t][0] != TILES[t][2]:
            return 0
        return 40 if t == 0 else 10

    def action_details(self, action: Any) -> dict[str, Any]:
        if action.__class__ is int and FIRST_CODE <= action < RACK_CODE:
            return {"kind": "first", "seat": action - FIRST_CODE}
        if action.__class__ is int and action >= PAD_CODE:
            return {"kind": "points", "points": action - PAD_CODE}
        if action.__class__ is int and action >= RACK_CODE:
            return {"kind": "rack", "total": action - RACK_CODE}
        d = super().action_details(action)
        if d["kind"] == "place":
            d["out"] = len(self.racks[self.player]) == 1
            if self.phase == OPEN:
                d["opening"] = self.opening_bonus(decode(action)[0])
                d["points"] = d["value"] + d["bonus"] + d["opening"]
        return d

    def _pass(self, action: int, events: list[Event] | None) -> None:
        p = self.player
        if action != PASS:
            raise self.illegal(action, "not a triominos action")
        if self.phase == OPEN:
            raise self.illegal(action, "the first move of a round must be a placement")
        if self.phase == TURN and self.pool:
            raise self.illegal(action, "the pool is not empty: place a tile or draw")
        if self.phase == AFTER_DRAW and self.draws < MAX_DRAWS and self.pool:
            raise self.illegal(action, "the pool is not empty: place the drawn tile or draw again")
        self._charge_pass(action, p, events)
        # only a pass at the start of a turn says "none of my tiles fits"; a draw changes a rack
        self.passes = self.passes + 1 if self.phase == TURN else 0
        if self.passes >= self.P:  # everyone in turn said no tile fits, with an empty pool: blocked
            self._ask_totals("blocked", p)
        else:
            self._next_player(p)

    def _next_player(self, p: int) -> None:
        self.player = (p + 1) % self.P
        self.phase = TURN
        self.draws = 0
        self.drawn = -1

    # -- the end of a round: every rack still holding tiles is laid open --------------------
    def _ask_totals(self, how: str, p: int) -> None:
        self.ending = (how, p)
        self.totals = [0 if not r else None for r in self.racks]
        self.phase = TOTALS
        self._next_total(None)

    def _next_total(self, events: list[Event] | None) -> None:
        for q, v in enumerate(self.totals):
            if v is None:
                self.player = q
                return
        assert self.ending is not None
        how, p = self.ending
        totals = [v or 0 for v in self.totals]
        if how == "out":
            points = [GOING_OUT_BONUS + sum(totals) if q == p else 0 for q in range(self.P)]
        else:
            points = self._blocked_points(totals)
        self._end_round(how, points, events)

    def _racks_shown(self) -> list[Any]:
        return [[] for _ in self.racks]  # the tiles stay at the table; their totals were entered

    def _end_round(self, how: str, points: list[int], events: list[Event] | None) -> None:
        totals = [v or 0 for v in self.totals]
        super()._end_round(how, points, events)
        if self.last is not None:
            self.last["totals"] = totals

    def action_to_string(self, action: Any) -> str:
        if action.__class__ is int and FIRST_CODE <= action < RACK_CODE:
            return f"first {action - FIRST_CODE}"
        if action.__class__ is int and RACK_CODE <= action <= RACK_CODE + MAX_TOTAL:
            return f"rack {action - RACK_CODE}"
        if action.__class__ is int and PAD_CODE <= action <= PAD_CODE + MAX_POINTS:
            return f"points {action - PAD_CODE}"
        return N.action_to_string(action)

    def parse_action(self, text: str) -> Any:
        words = text.lower().split() if isinstance(text, str) else []
        if len(words) == 2 and words[0] in ("first", "rack", "points"):
            if not (words[1].isascii() and words[1].isdigit()):  # no "５", no "²"
                raise NotationError(f"{words[0]} takes a number: {text!r}")
            n = int(words[1])
            if words[0] == "first":
                if n >= 4:
                    raise NotationError(f"seats are 0–3: {text!r}")
                return FIRST_CODE + n
            if words[0] == "points":
                if n > MAX_POINTS:
                    raise NotationError(f"no placement scores more than {MAX_POINTS}: {text!r}")
                return PAD_CODE + n
            if n > MAX_TOTAL:
                raise NotationError(f"no rack holds more than {MAX_TOTAL} points: {text!r}")
            return RACK_CODE + n
        return N.parse_action(text)

    def tile_census(self) -> list[int]:
        """Refereed, a tile not on the board is unknown: count the unknowns, all 56 in all."""
        count = [0] * N_TILES
        for tr in self.board.values():
            count[tr // 3] += 1
        unknown = len(self.pool) + sum(map(len, self.racks)) + self.laid
        return [*count, unknown]
