"""Strict input: numbers only with the digits 0–9, no conflict settled silently, and output
paths and missing packages refused in one line (exit 2) before any work."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cli.clihelp import SRC, Result, assert_one_line_error, cli


def refused(args: list[str], *needles: str, cwd: Path | None = None) -> None:
    r = cli(args, cwd=cwd)
    assert_one_line_error(r, *needles)
    assert r.code == 2, r.err


@pytest.mark.parametrize(("args", "needle"), [
    (["simulate", "tricerata", "--rows", "1_0"], "'1_0'"),
    (["simulate", "tricerata", "--rows", "５"], "'５'"),
    (["simulate", "triqueta", "--players", "0_3"], "--players"),
    (["simulate", "triqueta", "--players", "３"], "--players"),
    (["simulate", "triqueta", "--seed", "1_000"], "--seed"),
    (["simulate", "triqueta", "--seed=1_000"], "--seed"),
    (["simulate", "triqueta", "--games", "5.0"], "--games"),
    (["simulate", "trigono", "--plank-side", "0_5"], "'0_5'"),
    (["simulate", "triqueta", "--agents", "mcts:iterations=１０"], "'１０'"),
    (["simulate", "triqueta", "--agents", "mcts:iterations=1_0"], "'1_0'"),
    (["play", "triqueta", "--humans", "0,１"], "--humans"),
    (["replay", "x.json", "--seat", "0_1"], "--seat"),
    (["analyse", "x.json", "--ply", "٣"], "--ply"),
    (["bench", "--seconds", "0_5"], "--seconds"),
    (["solve", "tricerata", "--rows", "1_0"], "--rows"),  # a game's own command
])
def test_numbers_are_written_with_the_digits_0_to_9(args: list[str], needle: str, tmp_path: Path) -> None:
    refused(args, needle, cwd=tmp_path)


def test_a_number_at_the_trigono_prompt_is_read_strictly(tmp_path: Path) -> None:
    rec = tmp_path / "t.json"
    r = cli(["play", "trigono", "--players", "2", "--seed", "1", "--record", str(rec)],
            input="aim 0 5_2 5 0\naim 0 ５2 5 0\nq\n")
    assert r.code == 0, r.err
    assert "cannot read elevation '5_2'" in r.out and "cannot read elevation '５2'" in r.out
    assert not any(a.startswith("aim 0 ") for a in json.loads(rec.read_text())["actions"])


@pytest.mark.parametrize(("args", "needle"), [
    (["play", "triqueta", "--players", "3", "--humans", "1,2", "--seat", "3"], "--humans and --seat"),
    (["play", "triqueta", "--bots", ""], "empty agent name"),
    (["play", "triqueta", "--bots", "greedy,"], "empty agent name"),
    (["play", "triqueta", "--vs", ""], "empty agent name"),
    (["simulate", "triqueta", "--agents", "greedy,,random"], "empty agent name"),
    (["tournament", "triqueta", "--agents", ""], "empty agent name"),
    (["play", "triqueta", "--players", "3", "--bots", "mcts:iterations=5:iterations=7"], "given twice"),
    (["play", "triqueta", "--humans", "1,1"], "a seat twice"),
    (["play", "tricerata", "--rows", "3", "--rows", "4"], "--rows is given twice"),
    (["play", "tricerata", "--rows=3", "--rows", "4"], "--rows is given twice"),
    (["simulate", "triqueta", "--games", "3", "--games", "4"], "--games is given twice"),
    (["simulate", "triqueta", "--rotate", "--no-rotate"], "--rotate and --no-rotate"),
    (["companion", "tricerata", "--names", ""], "--names"),
])
def test_conflicts_are_refused(args: list[str], needle: str, tmp_path: Path) -> None:
    refused(args, needle, cwd=tmp_path)  # a refusal that regressed would leave its record there


def _unfinished(tmp_path: Path, name: str = "g.json") -> Path:
    rec = tmp_path / name
    assert cli(["play", "triqueta", "--seed", "3", "--record", str(rec)], input="1\nq\n").code == 0
    return rec


def test_resume_takes_the_record_as_it_is(tmp_path: Path) -> None:
    rec = _unfinished(tmp_path)
    refused(["play", "tricerata", "--resume", str(rec)], "a game of triqueta, not of tricerata")
    refused(["play", "triqueta", "--resume", str(rec), "--players", "2", "--rows", "3"], "--players, --rows")
    data = json.loads(rec.read_text())
    for meta, needle in [({"humans": [7]}, "meta.humans"), ({"humans": [0, 0]}, "meta.humans"),
                         ({"humans": [1]}, "disagree"), ({"lang": "xx"}, "meta.lang")]:
        bad = tmp_path / "bad.json"
        bad.write_text(json.dumps({**data, "meta": {**data["meta"], **meta}}))
        refused(["resume", str(bad)], needle)
    assert cli(["resume", str(rec)], input="q\n").code == 0


def test_output_paths_are_refused_before_any_work(tmp_path: Path) -> None:
    refused(["simulate", "triqueta", "--games", "2", "--records", str(tmp_path / "no" / "such" / "x")],
            "does not exist")
    assert not (tmp_path / "no").exists()  # no tree of folders made for a typo
    folder = tmp_path / "adir"
    folder.mkdir()
    for args in (["play", "triqueta", "--record", str(folder)],
                 ["play", "triqueta", "--record", str(folder), "--force"],
                 ["companion", "tricerata", "--record", str(folder)]):
        refused(args, "is a folder")
    chart = tmp_path / "c.png"
    chart.write_bytes(b"mine")
    db = tmp_path / "t.sqlite"
    args = ["tournament", "triqueta", "--players", "2", "--agents", "greedy,random", "--games", "2", "--workers", "1",
            "--db", str(db), "--chart", str(chart)]
    refused(args, "--force")
    assert chart.read_bytes() == b"mine" and not db.exists()
    assert cli([*args, "--force"]).code == 0 and chart.read_bytes() != b"mine"


def test_the_ray_backend_without_ray_says_how_to_install_it(tmp_path: Path) -> None:
    # a `ray` that cannot be imported, ahead of any installed one
    (tmp_path / "ray").mkdir()
    (tmp_path / "ray" / "__init__.py").write_text("raise ImportError('no ray here')\n")
    for args in (["simulate", "triqueta", "--games", "2", "--backend", "ray"],
                 ["tournament", "triqueta", "--players", "2", "--agents", "greedy,random", "--games", "2",
                  "--backend", "ray", "--db", str(tmp_path / "t.sqlite")]):
        p = subprocess.run([sys.executable, "-m", "trigames", *args], capture_output=True, text=True, timeout=120,
                           env={**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), SRC])})
        r = Result(p.returncode, p.stdout, p.stderr)
        assert_one_line_error(r, "Ray", 'pip install "trigames[scale]"')
        assert r.code == 2
