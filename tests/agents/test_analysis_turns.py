"""Tricérata's analysis weighs whole turns (issue 22): a capture of 4 left for nothing is a blunder."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

import trigames
from trigames.agents.analysis import analyse, judge_move
from trigames.cli.main import app
from trigames.core.record import record_of

# 3 rows: 1.1 | 2.1 2.2 2.3 | 3.1 3.2 3.3 3.4 3.5. A stone on 3.1 sows into the empty 3.2, whose
# neighbour 3.3 holds 4: a capture of 4. A stone on 1.1 sows into the empty 2.2, whose neighbours are
# all empty: the turn ends alone and the opponent seizes the 4.
CAPTURE_OR_NOTHING = "1 / 0 0 0 / 1 0 4 0 0"


def test_the_capture_of_4_is_best_and_leaving_it_for_nothing_is_a_blunder() -> None:
    game = trigames.make("tricerata", players=2, rows=3)
    state = game.position(CAPTURE_OR_NOTHING)
    result = analyse(game, state, 0, iterations=200)
    assert result.exact and result.best.text == "3.1"
    assert result.line[:3] == ["3.1", "3.2", "x3.3"]  # start, sow, capture the 4
    nothing = state.parse_action("1.1")
    verdict, lost = judge_move(result, nothing)
    assert verdict == "blunder" and lost >= 4
    assert judge_move(result, result.best.action) == ("good", 0.0)


def test_inside_a_turn_the_capture_is_weighed_against_the_others() -> None:
    # the stone of 3.1 sown into 3.2: its neighbours 2.1 (1 stone) and 3.3 (4) can be captured
    game = trigames.make("tricerata", players=2, rows=3)
    state = game.position("0 / 1 0 0 / 1 0 4 0 0")
    for text in ("3.1", "3.2"):
        state.apply(state.parse_action(text))
    assert state.decision() == "CAPTURE"
    result = analyse(game, state, 0, iterations=100)
    assert result.best.text == "x3.3"
    verdict, lost = judge_move(result, state.parse_action("x2.1"))
    assert verdict in ("mistake", "blunder") and lost >= 2


def test_the_cli_marks_the_blunder_in_points(tmp_path: Path) -> None:
    game = trigames.make("tricerata", players=2, rows=3)
    state = game.new_game(0)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    record = record_of(state, 0)
    path = tmp_path / "g.json"
    record.save(path)
    out = CliRunner().invoke(app, ["analyse", str(path), "--seat", "1", "--json"])
    assert out.exit_code == 0, out.output
    moves = json.loads(out.output)["moves"]
    judged = [m for m in moves if m["verdict"] != "forced"]
    assert judged and all(m["by"] == "points" and m["exact"] for m in judged)
    said = {m["verdict"] for m in judged}  # the first legal move every time: some good, some not
    assert "good" in said and said & {"inaccuracy", "mistake", "blunder"}, said


def test_a_search_cut_by_the_clock_says_so_and_calls_nothing_a_blunder() -> None:
    game = trigames.make("tricerata", players=2, rows=3)
    state = game.position(CAPTURE_OR_NOTHING)
    result = analyse(game, state, 0, iterations=200, think=0.0)  # the cap passed before any look ahead
    assert result.exact and not result.complete
    verdict, _ = judge_move(result, state.parse_action("1.1"))
    assert verdict in ("good", "inaccuracy")
