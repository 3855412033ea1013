"""Triqueta (RULES §1): the state and its transitions.

Plain lists for speed: towers are stacks (top = end), rows are lists of type codes or
None once taken, collections are 6 counts per player. Every token is always in exactly
one place: a tower, a row, a collection, a hidden stack, the drawn hand or the box.
"""

from __future__ import annotations

from typing import Any

from trigames.core import TERMINAL, Event, Outcome, State, View, derive

from . import notation as N
from .scoring import MAX_HIDDEN, N_TYPES, PER_TYPE, TYPES, best_reveal, total_score

TURN, PLACE_DRAWN, CHOOSE_TOWER, REVEALING, OVER, NAMING = range(6)
# NAME_HIDDEN only at a refereed table (referee.py): a face-down token's type is said at the end
DECISIONS = ("TURN", "PLACE_DRAWN", "CHOOSE_TOWER", "REVEAL", "OVER", "NAME_HIDDEN")
ROUNDS = 4
TOWER_SIZE = 15


class TriquetaState(State):
    __slots__ = (
        "P",
        "active",
        "auto_reveal",
        "box",
        "choose_tower",
        "collected",
        "cur",
        "discarded",
        "drawn",
        "hidden",
        "marker",
        "n_active",
        "phase",
        "player",
        "revealed",
        "rock",
        "round",
        "rows",
        "towers",
        "trees",
        "unused",
    )

    def __init__(self, game: Any, seed: int) -> None:
        self.game = game
        self.history = []
        P = self.P = game.players
        rng = derive(seed, "triqueta", "setup")
        tokens = [k for k in range(N_TYPES) for _ in range(PER_TYPE)]
        rng.shuffle(tokens)
        self.towers: list[list[int]] = [tokens[i * TOWER_SIZE:(i + 1) * TOWER_SIZE] for i in range(4)]
        first = game.options["first_player"]
        self.rock: int = rng.randrange(P) if first is None else first
        self.round = 0
        self.unused = [False, True, True, True]  # T0 has no tree: the current tower of round 1
        self.cur = 0
        self.collected = [[0] * N_TYPES for _ in range(P)]
        self.hidden: list[list[int]] = [[] for _ in range(P)]
        self.revealed: list[list[int]] = [[] for _ in range(P)]
        self.discarded: list[list[int]] = [[] for _ in range(P)]
        self.trees = [0] * P
        self.box = [0] * N_TYPES
        self.drawn = -1
        self.auto_reveal: bool = game.options["auto_reveal"]
        self.choose_tower: bool = game.options["choose_tower"]
        self._start_round(0, take_tree=False)

    # -- round bookkeeping -------------------------------------------------------------
    def _start_round(self, tower: int, take_tree: bool = True) -> None:
        P = self.P
        self.cur = tower
        self.unused[tower] = False
        if take_tree:
            self.trees[self.rock] += 1
        self.rows: list[list[int] | None] = [[] for _ in range(P)]
        self.active = [True] * P
        self.n_active = P
        self.marker = [-1] * P
        self.player = self.rock
        self.phase = TURN

    def _next_active(self, p: int) -> int:
        P: int = self.P
        active = self.active
        for i in range(1, P + 1):
            q = (p + i) % P
            if active[q]:
                return q
        raise AssertionError("no active player")  # unreachable: n_active > 0 is checked first

    def _end_round(self, last: int, events: list[Event] | None) -> None:
        self.rock = last
        left = self.towers[self.cur]
        for k in left:  # back to the box unseen
            self.box[k] += 1
        self.towers[self.cur] = []
        if events is not None:
            events.append(Event("round_end", {"round": self.round + 1, "rock": last, "to_box": len(left)}))
        self.round += 1
        if self.round < ROUNDS:
            options = [j for j in range(4) if self.unused[j]]
            if self.choose_tower and len(options) > 1:
                self.phase, self.player = CHOOSE_TOWER, last
            else:
                self._start_round(options[0])
                if events is not None:
                    events.append(Event("round_start", {"round": self.round + 1, "tower": options[0],
                                                        "tree_to": last}))
        else:
            self._end_game(events)

    def _end_game(self, events: list[Event] | None) -> None:
        """After round 4: the face-down tokens are revealed or discarded, then the game is over."""
        if self.auto_reveal:
            for p in range(self.P):
                choice = best_reveal(self.collected[p], self.hidden[p])
                for keep, kind in zip(choice, self.hidden[p], strict=True):
                    self._resolve_hidden(p, kind, keep == 1)
                self.hidden[p] = []
            self.phase, self.player = OVER, TERMINAL
            if events is not None:
                events.append(self._reveal_event())
        else:
            self._next_revealer(0)

    def _resolve_hidden(self, p: int, kind: int, reveal: bool) -> None:
        if reveal:
            self.collected[p][kind] += 1
            self.revealed[p].append(kind)
        else:
            self.box[kind] += 1
            self.discarded[p].append(kind)

    def _next_revealer(self, start: int) -> None:
        for p in range(start, self.P):
            if self.hidden[p]:
                self.phase, self.player = REVEALING, p
                return
        self.phase, self.player = OVER, TERMINAL

    def _reveal_event(self) -> Event:
        return Event("game_end", {"revealed": [[TYPES[k] for k in r] for r in self.revealed],
                                  "discarded": [len(d) for d in self.discarded],
                                  "outcome": self.outcome().to_json()})

    # -- the API -----------------------------------------------------------------------
    def current_player(self) -> int:
        return self.player

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def decision(self) -> str:
        return DECISIONS[self.phase]

    def legal_actions(self) -> list[Any]:
        ph = self.phase
        if ph == TURN:
            out = [N.DRAW] if self.towers[self.cur] else []
            for r, row in enumerate(self.rows):
                if row is not None:
                    out.append(N.TAKE + r)
            return out
        if ph == PLACE_DRAWN:
            out = [N.PLACE + r for r, row in enumerate(self.rows) if row is not None]
            if len(self.hidden[self.player]) < MAX_HIDDEN:
                out.append(N.KEEP)
            return out
        if ph == CHOOSE_TOWER:
            return [N.TOWER + j for j in range(4) if self.unused[j]]
        if ph == REVEALING:
            return [N.REVEAL, N.DISCARD]
        return []

    @staticmethod
    def _secret(kind: int) -> dict[str, str] | None:
        """What only the drawer sees; nothing when nobody knows the token (drawn from a real tower)."""
        return {"token": TYPES[kind]} if kind >= 0 else None

    def _row(self, action: int, base: int) -> int:
        r = action - base
        if r >= self.P or self.rows[r] is None:
            raise self.illegal(action, f"row R{r} is not in the centre")
        return r

    def _apply(self, action: Any, events: list[Event] | None = None) -> None:
        if action.__class__ is not int or not 0 <= action < N.N_ACTIONS:
            raise self.illegal(action, "not a triqueta action")
        ph, p = self.phase, self.player
        if ph == TURN:
            if action == N.DRAW:
                tower = self.towers[self.cur]
                if not tower:
                    raise self.illegal(action, "the current tower is empty: take a row")
                self.drawn = tower.pop()
                self.phase = PLACE_DRAWN
                if events is not None:
                    events.append(Event("draw", {"seat": p, "tower": self.cur, "left": len(tower)},
                                        self._secret(self.drawn), p))
            elif N.TAKE <= action < N.PLACE:
                r = self._row(action, N.TAKE)
                row = self.rows[r]
                assert row is not None
                col = self.collected[p]
                for k in row:
                    col[k] += 1
                self.rows[r] = None
                self.marker[p] = r
                self.active[p] = False
                self.n_active -= 1
                if events is not None:
                    events.append(Event("take_row", {"seat": p, "row": r, "tokens": [TYPES[k] for k in row]}))
                self.history.append(action)
                if self.n_active == 0:
                    self._end_round(p, events)
                else:
                    self.player = self._next_active(p)
                return
            else:
                raise self.illegal(action, "it is a turn: draw or take a row")
        elif ph == PLACE_DRAWN:
            if N.PLACE <= action < N.KEEP:
                r = self._row(action, N.PLACE)
                row = self.rows[r]
                assert row is not None
                row.append(self.drawn)
                if events is not None:
                    events.append(Event("place", {"seat": p, "row": r, "token": TYPES[self.drawn]}))
            elif action == N.KEEP:
                if len(self.hidden[p]) >= MAX_HIDDEN:
                    raise self.illegal(action, f"seat {p} already keeps {MAX_HIDDEN} tokens face down")
                self.hidden[p].append(self.drawn)
                if events is not None:
                    events.append(Event("keep", {"seat": p, "hidden": len(self.hidden[p])},
                                        self._secret(self.drawn), p))
            else:
                raise self.illegal(action, "a token was drawn: place it in a row or keep it face down")
            self.drawn = -1
            self.phase = TURN
            self.player = self._next_active(p)
        elif ph == CHOOSE_TOWER:
            j = action - N.TOWER
            if not 0 <= j < 4 or not self.unused[j]:
                raise self.illegal(action, "choose one of the towers left: "
                                   + ", ".join(f"T{i}" for i in range(4) if self.unused[i]))
            self._start_round(j)
            if events is not None:
                events.append(Event("round_start", {"round": self.round + 1, "tower": j, "tree_to": p}))
        elif ph == REVEALING:
            if action not in (N.REVEAL, N.DISCARD):
                raise self.illegal(action, "the game is scoring: reveal or discard your next hidden token")
            kind = self.hidden[p].pop(0)
            self._resolve_hidden(p, kind, action == N.REVEAL)
            if events is not None:
                shown = {"token": TYPES[kind]} if action == N.REVEAL else {}
                events.append(Event("reveal" if action == N.REVEAL else "discard", {"seat": p, **shown},
                                    {"token": TYPES[kind]}, p))
            if not self.hidden[p]:
                self._next_revealer(p + 1)
                if self.phase == OVER and events is not None:
                    events.append(self._reveal_event())
        else:
            raise self.illegal(action, "the game is over")
        self.history.append(action)

    apply = _apply  # one call less on the hot path; events=None

    def clone(self) -> TriquetaState:
        c = object.__new__(self.__class__)  # the referee's state clones as itself
        c.game = self.game
        c.history = self.history[:]
        c.P, c.round, c.cur, c.rock = self.P, self.round, self.cur, self.rock
        c.towers = [t[:] for t in self.towers]
        c.unused = self.unused[:]
        c.rows = [None if r is None else r[:] for r in self.rows]
        c.collected = [x[:] for x in self.collected]
        c.hidden = [x[:] for x in self.hidden]
        c.revealed = [x[:] for x in self.revealed]
        c.discarded = [x[:] for x in self.discarded]
        c.trees = self.trees[:]
        c.active = self.active[:]
        c.n_active = self.n_active
        c.marker = self.marker[:]
        c.phase, c.player, c.drawn = self.phase, self.player, self.drawn
        c.box = self.box[:]
        c.auto_reveal, c.choose_tower = self.auto_reveal, self.choose_tower
        return c

    def scores(self) -> list[float]:
        return [float(total_score(self.collected[p], self.rock == p, self.trees[p])) for p in range(self.P)]

    def token_counts(self) -> list[int]:
        """Animal tokens each player holds face up (the tie-break once the game is over)."""
        return [sum(c) for c in self.collected]

    def outcome(self) -> Outcome:
        if self.phase != OVER:
            raise RuntimeError("the game is not over")
        scores = self.scores()
        tokens = self.token_counts()
        return Outcome.from_keys(scores, list(zip(scores, tokens, strict=True)), {"tokens": tokens})

    def view(self, seat: int | None) -> View:
        from .views import view

        return view(self, seat)

    def action_to_string(self, action: Any) -> str:
        return N.action_to_string(action)

    def parse_action(self, text: str) -> Any:
        return N.parse_action(text)

    def token_census(self) -> int:
        """Tokens accounted for in every place (always 60): for invariant tests."""
        return (sum(map(len, self.towers)) + sum(len(r) for r in self.rows if r is not None)
                + sum(map(sum, self.collected)) + sum(map(len, self.hidden)) + (self.phase == PLACE_DRAWN)
                + sum(self.box))
