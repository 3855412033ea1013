"""The best lob per skill (lobs.best_lobs) and the montecarlo bot's cautious choice."""

from __future__ import annotations

import numpy as np

import trigames
from trigames.games.trigono.aiming import SKILLS, TARGET_ELEVATION, aim_at
from trigames.games.trigono.fast import throws
from trigames.games.trigono.lobs import Lob, best_lobs
from trigames.games.trigono.resolution import BIG, SMALL


def _hit_rate(game: trigames.Game, aim: tuple[float, ...], kind: int, skill: str, seed: int) -> float:
    sk = SKILLS[skill]
    r = np.random.default_rng(seed).standard_normal((40_000, 3))
    g: object = game
    res = throws(g.field, 0, aim[0] + r[:, 0] * sk.yaw, aim[1] + r[:, 1] * sk.elev,  # type: ignore[attr-defined]
                 aim[2] * (1 + r[:, 2] * sk.speed))
    return float(np.mean(~res["bounced"] & (res["kind"] == kind)))


def test_best_lob_drops_in_more_than_the_centre_lob_on_fresh_draws() -> None:
    game = trigames.make("trigono", players=2)
    w = game.world  # type: ignore[attr-defined]
    big, small = best_lobs(game, "club")
    assert (big.which, small.which) == (0, 1)
    for lob, kind, gain in ((big, BIG, 0.01), (small, SMALL, -0.005)):
        hx, hy = w.holes[w.board_holes[0][lob.which]][:2]
        centre = aim_at(game.params, 1, "row", 0, hx, hy, TARGET_ELEVATION)  # type: ignore[attr-defined]
        tuned = _hit_rate(game, lob.aim(game, 0), kind, "club", 99)
        assert tuned >= _hit_rate(game, centre, kind, "club", 99) + gain
        assert abs(tuned - lob.rates[0 if kind == BIG else 1]) < 0.015  # the stored rate holds on new draws
    assert abs(sum(big.rates) - 1) < 1e-3 and abs(sum(small.rates) - 1) < 1e-3


def test_best_lobs_are_deterministic_and_per_skill() -> None:
    game = trigames.make("trigono", players=2)
    first = best_lobs(game, "expert")
    best_lobs.cache_clear()
    assert best_lobs(game, "expert") == first
    assert first[0].rates[0] > best_lobs(game, "club")[0].rates[0]  # an expert drops in more


def test_a_lob_is_the_same_throw_from_every_board_of_a_row() -> None:
    game = trigames.make("trigono", players=5)  # two boards side by side
    lob = Lob(0, 53.0, 0.07, (0.0, 0.0, 0.0, 0.0))
    assert game.boards == 2  # type: ignore[attr-defined]
    a0, a1 = lob.aim(game, 0), lob.aim(game, 1)
    assert a0 == a1


def test_montecarlo_keeps_its_best_lob_unless_another_aim_is_clearly_better() -> None:
    from trigames.games.trigono.bots import MonteCarloAgent
    from trigames.games.trigono.notation import Aim

    game = trigames.make("trigono", players=2)
    s = game.new_game(0)
    me = s.current_player()
    v = s.view(me)
    v["on_board"], v["ground"], v["pucks"] = [6], 0, [[0, 60, 300], [0, -60, 300], [0, 0, 420], [0, 90, 200],
                                                      [0, -90, 200], [0, 0, 60]]
    v["hands"][me], v["hands"][1 - me] = 7, 7
    lobs = [Aim.of(*lob.aim(game, 0)) for lob in best_lobs(game, "club")]
    picks = [MonteCarloAgent(game, me, seed, samples=200, deep=10).act(v, s.legal_actions()) for seed in range(3)]
    assert all(isinstance(p, Aim) for p in picks)
    # with 6 pucks on the plank and none on the ground the big hole's lob is the default: most picks keep it
    assert sum(p == lobs[0] for p in picks) >= 2
