"""The aimed-knock measurement (issue 12): where "a puck 20 cm in front of the big hole" lies, and
the search that ranks knock aims by their chance under the execution noise."""

from __future__ import annotations

import math

import numpy as np

from trigames.games.trigono.aiming import SKILLS
from trigames.games.trigono.geometry import Params, World
from trigames.games.trigono.knocks import _smooth, knock_grid, knock_spot

W = World(Params(), 1)


def test_the_spot_is_on_the_line_of_throw_as_far_as_the_plank_allows() -> None:
    hx, hy = W.holes[0][:2]
    # 20 cm would be off the plank (the hole's centre is 16 cm from the base edge): the disc
    # touches the base edge instead, 13.25 cm from the centre
    x, y = knock_spot(W, 0.20)
    u, v = W.planks[0].local(x, y)
    assert abs(u) < 1e-9 and math.isclose(v, W.r, abs_tol=1e-9)
    assert math.isclose(math.hypot(x - hx, y - hy), 0.1325, abs_tol=1e-9)
    x, y = knock_spot(W, 0.075)  # fits: exactly where asked
    assert math.isclose(math.hypot(x - hx, y - hy), 0.075, abs_tol=1e-12) and abs(x - hx) < 1e-12


def test_smoothing_is_a_normalised_gaussian() -> None:
    a = np.zeros((3, 41))
    a[1, 20] = 1.0
    s = _smooth(a, 2.0, axis=1)
    assert math.isclose(s.sum(), 1.0, rel_tol=1e-12) and s[0].sum() == 0.0
    assert math.isclose(s[1, 22] / s[1, 20], math.exp(-0.5), rel_tol=1e-9)
    assert np.allclose(_smooth(a.T, 2.0, axis=0), s.T)


def test_the_grid_finds_the_knock_band_in_front_of_the_hole() -> None:
    """A small part of the grid around a known knock (0°, −9°, 6.0 m/s at the puck 7.5 cm in front
    of the big hole): the ranked chances are sorted, between 0 and 1, and the best is far above 0."""
    q = knock_spot(W, 0.075)
    ranked = knock_grid(W, q, SKILLS["expert"], yaws=0.5, elevs=(-10.0, -8.0), speeds=(5.9, 6.1))
    chances = [c for c, _ in ranked]
    assert chances == sorted(chances, reverse=True) and 0.0 <= chances[-1] <= chances[0] <= 1.0
    assert chances[0] > 0.05
    yaw, elev, speed, spin = ranked[0][1]
    assert abs(yaw) <= 0.5 and -10.0 <= elev <= -8.0 and 5.9 <= speed <= 6.1 and spin == 15.0


def test_the_reference_compares_the_experts_knock_at_the_base_edge() -> None:
    import pytest

    pytest.importorskip("mujoco")
    from trigames.games.trigono.reference import EDGE_KNOCK, compare

    res = compare(throws=2, only="base edge")
    assert list(res) == ["expert's aimed knock at a puck on the base edge"]
    aim, skill, ours, theirs = res["expert's aimed knock at a puck on the base edge"]
    assert aim == EDGE_KNOCK and skill == "expert"
    assert sum(v for k, v in ours.items() if k.startswith("lying ")) == 2
    assert sum(v for k, v in theirs.items() if k.startswith("thrown ")) == 2
