"""Trigono bots. They read only their view (perfect information, no seed)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from trigames.core import Action, Agent, View
from trigames.core.clock import Deadline

from .aiming import ELEV_RANGE, SKILLS, SPEED_RANGE, TARGET_ELEVATION, YAW_LIMIT, aim_at, aim_problem, target_point
from .notation import Aim, Target
from .resolution import GROUND
from .weigh import fast_counts, full_throw


def knock_aim(params: Any, boards: int, layout: str, board: int, puck: tuple[float, float],
              goal: tuple[float, float], extra: float = 0.5, elev: float = 20.0) -> tuple[float, float, float, float]:
    """An aim that knocks the lying `puck` towards `goal` (world points): the thrown puck is sent
    through the contact point one diameter behind the puck on the line from `goal`, fast enough to
    stop `extra` m beyond it had the puck not been there."""
    from .geometry import World

    w = World(params, boards, layout)
    tx, ty = w.throwers[board]
    gx, gy = goal[0] - puck[0], goal[1] - puck[1]
    g = math.hypot(gx, gy) or 1.0
    cx, cy = puck[0] - 2 * w.r * gx / g, puck[1] - 2 * w.r * gy / g
    lx, ly = cx - tx, cy - ty
    ln = math.hypot(lx, ly)
    return aim_at(params, boards, layout, board, round(cx + lx / ln * extra, 4), round(cy + ly / ln * extra, 4), elev)


def knock_aims(params: Any, boards: int, layout: str, board: int, puck: tuple[float, float],
               goal: tuple[float, float]) -> list[tuple[float, float, float, float]]:
    """Candidate knocks at `puck` towards `goal`: low throws that arrive hopping or sliding."""
    out = []
    for elev in (-10.0, -5.0, 0.0, 5.0, 10.0, 15.0, 25.0):
        for extra in (0.0, 0.1, 0.2, 0.35, 0.5, 0.7):
            out.append(knock_aim(params, boards, layout, board, puck, goal, extra, elev))
    return sorted(set(out))


_SHARED: dict[str, Any] = {}


def shared(game: Any) -> Any:
    """The first game made in this process with the same players and options. The lobs' chances
    and the round table (`lobs.best_lobs`, `planner.round_table`, `planner.shot_rates`: seconds
    of CPU) are cached per game object; every table made with the same options shares them."""
    return _SHARED.setdefault(repr((game.players, sorted(game.options.items()))), game)


def wobbled(agent: Agent, view: View, action: Action, k: float) -> Action:
    """`action` as a careless thrower means it (a level's deliberate weakness, issue 22): the aim
    moved by `k` times the seat's execution noise, drawn from the agent's own stream, before the
    throw adds the hand's own noise. So the aim spreads √(1 + k²) times as wide as the hand
    alone. It needs nothing but the view: a target is first turned into the aim the state would throw."""
    if k <= 0 or not isinstance(action, Target | Aim):
        return action
    if isinstance(action, Target):
        g: Any = agent.game
        own = view["board_of"][agent.seat]
        try:  # the point the target names, aimed at as the state would (`TrigonoState.aim_of`)
            x, y = target_point(g.world, g.params, own if action.board is None else action.board, action.kind,
                                action.u, action.v)
        except ValueError:
            return action  # not a target of this field: the state refuses it in words
        action = Aim(*aim_at(g.params, g.boards, g.world.layout, own, x, y))
    s, r = SKILLS[view["skills"][agent.seat]], agent.rng
    return Aim.of(max(-YAW_LIMIT, min(YAW_LIMIT, action.yaw + r.gauss(0.0, k * s.yaw))),
                  max(ELEV_RANGE[0], min(ELEV_RANGE[1], action.elev + r.gauss(0.0, k * s.elev))),
                  max(SPEED_RANGE[0], min(SPEED_RANGE[1], action.speed * (1.0 + r.gauss(0.0, k * s.speed)))),
                  action.spin)


class TargetAgent(Agent):
    """Aims at the hole that collects more: the big hole (this board's pucks) or the small
    hole (the whole ground); the big hole on a tie (it is easier to hit). `wobble`: see `wobbled`."""

    name = "target"

    def __init__(self, game: Any, seat: int, seed: int = 0, wobble: float = 0.0, **params: Any) -> None:
        super().__init__(game, seat, seed, **params)
        self.wobble = float(wobble)

    def act(self, view: View, legal: Sequence[Action]) -> Action:
        big, small = Target("big"), Target("small")
        if big not in legal:
            return legal[0]
        b = view["board_of"][self.seat]
        return wobbled(self, view, big if view["on_board"][b] >= view["ground"] else small, self.wobble)


class MonteCarloAgent(Agent):
    """Samples the execution noise for candidate aims and plays the best mean value.

    Candidates: for each hole of its own board, the skill's best lob (`lobs.best_lobs`: the rest
    point a few cm beyond the centre, a little flatter than 55°), the same lob `offset` m to either
    side across the line of throw and `SHIFT` m shorter or longer, and the plain 55° lob at the
    centre (`aim big`); other holes within 4 m (hexagon neighbours, the jackpot) as centre lobs;
    two plank spots and a throw onto the floor; knocks and blocks (`_knock_candidates`).
    Every candidate is scored on the same `samples` noise draws (common random numbers, so the
    comparison is not drowned in sampling noise). Draws whose path meets a lying puck are
    flagged by the fast path; `full` of them per candidate are simulated fully (their mean stands
    for all flagged draws), then the `refine` best candidates get up to `deep` more full
    simulations each before the choice. `think` caps the CPU seconds of a throw (`core.clock`):
    past it no more candidates are evaluated nor full simulations run, and no challenger
    replaces the default lob.

    The choice is cautious. The default is the better of the two best lobs by their measured chances
    (`Lob.rates`) weighed by the value of each outcome — no sampling noise in it; with nothing lying
    on a plank (and no jackpot) that is the throw. Otherwise the best-looking candidate replaces it
    only when, on fresh draws, its advantage exceeds `margin` standard errors (among many candidates
    the best-looking one on some draws is often only the luckiest on them: the winner's curse).

    Value of a sampled outcome: with two players on one board, the round value of the resulting
    counts (P(win) − P(loss) of the round, `planner.RoundTable`, which knows the elimination and
    "≥ 2 pucks" rules); otherwise the change of its hand minus what the next thrower could then
    expect from their board or the ground.
    """

    name = "montecarlo"
    SHIFT = 0.03  # m along the line of throw: the best lob's neighbours
    KNOCKS = ((0.0, 0.0), (0.2, 5.0))  # (extra m, elevation°) of knock aims: the best two measured
    PRIOR = 4.0
    DUEL, DUEL_FULL = 200, 120  # fresh draws of the final duel, and at most this many fully simulated

    def __init__(self, game: Any, seat: int, seed: int = 0, samples: int = 400, full: int = 2,
                 refine: int = 4, deep: int = 40, offset: float = 0.015, planner: bool = True,
                 knocks: int = 3, margin: float = 1.0, think: float | None = None, wobble: float = 0.0,
                 **params: Any) -> None:
        super().__init__(game, seat, seed, **params)
        self.think, self.wobble = think, float(wobble)
        self.deadline = Deadline(None)
        self.samples, self.full, self.refine, self.deep = int(samples), int(full), int(refine), int(deep)
        self.knocks = int(knocks)
        self.offset, self.planner, self.margin = float(offset), bool(planner), float(margin)
        self.np = np.random.default_rng(seed)

    # -- choice -----------------------------------------------------------------------
    def act(self, view: View, legal: Sequence[Action]) -> Action:
        return wobbled(self, view, self._choose(view, legal), self.wobble)

    def _choose(self, view: View, legal: Sequence[Action]) -> Action:
        if Target("big") not in legal:
            return legal[0]
        self.deadline = Deadline(self.think)
        self.view = view
        self.board = view["board_of"][self.seat]
        self.skill = SKILLS[view["skills"][self.seat]]
        self.lying = [(b, x / 1000, y / 1000) for b, x, y in view["pucks"]]
        self.board_pucks = np.array([(x, y) for b, x, y in self.lying if b >= 0]).reshape(-1, 2)
        self.r = self.np.standard_normal((self.samples, 4))
        self.score = self._scorer(view)
        lobs, others = self._candidates()
        if not lobs:
            return Target("big")
        default = self._default(lobs)
        if not len(self.board_pucks) and not self.game.world.jackpot:  # type: ignore[attr-defined]
            return default  # nothing lies on a plank: the lobs' measured chances hold exactly
        cands: list[list[Any]] = []
        for a in [a for a, _ in lobs] + others:
            if cands and self.deadline.over():
                break
            cands.append(self._evaluate(a))
        cands.sort(key=lambda c: -c[0])
        short = cands[: self.refine]
        # the best candidate the fast path settles almost alone competes too: a few full simulations
        # flatter some contact-heavy aims (the winner's curse)
        sure = [c for c in cands if len(c[3]) <= 0.1 * len(c[2])]
        if sure and all(sure[0] is not c for c in short):
            short.append(sure[0])
        for c in short:
            self._deepen(c)
        best = max(short, key=lambda c: c[0])[1]
        if best == default or self.deadline.over():
            return default
        # the challenger was picked on these draws, so they flatter it: it must win on fresh ones
        return best if self._duel(best, default) > self.margin else default

    def _default(self, lobs: list[tuple[Aim, tuple[float, ...]]]) -> Aim:
        """The best lob by its measured chances on an empty plank (no sampling noise): the value
        of each outcome (in the big hole, the small hole, on the plank, on the ground) weighed."""
        view, me, b = self.view, self.seat, self.board
        hand, ground = view["hands"][me], view["ground"]
        on = np.array(view["on_board"], np.int64)
        mine = int(on[b])
        plank, empty = on.copy(), on.copy()
        plank[b] += 1
        empty[b] = 0
        hands = np.array([hand + mine, hand + ground, hand - 1, hand - 1])
        boards = np.array([empty, on, plank, on])
        grounds = np.array([ground, 0, ground, ground + 1])
        values = self.score(hands, boards, grounds)
        return max(lobs, key=lambda lob: float(np.dot(lob[1], values)))[0]

    @staticmethod
    def _draws(c: list[Any]) -> np.ndarray:
        """The value of each draw: the fast path's, or the full simulation's where it followed
        a flagged draw; the other flagged draws take the flagged draws' estimate."""
        values: np.ndarray = c[2].astype(float)
        hard, sims = c[3], c[4]
        if hard.size:
            # few full simulations stand for all flagged draws: shrink them towards the fast path's
            # values of those draws (worth PRIOR simulations) so that luck in two draws does not win
            k = len(sims)
            prior = MonteCarloAgent.PRIOR
            est = (float(np.sum(sims)) + prior * float(values[hard].mean())) / (k + prior)
            values[hard] = est
            values[hard[:k]] = sims
        return values

    def _candidates(self) -> tuple[list[tuple[Aim, tuple[float, ...]]], list[Aim]]:
        """(the best lob at each own hole with its measured chances, every other candidate)."""
        from .lobs import best_lobs

        g: Any = self.game
        w, board = g.world, self.board
        tx, ty = w.throwers[board]
        pl = w.planks[board]
        lobs: list[tuple[Aim, tuple[float, ...]]] = []
        out: list[Aim] = []
        # every board has the same holes in the same place relative to its thrower
        for lob, hole in zip(best_lobs(shared(g), self.skill.name), w.board_holes[board], strict=True):
            hx, hy = w.holes[hole][:2]
            d = math.hypot(hx - tx, hy - ty)
            ux, uy = -(hy - ty) / d, (hx - tx) / d  # across the line of throw
            vx, vy = (hx - tx) / d, (hy - ty) / d  # along it
            lobs.append((self._lob(lob.elev, hx + vx * lob.shift, hy + vy * lob.shift), lob.rates))
            for off, sh in ((-self.offset, 0.0), (self.offset, 0.0), (0.0, -self.SHIFT), (0.0, self.SHIFT)):
                along = lob.shift + sh
                out.append(self._lob(lob.elev, hx + ux * off + vx * along, hy + uy * off + vy * along))
            out.append(self._lob(TARGET_ELEVATION, hx, hy))
        own = set(w.board_holes[board])
        points = [(h[0], h[1]) for i, h in enumerate(w.holes) if i not in own]
        for x, y in points + ([(0.0, 0.0)] if w.jackpot else []):
            if math.hypot(x - tx, y - ty) < 4.0:
                out.append(self._lob(TARGET_ELEVATION, x, y))
        for u, v in ((-0.15, 0.06), (0.15, 0.06), (0.0, -0.6)):
            x, y = pl.world(u, v)
            out.append(self._lob(TARGET_ELEVATION, x, y))
        if self.knocks:
            out += self._knock_candidates()
        ok = [(a, r) for a, r in lobs if not aim_problem(a.yaw, a.elev, a.speed, a.spin)]
        aims = {a for a, _ in ok}
        return ok, [a for a in dict.fromkeys(out) if a not in aims and not aim_problem(a.yaw, a.elev, a.speed, a.spin)]

    def _lob(self, elev: float, x: float, y: float) -> Aim:
        g: Any = self.game
        return Aim.of(*aim_at(g.params, g.boards, g.world.layout, self.board, round(x, 4), round(y, 4), elev))

    def _knock_candidates(self) -> list[Aim]:
        """Knock tactics: the lying pucks of its own plank nearest the thrower, knocked towards
        each hole (collect them) or off the plank (take them from the next big-hole shot); and
        blocks: a puck laid just in front of each hole, in the way of the next lob."""
        g: Any = self.game
        w, board = g.world, self.board
        pl = w.planks[board]
        tx, ty = w.throwers[board]
        own = sorted(((x, y) for b, x, y in self.lying if b == board),
                     key=lambda q: (q[0] - tx) ** 2 + (q[1] - ty) ** 2)
        out: list[Aim] = []
        holes = [w.holes[i] for i in w.board_holes[board]]
        for qx, qy in own[: self.knocks]:
            goals = [(h[0], h[1]) for h in holes]
            u, _ = pl.local(qx, qy)
            ex, ey = pl.world(0.6 if u >= 0 else -0.6, pl.local(qx, qy)[1] + 0.3)  # off the nearer side
            goals.append((ex, ey))
            for gx, gy in goals:
                for extra, elev in self.KNOCKS:
                    out.append(Aim.of(*knock_aim(g.params, g.boards, w.layout, board, (qx, qy), (gx, gy), extra, elev)))
        for hx, hy, rad, _, _ in holes:
            d = math.hypot(hx - tx, hy - ty)
            k = (rad + w.r + 0.005) / d
            out.append(Aim.of(*aim_at(g.params, g.boards, w.layout, board, round(hx - (hx - tx) * k, 4),
                                      round(hy - (hy - ty) * k, 4))))
        return out

    # -- sampling ---------------------------------------------------------------------
    def _evaluate(self, aim: Aim, sims: int | None = None) -> list[Any]:
        """[mean value, aim, values of the fast-path draws, flagged draw indices, full-sim values]."""
        from .fast import throws

        sk, r = self.skill, self.r
        yaw = aim.yaw + r[:, 0] * sk.yaw
        elev = aim.elev + r[:, 1] * sk.elev
        speed = aim.speed * (1 + r[:, 2] * sk.speed)
        res = throws(self.game.field,  # type: ignore[attr-defined]
                     self.board, yaw, elev, speed, self.board_pucks)
        hands, boards, grounds = fast_counts(res, self.view, self.seat)
        values = self.score(hands, boards, grounds)
        hard = np.flatnonzero(res["full"])
        c = [0.0, aim, values, hard, []]
        self._simulate(c, self.full if sims is None else sims)
        return c

    def _simulate(self, c: list[Any], k: int) -> None:
        aim, hard, sims = c[1], c[3], c[4]
        for i in hard[len(sims): len(sims) + k]:
            if self.deadline.over():
                break
            sims.append(self._full(aim, self.r[i]))
        c[0] = float(self._draws(c).mean())

    def _full(self, aim: Aim, ri: np.ndarray) -> float:
        """The value of one draw of the noise, simulated fully (knock-ins included)."""
        sk = self.skill
        rz = full_throw(self.game, self.view, self.seat, self.lying, float(aim.yaw + ri[0] * sk.yaw),
                        float(aim.elev + ri[1] * sk.elev), float(aim.speed * (1 + ri[2] * sk.speed)),
                        float(aim.spin + ri[3] * sk.spin))
        return float(self.score(np.array([rz.hands[self.seat]]), np.array([rz.on_board]), np.array([rz.ground]))[0])

    def _duel(self, a: Aim, b: Aim) -> float:
        """By how many standard errors `a` beats `b` on fresh draws (shared by both): the fast
        path where it settles both, full simulations on (up to `DUEL_FULL` of) the draws it flags
        for either, weighted to stand for all of those."""
        self.r = self.np.standard_normal((min(self.samples, self.DUEL), 4))
        ca, cb = self._evaluate(a, 0), self._evaluate(b, 0)
        d = ca[2].astype(float) - cb[2].astype(float)
        hard = np.union1d(ca[3], cb[3])
        w = np.ones(len(d))
        if hard.size:
            kept = hard[: self.DUEL_FULL]
            for i in kept:
                if self.deadline.over():
                    return 0.0  # out of time: no challenger replaces the default
                d[i] = self._full(a, self.r[i]) - self._full(b, self.r[i])
            w[hard] = 0.0
            w[kept] = hard.size / kept.size
        mean = float(np.sum(w * d)) / len(d)
        se = math.sqrt(float(np.sum(w * (d - mean) ** 2)) / len(d) / len(d))
        return mean / se if se > 0 else (math.inf if mean > 0 else 0.0)

    def _deepen(self, c: list[Any]) -> None:
        self._simulate(c, self.deep)

    # -- values -----------------------------------------------------------------------
    def _scorer(self, view: View) -> Any:
        """f(hand after, boards after (n × B), ground after) -> value of each sampled outcome."""
        P, me, hand = view["players"], self.seat, view["hands"][self.seat]
        if self.planner and P == 2 and view["boards"] == 1:
            from .planner import final_chance, round_table, shot_rates

            other = 1 - me
            total = sum(view["hands"]) + sum(view["on_board"]) + view["ground"]
            skills = view["skills"]
            table = round_table(shared(self.game), total, skills[me], skills[other])
            theirs = shot_rates(shared(self.game), skills[other])
            ho, final = view["hands"][other], view["out"][other]

            def round_value(h: np.ndarray, boards: np.ndarray, grounds: np.ndarray) -> np.ndarray:
                b = boards[:, 0]
                if final:  # my final throw: I win with 2 pucks, else the round is drawn
                    return (h >= 2).astype(float)
                v = -table.V[1, ho, h, b]
                if ho >= 2:
                    return np.where(h == 0, -1.0, v)
                fc = np.array([-final_chance(theirs, int(bb), int(gg)) for bb, gg in zip(b, grounds, strict=True)])
                return np.where(h == 0, fc, v)

            return round_value
        nb, hb, hs = self._threat(view)

        def delta(h: np.ndarray, boards: np.ndarray, grounds: np.ndarray) -> np.ndarray:
            out: np.ndarray = (h - hand) - np.maximum(hb * boards[:, nb], hs * grounds)
            return out

        return delta

    def _threat(self, view: View) -> tuple[int, float, float]:
        """The next thrower's board and their chances to hit a big / small hole (measured once per
        skill with the fast path on an empty plank)."""
        from .planner import shot_rates

        P, me = view["players"], self.seat
        nxt = next(((me + i) % P for i in range(1, P) if not view["out"][(me + i) % P]), me)
        rates = shot_rates(shared(self.game), view["skills"][nxt])
        return view["board_of"][nxt], rates[0][0], rates[1][1]


__all__ = ["GROUND", "MonteCarloAgent", "TargetAgent", "shared"]
