"""The command line counts seats from 1, as every screen does (issue 18): `--seat 1`, `--humans 1,3` and
`--first-player 1` name the first seat; 0 and a seat the game does not have are refused in one line that
says how seats are numbered; the help says it too. The records keep the engine's numbers, from 0."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cli.clihelp import SRC, assert_one_line_error, cli


@pytest.mark.parametrize(("args", "needle"), [
    (["play", "triqueta", "--players", "2", "--seat", "0"], "seats are numbered 1–2"),
    (["play", "triqueta", "--players", "2", "--seat", "3"], "seats are numbered 1–2"),
    (["play", "triqueta", "--players", "3", "--humans", "0,1"], "seats are numbered 1–3"),
    (["play", "triqueta", "--players", "3", "--humans", "1,4"], "seats are numbered 1–3"),
    (["play", "triqueta", "--players", "2", "--first-player", "0"], "seats are numbered 1–2"),
    (["play", "triominos", "--players", "3", "--first-player", "4"], "seats are numbered 1–3"),
    (["play", "trigono", "--first-player", "x"], "seats are numbered 1–2"),
    (["simulate", "tricerata", "--games", "1", "--first-player", "0"], "seats are numbered 1–"),
    (["companion", "trigono", "--names", "Ann,Bo", "--first-player", "0"], "seats are numbered 1–2"),
])
def test_seat_zero_and_seats_out_of_range_are_refused_in_one_line(args: list[str], needle: str,
                                                                   tmp_path: Path) -> None:
    assert_one_line_error(cli(args, cwd=tmp_path), needle)
    assert not list(tmp_path.glob("trigames-*.json"))  # nothing was started


def test_replay_and_analyse_count_from_1(tmp_path: Path) -> None:
    assert cli(["simulate", "triqueta", "--games", "1", "--workers", "1", "--records", str(tmp_path / "r")],
               cwd=tmp_path).code == 0
    rec = next((tmp_path / "r").glob("*.json"))
    n = json.loads(rec.read_text())["players"]
    for command in (["replay", str(rec)], ["analyse", str(rec), "--iterations", "5"]):
        assert_one_line_error(cli([*command, "--seat", "0"]), "no seat 0", f"seats are numbered 1–{n}")
        assert_one_line_error(cli([*command, "--seat", str(n + 1)]), f"no seat {n + 1}", f"seats are numbered 1–{n}")
    seen = cli(["replay", str(rec), "--seat", str(n)])
    assert seen.code == 0 and f"Seat {n} (you)" in seen.out and "Seat 1 (you)" not in seen.out


def test_the_first_seat_is_seat_1_in_play_and_companion(tmp_path: Path) -> None:
    rec = tmp_path / "p.json"
    out = cli(["play", "triqueta", "--players", "3", "--seat", "2", "--first-player", "3", "--seed", "2",
               "--record", str(rec)], input="q\n")
    assert out.code == 0, out.err
    data = json.loads(rec.read_text())
    assert data["meta"]["agents"][1] == "human" and data["meta"]["agents"].count("human") == 1
    assert data["options"]["first_player"] == 2  # the record keeps the engine's seat, from 0
    rec = tmp_path / "h.json"
    out = cli(["play", "triqueta", "--players", "3", "--humans", "1,3", "--seed", "2", "--record", str(rec)],
              input="q\n")
    assert out.code == 0, out.err
    assert json.loads(rec.read_text())["meta"]["humans"] == [0, 2]
    rec = tmp_path / "c.json"
    out = cli(["companion", "triominos", "--names", "Ann,Bo", "--first-player", "2", "--seed", "1",
               "--record", str(rec)], input="q\n")
    assert out.code == 0, out.err
    assert json.loads(rec.read_text())["options"]["first_player"] == 1


def test_the_help_says_seats_count_from_1() -> None:
    said = re.sub(r"[\s│|]+", " ", cli(["play", "--help"]).out)
    assert "counted from 1" in said and "1,3" in said and "default 1" in said and "0,2" not in said
    for command in ("replay", "analyse"):
        assert "counted from 1" in re.sub(r"[\s│|]+", " ", cli([command, "--help"]).out)
    # `list` (wide enough for a row a line): --first-player's seats from 1, its default too (Tricérata: 1)
    wide = subprocess.run([sys.executable, "-m", "trigames", "list"], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": SRC, "COLUMNS": "250"}).stdout
    rows = [line for line in wide.splitlines() if "--first-player" in line]
    assert len(rows) == 4 and all("[1, " in r and "[0, " not in r and "counted from 1" in r for r in rows), rows
    assert any(re.search(r"--first-player\s+int\s+1\s", r) for r in rows), rows


def test_the_terminal_companion_names_the_thrower_never_you(tmp_path: Path) -> None:
    """Trigono kept at one keyboard: the screen is everyone's, so a throw's outcome names the thrower
    ("Bo throws: … and takes …"), never "you take"."""
    out = cli(["companion", "trigono", "--names", "Ann,Bo", "--pucks-per-player", "2", "--first-player", "1",
               "--seed", "1", "--record", str(tmp_path / "t.json")], input="board\nq\n")
    assert out.code == 0, out.err
    said = re.sub(r"\s+", " ", out.out)  # the menu's columns wrap
    assert "Bo throws: in the big hole, and takes" in said, out.out
    assert not re.search(r"\byou take\b|\bYou take\b|\bYou throw\b", out.out), out.out


def test_a_seat_that_may_not_be_none_is_refused_in_people_s_count(tmp_path: Path) -> None:
    """Tricérata's first seat is never drawn: 'none' is refused with the range counted from 1."""
    r = cli(["play", "tricerata", "--first-player", "none"], cwd=tmp_path)
    assert_one_line_error(r, "--first-player may not be none; allowed: int in [1, inf)")
