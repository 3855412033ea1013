"""Physics sanity: holes, the floor, knocks, the world's walls, conservation, determinism."""

from __future__ import annotations

import random

import numpy as np

import trigames
from trigames.games.trigono.aiming import SKILLS, aim_at, noisy
from trigames.games.trigono.contact import collide, simulate
from trigames.games.trigono.fast import Field, throws
from trigames.games.trigono.geometry import Params, World
from trigames.games.trigono.physics import settle
from trigames.games.trigono.resolution import BIG, BOARD, GROUND, SMALL

P = Params()
W = World(P, 1)


def test_puck_released_over_a_hole_falls_in() -> None:
    for i, (hx, hy, _, kind, _) in enumerate(W.holes):
        contact, bounced, *_ = settle(W, (hx, hy, 0.5, 0.0, 0.0, 0.0))
        assert contact == ("hole", i) and not bounced
        r = simulate(W, [], 0, *aim_at(P, 1, "row", 0, hx, hy))  # no noise: the inverse ballistics hits it
        assert r.thrown[:2] == (kind, 0)


def test_far_too_short_lands_on_the_floor() -> None:
    r = simulate(W, [], 0, 0.0, 45.0, 2.0, 15.0)
    assert r.thrown[0] == GROUND and r.bounced
    assert r.thrown[3] < 0  # in front of the plank


def test_a_puck_on_the_rim_is_knocked_into_the_hole() -> None:
    hx, hy, rad, _, _ = W.holes[1]  # small hole
    rim = (0, hx, hy - rad - 0.002)  # centre just outside the rim, on the thrower's side
    thrown, finals = collide(W, [rim], 0, hx, hy - rad - 0.08, 0.0, 0.7, 0.0)
    assert finals[0][:2] == (SMALL, 0)
    assert thrown[0] == BOARD


def test_a_puck_dropping_on_a_loaded_plank_knocks_pucks() -> None:
    hx, hy = W.holes[0][:2]
    lying = [(0, hx + 0.03, hy - 0.09)]
    r = simulate(W, lying, 0, *aim_at(P, 1, "row", 0, hx, hy, 20.0))
    assert r.contact


def _random_field(rng: random.Random, world: World, n: int) -> list[tuple[int, float, float]]:
    out = []
    for _ in range(n):
        b = rng.randrange(len(world.planks))
        u, v = rng.uniform(-0.1, 0.1), rng.uniform(0.05, 0.4)
        x, y = world.planks[b].world(u, v)
        if world.hole_at(x, y) < 0:
            out.append((b, x, y))
        else:
            out.append((-1, *world.push_out(x, y - 0.7)))
    return out


def test_nothing_leaves_the_world_and_pucks_are_conserved() -> None:
    rng = random.Random(3)
    for layout, boards in (("row", 1), ("row", 2), ("hexagon", 6)):
        w = World(P, boards, layout)
        x0, x1, y0, y1 = w.bounds
        for _ in range(60):
            lying = _random_field(rng, w, rng.randrange(0, 8))
            board = rng.randrange(boards)
            hx, hy = w.holes[2 * board][:2]
            aim = aim_at(P, boards, layout, board, hx, hy, rng.choice((20.0, 40.0, 60.0)))
            r = simulate(w, lying, board, *noisy(rng, SKILLS["beginner"], *aim))
            finals = [*r.finals, r.thrown]
            assert len(r.finals) == len(lying)
            for kind, b, x, y in finals:
                assert x0 - 1e-6 <= x <= x1 + 1e-6 and y0 - 1e-6 <= y <= y1 + 1e-6
                if kind == BOARD:
                    assert 0 <= b < boards
            for (b, _, _), (kind, _, _, _) in zip(lying, r.finals, strict=True):
                if b < 0:
                    assert kind == GROUND  # nothing climbs from the floor onto a plank


def test_same_seed_same_outcomes_and_conservation_in_games() -> None:
    for kw in ({"players": 2}, {"players": 3, "layout": "hexagon"}):
        game = trigames.make("trigono", **kw)
        runs = []
        for _ in range(2):
            s = game.new_game(11)
            rng = random.Random(5)
            total = game.players * game.pucks_per_player
            for _ in range(60):
                if s.is_terminal():
                    break
                s.apply(rng.choice(s.legal_actions()))
                assert s.total_pucks() == total
                assert s.pucks is not None and len(s.pucks) == sum(s.on_board) + s.ground
            runs.append([s.action_to_string(a) for a in s.history])
        assert runs[0] == runs[1]


def test_fast_path_agrees_with_the_full_simulation() -> None:
    for layout, boards in (("row", 1), ("hexagon", 6)):
        w = World(P, boards, layout)
        field = Field(w)
        hx, hy = w.holes[0][:2]
        aim = aim_at(P, boards, layout, 0, hx, hy)
        rng = random.Random(2)
        samples = np.array([noisy(rng, SKILLS["beginner"], *aim) for _ in range(400)])
        res = throws(field, 0, samples[:, 0], samples[:, 1], samples[:, 2])
        for i, smp in enumerate(samples):
            if res["full"][i]:
                continue
            r = simulate(w, [], 0, *map(float, smp))
            hole = r.thrown[0] in (BIG, SMALL) or r.thrown[0] == 4
            assert (int(res["kind"][i]), int(res["board"][i])) == r.thrown[:2]
            assert bool(res["bounced"][i]) == r.bounced or not hole
