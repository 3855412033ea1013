"""The command line, end to end (typer's runner, in-process)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from trigames.cli.main import app

runner = CliRunner()


def test_list() -> None:
    out = runner.invoke(app, ["list", "--json"])
    assert out.exit_code == 0
    assert any(g["id"] == "triqueta" for g in json.loads(out.stdout))


def test_simulate_json_and_records(tmp_path: Path) -> None:
    out = runner.invoke(app, ["simulate", "triqueta", "--games", "30", "--players", "3", "--agents",
                              "greedy,random,random", "--seed", "2", "--workers", "1", "--json",
                              "--records", str(tmp_path)])
    assert out.exit_code == 0, out.output
    stats = json.loads(out.stdout)
    assert stats["games"] == 30
    assert abs(sum(s["win_share"] for s in stats["per_seat"]) - 1) < 1e-9
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 30
    rep = runner.invoke(app, ["replay", str(files[0])])
    assert rep.exit_code == 0 and "result:" in rep.stdout


def test_simulate_is_deterministic() -> None:
    args = ["simulate", "triqueta", "--games", "12", "--agents", "greedy,random", "--players", "2",
            "--seed", "5", "--json"]
    a = json.loads(runner.invoke(app, [*args, "--workers", "1"]).stdout)
    b = json.loads(runner.invoke(app, [*args, "--workers", "2"]).stdout)
    assert a["per_seat"] == b["per_seat"] and a["per_agent"] == b["per_agent"]


def test_bad_input_is_a_clear_error() -> None:
    out = runner.invoke(app, ["simulate", "triqueta", "--players", "9"])
    assert out.exit_code == 2 and "2–5 players" in out.stdout
    out = runner.invoke(app, ["simulate", "triqueta", "--agents", "genius"])
    assert out.exit_code == 2 and "no agent 'genius'" in out.stdout
    out = runner.invoke(app, ["play", "triqueta", "--colour", "red"])
    assert out.exit_code == 2 and "no option 'colour'" in out.stdout


def test_replay_names_the_bad_move(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "triqueta", "version": 1, "players": 2, "options": {}, "seed": 1,
                               "actions": ["draw", "take R0"]}))
    out = runner.invoke(app, ["replay", str(bad)])
    assert out.exit_code == 2 and "action 1 ('take R0')" in out.stdout


def test_play_a_whole_game_by_typing() -> None:
    # always answer move 0; a bad number and bad text re-prompt with the reason
    moves = "\n".join(["99", "fly", *["0"] * 400]) + "\n"
    out = runner.invoke(app, ["play", "triqueta", "--players", "2", "--bots", "greedy", "--seed", "3"], input=moves)
    assert out.exit_code == 0, out.output
    assert "no move number 99" in out.stdout
    assert "cannot read 'fly'" in out.stdout
    assert "game over" in out.stdout


def test_bench_runs() -> None:
    out = runner.invoke(app, ["bench", "triqueta", "--seconds", "0.2", "--repeats", "1", "--no-openspiel",
                              "--json"])
    assert out.exit_code == 0, out.output
    assert json.loads(out.stdout)["triqueta"]["steps_per_s"] > 0
