"""Tricérata (RULES §3): the state and its transitions.

A turn is a chain of sub-decisions, each a cell index (§3.11): START (a non-empty cell), one
SOW per stone (an edge neighbour of the reference cell), then CAPTURE (a non-empty neighbour of
the last cell) — or, when the last cell's neighbours are all empty, the next player's SEIZE
(any non-empty cell). Pickups and resows are automatic.

Speed: the board is a list of ints and `occ` is the set of non-empty cells as a bit mask, so
the START/CAPTURE/SEIZE choices are three lookups in 12-bit chunk tables (`cells_of`) and a
SOW choice is the neighbour tuple of the reference cell. `apply` has an inline fast path for
SOW, the most frequent sub-decision; everything else goes through `_apply`.
"""

from __future__ import annotations

from typing import Any

from trigames.core import TERMINAL, Event, Outcome, State, View

from . import notation as N
from .geometry import INTERIOR, KINDS, Geometry

START, SOW, CAPTURE, SEIZE, OVER = range(5)
DECISIONS = ("START", "SOW", "CAPTURE", "SEIZE", "OVER")

_CHUNK = 12
_TABLES: list[list[tuple[int, ...]]] = []  # _TABLES[j][bits] = the cells of `bits << 12j`


def _table(j: int) -> list[tuple[int, ...]]:
    while len(_TABLES) <= j:
        k = len(_TABLES)
        _TABLES.append([tuple(k * _CHUNK + i for i in range(_CHUNK) if b >> i & 1) for b in range(1 << _CHUNK)])
    return _TABLES[j]


T0, T1, T2 = _table(0), _table(1), _table(2)
SMALL = 3 * _CHUNK  # boards of up to 36 cells use the three tables inline
_NEAR: dict[int, tuple[int, ...]] = {}  # the rollout's CAPTURE choices: `cells_of(mask)`, cached
_HALVES: list[list[tuple[int, ...]]] = []  # the rollout's 13-bit chunk tables, built on first use


def _halves() -> list[list[tuple[int, ...]]]:
    """Two 13-bit chunk tables: the non-empty cells of a board of up to 26 cells (the default
    board has 25) in one concatenation instead of two."""
    if not _HALVES:
        _HALVES.extend([tuple(j * 13 + i for i in range(13) if b >> i & 1) for b in range(1 << 13)] for j in (0, 1))
    return _HALVES


def cells_of(mask: int) -> tuple[int, ...]:
    """The cells of a bit mask, in index order (12-bit chunk tables)."""
    if mask >> SMALL == 0:
        return T0[mask & 0xFFF] + T1[mask >> 12 & 0xFFF] + T2[mask >> 24]
    out: tuple[int, ...] = ()
    j = 0
    while mask:
        out += _table(j)[mask & 0xFFF]
        mask >>= _CHUNK
        j += 1
    return out


class TriceState(State):
    __slots__ = (
        "P",
        "board",
        "cap",
        "first",
        "geo",
        "hand",
        "kinds",
        "legal",
        "mover",
        "nbr_mask",
        "nbr_set",
        "nbrs",
        "occ",
        "phase",
        "pickups",
        "player",
        "ref",
        "seen",
        "small",
        "start",
        "stones",
        "stores",
        "sudden",
        "turns",
    )

    Key = tuple[tuple[int, ...], int]
    first: Key | None
    seen: set[Key] | None
    legal: tuple[int, ...] | list[int]
    board: list[int]

    def __init__(self, game: Any, geo: Geometry, board: list[int] | None = None,
                 stores: list[int] | None = None, to_move: int | None = None) -> None:
        self.game = game
        self.history = []
        self._setup(game, geo)
        s = game.options["stones"]
        self.board = [s] * geo.n if board is None else list(board)
        self.occ = sum(1 << c for c, v in enumerate(self.board) if v)
        self.stores = [0] * self.P if stores is None else list(stores)
        self.mover = self.player = game.options["first_player"] if to_move is None else to_move
        self.phase = START if self.occ else OVER
        if self.phase == OVER:
            self.player = TERMINAL
        self.hand, self.ref, self.first, self.seen = 0, -1, None, None
        self.pickups = self.turns = self.start = 0
        self._relegal()

    def _setup(self, game: Any, geo: Geometry) -> None:
        self.geo = geo
        self.nbrs = geo.nbrs
        self.nbr_set = geo.nbr_sets
        self.nbr_mask = geo.nbr_masks
        self.kinds = geo.kinds
        self.small = geo.n <= SMALL
        self.P = game.players
        self.cap = game.options["max_sowings_per_turn"] or 0
        self.sudden = game.options["sudden_death"]
        self.stones = game.options["stones"] * geo.n

    # -- the API -----------------------------------------------------------------------
    def current_player(self) -> int:
        return self.player

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def decision(self) -> str:
        return DECISIONS[self.phase]

    def legal_actions(self) -> tuple[int, ...] | list[int]:
        """Cell indices, ascending (SOW: the neighbours of the reference cell, in geometry order).
        A shared tuple, kept up to date by every transition: do not mutate it."""
        return self.legal

    def _relegal(self) -> None:
        """Recompute `legal` from the phase (slow paths and setup)."""
        ph = self.phase
        if ph == SOW:
            self.legal = self.nbrs[self.ref]
        elif ph in (START, SEIZE):
            self.legal = cells_of(self.occ)
        elif ph == CAPTURE:
            self.legal = cells_of(self.nbr_mask[self.ref] & self.occ)
        else:
            self.legal = []

    def apply(self, action: Any) -> None:
        """`_apply` without events, with the frequent cases inlined for speed (a property test
        checks that both give the same states)."""
        ph = self.phase
        board = self.board
        if ph == SOW:
            if action not in self.nbr_set[self.ref] or action.__class__ is not int:
                raise self.illegal(action, self._why(action))
            was = board[action]
            board[action] = was + 1
            self.ref = action
            self.history.append(action)
            hand = self.hand - 1
            self.hand = hand
            if was:
                if hand:
                    self.legal = self.nbrs[action]
                else:
                    self._sown(was, None)
                return
            occ = self.occ = self.occ | 1 << action
            if hand:
                self.legal = self.nbrs[action]
                return
            near = self.nbr_mask[action] & occ
            if near:
                self.phase = CAPTURE
                self.legal = (T0[near & 0xFFF] + T1[near >> 12 & 0xFFF] + T2[near >> 24]) if self.small \
                    else cells_of(near)
            else:
                self._sown(was, None)
        elif ph == START:
            if action.__class__ is not int or not 0 <= action < len(board) or not board[action]:
                raise self.illegal(action, self._why(action))
            self.first, self.seen, self.pickups, self.start = None, None, 1, len(self.history)
            self.history.append(action)
            self.hand = board[action]
            board[action] = 0
            self.occ ^= 1 << action
            self.ref = action
            self.phase = SOW
            self.legal = self.nbrs[action]
        else:
            if action.__class__ is not int or not 0 <= action < len(board) or not board[action] \
                    or (ph == CAPTURE and action not in self.nbr_set[self.ref]) or ph == OVER:
                raise self.illegal(action, self._why(action))
            self.stores[self.player] += board[action]
            board[action] = 0
            occ = self.occ = self.occ ^ 1 << action
            self.history.append(action)
            self.turns += 1
            if occ:
                self.phase = START
                self.player = self.mover = (self.player + 1) % self.P
                self.hand, self.ref = 0, -1
                self.legal = (T0[occ & 0xFFF] + T1[occ >> 12 & 0xFFF] + T2[occ >> 24]) if self.small \
                    else cells_of(occ)
            else:
                self._next_turn(0, None)

    def random_playout(self, rand: Any, limit: int) -> int:
        """`State.random_playout` with `apply`'s paths inlined — resows (4e) and the end of the
        game too — on local variables, without the legality checks (each choice is legal by
        construction), the state written back once at the end. A property test checks that it
        plays exactly what `apply` would, decision by decision: the same `rand()` draws, the same
        final state."""
        if self.phase == OVER or limit <= 0:
            return 0
        nbrs, nbr_mask, kinds, history, stores = self.nbrs, self.nbr_mask, self.kinds, self.history, self.stores
        board, ph, legal, occ, hand = self.board, self.phase, self.legal, self.occ, self.hand
        player, mover, turns, first, seen = self.player, self.mover, self.turns, self.first, self.seen
        pickups, start, cap, players, sudden = self.pickups, self.start, self.cap, self.P, self.sudden
        small, near_cells, t0, t1, t2 = self.small, _NEAR, T0, T1, T2
        halves = len(board) <= 26
        lo, hi = _halves() if halves else ((), ())
        append = history.append
        h0 = len(history)
        for _ in range(limit):
            action = legal[int(rand() * len(legal))]
            append(action)
            if ph == 1:  # SOW
                was = board[action]
                board[action] = was + 1
                hand -= 1
                if was:
                    if hand:
                        legal = nbrs[action]
                        continue
                    # the hand ends on a non-empty cell: resow it unless its pickup state repeats (4e)
                    if seen is None:
                        if first is None:  # `first_key`, from the moves of the turn
                            moves = history[start:]
                            b = board[:]
                            for y in moves[1:]:
                                b[y] -= 1
                            b[moves[0]] += len(moves) - 1
                            first = (tuple(b), moves[0])
                        seen = {first}
                    if not cap or pickups < cap:
                        k = len(seen)
                        seen.add((tuple(board), action))
                        if len(seen) != k:  # a new pickup state: resow
                            pickups += 1
                            hand = was + 1
                            board[action] = 0
                            occ ^= 1 << action
                            legal = nbrs[action]
                            continue
                else:
                    occ |= 1 << action
                    if hand:
                        legal = nbrs[action]
                        continue
                near = nbr_mask[action] & occ
                if near:
                    ph = 2  # CAPTURE
                    try:
                        legal = near_cells[near]
                    except KeyError:
                        legal = near_cells[near] = cells_of(near)
                    continue
                turns += 1  # isolated: the next player seizes (4f)
                player = (mover + 1) % players
                if not was and sudden and kinds[action] == INTERIOR:  # sudden death: it takes all
                    stores[player] += sum(board)
                    board = self.board = [0] * len(board)
                    occ, ph, player, legal = 0, OVER, TERMINAL, []
                    break
                ph = 3  # SEIZE
                if halves:
                    legal = lo[occ & 0x1FFF] + hi[occ >> 13]
                else:
                    legal = (t0[occ & 0xFFF] + t1[occ >> 12 & 0xFFF] + t2[occ >> 24]) if small else cells_of(occ)
            elif ph == 0:  # START
                first = seen = None
                pickups, start = 1, len(history) - 1
                hand = board[action]
                board[action] = 0
                occ ^= 1 << action
                ph = 1
                legal = nbrs[action]
            else:  # CAPTURE or SEIZE
                stores[player] += board[action]
                board[action] = 0
                occ ^= 1 << action
                turns += 1
                if not occ:
                    ph, player, legal = OVER, TERMINAL, []
                    break
                ph = 0
                player = mover = (player + 1) % players
                if halves:
                    legal = lo[occ & 0x1FFF] + hi[occ >> 13]
                else:
                    legal = (t0[occ & 0xFFF] + t1[occ >> 12 & 0xFFF] + t2[occ >> 24]) if small else cells_of(occ)
        self.phase, self.legal, self.occ, self.hand, self.player, self.mover, self.turns = (
            ph, legal, occ, hand, player, mover, turns)
        self.first, self.seen, self.pickups, self.start = first, seen, pickups, start
        self.ref = -1 if ph in (START, OVER) else history[-1]
        return len(history) - h0

    def _why(self, action: Any) -> str:
        """Why `action` is not legal now (for the error message)."""
        ph = self.phase
        if ph == OVER:
            return "the game is over"
        if action.__class__ is not int or not 0 <= action < len(self.board):
            return f"not a cell of this board (cells are 0–{len(self.board) - 1})"
        lab = self.geo.labels[action]
        if ph == SOW:
            near = ", ".join(self.geo.labels[d] for d in self.nbrs[self.ref])
            if action == self.ref:
                return f"a stone may not stay in {lab}: sow into a neighbour ({near})"
            return f"{lab} is not an edge neighbour of {self.geo.labels[self.ref]} ({near})"
        if ph == CAPTURE:
            if action not in self.nbr_set[self.ref]:
                return f"{lab} is not a neighbour of the last cell {self.geo.labels[self.ref]}"
            return f"{lab} is empty: capture a non-empty neighbour of {self.geo.labels[self.ref]}"
        return f"{lab} is empty: {'start from' if ph == START else 'seize'} a cell holding stones"

    def _apply(self, action: Any, events: list[Event] | None) -> None:
        """The reference implementation of a sub-decision, with events."""
        ph = self.phase
        if action.__class__ is not int or ph == OVER or not 0 <= action < len(self.board):
            legal = False
        elif ph == SOW:
            legal = action in self.nbr_set[self.ref]
        elif ph == CAPTURE:
            legal = action in self.nbr_set[self.ref] and self.board[action] > 0
        else:
            legal = self.board[action] > 0
        if not legal:
            raise self.illegal(action, self._why(action))
        board = self.board
        if ph == START:
            self.first, self.seen, self.pickups, self.start = None, None, 1, len(self.history)
            self.history.append(action)
            self._pickup(action, events, "start")
        elif ph == SOW:
            was = board[action]
            board[action] = was + 1
            self.ref = action
            if not was:
                self.occ |= 1 << action
            self.history.append(action)
            self.hand -= 1
            if events is not None:
                events.append(Event("sow", {"seat": self.mover, "cell": self.geo.labels[action], "was": was,
                                            "hand": self.hand}))
            if self.hand:
                self.legal = self.nbrs[action]
            else:
                self._sown(was, events)
        else:  # CAPTURE or SEIZE: take every stone of the cell
            got = board[action]
            board[action] = 0
            self.occ &= ~(1 << action)
            seat = self.player
            self.stores[seat] += got
            self.history.append(action)
            if events is not None:
                events.append(Event("capture" if ph == CAPTURE else "seize",
                                    {"seat": seat, "cell": self.geo.labels[action], "stones": got}))
            self.turns += 1
            self._next_turn((seat + 1) % self.P, events)

    def _pickup(self, c: int, events: list[Event] | None, kind: str) -> None:
        self.hand = self.board[c]
        self.board[c] = 0
        self.occ &= ~(1 << c)
        self.ref = c
        self.phase = SOW
        self.legal = self.nbrs[c]
        if events is not None:
            events.append(Event(kind, {"seat": self.mover, "cell": self.geo.labels[c], "hand": self.hand}))

    def _sown(self, was: int, events: list[Event] | None) -> None:
        """The hand is empty: resow (4e), or resolve the last cell (4f)."""
        ref = self.ref
        if was:
            key = (tuple(self.board), ref)
            seen = self.seen
            if seen is None:
                seen = self.seen = {self.first_key()}
            if key not in seen and (not self.cap or self.pickups < self.cap):
                seen.add(key)
                self.pickups += 1
                self._pickup(ref, events, "resow")
                return
            if events is not None:
                why = "repeated pickup state [R-TC3]" if key in seen else "max_sowings_per_turn reached"
                events.append(Event("no_resow", {"cell": self.geo.labels[ref], "reason": why}))
        if self.nbr_mask[ref] & self.occ:
            self.phase = CAPTURE
            self._relegal()
            return
        nxt = (self.mover + 1) % self.P
        self.turns += 1
        if not was and self.sudden and self.kinds[ref] == INTERIOR:
            left = sum(self.board)
            self.stores[nxt] += left
            self.board = [0] * len(self.board)
            self.occ = 0
            if events is not None:
                events.append(Event("sudden_death", {"cell": self.geo.labels[ref], "seat": nxt, "stones": left}))
            self._next_turn(nxt, events)
            return
        if events is not None:
            events.append(Event("isolated", {"cell": self.geo.labels[ref], "seizer": nxt}))
        self.phase, self.player = SEIZE, nxt
        self._relegal()

    def first_key(self) -> tuple[tuple[int, ...], int]:
        """The turn's first pickup state (board before pickup, cell), rebuilt on demand from
        the moves of the turn so that START need not copy the board."""
        if self.first is None:
            moves = self.history[self.start:]
            b = list(self.board)
            for y in moves[1:]:
                b[y] -= 1
            b[moves[0]] += len(moves) - 1 + self.hand
            self.first = (tuple(b), moves[0])
        return self.first

    def _next_turn(self, seat: int, events: list[Event] | None) -> None:
        self.hand, self.ref = 0, -1
        if self.occ:
            self.phase, self.player, self.mover = START, seat, seat
            self._relegal()
            return
        self.phase, self.player, self.legal = OVER, TERMINAL, []
        if events is not None:
            events.append(Event("game_end", {"outcome": self.outcome().to_json()}))

    def clone(self) -> TriceState:
        c = object.__new__(TriceState)
        c.game, c.history = self.game, self.history[:]
        c.geo, c.nbrs, c.nbr_set, c.nbr_mask, c.kinds, c.small = (
            self.geo, self.nbrs, self.nbr_set, self.nbr_mask, self.kinds, self.small)
        c.P, c.cap, c.sudden, c.stones = self.P, self.cap, self.sudden, self.stones
        c.board, c.occ, c.stores = self.board[:], self.occ, self.stores[:]
        c.phase, c.player, c.mover, c.hand, c.ref = self.phase, self.player, self.mover, self.hand, self.ref
        c.first, c.seen = self.first, None if self.seen is None else set(self.seen)
        c.pickups, c.turns, c.start, c.legal = self.pickups, self.turns, self.start, self.legal
        return c

    def scores(self) -> list[float]:
        """Stones in store; in solo mode minus the turns played (fewer turns is better)."""
        if self.P == 1:
            return [float(-self.turns)]
        return [float(x) for x in self.stores]

    def outcome(self) -> Outcome:
        if self.phase != OVER:
            raise RuntimeError("the game is not over")
        scores = self.scores()
        return Outcome.from_keys(scores, scores, {"stores": list(self.stores), "turns": self.turns})

    def view(self, seat: int | None) -> View:
        from .views import view

        return view(self, seat)

    def action_to_string(self, action: Any) -> str:
        return N.action_to_string(self.geo, action, self.phase)

    def parse_action(self, text: str) -> Any:
        return N.parse_action(self.geo, text, self.phase, self.ref)

    def parse_line(self, text: str) -> list[Any]:
        return N.parse_line(self, text)

    def census(self) -> int:
        """Stones on the board, in hand and in the stores (always s·N): for invariant tests."""
        return sum(self.board) + self.hand + sum(self.stores)

    def kind(self, cell: int) -> str:
        return KINDS[self.kinds[cell]]
