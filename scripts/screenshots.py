"""Screenshots of every screen people look at, for docs/img/ and for looking at the boards.

    python scripts/screenshots.py [--out docs/img] [--only lobby,triqueta,...] [--dark] [--quick]

It starts the real server (as the browser tests do) and Debian's Chromium, then takes, in English
and French, at 1280×800 and 360×740: the lobby; each game's board at the start, mid-game and at the
end; each rules page (/rules/GAME) and one step of each guided game (/learn/GAME) when they exist.
Desktop shots are what fits the window; phone shots are the whole page. `--dark` takes them with
prefers-color-scheme: dark (named *-dark); `--quick` takes English desktop only (or choose with
`--langs en` / `--sizes 360`).
"""

from __future__ import annotations

import argparse
import io
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from play import CHOICES, click_once, wait_turn  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from conftest import CHROMIUM, LAUNCH_ARGS, start_server, stop_server  # noqa: E402

GAMES = ("triqueta", "triominos", "tricerata", "trigono")
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}
SIZES = {"desktop": DESKTOP, "360": PHONE}
MID = {"triqueta": 14, "triominos": 6, "tricerata": 6, "trigono": 4}  # own moves before "mid-game"


class Shooter:
    def __init__(self, page: Any, out: Path, langs: list[str], sizes: list[str], dark: bool) -> None:
        self.page, self.out, self.langs, self.sizes, self.dark = page, out, langs, sizes, dark
        self.taken: list[Path] = []

    def settle(self) -> None:
        self.page.wait_for_load_state("networkidle")
        self.page.evaluate("() => document.fonts.ready")
        self.page.wait_for_timeout(250)

    def set_lang(self, code: str) -> None:
        self.page.evaluate("c => window.trigames && window.trigames.setLang(c)", code)
        self.page.wait_for_function("c => document.documentElement.lang === c", arg=code)

    def shots(self, name: str) -> None:
        """`name` in every language and size, named NAME-desktop-en.png, NAME-360-fr.png, ..."""
        for lang in self.langs:
            self.set_lang(lang)
            for size in self.sizes:
                vp = SIZES[size]
                self.page.set_viewport_size(vp)
                self.page.evaluate("() => window.scrollTo(0, 0)")
                self.settle()
                suffix = "-dark" if self.dark else ""
                path = self.out / f"{name}-{size}-{lang}{suffix}.png"
                png = self.page.screenshot(full_page=size == "360", animations="disabled")
                save(png, path)
                self.taken.append(path)
        self.set_lang("en")
        self.page.set_viewport_size(DESKTOP)


def save(png: bytes, path: Path) -> None:
    """The PNG with at most 256 colours (screens of flat colours: a third of the size, no visible loss)."""
    try:
        from PIL import Image
    except ImportError:
        path.write_bytes(png)
        return
    image = Image.open(io.BytesIO(png)).convert("RGB")
    image.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(path, optimize=True)


def exists(server: Any, path: str) -> bool:
    """A page of the router that has its module (rules.js / learn.js) in the package."""
    module = {"rules": "rules.js", "learn": "learn.js"}[path.split("/")[1]]
    return (ROOT / "src" / "trigames" / "web" / "static" / module).is_file()


def table(shoot: Shooter, server: Any, game: str, seed: int = 3) -> None:
    page = shoot.page
    made = server.create(game, [{"kind": "person", "name": "Ada"}, {"kind": "bot"}], seed=seed)
    page.goto(made["seats"][0]["url"])
    wait_turn(page)
    shoot.shots(f"{game}-start")
    rng = random.Random(seed)
    moves = 0
    while moves < MID[game] and wait_turn(page) == "mine":
        if not page.query_selector_all(CHOICES):
            break
        click_once(page, rng)
        moves += 1
    wait_turn(page)
    shoot.shots(f"{game}-mid")
    done = server.create(game, [{"kind": "bot", "name": "Ada"}, {"kind": "bot"}], seed=seed)["table"]["id"]
    server.wait_finished(done, 180)
    page.goto(f"/t/{done}")
    page.wait_for_selector(".end .winners")
    shoot.shots(f"{game}-end")


def rules(shoot: Shooter, server: Any, game: str) -> None:
    if not exists(server, "/rules/"):
        print(f"no rules page yet for {game}", file=sys.stderr)
        return
    shoot.page.goto(f"/rules/{game}")
    shoot.page.wait_for_selector("main h1")
    shoot.shots(f"{game}-rules")


def learn(shoot: Shooter, server: Any, game: str) -> None:
    if not exists(server, "/learn/"):
        print(f"no guided game yet for {game}", file=sys.stderr)
        return
    page = shoot.page
    page.goto(f"/learn/{game}")
    page.wait_for_selector("main h1")
    # One step in: the first thing the guide asks, once the board is drawn.
    with_board = page.query_selector("#board, .learn")
    if with_board is not None:
        page.wait_for_timeout(800)
    shoot.shots(f"{game}-learn")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "img"))
    ap.add_argument("--only", default="", help="lobby and/or game ids, comma separated")
    ap.add_argument("--what", default="table,rules,learn", help="table,rules,learn")
    ap.add_argument("--dark", action="store_true")
    ap.add_argument("--quick", action="store_true", help="English, desktop only")
    ap.add_argument("--langs", default="en,fr")
    ap.add_argument("--sizes", default="desktop,360")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    only = set(filter(None, args.only.split(","))) or {"lobby", *GAMES}
    what = set(args.what.split(","))
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        proc, server = start_server(Path(tmp) / "shots.sqlite3")
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
                context = browser.new_context(viewport=DESKTOP, base_url=server.base, reduced_motion="reduce",
                                              color_scheme="dark" if args.dark else "light")
                page = context.new_page()
                page.set_default_timeout(30_000)
                errors: list[str] = []
                page.on("pageerror", lambda e: errors.append(str(e)))
                langs = ["en"] if args.quick else args.langs.split(",")
                sizes = ["desktop"] if args.quick else args.sizes.split(",")
                shoot = Shooter(page, out, langs, sizes, args.dark)
                if "lobby" in only:
                    page.goto("/")
                    page.wait_for_selector(".game-card")
                    shoot.shots("lobby")
                for game in GAMES:
                    if game not in only:
                        continue
                    if "table" in what:
                        table(shoot, server, game)
                    if "rules" in what:
                        rules(shoot, server, game)
                    if "learn" in what:
                        learn(shoot, server, game)
                browser.close()
        finally:
            stop_server(proc)
    for path in shoot.taken:
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    print(f"{len(shoot.taken)} screenshots in {time.monotonic() - start:.0f} s", file=sys.stderr)
    if errors:
        print("JavaScript errors:", *errors, sep="\n  ", file=sys.stderr)


if __name__ == "__main__":
    main()
