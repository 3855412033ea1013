"""Issue 21: recorded states are physically possible (a bounced hole puck on a free floor spot,
rounding to the mm never makes an overlap), flights never pass through a plank's edge or side,
and a puck landing on a plank's edge is carried onto it by its horizontal speed."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import trigames
from trigames.games.trigono import notation as N
from trigames.games.trigono import sanity
from trigames.games.trigono.aiming import aim_at
from trigames.games.trigono.contact import simulate
from trigames.games.trigono.fast import Field, throws
from trigames.games.trigono.geometry import Params, World
from trigames.games.trigono.physics import Arc, edge_landing, settle
from trigames.games.trigono.resolution import BOARD, GROUND
from trigames.games.trigono.resting import places, problems

P = Params()
W = World(P, 1)
R = W.r
D_MM = 1000 * P.puck_diameter


def test_a_bounced_hole_puck_is_put_on_a_free_floor_spot() -> None:
    """On main it went to g:0,-57 whatever lay there (29 mm deep overlaps were seen)."""
    game = trigames.make("trigono", players=2, skill="beginner")
    s: Any = game.new_game(4)
    s.apply(s.parse_action("throw 0 55 5 15 => ground @ g:0,-57"))  # a puck on that very spot
    s.apply(s.parse_action("aim 0 20 4.3 0"))
    t = s.history[-1]
    assert isinstance(t, N.Throw) and t.result.bounced and t.result.thrown[0] != GROUND
    assert t.rest is not None and (-1, 0, -57) in t.rest and len(t.rest) == 2
    assert problems(W, list(t.rest)) == []
    (_, x1, y1), (_, x2, y2) = t.rest
    assert D_MM <= math.hypot(x1 - x2, y1 - y2) <= D_MM + 2  # the nearest free spot
    again: Any = game.new_game(4)  # the same seed and actions: the same game
    for a in s.history:
        again.apply(a)
    assert again.pucks == s.pucks
    assert s.last_motion() is not None  # the animation ends as recorded


def test_rounding_to_the_mm_never_makes_an_overlap() -> None:
    """Two floor pucks 54.8 mm apart round to 54 mm apart (0.88 mm overlaps were seen on main)."""
    pucks = [(-1, 0.1006, 0.5004), (-1, 0.1554, 0.5004), (0, 0.0, 0.0284)]
    got = places(W, pucks)
    assert got[0] == (-1, 101, 500)  # the first keeps its rounded place, the second moves
    assert math.hypot(got[0][1] - got[1][1], got[0][2] - got[1][2]) >= D_MM
    assert problems(W, got) == [] and problems(W, [(-1, 101, 500), (-1, 155, 500)]) != []
    assert got[2][0] == 0 and W.plank_at(got[2][1] / 1000, got[2][2] / 1000) == 0  # kept on its face


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.floats(-0.3, 0.3), st.floats(-0.6, 0.0)), min_size=1, max_size=6))
def test_places_are_valid_near_and_deterministic(points: list[tuple[float, float]]) -> None:
    # floor pucks in front of the plank, packed closer than a diameter: each gets a valid spot
    pucks = [(-1, x * 0.3, -0.03 - R + y * 0.2) for x, y in points]
    got = places(W, pucks, front=0)
    assert problems(W, got, tol=0.0) == [] and got == places(W, pucks, front=0)
    assert len(got) == len(pucks) + 1


def _inside(arcs: list[Arc]) -> int:
    return sum(sanity.FlightCheck(W).arc(a) for a in arcs)


def test_a_puck_coming_down_on_the_base_edge_does_not_fly_through_it() -> None:
    """On main `fly` had no plank-edge event: the centre 10 mm outside the base edge, the disc
    over it, went down through the edge's corner to the floor before being pushed out."""
    arcs: list[Arc] = []
    contact, _, _, y, *_ = settle(W, (0.0, -0.010, 0.05, 0.0, 0.05, -1.0), arcs)
    assert _inside(arcs) == 0
    assert contact[0] == "floor" and y <= -R - 0.0009  # it tipped off, outside the edge


def test_a_fast_puck_on_the_edge_is_carried_onto_the_plank() -> None:
    """On main a puck arriving at 7.7 m/s, its centre 9 mm short of the edge, went to the floor."""
    ed = edge_landing(W, 0.0, -0.009, 0.0, 7.7)
    assert ed[0] == ("plank", 0) and ed[3] > 0
    contact, *_ = settle(W, (0.0, -0.009, W.z_top + 1e-9, 0.0, 7.7, -0.5))  # lands, slides
    assert contact[0] in ("plank", "hole")
    slow = edge_landing(W, 0.0, -0.009, 0.0, 0.1)  # 0.1 m/s × 45 ms = 4.5 mm < 9 mm: tips off
    assert slow[0] == ("side",) and slow[3] <= -R - 0.0009


def test_a_low_hop_into_a_plank_side_stays_out_of_it() -> None:
    """Stepped phase: pymunk met the side only once the disc was 4 mm inside (sanity throw)."""
    lying = [(0, -0.232, 0.049), (0, 0.212, 0.119), (0, -0.02, 0.025), (0, 0.066, 0.334),
             (0, -0.173, 0.107), (0, 0.106, 0.266), (0, -0.104, 0.31), (0, -0.11, 0.029),
             (0, -0.152, 0.247), (-1, 0.057, -0.078), (-1, 0.401, 0.632)]
    arcs: list[Arc] = []
    flights: list[tuple[float, float, float]] = []
    sim = simulate(W, lying, 0, 2.1361975150461, 9.460612443106832, 4.650462361307717, 11.746410411615987,
                   arcs=arcs, flights=flights)
    assert sim.contact and flights
    assert sanity.FlightCheck(W).count(arcs, flights) == 0


def test_fast_path_agrees_with_the_full_simulation_at_the_base_edge() -> None:
    """Lobs at the base edge land on it often: the vectorised edge rule follows `edge_landing`."""
    field = Field(W)
    aim = aim_at(P, 1, "row", 0, 0.0, 0.0, 45.0)
    rng = np.random.default_rng(5)
    n = 300
    yaw = aim[0] + rng.standard_normal(n) * 1.5
    el = aim[1] + rng.standard_normal(n) * 3
    sp = aim[2] * (1 + rng.standard_normal(n) * 0.03)
    got = throws(field, 0, yaw, el, sp)
    checked = on_plank = 0
    for i in range(n):
        if got["full"][i]:
            continue
        sim = simulate(W, [], 0, yaw[i], el[i], sp[i], 0.0)
        kind, b = sim.thrown[:2]
        assert (kind, b) == (got["kind"][i], got["board"][i] if kind != GROUND else -1), i
        if kind not in (BOARD, GROUND):
            assert sim.bounced == got["bounced"][i]
        checked += 1
        on_plank += kind == BOARD
    assert checked > 200 and on_plank > 10


def test_sanity_checks_recorded_states_and_flights_in_matches() -> None:
    res = sanity.run_matches(1, seed=3)
    c = res["counts"]
    assert c["match throws"] > 100 and c.get("problems", 0) == 0, res["examples"]
    assert c.get("recorded overlaps", 0) == 0 and c.get("flight steps inside a plank", 0) == 0
    assert problems(W, [(-1, 0, -57), (-1, 10, -57)])  # the check does fire on a bad state


def test_records_written_before_issue_21_still_replay() -> None:
    """A beginner match recorded by the code before issue 21 (rules version 2, states rounded to the
    mm, an overlapping pair among them) replays to the same result; a new throw from one of its
    overlapping states records a state with no overlap."""
    from pathlib import Path

    from trigames.core.record import Record, replay

    rec = Record.load(Path(__file__).parent / "data" / "record_v2_before_issue21.json")
    state: Any = replay(rec, trigames.make)
    assert state.is_terminal()
    s: Any = trigames.make("trigono", players=2, skill="beginner").new_game(rec.seed)
    for text in rec.actions:
        s.apply(s.parse_action(text))
        if s.decision() != "NEXT_ROUND" and s.pucks and any("overlap" in p for p in problems(W, s.pucks)):
            break
    else:
        raise AssertionError("the old record has no overlapping state before a throw")
    s.apply(N.Target("plank"))
    assert s.pucks and problems(W, s.pucks) == []


def test_sanity_reads_each_recorded_state_back_from_the_notation() -> None:
    """`trigono-sanity` checks the state as a record holds it: written as `throw … @ pucks`, read
    back, applied to a second copy of the match (the rules check it), and compared."""
    state = [(0, 14, 270), (-1, 24, -311), (-1, -337, -119)]
    assert sanity.read_back(state, 1) == tuple(sorted(state))
    assert sanity.read_back(state, 2) == tuple(sorted(state))
    res = sanity.run(40, seed=2)
    c = res["counts"]
    assert c["round-trip mismatches"] == 0 and c["pucks created or lost"] == 0 and c["problems"] == 0
    res = sanity.run_matches(1, seed=8, skills=("club",))
    c = res["counts"]
    assert c["match throws"] > 20 and c["problems"] == 0, res["examples"]
    for k in ("recorded overlaps", "round-trip mismatches", "pucks created or lost", "flight steps inside a plank"):
        assert c[k] == 0, k  # each count is reported, zero included


def test_the_rules_report_every_flight_to_a_probe_without_changing_the_game() -> None:
    """A match played with `on_flight` set (how `trigono-sanity` sees each throw's flight without
    simulating it twice) is the same match: same seed, same actions, same game."""
    seen: list[tuple[list[Arc], list[tuple[float, float, float]]]] = []
    games = []
    for probe in (True, False):
        game: Any = trigames.make("trigono", players=2, skill="club")
        if probe:
            game.on_flight = lambda arcs, flights: seen.append((arcs, flights))
        s: Any = game.new_game(21)
        for _ in range(12):
            s.apply(N.Target("big"))
        games.append([s.action_to_string(a) for a in s.history])
    assert games[0] == games[1] and len(seen) == 12 and all(arcs for arcs, _ in seen)
    assert sum(sanity.FlightCheck(W).count(a, f) for a, f in seen) == 0
