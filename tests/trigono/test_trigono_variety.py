"""The shot-variety optimiser (issue 21): its menu of lobs, slides and knocks, and its verdicts."""

from __future__ import annotations

import numpy as np

import trigames
from trigames.games.trigono.contact import simulate
from trigames.games.trigono.resolution import BOARD
from trigames.games.trigono.variety import KINDS, best_shot, gains, lob_rates, menu, suite, table

GAME = trigames.make("trigono", players=2)
W = GAME.world


def _view(pucks: list[list[int]], on_board: int, ground: int) -> dict:
    return {"pucks": pucks, "to_move": 0, "hands": [6, 6], "on_board": [on_board], "ground": ground}


def test_the_suite_is_drawn_from_play_with_a_puck_on_the_plank_and_repeats_for_a_seed() -> None:
    views = suite(GAME, 5, seed=3)
    assert len(views) == 5 and all(any(b == 0 for b, _, _ in v["pucks"]) for v in views)
    assert [v["pucks"] for v in suite(GAME, 5, seed=3)] == [v["pucks"] for v in views]


def test_the_menu_has_steep_lobs_low_slides_and_knocks_only_when_a_puck_lies_on_the_plank() -> None:
    hx, hy = W.holes[0][:2]
    lying = _view([[0, round(hx * 1000), round((hy - 0.09) * 1000)]], 1, 0)
    m = menu(GAME, lying)
    assert set(m) == set(KINDS) and all(m[k] for k in KINDS)
    assert all(a[1] >= 45 for a in m["lob"]) and all(a[1] <= 30 for a in m["slide"])
    assert not menu(GAME, _view([[-1, 0, -400]], 0, 1))["knock"]
    # thrown without noise, knocks reach the puck they are aimed at (it moves); a steep one may fly
    # over it, a low one meet the plank's side, as a person's would
    moved = 0
    for aim in m["knock"]:
        kind, _, x, y = simulate(W, [(0, hx, hy - 0.09)], 0, *aim).finals[0]
        moved += kind != BOARD or abs(x - hx) + abs(y - hy + 0.09) > 0.002
    assert moved >= 2


def test_gains_count_what_the_thrower_collects_less_the_thrown_puck() -> None:
    view = _view([[0, -150, 30]], 1, 4)
    big = next(a for a in menu(GAME, view)["lob"] if a[1] == 55.0)
    g = gains(GAME, view, big, np.zeros((1, 4)))  # no noise: the lob at the big hole goes in
    assert g.tolist() == [1.0]  # its own puck back and the plank's one; the ground stays


def test_the_optimiser_names_one_best_kind_per_position_and_the_table_adds_up() -> None:
    views = suite(GAME, 2, seed=4)
    results = [best_shot(("club", {}, v, i, 6, 1, 12)) for i, v in enumerate(views)]
    for r in results:
        assert r["best"] in KINDS and r["gain"][r["best"]] == max(r["gain"].values())
    row = table(results).splitlines()[2]
    shares = [int(cell.split(" %")[0]) for cell in row.split("|")[3:6]]
    assert row.startswith("| all | 2 |") and sum(shares) == 100


def test_a_slicker_deader_plank_holds_fewer_lobs() -> None:
    """The sweep's finding in small (docs/trigono.md, "Shot variety"): at wood 0.25 a missed lob
    slides off, where the rules' 0.35 holds about a third of them."""
    rules = lob_rates(throws=300)
    slick = lob_rates(throws=300, constants={"restitution": 0.1, "friction_wood": 0.25})
    assert abs(sum(rules.values()) - 1) < 1e-9 and abs(sum(slick.values()) - 1) < 1e-9
    assert rules["plank"] > 0.25 and slick["plank"] < 0.05
