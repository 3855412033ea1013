"""`trigames analyse`: a position's every move with its value, a game's moves marked, and bad
input refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import trigames
from cli.clihelp import assert_one_line_error, cli
from trigames.core import record_of


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A short two-player Triqueta game between greedy bots."""
    from trigames.agents import make_agent

    game = trigames.make("triqueta", players=2)
    state = game.new_game(5)
    agents = [make_agent("greedy", game, p, 0) for p in range(2)]
    while not state.is_terminal():
        p = state.current_player()
        state.apply(agents[p].act(state.view(p), state.legal_actions()))
    path = tmp_path_factory.mktemp("analyse") / "game.json"
    record_of(state, 5).save(path)
    return path


def test_a_position_lists_every_legal_move(record: Path) -> None:
    r = cli(["analyse", str(record), "--ply", "1", "--iterations", "60", "--json"])
    assert r.code == 0, r.err
    data = json.loads(r.out)
    game = trigames.make("triqueta", players=2)
    state = game.new_game(5)
    state.apply_text(json.loads(record.read_text())["actions"][0])
    legal = {state.action_to_string(a) for a in state.legal_actions()}
    assert {a["move"] for a in data["actions"]} == legal and data["ply"] == 1
    assert data["best"] == data["actions"][0]["move"] and data["line"][0] == data["best"]
    r = cli(["analyse", str(record), "--ply", "1", "--iterations", "60"])
    assert r.code == 0 and "win share" in r.out and "expected line" in r.out


def test_a_game_gets_every_move_of_a_seat_marked(record: Path) -> None:
    r = cli(["analyse", str(record), "--seat", "2", "--iterations", "20", "--json"])  # seats counted from 1
    assert r.code == 0, r.err
    moves = json.loads(r.out)["moves"]
    assert moves and all(m["seat"] == 1 for m in moves)  # the JSON keeps the record's numbers, from 0
    assert {m["verdict"] for m in moves} <= {"good", "inaccuracy", "mistake", "forced"}
    n = len(json.loads(record.read_text())["actions"])
    assert len(moves) < n


@pytest.mark.parametrize(("args", "needle"), [
    (["--ply", "9999"], "--ply must be a move number"),
    (["--ply", "-1"], "--ply must be a move number"),
    (["--seat", "7"], "no seat 7"),
    (["--seat", "0"], "seats are numbered 1–2"),
])
def test_bad_input_is_one_line(record: Path, args: list[str], needle: str) -> None:
    assert_one_line_error(cli(["analyse", str(record), *args]), needle)


def test_a_seat_that_is_not_to_move_is_refused(record: Path) -> None:
    state = trigames.make("triqueta", players=2).new_game(5)
    other = 1 - state.current_player()
    assert_one_line_error(cli(["analyse", str(record), "--ply", "0", "--seat", str(other + 1)]), "has no decision")


def test_a_missing_record_is_one_line(tmp_path: Path) -> None:
    assert_one_line_error(cli(["analyse", str(tmp_path / "none.json")]), "cannot read record")


def test_the_end_of_the_game_has_nothing_to_analyse(record: Path) -> None:
    n = len(json.loads(record.read_text())["actions"])
    assert_one_line_error(cli(["analyse", str(record), "--ply", str(n)]), "game is over")


def test_trigono_throws_are_marked_by_their_aim(tmp_path: Path) -> None:
    """A Trigono record holds where each throw landed; the analysis judges the aim, and with more
    than two players (no chance of winning known) in pucks."""
    from trigames.agents import make_agent

    for players in (2, 3):
        game = trigames.make("trigono", players=players, pucks_per_player=2)
        state = game.new_game(7)
        agents = [make_agent("club", game, p, p) for p in range(players)]
        while not state.is_terminal():
            p = state.current_player()
            state.apply(agents[p].act(state.view(p), state.legal_actions()))
        path = tmp_path / f"throws{players}.json"
        record_of(state, 7).save(path)
        r = cli(["analyse", str(path), "--iterations", "100", "--json"])
        assert r.code == 0, r.err
        judged = [m for m in json.loads(r.out)["moves"] if m["verdict"] != "forced"]
        assert judged and all(m["move"].startswith("throw ") and m["decision"].startswith("aim ") for m in judged)
        assert all(m["by"] == ("wins" if players == 2 else "points") or m["verdict"] == "good" for m in judged)
        r = cli(["analyse", str(path), "--ply", "0", "--iterations", "100"])
        assert r.code == 0 and "draws" in r.out and "aim big" in r.out, r.err
