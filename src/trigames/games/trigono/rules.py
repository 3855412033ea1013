"""Trigono (RULES §4): rounds, turns, elimination, the final throw, the match.

The counts (`hands`, `on_board`, `ground`) follow the rule layer (`resolution`); `pucks`
keeps where each lying puck is (mm, world coordinates) for the physics, or is None in
referee mode, where outcomes are entered by hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from trigames.core import TERMINAL, Event, IllegalActionError, Outcome, State, View, derive

from . import notation as N
from .aiming import SKILLS, aim_at, aim_problem, noisy, target_point
from .geometry import World
from .physics import Final
from .resolution import BIG, BOARD, GROUND, JACKPOT, SMALL, Resolution, ThrowOutcome, check, outcome, resolve
from .resting import places

if TYPE_CHECKING:
    from . import Trigono

THROW, FINAL, NEXT_ROUND, OVER = range(4)
DECISIONS = ("THROW", "FINAL_THROW", "NEXT_ROUND", "OVER")
WINS_NEEDED = 2


def record_rest(world: World, lying: list[tuple[int, float, float]], finals: list[Final], thrown: Final,
                board: int, result: ThrowOutcome, res: Resolution) -> list[tuple[int, int, int]]:
    """Where the pucks left lying after a simulated throw are recorded (mm, `resting.places`): the
    pucks that did not move first, then the moved ones, then the thrown one; a thrown puck that
    bounced into a hole is put on the ground in front of that board [R-TG3]. Collected pucks are
    gone before anything is placed."""
    def kept(fb: int) -> bool:
        return not (fb in res.boards_collected or (fb < 0 and res.ground_collected))

    still = [(fb, x, y) for (b, lx, ly), (kind, fb, x, y) in zip(lying, finals, strict=True)
             if kind in (BOARD, GROUND) and (fb, x, y) == (b, lx, ly) and kept(fb)]
    moved = [(fb, x, y) for (b, lx, ly), (kind, fb, x, y) in zip(lying, finals, strict=True)
             if kind in (BOARD, GROUND) and (fb, x, y) != (b, lx, ly) and kept(fb)]
    kind, tb = thrown[:2]
    if kind in (BOARD, GROUND) and kept(tb):
        moved.append((tb, thrown[2], thrown[3]))
    # an invalid hole puck: a ground puck, on the ground in front of that board
    front = (tb if tb >= 0 else board) if result.bounced and kept(-1) else None
    return places(world, still + moved, front)


class TrigonoState(State):
    __slots__ = ("B", "P", "board_of", "ground", "hands", "last", "on_board", "out", "phase", "player",
                 "pucks", "referee", "results", "round", "seed", "starter", "wins")
    game: Trigono

    def __init__(self, game: Trigono, seed: int) -> None:
        self.game = game
        self.history = []
        self.seed = seed
        self.P, self.B = game.players, game.boards
        self.board_of: list[int] = game.board_of
        self.referee: bool = game.options["referee"]
        first = game.options["first_player"]
        self.starter: int = derive(seed, "trigono", "first").randrange(self.P) if first is None else first
        self.wins = [0] * self.P
        self.results: list[int] = []  # per decided round: the winner, or -1 for a draw
        self.round = 0
        self.last: str | None = None
        self._start_round()

    def _start_round(self) -> None:
        self.hands = [self.game.pucks_per_player] * self.P
        self.out = [False] * self.P
        self.on_board = [0] * self.B
        self.ground = 0
        self.pucks: list[tuple[int, int, int]] | None = None if self.referee else []
        self.last = None  # the last throw of this round: the one before belongs to the round that ended
        self.player = self.starter
        self.phase = THROW
        self.round += 1

    # -- API -------------------------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.player

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def decision(self) -> str:
        return DECISIONS[self.phase]

    def legal_actions(self) -> list[Any]:
        if self.phase == OVER:
            return []
        if self.phase == NEXT_ROUND:
            return [N.NEXT]
        if not self.referee:
            return list(self.game.menu)
        b = self.board_of[self.player]
        places = [(BOARD, b), (GROUND, -1), (BIG, b), (SMALL, b)] + ([(JACKPOT, -1)] if self.game.world.jackpot else [])
        out = [outcome(w) for w in places] + [outcome(w, True) for w in places if w[0] != BOARD and w[0] != GROUND]
        if self.on_board[b]:
            out += [outcome((BOARD, b), False, [(b, k, b, 1)]) for k in (GROUND, BIG, SMALL)]
        return [N.Throw(None, o, None) for o in out]

    def apply_for(self, seat: int, action: Any) -> None:
        """Apply `action` on behalf of `seat`: refused unless it is that seat's turn to throw."""
        if self.phase in (THROW, FINAL) and seat != self.player:
            why = f"seat {seat} is out of this round" if 0 <= seat < self.P and self.out[seat] else \
                f"it is seat {self.player}'s turn, not seat {seat}'s"
            raise self.illegal(action, why)
        self._apply(action, None)

    def _apply(self, action: Any, events: list[Event] | None) -> None:
        ph = self.phase
        if ph == OVER:
            raise self.illegal(action, "the match is over")
        if ph == NEXT_ROUND:
            if action != N.NEXT:
                raise self.illegal(action, "the round is decided: no throw until the next round is set up "
                                   "(action 'next')")
            self.history.append(action)
            self._start_round()
            if events is not None:
                events.append(Event("round_start", {"round": self.round, "starter": self.starter}))
            return
        if action == N.NEXT:
            raise self.illegal(action, "the round is still being played")
        if isinstance(action, N.Throw):
            self._check_throw(action)
            throw = action
        elif isinstance(action, N.Target | N.Aim):
            if self.referee:
                raise self.illegal(action, "referee mode: enter the outcome of the throw, e.g. board or big")
            throw = self._simulate(action)
        else:
            raise self.illegal(action, "not a trigono action")
        self._resolve(throw, events)

    def aim_of(self, target: N.Target | N.Aim) -> N.Aim:
        """The numeric aim for `target`, from the current thrower.

        Raises:
            IllegalActionError: a target or aim that is not allowed, naming the bad value.
        """
        if isinstance(target, N.Aim):
            aim = target
        else:
            g = self.game
            b = self.board_of[self.player] if target.board is None else target.board
            w = g.world
            try:
                x, y = target_point(w, g.params, b, target.kind, target.u, target.v)
            except ValueError as exc:
                raise self.illegal(target, str(exc)) from None
            aim = N.Aim(*aim_at(g.params, self.B, w.layout, self.board_of[self.player], x, y))
        why = aim_problem(aim.yaw, aim.elev, aim.speed, aim.spin)
        if why:
            raise self.illegal(target, why)
        return aim

    def _simulate(self, target: N.Target | N.Aim) -> N.Throw:
        from .contact import simulate

        aim = self.aim_of(target)
        g, p = self.game, self.player
        w = g.world
        board = self.board_of[p]
        rng = derive(self.seed, "trigono", "throw", len(self.history))
        actual = noisy(rng, SKILLS[g.skills[p]], aim.yaw, aim.elev, aim.speed, aim.spin)
        assert self.pucks is not None
        lying = [(b, x / 1000, y / 1000) for b, x, y in self.pucks]
        probe = getattr(g, "on_flight", None)  # `trigono-sanity` checks every flight of a match
        arcs: list[Any] | None = [] if probe is not None else None
        flights: list[tuple[float, float, float]] | None = [] if probe is not None else None
        sim = simulate(w, lying, board, *actual, arcs=arcs, flights=flights)
        if probe is not None:
            probe(arcs, flights)
        watch = getattr(g, "on_throw", None)  # statistics (`trigono-knocks`) look at every simulation
        if watch is not None:
            watch(lying, sim)
        knocks = [(b, kind, fb, 1) for (b, _, _), (kind, fb, _, _) in zip(lying, sim.finals, strict=True)
                  if b >= 0 and not (kind == BOARD and fb == b)]
        kind, tb = sim.thrown[:2]
        result = outcome((kind, tb), sim.bounced, knocks)
        res = resolve(self.hands, self.on_board, self.ground, p, result)
        return N.Throw(aim, result, tuple(sorted(record_rest(w, lying, sim.finals, sim.thrown, board, result, res))))

    def _check_throw(self, t: N.Throw) -> None:
        if self.referee and (t.aim is not None or t.rest is not None):
            raise self.illegal(t, "referee mode: enter the outcome only, e.g. big+knock 1 small")
        if not self.referee and t.rest is None:
            raise self.illegal(t, "a recorded throw must say where the pucks lie (… @ <pucks>)")
        if t.aim is not None:
            why = aim_problem(t.aim.yaw, t.aim.elev, t.aim.speed, t.aim.spin)
            if why:
                raise self.illegal(t, why)
        why = check(t.result, self.on_board, self.game.world.jackpot)
        if why:
            raise self.illegal(t, why)
        if t.rest is not None:
            res = resolve(self.hands, self.on_board, self.ground, self.player, t.result)
            counts = [0] * self.B
            ground = 0
            for b, _, _ in t.rest:
                if b >= self.B:
                    raise self.illegal(t, f"a puck lies on board {b}, but boards are 0–{self.B - 1}")
                if b < 0:
                    ground += 1
                else:
                    counts[b] += 1
            if counts != res.on_board or ground != res.ground:
                raise self.illegal(t, f"the pucks listed ({counts} on boards, {ground} on the ground) do not "
                                   f"match the outcome ({res.on_board} on boards, {res.ground} on the ground)")

    def _resolve(self, t: N.Throw, events: list[Event] | None) -> None:
        p = self.player
        res = resolve(self.hands, self.on_board, self.ground, p, t.result)
        self.hands, self.on_board, self.ground = res.hands, res.on_board, res.ground
        if t.rest is not None:
            self.pucks = list(t.rest)
        self.last = N.outcome_to_string(t.result, self.B)
        self.history.append(t)
        if events is not None:
            events.append(Event("throw", {"seat": p, "outcome": self.last, "collected": res.collected,
                                          "hand": self.hands[p]}))
        if self.phase == FINAL:
            self._decide(p if self.hands[p] >= 2 else -1, events, "final", p)  # [R-TG5]
            return
        if self.hands[p] == 0:
            self.out[p] = True
        alive = [i for i in range(self.P) if not self.out[i]]
        if len(alive) == 1:
            s = alive[0]
            if self.hands[s] >= 2:
                self._decide(s, events, "out", s)
            else:
                self.phase, self.player = FINAL, s
                if events is not None:  # why one more throw: the words say it before it is thrown
                    events.append(Event("final", {"seat": s, "hand": self.hands[s]}))
            return
        q = p
        while True:
            q = (q + 1) % self.P
            if not self.out[q]:
                break
        self.player = q

    def _decide(self, winner: int, events: list[Event] | None, why: str, last: int) -> None:
        """The round ends: `why` is "out" (everyone but `last` is out, `last` holding ≥ 2 pucks) or
        "final" (`last` made the final throw); the event says it, with `last`'s hand, for the words."""
        self.results.append(winner)
        if winner >= 0:
            self.wins[winner] += 1
            self.starter = winner  # after a draw the same player starts again [R-TG7]
        if events is not None:
            events.append(Event("round_end", {"round": self.round, "winner": winner, "why": why, "seat": last,
                                              "hand": self.hands[last]}))
        if winner >= 0 and self.wins[winner] >= WINS_NEEDED:
            self.phase, self.player = OVER, TERMINAL
        else:
            self.phase, self.player = NEXT_ROUND, self.starter

    def clone(self) -> TrigonoState:
        c = object.__new__(TrigonoState)
        c.game, c.history, c.seed = self.game, self.history[:], self.seed
        c.P, c.B, c.board_of, c.referee = self.P, self.B, self.board_of, self.referee
        c.starter, c.wins, c.results, c.round = self.starter, self.wins[:], self.results[:], self.round
        c.hands, c.out, c.on_board, c.ground = self.hands[:], self.out[:], self.on_board[:], self.ground
        c.pucks = None if self.pucks is None else self.pucks[:]
        c.phase, c.player, c.last = self.phase, self.player, self.last
        return c

    def scores(self) -> list[float]:
        return [float(w) for w in self.wins]

    def outcome(self) -> Outcome:
        if self.phase != OVER:
            raise RuntimeError("the match is not over")
        return Outcome.from_keys(self.scores(), self.wins, {"rounds": self.results[:]})

    def view(self, seat: int | None) -> View:
        from .views import view

        return view(self, seat)

    def last_motion(self) -> dict[str, Any] | None:
        """The paths of the pucks in the last simulated throw, for animation (`trajectory.motion`)."""
        from .trajectory import motion

        return motion(self)

    def action_details(self, action: Any) -> dict[str, Any]:
        """What a legal action aims at, with the aiming model for the board's drag (`webview`)."""
        from .webview import action_details

        return action_details(self, action)

    def action_to_string(self, action: Any) -> str:
        return N.to_string(action, self.B)

    def parse_action(self, text: str) -> Any:
        own = self.board_of[self.player] if self.phase in (THROW, FINAL) else 0
        return N.parse(text, own, self.referee)

    def total_pucks(self) -> int:
        """Every puck in play: hands, boards, ground (conserved by every throw)."""
        return int(sum(self.hands) + sum(self.on_board) + self.ground)


__all__ = ["DECISIONS", "IllegalActionError", "ThrowOutcome", "TrigonoState"]
