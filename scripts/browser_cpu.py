"""How much CPU the browser spends on a Triominos game played with the mouse, as the browser tests play it.

    python scripts/browser_cpu.py [--seed 51] [--flat]

It starts the real server and Debian's Chromium, plays one round (fixed_rounds 1) against the greedy bot
with the browser tests' own mouse turns (choose a tile, turn it, sometimes zoom, drag the table, click a
highlighted place), and prints Chromium's CPU seconds (its processes, without this script's) and the
server's. `--flat` switches every CSS filter of the pieces off first, to compare. Quote ratios: the
machine is shared. (A CSS drop-shadow on each laid tile once cost 129 s for this game; drawn shadows: 26 s.)
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
from browser.conftest import _free_port  # noqa: E402
from browser.test_triominos_board import play_mouse_turn, settle  # noqa: E402

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]
FLAT = """() => { const s = new CSSStyleSheet(); s.replaceSync('.piece, .piece.lifted { filter: none !important }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, s]; }"""


def cpu(pid: int) -> float:
    """CPU seconds of a process and all its descendants (Linux /proc)."""
    children: dict[int, list[int]] = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                ppid = int((d / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(d.name))
    total, todo = 0.0, [pid]
    while todo:
        p = todo.pop()
        todo += children.get(p, [])
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime
    return total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=51)
    ap.add_argument("--flat", action="store_true", help="no CSS filter on the pieces")
    a = ap.parse_args()
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        server = subprocess.Popen([sys.executable, "-m", "trigames.web", "--port", str(port), "--db",
                                   str(Path(tmp) / "db.sqlite"), "--bot-delay", "0", "--bot-pool", "thread",
                                   "--quiet", "--table-rate", "1000"])
        try:
            for _ in range(200):
                try:
                    urllib.request.urlopen(base + "/api/tables")
                    break
                except OSError:
                    time.sleep(0.1)
            body = {"game": "triominos", "seats": [{"kind": "person"}, {"kind": "bot"}], "seed": a.seed,
                    "options": {"fixed_rounds": 1}}
            req = urllib.request.Request(base + "/api/tables", data=json.dumps(body).encode(),
                                         headers={"content-type": "application/json"})
            made = json.load(urllib.request.urlopen(req))
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                page = browser.new_context(viewport={"width": 1280, "height": 900}, reduced_motion="reduce",
                                           base_url=base).new_page()
                page.goto(made["seats"][0]["url"])
                page.wait_for_selector(".table-page[data-version]")
                if a.flat:
                    page.evaluate(FLAT)
                rng = random.Random(a.seed + 1)
                me, mine0, started = os.getpid(), time.process_time(), time.monotonic()
                browser0, server0 = cpu(me), cpu(server.pid)
                moves = 0
                while settle(page) == "mine":
                    play_mouse_turn(page, rng)
                    moves += 1
                chromium = cpu(me) - browser0 - (time.process_time() - mine0)
                print(f"{moves} moves in {time.monotonic() - started:.1f} s: Chromium {chromium:.1f} CPU s "
                      f"({chromium / max(moves, 1):.2f} per move), server {cpu(server.pid) - server0:.1f} CPU s")
                browser.close()
        finally:
            server.kill()
            server.wait()


if __name__ == "__main__":
    main()
