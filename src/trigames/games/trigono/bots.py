"""Trigono bots. They read only their view (perfect information, no seed)."""

from __future__ import annotations

from typing import Any

import numpy as np

from trigames.agents import Agent
from trigames.core import Action, View

from .aiming import SKILLS, TARGET_ELEVATION, aim_at, aim_problem
from .notation import Aim, Target
from .resolution import BIG, BOARD, GROUND, JACKPOT, SMALL, outcome, resolve

_RATES: dict[tuple[str, int], tuple[float, float]] = {}


class TargetAgent(Agent):
    """Aims at the hole that collects more: the big hole (this board's pucks) or the small
    hole (the whole ground); the big hole on a tie (it is easier to hit)."""

    name = "target"

    def act(self, view: View, legal: list[Action]) -> Action:
        big, small = Target("big"), Target("small")
        if big not in legal:
            return legal[0]
        b = view["board_of"][self.seat]
        return big if view["on_board"][b] >= view["ground"] else small


class MonteCarloAgent(Agent):
    """Samples the execution noise for candidate aims (each hole it can reach × several
    elevations × speed offsets) and plays the best mean gain in pucks held. Throws whose slide
    meets no lying puck go through the vectorised fast path; the others are simulated fully
    (a few per candidate, weighted by their share)."""

    name = "montecarlo"
    ELEVATIONS = (45.0, 55.0, TARGET_ELEVATION, 65.0, 72.0)
    SPEEDS = (0.98, 1.0, 1.02)

    def __init__(self, game: Any, seat: int, seed: int = 0, samples: int = 300, full: int = 2,
                 **params: Any) -> None:
        super().__init__(game, seat, seed, **params)
        self.samples, self.full = int(samples), int(full)
        self.np = np.random.default_rng(seed)

    def act(self, view: View, legal: list[Action]) -> Action:
        if Target("big") not in legal:
            return legal[0]
        g: Any = self.game
        w = g.world
        me = self.seat
        board = view["board_of"][me]
        skill = SKILLS[view["skills"][me]]
        points = [(h[0], h[1]) for h in w.holes] + ([(0.0, 0.0)] if w.jackpot else [])
        near = [pt for pt in points if (pt[0] - w.throwers[board][0]) ** 2
                + (pt[1] - w.throwers[board][1]) ** 2 < 16.0]
        lying = [(b, x / 1000, y / 1000) for b, x, y in view["pucks"]]
        board_pucks = np.array([(x, y) for b, x, y in lying if b >= 0]).reshape(-1, 2)
        best, best_aim = -np.inf, None
        for x, y in near:
            for elev in self.ELEVATIONS:
                yaw, el, speed, spin = aim_at(g.params, g.boards, w.layout, board, x, y, elev)
                for k in self.SPEEDS:
                    aim = Aim.of(yaw, el, speed * k, spin)
                    if aim_problem(aim.yaw, aim.elev, aim.speed, aim.spin):
                        continue
                    value = self._value(view, board, skill, aim, lying, board_pucks)
                    if value > best:
                        best, best_aim = value, aim
        return best_aim if best_aim is not None else Target("big")

    def _threat(self, view: View) -> tuple[int, float, float]:
        """The next thrower's board and their chances to hit a big / small hole (measured once per
        skill with the fast path on an empty plank)."""
        P, me = view["players"], self.seat
        nxt = next(((me + i) % P for i in range(1, P) if not view["out"][(me + i) % P]), me)
        skill = SKILLS[view["skills"][nxt]]
        key = (skill.name, id(self.game))
        if key not in _RATES:
            from .fast import throws

            g: Any = self.game
            w = g.world
            rates = []
            rng = np.random.default_rng(0)
            for hole in w.holes[:2]:
                aim = aim_at(g.params, g.boards, w.layout, 0, hole[0], hole[1], TARGET_ELEVATION)
                r = rng.standard_normal((3, 4000))
                res = throws(g.field, 0, aim[0] + r[0] * skill.yaw, aim[1] + r[1] * skill.elev,
                             aim[2] * (1 + r[2] * skill.speed))
                rates.append(float(np.mean((res["kind"] == hole[3]) & ~res["bounced"])))
            _RATES[key] = (rates[0], rates[1])
        hb, hs = _RATES[key]
        return view["board_of"][nxt], hb, hs

    def _value(self, view: View, board: int, skill: Any, aim: Aim, lying: list[Any], board_pucks: np.ndarray,
               ) -> float:
        from .contact import simulate
        from .fast import throws

        n = self.samples
        r = self.np.standard_normal((n, 4))
        yaw = aim.yaw + r[:, 0] * skill.yaw
        elev = aim.elev + r[:, 1] * skill.elev
        speed = aim.speed * (1 + r[:, 2] * skill.speed)
        res = throws(self.game.field,  # type: ignore[attr-defined]
                      board, yaw, elev, speed, board_pucks)
        on_board, ground = view["on_board"], view["ground"]
        nb, hb, hs = self._threat(view)
        kind, kb, bounced, full = res["kind"], res["board"], res["bounced"], res["full"]
        valid = ~bounced
        big = valid & (kind == BIG)
        small = valid & (kind == SMALL)
        jack = valid & (kind == JACKPOT)
        gain = np.full(n, -1.0)
        gain = np.where(big, np.take(on_board, np.maximum(kb, 0)), gain)
        gain = np.where(small, ground, gain)
        gain = np.where(jack, ground + sum(on_board), gain)
        # what the next thrower may then collect from their board or the ground
        left_board = on_board[nb] + (kind == BOARD) * (kb == nb)
        left_board = np.where((big & (kb == nb)) | jack, 0, left_board)
        left_ground = np.where(small | jack, 0, ground + ((kind == GROUND) | (bounced & (kind >= BIG))))
        value = gain - np.maximum(hb * left_board, hs * left_ground)
        easy = ~full
        total = float(value[easy].sum())
        hard = np.flatnonzero(full)
        if hard.size:
            sims = []
            for i in hard[: self.full]:
                spin = aim.spin + float(self.np.standard_normal()) * skill.spin
                sim = simulate(self.game.world,  # type: ignore[attr-defined]
                               lying, board, float(yaw[i]), float(elev[i]), float(speed[i]), spin)
                knocks = [(b, k, fb, 1) for (b, _, _), (k, fb, _, _) in zip(lying, sim.finals, strict=True)
                          if b >= 0 and not (k == BOARD and fb == b)]
                o = outcome(sim.thrown[:2], sim.bounced, knocks)
                hands = list(view["hands"])
                before = hands[self.seat]
                hands[self.seat] = max(hands[self.seat], 1)
                rz = resolve(hands, on_board, ground, self.seat, o)
                sims.append(rz.hands[self.seat] - max(before, 1)
                            - max(hb * rz.on_board[nb], hs * rz.ground))
            total += float(np.mean(sims)) * hard.size
        return total / n


__all__ = ["GROUND", "MonteCarloAgent", "TargetAgent"]
