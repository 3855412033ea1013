"""Hot seat: at each hand-over the screen and the terminal's scroll-back are cleared, so the next
person cannot scroll up to the last one's tokens; `q` there (and at a round's pause) quits."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cli.clihelp import SRC
from cli.ptyplay import Screen, drive

CLEAR_HISTORY = "\x1b[3J"
SECRET = re.compile(r"You drew|\(you\) keeps the \w+ face down|Vous avez tiré")
HOT = ["play", "triqueta", "--players", "3", "--humans", "1,2", "--bots", "greedy", "--seed", "9"]


def _keep_when_you_can(screen: Screen) -> str:
    """Seat 2 keeps its tokens face down (secrets), seat 1 plays the first move (the list counts from 1)."""
    if "alone" in screen.prompt:
        return ""
    keep = re.search(r"(\d+) Keep face down", screen.text)
    return keep.group(1) if keep and screen.prompt.startswith("Seat 2") else "1"  # seats counted from 1


def test_the_scroll_back_is_cleared_at_each_handover(tmp_path: Path) -> None:
    turns = {"n": 0}

    def answer(screen: Screen) -> str | None:
        turns["n"] += 1
        return None if turns["n"] > 60 else _keep_when_you_can(screen)

    run = drive([*HOT, "--record", str(tmp_path / "hot.json")], answer)
    assert run.code == 0
    so_far = ""
    handovers = 0
    for screen in run.screens:
        so_far += screen.raw
        if "alone" not in screen.prompt:
            continue
        handovers += 1
        assert CLEAR_HISTORY in screen.raw, "the hand-over does not clear the scroll-back"
        # everything the terminal still holds: what came after the last clear of the history
        held = so_far[so_far.rindex(CLEAR_HISTORY):]
        assert not SECRET.search(held), held
    assert handovers >= 4 and SECRET.search(so_far), "no secret was shown: the test would prove nothing"


def test_q_at_the_handover_quits_and_saves(tmp_path: Path) -> None:
    rec = tmp_path / "hot.json"
    seen: list[str] = []

    def answer(screen: Screen) -> str | None:
        seen.append(screen.prompt)
        if "alone" in screen.prompt and len(seen) > 3:
            return "q"
        return "" if "alone" in screen.prompt else "1"

    run = drive([*HOT, "--record", str(rec)], answer)
    assert run.code == 0
    assert "alone" in seen[-1], f"the game went on after q at the hand-over: {seen[-3:]}"
    assert "trigames resume" in run.tail
    assert json.loads(rec.read_text())["result"] is None


def test_q_at_a_rounds_pause_quits_and_keeps_the_last_move(tmp_path: Path) -> None:
    rec = tmp_path / "rounds.json"
    seen: list[str] = []
    at_pause: list[int] = []

    def answer(screen: Screen) -> str | None:
        seen.append(screen.prompt)
        if "press Enter to go on" in screen.prompt:
            at_pause.append(len(json.loads(rec.read_text())["actions"]))
            return "q"
        return None if len(seen) > 3000 else "1"

    run = drive(["play", "trigono", "--players", "2", "--vs", "target", "--seed", "5", "--record", str(rec)], answer,
                timeout=300)
    assert run.code == 0
    assert at_pause, "no round ended: the test would prove nothing"
    assert "press Enter to go on" in seen[-1], f"the game went on after q at the pause: {seen[-3:]}"
    record = json.loads(rec.read_text())
    assert len(record["actions"]) > at_pause[0]  # the move that ended the round is saved too
    assert record["result"] is None


@pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")
def test_tmux_history_no_longer_shows_the_last_persons_tokens(tmp_path: Path) -> None:
    tmux = ["tmux", "-S", str(tmp_path / "tmux.sock")]  # a server of its own

    def pane(history: bool = False) -> str:
        extra = ["-S", "-", "-E", "-"] if history else []
        return subprocess.run([*tmux, "capture-pane", "-p", "-t", "play", *extra], capture_output=True,
                              text=True, check=True).stdout

    command = " ".join([f"PYTHONPATH={SRC}", sys.executable, "-m", "trigames", *HOT,
                        "--record", str(tmp_path / "hot.json"), "; sleep 60"])
    subprocess.run([*tmux, "new-session", "-d", "-s", "play", "-x", "150", "-y", "40", command], check=True,
                   env={**os.environ, "TERM": "xterm"})
    try:
        checked, secrets_shown, last = 0, False, ""
        deadline = time.monotonic() + 120
        while checked < 4 and time.monotonic() < deadline:
            time.sleep(0.2)
            screen = pane().rstrip()
            prompt = screen.splitlines()[-1] if screen else ""
            if not prompt.endswith(":") or screen == last:
                continue
            last = screen
            history = pane(history=True)
            secrets_shown = secrets_shown or bool(SECRET.search(history))
            if "alone" in prompt:
                assert not SECRET.search(history), history
                checked += 1
            keys = _keep_when_you_can(Screen(screen, prompt))
            subprocess.run([*tmux, "send-keys", "-t", "play", *([keys] if keys else []), "Enter"], check=True)
        assert checked == 4 and secrets_shown
    finally:
        subprocess.run([*tmux, "kill-server"], capture_output=True)
