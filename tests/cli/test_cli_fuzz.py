"""The CLI fuzz test: every command with generated bad arguments, option values, agent specs,
typed lines and replay files. Whatever the input: no traceback, no internal error, a refusal is
one line on stderr with a non-zero exit, and no file is ever left half-written."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import trigames
from cli.clihelp import Result, assert_one_line_error, cli, proc
from trigames.games import REGISTRY

GAMES = sorted(REGISTRY)
BAD_NUMBERS = ["abc", "-1", "0", "nan", "inf", "-inf", "1e999", "99999999999999999999999", "", "²", "1.5", "0x10"]


def check(r: Result) -> None:
    """Accepted or refused, but never a traceback or a bug."""
    assert "Traceback" not in r.out + r.err, r.err
    assert "internal error" not in r.err, r.err
    if r.code != 0:
        assert_one_line_error(r)


def no_half_written_files(folder: Path) -> None:
    assert not [p for p in folder.rglob("*") if p.name.endswith(".part") or p.name.startswith(".trigames-probe")]
    for p in folder.rglob("*.json"):
        if not p.name.startswith(("bad-", "resume-")):  # the test's own broken inputs
            json.loads(p.read_bytes())  # every file we wrote is whole


# -- every case listed under "Why" in issue 11 ----------------------------------------------------
def _why_cases(tmp: Path) -> list[tuple[list[str], str]]:
    a_file = tmp / "a-file.txt"
    a_file.write_text("x")
    latin = tmp / "bad-latin1.json"
    latin.write_bytes('{"game": "tricérata"}'.encode("latin-1"))
    notdb = tmp / "notdb.sqlite"
    notdb.write_text("not a database " * 100)
    binary = tmp / "bad-binary.json"
    binary.write_bytes(bytes(range(256)) * 4)
    nested = tmp / "bad-nested.json"
    nested.write_text("[" * 200_000 + "]" * 200_000)
    rec = tmp / "ok.json"
    trigames.Record("triqueta", 1, 2, {}, 1, ["draw"]).save(rec)
    duel = ["tournament", "triqueta", "--agents", "greedy,random", "--players", "2", "--games", "2"]
    return [
        (["simulate", "triqueta", "--games", "2", "--records", str(a_file)], "is a file"),
        (["simulate", "triqueta", "--games", "2", "--records", "/proc/no/such"], "--records"),
        (["simulate", "triqueta", "--games", "2", "--records", "a\0b"], "null"),
        ([*duel, "--plot", str(tmp / "no" / "x.png")], "does not exist"),
        ([*duel, "--plot", str(tmp / "x.txt")], ".png"),
        ([*duel, "--chart", str(tmp / "x.txt")], ".png"),
        ([*duel, "--db", str(tmp / "x.txt")], ".sqlite"),
        ([*duel, "--db", str(tmp / "no" / "x.sqlite")], "does not exist"),
        ([*duel, "--db", str(notdb)], "tournament database"),
        (["trigono-calibrate", "--throws", "1", "--out", "/proc/heat.png"], "--out"),
        (["bench", "--repeats", "0"], "--repeats"),
        (["simulate", "triqueta", "--games", "2", "--agents", "random:seed=1"], "no parameter 'seed'"),
        (["replay", str(latin)], "UTF-8"),
        (["replay", str(binary)], "UTF-8"),
        (["replay", str(nested)], "nested"),
        (["play", "trigono", "--plank-side", "nan"], "plank_side"),
        (["play", "trigono", "--plank-side", "inf"], "plank_side"),
        (["play", "tricerata", "--players", "1000000000"], "at most"),
        (["simulate", "triqueta", "--agents", "mcts:bogus=1", "--games", "1"], "bogus"),
        (["simulate", "triqueta", "--agents", "mcts:iterations=-5", "--games", "1"], "iterations"),
        (["play", "trigono", "--puck-mass", "0"], "puck_mass"),
        (["play", "trigono", "--restitution", "5"], "restitution"),
        (["trigono-calibrate", "--throws", "-1"], "--throws"),
        (["bench", "--seconds", "-1"], "--seconds"),
        (["replay", str(rec), "--seat", "99"], "no seat 99"),
        (["replay", str(rec), "--seat", "-1"], "no seat -1"),
        (["replay", str(rec), "--seat", "0"], "seats are numbered 1–2"),  # counted from 1, as on every screen
        (["simulate", "triqueta", "--games", "1000000000"], "--games"),
        (["play", "trigono", "--players", "100000"], "at most"),
    ]


def test_every_case_listed_in_the_issue_is_one_line(tmp_path: Path) -> None:
    for args, needle in _why_cases(tmp_path):
        r = cli(args, cwd=tmp_path)
        assert_one_line_error(r, needle)
    no_half_written_files(tmp_path)
    assert not list(tmp_path.glob("trigames-*.json"))  # refused plays wrote no record


def test_typed_lines_from_the_issue(tmp_path: Path) -> None:
    rec = tmp_path / "g.json"
    r = cli(["play", "triqueta", "--players", "2", "--seed", "1", "--first-player", "1", "--record", str(rec)],
            input="²\ntake R-1\nq\n")
    check(r)
    assert r.code == 0 and "cannot read '²'" in r.out and "cannot read 'take R-1'" in r.out
    assert json.loads(rec.read_text())["actions"] == []


def test_bench_advice_survives_the_terminal_markup(monkeypatch: pytest.MonkeyPatch) -> None:
    from trigames import bench

    monkeypatch.setattr(bench, "openspiel_available", lambda: False)
    monkeypatch.setattr(bench, "run", lambda *a, **k: {})
    r = cli(["bench", "triqueta", "--seconds", "0.1", "--repeats", "1"])
    assert r.code == 0 and "pip install 'trigames[bench]'" in r.err


# -- generated: numbers, options, agents ------------------------------------------------------------
COUNT_OPTIONS = {
    "simulate": (["simulate", "triqueta", "--games", "1", "--workers", "1"], ["--games", "--players", "--seed",
                                                                            "--workers"]),
    "tournament": (["tournament", "triqueta", "--agents", "greedy,random", "--players", "2", "--games", "1",
                    "--workers", "1"], ["--games", "--players", "--seed", "--workers"]),
    "play": (["play", "triqueta"], ["--players", "--seat", "--seed"]),
    "bench": (["bench", "triqueta", "--no-openspiel", "--no-extras", "--seconds", "0.05", "--repeats", "1"],
              ["--seconds", "--repeats"]),
    "solve": (["solve", "tricerata", "--seconds", "0.2"], ["--rows", "--stones", "--seconds"]),
    "trigono-calibrate": (["trigono-calibrate", "--throws", "1"], ["--throws", "--elevation"]),
    "trigono-variety": (["trigono-variety", "--positions", "1", "--draws", "1", "--fresh", "2", "--workers", "1"],
                        ["--positions", "--workers", "--seed", "--restitution", "--friction-wood"]),
}


@pytest.mark.parametrize("command", sorted(COUNT_OPTIONS))
def test_bad_numbers_for_every_command(command: str, tmp_path: Path) -> None:
    base, options = COUNT_OPTIONS[command]
    for option in options:
        for value in BAD_NUMBERS:
            args = [*base, option, value]
            if command == "trigono-calibrate":
                args += ["--out", str(tmp_path / "heat.png")]
            r = cli(args, cwd=tmp_path)
            check(r)
            if value in ("abc", "nan", "inf", "-inf", "1e999", "", "²", "0x10"):
                assert r.code != 0, (args, r.out)
    no_half_written_files(tmp_path)


@pytest.mark.parametrize("game_id", GAMES)
def test_bad_game_option_values(game_id: str, tmp_path: Path) -> None:
    for option in REGISTRY[game_id].spec.options:
        flag = "--" + option.name.replace("_", "-")
        for value in ["nan", "inf", "-1", "abc", "1e999", "", "-0", "none", "2", "x" * 5000]:
            r = cli(["simulate", game_id, "--games", "1", "--workers", "1", flag, value], cwd=tmp_path)
            check(r)
            if value in ("nan", "inf", "abc", "1e999") and option.type is not str:
                assert r.code != 0, (flag, value)
    for extra in (["--"], ["---"], ["--x"], ["plain"], ["--players=3"], ["--rows", "--cols"]):
        check(cli(["simulate", game_id, "--games", "1", "--workers", "1", *extra], cwd=tmp_path))


AGENT_SPECS = ["mcts:bogus=1", "mcts:iterations=-5", "mcts:iterations=abc", "mcts:iterations=0", "mcts:c=nan",
               "mcts:", ":", "random:", "random:x", "random:=1", "greedy:limit=0", "montecarlo:samples=nan",
               "flex:flex=inf", "", ",,,", "human", "genius", "a" * 10_000, "mcts:iterations=1e999",
               "spiel-mcts:bogus=1", "random,random,random,random,random,random"]


@pytest.mark.parametrize("game_id", GAMES)
def test_bad_agent_specs(game_id: str, tmp_path: Path) -> None:
    for spec in AGENT_SPECS:
        check(cli(["simulate", game_id, "--games", "1", "--workers", "1", "--agents", spec], cwd=tmp_path))
        check(cli(["play", game_id, "--bots", spec, "--seed", "1"], cwd=tmp_path))
        check(cli(["tournament", game_id, "--agents", f"random,{spec}", "--games", "1", "--workers", "1"],
                  cwd=tmp_path))
    for humans in ["0,0", "5", "-1", "a", "0,,1", "0,1,2,3,4,5,6", "²"]:
        check(cli(["play", game_id, "--humans", humans], cwd=tmp_path))
    no_half_written_files(tmp_path)


def test_bad_commands_and_arguments(tmp_path: Path) -> None:
    cases = [["nosuch"], ["play"], ["play", "chess"], ["simulate", "--games", "1"], ["replay"], ["resume"],
             ["list", "extra"], ["list", "--bogus"], ["play", "triqueta", "--record", str(tmp_path)],
             ["play", "triqueta", "--record", "/proc/x.json"], ["play", "triqueta", "--resume", "/nonexistent"],
             ["solve", "triqueta"], ["bench", "chess"], ["simulate", "triqueta", "--backend", "carrier-pigeon"],
             ["tournament", "triqueta", "--agents", "random,random", "--games", "1"],
             ["tournament", "triqueta", "--agents", "random", "--games", "1"],
             ["simulate", "triqueta", "--agents", "random,random,random,random,random,random,random"],
             ["serve", "--port", "0"], ["serve", "--port", "abc"], ["serve", "--bot-delay", "nan"],
             ["serve", "--bot-workers", "0"], ["serve", "--db", "/nonexistent/x.sqlite3"]]
    for args in cases:
        assert_one_line_error(cli(args, cwd=tmp_path))
    for args in (["play", "Tricérata", "--seed", "1"], ["play", "TRIQUETA", "--seed", "1"]):
        r = cli(args, cwd=tmp_path)  # names without case or accents; no input: saved and left
        assert r.code == 0 and "trigames resume" in r.out
    no_half_written_files(tmp_path)


# -- typed lines in play ----------------------------------------------------------------------------
TYPED = ["²", "take R-1", "-1", "999999999999", "99999999999999999999999999", "1e3", "\x00", "é" * 5000, "0 0",
         "'; DROP TABLE", "undo", "hint", "?", "help", "board", "   ", "take R1 take R2", "aim nan nan nan",
         "aim inf 55 5", "aim 0 55 1e308", "1.5", "٣", "place R9", "tower T9", "\t", "q!"]


@pytest.mark.parametrize("game_id", GAMES)
def test_typed_lines_in_play(game_id: str, tmp_path: Path) -> None:
    rec = tmp_path / "g.json"
    script = "\n".join(["1", *TYPED, "1", *TYPED, "q"]) + "\n"
    r = cli(["play", game_id, "--seed", "3", "--record", str(rec)], input=script, cwd=tmp_path)
    check(r)
    assert r.code == 0
    data = json.loads(rec.read_text())
    assert data["result"] is None or data["actions"]
    assert trigames.replay(trigames.Record.from_json(data)) is not None
    no_half_written_files(tmp_path)


# -- replay and resume files ------------------------------------------------------------------------
def _record_files(tmp: Path) -> list[Path]:
    good = tmp / "good.json"
    out = cli(["play", "triominos", "--seed", "5", "--record", str(good)], input="0\n" * 6, cwd=tmp)
    assert out.code == 0
    data = json.loads(good.read_text())
    text = good.read_text()
    files: list[Path] = []

    def add(name: str, content: str | bytes, prefix: str = "bad") -> None:
        p = tmp / f"{prefix}-{name}.json"
        p.write_bytes(content if isinstance(content, bytes) else content.encode())
        files.append(p)

    for k in (0, 1, 10, len(text) // 2, len(text) - 2):
        add(f"truncated-{k}", text[:k])

    def tampered(name: str, prefix: str = "bad", **change: object) -> None:
        add(f"tampered-{name}", json.dumps({**data, **change}), prefix)

    tampered("action", actions=[*data["actions"][:2], "garbage"])
    tampered("negative-row", actions=["take R-1"])
    tampered("seed", seed="one")
    tampered("seed-float", seed=1.5)
    tampered("seed-huge", seed=10**400)
    tampered("players", players=10**9)
    tampered("players-neg", players=-3)
    tampered("options", options={"players": 3})
    tampered("options-nan", options={"target": float("nan")})
    tampered("option-list", options={"target": [1, 2]})
    tampered("version", version=99)
    tampered("game", game="chess")
    tampered("game-type", game=["triominos"])
    tampered("format", format="other/9")
    tampered("result", result={"scores": [1, 2]})
    tampered("result-type", result=[1])
    tampered("actions-type", actions="draw")
    tampered("action-int", actions=[1, 2])
    tampered("huge-action", actions=["x" * 1_000_000])
    tampered("meta", meta=[1])
    # who sat where does not change the game: it replays, but cannot be resumed
    tampered("meta-agents", "resume", meta={"agents": ["mcts:bogus=1", "human"]})
    tampered("meta-seats", "resume", meta={"agents": [1, 2]})
    tampered("meta-no-human", "resume", meta={"agents": ["random", "random"]})
    tampered("trigames", trigames=7)
    add("array", "[1, 2, 3]")
    add("null", "null")
    add("empty", "")
    add("nested", "{\"a\":" * 100_000 + "1" + "}" * 100_000)
    add("latin1", text.replace("triominos", "trïominos").encode("latin-1", "replace"))
    add("binary", os.urandom(3000))
    add("bom", "\ufeff" + text)
    huge = tmp / "bad-huge.json"
    with open(huge, "wb") as f:
        f.truncate(65 * 2**20)  # sparse: larger than any record
    files.append(huge)
    unfinished = tmp / "unfinished.json"
    unfinished.write_text(json.dumps({**data, "actions": data["actions"][:3], "result": None}))
    files.append(unfinished)
    files.append(tmp)  # a folder
    files.append(tmp / "missing.json")
    return files


def test_bad_replay_and_resume_files(tmp_path: Path) -> None:
    for path in _record_files(tmp_path):
        before = path.read_bytes() if path.is_file() else None
        r = cli(["replay", str(path)], cwd=tmp_path)
        check(r)
        if path.name.startswith("bad-"):
            assert r.code != 0, path.name
        if path.name == "unfinished.json":
            assert r.code == 0 and "unfinished game" in r.out
        r = cli(["resume", str(path)], cwd=tmp_path)  # no input: the game is saved as it is
        check(r)
        if path.name.startswith(("bad-", "resume-")):
            assert r.code != 0 and path.read_bytes() == before, path.name  # a refused file is untouched
    no_half_written_files(tmp_path)


def test_the_real_entry_point_has_one_way_to_fail(tmp_path: Path) -> None:
    """The same refusals from a separate process (`python -m trigames`), and --debug shows a traceback."""
    for args in (["simulate", "triqueta", "--games", "abc"], ["play", "trigono", "--plank-side", "nan"],
                 ["replay", str(tmp_path / "missing.json")], ["nosuch"]):
        assert_one_line_error(proc(args, cwd=tmp_path))
    r = proc(["play", "trigono", "--plank-side", "nan", "--debug"], cwd=tmp_path)
    assert r.code != 0 and "Traceback" in r.err and "OptionError" in r.err


def test_non_utf8_typing_is_asked_again(tmp_path: Path) -> None:
    import subprocess
    import sys

    from cli.clihelp import SRC

    rec = tmp_path / "g.json"
    env = {**os.environ, "PYTHONPATH": SRC, "PYTHONIOENCODING": "utf-8:strict"}
    p = subprocess.run([sys.executable, "-m", "trigames", "play", "triqueta", "--seed", "1", "--record", str(rec)],
                       input=b"\xff\xfe\xe9\n", capture_output=True, env=env, timeout=60)
    out, err = p.stdout.decode(), p.stderr.decode()
    assert p.returncode == 0 and "Traceback" not in out + err and "not UTF-8" in out
    assert json.loads(rec.read_text())["result"] is None
