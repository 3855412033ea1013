"""Rules review of Triominos XXL (RULES §2, §5.2): edge cases a held-back case could test.

Each test is a position (built with `from_board`) plus an action and the exact result, or a
refusal with the state unchanged. A reference model written straight from the RULES text
(scoring §2.5, turn legality §2.6) is checked against the engine over random games.
"""

from __future__ import annotations

import random

import pytest

import trigames
from trigames.core import IllegalActionError
from trigames.core.testing import fingerprint
from trigames.games.triominos import from_board
from trigames.games.triominos.rules import classic_opener, draw_off
from trigames.games.triominos.tiles import (
    DRAW,
    PASS,
    PLACE,
    TILE_ID,
    TILES,
    TSUM,
    corners_xy,
    decode,
    nbrs_xy,
    ring_xy,
    tile_of,
    xy_of,
)

G2 = trigames.make("triominos", players=2)
G3 = trigames.make("triominos", players=3)
B2 = ["U(0,0)=[3,4,5]"]  # 3-3-4 fits only at D(-1,0) as [3,4,3]; 2-3-5 only at D(0,-1) as [3,5,2]
BR = ["U(0,0)=[2,5,1]", "D(-1,0)=[2,5,2]", "U(-1,1)=[2,3,5]", "D(0,1)=[3,3,5]", "U(0,2)=[3,0,3]",
      "D(1,2)=[0,0,3]", "U(2,2)=[3,0,1]", "D(2,1)=[3,1,1]"]


def refused(state, action):
    before = fingerprint(state)
    with pytest.raises(IllegalActionError):
        state.apply(state.parse_action(action) if isinstance(action, str) else action)
    assert fingerprint(state) == before


def act(state, text):
    state.apply(state.parse_action(text))


# -- a reference model, from the RULES text only --------------------------------------------
def reference_points(view_board, action):
    """RULES §2.5 from the geometry of §2.2 (no engine tables): tile value + bonus."""
    occupied = {(x, y) for x, y, _, _ in view_board}
    t, c, _ = decode(action)
    x, y = xy_of(c)
    corners = corners_xy(x, y)
    h = sum(all(cell in occupied or cell == (x, y) for cell in ring_xy(*v)) for v in corners)
    if h:
        return TSUM[t] + (0, 50, 60, 70)[h]
    edges = [n for n in nbrs_xy(x, y) if n in occupied]
    if len(edges) == 1:
        shared = set(corners_xy(*edges[0]))
        (far,) = [v for v in corners if v not in shared]
        if any(cell in occupied for cell in ring_xy(*far)):
            return TSUM[t] + 40
    return TSUM[t]


def check_turn_legality(s):
    """RULES §2.6: which of DRAW and PASS are legal, and only the drawn tile after a draw."""
    legal = s.legal_actions()
    places = [a for a in legal if a >= PLACE]
    if s.decision() == "TURN_START":
        assert (DRAW in legal) == bool(s.pool)
        assert (PASS in legal) == (not s.pool and not places)
        assert {decode(a)[0] for a in places} <= set(s.racks[s.player])
    elif s.decision() == "AFTER_DRAW":
        assert (DRAW in legal) == (s.draws < 3 and bool(s.pool))
        assert (PASS in legal) == (s.draws == 3 or not s.pool)
        assert {decode(a)[0] for a in places} <= {s.drawn}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_reference_scoring_and_turn_legality_in_random_games(players):
    game = trigames.make("triominos", players=players)
    figures = set()
    for seed in range(6):
        s = game.new_game(seed)
        rng = random.Random(seed)
        while not s.is_terminal() and len(s.history) < 2500:
            check_turn_legality(s)
            legal = s.legal_actions()
            places = [a for a in legal if a >= PLACE]
            a = rng.choice(places) if places and rng.random() < 0.8 else rng.choice(legal)
            if a >= PLACE:
                want = reference_points(s.view(None)["board"], a)
                if s.decision() == "OPEN":
                    want = TSUM[decode(a)[0]]
                events = s.apply_events(a)
                (place,) = [e for e in events if e.kind == "place"]
                assert place.data["points"] == want
                figures.add(place.data["figure"])
            else:
                s.apply(a)
    assert {"bridge", "hexagon"} <= figures


# -- scoring figures ----------------------------------------------------------------------------
def test_bridge_scores_even_when_the_far_corner_cell_meets_only_at_the_vertex():
    s = from_board(G2, BR, racks=[["1-1-5", "4-4-4"], ["0-0-0"]], pool=["0-0-5"])
    events = s.apply_events(s.parse_action("[5,1,1]@D(1,0)"))
    assert [e.data["figure"] for e in events if e.kind == "place"] == ["bridge"]
    assert s.score == [47, 0]


def test_one_edge_and_empty_far_ring_is_not_a_bridge():
    s = from_board(G2, [*B2, "D(0,-1)=[3,5,2]"], racks=[["2-2-5", "4-4-4"], ["0-0-0"]], pool=["0-0-1"])
    # U(1,-1): V0=(1,-1)=2, V1=(2,0)=5, V2=(3,-1) free; one occupied edge neighbour D(0,-1)
    act(s, "[2,5,2]@U(1,-1)")
    assert s.score == [9, 0]


def test_vertex_contact_at_a_shared_edge_corner_is_not_a_bridge():
    # BR + D(1,0): U(2,0) shares an edge with D(1,0) only; D(2,1) touches it at (3,1), a corner of
    # that shared edge, not at the far corner (4,0), whose ring is empty ⇒ no bridge
    s = from_board(G2, [*BR, "D(1,0)=[5,1,1]"], racks=[["1-1-1", "4-4-4"], ["0-0-0"]], pool=["0-0-5"])
    act(s, "[1,1,1]@U(2,0)")
    assert s.score == [3, 0]


def test_hexagon_takes_precedence_and_no_bonus_stacks():
    hx = ["U(1,1)=[1,0,1]", "D(0,1)=[0,0,1]", "U(-1,1)=[4,0,1]", "D(-1,0)=[4,1,4]", "U(0,0)=[4,1,3]"]
    s = from_board(G2, hx, racks=[["1-1-3", "4-4-4"], ["0-0-0"]], pool=["0-0-5"])
    events = s.apply_events(s.parse_action("[1,1,3]@D(1,0)"))
    assert [e.data["figure"] for e in events if e.kind == "place"] == ["hexagon"]
    assert s.score == [55, 0]


# -- PASS / DRAW legality in every combination -------------------------------------------------
@pytest.mark.parametrize(("draws", "pool", "pass_legal", "penalty"), [
    (1, 2, False, None), (2, 2, False, None), (3, 2, True, -10),
    (1, 0, True, 0), (2, 0, True, 0), (3, 0, True, -10)])
def test_pass_after_draws(draws, pool, pass_legal, penalty):
    spare = ["0-1-1", "1-2-3"][:pool]
    rack = ["0-0-0", "0-0-1", "0-0-2", "1-1-1"][: draws + 1]
    s = from_board(G2, B2, racks=[rack, ["3-3-4"]], pool=spare, draws=draws, drawn=rack[-1], scores=[50, 0])
    if not pass_legal:
        refused(s, "pass")
        assert DRAW in s.legal_actions()
        return
    assert PASS in s.legal_actions() and DRAW not in s.legal_actions()
    refused(s, "draw")
    act(s, "pass")
    assert s.score == [50 + penalty, 0] and s.current_player() == 1 and s.decision() == "TURN_START"


def test_draw_refused_after_three_draws_even_with_a_full_pool():
    s = from_board(G2, B2, racks=[["0-0-0", "0-0-1", "0-0-2", "1-1-1"], ["3-3-4"]],
                   pool=["0-1-1", "1-2-3"], draws=3)
    refused(s, "draw")
    assert s.legal_actions() == [PASS]


@pytest.mark.parametrize(("pool", "can_place", "pass_legal", "draw_legal"), [
    (3, True, False, True), (3, False, False, True), (0, True, False, False), (0, False, True, False)])
def test_pass_and_draw_at_turn_start(pool, can_place, pass_legal, draw_legal):
    rack = ["3-3-4", "0-0-0"] if can_place else ["0-0-0", "0-0-1"]
    s = from_board(G2, B2, racks=[rack, ["2-3-5"]], pool=["0-1-1", "1-2-3", "1-1-1"][:pool], scores=[8, 0])
    legal = s.legal_actions()
    assert (PASS in legal) == pass_legal and (DRAW in legal) == draw_legal
    if not pass_legal:
        refused(s, "pass")
    if not draw_legal:
        refused(s, "draw")
    if pass_legal:
        act(s, "pass")
        assert s.score == [8, 0] and s.current_player() == 1  # 2-3-5 still fits: not blocked


def test_third_draw_empties_the_pool_then_pass_costs_ten():
    s = from_board(G2, B2, racks=[["0-0-0"], ["3-3-4"]], pool=["0-0-1", "0-0-2", "1-1-1"], scores=[30, 0])
    for left in (2, 1, 0):
        act(s, "draw")
        assert len(s.pool) == left
    assert s.legal_actions() == [PASS]
    act(s, "pass")
    assert s.score == [30 - 15 - 10, 0] and s.current_player() == 1  # B can place: not blocked


def test_second_draw_empties_the_pool_then_pass_is_free():
    s = from_board(G2, B2, racks=[["0-0-0"], ["3-3-4"]], pool=["0-0-1", "0-0-2"], scores=[30, 0])
    act(s, "draw")
    act(s, "draw")
    assert not s.pool and s.legal_actions() == [PASS]
    act(s, "pass")
    assert s.score == [20, 0]


def test_declining_a_placeable_drawn_tile_is_allowed_only_when_pass_is():
    # the drawn tile fits, pool not empty, one draw: the player must place it or draw again
    s = from_board(G2, B2, racks=[["0-0-0", "3-3-4"], ["1-1-1"]], pool=["0-0-1"], draws=1, drawn="3-3-4")
    refused(s, "pass")
    # the pool is empty: declining it is a free pass
    s = from_board(G2, B2, racks=[["0-0-0", "3-3-4"], ["1-1-1"]], pool=[], draws=1, drawn="3-3-4",
                   scores=[5, 0])
    act(s, "pass")
    assert s.score == [5, 0] and s.current_player() == 1  # A's 3-3-4 still fits: not blocked


# -- the end of a round ---------------------------------------------------------------------------
def test_blocked_detected_after_a_place():
    s = from_board(G2, B2, racks=[["3-3-4", "0-0-0"], ["5-5-5"]], scores=[0, 0])
    act(s, "[3,4,3]@D(-1,0)")
    last = s.view(None)["last_round"]
    assert last["end"] == "blocked" and last["points"] == [15, 0]
    assert s.score == [10 + 15, 0] and s.round == 1 and s.decision() == "OPEN"


def test_blocked_detected_after_placing_the_tile_that_emptied_the_pool():
    s = from_board(G2, B2, racks=[["0-0-0"], ["5-5-5"]], pool=["3-3-4"], scores=[0, 0])
    act(s, "draw")
    assert not s.pool
    act(s, "[3,4,3]@D(-1,0)")
    last = s.view(None)["last_round"]
    assert last["end"] == "blocked" and last["points"] == [15, 0]
    assert s.score == [-5 + 10 + 15, 0]


def test_blocked_after_a_penalised_pass_on_an_emptied_pool():
    s = from_board(G2, B2, racks=[["0-0-0"], ["5-5-5"]], pool=["0-0-1", "0-0-2", "1-1-1"], scores=[0, 0])
    for _ in range(3):
        act(s, "draw")
    act(s, "pass")  # racks: A 0+1+2+3 = 6, B 15 ⇒ A is lowest and scores 15 − 6
    last = s.view(None)["last_round"]
    assert last["end"] == "blocked" and last["points"] == [9, 0]
    assert s.score == [-25 + 9, 0]


def test_not_blocked_while_the_pool_has_tiles():
    s = from_board(G2, B2, racks=[["0-0-0"], ["5-5-5"]], pool=["0-1-1", "0-0-1", "0-0-2", "1-1-1"])
    for _ in range(3):
        act(s, "draw")
    act(s, "pass")  # nobody can place, but one tile is left in the pool
    assert s.round == 0 and s.current_player() == 1


def test_blocked_tie_of_all_players():
    s = from_board(G2, B2, racks=[["0-0-5"], ["0-1-4"]], scores=[3, 4])
    assert s.legal_actions() == [PASS]
    act(s, "pass")
    assert s.view(None)["last_round"]["points"] == [0, 0]  # each: 5 − 5
    assert s.score == [3, 4]


def test_blocked_four_players_two_lowest():
    g4 = trigames.make("triominos", players=4)
    s = from_board(g4, B2, racks=[["0-0-1"], ["1-1-1", "0-0-0"], ["5-5-5"], ["0-0-3"]])
    # totals 1, 3, 15, 3 ⇒ A lowest alone: (3 + 15 + 3) − 1 = 20
    act(s, "pass")
    assert s.view(None)["last_round"]["points"] == [20, 0, 0, 0]
    s = from_board(g4, B2, racks=[["0-0-2"], ["1-1-1"], ["5-5-5"], ["0-1-2"]])
    act(s, "pass")  # totals 2, 3, 15, 3 ⇒ A alone again: 21 − 2 = 19
    assert s.view(None)["last_round"]["points"] == [19, 0, 0, 0]
    s = from_board(g4, B2, racks=[["1-1-1"], ["0-1-2"], ["5-5-5"], ["0-0-3"]])
    act(s, "pass")  # 3, 3, 15, 3: three tie ⇒ each (others) − own = 21 − 3 = 18
    assert s.view(None)["last_round"]["points"] == [18, 18, 0, 18]


def test_going_out_takes_precedence_over_blocked():
    s = from_board(G2, B2, racks=[["3-3-4"], ["5-5-5", "0-0-0"]], scores=[0, 0])
    act(s, "[3,4,3]@D(-1,0)")  # the pool is empty and B cannot place either: going out wins
    last = s.view(None)["last_round"]
    assert last["end"] == "out" and last["points"] == [25 + 15, 0]
    assert s.score == [10 + 40, 0]


def test_going_out_with_a_bonus_placement():
    s = from_board(G2, BR, racks=[["1-1-5"], ["5-5-5", "0-0-0"]], pool=["0-0-1"], scores=[0, 0])
    act(s, "[5,1,1]@D(1,0)")
    assert s.score == [47 + 25 + 15, 0]


def test_going_out_with_the_drawn_tile():
    s = from_board(G3, B2, racks=[["2-3-5"], ["5-5-5"], ["0-1-1"]], pool=["0-0-0"], draws=1,
                   drawn="2-3-5", scores=[-5, 0, 0])
    act(s, "[3,5,2]@D(0,-1)")
    assert s.score == [-5 + 10 + 25 + 15 + 2, 0, 0]
    assert s.view(None)["last_round"]["end"] == "out"


def test_game_ends_only_after_the_round():
    game = trigames.make("triominos", players=2, target=20)
    s = from_board(game, B2, racks=[["3-3-4", "0-0-0"], ["2-3-5", "0-0-1"]], pool=["1-1-1"], scores=[15, 0])
    act(s, "[3,4,3]@D(-1,0)")
    assert s.score == [25, 0] and not s.is_terminal() and s.current_player() == 1


def test_exact_target_ends_the_game():
    s = from_board(G2, B2, racks=[["3-3-4"], ["0-0-0"]], pool=["1-1-1"], scores=[365, 399])
    act(s, "[3,4,3]@D(-1,0)")  # 365 + 10 + 25 + 0 = 400
    assert s.is_terminal() and s.score == [400, 399] and s.outcome().winners == (0,)


def test_reaching_the_target_in_a_round_the_opponent_ends():
    # A is past the target before the round ends; B goes out and the game ends, A still wins
    s = from_board(G2, B2, racks=[["0-0-0"], ["3-3-4"]], pool=["1-1-1"], scores=[450, 10], to_move=1)
    act(s, "[3,4,3]@D(-1,0)")
    assert s.is_terminal() and s.score == [450, 45] and s.outcome().winners == (0,)


def test_fixed_rounds_ignores_the_target():
    game = trigames.make("triominos", players=2, fixed_rounds=2)
    s = from_board(game, B2, racks=[["3-3-4"], ["0-0-0"]], pool=["1-1-1"], scores=[500, 0])
    act(s, "[3,4,3]@D(-1,0)")
    assert not s.is_terminal() and s.round == 1 and s.decision() == "OPEN"
    rng = random.Random(0)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    assert s.round == 2 and s.view(None)["round"] == 2


def test_shared_win_with_negative_totals():
    game = trigames.make("triominos", players=3, fixed_rounds=1)
    s = from_board(game, B2, racks=[["0-0-1", "1-2-3"], ["5-5-5"], ["0-0-0", "0-0-2", "0-1-4"]],
                   scores=[-40, -50, -40])
    act(s, "pass")  # totals 7, 15, 7: A and C each score 15
    assert s.is_terminal() and s.score == [-25, -50, -25]
    assert s.outcome().winners == (0, 2) and s.outcome().ranks == (1, 3, 1)


# -- the opening ------------------------------------------------------------------------------------
def ids(*texts):
    return [tile_of(t) for t in texts]


def test_classic_opener_choice():
    assert classic_opener([ids("4-5-5", "3-5-5"), ids("0-0-0", "0-1-2")]) == 1  # any triple beats sums
    assert classic_opener([ids("2-2-2"), ids("0-0-0", "1-1-1")]) == 0  # the highest triple
    assert classic_opener([ids("3-4-5", "0-1-2"), ids("4-5-5")]) == 1  # no triple: highest sum


@pytest.mark.parametrize(("rack", "allowed"), [
    (["0-0-0", "1-2-3"], {"0-0-0": 40}),
    (["5-5-5", "0-0-0", "4-4-4"], {"5-5-5": 25, "0-0-0": 40}),
    (["3-3-3", "4-5-5"], {"3-3-3": 19}),
    (["3-4-5", "4-5-5", "0-1-2"], {"4-5-5": 14}),
])
def test_classic_opening_moves_and_points(rack, allowed):
    game = trigames.make("triominos", players=2, classic_opening=True)
    for tile, want in allowed.items():
        s = from_board(game, [], racks=[rack, ["0-1-1"]], pool=["0-2-2"])
        assert sorted(TILES[decode(a)[0]] for a in s.legal_actions()) == sorted(
            TILES[tile_of(t)] for t in allowed)
        for other in rack:
            if other not in allowed:
                refused(s, f"{other}@U(0,0)/r0")
        refused(s, "draw")
        refused(s, "pass")
        act(s, f"{tile}@U(0,0)/r0")
        assert s.score == [want, 0]


def test_classic_opening_in_a_dealt_game_without_any_triple():
    game = trigames.make("triominos", players=2, classic_opening=True)
    triples = {TILE_ID[(k, k, k)] for k in range(6)}
    for seed in range(300):
        s = game.new_game(seed)
        if not triples & {t for r in s.racks for t in r}:
            break
    else:
        pytest.fail("no deal without a triple in 300 seeds")
    best = max((TSUM[t], t) for r in s.racks for t in r)[1]
    assert best in s.racks[s.current_player()]
    assert s.view(None)["drawoff"] == []  # no tile shown
    (a,) = s.legal_actions()
    assert decode(a)[0] == best
    s.apply(a)
    assert s.score[1 - s.current_player()] == TSUM[best]


def test_xxl_opening_has_no_bonus_and_any_tile():
    s = from_board(G2, [], racks=[["0-0-0", "5-5-5", "1-2-4"], ["0-1-1"]], pool=["0-2-2"])
    assert len(s.legal_actions()) == 3
    act(s, "0-0-0@U(0,0)/r0")
    assert s.score == [0, 0] and s.current_player() == 1


def _pool_for(draws):
    """A pool whose last tiles are popped in the order given by `draws` (tile texts)."""
    drawn = ids(*draws)
    rest = [t for t in range(56) if t not in drawn]
    return rest[: 40 - len(drawn)] + drawn[::-1]


def test_draw_off_repeated_ties():
    # 4 players: 9, 9, 9, 3 ⇒ P0, P1, P2 again: 6, 6, 2 ⇒ P0, P1 again: 1, 4 ⇒ P1
    draws = ["0-4-5", "1-3-5", "2-3-4", "0-1-2", "1-2-3", "0-2-4", "0-0-2", "0-0-1", "0-1-3"]
    pool = _pool_for(draws)
    before = sorted(pool)
    first, steps = draw_off(pool, 4, random.Random(3))
    assert first == 1
    assert [[p for p, _ in step] for step in steps] == [[0, 1, 2, 3], [0, 1, 2], [0, 1]]
    assert sorted(pool) == before and len(pool) == 40


def test_draw_off_two_players_no_tie():
    pool = _pool_for(["0-0-1", "0-0-0"])
    first, steps = draw_off(pool, 2, random.Random(0))
    assert first == 0 and len(steps) == 1


@pytest.mark.parametrize(("players", "rack", "pool"), [(2, 9, 38), (3, 7, 35), (4, 7, 28)])
def test_every_round_deals_the_right_sizes(players, rack, pool):
    s = trigames.make("triominos", players=players).new_game(9)
    rng = random.Random(1)
    for rnd in range(3):
        if s.is_terminal():
            break
        assert s.decision() == "OPEN" and s.round == rnd and not s.board
        assert [len(r) for r in s.racks] == [rack] * players and len(s.pool) == pool
        while s.round == rnd and not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))


# -- views ------------------------------------------------------------------------------------------
def test_drawn_tile_seen_only_by_the_drawer():
    s = from_board(G3, B2, racks=[["0-0-0"], ["0-0-1"], ["0-0-2"]], pool=["1-1-1", "5-5-5"])
    events = s.apply_events(DRAW)
    assert s.view(0)["drawn"] == "5-5-5" and "5-5-5" in s.view(0)["rack"]
    for seat in (1, 2, None):
        v = s.view(seat)
        assert v["drawn"] is None and "5-5-5" not in str(v)
        assert all("5-5-5" not in str(e.for_seat(seat)) for e in events)
    assert "5-5-5" in str([e.for_seat(0) for e in events])
    assert s.view(1)["racks"] == [2, 1, 1] and s.view(1)["pool"] == 1 and s.view(1)["draws"] == 1


def test_racks_revealed_when_the_round_ends():
    s = from_board(G3, B2, racks=[["0-0-1", "1-2-3"], ["5-5-5"], ["2-2-4", "0-1-1"]])
    assert "2-2-4" not in str(s.view(1))
    events = s.apply_events(PASS)
    for seat in (None, 0, 1, 2):
        assert s.view(seat)["last_round"]["racks"] == [["0-0-1", "1-2-3"], ["5-5-5"], ["0-1-1", "2-2-4"]]
        assert "2-2-4" in str([e.for_seat(seat) for e in events if e.kind == "round_end"])


def test_draw_off_shown_to_everyone():
    s = G3.new_game(4)
    shown = s.view(None)["drawoff"]
    assert shown and all(s.view(p)["drawoff"] == shown for p in range(3))
    assert sorted(s.tile_census()) == [1] * 56 and len(s.pool) == 35


def test_placement_must_match_every_touching_corner_even_a_single_vertex():
    # D(1,0) on BR: the edge with U(0,0) fixes 5 and 1; the far corner (3,1) = 1 is a vertex contact
    s = from_board(G2, BR, racks=[["0-1-5", "1-5-5", "4-4-4"], ["0-0-0"]], pool=["0-0-2"])
    refused(s, "[5,0,1]@D(1,0)")
    refused(s, "1-5-5@D(1,0)/r1")  # [5,5,1]: the far corner would be 5
