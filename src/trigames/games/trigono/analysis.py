"""Trigono's analysis: each aim weighed over the thrower's own hand (issue 22).

A throw is one decision whose result is the hand's noise, so an aim is worth what its throws are
worth on average. Every aim is thrown on the same `draws` draws of the seat's noise (common random
numbers: the comparison is not drowned in sampling noise), by the fast path, and every draw it
flags (a path that meets a lying puck) is simulated fully, as long as the CPU cap allows (past
it, a flagged draw counts as the flagged draws simulated so far, and the analysis is not
`complete`). Each draw's counts are valued as `montecarlo` values them:

- two players on one board: the chance of winning the round from the counts after the throw
  (`planner.RoundTable`, which knows the elimination and "≥ 2 pucks" rules; a final throw wins
  with 2 pucks, else the round is drawn), and the pucks gained;
- otherwise no chance of winning is known: the pucks gained less what the next thrower can expect
  to take from their board or the ground (judged in pucks, `Trigono.analysis_points`).

It reads only the view; the seed that will decide the real throw is never seen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from trigames.core import Action, IllegalActionError, SeatError, View
from trigames.core.clock import Deadline

from .aiming import SKILLS
from .notation import Aim, Throw
from .weigh import fast_counts, full_throw

Draws = tuple[list[float] | None, list[float]]


def decided(state: Any, action: Action) -> Action | None:
    """The decision a recorded action answered: a resolved throw's aim (a menu target when the aim is
    the target's own, so a bot's "aim big" is judged as such); None for an outcome entered by hand
    (a real throw: no aim to judge)."""
    if not isinstance(action, Throw):
        return action
    if action.aim is None:
        return None
    target: Action
    for target in state.game.menu:
        try:
            aim = state.aim_of(target)
        except IllegalActionError:
            continue
        if all(abs(a - b) < 1e-6 for a, b in zip(_tuple(aim), _tuple(action.aim), strict=True)):
            return target
    return action.aim


def _tuple(aim: Aim) -> tuple[float, float, float, float]:
    return aim.yaw, aim.elev, aim.speed, aim.spin


def analysis_draws(game: Any, state: Any, view: View, seat: int, actions: Sequence[Action], draws: int, seed: int,
                   think: float | None) -> tuple[dict[Action, Draws], bool]:
    """Per action (a target or an aim the thrower may take): (the chance of winning after each draw, or
    None; the points of each draw), and whether every flagged draw was simulated."""
    from .bots import MonteCarloAgent
    from .fast import throws

    if view["referee"]:
        raise SeatError("the outcomes of this game are entered by hand (real throws): there is no aim to weigh")
    if view["decision"] not in ("THROW", "FINAL_THROW"):
        return {a: (None, [0.0]) for a in actions}, True  # nothing is thrown (the next round): no aim to weigh
    deadline = Deadline(think)
    agent = MonteCarloAgent(game, seat, seed)
    scorer = agent._scorer(view)  # the bot's value of the counts after a throw
    two = agent.planner and view["players"] == 2 and view["boards"] == 1
    hand, board = view["hands"][seat], view["board_of"][seat]
    skill = SKILLS[view["skills"][seat]]
    lying = [(b, x / 1000, y / 1000) for b, x, y in view["pucks"]]
    on_plank = np.array([(x, y) for b, x, y in lying if b >= 0]).reshape(-1, 2)
    r = np.random.default_rng(seed).standard_normal((draws, 4))
    out: dict[Action, Draws] = {}
    complete = True
    for a in actions:
        try:
            aim = state.aim_of(a)
        except IllegalActionError:
            continue  # not an aim this seat may take here: not weighed
        yaw = aim.yaw + r[:, 0] * skill.yaw
        elev = aim.elev + r[:, 1] * skill.elev
        speed = aim.speed * (1 + r[:, 2] * skill.speed)
        res = throws(game.field, board, yaw, elev, speed, on_plank)
        hands, boards, grounds = fast_counts(res, view, seat)
        flagged = np.flatnonzero(res["full"])
        done = []
        for i in flagged:
            if deadline.over():
                complete = False
                break
            rz = full_throw(game, view, seat, lying, float(yaw[i]), float(elev[i]), float(speed[i]),
                            float(aim.spin + r[i, 3] * skill.spin))
            hands[i], boards[i], grounds[i] = rz.hands[seat], rz.on_board, rz.ground
            done.append(i)
        values = scorer(hands, boards, grounds).astype(float)
        if len(done) < len(flagged):  # cut: the rest of the flagged draws count as the simulated ones
            rest = flagged[len(done):]
            values[rest] = float(values[done].mean()) if done else float(values[rest].mean())
        gained = (hands - hand).astype(float)
        if two:
            out[a] = (list((1.0 + values) / 2.0), list(gained))  # P(win) − P(loss) of the round → share
        else:
            out[a] = (None, list(values))
    return out, complete


__all__ = ["analysis_draws", "decided"]
