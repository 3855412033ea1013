"""The injected blunders of issue 22 are marked "mistake" or "blunder" by the analysis (Tricérata's
capture of 4 left for nothing is in test_analysis_turns.py), and a move as good as the best is not."""

from __future__ import annotations

import trigames
from trigames.agents.analysis import analyse, judge_move
from trigames.games.triominos.bots import points

# two-player Triominos XXL, seed 0: after these moves seat 0 may lay 0-1-1 for 52 points (a hexagon)
TRIOMINOS = ["1-1-3@U(0,0)/r0", "draw", "draw", "draw", "pass", "1-3-4@D(0,-1)/r0", "1-2-3@D(1,0)/r0",
             "2-2-3@U(2,0)/r2", "2-3-3@D(2,-1)/r2", "draw", "draw", "draw", "1-1-1@D(-1,0)/r0", "draw", "draw",
             "1-4-5@U(-1,-1)/r2", "0-1-5@D(-2,-1)/r0", "2-2-5@D(3,0)/r1", "4-4-5@D(-1,-2)/r2",
             "4-5-5@U(-2,-2)/r1", "1-4-4@U(0,-2)/r1", "0-2-5@U(4,0)/r1", "0-0-2@D(4,-1)/r2", "0-0-5@D(5,0)/r2",
             "draw", "draw"]
# two-player Triqueta, seed 1449: taking row 2 would cost seat 1 eleven points, row 1 costs nothing
TRIQUETA = ["take R0", "draw", "keep", "draw", "keep", *["draw", "place R1"] * 13, "take R1", "take R1", "draw",
            "place R0", "take R0", "draw", "place R1"]


def _at(game_id: str, seed: int, actions: list[str]) -> tuple[trigames.Game, trigames.State]:
    game = trigames.make(game_id, players=2)
    state = game.new_game(seed)
    for text in actions:
        state.apply_text(text)
    return game, state


def test_a_52_point_tile_left_for_a_draw_is_a_mistake_or_worse() -> None:
    game, state = _at("triominos", 0, TRIOMINOS)
    seat = state.current_player()
    tile = state.parse_action("0-1-1@U(-2,0)/r0")
    assert points(state, tile) == 52
    result = analyse(game, state.view(seat), seat, 1000, seed=0)
    verdict, _ = judge_move(result, state.parse_action("draw"))
    assert verdict in ("mistake", "blunder")
    assert judge_move(result, result.best.action)[0] == "good"


def test_a_row_of_minus_11_is_a_mistake_or_worse() -> None:
    game, state = _at("triqueta", 1449, TRIQUETA)
    seat = state.current_player()
    result = analyse(game, state.view(seat), seat, 1000, seed=0)
    verdict, lost = judge_move(result, state.parse_action("take R1"))
    assert verdict in ("mistake", "blunder") and lost >= 0.15
    assert judge_move(result, state.parse_action("take R0"))[0] == "good"
