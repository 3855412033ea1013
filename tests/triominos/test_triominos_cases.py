"""Every Triominos case of CASES.md (section B), TM-01 … TM-28."""

from __future__ import annotations

import random

import pytest

import trigames
from trigames.core import IllegalActionError, OptionError
from trigames.core.testing import fingerprint
from trigames.games.triominos import from_board
from trigames.games.triominos.notation import parse_action
from trigames.games.triominos.rules import classic_opener, draw_off
from trigames.games.triominos.tiles import (
    DRAW,
    PASS,
    SHOWS,
    TILE_ID,
    TILES,
    TSUM,
    cell_of,
    decode,
    tile_of,
)

G2 = trigames.make("triominos", players=2)
G3 = trigames.make("triominos", players=3)

B1 = ["U(0,0)=[0,1,2]"]
BR = ["U(0,0)=[2,5,1]", "D(-1,0)=[2,5,2]", "U(-1,1)=[2,3,5]", "D(0,1)=[3,3,5]", "U(0,2)=[3,0,3]",
      "D(1,2)=[0,0,3]", "U(2,2)=[3,0,1]", "D(2,1)=[3,1,1]"]
HX = ["U(1,1)=[1,0,1]", "D(0,1)=[0,0,1]", "U(-1,1)=[4,0,1]", "D(-1,0)=[4,1,4]", "U(0,0)=[4,1,3]"]
DH = ["U(1,1)=[1,4,5]", "U(-1,1)=[0,1,1]", "D(1,0)=[1,5,1]", "D(-1,0)=[0,1,2]", "D(0,1)=[1,4,1]",
      "U(-2,0)=[0,0,2]", "U(-1,-1)=[2,2,2]", "D(0,-1)=[2,1,2]", "D(-2,-1)=[0,2,2]"]
TH = ["U(1,1)=[1,4,1]", "U(-1,1)=[1,2,1]", "D(1,0)=[1,1,5]", "D(-1,0)=[1,1,0]", "D(0,1)=[2,4,1]",
      "U(-2,0)=[0,1,0]", "U(-1,-1)=[0,0,5]", "D(0,-1)=[0,5,5]", "D(-2,-1)=[0,0,0]", "U(2,0)=[5,1,2]",
      "U(1,-1)=[5,5,2]", "D(2,-1)=[5,2,2]"]
TE = ["D(-1,0)=[3,4,1]", "U(-2,0)=[3,3,1]", "D(-2,-1)=[3,1,1]", "U(-3,-1)=[2,3,1]", "D(-3,-2)=[2,1,1]",
      "U(-2,-2)=[1,1,1]", "D(-1,-2)=[1,0,1]", "U(0,-2)=[1,0,0]", "D(1,-2)=[0,0,0]", "U(1,-1)=[0,4,0]",
      "D(0,-1)=[1,4,0]"]
B2 = ["U(0,0)=[3,4,5]"]


def pos(board, rack, *, game=G2, others=None, pool=(), scores=None, to_move=0, filler=True, **kw):
    """A position on `board`; seat 0 holds `rack` plus, with `filler`, a spare tile placeable
    nowhere near (so that placing the last listed tile does not end the round)."""
    racks = [list(rack)] + [list(r) for r in (others or [["0-0-5"]] * (game.players - 1))]
    if filler:
        racks[0].append("4-4-4" if "4-4-4" not in str((board, racks, pool)) else "0-0-0")
    return from_board(game, board, racks=racks, pool=list(pool), scores=scores, to_move=to_move, **kw)


def gain(state, text, seat=0):
    before = state.score[seat]
    state.apply(state.parse_action(text))
    return state.score[seat] - before


def refused(state, text):
    before = fingerprint(state)
    with pytest.raises(IllegalActionError):
        state.apply(state.parse_action(text))
    assert fingerprint(state) == before


def test_tm01_tile_set():
    assert len(TILES) == 56
    kinds = [len(set(t)) for t in TILES]
    assert (kinds.count(1), kinds.count(2), kinds.count(3)) == (6, 30, 20)
    assert sum(TSUM) == 420
    assert (0, 1, 2) in SHOWS and (0, 2, 1) not in SHOWS


@pytest.mark.parametrize(("players", "rack", "pool"), [(2, 9, 38), (3, 7, 35), (4, 7, 28)])
def test_tm02_deal(players, rack, pool):
    s = trigames.make("triominos", players=players).new_game(5)
    assert [len(r) for r in s.racks] == [rack] * players and len(s.pool) == pool


@pytest.mark.parametrize("players", [1, 5])
def test_tm02_invalid_player_counts(players):
    with pytest.raises(OptionError):
        trigames.make("triominos", players=players)


def test_tm03_draw_off():
    shown = [(1, 1, 1), (0, 0, 1), (2, 2, 5), (0, 4, 5), (1, 2, 3)]  # popped from the end
    ids = [TILE_ID[t] for t in shown]
    rest = [t for t in range(56) if t not in ids][:30]
    pool = rest + ids
    first, steps = draw_off(pool, 3, random.Random(1))
    assert first == 2
    assert [[(p, TILES[t]) for p, t in step] for step in steps] == [
        [(0, (1, 2, 3)), (1, (0, 4, 5)), (2, (2, 2, 5))], [(1, (0, 0, 1)), (2, (1, 1, 1))]]
    assert len(pool) == 35 and sorted(pool) == sorted(rest + ids)
    # play goes clockwise from the starter: P2, P0, P1
    s = pos(B2, ["0-0-0", "0-0-1"], game=G3, others=[["0-1-1"], ["2-2-2", "0-0-2"]], pool=["1-1-1"], to_move=2)
    s.apply(DRAW)
    s.apply(PASS)
    assert s.current_player() == 0


def test_tm03_draw_off_in_a_new_game_is_public_and_returned():
    s = G3.new_game(11)
    v = s.view(None)
    assert v["drawoff"]
    last = v["drawoff"][-1]
    best = max(TSUM[tile_of(t)] for _, t in last)
    winners = [p for p, t in last if TSUM[tile_of(t)] == best]
    assert winners == [s.current_player()]
    assert len(s.pool) == 35 and sorted(s.tile_census()) == [1] * 56


def test_tm04_first_move():
    s = pos([], ["3-4-5", "5-5-5"])
    assert s.decision() == "OPEN"
    refused(s, "draw")
    refused(s, "3-4-5@D(1,0)/r0")
    refused(s, "3-4-5@U(0,0)/r1")
    assert gain(s, "3-4-5@U(0,0)/r0") == 12
    s = pos([], ["3-4-5", "5-5-5"])
    assert gain(s, "5-5-5@U(0,0)/r0") == 15


def test_tm12_classic_opening_ties_go_to_the_later_tile():
    """[R-TM12]: with no triple, equal highest sums open with the tile later in a-b-c order."""
    game = trigames.make("triominos", players=2, classic_opening=True)
    T = TILE_ID
    assert classic_opener([[T[(1, 4, 5)]], [T[(2, 3, 5)]]]) == 1
    assert classic_opener([[T[(2, 3, 5)]], [T[(1, 4, 5)]]]) == 0
    assert classic_opener([[T[(0, 4, 5)], T[(1, 3, 5)]], [T[(2, 2, 5)], T[(0, 1, 2)]]]) == 1
    # in one rack: 2-3-5 is the tile that opens, 1-4-5 is refused
    s = pos([], ["1-4-5", "2-3-5", "0-1-2"], game=game, others=[["0-0-1"]], filler=False)
    refused(s, "1-4-5@U(0,0)/r0")
    assert gain(s, "2-3-5@U(0,0)/r0") == 10


def test_tm04_classic_opening():
    game = trigames.make("triominos", players=2, classic_opening=True)
    s = pos([], ["3-4-5", "5-5-5", "4-4-4"], game=game, others=[["0-1-2"]])
    refused(s, "4-4-4@U(0,0)/r0")
    assert gain(s, "5-5-5@U(0,0)/r0") == 25
    s = pos([], ["0-0-0", "5-5-5"], game=game, others=[["0-1-2"]])
    assert gain(s, "0-0-0@U(0,0)/r0") == 40
    assert classic_opener([[TILE_ID[(1, 2, 3)]], [TILE_ID[(2, 2, 2)]], [TILE_ID[(4, 4, 5)]]]) == 1
    assert classic_opener([[TILE_ID[(1, 2, 3)]], [TILE_ID[(0, 1, 2)]], [TILE_ID[(4, 4, 5)]]]) == 2
    s = game.new_game(3)
    first = s.current_player()
    assert max(max(TSUM[t] if TILES[t][0] == TILES[t][2] else -1 for t in r) for r in s.racks) == max(
        TSUM[t] if TILES[t][0] == TILES[t][2] else -1 for t in s.racks[first])


@pytest.mark.parametrize(("text", "points"), [
    ("[1,2,2]@D(1,0)", 5), ("[1,1,2]@D(1,0)", 4), ("0-0-1@D(-1,0)/r1", 1), ("[0,2,3]@D(0,-1)", 5)])
def test_tm05_legal_placements(text, points):
    tile = TILES[decode(parse_action(text))[0]]
    s = pos(B1, ["-".join(map(str, tile))])
    assert parse_action(text) in s.legal_actions()
    assert gain(s, text) == points


def test_tm06_chirality():
    s = pos(B1, ["1-2-3", "1-1-2", "1-2-2"])
    for r in range(3):
        refused(s, f"1-2-3@D(1,0)/r{r}")
    assert not s.where[TILE_ID[(1, 2, 3)]]
    fits = sorted({TILES[decode(a)[0]] for w in s.where for a in w if decode(a)[1] == cell_of(1, 0)})
    assert fits == [(1, 1, 2), (1, 2, 2)]


def test_tm07_corner_mismatch():
    refused(pos(B1, ["0-3-3"]), "[0,3,3]@D(0,-1)")


def test_tm08_corner_contact_only_and_occupied():
    s = pos(B1, ["1-1-1", "2-2-2", "0-0-1"])
    refused(s, "1-1-1@U(1,1)/r0")
    refused(s, "2-2-2@U(2,0)/r0")
    refused(s, "0-0-1@U(0,0)/r0")


def test_tm09_one_edge_no_bridge():
    s = pos([*B1, "D(1,0)=[1,2,2]"], ["1-1-2"])
    assert gain(s, "[1,1,2]@U(1,1)") == 4


def test_tm10_bridge():
    s = pos(BR, ["1-1-5"])
    assert gain(s, "[5,1,1]@D(1,0)") == 47


def test_tm11_bridge_wrong_far_corner():
    refused(pos(BR, ["0-1-5"]), "[5,0,1]@D(1,0)")


def test_tm12_hexagon():
    s = pos(HX, ["1-1-3"])
    assert gain(s, "[1,1,3]@D(1,0)") == 55


def test_tm13_hexagon_spot_wrong_tile():
    refused(pos(HX, ["1-1-4"]), "[1,1,4]@D(1,0)")


def test_double_hexagon_board_dh():
    # U(0,0) is the 6th cell around both (0,0)=2 and (1,1)=1; (2,0)=1 ⇒ [2,1,1] = 1-1-2 r2
    s = pos(DH, ["1-1-2"])
    assert gain(s, "[2,1,1]@U(0,0)") == 4 + 60


def test_triple_hexagon_board_th():
    # U(0,0) closes the rings of (0,0)=0, (1,1)=1 and (2,0)=5 ⇒ [0,1,5] = 0-1-5 r0
    s = pos(TH, ["0-1-5"], others=[["3-3-3"]])
    assert gain(s, "[0,1,5]@U(0,0)") == 6 + 70


def test_tm16_two_edges_no_figure():
    s = pos(TE, ["1-4-4"])
    assert gain(s, "[1,4,4]@U(0,0)") == 9


def test_b2_placements():
    s = pos(B2, ["2-3-5", "3-3-4", "0-0-0", "2-3-4"])
    w = s.where
    assert list(w[TILE_ID[(2, 3, 5)]]) == [parse_action("[3,5,2]@D(0,-1)")]
    assert list(w[TILE_ID[(3, 3, 4)]]) == [parse_action("[3,4,3]@D(-1,0)")]
    assert not w[TILE_ID[(0, 0, 0)]] and not w[TILE_ID[(2, 3, 4)]]


def test_tm17_draw_then_place():
    s = pos(B2, ["0-0-0"], pool=["0-0-1", "2-3-5"], scores=[10, 0])
    assert gain(s, "draw") == -5 and s.score[0] == 5 and s.drawn == TILE_ID[(2, 3, 5)]
    refused(s, "pass")  # pool not empty and fewer than 3 draws
    assert gain(s, "[3,5,2]@D(0,-1)") == 10 and s.score[0] == 15
    assert s.current_player() == 1 and s.decision() == "TURN_START"


def test_tm17_only_the_drawn_tile():
    s = pos(B2, ["3-3-4"], pool=["0-0-1", "0-0-0"])
    s.apply(DRAW)
    refused(s, "[3,4,3]@D(-1,0)")


def test_tm18_three_failed_draws():
    s = pos(B2, ["0-0-0"], pool=["0-1-1", "0-0-1", "1-2-3", "2-3-4"], scores=[30, 0])
    held = len(s.racks[0])
    for _ in range(3):
        s.apply(DRAW)
    assert s.score[0] == 15
    refused(s, "draw")
    assert gain(s, "pass") == -10 and s.score[0] == 5
    assert len(s.racks[0]) == held + 3 and s.current_player() == 1


def test_tm19_voluntary_draw():
    s = pos(B2, ["3-3-4"], pool=["0-0-0"])
    assert DRAW in s.legal_actions()
    assert gain(s, "draw") == -5


def test_tm21_pool_runs_out_mid_turn():
    s = pos(B2, ["0-0-0"], others=[["3-3-4"]], pool=["1-2-3"], scores=[20, 0])
    s.apply(DRAW)
    assert s.score[0] == 15 and not s.pool
    assert s.legal_actions() == [PASS]
    assert gain(s, "pass") == 0 and s.current_player() == 1 and s.decision() == "TURN_START"


def test_tm21_pool_runs_out_and_nobody_can_place_is_blocked():
    s = pos(B2, ["0-0-0"], others=[["5-5-5"]], pool=["1-2-3"], scores=[20, 0])
    s.apply(DRAW)
    s.apply(PASS)
    assert s.view(None)["last_round"]["end"] == "blocked"


def test_tm22_empty_pool_at_turn_start():
    s = pos(B2, ["0-0-0"], others=[["3-3-4"]], scores=[7, 0])
    assert s.legal_actions() == [PASS]
    assert gain(s, "pass") == 0 and s.current_player() == 1
    s = pos(B2, ["3-3-4", "0-0-0"], others=[["5-5-5"]])
    refused(s, "pass")
    refused(s, "draw")
    assert s.legal_actions() == [parse_action("[3,4,3]@D(-1,0)")]


def test_tm23_going_out():
    s = pos(B2, ["2-3-5"], game=G3, others=[["5-5-5"], ["2-2-4", "0-1-1"]], pool=["0-0-0"], filler=False)
    assert gain(s, "[3,5,2]@D(0,-1)") == 60
    assert s.score == [60, 0, 0]
    last = s.view(None)["last_round"]
    assert last["end"] == "out" and last["points"] == [25 + 25, 0, 0]
    assert s.decision() == "OPEN" and s.round == 1  # a new round was dealt


def test_tm25_blocked_round():
    s = pos(B2, ["0-0-1", "1-2-3"], game=G3, others=[["5-5-5"], ["2-2-4", "0-1-1"]], filler=False)
    assert s.legal_actions() == [PASS]
    s.apply(PASS)
    assert s.score == [18, 0, 0]
    assert s.view(None)["last_round"]["end"] == "blocked"


def test_tm25_blocked_tie_for_lowest():
    s = pos(B2, ["0-0-1", "1-2-3"], game=G3, others=[["5-5-5"], ["0-0-0", "0-0-2", "0-1-4"]], filler=False)
    s.apply(PASS)  # totals 7, 15, 7: each lowest scores (15 + 7) − 7
    assert s.score == [15, 0, 15]


@pytest.mark.parametrize(("before", "over", "winners"), [
    ([352, 388, 401], True, (0,)), ([335, 399, 120], False, None), ([345, 100, 405], True, (0, 2))])
def test_tm27_end_of_game(before, over, winners):
    s = pos(B2, ["2-3-5"], game=G3, others=[["5-5-5"], ["2-2-4", "0-1-1"]], scores=before, filler=False)
    s.apply(parse_action("[3,5,2]@D(0,-1)"))
    assert s.is_terminal() == over
    if over:
        assert s.outcome().winners == winners
    else:
        assert s.score == [395, 399, 120] and s.round == 1 and not s.board
        assert [len(r) for r in s.racks] == [7, 7, 7] and len(s.pool) == 35 and s.decision() == "OPEN"


def test_tm27_fixed_rounds():
    game = trigames.make("triominos", players=3, fixed_rounds=1)
    s = pos(B2, ["2-3-5"], game=game, others=[["5-5-5"], ["2-2-4", "0-1-1"]], filler=False)
    s.apply(parse_action("[3,5,2]@D(0,-1)"))
    assert s.is_terminal() and s.outcome().winners == (0,)


def test_tm28_negative_scores():
    s = pos(B2, ["0-0-0"], pool=["0-1-1", "0-0-1", "1-2-3", "2-3-4"], scores=[3, 0])
    for a in (DRAW, DRAW, DRAW, PASS):
        s.apply(a)
    assert s.score[0] == -22
