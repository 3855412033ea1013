"""Playing at the terminal: a killed game resumes to the same end; hot seat hides each seat's
tokens from the others; a hint never looks at hidden information."""

from __future__ import annotations

import json
import os
import random
import re
import select
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import trigames
from cli.clihelp import SRC, cli, proc
from trigames.cli.play import hint

ANSI = re.compile(r"\x1b\[[0-9;?]*[a-zA-Z]|\x1b\][^\x07]*\x07|\r")


def _record(path: Path) -> dict:
    return json.loads(path.read_text())


def test_sigkill_mid_game_then_resume_reaches_the_same_end(tmp_path: Path) -> None:
    args = ["play", "triqueta", "--players", "3", "--bots", "greedy,random", "--seed", "11"]
    answers = "1\n" * 400
    whole = tmp_path / "whole.json"
    assert proc([*args, "--record", str(whole)], input=answers).code == 0
    reference = _record(whole)
    assert reference["result"] is not None

    cut = tmp_path / "cut.json"
    env = {**os.environ, "PYTHONPATH": SRC}
    p = subprocess.Popen([sys.executable, "-m", "trigames", *args, "--record", str(cut)], stdin=subprocess.PIPE,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    assert p.stdin is not None
    p.stdin.write(b"1\n" * 6)
    p.stdin.flush()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if cut.exists() and len(_record(cut)["actions"]) >= 6:
            break
        time.sleep(0.05)
    p.send_signal(signal.SIGKILL)  # mid-game (perhaps mid-write): nothing is lost
    p.wait()
    partial = _record(cut)  # whole JSON: written atomically
    assert partial["result"] is None and 6 <= len(partial["actions"]) < len(reference["actions"])
    assert reference["actions"][: len(partial["actions"])] == partial["actions"]

    shown = cli(["replay", str(cut)])
    assert shown.code == 0 and "unfinished game" in shown.out

    resumed = proc(["resume", str(cut)], input=answers)
    assert resumed.code == 0, resumed.err
    final = _record(cut)
    assert final["actions"] == reference["actions"]
    assert final["result"] == reference["result"]
    assert not list(tmp_path.glob(".*.part"))  # a temporary file of the killed writer is cleared


def test_ctrl_c_keeps_the_game(tmp_path: Path) -> None:
    rec = tmp_path / "g.json"
    env = {**os.environ, "PYTHONPATH": SRC}
    p = subprocess.Popen([sys.executable, "-m", "trigames", "play", "triqueta", "--seed", "8", "--record", str(rec)],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    assert p.stdin is not None and p.stdout is not None and p.stderr is not None
    got: dict[str, str] = {}
    # read while it plays, and keep its input open until it has exited: `communicate` after the
    # signal closed stdin at once, and under load the end of input could be read first (exit 0)
    readers = [threading.Thread(target=lambda n=n, f=f: got.__setitem__(n, f.read()), daemon=True)
               for n, f in (("out", p.stdout), ("err", p.stderr))]
    for r in readers:
        r.start()
    p.stdin.write("1\n1\n")
    p.stdin.flush()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (rec.exists() and len(_record(rec)["actions"]) >= 2):
        time.sleep(0.05)
    time.sleep(0.3)
    p.send_signal(signal.SIGINT)
    p.wait(timeout=30)
    for r in readers:
        r.join(10)
    p.stdin.close()
    out, err = got.get("out", ""), got.get("err", "")
    assert p.returncode == 130 and "Traceback" not in out + err
    assert "trigames resume" in out
    assert _record(rec)["result"] is None and len(_record(rec)["actions"]) >= 2


def test_quit_and_end_of_input_keep_the_game(tmp_path: Path) -> None:
    rec = tmp_path / "g.json"
    out = cli(["play", "triominos", "--seed", "2", "--record", str(rec)], input="1\nq\n")
    assert out.code == 0 and "trigames resume" in out.out
    assert _record(rec)["result"] is None and _record(rec)["actions"]
    n = len(_record(rec)["actions"])
    out = cli(["resume", str(rec)], input="1\n")  # then Ctrl-D
    assert out.code == 0 and len(_record(rec)["actions"]) > n
    n = len(_record(rec)["actions"])
    out = cli(["play", "triominos", "--resume", str(rec)], input="1\n")
    assert out.code == 0 and "resumed after" in out.out and len(_record(rec)["actions"]) > n


def test_bots_human_is_a_hot_seat(tmp_path: Path) -> None:
    rec = tmp_path / "g.json"
    out = cli(["play", "triqueta", "--players", "3", "--bots", "human,greedy", "--first-player", "2", "--seed", "2",
               "--record", str(rec)], input="\n1\n")
    assert out.code == 0 and "Pass the keyboard to seat 2" in out.out
    meta = _record(rec)["meta"]
    assert meta["agents"] == ["human", "human", "greedy"] and meta["humans"] == [0, 1]


def test_undo_goes_back_to_your_previous_decision(tmp_path: Path) -> None:
    rec = tmp_path / "g.json"
    out = cli(["play", "triqueta", "--players", "2", "--seed", "4", "--first-player", "1", "--record", str(rec)],
              input="1\n1\nundo\nq\n")
    assert out.code == 0 and "undone" in out.out
    assert _record(rec)["actions"] == ["draw"]  # back to placing the drawn token


@pytest.mark.parametrize("game_id", ["triqueta", "triominos"])
def test_hint_never_looks_at_hidden_information(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import trigames.cli.play

    monkeypatch.setattr(trigames.cli.play, "HINT_ITERATIONS", 100)  # as blind with fewer, and 4× faster
    game = trigames.make(game_id, players=3)
    rng = random.Random(5)
    checked = 0
    for seed in range(6):
        state = game.new_game(seed)
        for _ in range(rng.randrange(2, 12)):
            state.apply(rng.choice(state.legal_actions()))
        seat = state.current_player()
        other = game.determinize(state.view(seat), random.Random(seed + 100))  # the unseen redrawn
        assert other.view(seat) == state.view(seat)
        unseen = "towers" if game_id == "triqueta" else "pool"  # what no seat sees: really different
        assert getattr(other, unseen) != getattr(state, unseen)
        assert list(other.legal_actions()) == list(state.legal_actions())
        assert hint(game, state, seat, 77) == hint(game, other, seat, 77)
        checked += 1
    assert checked == 6


def _pty_game(tmp_path: Path) -> tuple[list[tuple[int | None, str]], Path]:
    """Two people play Triqueta at one keyboard through a pseudo-terminal. Seat 1 keeps tokens
    face down whenever it can; seat 0 always answers 0. Returns (seat at the screen, text) chunks."""
    import pty

    rec = tmp_path / "hot.json"
    master, slave = pty.openpty()
    env = {**os.environ, "PYTHONPATH": SRC, "COLUMNS": "160", "LINES": "60", "TERM": "xterm"}
    p = subprocess.Popen([sys.executable, "-m", "trigames", "play", "triqueta", "--players", "2", "--humans", "1,2",
                          "--seed", "21", "--record", str(rec)], stdin=slave, stdout=slave, stderr=slave, env=env,
                         close_fds=True)
    os.close(slave)
    screens: list[tuple[int | None, str]] = []
    at: int | None = None
    buf = ""
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    data = os.read(master, 65536).decode("utf-8", "replace")
                except OSError:
                    break
                if not data:
                    break
                buf += ANSI.sub("", data)
            elif p.poll() is not None:
                break
            if not buf.rstrip().endswith(":"):
                continue
            tail = buf.rstrip().splitlines()[-1]
            screens.append((at, buf))
            m = re.search(r"Seat (\d), press Enter when you alone", tail)  # counted from 1
            if m:
                answer, at = "", int(m.group(1)) - 1
            elif "press Enter to go on" in tail:
                answer = ""
            elif "your move" in tail:
                keep = re.search(r"(\d+) Keep face down", buf)
                answer = keep.group(1) if (at == 1 and keep) else "1"  # the list counts from 1
            else:
                raise AssertionError(f"unexpected prompt {tail!r}")
            buf = ""
            os.write(master, (answer + "\n").encode())
        screens.append((at, buf))
        assert p.wait(timeout=30) == 0
    finally:
        if p.poll() is None:
            p.kill()
        os.close(master)
    return screens, rec


def test_hot_seat_two_people_play_triqueta_without_seeing_each_others_tokens(tmp_path: Path) -> None:
    screens, rec = _pty_game(tmp_path)
    record = _record(rec)
    assert record["result"] is not None and record["meta"]["humans"] == [0, 1]
    # seat 1's face-down tokens, from the record
    state = trigames.make("triqueta", players=2).new_game(record["seed"])
    kept = []
    for text in record["actions"]:
        for e in state.apply_text(text):
            if e.kind == "keep" and e.owner == 1:
                kept.append(e.secret["token"])  # type: ignore[index]
    assert kept, "seat 1 never kept a token: the test would prove nothing"
    seen_by_0 = "".join(text for at, text in screens if at == 0)
    seen_by_1 = "".join(text for at, text in screens if at == 1)
    assert "Seat 1, your move" in seen_by_0 and "Seat 2, your move" in seen_by_1
    # seat 1 sees its own secret tokens; seat 0's screens never do
    assert re.search(r"Seat 2 \(you\) keeps the \w+ face down", seen_by_1)
    assert not re.search(r"Seat 2 keeps the (?!token)\w+ face down", seen_by_0)
    assert not re.search(r"Seat 2 draws an? (?!token)\w+ from tower", seen_by_0)
    for line in seen_by_0.splitlines():  # the players table: seat 1's hidden count only, never the tokens
        if re.match(r"\s*▶?1\s", line):
            assert "," not in line and not re.search(r"\b\d [A-Z][a-z]\b", line), line
    assert "You win" not in seen_by_0 or "Seat" in seen_by_0


@pytest.mark.parametrize("game_id", ["triqueta", "triominos", "tricerata", "trigono"])
def test_every_game_resumes_to_the_same_end(game_id: str, tmp_path: Path) -> None:
    whole, cut = tmp_path / "whole.json", tmp_path / "cut.json"
    answers = "1\n" * 1000
    assert cli(["play", game_id, "--seed", "4", "--record", str(whole)], input=answers).code == 0
    assert cli(["play", game_id, "--seed", "4", "--record", str(cut)], input="1\n" * 5).code == 0
    assert _record(cut)["result"] is None
    assert cli(["resume", str(cut)], input=answers).code == 0
    assert _record(cut)["actions"] == _record(whole)["actions"]
    assert _record(cut)["result"] == _record(whole)["result"] is not None
