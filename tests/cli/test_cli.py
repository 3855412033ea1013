"""The command line, end to end (in-process through `trigames.cli.app.run`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cli.clihelp import assert_one_line_error, cli


def test_list() -> None:
    out = cli(["list", "--json"])
    assert out.code == 0
    assert any(g["id"] == "triqueta" for g in json.loads(out.out))


def test_simulate_json_and_records(tmp_path: Path) -> None:
    out = cli(["simulate", "triqueta", "--games", "30", "--players", "3", "--agents", "greedy,random,random",
               "--seed", "2", "--workers", "1", "--json", "--records", str(tmp_path)])
    assert out.code == 0, out.err
    stats = json.loads(out.out)
    assert stats["games"] == 30
    assert abs(sum(s["win_share"] for s in stats["per_seat"]) - 1) < 1e-9
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 30
    rep = cli(["replay", str(files[0])])
    assert rep.code == 0 and "result:" in rep.out
    # a second run into the same folder is refused (nothing played, nothing overwritten) …
    before = files[0].read_bytes()
    again = cli(["simulate", "triqueta", "--games", "3", "--records", str(tmp_path)])
    assert_one_line_error(again, "--force")
    assert files[0].read_bytes() == before
    # … unless told to
    assert cli(["simulate", "triqueta", "--games", "3", "--records", str(tmp_path), "--force"]).code == 0


def test_simulate_json_results_compare_equal_and_timing_is_apart() -> None:
    args = ["simulate", "triqueta", "--games", "12", "--agents", "greedy,random", "--players", "2",
            "--seed", "5", "--json"]
    a = json.loads(cli([*args, "--workers", "1"]).out)
    b = json.loads(cli([*args, "--workers", "2"]).out)
    assert set(a["timing"]) == {"seconds", "games_per_second"}
    a.pop("timing")
    b.pop("timing")
    assert a == b


def test_bad_input_is_a_clear_error() -> None:
    assert_one_line_error(cli(["simulate", "triqueta", "--players", "9"]), "2–5 players")
    assert_one_line_error(cli(["simulate", "triqueta", "--agents", "genius"]), "no agent 'genius'")
    assert_one_line_error(cli(["play", "triqueta", "--colour", "red"]), "no option 'colour'")


def test_replay_names_the_bad_move(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "triqueta", "version": 1, "players": 2, "options": {}, "seed": 1,
                               "actions": ["draw", "take R0"]}))
    assert_one_line_error(cli(["replay", str(bad)]), "action 1 ('take R0')")


def test_play_a_whole_game_by_typing(tmp_path: Path) -> None:
    # always answer move 1 (the list counts from 1); a bad number and bad text re-prompt with the reason
    moves = "\n".join(["99", "0", "fly", *["1"] * 400]) + "\n"
    rec = tmp_path / "game.json"
    out = cli(["play", "triqueta", "--players", "2", "--bots", "greedy", "--seed", "3", "--record", str(rec)],
              input=moves)
    assert out.code == 0, out.err
    assert "no move number 99" in out.out and "no move number 0: choose 1–" in out.out
    assert "cannot read 'fly'" in out.out
    assert "game over" in out.out
    assert str(rec) in out.out.splitlines()[1]  # the record is named on the first screen
    data = json.loads(rec.read_text())
    assert data["result"] is not None and data["trigames"] and data["version"] == 1
    assert cli(["replay", str(rec)]).code == 0


def test_the_search_speed_suite_gives_a_median_and_a_range() -> None:
    pytest.importorskip("pyspiel")
    from trigames.bench import bench_search_suite

    out = bench_search_suite(0.05, seeds=(101, 102, 103))
    assert out["positions"] == 3 and len({p["seed"] for p in out["pairs"]}) == 3
    assert out["ratio_min"] <= out["ratio_median"] <= out["ratio_max"]
    assert all(p["ours"] > 0 and p["openspiel_cpp_oware"] > 0 for p in out["pairs"])


def test_bench_runs() -> None:
    out = cli(["bench", "triqueta", "--seconds", "0.2", "--repeats", "1", "--no-openspiel", "--json"])
    assert out.code == 0, out.err
    assert json.loads(out.out)["triqueta"]["steps_per_s"] > 0
